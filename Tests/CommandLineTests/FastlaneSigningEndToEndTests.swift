import Foundation
import Testing

/// The Appfile and Matchfile `export fastlane` writes, read by fastlane's own code: 2.237.0's
/// `CredentialsManager::AppfileConfig`, and `FastlaneCore::Configuration` with match's options,
/// which verifies every value as `fastlane match` does. The source is `../shared/tools/fastlane`
/// (unchanged, MIT); `Fixtures/fastlane/stub` stands in for the gems it loads to print and to
/// reach the network, each stub saying what it replaces. Never by reading the file ourselves.
@Suite("fastlane reads the signing files", .enabled(if: SharedTools.present, SharedTools.absent))
struct FastlaneSigningEndToEndTests {
    @Test func matchReadsEachBrandsStorageTeamAndEveryIdItSigns() throws {
        let workspace = try Workspace()
        let fastlane = try FastlaneReader(in: workspace)
        let export = try workspace.run("export", "fastlane", "--all", "--output", "listings")
        try #require(export.status == 0, "\(export.stderr)")
        for brand in ["acme", "acme-de", "globex"] {
            let apps = ExampleApps.all.filter { $0.brand == brand }
            let read = try fastlane.read(workspace.url.appendingPathComponent("listings/\(brand)"))
            let match = try #require(read["matchfile"] as? [String: Any], "\(brand) has a Matchfile: \(read)")
            #expect(match["git_url"] as? String == "git@github.com:acme-agency/certificates.git", "\(brand): \(match)")
            #expect(match["git_branch"] as? String == (brand == "globex" ? "globex" : "acme"), "\(brand): one repository, a branch per team")
            #expect(match["storage_mode"] as? String == "git" && match["type"] as? String == "appstore", "\(brand): \(match)")
            #expect(match["team_id"] as? String == apps.first?.team, "\(brand): \(match)")
            // The app and its widget, in every environment: one match run covers every
            // configuration Xcode signs by hand.
            let ids = apps.flatMap { brand == "globex" ? [$0.id] : [$0.id, $0.id + ".widget"] }
            #expect(match["app_identifier"] as? [String] == ids, "\(brand): \(match)")
            #expect(match["readonly"] as? Bool == false, "\(brand): match's default stays")
            let appfile = try #require(read["appfile"] as? [String: Any])
            #expect(appfile["app_identifier"] as? String == apps.first?.id && appfile["team_id"] as? String == apps.first?.team, "\(brand): \(appfile)")
        }
        // initech names no storage: it gets no Matchfile.
        let initech = try fastlane.read(workspace.url.appendingPathComponent("listings/initech"))
        #expect(initech["matchfile"] == nil && (initech["appfile"] as? [String: Any])?["team_id"] as? String == "A1B2C3D4E5", "\(initech)")
        // An environment that builds like debug asks match for development profiles.
        #expect(try workspace.run("export", "fastlane", "acme", "--env", "debug", "--output", "debug-listings").status == 0)
        let debug = try fastlane.read(workspace.url.appendingPathComponent("debug-listings/acme"))
        #expect((debug["matchfile"] as? [String: Any])?["type"] as? String == "development", "\(debug)")
    }

    /// With `--lanes`, one Appfile and Matchfile serve every brand: running a brand's lane,
    /// fastlane reads exactly what it reads from that brand's own files, on each platform.
    @Test func oneFileWithALanePerBrandReadsAsEachBrandsOwn() throws {
        let workspace = try Workspace()
        let fastlane = try FastlaneReader(in: workspace)
        let export = try workspace.run("export", "fastlane", "--all", "--lanes", "--output", "listings")
        try #require(export.status == 0, "\(export.stderr)")
        let shared = workspace.url.appendingPathComponent("listings")
        for brand in ["acme", "acme-de", "globex", "initech"] {
            let own = try fastlane.read(shared.appendingPathComponent(brand))
            let lane = brand.replacingOccurrences(of: "-", with: "_")
            let ios = try fastlane.read(shared, lane: ("ios", lane))
            let appfile = Self.set(own["appfile"])
            #expect(Self.set(ios["appfile"]) == appfile.filter { $0.key != "package_name" }, "\(brand): \(ios)")
            // initech names no storage: its lane's values are match's defaults, as with no Matchfile.
            if brand != "initech" { #expect(Self.set(ios["matchfile"]) == Self.set(own["matchfile"]), "\(brand): \(ios) against \(own)") }
            let android = try fastlane.read(shared, lane: ("android", lane))
            #expect(Self.set(android["appfile"]) == appfile.filter { $0.key == "package_name" }, "\(brand): \(android)")
        }
        // Outside a brand's lane, the files set nothing.
        let none = try fastlane.read(shared, lane: ("ios", "beta"))
        #expect(Self.set(none["appfile"]).isEmpty && Self.set(none["matchfile"])["git_url"] == nil, "\(none)")
    }

    /// The values fastlane read that are set, each as JSON: what two readings compare by.
    static func set(_ read: Any?) -> [String: String] {
        ((read as? [String: Any]) ?? [:]).filter { !($0.value is NSNull) }.mapValues { value in
            String(decoding: (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])) ?? Data(), as: UTF8.self)
        }
    }

    /// A branch and a URL with the characters a Ruby string literal gives meaning to reach
    /// fastlane as written.
    @Test func quotesAndBackslashesReachMatchAsWritten() throws {
        let workspace = try Workspace()
        let fastlane = try FastlaneReader(in: workspace)
        try workspace.edit("Brands/globex.yaml") {
            $0.replacingOccurrences(of: "branch: globex", with: #"branch: "o'brien-#{team}""#)
              .replacingOccurrences(of: "git@github.com:acme-agency/certificates.git", with: #"file:///srv/certs\\globex's.git"#)
        }
        #expect(try workspace.run("validate").status == 0)
        #expect(try workspace.run("export", "fastlane", "globex", "--output", "listings").status == 0)
        let match = try fastlane.read(workspace.url.appendingPathComponent("listings/globex"))["matchfile"] as? [String: Any]
        #expect(match?["git_branch"] as? String == "o'brien-#{team}" && match?["git_url"] as? String == #"file:///srv/certs\globex's.git"#, "\(match ?? [:])")
    }

    /// A Matchfile fastlane would refuse is refused by fastlane here too: the reader is not
    /// a parser that accepts anything.
    @Test func fastlaneRefusesAProfileTypeMatchDoesNotKnow() throws {
        let workspace = try Workspace()
        let fastlane = try FastlaneReader(in: workspace)
        #expect(try workspace.run("export", "fastlane", "globex", "--output", "listings").status == 0)
        try workspace.edit("listings/globex/fastlane/Matchfile") { $0.replacingOccurrences(of: "type('appstore')", with: "type('store')") }
        #expect(throws: FastlaneReader.Refused.self) { try fastlane.read(workspace.url.appendingPathComponent("listings/globex")) }
    }
}

/// fastlane 2.237.0's readers, unpacked into a workspace, run by Ruby on one brand's folder.
struct FastlaneReader {
    struct Refused: Error, CustomStringConvertible { let description: String }

    let ruby: URL
    let source: URL

    init(in workspace: Workspace) throws {
        ruby = try #require(Tool.named("ruby"), "Ruby runs fastlane's readers: Scripts/install-dependencies --test installs it")
        let tar = try #require(Tool.named("tar"))
        let unpacked = try Tool.run(tar, ["-xzf", SharedTools.folder.appendingPathComponent("fastlane/fastlane-2.237.0-src.tar.gz").path], in: workspace.url)
        try #require(unpacked.status == 0, "tar: \(unpacked.stderr)")
        source = workspace.url.appendingPathComponent("fastlane-2.237.0-src")
    }

    /// What fastlane reads from `folder`'s `fastlane/Appfile` and `fastlane/Matchfile`; with
    /// `lane`, as it reads them running that lane of that platform (`fastlane ios acme_de`:
    /// fastlane's runner sets the two variables its `for_lane` and `for_platform` compare).
    func read(_ folder: URL, lane: (platform: String, name: String)? = nil) throws -> [String: Any] {
        let fixtures = Brandkit.fixtures.appendingPathComponent("fastlane")
        let arguments = [fixtures.appendingPathComponent("stub").path] + ["fastlane_core", "match", "credentials_manager"].map { source.appendingPathComponent("\($0)/lib").path }
        let environment = lane.map { ["FASTLANE_PLATFORM_NAME": $0.platform, "FASTLANE_LANE_NAME": $0.name] } ?? [:]
        let run = try Tool.run(ruby, arguments.flatMap { ["-I", $0] } + [fixtures.appendingPathComponent("read_fastlane.rb").path], in: folder,
                               environment: environment)
        guard run.status == 0 else { throw Refused(description: run.stderr) }
        return try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout)")
    }
}
