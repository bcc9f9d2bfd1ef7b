import BrandConfiguration
import BrandCore
import Foundation

/// What the paths on a command line select: brands directories, whole or a few brands of each.
struct BrandSelection: Sendable, Equatable {
    var directory: String
    /// The brands picked by file; nil for every brand in the directory.
    var brands: [String]?

    /// Groups `paths` by brands directory; no paths means `defaultDirectory`.
    static func from(paths: [String], defaultDirectory: String) throws(BrandKitError) -> [BrandSelection] {
        guard !paths.isEmpty else { return [BrandSelection(directory: defaultDirectory, brands: nil)] }
        var selections: [BrandSelection] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw BrandKitError("no such file or directory: '\(path)'",
                                    hint: "pass brand files (Brands/acme.yaml) or brands directories (Brands)")
            }
            let selection: BrandSelection
            if isDirectory.boolValue {
                selection = BrandSelection(directory: path, brands: nil)
            } else {
                let file = SourceFile(path: path, bytes: [])
                // The one definition of a brand file's name, the one the brands directory's listing uses.
                let isManifest = SourceFile.fileName(of: path) == FeatureFlagManager.manifestFileName
                guard isManifest || BrandFilesByID.isBrandFileName(SourceFile.fileName(of: path)) else {
                    throw BrandKitError("'\(path)' is not a brand file", hint: "brand files are named \(BrandID.pattern).yaml, or pass the brands directory")
                }
                let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
                selection = BrandSelection(directory: directory.isEmpty ? "/" : directory,
                                           brands: isManifest ? nil : [file.stem])
            }
            if let index = selections.firstIndex(where: { $0.directory == selection.directory }) {
                let merged = selections[index].brands.flatMap { old in selection.brands.map { old + $0 } }
                selections[index].brands = merged.map { Array(Set($0)).sorted() }
            } else {
                selections.append(selection)
            }
        }
        return selections
    }
}

/// `BRAND... | --all` on a command line: the brands named, or nil for every brand with
/// `--all`; exactly one of the two. Asked in `run()`, not `validate()`: there it would hide
/// an unknown option, whose value ArgumentParser takes for a brand.
enum NamedBrands {
    /// `allDoes`: what `--all` does (`bundles every brand`); `nameThem`: what to name
    /// (`name the brands to bundle`); `example`: the hint's two forms.
    static func pick(_ brands: [String], all: Bool, allDoes: String, nameThem: String, example: String) throws(BrandKitError) -> [String]? {
        guard all == !brands.isEmpty else { return all ? nil : brands }
        throw BrandKitError(all ? "--all \(allDoes): name no brands with it (\(DiagnosticText.value(brands.joined(separator: " "))))"
                                : "\(nameThem), or pass --all", hint: example)
    }
}
