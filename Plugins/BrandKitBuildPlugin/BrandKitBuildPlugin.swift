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
        let tool = try context.tool(named: "brandkit")
        let brands = context.package.directoryURL.appending(path: settings.brands ?? "Brands")
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
                arguments: ["bundle", settings.brand, "--brands", brands.path, "--output", bundles.path, "--quiet"] + environment,
                inputFiles: inputs + [settingsFile],
                // The bundle directory itself is the output: SwiftPM copies it into the target's
                // resources whole, and leaves it for brandkit to create (brandkit replaces only
                // a directory it made).
                outputFiles: [bundles.appending(path: "\(settings.brand).bundle")]),
        ]
    }
}

struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
