import BrandCore
import BrandTestSupport
import Testing
@testable import BrandConfiguration

/// The manifest's environments derive each brand's identity there (`bundleIdSuffix`,
/// `displayNameSuffix`), so no brand writes its ids again per environment; a brand's own
/// overlay for the environment keeps its value, and sub-brands derive from their own ids.
@Suite("Derived identity per environment")
struct DerivedIdentityTests {
    static let manifest = """
        environments:
          release: {}
          staging: { bundleIdSuffix: .staging, displayNameSuffix: " β" }
          qa: { bundleIdSuffix: .qa, buildsLike: debug }
        locales: [en, de]
        """

    static func files(_ brands: [String: String]) -> FeatureFlagManager {
        manager(["brandkit.yaml": manifest].merging(brands) { $1 })
    }

    @Test func theEnvironmentAppendsItsSuffixesToWhatTheBrandWrites() throws {
        let manager = Self.files(["acme.yaml": """
            displayName: Acme
            bundleId: com.acme.shop
            android: { applicationId: com.acme.android }
            ios: { extensions: { widget: com.acme.shop.widget, other: org.elsewhere.thing } }
            strings: { de: { displayName: Acme DE } }
            """])
        let release = try #require(manager.brand("acme", environment: "release"))
        #expect(release.bundleId == "com.acme.shop" && release.displayName == "Acme" && release.applicationId == "com.acme.android")
        let staging = try #require(manager.brand("acme", environment: "staging"))
        #expect(staging.bundleId == "com.acme.shop.staging")
        #expect(staging.applicationId == "com.acme.android.staging")
        #expect(staging.displayName == "Acme β")
        #expect(staging.value(at: ["strings", "de", "displayName"])?.string == "Acme DE β", "every language's name")
        #expect(staging.value(at: ["ios", "extensions", "widget"])?.string == "com.acme.shop.staging.widget", "an extension follows its app")
        #expect(staging.value(at: ["ios", "extensions", "other"])?.string == "org.elsewhere.thing", "what is not under the app's id stays")
        let qa = try #require(manager.brand("acme", environment: "qa"))
        #expect(qa.bundleId == "com.acme.shop.qa" && qa.displayName == "Acme")
        // Where it comes from: the brand's own line, and the suffix.
        let provenance = try #require(staging["bundleId"]?.provenance)
        #expect(provenance.location.line == 2)
        #expect(provenance.description.hasSuffix("(+ \".staging\" in staging)"), "\(provenance)")
        #expect(manager.manifest.settings(of: "qa").buildsLike == .debug && manager.manifest.settings(of: "staging").buildsLike == .release)
    }

    @Test func aBrandsOwnOverlayKeepsItsValueAndSubBrandsDeriveFromTheirOwn() throws {
        let manager = Self.files([
            "acme.yaml": """
                displayName: Acme
                bundleId: com.acme.shop
                environments:
                  staging: { bundleId: com.acme.beta, displayName: Acme Beta }
                """,
            "acme-de.yaml": "extends: acme\nbundleId: com.acme.shop.de\n",
        ])
        let staging = try #require(manager.brand("acme", environment: "staging"))
        #expect(staging.bundleId == "com.acme.beta" && staging.displayName == "Acme Beta")
        let sub = try #require(manager.brand("acme-de", environment: "staging"))
        // The sub-brand's own id is above its parent's overlay, and takes the suffix.
        #expect(sub.bundleId == "com.acme.shop.de.staging", "\(sub.bundleId ?? "")")
        #expect(sub.displayName == "Acme Beta", "the parent's overlay name is the sub-brand's: written, not derived")
    }

    @Test func aSuffixNoIdCanEndWithIsRefusedWhereItIsWritten() {
        for (suffix, words) in [("staging", "it must start with '.'"), (".1st", "each part must start with a letter"),
                                (".qa-1", "each part may hold only ASCII letters and digits")] {
            var diagnostics: [Diagnostic] = []
            let manifest = Manifest.load(SourceFile(path: "brandkit.yaml", text: "environments:\n  release: {}\n  qa: { bundleIdSuffix: \"\(suffix)\" }\n"),
                                         limits: .default, diagnostics: &diagnostics)
            #expect(manifest.environments == ["release", "qa"])
            #expect(manifest.settings(of: "qa").bundleIdSuffix == nil)
            #expect(diagnostics.contains { $0.location.line == 3 && $0.message.contains(words) }, "\(suffix): \(diagnostics.map(\.message))")
        }
        var diagnostics: [Diagnostic] = []
        _ = Manifest.load(SourceFile(path: "brandkit.yaml", text: "environments: { release: {}, beta: { buildsLike: profile } }\n"),
                          limits: .default, diagnostics: &diagnostics)
        #expect(diagnostics.contains { $0.message.contains("buildsLike 'profile' is neither debug nor release") }, "\(diagnostics.map(\.message))")
    }
}
