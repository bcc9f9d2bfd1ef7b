import BrandBundles
import BrandConfiguration
import BrandCore
/// `generate kotlin --package`: a name Kotlin and the Java code beside it on Android accept.
package enum KotlinPackage {
    /// Why `name` cannot be the package, or nil when it can.
    package static func problem(_ name: String) -> String? {
        let segments = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if let bad = segments.first(where: { !GeneratedName.isValid($0) }) {
            return "'\(DiagnosticText.value(bad))' is no package segment: each is a letter, then letters, digits or '_'"
        }
        if let keyword = segments.first(where: { GeneratedSource.kotlinKeywords.contains($0) || javaKeywords.contains($0) }) {
            return "'\(keyword)' is a Kotlin or Java keyword and cannot be a package segment"
        }
        if segments.first == "kotlin" {
            return "packages under 'kotlin' belong to Kotlin's standard library"
        }
        return nil
    }

    private static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue", "default",
        "do", "double", "else", "enum", "extends", "final", "finally", "float", "for", "goto", "if", "implements", "import",
        "instanceof", "int", "interface", "long", "native", "new", "package", "private", "protected", "public", "return",
        "short", "static", "strictfp", "super", "switch", "synchronized", "this", "throw", "throws", "transient", "try",
        "void", "volatile", "while", "true", "false", "null", "var", "record", "yield",
    ]
}
