import BrandConfiguration
import BrandReports
import BrandTestSupport
import Foundation
import Testing

/// `explain` lists the layers `BrandResolver.layers` gives; resolution merges its own way.
/// For every value of every example brand, the last layer that sets it must be the value
/// the brand resolves to, so the two can never drift apart.
@Suite struct ExplainTests {
    @Test func theLastLayerOfEveryLeafIsTheResolvedValue() throws {
        let manager = try BrandInputs.read(ExampleBrands.path, displayedAs: "Brands").open()
        var checked = 0
        for id in manager.brandIDs {
            for environment in manager.manifest.environments {
                let brand = try #require(manager.brand(id, environment: environment))
                // Gated once per brand and environment, as `explain` gates it, then each leaf explained.
                guard case .passed(let gated) = try manager.gate(brand: id, environment: environment) else {
                    Issue.record("\(id) \(environment) did not pass the gate")
                    continue
                }
                for (path, value) in Self.leaves(brand.root, path: []) {
                    guard let explanation = KeyExplanation.explanation(of: path, key: path.joined(separator: "."), in: gated,
                                                                       manager: manager) else {
                        Issue.record("\(id) \(path) did not resolve")
                        continue
                    }
                    let winner = try #require(explanation.winner.map { explanation.settings[$0] })
                    #expect(winner.location == value.provenance.location, "\(id) \(environment) \(path)")
                    checked += 1
                }
            }
        }
        #expect(checked > 100)
    }

    /// Every scalar or list in `value`, with its path, without entering lists.
    static func leaves(_ value: ResolvedValue, path: [String]) -> [([String], ResolvedValue)] {
        guard let entries = value.mapping else { return path.isEmpty ? [] : [(path, value)] }
        return entries.sorted { $0.key < $1.key }.flatMap { leaves($0.value, path: path + [$0.key]) }
    }
}
