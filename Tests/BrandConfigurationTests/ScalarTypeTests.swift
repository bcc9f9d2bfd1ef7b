import BrandConfiguration
import Testing

@Suite struct ScalarTypeTests {
    /// Validation indexes its value rules by `ordinal`: each type has its own place, the
    /// places `0..<allCases.count`, so no type meets another's rules.
    @Test func ordinalsNumberTheTypesWithoutGaps() {
        #expect(ScalarType.allCases.map(\.ordinal).sorted() == Array(0..<ScalarType.allCases.count))
    }
}
