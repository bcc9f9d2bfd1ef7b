import ArgumentParser
import BrandConfiguration
import BrandCore
import BrandKit
import Foundation

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a starter brands directory: a manifest and one brand that validates.",
        discussion: "Nothing is replaced: when the directory already has a manifest or that brand, nothing is written."
    )

    @OptionGroup var brandsOptions: BrandsOptions

    @Option(name: .long, help: ArgumentHelp("The starter brand's id (its file name without .yaml).", valueName: "id"))
    var brand = "example"

    /// Checked before anything is written: an id that is a brand file name, at most 64
    /// characters, and not the manifest's own name.
    func validate() throws {
        guard BrandID.isValid(brand), brand.utf8.count <= 64 else {
            throw ValidationError("--brand takes a brand id matching \(BrandID.pattern), at most 64 characters")
        }
        guard brand + ".yaml" != FeatureFlagManager.manifestFileName else {
            throw ValidationError("--brand cannot be '\(brand)': \(FeatureFlagManager.manifestFileName) is the manifest")
        }
    }

    func run() throws {
        let directory = brandsOptions.brands
        let files = [(FeatureFlagManager.manifestFileName, StarterBrands.manifest), ("\(brand).yaml", StarterBrands.brand(brand))]
        for (name, _) in files where SafeFileSystem.kind(directory + "/" + name) != .missing {
            throw BrandKitError("'\(directory)/\(name)' already exists; nothing was written",
                                hint: "run init in a project without a brands directory, or pass --brands DIR")
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw BrandKitError("cannot create the folder '\(directory)'", hint: "check its parent's permissions")
        }
        // Both files or neither: what this run created is removed when a later file fails.
        var written: [String] = []
        for (name, text) in files {
            do { try SafeFileSystem.createNewFile(directory + "/" + name, Array(text.utf8)) } catch {
                for path in written { SafeFileSystem.remove(path) }
                throw BrandKitError(error.description, hint: "check that '\(directory)' is writable")
            }
            written.append(directory + "/" + name)
        }
        Output.summary("Wrote \(directory)/\(FeatureFlagManager.manifestFileName) and \(directory)/\(brand).yaml. "
                       + "Next: brandkit validate\(directory == "Brands" ? "" : " --brands \(directory)")\n")
    }
}
