import BrandConfiguration
/// One file brandkit writes: its path inside the unit it belongs to (a bundle, an asset
/// catalog, the preview site) and its bytes. An output, never an input: brand files are
/// `SourceFile`s.
package struct BundleFile: Sendable, Equatable {
    package var path: String
    package var bytes: [UInt8]

    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    package init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}
