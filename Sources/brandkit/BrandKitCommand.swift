import ArgumentParser
import BrandKit
import Foundation

struct BrandKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "brandkit",
        abstract: "Validate, render, diff, bundle and preview white-label brands from YAML.",
        discussion: "Exit status: 0 success, 1 the input has errors, 2 the command could not run.",
        version: "0.1.0",
        subcommands: [ValidateCommand.self, RenderCommand.self, DiffCommand.self, FlagsCommand.self, BundleCommand.self,
                      PreviewCommand.self, GenerateCommand.self, SchemaCommand.self, ExplainCommand.self]
    )

    /// Runs the command line and exits with brandkit's contract: 0 ok, 1 input errors,
    /// 2 could not run (bad arguments included, where ArgumentParser alone would exit 64).
    static func runAndExit() -> Never {
        do {
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
            Output.writeError(message + "\n")
            Foundation.exit(2)
        }
    }
}
