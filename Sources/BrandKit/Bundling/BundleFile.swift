/// One file brandkit writes: its path inside the unit it belongs to (a bundle, an asset
/// catalog, the preview site) and its bytes. An output, never an input: brand files are
/// `SourceFile`s.
public struct BundleFile: Sendable, Equatable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}
