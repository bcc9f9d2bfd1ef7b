import BrandKit
import Foundation

/// Writes to standard output and standard error, unbuffered and in order.
enum Output {
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// A report's diagnostics on standard error, as `validate` prints them.
    static func report(_ report: ValidationReport) {
        writeError(DiagnosticFormat.human.render(report, style: .forOutput(STDERR_FILENO)))
    }

    /// `error: message` and, on the next line, what to do about it.
    static func error(_ message: String, hint: String?) {
        let style = TerminalStyle.forOutput(STDERR_FILENO)
        writeError(style.red("error:") + " " + message + "\n" + (hint.map { $0 + "\n" } ?? ""))
    }
}
