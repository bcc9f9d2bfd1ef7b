import Foundation
import PackagePlugin

/// For a target with a `brandkit.json` beside its sources, such as
/// `{ "brand": "acme", "brands": "Brands", "environment": "release" }` (`brands` relative
/// to the package, `environment` optional): bundles that brand and generates the Swift
/// accessors on every build. The brand's `.bundle` becomes a resource of the target, so the
/// target reads it with `BrandConfiguration.load(from:)`.
@main
struct BrandKitBuildPlugin: BuildToolPlugin {
    struct Settings: Decodable {
        var brand: String
        var brands: String?
        var environment: String?
    }

    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let settingsFile = target.directoryURL.appending(path: "brandkit.json")
        guard FileManager.default.fileExists(atPath: settingsFile.path) else {
            Diagnostics.warning("\(target.name): no brandkit.json beside its sources; nothing to generate")
            return []
        }
        let settings: Settings
        do {
            settings = try JSONDecoder().decode(Settings.self, from: Data(contentsOf: settingsFile))
        } catch {
            throw PluginError("\(settingsFile.path): expected { \"brand\": \"acme\", \"brands\": \"Brands\" }")
        }
        // Only a brand id reaches the tool, and after `--`: "--all" would bundle every
        // customer's configuration into this app (the rule Scripts/xcode-build-phase keeps).
        guard Self.isBrandID(settings.brand) else {
            throw PluginError("\(settingsFile.path): \"brand\" must be a brand id (lowercase letters, digits and '-', starting with a letter)")
        }
        let tool = try context.tool(named: "brandkit")
        let package = context.package.directoryURL.standardizedFileURL.resolvingSymlinksInPath()
        let brands = package.appending(path: settings.brands ?? "Brands").standardizedFileURL.resolvingSymlinksInPath()
        guard brands.path.hasPrefix(package.path + "/") else {
            throw PluginError("\(settingsFile.path): \"brands\" must name a folder inside the package")
        }
        let inputs = try FileManager.default.contentsOfDirectory(at: brands, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "yaml" }
        let work = context.pluginWorkDirectoryURL
        let accessors = work.appending(path: "BrandConfiguration.swift")
        let bundles = work.appending(path: "Bundles")
        let environment = settings.environment.map { ["--env", $0] } ?? []
        return [
            .buildCommand(
                displayName: "brandkit generate swift (\(target.name))", executable: tool.url,
                arguments: ["generate", "swift", "--brands", brands.path, "--output", accessors.path, "--quiet"],
                inputFiles: inputs + [settingsFile], outputFiles: [accessors]),
            .buildCommand(
                displayName: "brandkit bundle \(settings.brand) (\(target.name))", executable: tool.url,
                arguments: ["bundle", "--brands", brands.path, "--output", bundles.path, "--quiet"] + environment + ["--", settings.brand],
                inputFiles: inputs + [settingsFile],
                // The bundle directory itself is the output: SwiftPM copies it into the target's
                // resources whole, and leaves it for brandkit to create (brandkit replaces only
                // a directory it made).
                outputFiles: [bundles.appending(path: "\(settings.brand).bundle")]),
        ]
    }
}

extension BrandKitBuildPlugin {
    /// `[a-z][a-z0-9-]*`, as brandkit's own `BrandID` (a plugin cannot import the library).
    static func isBrandID(_ text: String) -> Bool {
        guard let first = text.utf8.first, (97...122).contains(first) else { return false }
        return text.utf8.allSatisfy { (97...122).contains($0) || (48...57).contains($0) || $0 == 45 }
    }
}

struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
