import Foundation
import PackagePlugin

/// `swift package plugin brandkit <command> [arguments]`: runs brandkit, built from source
/// with the package, in the package's directory, so `Brands/` is found as on the command
/// line. Commands that write (bundle, generate, preview, init) need
/// `--allow-writing-to-package-directory`.
@main
struct BrandKitPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "brandkit")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            Diagnostics.error("brandkit \(arguments.first ?? "") exited with status \(process.terminationStatus)")
            return
        }
    }
}
