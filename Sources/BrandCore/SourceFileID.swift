import Foundation

/// A source file's name, stored once per process and referred to by number. Two ids are
/// equal exactly when the names are byte for byte the same.
public struct SourceFileID: Hashable, Sendable, CustomStringConvertible {
    private let index: UInt32

    package init(_ name: String) {
        index = SourceFileNames.index(of: name)
    }

    package var name: String { SourceFileNames.name(at: index) }

    public var description: String { name }
}

/// The process-wide table behind `SourceFileID`. It only grows: a run names each brand file,
/// its manifest and a few more, so it stays as small as the list of files read. Both tables
/// sit under one lock; workers loading brands in parallel register their files here.
private enum SourceFileNames {
    private struct Table {
        var names: [String] = []
        /// Each name tagged with its index in `names`.
        var indices: Set<ExactText> = []
    }

    private static let table = Locked(Table())

    static func index(of name: String) -> UInt32 {
        table.withLock { table in
            let (inserted, entry) = table.indices.insert(ExactText(name, tag: table.names.count))
            if inserted { table.names.append(name) }
            return UInt32(entry.tag)
        }
    }

    static func name(at index: UInt32) -> String {
        table.withLock { $0.names[Int(index)] }
    }
}
