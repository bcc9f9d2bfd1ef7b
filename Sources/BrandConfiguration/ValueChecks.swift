import BrandCore

/// What validation does with each value a brand file writes, handed over as the schema walk
/// types it: a value is checked where it is made, not kept in a list and copied out again.
package struct ValueChecks: Sendable {
    /// The types some check reads: values of the others are passed over.
    package let types: ScalarTypes
    /// Appends the problems of one value.
    package let check: @Sendable (TypedLeaf, inout [Diagnostic]) -> Void

    package init(types: ScalarTypes, check: @escaping @Sendable (TypedLeaf, inout [Diagnostic]) -> Void) {
        self.types = types
        self.check = check
    }
}
