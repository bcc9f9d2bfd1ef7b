import Foundation

/// A value shared by worker threads, read and changed only under its lock.
/// `Synchronization.Mutex` does the same, but needs macOS 15, and brandkit builds for macOS 13.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
