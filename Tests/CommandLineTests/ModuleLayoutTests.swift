import Foundation
import Testing

/// The targets show the layers: no library module grows into the place everything goes, and
/// the command line reads no YAML of its own.
@Suite("Module layout")
struct ModuleLayoutTests {
    /// Swift lines of each folder under `Sources/`, the command line's included.
    private func linesByModule() throws -> [String: Int] {
        let sources = Brandkit.packageRoot.appendingPathComponent("Sources")
        var lines: [String: Int] = [:]
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path) {
            let folder = sources.appendingPathComponent(module)
            guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                lines[module, default: 0] += text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            }
        }
        return lines
    }

    @Test func noLibraryModuleHoldsMoreThanAFifthOfTheSources() throws {
        let lines = try linesByModule()
        let total = lines.values.reduce(0, +)
        #expect(total > 10_000, "read \(total) lines: is Sources/ where the test looks?")
        for (module, count) in lines.sorted(by: { $0.key < $1.key }) where module != "brandkit" {
            #expect(count * 5 <= total, "\(module) holds \(count) of \(total) lines (\(count * 100 / total)%): split it by what it holds")
        }
    }

    @Test func theCommandLineImportsNoLayerBelowWhatItRuns() throws {
        let folder = Brandkit.packageRoot.appendingPathComponent("Sources/brandkit")
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for module in ["BrandYAML", "TextPattern", "LanguageRules", "AssetFormats", "AppArchive", "HelpCenter"] {
                #expect(!text.contains("import \(module)\n"), "\(file) imports \(module)")
            }
        }
    }

    /// One type owns a run: the command line asks `BrandRun.run` for brands and never reads a
    /// brands directory, a git revision or a brand file itself, nor checks brands but
    /// through the run. (The stages are the run module's own: nothing else can call them.)
    @Test func theCommandLineOpensBrandsOnlyThroughTheRun() throws {
        let folder = Brandkit.packageRoot.appendingPathComponent("Sources/brandkit")
        var opening: [String] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for reader in ["BrandInputs", "FeatureFlagManager(", "StreamedBrandFiles(", "ValidationPass", "BrandValidator.validate",
                           "contentsOfDirectory", "\"git\"", "\"cat-file\""] {
                #expect(!text.contains(reader), "\(file) reads brands itself (\(reader))")
            }
            if text.contains("BrandRun.") { opening.append(file) }
        }
        #expect(opening.sorted() == ["AddCommand.swift", "Completions.swift", "Options.swift", "ValidateCommand.swift", "VerifyCommand.swift"])
    }

    /// A command says what happened (`Outcome`); only the command line's one call turns that
    /// into an exit status, so no command exits or names a status of its own.
    @Test func exitStatusesAreDecidedInOnePlace() throws {
        let folder = Brandkit.packageRoot.appendingPathComponent("Sources/brandkit")
        var deciding: [String] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            if ["ExitCode", "exit(", "Int32"].contains(where: text.contains) { deciding.append(file) }
        }
        #expect(deciding.sorted() == ["BrandKitCommand.swift", "Outcome.swift"], "files that exit or name a status: \(deciding.sorted())")
    }
}
