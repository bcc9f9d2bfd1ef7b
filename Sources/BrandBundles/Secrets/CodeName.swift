/// Names in generated code, made from names and values brand files choose.
///
/// The one rule: a name is used as written unless Swift or Kotlin cannot take it where it
/// stands (a word reserved there, or a name the generated file itself uses there) or an
/// earlier name of the same scope has it; then `_` is appended until it is free. Colour
/// `all` becomes `all_`, a flag enum `Swift` becomes `Swift_`, a case `name` becomes `name_`.
/// Keywords either language can escape are kept and written in backticks (`` `default` ``).
/// Both languages get the same names, so an app's Swift and Kotlin code read alike.
package enum CodeName {
    /// Where a name stands in the generated files.
    package enum Place {
        /// A colour or flag property (`Colors`, `FeatureFlags`).
        case property
        /// The enum of a flag with `allowed`, nested in `FeatureFlags`.
        case type
        /// A case of such an enum.
        case enumCase
    }

    /// Names that `place` cannot take in at least one language.
    package static func reserved(_ place: Place) -> Set<String> {
        switch place {
        // `Companion`: Kotlin's name for the companion object each class here has.
        case .property: return unescapable.union(qualifiers).union(["all", "Companion"])
        case .type: return unescapable.union(qualifiers).union(["Any", "FeatureFlags", "Colors", "Field", "Companion"])
        case .enumCase:
            return unescapable.union(["rawValue", "allCases", "hashValue", "name", "ordinal", "value", "values", "valueOf",
                                      "entries", "Companion"])
        }
    }

    /// Swift keywords that backticks cannot make into a member name.
    private static let unescapable: Set<String> = ["self", "Self", "init", "deinit", "subscript", "Type", "Protocol"]
    /// The roots the generated files qualify standard types with (`Swift.String`,
    /// `kotlin.String`); a member of that name would hide them.
    private static let qualifiers: Set<String> = ["Swift", "Foundation", "BrandConfiguration", "kotlin", "java"]

    /// `name`, or `name` with `_` appended until it is neither reserved in `place`, nor only
    /// underscores (Kotlin reserves those), nor in `taken`; the result is added to `taken`.
    package static func free(_ name: String, in place: Place, taken: inout Set<String>) -> String {
        var name = name
        let reserved = reserved(place)
        while reserved.contains(name) || taken.contains(name) || name.allSatisfy({ $0 == "_" }) { name += "_" }
        taken.insert(name)
        return name
    }

    /// `checkoutTheme` → `CheckoutTheme`.
    package static func typeName(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    /// `PaymentMethods` → `PaymentMethod`: the element type of a list flag.
    package static func singular(_ name: String) -> String {
        name.count > 1 && name.hasSuffix("s") && !name.hasSuffix("ss") ? String(name.dropLast()) : name + "Item"
    }

    /// Case names for `values`, in order: letters and digits kept, anything else starts a new
    /// capitalised word (`in-app` → `inApp`), a leading digit gets `_`, a value with no letter
    /// or digit is named `_` and its position (`_1`), and then the one rule above applies.
    package static func caseNames(_ values: [String]) -> [String] {
        var used: Set<String> = []
        return values.enumerated().map { index, value in
            var name = ""
            var upperNext = false
            for scalar in value.unicodeScalars {
                guard scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" else {
                    upperNext = !name.isEmpty
                    continue
                }
                name += upperNext ? String(scalar).uppercased() : String(scalar)
                upperNext = false
            }
            if name.allSatisfy({ $0 == "_" }) { name = "_\(index + 1)" }
            if name.first?.isNumber == true { name = "_" + name }
            return free(name, in: .enumCase, taken: &used)
        }
    }
}
