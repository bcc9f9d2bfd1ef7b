import BrandCore
import Testing
@testable import BrandConfiguration

/// The texts a brand writes that its languages translate are the listing's and the usage
/// descriptions it writes, found each where its path says, in the order of `TranslatedText.all`.
@Suite("A brand's texts to translate")
struct TranslatedTextsTests {
    @Test func theTextsAreThoseItsPathsFind() throws {
        let manager = FeatureFlagManager(manifest: SourceFile(path: "brandkit.yaml", text: "environments: [release, debug]\n"), brands: [
            SourceFile(path: "a.yaml", text: """
                displayName: A
                bundleId: com.a
                store:
                  ios: { name: Acme, keywords: [shop], releaseNotes: Fixes }
                  android: { title: Acme, fullDescription: Everything }
                ios: { usageDescriptions: { camera: Scans receipts, photoLibrary: Picks a photo } }
                environments:
                  debug: { store: { android: { shortDescription: Debug build } } }

                """),
            SourceFile(path: "b.yaml", text: "extends: a\ndisplayName: B\nbundleId: com.b\nios: { usageDescriptions: { microphone: Records notes } }\n"),
            SourceFile(path: "c.yaml", text: "displayName: C\nbundleId: com.c\n"),
        ])
        for id in ["a", "b", "c"] {
            for environment in ["release", "debug"] {
                let brand = try #require(manager.brand(id, environment: environment))
                let expected = TranslatedText.all.filter { ["store", "ios"].contains($0.path[0]) && brand.value(at: $0.path) != nil }
                #expect(brand.translatedTexts.map(\.key) == expected.map(\.key), "\(id)@\(environment)")
            }
        }
        // The listing's texts and the usage descriptions of the sub-brand and its parent, the overlay's included.
        let debugB = try #require(manager.brand("b", environment: "debug"))
        let written: Set = ["store.ios.name", "store.ios.keywords", "store.ios.releaseNotes", "store.android.title",
                            "store.android.shortDescription", "store.android.fullDescription", "ios.usageDescriptions.camera",
                            "ios.usageDescriptions.microphone", "ios.usageDescriptions.photoLibrary"]
        #expect(debugB.translatedTexts.map(\.key) == TranslatedText.all.map(\.key).filter(written.contains))
    }
}
