import Foundation
import Testing

/// Docs/modules.md as a user follows it: its manifest and brand blocks validate over the
/// example brands, each refusal the page lists is reported at its line, and the flavor
/// manifest lines it shows are what `bundle` writes.
@Suite("Modules page")
struct ModulesPageTests {
    @Test func thePageRunsAsWritten() throws {
        let doc = try DocSnippets("Docs/modules.md")
        let manifest = try doc.file("Brands/brandkit.yaml"), brand = try doc.file("Brands/acme.yaml")
        let shown = try #require(doc.generated.first { $0.path == "BrandBundles/android/acme@release/AndroidManifest.xml" }).text
        let workspace = try Workspace()
        try workspace.edit("Brands/brandkit.yaml") { $0 + "\n" + manifest }
        try workspace.edit("Brands/acme.yaml") { $0 + brand }
        let valid = try workspace.run("validate")
        #expect(valid.status == 0, "\(valid.stdout)")
        let bundle = try workspace.run("bundle", "acme", "--platform", "android", "--env", "release", "--output", "out")
        #expect(bundle.status == 0, "\(bundle.stderr)")
        let written = try String(contentsOf: workspace.url.appendingPathComponent("out/acme/AndroidManifest.xml"), encoding: .utf8)
        for line in shown.split(separator: "\n") {
            #expect(written.contains(line + "\n"), "the page shows \(line), which bundle does not write: \(written)")
        }
        // acme-de extends acme: it ships ads too, and needs no value of its own.
        // The refusals the page lists, each at the brand's line.
        let refusals: [(String, String)] = [
            ("modules: { adz: {} }\n", "module 'adz' is not declared in brandkit.yaml"),
            ("modules: { ads: {} }\n", "module 'ads' needs its value 'appId'"),
            ("modules: { ads: { appId: x, key: y } }\n", "module 'ads' takes no value 'key'"),
            ("modules: { ads: { appId: x }, chat: {} }\n", "modules 'ads' and 'chat' conflict"),
            ("modules: { ads: false, chat: {} }\n", "module 'chat' is excluded from the App Store (store.ios)"),
            ("modules: { ads: { appId: \"a${b}\" } }\n", "module 'ads''s appId holds '${'"),
        ]
        for (written, words) in refusals {
            try workspace.edit("Brands/acme.yaml") { $0.replacingOccurrences(of: brand, with: written) }
            let refused = try workspace.run("validate", "Brands/acme.yaml")
            #expect(refused.status == 1 && refused.stdout.contains("Brands/acme.yaml:") && refused.stdout.contains(words)
                        && refused.stdout.contains("[invalid-module]"), "\(written): \(refused.stdout)")
            try workspace.edit("Brands/acme.yaml") { $0.replacingOccurrences(of: written, with: brand) }
        }
    }

    /// A declaration that names what does not exist is an error at its line.
    @Test func aDeclarationNamingWhatDoesNotExistIsRefused() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/brandkit.yaml") {
            $0 + "\nmodules:\n  ads:\n    conflicts: [chats]\n    excludedStores: [playstore]\n    android: { metaData: { com.x.ID: appId } }\n"
        }
        let run = try workspace.run("validate")
        #expect(run.status == 1, "\(run.stdout)")
        for words in ["module 'ads' conflicts with 'chats', which is not a module", "module 'ads' excludes 'playstore', which is no store brandkit knows",
                      "fills <meta-data> 'com.x.ID' from 'appId', which is not one of its values"] {
            #expect(run.stdout.contains(words), "\(words): \(run.stdout)")
        }
    }
}
