import Foundation
import Testing

/// Brand files arrive in pull requests: brandkit reads only regular files inside the brands
/// directory, and `bundle` replaces only what it made itself.
@Suite("Hostile input: what brandkit reads and replaces")
struct ConfinementEndToEndTests {
    // MARK: Reading only what is ours

    @Test func aSymlinkedBrandFileOutsideTheDirectoryIsRefusedAndNeverEchoed() throws {
        let workspace = try Workspace()
        try workspace.write("SECRET_TOKEN=hunter2-very-secret\n", to: "secret.env")
        try FileManager.default.createSymbolicLink(atPath: workspace.brands.appendingPathComponent("env.yaml").path,
                                                   withDestinationPath: workspace.url.appendingPathComponent("secret.env").path)
        for format in ["human", "json", "github"] {
            let result = try workspace.run("validate", "--format", format)
            #expect(result.status == 1, "\(format)")
            #expect(!result.stdout.contains("hunter2") && !result.stderr.contains("hunter2"), "\(format): \(result.stdout)")
            #expect(result.stdout.contains("Brands/env.yaml"), "\(format)")
        }
        let human = try workspace.run("validate")
        #expect(human.stdout.contains("Brands/env.yaml:1:1: error: 'Brands/env.yaml' is a symbolic link to a file outside the brands directory"))
    }

    @Test func aSymlinkToProcEnvironIsRefused() throws {
        let workspace = try Workspace()
        try FileManager.default.createSymbolicLink(atPath: workspace.brands.appendingPathComponent("env.yaml").path,
                                                   withDestinationPath: "/proc/self/environ")
        let result = try Brandkit.run(["validate", "--format", "github"], in: workspace.url,
                                      environment: ["CI_SECRET_TOKEN": "tok-123456789"])
        #expect(result.status == 1)
        #expect(!result.stdout.contains("tok-123456789"))
        #expect(result.stdout.contains("::error file=Brands/env.yaml,line=1,col=1,title=unreadable-file::"))
    }

    @Test func aSymlinkInsideTheDirectoryIsRead() throws {
        let workspace = try Workspace()
        try FileManager.default.createDirectory(at: workspace.brands.appendingPathComponent("shared"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: workspace.brands.appendingPathComponent("initech.yaml"),
                                        to: workspace.brands.appendingPathComponent("shared/initech.yaml"))
        try FileManager.default.createSymbolicLink(atPath: workspace.brands.appendingPathComponent("initech.yaml").path,
                                                   withDestinationPath: "shared/initech.yaml")
        let result = try workspace.run("validate")
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout == "Checked 4 brands in 3 environments: no problems found.\n")
    }

    @Test func aFIFONamedLikeABrandIsRefusedNotOpened() throws {
        let workspace = try Workspace()
        #expect(mkfifo(workspace.brands.appendingPathComponent("pipe.yaml").path, 0o644) == 0)
        let result = try workspace.run("validate")  // before the fix this hung forever
        #expect(result.status == 1)
        #expect(result.stdout.contains("Brands/pipe.yaml:1:1: error: 'Brands/pipe.yaml' is not a regular file"))
    }

    @Test func aDirectoryNamedLikeABrandGetsAClearError() throws {
        let workspace = try Workspace()
        try FileManager.default.createDirectory(at: workspace.brands.appendingPathComponent("x.yaml"), withIntermediateDirectories: true)
        let result = try workspace.run("validate")
        #expect(result.status == 1)
        #expect(result.stdout.contains("Brands/x.yaml:1:1: error: 'Brands/x.yaml' is a directory, not a brand file [unreadable-file]"))
        #expect(!result.stdout.contains("NSCocoaErrorDomain") && !result.stderr.contains("NSCocoaErrorDomain"))
    }

    @Test func aSymlinkedManifestOutsideIsRefused() throws {
        let workspace = try Workspace()
        try FileManager.default.moveItem(at: workspace.brands.appendingPathComponent("brandkit.yaml"),
                                        to: workspace.url.appendingPathComponent("elsewhere.yaml"))
        try FileManager.default.createSymbolicLink(atPath: workspace.brands.appendingPathComponent("brandkit.yaml").path,
                                                   withDestinationPath: workspace.url.appendingPathComponent("elsewhere.yaml").path)
        let result = try workspace.run("validate")
        #expect(result.status == 1)
        #expect(result.stdout.contains("Brands/brandkit.yaml:1:1: error: 'Brands/brandkit.yaml' is a symbolic link to a file outside"))
    }

    @Test func aHugeLineIsEchoedOnlyAsABoundedWindow() throws {
        let workspace = try Workspace()
        let long = String(repeating: "x", count: 500_000)
        try workspace.write("displayName: A\nbundleId: com.long.app\nnotAKey: \(long)\n", to: "Brands/long.yaml")
        let result = try workspace.run("validate", "Brands/long.yaml")
        #expect(result.status == 1)
        #expect(result.stdout.utf8.count < 4_000, "printed \(result.stdout.utf8.count) bytes")
        #expect(result.stdout.contains("unknown key 'notAKey'"))
    }

    @Test func aHugeScalarFileIsNotQuotedWhole() throws {
        let workspace = try Workspace()
        try workspace.write(String(repeating: "y", count: 300_000) + "\n", to: "Brands/flat.yaml")
        let result = try workspace.run("validate", "Brands/flat.yaml", "--format", "json")
        #expect(result.status == 1)
        #expect(result.stdout.utf8.count < 4_000, "printed \(result.stdout.utf8.count) bytes")
        #expect(result.stdout.contains("not-a-mapping"))
    }

    @Test func controlCharactersInMessagesAreEscapedForTheTerminal() throws {
        let workspace = try Workspace()
        try workspace.write("displayName: A\nbundleId: com.esc.app\n\"bad\\e[31mkey\": 1\n", to: "Brands/esc.yaml")
        let result = try workspace.run("validate", "Brands/esc.yaml")
        #expect(result.status == 1)
        #expect(!result.stdout.contains("\u{1B}"), "an escape sequence from a brand file reached the terminal")
        #expect(result.stdout.contains(#"unknown key 'bad\u{1B}[31mkey'"#))
    }

    // MARK: bundle replaces only what it made

    @Test func bundleNeverDeletesADirectoryItDidNotMake() throws {
        let workspace = try Workspace()
        try workspace.write("root:x:0:0\n", to: "out/etc/passwd")
        try workspace.write("displayName: Etc\nbundleId: com.etc.app\nextends: acme\n", to: "Brands/etc.yaml")
        let result = try workspace.run("bundle", "--all", "--output", "out", "--platform", "android")
        #expect(result.status == 2)
        #expect(result.stderr.contains("out/etc"), "\(result.stderr)")
        #expect(result.stderr.contains("brandkit did not make it"))
        let kept = try String(contentsOf: workspace.url.appendingPathComponent("out/etc/passwd"), encoding: .utf8)
        #expect(kept == "root:x:0:0\n")
    }

    @Test func bundleReplacesWhatItMade() throws {
        let workspace = try Workspace()
        #expect(try workspace.run("bundle", "acme", "--output", "out").status == 0)
        let second = try workspace.run("bundle", "acme", "--output", "out", "--force")
        #expect(second.status == 0)
        #expect(second.stdout.contains("acme.bundle: written"))
    }

    @Test(arguments: ["/", "~", "Brands", "."])
    func bundleRefusesOutputsThatHoldTheProject(output: String) throws {
        let workspace = try Workspace()
        let home = workspace.url.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let path = output == "~" ? home.path : output
        let result = try Brandkit.run(["bundle", "--all", "--output", path], in: workspace.url, environment: ["HOME": home.path])
        #expect(result.status == 2, "\(output): \(result.stdout)")
        #expect(result.stderr.contains("refusing to write bundles into"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("acme.bundle").path))
    }

    @Test func bundleRefusesAnOutputThatIsASymlink() throws {
        let workspace = try Workspace()
        try FileManager.default.createDirectory(at: workspace.url.appendingPathComponent("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: workspace.url.appendingPathComponent("out").path, withDestinationPath: "real")
        let result = try workspace.run("bundle", "acme", "--output", "out")
        #expect(result.status == 2)
        #expect(result.stderr.contains("'out' is a symbolic link"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.url.appendingPathComponent("real").path).isEmpty)
    }

    @Test func environmentNamedBundlesCannotCollideWithOtherBrands() throws {
        let workspace = try Workspace()
        try workspace.write("environments: [release, de-release]\n", to: "Brands/brandkit.yaml")
        for name in ["globex.yaml", "initech.yaml"] { try FileManager.default.removeItem(at: workspace.brands.appendingPathComponent(name)) }
        try workspace.write("displayName: Acme\nbundleId: com.acme.app\n", to: "Brands/acme.yaml")
        try workspace.write("displayName: Acme DE\nbundleId: com.acme.de\n", to: "Brands/acme-de.yaml")
        let result = try workspace.run("bundle", "--all", "--env", "release", "--env", "de-release", "--output", "out", "--platform", "all")
        #expect(result.status == 0, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: workspace.url.appendingPathComponent("out").path)
            .filter { !$0.hasPrefix(".") }.sorted()
        #expect(names == ["acme-de@de-release", "acme-de@de-release.bundle", "acme-de@release", "acme-de@release.bundle",
                          "acme@de-release", "acme@de-release.bundle", "acme@release", "acme@release.bundle"])
    }

    // MARK: Brands bundle --all would skip

    @Test(arguments: ["ácme.yaml", "a b.yaml", "ACME.yaml", "x.YAML", "x.yml"])
    func aBrandFileThatCannotBeABrandFailsValidateAndBundle(name: String) throws {
        let workspace = try Workspace()
        try workspace.write("displayName: X\nbundleId: com.x.app\n", to: "Brands/\(name)")
        let validate = try workspace.run("validate")
        #expect(validate.status == 1)
        #expect(validate.stdout.contains("Brands/\(name):1:1: error:"), "\(validate.stdout)")
        let bundle = try workspace.run("bundle", "--all", "--output", "out")
        #expect(bundle.status == 1, "\(name) must not be skipped silently")
        #expect(bundle.stderr.contains("Brands/\(name):1:1: error:"))
    }

    @Test func theSuggestedRenameIsItselfAValidName() throws {
        let workspace = try Workspace()
        try workspace.write("displayName: X\nbundleId: com.x.app\n", to: "Brands/ácme.yaml")
        let result = try workspace.run("validate")
        #expect(result.stdout.contains("rename the file to lowercase letters, digits and '-', e.g. 'acme.yaml'"), "\(result.stdout)")
    }
}
