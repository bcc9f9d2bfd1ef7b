import BrandCore
import Foundation

/// "bundling 120/400" on standard error, redrawn in place, for work that runs past a
/// second, and only on a terminal: nothing when output is piped, logged or `--quiet`.
/// `BRANDKIT_PROGRESS_AFTER` sets that second to any number of seconds (0: from the first
/// unit), so a test of the line does not hang on how fast the machine is.
final class ProgressLine: Sendable {
    private static let after = ProcessInfo.processInfo.environment["BRANDKIT_PROGRESS_AFTER"]
        .flatMap(Double.init).map { max(0, $0) } ?? 1
    private let verb: String
    private let start = Date()
    private let enabled = isatty(STDERR_FILENO) == 1 && !Output.quiet
    /// When the line was last drawn, under the lock the workers' updates share.
    private let lastDrawn = Locked<Date?>(nil)

    init(_ verb: String) {
        self.verb = verb
    }

    /// What the library calls as it goes.
    var handler: @Sendable (Int, Int) -> Void {
        { [self] done, total in update(done, total) }
    }

    func update(_ done: Int, _ total: Int) {
        guard enabled else { return }
        lastDrawn.withLock { lastDrawn in
            let now = Date()
            guard now.timeIntervalSince(start) >= Self.after, lastDrawn.map({ now.timeIntervalSince($0) >= 0.1 }) ?? true || done == total
            else { return }
            lastDrawn = now
            Output.writeError("\r\u{1B}[2K\(verb) \(done)/\(total)")
        }
    }

    /// Clears the line, so what follows starts on a clean one.
    func finish() {
        lastDrawn.withLock { if $0 != nil { Output.writeError("\r\u{1B}[2K") } }
    }
}
