import Foundation
import Testing

/// `export remote-config`: for every brand in every environment, the template's parameters
/// are exactly the flags that brand's layers set, each holding the value `flags` reports,
/// typed as Remote Config types it.
@Suite("Export to Firebase Remote Config, end to end")
struct RemoteConfigExportEndToEndTests {
    /// An export checks what it was asked before it checks brands, and checks only the
    /// environment it writes: a mistyped brand or environment is named (exit 2), not buried
    /// under another brand's report, and a problem in staging does not stop a release export
    /// of remote config. fastlane's export checks every environment: a Matchfile lists the ids
    /// of all of them.
    @Test func exportsCheckTheirArgumentsFirstAndOnlyTheEnvironmentTheyWrite() throws {
        let workspace = try Workspace()
        // globex has an error in staging alone.
        try workspace.edit("Brands/globex.yaml") {
            $0.replacingOccurrences(of: "environments:\n  staging:\n", with: "environments:\n  staging:\n    bundleId: \"not an id\"\n")
        }
        let broken = try workspace.run("export", "remote-config", "globex", "--env", "staging")
        #expect(broken.status == 1 && (broken.stdout + broken.stderr).contains("globex.yaml"), "\(broken.stdout)\(broken.stderr)")

        let unknown = try workspace.run("export", "remote-config", "globx", "--env", "staging")
        #expect(unknown.status == 2 && unknown.stderr.contains("unknown brand 'globx'") && unknown.stdout.isEmpty,
                "\(unknown.stdout)\(unknown.stderr)")
        let environment = try workspace.run("export", "fastlane", "--all", "--env", "stagin", "--output", "Listings")
        #expect(environment.status == 2 && environment.stderr.contains("stagin") && environment.stdout.isEmpty,
                "\(environment.stdout)\(environment.stderr)")
        let listings = try workspace.run("export", "fastlane", "--all", "--output", "Listings")
        #expect(listings.status == 1 && listings.stderr.contains("Brands/globex.yaml:22:") && listings.stderr.contains("not an id"), "\(listings.stdout)\(listings.stderr)")
        #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("Listings").path), "nothing is written")
        let release = try workspace.run("export", "remote-config", "globex", "--env", "release")
        #expect(release.status == 0, "\(release.stdout)\(release.stderr)")
    }

    @Test func everyTemplateHoldsTheBrandsResolvedValues() throws {
        let workspace = try Workspace()
        var checked = 0
        for environment in ["release", "staging", "debug"] {
            let flags = try workspace.run("flags", "--env", environment, "--format", "json", "--today", "2027-07-01")
            let matrix = try #require(try JSONSerialization.jsonObject(with: Data(flags.stdout.utf8)) as? [String: Any])
            for brand in ["acme", "acme-de", "globex", "initech"] {
                let export = try workspace.run("export", "remote-config", brand, "--env", environment, "--today", "2027-07-01")
                #expect(export.status == 0, "\(export.stderr)")
                let template = try #require(try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [String: Any])
                let parameters = try #require(template["parameters"] as? [String: [String: Any]])
                var expected: [String: (type: String, value: String)] = [:]
                for flag in matrix["flags"] as? [[String: Any]] ?? [] {
                    guard let entry = (flag["values"] as? [String: [String: Any]])?[brand], entry["explicit"] as? Bool == true else { continue }
                    expected[flag["flag"] as? String ?? ""] = (flag["type"] as? String ?? "", entry["value"] as? String ?? "")
                }
                #expect(Set(parameters.keys) == Set(expected.keys), "\(brand)@\(environment)")
                for (name, flag) in expected {
                    let parameter = try #require(parameters[name])
                    let value = try #require((parameter["defaultValue"] as? [String: Any])?["value"] as? String)
                    let type = parameter["valueType"] as? String
                    switch flag.type {
                    case "bool": #expect(type == "BOOLEAN" && value == flag.value)
                    case "int", "number": #expect(type == "NUMBER" && Double(value) == Double(flag.value), "\(name): \(value)")
                    case "list":
                        let items = try #require(try JSONSerialization.jsonObject(with: Data(value.utf8)) as? [String])
                        #expect(type == "JSON" && "[" + items.joined(separator: ", ") + "]" == flag.value, "\(name): \(value)")
                    default: #expect(type == "STRING" && value == flag.value, "\(name): \(value)")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked > 40)
        // newCheckout expires 2027-06-30: past it, the template says so.
        let acme = try workspace.run("export", "remote-config", "acme", "--today", "2027-07-01")
        #expect(acme.stdout.contains("\"description\": \"Redesigned checkout flow. Owner: payments. EXPIRED on 2027-06-30: remove this flag.\""),
                "\(acme.stdout)")
        let refused = try workspace.run("export", "remote-config")
        #expect(refused.status == 2 && refused.stderr.contains("name the brand"))
    }
}
