@testable import BrandConfiguration
import Testing

@Suite("Top-level key sets")
struct TopLevelKeysTests {
    /// Every body field has a bit of its own, and there is room for each.
    @Test func everyBodyFieldIsOneKey() {
        let names = BrandSchema.bodyFields.map(\.name)
        #expect(names.count < 64)
        for (index, name) in names.enumerated() {
            for (otherIndex, other) in names.enumerated() {
                #expect(TopLevelKeys.key(name).meets(.key(other)) == (index == otherIndex), "\(name), \(other)")
            }
        }
    }

    /// Sets meet exactly when they share a key; the empty set meets none.
    @Test func setsMeetWhenTheyShareAKey() {
        let read: TopLevelKeys = ["helpCenter", "bundleId"]
        #expect(read.meets(["bundleId"]))
        #expect(read.meets(["colors", "helpCenter"]))
        #expect(!read.meets(["colors", "featureFlags"]))
        #expect(!read.meets([]))
        #expect(!TopLevelKeys().meets(read))
        #expect(TopLevelKeys(["bundleId", "helpCenter", "bundleId"]) == read)
    }

    /// A name that is no body field stands for every key, so no check is thought to have
    /// missed it, whichever side it is on.
    @Test func aNameThatIsNoFieldMeetsEveryKey() {
        let unknown: TopLevelKeys = ["notAField"]
        for name in BrandSchema.bodyFields.map(\.name) {
            #expect(unknown.meets(.key(name)) && TopLevelKeys.key(name).meets(unknown), "\(name)")
        }
        #expect(!unknown.meets([]))
        #expect(unknown.names == BrandSchema.bodyFields.map(\.name))
        #expect(TopLevelKeys(["helpCenter", "bundleId"]).names == ["bundleId", "helpCenter"])
    }
}
