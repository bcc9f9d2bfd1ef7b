/// One file of a bundle: its path inside the bundle and its bytes (the same shape as an input file).
public typealias BundleFile = SourceFile

/// The platforms a bundle is generated for.
public enum BundlePlatform: String, CaseIterable, Sendable {
    case ios, android, all

    var platforms: [BundlePlatform] { self == .all ? [.ios, .android] : [self] }
}
