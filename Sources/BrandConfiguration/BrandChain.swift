import BrandCore
import BrandYAML

/// Follows `extends:` from a brand to its root ancestor, reporting unknown parents, parents
/// whose files cannot be read, cycles and chains past the depth limit. Each walk takes at
/// most `maxAncestors` steps, so checking every brand is linear in the number of brands.
package enum BrandChain {
    /// The most brands a brand may extend, directly or through its parents.
    package static let maxAncestors = 16

    /// The brand files from the root ancestor down to `id`, or nil when the chain is broken.
    /// `isBrand` says whether a brand file of that id exists (readable or not); `file` gives
    /// its contents when it could be read; `ids` are every brand's, for suggestions.
    package static func chain(of id: String, ids: [String], isBrand: (String) -> Bool, diagnostics: inout [Diagnostic],
                      file: (String) -> BrandFile?) -> [BrandFile]? {
        guard let own = file(id) else { return nil }
        var chain = [own]
        var seen: Set<String> = [id]
        while let parent = chain[chain.count - 1].extends {
            let child = chain[chain.count - 1]
            if seen.contains(parent.id) {
                let start = chain.firstIndex { $0.id == parent.id } ?? 0
                diagnostics.append(cycleDiagnostic(Array(chain[start...])))
                return nil
            }
            guard isBrand(parent.id) else {
                diagnostics.append(.error(
                    .unknownBrand, "'\(child.id)' extends '\(parent.id)', but there is no brand '\(parent.id)'",
                    at: parent.location,
                    suggestion: DidYouMean.suggestion(for: parent.id, in: ids.filter { $0 != child.id }, noun: "brand")))
                return nil
            }
            guard let parentFile = file(parent.id) else {
                // The parent's own diagnostics say what is wrong; this brand cannot be checked until then.
                diagnostics.append(Diagnostic(
                    .note, .parentHasErrors, "'\(child.id)' extends '\(parent.id)', whose file has errors; it is checked once they are fixed",
                    at: parent.location, suggestion: "fix the errors in '\(parent.id)' first"))
                return nil
            }
            guard chain.count <= maxAncestors else {
                diagnostics.append(.error(
                    .extendsDepth, "'\(id)' extends a chain of more than \(maxAncestors) brands", at: own.extends?.location ?? own.startLocation,
                    suggestion: "extend a brand nearer the root; chains may hold at most \(maxAncestors) ancestors"))
                return nil
            }
            chain.append(parentFile)
            seen.insert(parent.id)
        }
        return chain.reversed()
    }

    /// The brands `id` extends, nearest first, as far as they are brand files of the
    /// directory, stopping before a brand repeats or past the depth limit. Unlike `chain`, it
    /// reports nothing and stops short instead of failing, so it also names the files of a
    /// broken chain.
    package static func ancestors(of id: String, isBrand: (String) -> Bool, file: (String) -> BrandFile?) -> [String] {
        var ancestors: [String] = []
        var seen: Set<String> = [id]
        var current = file(id)?.extends?.id
        while let parent = current, ancestors.count <= maxAncestors, seen.insert(parent).inserted, isBrand(parent) {
            ancestors.append(parent)
            current = file(parent)?.extends?.id
        }
        return ancestors
    }

    /// One diagnostic per cycle, at the `extends:` of its alphabetically first brand.
    private static func cycleDiagnostic(_ cycle: [BrandFile]) -> Diagnostic {
        let start = cycle.indices.min { cycle[$0].id < cycle[$1].id } ?? 0
        let ordered = Array(cycle[start...] + cycle[..<start])
        let names = (ordered + ordered.prefix(1)).map(\.id).joined(separator: " → ")
        guard let first = ordered.first else {
            return .error(.extendsCycle, "'extends' forms a cycle", at: SourceLocation(file: "", line: 1, column: 1),
                          suggestion: "remove 'extends' from one of the brands in the cycle")
        }
        return .error(.extendsCycle, "'extends' forms a cycle: \(names)", at: first.extends?.location ?? first.startLocation,
                      suggestion: "remove 'extends' from one of \(ordered.map { "'\($0.file)'" }.joined(separator: ", "))")
    }
}
