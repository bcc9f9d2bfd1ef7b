import BrandConfiguration
import Testing

@Suite struct ScalarTypeTests {
    /// Validation indexes its value rules by `ordinal`: each type has its own place, the
    /// places `0..<allCases.count`, so no type meets another's rules.
    @Test func ordinalsNumberTheTypesWithoutGaps() {
        #expect(ScalarType.allCases.map(\.ordinal).sorted() == Array(0..<ScalarType.allCases.count))
    }

    /// A table by scalar type hands each type the value made for it.
    @Test func aTableByTypeHandsEachTypeItsOwnValue() {
        let table = ByScalarType { $0.rawValue }
        for type in ScalarType.allCases { #expect(table[type] == type.rawValue) }
    }

    /// A flag of a scalar type is checked as that scalar (its schema is that type's value),
    /// and only a list flag has none: the schema walk's shortcut for flags and its full walk
    /// then type every value alike.
    @Test func aFlagTypeIsItsScalarTypeOrAList() {
        for type in FlagType.allCases {
            switch (type.scalarType, type.schema) {
            case (let scalar?, .value(let schemaType)):
                #expect(scalar == schemaType)
                #expect(scalar.rawValue == type.rawValue)
            case (nil, .list(.value(.string))):
                #expect(type.isList)
            default:
                Issue.record("\(type): scalar type \(String(describing: type.scalarType)) and its schema disagree")
            }
        }
    }
}
