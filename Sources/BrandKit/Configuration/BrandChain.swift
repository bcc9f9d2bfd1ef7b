/// Follows `extends:` from a brand to its root ancestor, reporting unknown parents and cycles.
enum BrandChain {
    /// The brand files from the root ancestor down to `id`, or nil when the chain is broken.
    /// `file` gives a brand's readable file; `ids` are every brand's, for suggestions.
    static func chain(of id: String, ids: [String], diagnostics: inout [Diagnostic],
                      file: (String) -> BrandFile?) -> [BrandFile]? {
        var chain: [BrandFile] = []
        var current = id
        while let brand = file(current) {
            if let index = chain.firstIndex(where: { $0.id == brand.id }) {
                diagnostics.append(cycleDiagnostic(Array(chain[index...])))
                return nil
            }
            chain.append(brand)
            guard let parent = brand.extends else { return chain.reversed() }
            guard file(parent.id) != nil else {
                diagnostics.append(.error(
                    .unknownBrand, "'\(brand.id)' extends '\(parent.id)', but there is no brand '\(parent.id)'",
                    at: parent.location,
                    suggestion: DidYouMean.suggestion(for: parent.id, in: ids.filter { $0 != brand.id }, noun: "brand")))
                return nil
            }
            current = parent.id
        }
        return nil
    }

    /// The brands `id` extends, nearest first, as far as they are brand files of the
    /// directory, stopping before a brand repeats. Unlike `chain`, it reports nothing and
    /// stops short instead of failing, so it also names the files of a broken chain.
    static func ancestors(of id: String, isBrand: (String) -> Bool, file: (String) -> BrandFile?) -> [String] {
        var ancestors: [String] = []
        var current = file(id)?.extends?.id
        while let parent = current, parent != id, !ancestors.contains(parent), isBrand(parent) {
            ancestors.append(parent)
            current = file(parent)?.extends?.id
        }
        return ancestors
    }

    /// One diagnostic per cycle, at the `extends:` of its alphabetically first brand.
    private static func cycleDiagnostic(_ cycle: [BrandFile]) -> Diagnostic {
        let start = cycle.indices.min { cycle[$0].id < cycle[$1].id }!
        let ordered = Array(cycle[start...] + cycle[..<start])
        let names = (ordered + [ordered[0]]).map(\.id).joined(separator: " → ")
        let first = ordered[0]
        return .error(.extendsCycle, "'extends' forms a cycle: \(names)", at: first.extends!.location,
                      suggestion: "remove 'extends' from one of \(ordered.map { "'\($0.file)'" }.joined(separator: ", "))")
    }
}
