import BrandCore
import BrandReports
import BrandValidation
import Foundation

/// Writes to standard output and standard error, unbuffered and in order.
enum Output {
    /// Set once from `--quiet`, before the command runs: summaries, warnings and progress
    /// are left out; errors and what the command was asked to print are not. Under a lock, so
    /// the compiler can check every reader on any thread.
    static var quiet: Bool {
        get { quietSetting.withLock { $0 } }
        set { quietSetting.withLock { $0 = newValue } }
    }
    private static let quietSetting = Locked(false)

    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// A message that may quote the command line (a path, a brand id, a key): escaped and
    /// bounded like brand-file text, so an argument cannot drive the terminal.
    static func writeMessage(_ text: String) {
        writeError(DiagnosticText.escapedLines(text))
    }

    /// A closing summary ("Bundles in Build: 4 written"); nothing with `--quiet`. Escaped:
    /// it names paths the command line gave.
    static func summary(_ text: String) {
        if !quiet { write(DiagnosticText.escapedLines(text)) }
    }

    /// A report's diagnostics on standard error, as `validate` prints them; only the errors,
    /// without the summary line, with `--quiet`.
    static func report(_ report: ValidationReport) {
        writeError(DiagnosticFormat.human.render(report, style: .forOutput(STDERR_FILENO), quiet: quiet))
    }

    /// `error: message` and, on the next line, what to do about it.
    static func error(_ message: String, hint: String?) {
        let style = TerminalStyle.forOutput(STDERR_FILENO)
        writeError(style.red("error:") + " " + DiagnosticText.escapedLines(message) + "\n"
                   + (hint.map { DiagnosticText.escapedLines($0) + "\n" } ?? ""))
    }
}
