import ArgumentParser
import BrandKit

extension DiagnosticFormat: ExpressibleByArgument {}

/// `--brands DIR`, shared by every command that reads brands.
struct BrandsOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The brands directory.", valueName: "dir"))
    var brands: String = "Brands"

    func load() throws(BrandKitError) -> FeatureFlagManager {
        try BrandDirectory.load(brands)
    }
}

extension FeatureFlagManager {
    /// The environments an `--env` option selects: one, checked, or every declared one.
    func environments(selecting environment: String?) throws(BrandKitError) -> [String] {
        guard let environment else { return manifest.environments }
        guard manifest.environments.contains(environment) else {
            throw BrandKitError(
                "unknown environment '\(environment)'",
                hint: DidYouMean.suggestion(for: environment, in: manifest.environments, noun: "environment"))
        }
        return [environment]
    }
}
