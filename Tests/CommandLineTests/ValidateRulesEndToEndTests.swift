import Foundation
import Testing

@Suite("brandkit validate rules and formats, end to end")
struct ValidateRulesEndToEndTests {
    @Test func githubAnnotations() throws {
        let workspace = try Workspace()
        try workspace.fixture("broken-acme.yaml", to: "Brands/acme.yaml")
        let result = try workspace.run("validate", "--format", "github")
        #expect(result.status == 1)
        #expect(result.stdout == """
        ::error file=Brands/acme.yaml,line=8,col=3,title=unknown-flag::unknown feature flag 'newCheckot' (did you mean 'newCheckout'? (declare new flags under 'featureFlags' in brandkit.yaml))
        ::error file=Brands/acme.yaml,line=9,col=19,title=type-mismatch::'featureFlags.loyaltyProgram': 'yes' is not a boolean in YAML 1.2 (only YAML 1.1 reads it as true) (write true)
        ::error file=Brands/acme.yaml,line=15,col=3,title=unknown-environment::unknown environment 'stagin'; brandkit.yaml declares release, staging, debug (did you mean 'staging'?)

        """)
    }

    @Test func warningsFailOnlyWithStrict() throws {
        let workspace = try Workspace()
        let globex = workspace.brands.appendingPathComponent("globex.yaml")
        let text = try String(contentsOf: globex, encoding: .utf8)
        try text.replacingOccurrences(of: "countryCode: GB", with: "countryCode: NO").write(to: globex, atomically: true, encoding: .utf8)
        let relaxed = try workspace.run("validate", "--format", "json")
        #expect(relaxed.status == 0)
        #expect(relaxed.stdout.contains(#""severity":"warning","code":"yaml11-ambiguous""#))
        #expect(relaxed.stdout.contains(#""suggestion":"quote it: \"NO\"""#))
        let strict = try workspace.run("validate", "--strict")
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("Brands/globex.yaml:11:16: warning:"))
    }

    @Test func todayDecidesWhichFlagsHaveExpired() throws {
        let workspace = try Workspace()
        let before = try workspace.run("validate", "--today", "2027-06-30", "--format", "json")
        #expect(before.stdout.contains(#""warnings":0"#))
        let after = try workspace.run("validate", "--today", "2027-07-01", "--format", "json")
        #expect(after.status == 0)
        #expect(after.stdout.contains(#""code":"expired-flag","message":"feature flag 'newCheckout' expired on 2027-06-30 (owner: payments)","file":"Brands/brandkit.yaml","line":11,"column":14"#))
        let bad = try workspace.run("validate", "--today", "tomorrow")
        #expect(bad.status == 2)
    }

    @Test func listRulesNamesEveryRule() throws {
        let result = try Workspace(copyingExampleBrands: false).run("validate", "--list-rules")
        #expect(result.status == 0)
        for code in ["invalid-value", "insecure-url", "social-host-mismatch", "duplicate-bundle-id", "low-contrast", "yaml11-ambiguous"] {
            #expect(result.stdout.contains(code))
        }
    }

    @Test func aSubBrandTakingASiblingsBundleIDIsCaught() throws {
        let workspace = try Workspace()
        try workspace.write("extends: acme\ndisplayName: Acme AT\nbundleId: com.acme.shop.de\n", to: "Brands/acme-at.yaml")
        let result = try workspace.run("validate")
        #expect(result.status == 1)
        // Reported at both claims: the file just added, and the one that had the id first.
        #expect(result.stdout.contains("Brands/acme-at.yaml:3:11: error: brand 'acme-at' uses the bundle id 'com.acme.shop.de', as brand 'acme-de' does (Brands/acme-de.yaml:4:11) [duplicate-bundle-id]"), "\(result.stdout)")
        #expect(result.stdout.contains("Brands/acme-de.yaml:4:11: error: brand 'acme-de' uses the bundle id 'com.acme.shop.de', as brand 'acme-at' does (Brands/acme-at.yaml:3:11) [duplicate-bundle-id]"), "\(result.stdout)")
    }
}
