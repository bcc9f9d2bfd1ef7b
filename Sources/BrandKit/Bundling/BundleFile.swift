/// One file of a bundle: its path inside the bundle and its bytes.
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

/// The platforms a bundle is generated for.
public enum BundlePlatform: String, CaseIterable, Sendable {
    case ios, android, all

    var platforms: [BundlePlatform] { self == .all ? [.ios, .android] : [self] }
}
