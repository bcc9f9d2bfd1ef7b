import Foundation

/// The brand this app is built as, read from the bundle the build-tool plugin wrote.
public enum Brand {
    public static func load() throws -> BrandConfiguration {
        guard let url = Bundle.module.url(forResource: "acme", withExtension: "bundle"), let bundle = Bundle(url: url) else {
            throw BrandConfiguration.LoadError(path: "", problem: "acme.bundle is missing from the target's resources")
        }
        return try BrandConfiguration.load(from: bundle)
    }
}
