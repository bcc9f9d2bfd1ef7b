/// Names in generated code, made from names and values brand files choose.
enum CodeName {
    /// `checkoutTheme` → `CheckoutTheme`.
    static func typeName(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    /// `PaymentMethods` → `PaymentMethod`: the element type of a list flag.
    static func singular(_ name: String) -> String {
        name.count > 1 && name.hasSuffix("s") && !name.hasSuffix("ss") ? String(name.dropLast()) : name + "Item"
    }

    /// Case names for `values`, in order: letters and digits kept, anything else starts a new
    /// capitalised word (`in-app` → `inApp`), a leading digit gets `_`, and a name taken by
    /// an earlier value gets its position appended, so every case stays distinct.
    static func caseNames(_ values: [String]) -> [String] {
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
            if name.isEmpty || name.first?.isNumber == true { name = "_" + name }
            if used.contains(name) { name += "_\(index + 1)" }
            while used.contains(name) { name += "_" }
            used.insert(name)
            return name
        }
    }
}
