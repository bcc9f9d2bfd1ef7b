import ArgumentParser
import BrandConfiguration
import BrandCore
import BrandReports
import Foundation

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a starter brands directory: a manifest and one brand that validates.",
        discussion: """
            Beside the brands directory it writes brand.schema.json and brandkit.schema.json, which the \
            files name in their first line, so YAML editors complete and check them (write them again with \
            'brandkit schema' when the manifest's flags change). Nothing is replaced: when any of these files \
            exists, nothing is written.
            """
    )

    @OptionGroup var brandsOptions: BrandsOptions

    @Option(name: .long, help: ArgumentHelp("The starter brand's id (its file name without .yaml).", valueName: "id"))
    var brand = "example"

    /// Checked before anything is written: an id that is a brand file name, at most 64
    /// characters, and not the manifest's own name.
    func validate() throws {
        try NewBrandID.check(brand, naming: "--brand")
    }

    func run() throws {
        let directory = brandsOptions.brands
        // The schemas sit one folder up, outside the brands directory, where brand files name them.
        let schemas = StarterBrands.schemas().map { (StarterBrands.schemaPath($0.file, besideBrandsDirectory: directory), $0.text) }
        let files = (schemas
            + [(directory + "/" + FeatureFlagManager.manifestFileName, StarterBrands.manifest),
               (directory + "/\(brand).yaml", StarterBrands.brand(brand))]).map { ($0.0, Array($0.1.utf8)) }
            + StarterBrands.iconFiles(for: brand, icons: BrandInterface.Icon.allCases).map { (directory + "/" + $0.path, $0.bytes) }
        for (path, _) in files where SafeFileSystem.kind(path) != .missing {
            throw BrandKitError("'\(path)' already exists; nothing was written",
                                hint: "run init in a project without a brands directory, or pass --brands DIR")
        }
        do {
            try FileManager.default.createDirectory(atPath: directory + "/\(brand)", withIntermediateDirectories: true)
        } catch {
            throw BrandKitError("cannot create the folder '\(directory)'", hint: "check its parent's permissions")
        }
        // All files or none: what this run created is removed when a later file fails.
        var written: [String] = []
        for (path, bytes) in files {
            do { try SafeFileSystem.createNewFile(path, bytes) } catch {
                for path in written { SafeFileSystem.remove(path) }
                throw BrandKitError(error.description, hint: "check that '\(directory)' and its parent are writable")
            }
            written.append(path)
        }
        Output.summary("Wrote \(directory)/\(FeatureFlagManager.manifestFileName), \(directory)/\(brand).yaml, its icons and their schemas "
                       + "(\(schemas.map(\.0).joined(separator: ", "))). "
                       + "Next: brandkit validate\(directory == "Brands" ? "" : " --brands \(directory)")\n")
    }
}
