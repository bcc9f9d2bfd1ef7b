import ArgumentParser
import BrandConfiguration
import BrandCore
import BrandValidation

/// Shell completion of brand ids and environments (the scripts `--generate-completion-script`
/// writes call brandkit back for them). Read from the brands directory the words being
/// completed name (`--brands DIR`), else `Brands`: the manifest and the file names, nothing
/// validated, and never an error, only no candidates.
enum Completions {
    static let brandIDs = CompletionKind.custom { words, _, prefix in
        candidates(listed(in: words)?.brandIDs ?? [], prefix)
    }

    static let environments = CompletionKind.custom { words, _, prefix in
        candidates(listed(in: words)?.manifest.environments ?? [], prefix)
    }

    /// The brands directory listed and its manifest read, nothing checked; nil when it cannot be.
    private static func listed(in words: [String]) -> GatedBrands<StreamedBrandFiles>? {
        let request = RunRequest(.streamed(directory(in: words)), manifestErrors: .reportedWithTheBrands)
        return (try? BrandRun.run(request) { $0.brands })?.result
    }

    /// The value of the last `--brands` among `words`, else `Brands`.
    static func directory(in words: [String]) -> String {
        var directory = "Brands"
        for (index, word) in words.enumerated() {
            if word == "--brands", words.indices.contains(index + 1) { directory = words[index + 1] }
            if word.hasPrefix("--brands=") { directory = String(word.dropFirst("--brands=".count)) }
        }
        return directory
    }

    private static func candidates(_ names: [String], _ prefix: String) -> [String] {
        names.filter { $0.hasPrefix(prefix) }
    }
}
