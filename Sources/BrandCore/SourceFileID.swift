import Foundation

/// A source file's name, stored once per process and referred to by number. Two ids are
/// equal exactly when the names are byte for byte the same.
public struct SourceFileID: Hashable, Sendable, CustomStringConvertible {
    private let index: UInt32

    package init(_ name: String) {
        index = SourceFileNames.shared.index(of: name)
    }

    package var name: String { SourceFileNames.shared.name(at: index) }

    public var description: String { name }
}

/// The process-wide table behind `SourceFileID`. It only grows: a run names each brand file,
/// its manifest and a few more, so it stays as small as the list of files read.
private final class SourceFileNames: @unchecked Sendable {
    static let shared = SourceFileNames()

    /// Guards both tables; workers loading brands in parallel register their files here.
    private let lock = NSLock()
    private var names: [String] = []
    /// Each name tagged with its index in `names`.
    private var indices: Set<ExactText> = []

    func index(of name: String) -> UInt32 {
        lock.withLock {
            let (inserted, entry) = indices.insert(ExactText(name, tag: names.count))
            if inserted { names.append(name) }
            return UInt32(entry.tag)
        }
    }

    func name(at index: UInt32) -> String {
        lock.withLock { names[Int(index)] }
    }
}
