import BrandCore
@testable import BrandValidation
import Testing

/// A summary is kept for every brand until the run ends, so the lines its values are set on
/// are kept in one string per brand: each value must still get its own line back.
@Suite struct BrandSummaryTests {
    @Test func eachValueGetsBackTheLineItIsSetOn() {
        var summary = BrandSummary(id: "acme", file: "Brands/acme.yaml")
        let own = SourceLocation(file: "Brands/acme.yaml", line: 2, column: 11)
        let overlay = SourceLocation(file: "Brands/acme.yaml", line: 9, column: 17)
        let parent = SourceLocation(file: "Brands/base.yaml", line: 3, column: 14)
        let manifest = SourceLocation(file: "Brands/brandkit.yaml", line: 4, column: 3)
        for (key, text, location) in [("displayName", "Café ☕", own), ("bundleId", "com.acme.staging", overlay),
                                      ("bundleId", "com.base", parent), ("displayName", "Default", manifest)] {
            summary.values.append(.init(key: key, text: text, location: location, environments: EnvironmentSet(0)))
        }
        var asked: [String: Set<Int>] = [:]
        summary.keepLines { file, numbers in
            asked[file.name] = numbers
            switch file.name {
            case "Brands/acme.yaml": return [2: "displayName: Café ☕", 9: "    bundleId: com.acme.staging"]
            case "Brands/base.yaml": return [3: "bundleId: com.base"]
            default: return [:]
            }
        }
        #expect(asked == ["Brands/acme.yaml": [2, 9], "Brands/base.yaml": [3], "Brands/brandkit.yaml": [4]])
        #expect(summary.values.map(summary.line(of:)) == ["displayName: Café ☕", "    bundleId: com.acme.staging",
                                                           "bundleId: com.base", nil])
        let excerpts = [summary].excerpts(of: ["Brands/acme.yaml", "Brands/brandkit.yaml"])
        #expect(excerpts == ["Brands/acme.yaml": [2: "displayName: Café ☕", 9: "    bundleId: com.acme.staging"]])
    }
}
