import Foundation
import Testing

/// Disabling a rule means the rule does not run. It never hides what another stage found,
/// and only rules can be disabled.
@Suite("Disabling rules, end to end")
struct DisablingEndToEndTests {
    @Test func disablingARuleKeepsTheManifestsOwnErrors() throws {
        let workspace = try Workspace()
        var manifest = try String(contentsOf: workspace.brands.appendingPathComponent("brandkit.yaml"), encoding: .utf8)
        manifest = manifest
            .replacingOccurrences(of: "environments: { release: {}, ", with: "environments: { release: {}, Staging: {}, ")
            .replacingOccurrences(of: "  loyaltyProgram:\n    type: bool\n", with: "  loyaltyProgram:\n    type: boolean\n")
            .replacingOccurrences(of: #"pattern: "^[A-Z]{2}$""#, with: #"pattern: "[A-Z""#)
        manifest += "validation: { disabled: [invalid-value] }\n"
        try workspace.write(manifest, to: "Brands/brandkit.yaml")
        let result = try workspace.run("validate", "--format", "json")
        #expect(result.status == 1)
        let found = try Self.codesAndPlaces(result.stdout)
        #expect(found.contains("invalid-declaration Brands/brandkit.yaml:2:30"), "\(found)")  // Staging
        #expect(found.contains("invalid-declaration Brands/brandkit.yaml:16:11"), "\(found)")  // type: boolean
        #expect(found.contains { $0.hasPrefix("invalid-declaration Brands/brandkit.yaml:27:") }, "\(found)")  // pattern
        #expect(!found.contains { $0.hasPrefix("unknown-flag") }, "a broken declaration still declares its flag: \(found)")
    }

    @Test func aRequiredFlagCannotVanishByDisabling() throws {
        let workspace = try Workspace()
        var manifest = try String(contentsOf: workspace.brands.appendingPathComponent("brandkit.yaml"), encoding: .utf8)
        manifest += "validation: { disabled: [missing-flag-value] }\n"
        try workspace.write(manifest, to: "Brands/brandkit.yaml")
        let globex = try String(contentsOf: workspace.brands.appendingPathComponent("globex.yaml"), encoding: .utf8)
        try workspace.write(globex.replacingOccurrences(of: "loyaltyProgram: false", with: "loyaltyProgram:"), to: "Brands/globex.yaml")
        let result = try workspace.run("validate", "--format", "json")
        #expect(result.status == 1, "\(result.stdout)")
        let found = try Self.codesAndPlaces(result.stdout)
        #expect(found.contains { $0.hasPrefix("missing-flag-value Brands/globex.yaml:") }, "\(found)")
        #expect(result.stdout.contains("'missing-flag-value' cannot be disabled"), "\(result.stdout)")
        let bundle = try workspace.run("bundle", "globex", "--output", "out")
        #expect(bundle.status == 1)
        #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("out/globex.bundle").path))
    }

    @Test func listRulesNamesEveryCodeWithItsOwner() throws {
        let workspace = try Workspace()
        let result = try workspace.run("validate", "--list-rules", "--format", "json")
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let codes = try #require(object["codes"] as? [[String: Any]])
        let byCode = Dictionary(uniqueKeysWithValues: codes.compactMap { entry in (entry["code"] as? String).map { ($0, entry) } })
        #expect(byCode.count == codes.count, "each code is listed once")
        for code in ["yaml-syntax", "duplicate-key", "unknown-key", "missing-flag-value", "missing-required", "invalid-declaration",
                     "unknown-section", "invalid-value", "low-contrast", "unrepresentable-text", "unreadable-file", "extends-depth"] {
            let entry = try #require(byCode[code], "\(code) is not listed")
            #expect(entry["owner"] is String && entry["severity"] is String && entry["canBeDisabled"] is Bool, "\(code)")
        }
        #expect(byCode["low-contrast"]?["canBeDisabled"] as? Bool == true)
        #expect(byCode["low-contrast"]?["owner"] as? String == "rule")
        #expect(byCode["missing-flag-value"]?["canBeDisabled"] as? Bool == false)
        #expect(byCode["invalid-declaration"]?["owner"] as? String == "manifest")
        #expect(byCode["unrepresentable-text"]?["canBeDisabled"] as? Bool == false)
        let text = try workspace.run("validate", "--list-rules")
        #expect(text.stdout.contains("missing-flag-value"))
        #expect(text.stdout.contains("schema"))
    }

    @Test func everyCodeBrandkitReportsIsListed() throws {
        let listing = try Workspace().run("validate", "--list-rules", "--format", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(listing.stdout.utf8)) as? [String: Any])
        let listed = Set((object["codes"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String })
        // Every code the rules page lists is a listed code, and the other way round.
        let page = try String(contentsOf: Brandkit.packageRoot.appendingPathComponent("Docs/rules.md"), encoding: .utf8)
        let documented = Set(page.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `") else { return nil }
            return line.dropFirst(3).split(separator: "`").first.map(String.init)
        })
        #expect(listed == documented, "listed but not documented: \(listed.subtracting(documented)); documented but not listed: \(documented.subtracting(listed))")
    }

    static func codesAndPlaces(_ json: String) throws -> [String] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return (object["diagnostics"] as? [[String: Any]] ?? []).map { entry in
            "\(entry["code"] ?? "") \(entry["file"] ?? ""):\(entry["line"] ?? 0):\(entry["column"] ?? 0)"
        }
    }
}
