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
        do {
            let arguments = Array(CommandLine.arguments.dropFirst())
            try CommandLineCheck.check(arguments, commands: commandNames)
            var command: ParsableCommand
            do {
                command = try parseAsRoot()
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
            Foundation.exit(0)
        } catch let error as BrandKitError {
            Output.error(error.message, hint: error.hint)
            Foundation.exit(2)
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                Output.write(message + "\n")
                Foundation.exit(0)
            }
            // ArgumentParser's "Error: …" and usage, in the form of every other error.
            let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let first = lines.first ?? message
            Output.error(first.hasPrefix("Error: ") ? String(first.dropFirst(7)) : first,
                         hint: lines.count > 1 ? lines.dropFirst().joined(separator: "\n") : nil)
            Foundation.exit(2)
        }
    }

    private static var commandNames: [String] {
        configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    }

    private static func subcommand(named name: String) -> ParsableCommand.Type? {
        configuration.subcommands.first { $0.configuration.commandName == name }
    }
}
