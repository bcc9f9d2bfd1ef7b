import ArgumentParser
import BrandCore
import Foundation

/// Mistakes in the shape of a command line that ArgumentParser would answer in words that
/// mislead (or not at all), caught in brandkit's own words with the fix.
enum CommandLineCheck {
    /// What the root command takes before a subcommand.
    /// `---completion` is how the completion scripts call brandkit back for candidates.
    private static let rootOptions: Set<String> = ["-h", "--help", "--version", "--generate-completion-script", "---completion"]

    /// Throws for a command that does not exist (`brandkit validat`, `brandkit help validat`)
    /// and for options written before the command (`brandkit --brands X generate`).
    static func check(_ arguments: [String], commands: [String]) throws(BrandKitError) {
        guard let first = arguments.first else { return }
        if first == "help" {
            guard let name = arguments.dropFirst().first, !name.hasPrefix("-"), !commands.contains(name) else { return }
            throw unknownCommand(name, commands: commands)
        }
        if !first.hasPrefix("-") {
            guard !commands.contains(first) else { return }
            throw unknownCommand(first, commands: commands)
        }
        let option = String(first.split(separator: "=", maxSplits: 1).first ?? "")
        guard !rootOptions.contains(option), let command = arguments.first(where: commands.contains) else { return }
        let rest = arguments.filter { $0 != command }
        throw BrandKitError("'\(DiagnosticText.value(option))' comes before the command",
                            hint: "options go after it: brandkit \(command) \(DiagnosticText.value(rest.joined(separator: " ")))")
    }

    /// When parsing failed: an option `command` does not take, if the line has one. It is
    /// the mistake to report, whatever else failed because of it (its value may have been
    /// taken for an argument).
    static func unknownOption(in arguments: [String], command: ParsableCommand.Type) -> BrandKitError? {
        let known = optionNames(of: command)
        for argument in arguments.prefix(while: { $0 != "--" }) where argument.hasPrefix("--") {
            let name = String(argument.split(separator: "=", maxSplits: 1).first ?? "")
            guard !known.contains(name) else { continue }
            return BrandKitError("unknown option '\(DiagnosticText.value(name))'",
                                 hint: DidYouMean.suggestion(for: name, in: known.sorted(), noun: "option"))
        }
        return nil
    }

    /// The long options a command's help lists.
    private static func optionNames(of command: ParsableCommand.Type) -> Set<String> {
        let help = BrandKitCommand.helpMessage(for: command, columns: 400)
        var names: Set<String> = ["--help"]
        for token in help.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "-") }) where token.hasPrefix("--") {
            names.insert(String(token))
        }
        return names
    }

    private static func unknownCommand(_ name: String, commands: [String]) -> BrandKitError {
        BrandKitError("no command '\(DiagnosticText.value(name))'",
                      hint: DidYouMean.suggestion(for: name, in: commands, noun: "command"))
    }
}
