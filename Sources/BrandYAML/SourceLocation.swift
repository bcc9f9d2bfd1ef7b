/// A place in a source file: the file as the user named it, 1-based line and column.
///
/// Columns count Unicode characters, as libyaml does, so a caret printed under the
/// source line lands on the right character.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    /// The same place moved right by `columns` characters on the same line.
    public func advanced(byColumns columns: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + columns)
    }
}
