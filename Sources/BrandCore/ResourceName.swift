/// What a name brandkit generates must be on every platform at once: an Android resource name
/// that `aapt2 link --java` can turn into a field of `R` (so no Java keyword), a name Kotlin
/// code can write without backticks, and, as a file name, distinct from its siblings on a
/// case-insensitive disk (a Mac's). Every generated name — images, string keys, fonts,
/// colours, flags — is asked here; brandkit's own resource names are reserved.
package enum ResourceName {
    /// Java's keywords and literals (JLS §3.9, §3.10), which `aapt2` refuses as symbol names.
    static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
        "default", "do", "double", "else", "enum", "extends", "final", "finally", "float", "for", "goto", "if",
        "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "package", "private",
        "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized", "this",
        "throw", "throws", "transient", "try", "void", "volatile", "while", "true", "false", "null", "_",
    ]

    /// Kotlin's hard keywords, which Kotlin code can name only between backticks.
    static let kotlinKeywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null",
        "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var",
        "when", "while",
    ]

    /// String resources brandkit writes itself into every brand's `res/values/brand.xml`.
    package static let reservedStrings: Set<String> = [
        "brand_id", "brand_environment", "brand_display_name", "brand_bundle_id", "brand_application_id",
    ]
    /// The prefix of the resources brandkit writes for flags (`flag_new_checkout`).
    package static let reservedPrefix = "flag_"

    /// Why `resource`, a name as it is written into Android resources (snake_case), cannot be
    /// one, as a phrase after the name; nil when it can.
    package static func keywordProblem(_ resource: String) -> String? {
        if javaKeywords.contains(resource) { return "is a Java keyword, which Android's generated R class cannot hold" }
        if kotlinKeywords.contains(resource) { return "is a Kotlin keyword, which Kotlin code could only name between backticks" }
        return nil
    }

    /// Why `resource`, a string resource name, cannot be a user's, or nil: a keyword, or a
    /// name brandkit writes itself (aapt2 would refuse the two definitions).
    package static func stringProblem(_ resource: String) -> String? {
        if let problem = keywordProblem(resource) { return problem }
        if reservedStrings.contains(resource) || resource.hasPrefix(reservedPrefix) {
            return "is a name brandkit writes itself in brand.xml"
        }
        return nil
    }

    /// The key two file names share on a case-insensitive disk.
    package static func caseInsensitiveKey(_ name: String) -> String { name.lowercased() }
}
