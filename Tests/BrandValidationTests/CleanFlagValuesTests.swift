@testable import BrandConfiguration
import BrandCore
import BrandTestSupport
import BrandValidation
import BrandYAML
import Foundation
import Testing

/// A worker passes a flag value it found clean before without checking it again. Whatever
/// it remembers, each brand's report is the one every value checked anew would make.
@Suite("Clean flag values, remembered by a worker")
struct CleanFlagValuesTests {
    static let manifest = """
        environments: [release, staging]
        featureFlags:
          checkoutTheme: { type: string, default: classic, allowed: [classic, compact] }
          homeTheme: { type: string, default: compact, allowed: [compact, modern] }
          countryCode: { type: string, default: US }
          maxCartItems: { type: int, default: 10, min: 0, max: 100 }

        """

    static func brand(_ number: Int, _ flags: String, staging: String? = nil) -> String {
        "displayName: Brand \(number)\nbundleId: com.brand\(number)\nfeatureFlags: { \(flags) }\n"
            + (staging.map { "environments: { staging: { featureFlags: { \($0) } } }\n" } ?? "")
    }

    /// The findings of validating `brands`, read from disk by one worker in the order given
    /// (as a run reads them, so values are checked as they are typed), as `file:line code`;
    /// and the same from the reference validator.
    static func findings(_ brands: [String]) throws -> (fast: [String], reference: [String]) {
        var files = ["brandkit.yaml": manifest]
        for (index, text) in brands.enumerated() { files["brand\(10 + index).yaml"] = text }
        let directory = try brandsDirectory(files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let context = RuleContext(today: "2026-06-01")
        let shown = { (report: ValidationReport) in
            report.diagnostics.map { "\(URL(fileURLWithPath: $0.location.file).lastPathComponent):\($0.location.line) \($0.code.rawValue)" }.sorted()
        }
        return (shown(try BrandValidator.validate(try BrandInputs.stream(directory.path), context: context, jobs: 1)),
                shown(ReferenceValidator.validate(try BrandInputs.read(directory.path).open(), context: context)))
    }

    @Test func aValueCleanForOneFlagIsCheckedForAnother() throws {
        // `classic` is allowed for checkoutTheme, not for homeTheme.
        let found = try Self.findings([Self.brand(0, "checkoutTheme: classic"), Self.brand(1, "homeTheme: classic")])
        #expect(found.fast == ["brand11.yaml:3 invalid-value"])
        #expect(found.fast == found.reference)
    }

    @Test func aQuotedValueCleanIsNotItsPlainSpelling() throws {
        // "NO" quoted is text; NO plain is what YAML 1.1 tools read as false.
        let found = try Self.findings([Self.brand(0, "countryCode: \"NO\""), Self.brand(1, "countryCode: NO"),
                                       Self.brand(2, "countryCode: \"NO\"")])
        #expect(found.fast == ["brand11.yaml:3 yaml11-ambiguous"])
        #expect(found.fast == found.reference)
    }

    @Test func aValueWithAFindingIsReportedWhereverItIsWritten() throws {
        let found = try Self.findings([Self.brand(0, "checkoutTheme: fancy"), Self.brand(1, "checkoutTheme: fancy"),
                                       Self.brand(2, "checkoutTheme: classic", staging: "checkoutTheme: fancy")])
        #expect(found.fast == ["brand10.yaml:3 invalid-value", "brand11.yaml:3 invalid-value", "brand12.yaml:4 invalid-value"])
        #expect(found.fast == found.reference)
    }

    @Test func aValuePassedInAnEnvironmentNotCheckedIsCheckedInTheOthers() throws {
        // Validating release only, the staging overlay's value is not checked, so it finds
        // nothing there; the same value in a file's own values is checked.
        let files = ["brandkit.yaml": Self.manifest,
                     "brand10.yaml": Self.brand(0, "checkoutTheme: classic", staging: "checkoutTheme: fancy"),
                     "brand11.yaml": Self.brand(1, "checkoutTheme: fancy")]
        let directory = try brandsDirectory(files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = try BrandValidator.validate(try BrandInputs.stream(directory.path), environments: ["release"],
                                                 context: RuleContext(today: "2026-06-01"), jobs: 1)
        #expect(report.diagnostics.map { "\(URL(fileURLWithPath: $0.location.file).lastPathComponent):\($0.location.line) \($0.code.rawValue)" }
            == ["brand11.yaml:3 invalid-value"])
    }

    @Test func aFlagOfManyValuesIsStillCheckedAfterTheFirstFew() throws {
        // More clean values than a flag's memory holds, then one over the maximum.
        let clean = (0...CleanFlagValues.capacity + 2).map { Self.brand($0, "maxCartItems: \($0)") }
        let found = try Self.findings(clean + [Self.brand(99, "maxCartItems: 101")])
        #expect(found.fast == ["brand\(10 + clean.count).yaml:3 invalid-value"])
        #expect(found.fast == found.reference)
    }

    @Test func aFlagIsRememberedUntilItHasMoreValuesThanItsMemoryHolds() throws {
        let flags = FlagIndex(["a": FlagDeclaration(name: "a", type: .int,
                                                    location: SourceLocation(file: "brandkit.yaml", line: 1, column: 1))])
        let flag = try #require(flags.position(of: "a", after: nil))
        let memory = CleanFlagValues()
        let values = (0..<CleanFlagValues.capacity).map { YAMLScalar("\($0)") }
        for value in values { memory.insert(value, key: "a", of: flag, in: nil) }
        #expect(values.allSatisfy { memory.contains($0, key: "a", of: flag, in: nil) })
        #expect(!memory.contains(values[0], key: "a", of: flag, in: "staging"))
        #expect(!memory.contains(values[0], key: "b", of: flag, in: nil))
        #expect(!memory.contains(YAMLScalar("0", style: .doubleQuoted), key: "a", of: flag, in: nil))
        memory.insert(YAMLScalar("99"), key: "a", of: flag, in: nil)
        #expect(!values.contains { memory.contains($0, key: "a", of: flag, in: nil) })
        memory.insert(values[0], key: "a", of: flag, in: nil)
        #expect(!memory.contains(values[0], key: "a", of: flag, in: nil))
    }
}
