import Foundation
import Testing

@Suite("brandkit render, end to end")
struct RenderEndToEndTests {
    @Test(arguments: ["acme", "acme-de", "globex", "initech"])
    func eachExampleBrandRenders(brand: String) throws {
        let text = try Workspace().run("render", brand)
        #expect(text.status == 0)
        #expect(text.stdout.contains("— Help center"))
        #expect(text.stdout.contains("environment release"))
        let json = try Workspace().run("render", brand, "--format", "json", "--env", "staging")
        #expect(json.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["brand"] as? String == brand)
        #expect(object?["environment"] as? String == "staging")
        #expect((object?["cells"] as? [Any])?.isEmpty == false)
    }

    @Test func acmeStagingShowsTheStagingPortal() throws {
        let result = try Workspace().run("render", "acme", "--env", "staging", "--format", "json")
        #expect(result.stdout.contains(#""route": "https://staging.portal.acme.example""#))
        #expect(result.stdout.hasPrefix("{\n  \"brand\": \"acme\",\n  \"environment\": \"staging\",\n  \"displayName\": \"Acme Shop β\",\n  \"cells\": ["))
    }

    @Test func outputGoesToAFileWhenAsked() throws {
        let workspace = try Workspace()
        let result = try workspace.run("render", "globex", "--format", "json", "--output", "globex.json")
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        let written = try String(contentsOf: workspace.url.appendingPathComponent("globex.json"), encoding: .utf8)
        #expect(written == (try workspace.run("render", "globex", "--format", "json")).stdout)
    }

    @Test func aBrokenSectionOrderExitsOneWithTheLocatedErrorAndWritesNothing() throws {
        let workspace = try Workspace()
        let acme = workspace.brands.appendingPathComponent("acme.yaml")
        let original = try String(contentsOf: acme, encoding: .utf8)
        try original.replacingOccurrences(of: "\"store, socialNetworks, chat,", with: "\"store, socialNetwork, chat,")
            .write(to: acme, atomically: true, encoding: .utf8)
        let result = try workspace.run("render", "acme", "--output", "acme.txt")
        #expect(result.status == 1)
        #expect(result.stderr.contains("""
        Brands/acme.yaml:14:25: error: unknown help-center section 'socialNetwork' [unknown-section]
          sectionOrder: "store, socialNetwork, chat, email, customerPortal"
                                ^
        Brands/acme.yaml:14:25: note: did you mean 'socialNetworks'?
        """))
        #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("acme.txt").path))
        let validate = try workspace.run("validate", "--format", "json")
        #expect(validate.status == 1)
        #expect(validate.stdout.contains(#""code":"unknown-section","message":"unknown help-center section 'socialNetwork'","file":"Brands/acme.yaml","line":14,"column":25"#))
        #expect(validate.stdout.hasSuffix(#""summary":{"brands":4,"errors":1,"warnings":2}}"# + "\n"), "reported once, not once per brand")
    }

    @Test func anUnknownBrandExitsTwoAndListsTheKnownOnes() throws {
        let result = try Workspace().run("render", "acmee")
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown brand 'acmee'"))
        #expect(result.stderr.contains("did you mean 'acme'? known brands: acme, acme-de, globex, initech"))
    }
}
