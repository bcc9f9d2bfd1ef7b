/// A place in a source file: the file as the user named it, 1-based line and column.
///
/// **What a column is**, the one definition every location, offset, caret and JSON column
/// uses: columns count Unicode scalars, as libyaml does. A combining accent is a column of
/// its own, an emoji or a CJK character one, a tab one; a UTF-8 byte-order mark none. Lines
/// end at CR, LF, CRLF, NEL, U+2028 and U+2029 (`SourceText`). The printer pads a caret by
/// these scalars, adding nothing for a combining mark, so it stands under the right glyph.
///
/// Every node, resolved value and diagnostic carries one, so it holds the file as a
/// `SourceFileID` rather than the name: copying a location then costs no reference counting.
///
/// `public`, not `package`, as are the members other modules call per value: only a public
/// `@inlinable` body is inlined into another module (a package one stays a call). The package
/// has no library product, so `public` reaches no further than `package` would.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var fileID: SourceFileID
    // Visible to inlined code: the loader makes a location for every YAML event, and a call
    // across modules for three stores cost more than the stores.
    @usableFromInline var storedLine: Int32
    @usableFromInline var storedColumn: Int32

    package init(file: String, line: Int, column: Int) {
        self.init(fileID: SourceFileID(file), line: line, column: column)
    }

    @inlinable public init(fileID: SourceFileID, line: Int, column: Int) {
        self.fileID = fileID
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    package var file: String { fileID.name }
    @inlinable public var line: Int { Int(storedLine) }
    @inlinable public var column: Int { Int(storedColumn) }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        guard lhs.fileID == rhs.fileID else { return Self.fileOrder(lhs.file, rhs.file) }
        return (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// Files in the order of their names without the extension, as brand ids sort: `acme.yaml`
    /// before `acme-de.yaml` (whose `-` sorts before `.`), so a brand's problems print before
    /// those of the brands named after it, which extend it as a rule.
    package static func fileOrder(_ lhs: String, _ rhs: String) -> Bool {
        let (left, right) = (withoutExtension(lhs), withoutExtension(rhs))
        return left != right ? left < right : lhs < rhs
    }

    private static func withoutExtension(_ path: String) -> Substring {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return path[...] }
        return path[..<dot]
    }

    /// The same place moved right by `columns` characters on the same line.
    package func advanced(byColumns columns: Int) -> SourceLocation {
        SourceLocation(fileID: fileID, line: line, column: column + columns)
    }
}
