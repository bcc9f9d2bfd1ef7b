import ArgumentParser
import BrandCore
import BrandKit
import Foundation

struct BrandKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "brandkit",
        abstract: "Validate, render, diff, bundle and preview white-label brands from YAML.",
        discussion: "Exit status: 0 success, 1 the input has errors, 2 the command could not run.",
        version: "0.1.0",
        subcommands: [InitCommand.self, ValidateCommand.self, ListCommand.self, RenderCommand.self, DiffCommand.self, FlagsCommand.self, BundleCommand.self,
                      PreviewCommand.self, GenerateCommand.self, SchemaCommand.self, ExplainCommand.self]
    )

    /// Runs the command line and exits with brandkit's contract: 0 ok, 1 input errors,
    /// 2 could not run (bad arguments included, where ArgumentParser alone would exit 64).
    static func runAndExit() -> Never {
        do {
            try refuseHelpForUnknownCommand()
            var command = try parseAsRoot()
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
            Output.writeMessage(message + "\n")
            Foundation.exit(2)
        }
    }

    /// `brandkit help nosuch` is a mistake, not a request for the overview (which
    /// ArgumentParser would print, exiting 0).
    private static func refuseHelpForUnknownCommand() throws(BrandKitError) {
        let arguments = CommandLine.arguments.dropFirst()
        guard arguments.first == "help", let name = arguments.dropFirst().first, !name.hasPrefix("-") else { return }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        guard !names.contains(name) else { return }
        throw BrandKitError("no command '\(DiagnosticText.value(name))'",
                            hint: DidYouMean.suggestion(for: name, in: names, noun: "command"))
    }
}
