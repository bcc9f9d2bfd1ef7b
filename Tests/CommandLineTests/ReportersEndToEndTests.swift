import Foundation
import Testing

/// `validate --format sarif` and `--format junit` on a brands directory with errors in three
/// brands, read back by real readers: sarif-tools (the SARIF reader GitHub's code-scanning
/// users script with) and junitparser (a JUnit XML reader CI dashboards' format follows).
@Suite("SARIF and JUnit reporters, end to end")
struct ReportersEndToEndTests {
    /// Errors in acme, globex and initech; acme-de passes.
    static func brokenWorkspace() throws -> Workspace {
        let workspace = try Workspace()
        try workspace.edit("Brands/acme.yaml") { $0.replacingOccurrences(of: "  maxCartItems: 50\n", with: "  maxCartItems: 500\n") }
        try workspace.edit("Brands/globex.yaml") { $0.replacingOccurrences(of: "loyaltyProgram: false", with: "loyaltyProgram: maybe") }
        try workspace.edit("Brands/initech.yaml") { $0 + "colors: { accent: \"#12345\" }\n" }
        return workspace
    }

    @Test func sarifIsReadBackBySarifTools() throws {
        let workspace = try Self.brokenWorkspace()
        let run = try workspace.run("validate", "--format", "sarif")
        #expect(run.status == 1, "\(run.stderr)")
        try workspace.write(run.stdout, to: "report.sarif")
        let python = try #require(Tool.named("python3"), "python3 with sarif-tools is installed by Scripts/install-dependencies --test")
        let read = try Tool.run(python, ["-c", """
            import json
            from sarif import loader
            sarif = loader.load_sarif_file('report.sarif')
            raw = json.load(open('report.sarif'))
            run = raw['runs'][0]
            rules = run['tool']['driver']['rules']
            assert raw['version'] == '2.1.0' and run['tool']['driver']['name'] == 'brandkit'
            for result in run['results']:
                assert rules[result['ruleIndex']]['id'] == result['ruleId'], result
                assert rules[result['ruleIndex']]['shortDescription']['text'], result
            for record in sarif.get_records():
                print(record['Severity'], record['Code'].split(' ')[0], record['Location'], record['Line'])
            """], in: workspace.url)
        #expect(read.status == 0, "\(read.stderr)")
        let lines = read.stdout.split(separator: "\n").map(String.init).sorted()
        #expect(lines == ["error duplicate-key Brands/initech.yaml 56", "error invalid-value Brands/acme.yaml 10",
                          "error type-mismatch Brands/globex.yaml 8"], "\(read.stdout)")
    }

    /// One case per brand × environment: a problem where every environment reads it fails
    /// each of the brand's cases; one inside an environment's overlay fails that one alone.
    @Test func junitIsReadBackByJunitparser() throws {
        let workspace = try Self.brokenWorkspace()
        try workspace.edit("Brands/acme-de.yaml") {
            $0.replacingOccurrences(of: "  staging: { firebase: { ios: acme-de/staging/GoogleService-Info.plist } }",
                                    with: "  staging: { firebase: { ios: acme-de/staging/GoogleService-Info.plist }, featureFlags: { maxCartItems: lots } }")
        }
        let run = try workspace.run("validate", "--format", "junit")
        #expect(run.status == 1, "\(run.stderr)")
        try workspace.write(run.stdout, to: "report.xml")
        let python = try #require(Tool.named("python3"), "python3 with junitparser is installed by Scripts/install-dependencies --test")
        let read = try Tool.run(python, ["-c", """
            from junitparser import JUnitXml, Failure
            for suite in JUnitXml.fromfile('report.xml'):
                for case in suite:
                    failures = [r for r in case.result if isinstance(r, Failure)]
                    print(case.name + '|' + str(len(failures)) + '|' + ' '.join(f.type for f in failures))
            """], in: workspace.url)
        #expect(read.status == 0, "\(read.stderr)")
        let cases = read.stdout.split(separator: "\n").map(String.init)
        #expect(cases.count == 4 * 3, "\(read.stdout)")
        #expect(!run.stdout.contains("\\u{0A}"), "each line of a failure is escaped on its own: \(run.stdout)")
        #expect(cases.contains("Brands/acme-de.yaml (release)|0|") && cases.contains("Brands/acme-de.yaml (debug)|0|"), "\(read.stdout)")
        #expect(cases.contains("Brands/acme-de.yaml (staging)|1|type-mismatch"), "\(read.stdout)")
        for brand in ["acme", "globex", "initech"] {
            for environment in ["release", "staging", "debug"] {
                #expect(cases.contains { $0.hasPrefix("Brands/\(brand).yaml (\(environment))|1|") }, "\(brand): \(read.stdout)")
            }
        }
        #expect(run.stdout.contains("tests=\"12\" failures=\"10\""), "\(run.stdout.prefix(300))")
    }
}
