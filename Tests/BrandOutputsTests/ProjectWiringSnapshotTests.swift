import BrandConfiguration
import BrandExports
import BrandTestSupport
import BrandValidation
import Foundation
import Testing

/// Golden files of `export xcodegen`, `export tuist` and `export gradle` for the example
/// brands. `RECORD_SNAPSHOTS=1` rewrites them; the real tools build from them in CommandLineTests (RealBuildTests).
@Suite("Project wiring snapshots")
struct ProjectWiringSnapshotTests {
    func wiring() throws -> ProjectWiring {
        let validated = try ExampleBrands.manager().validated(brands: nil, environments: ExampleBrands.manager().manifest.environments,
                                                               context: RuleContext(today: "2026-01-01"))
        #expect(validated.report.errorCount == 0)
        return ProjectWiring(validated, bundles: "BrandBundles")
    }

    @Test func xcodegen() throws {
        try Snapshot.check(XcodeGenSpec.text(wiring(), template: "App", extensionTemplates: ["widget": "Widget"], buildPhase: "brandkit-xcode-build-phase"),
                           "wiring/brandkit.yml")
    }

    @Test func tuist() throws {
        try Snapshot.check(TuistManifest.text(wiring(), buildPhase: "brandkit-xcode-build-phase"), "wiring/Brandkit.swift")
    }

    @Test func gradle() throws {
        try Snapshot.check(GradleScript.text(wiring()), "wiring/brandkit.gradle")
    }

    /// Build configurations come from the manifest's `configurations:`, in the order of the
    /// environments they map to; without it, one per environment, named as Xcode names them.
    @Test func configurationsFollowTheManifest() throws {
        let wiring = try wiring()
        #expect(wiring.configurations.map { "\($0.name)=\($0.environment)" } == ["App Store=release", "Staging=staging", "Debug=debug"])
        #expect(wiring.catalogEnvironment == "release")
        // The release environment's configuration archives, whatever its name; staging builds like release.
        #expect(wiring.releaseConfiguration?.name == "App Store" && wiring.runConfiguration?.name == "Debug")
        #expect(wiring.configurations.map(\.isDebug) == [false, false, true])
    }
}
