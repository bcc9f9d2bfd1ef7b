import BrandCore
import Testing
@testable import BrandConfiguration

/// Every command selects environments through `Manifest.selectEnvironments`: each asked one
/// checked, each once, in the manifest's order; when none is asked, every one or the default.
@Suite("Environment selection")
struct EnvironmentSelectionTests {
    static let manifest = Manifest(file: "brandkit.yaml", environments: ["release", "staging", "debug"], flags: [:], defaults: nil)

    @Test func askedEnvironmentsComeOnceInTheManifestsOrder() throws {
        #expect(try Self.manifest.selectEnvironments(["debug", "release", "debug"], otherwise: .every) == ["release", "debug"])
        #expect(try Self.manifest.selectEnvironments(["staging"], otherwise: .defaultOne) == ["staging"])
    }

    @Test func noneAskedIsEveryOneOrTheDefault() throws {
        #expect(try Self.manifest.selectEnvironments([], otherwise: .every) == ["release", "staging", "debug"])
        #expect(try Self.manifest.selectEnvironments([], otherwise: .defaultOne) == ["release"])
    }

    @Test func anUnknownEnvironmentStopsWithADidYouMean() {
        do {
            _ = try Self.manifest.selectEnvironments(["release", "stagin"], otherwise: .every)
            Issue.record("an unknown environment was selected")
        } catch {
            #expect(error.description.contains("stagin") && (error.hint ?? "").contains("did you mean 'staging'?"), "\(error)")
        }
    }
}
