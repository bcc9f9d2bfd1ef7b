import BrandCore

/// What validation does with each value a brand file writes, handed over as the schema walk
/// types it: a value is checked where it is made, not kept in a list and copied out again.
///
/// One worker's own: it carries the worker's memory of clean flag values, so it is not
/// `Sendable`; each worker makes its own from the checks every worker shares.
package struct ValueChecks {
    /// The types some check reads: values of the others are passed over.
    package let types: ScalarTypes
    /// Appends the problems of one value.
    package let check: @Sendable (TypedLeaf, inout [Diagnostic]) -> Void
    /// Flag values found clean so far, passed without a check when written again.
    let cleanFlagValues = CleanFlagValues()

    package init(types: ScalarTypes, check: @escaping @Sendable (TypedLeaf, inout [Diagnostic]) -> Void) {
        self.types = types
        self.check = check
    }
}
