import BrandCore
import Testing
@testable import BrandConfiguration

/// A top-level key no layer sets is answered from bits, without a merge; a key only an
/// overlay, only a parent or only the manifest's defaults sets is still found, in exactly
/// the environments that set it.
@Suite("Keys no layer sets")
struct AbsentKeyTests {
    static let manifest = """
        environments: [release, staging, debug]
        defaults:
          colors: { primary: "#000000" }

        """

    @Test func aKeyOnlyAnOverlayAParentOrTheDefaultsSetIsFound() throws {
        let manager = FeatureFlagManager(manifest: SourceFile(path: "brandkit.yaml", text: Self.manifest), brands: [
            SourceFile(path: "a.yaml", text: "displayName: A\nbundleId: com.a\nios: { team: A1B2C3D4E5 }\nenvironments:\n  debug: { store: { ios: { name: A Debug } } }\n"),
            SourceFile(path: "b.yaml", text: "extends: a\ndisplayName: B\nbundleId: com.b\n"),
        ])
        for id in ["a", "b"] {
            let release = try #require(manager.brand(id, environment: "release"))
            let debug = try #require(manager.brand(id, environment: "debug"))
            #expect(release["store"] == nil && release["android"] == nil, "no layer sets them in release")
            #expect(debug["store"]?["ios"]?["name"]?.string == "A Debug", "only the debug overlay sets store")
            #expect(release["ios"]?["team"]?.string == "A1B2C3D4E5", "\(id): a file (or its parent) sets ios")
            #expect(release["colors"]?["primary"]?.string == "#000000", "only the defaults set colors")
            // Asked again, the same answer from the cache.
            #expect(debug["store"] != nil && release["store"] == nil)
        }
    }
}
