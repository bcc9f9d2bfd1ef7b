import BrandConfiguration
import BrandCore
import Foundation

/// `.xcfilelist` files for a Run Script build phase, so Xcode runs it only when brand files
/// change: every brand file in, every bundle's manifest out.
enum XcodeFileLists {
    static func write(to directory: String, brandsDirectory: String, inputs: [SourceFile], output: String,
                      units: [String]) throws(BrandKitError) {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw BrandKitError("cannot create '\(directory)'", hint: "check its parent's permissions")
        }
        let inputLines = inputs.map(\.path).sorted().map(xcodePath)
        let outputLines = units.sorted().map { xcodePath("\(output)/\($0)/\(BundleKind(unitName: $0).manifestFileName)") }
        try AtomicFile.write(inputLines.joined(separator: "\n") + "\n", to: directory + "/brandkit-inputs.xcfilelist")
        try AtomicFile.write(outputLines.joined(separator: "\n") + "\n", to: directory + "/brandkit-outputs.xcfilelist")
    }

    /// Relative paths are relative to the project, as `$(SRCROOT)` is in a build phase.
    private static func xcodePath(_ path: String) -> String {
        path.hasPrefix("/") || path.hasPrefix("$") ? path : "$(SRCROOT)/" + (path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
    }
}
