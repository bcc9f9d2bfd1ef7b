import Foundation
import Testing

/// Manual signing without match, as Docs/signing.md shows it: `ios.signing.profiles` names each
/// id's `.mobileprovision` (test profiles made with `openssl cms -sign`, as `VerifyIPAEndToEndTests` makes them),
/// `validate` reads each before the build, located, and the Xcode wiring names each
/// configuration's profile by its Name.
@Suite struct ProvisioningProfilesEndToEndTests {
    typealias Profile = VerifyIPAEndToEndTests.Profile

    /// acme signed by hand with its own profiles: one per release id, a wildcard per other
    /// environment (a development one for debug). acme-de signs automatically.
    static func workspace(changing change: (inout [String: Profile]) -> Void = { _ in }) throws -> Workspace {
        let workspace = try Workspace()
        var profiles = [
            "AppStore": Profile(name: "Acme App Store"),
            "Widget": Profile(name: "Acme Widget App Store", applicationIdentifier: "A1B2C3D4E5.com.acme.shop.widget"),
            "Staging": Profile(name: "Acme Staging", applicationIdentifier: "A1B2C3D4E5.com.acme.shop.staging*"),
            "Development": Profile(name: "Acme Development", applicationIdentifier: "A1B2C3D4E5.com.acme.shop.debug*", push: "development", debugging: true),
        ]
        change(&profiles)
        try FileManager.default.createDirectory(at: workspace.brands.appendingPathComponent("acme/profiles"), withIntermediateDirectories: true)
        for (file, profile) in profiles.sorted(by: { $0.key < $1.key }) {
            try VerifyIPAEndToEndTests.sign(profile, in: workspace, to: "Brands/acme/profiles/\(file).mobileprovision")
        }
        // Docs/signing.md's lines, in place of acme's match signing.
        let lines = try #require(try DocSnippets("Docs/signing.md").file("profiles").components(separatedBy: "ios:\n").last)
        try workspace.edit("Brands/acme.yaml") {
            $0.replacingOccurrences(of: #"  signing: { style: manual, match: { gitURL: "git@github.com:acme-agency/certificates.git", branch: acme } }"#,
                                    with: lines.trimmingCharacters(in: .newlines))
        }
        try workspace.edit("Brands/acme-de.yaml") { $0.replacingOccurrences(of: "  team: A1B2C3D4E5 ", with: "  signing: { style: automatic }\n  team: A1B2C3D4E5 ") }
        return workspace
    }

    @Test func theBrandsOwnProfilesPassAndNameEachConfigurationsProfile() throws {
        let workspace = try Self.workspace()
        let validated = try workspace.run("validate")
        #expect(validated.status == 0, "\(validated.stdout)\(validated.stderr)")
        let run = try workspace.run("export", "xcodegen", "--template", "App", "--extension-template", "widget=Widget", "--output", "brandkit.yml")
        try #require(run.status == 0, "\(run.stderr)")
        let text = try String(contentsOf: workspace.url.appendingPathComponent("brandkit.yml"), encoding: .utf8)
        for (id, profile, identity) in [("com.acme.shop", "Acme App Store", "Apple Distribution"), ("com.acme.shop.widget", "Acme Widget App Store", "Apple Distribution"),
                                        ("com.acme.shop.staging.widget", "Acme Staging", "Apple Distribution"), ("com.acme.shop.debug", "Acme Development", "Apple Development")] {
            #expect(text.contains("""
                          PRODUCT_BUNDLE_IDENTIFIER: "\(id)"
                """) && text.contains("""
                          CODE_SIGN_STYLE: "Manual"
                          PROVISIONING_PROFILE_SPECIFIER: "\(profile)"
                          CODE_SIGN_IDENTITY: "\(identity)"
                """), "\(id): \(text)")
        }
        #expect(!text.contains("match AppStore com.acme.shop"), "no configuration of acme names a profile match would make")
    }

    /// Each way a profile is not the brand's is an error at the line that decides it, before
    /// any build: the team, an expired profile, an entitlement it lacks, an id it is not for,
    /// an id with no profile, and a file that is no profile.
    @Test(arguments: [
        ("team", "Brands/acme.yaml:40:", "the profile acme/profiles/AppStore.mobileprovision of com.acme.shop is of team 'Z9Y8X7W6V5'; acme in release is signed by team A1B2C3D4E5"),
        ("expired", "Brands/acme.yaml:45:", "the profile acme/profiles/Widget.mobileprovision of com.acme.shop.widget expired on 2020-01-01"),
        ("group", "Brands/acme.yaml:52:", "the profile acme/profiles/AppStore.mobileprovision of com.acme.shop does not grant the app group group.com.acme.shop, which acme in release uses"),
        ("id", "Brands/acme.yaml:44:", "is for 'A1B2C3D4E5.com.globex.app', not A1B2C3D4E5.com.acme.shop"),
        ("development", "Brands/acme.yaml:44:", "is a development profile (get-task-allow), and acme in release builds like release"),
        ("name", "Brands/acme.yaml:44:", "has the Name 'Acme $(HOME)', which Xcode would not take as written"),
    ])
    func eachProblemOfAProfileIsLocated(change: String, place: String, words: String) throws {
        let workspace = try Self.workspace { profiles in
            switch change {
            case "team": profiles["AppStore"]?.team = "Z9Y8X7W6V5"
            case "expired": profiles["Widget"]?.expiration = "2020-01-01T00:00:00Z"
            case "group": profiles["AppStore"]?.groups = []
            case "id": profiles["AppStore"]?.applicationIdentifier = "A1B2C3D4E5.com.globex.app"
            case "name": profiles["AppStore"]?.name = "Acme $(HOME)"
            default: profiles["AppStore"]?.debugging = true
            }
        }
        let validated = try workspace.run("validate", "Brands/acme.yaml")
        #expect(validated.status == 1, "\(validated.stdout)\(validated.stderr)")
        #expect(validated.stdout.split(separator: "\n").contains { $0.hasPrefix(place) && $0.contains(words) && $0.contains("invalid-provisioning-profile") },
                "\(change): \(validated.stdout)")
    }

    @Test func anIdWithoutAProfileOrAFileThatIsNoProfileIsLocated() throws {
        let workspace = try Self.workspace()
        try workspace.edit("Brands/acme.yaml") {
            $0.replacingOccurrences(of: "      com.acme.shop.widget: acme/profiles/Widget.mobileprovision\n", with: "")
                .replacingOccurrences(of: "com.acme.shop: acme/profiles/AppStore.mobileprovision", with: "com.acme.shop: acme/logo.png")
        }
        let validated = try workspace.run("validate", "Brands/acme.yaml")
        #expect(validated.status == 1, "\(validated.stdout)\(validated.stderr)")
        let lines = validated.stdout.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("Brands/acme.yaml:44:") && $0.contains("com.acme.shop.widget has no profile in ios.signing.profiles") }, "\(validated.stdout)")
        #expect(lines.contains { $0.hasPrefix("Brands/acme.yaml:44:") && $0.contains("'acme/logo.png' is not a provisioning profile") }, "\(validated.stdout)")
    }
}
