import ArgumentParser
import BrandCore
import Foundation

struct BrandKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "brandkit",
        abstract: "Validate, render, diff, bundle and preview white-label brands from YAML.",
        discussion: "Exit status: 0 success, 1 the input has errors, 2 the command could not run.",
        version: BrandKitVersion.current,
        subcommands: [InitCommand.self, AddCommand.self, ValidateCommand.self, ListCommand.self, RenderCommand.self, DiffCommand.self, FlagsCommand.self, StringsCommand.self, ExportCommand.self, BundleCommand.self,
                      PreviewCommand.self, GenerateCommand.self, SchemaCommand.self, ExplainCommand.self, VerifyCommand.self]
    )

    /// Runs the command line and exits with brandkit's contract: 0 ok, 1 input errors,
    /// 2 could not run (bad arguments included, where ArgumentParser alone would exit 64).
    static func runAndExit() -> Never {
        let status = status(ofRunning: Array(CommandLine.arguments.dropFirst()))
        RunStatistics.printIfAsked()
        Foundation.exit(status)
    }

    /// Runs one command line and gives its exit status: the one place that decides it, from
    /// the command's `Outcome` or the error that stopped it.
    static func status(ofRunning arguments: [String]) -> Int32 {
        do {
            try CommandLineCheck.check(arguments, commands: commandNames)
            var command: ParsableCommand
            do {
                command = try parseAsRoot(arguments)
            } catch {
                // An unknown option is the mistake to name, even where ArgumentParser
                // failed on something it caused.
                if let name = arguments.first, let type = subcommand(named: name),
                   let unknown = CommandLineCheck.unknownOption(in: Array(arguments.dropFirst()), command: type) {
                    throw unknown
                }
                throw error
            }
            try command.run()
            return 0
        } catch let outcome as Outcome {
            return outcome.status
        } catch let error as BrandKitError {
            Output.error(error.message, hint: error.hint)
            return Outcome.couldNotRun.status
        } catch {
            let message = fullMessage(for: error)
            if exitCode(for: error) == .success {
                Output.write(message + "\n")
                return 0
            }
            // ArgumentParser's "Error: …" and usage, in the form of every other error.
            let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let first = lines.first ?? message
            Output.error(first.hasPrefix("Error: ") ? String(first.dropFirst(7)) : first,
                         hint: lines.count > 1 ? lines.dropFirst().joined(separator: "\n") : nil)
            return Outcome.couldNotRun.status
        }
    }

    private static var commandNames: [String] {
        configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    }

    private static func subcommand(named name: String) -> ParsableCommand.Type? {
        configuration.subcommands.first { $0.configuration.commandName == name }
    }
}
