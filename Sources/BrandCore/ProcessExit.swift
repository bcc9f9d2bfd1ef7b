import Dispatch
import Foundation

/// The end of a child process, waited for without polling. Foundation's `waitUntilExit`
/// runs the run loop in steps of 50 ms on Linux, so each process a run starts (git, in a
/// revision's read) cost up to 50 ms more than it ran; Foundation calls the termination
/// handler as soon as the child is reaped. Made before the process runs.
package final class ProcessExit {
    private let process: Process
    private let ended = DispatchSemaphore(value: 0)

    package init(of process: Process) {
        self.process = process
        process.terminationHandler = { [ended] _ in ended.signal() }
    }

    /// Returns once the process has ended; its `terminationStatus` is then set.
    package func wait() {
        ended.wait()
        // A second wait (an error path after the normal one) returns at once.
        ended.signal()
        // Foundation's Process and the run-loop source it adds hold each other until
        // `waitUntilExit` lets go, and with them the files it was given: without this each
        // process ever started stays open. It has ended, so this returns without polling.
        process.waitUntilExit()
    }
}
