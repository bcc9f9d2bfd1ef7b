@testable import BrandConfiguration
import BrandCore
@testable import BrandValidation
import Testing

/// A rule runs once for the environments whose overlays leave alone every key it read, so
/// a rule reads a key its environments overlay (the bundle id, above all) only where it
/// needs the value: one that read it always would run again in every environment.
@Suite struct RuleReadsTests {
    /// The top-level keys `rule` reads of `brand` (written as `brand.yaml`), in its first environment.
    static func keysRead(by rule: ValidationRule, brand text: String) throws -> [String] {
        let manager = FeatureFlagManager(manifest: SourceFile(path: "brandkit.yaml", text: "environments: [release, staging]\n"),
                                         brands: [SourceFile(path: "brand.yaml", text: text)])
        let brand = try #require(manager.brand("brand"))
        guard case .brand(let check) = rule.check else { throw RuleReadsError.notABrandRule }
        return brand.recordingReads { check(brand, RuleContext(today: "2026-06-01")) }.reads.keys.names
    }

    enum RuleReadsError: Error { case notABrandRule }

    @Test func entitlementsReadTheBundleIdOnlyForExtensions() throws {
        let plain = "displayName: A\nbundleId: com.a\nios: { team: A1B2C3D4E5, associatedDomains: [applinks:a.example], appGroups: [group.com.a] }\n"
        #expect(try Self.keysRead(by: .invalidEntitlement, brand: plain) == ["ios"])
        let extended = "displayName: A\nbundleId: com.a\nios: { team: A1B2C3D4E5, extensions: { widget: com.a.widget } }\n"
        #expect(try Self.keysRead(by: .invalidEntitlement, brand: extended).sorted() == ["bundleId", "ios"])
    }
}
