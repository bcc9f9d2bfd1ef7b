@testable import BrandBundles
import BrandConfiguration
import BrandValidation
import Foundation
import Testing

/// A brand's environments share its icons' work: each file decoded once, each legacy size
/// resampled once, however many environments and units ask; badges are drawn on top.
@Suite struct IconArtworkTests {
    @Test func threeEnvironmentsDecodeEachIconOnceAndResampleEachSizeOnce() throws {
        let manager = try BrandInputs.read(BrandConfigShapeTests.brands).open()
        let environments = manager.manifest.environments
        try #require(environments.count == 3 && manager.manifest.launcher.needsLegacyIcons)
        let validated = try manager.validated(brands: ["acme"], environments: environments,
                                              context: RuleContext(today: "2026-01-01"), keepingVariants: true)
        var attachments = BundleAttachments()
        for path in ["acme/AppIcon.png", "acme/ic_launcher_fg.png", "acme/ic_launcher_mono.png", "acme/splash.png", "acme/logo.png"] {
            attachments.files[path] = [UInt8](try Data(contentsOf: URL(fileURLWithPath: BrandConfigShapeTests.brands + "/" + path)))
        }
        var icons: [String: [UInt8]] = [:]
        for environment in environments {
            let document = BrandDocument(try #require(validated.variant("acme", environment: environment)))
            for kind in [BundleKind.colorCatalog, .androidFolder] {
                for file in BundleUnit.contents(document, kind: kind, sourceFile: "acme.yaml", attachments: attachments)
                where file.path.hasSuffix("AppIcon.png") || file.path.hasSuffix("mipmap-mdpi/ic_launcher.png") {
                    icons[environment + "/" + file.path] = file.bytes
                }
            }
        }
        // The App Store icon and the foreground: two files, whatever the environments.
        #expect(attachments.artwork.decodes == 2)
        #expect(attachments.artwork.resamples == IconArtwork.legacySizes.count)
        // Release is the source; staging and debug differ from it and from each other.
        let release = icons["release/AppIcon.appiconset/AppIcon.png"], staging = icons["staging/AppIcon.appiconset/AppIcon.png"]
        #expect(release == attachments.files["acme/AppIcon.png"])
        #expect(staging != nil && staging != release && staging != icons["debug/AppIcon.appiconset/AppIcon.png"])
        #expect(icons["staging/res/mipmap-mdpi/ic_launcher.png"] != icons["release/res/mipmap-mdpi/ic_launcher.png"])
    }
}
