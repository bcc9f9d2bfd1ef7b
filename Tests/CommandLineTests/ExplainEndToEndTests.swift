import Foundation
import Testing

/// `brandkit explain`: every layer that sets a key, lowest first, located, and the winner.
@Suite struct ExplainEndToEndTests {
    @Test func aFlagSetByADefaultABrandAndAnOverlay() throws {
        let workspace = try Workspace()
        let run = try workspace.run("explain", "acme", "featureFlags.maxCartItems", "--env", "debug")
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines[1].hasPrefix("  flag default") && lines[1].contains(" 20 ") && lines[1].hasSuffix("Brands/brandkit.yaml:12:39"))
        #expect(lines[2].hasPrefix("  acme ") && lines[2].contains(" 50 ") && lines[2].hasSuffix("Brands/acme.yaml:10:17"))
        #expect(lines[3].hasPrefix("* acme (debug)") && lines[3].contains(" 200 ") && lines[3].hasSuffix("Brands/acme.yaml:28:35"))
        #expect(lines[4] == "= 200")
    }

    @Test func anExtendedBrandInJSONWithTheWinnerMarked() throws {
        let workspace = try Workspace()
        let run = try workspace.run("explain", "acme-de", "displayName", "--format", "json")
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let layers = try #require(object["layers"] as? [[String: Any]])
        #expect(layers.map { $0["name"] as? String } == ["acme", "acme-de"])
        #expect(layers.map { $0["wins"] as? Bool } == [false, true])
        #expect(layers.map { $0["file"] as? String } == ["Brands/acme.yaml", "Brands/acme-de.yaml"])
        #expect(layers.map { $0["line"] as? Int } == [2, 3])
        #expect(object["value"] as? String == "Acme Shop DE" && object["environment"] as? String == "release")
    }

    @Test func theSectionOrderShowsTheParsedSections() throws {
        let workspace = try Workspace()
        let text = try workspace.run("explain", "globex", "helpCenter.sectionOrder")
        #expect(text.status == 0 && text.stdout.hasSuffix("sections: chat, customerPortal, email, socialNetworks\n"), "\(text.stdout)")
        #expect(text.stdout.contains("  defaults ") && text.stdout.contains("* globex "))
        let json = try workspace.run("explain", "globex", "helpCenter.sectionOrder", "--format", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["sections"] as? [String] == ["chat", "customerPortal", "email", "socialNetworks"])
    }

    @Test func aMappingMergesAndNoLayerWinsItWhole() throws {
        let workspace = try Workspace()
        let run = try workspace.run("explain", "acme", "colors")
        #expect(run.status == 0 && !run.stdout.contains("\n* ") && run.stdout.contains("= merged key by key: {accent: #FFB300"), "\(run.stdout)")
    }

    @Test func unknownKeysBrandsAndEnvironmentsAreRefused() throws {
        let workspace = try Workspace()
        let flag = try workspace.run("explain", "acme", "featureFlags.maxCartItem")
        #expect(flag.status == 2 && flag.stderr.contains("unknown key 'maxCartItem' in 'featureFlags'")
            && flag.stderr.contains("did you mean 'maxCartItems'?"))
        let top = try workspace.run("explain", "acme", "colours.primary")
        #expect(top.status == 2 && top.stderr.contains("did you mean 'colors'?"))
        #expect(try workspace.run("explain", "acme", "displayName.x").status == 2)
        #expect(try workspace.run("explain", "acmee", "displayName").status == 2)
        #expect(try workspace.run("explain", "acme", "displayName", "--env", "prod").status == 2)
        let unset = try workspace.run("explain", "globex", "helpCenter.store.url")
        #expect(unset.status == 0 && unset.stdout.contains("no layer sets it"))
    }

    @Test func aBrandThatCannotResolveShowsItsErrors() throws {
        let workspace = try Workspace()
        try workspace.write("extends: nosuch\ndisplayName: X\nbundleId: com.example.x\n", to: "Brands/orphan.yaml")
        let run = try workspace.run("explain", "orphan", "displayName")
        #expect(run.status == 1 && run.stderr.contains("orphan.yaml:1:10") && run.stdout.isEmpty, "\(run.stderr)")
    }
}
