@testable import BrandValidation
import Testing

/// The environments a cross-brand value is resolved in, as bits: two values clash only where
/// their environments meet, however many environments the manifest declares.
@Suite struct EnvironmentSetTests {
    @Test func setsMeetOnlyWhereTheyShareAnEnvironment() {
        var release = EnvironmentSet(0)
        let staging = EnvironmentSet(1)
        #expect(!release.intersects(staging))
        release.insert(1)
        #expect(release.intersects(staging) && staging.intersects(release))
        #expect(EnvironmentSet().union(staging).intersects(staging))
        #expect(!EnvironmentSet().intersects(EnvironmentSet()))
    }

    @Test func environmentsPastTheSixtyFourthAreKeptToo() {
        let late = EnvironmentSet(70)
        #expect(!late.intersects(EnvironmentSet(6)), "70 is not 70 mod 64")
        #expect(late.intersects(EnvironmentSet(70)))
        #expect(EnvironmentSet(3).union(late).intersects(EnvironmentSet(70)))
        var both = EnvironmentSet(64)
        both.insert(64)
        #expect(both == EnvironmentSet(64))
    }
}
