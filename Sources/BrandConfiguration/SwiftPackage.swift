import BrandCore
import BrandYAML

/// A Swift package a module's iOS code comes from, as XcodeGen's `packages:` and Tuist's
/// `Project.packages` name one: a remote `url` with one version requirement, or a local
/// `path`; and the products of it the app links.
package struct SwiftPackage: Sendable, Equatable {
    /// Where its source is.
    package enum Source: Sendable, Equatable {
        case remote(url: String, requirement: Requirement)
        case local(path: String)
    }

    /// Which versions of a remote package: one of XcodeGen's keys (`from`, `exactVersion`,
    /// `branch`, `revision`), each one of Tuist's `Package.Requirement` cases, with its value.
    package struct Requirement: Sendable, Equatable {
        package let key: String
        package let value: String

        static let keys = ["from", "exactVersion", "branch", "revision"]
    }

    /// The package's name in the project: XcodeGen's `packages:` key, which a target's
    /// `dependencies: [{ package: }]` names.
    package var name: String
    package var source: Source
    /// The products the app links; the package's name when the manifest lists none.
    package var products: [String]
    package var location: SourceLocation

    /// Reads `name: { url: ..., from: ... }` or `name: { path: ... }`, reporting at its line
    /// what makes it neither.
    static func read(_ pair: YAMLPair, module: String, diagnostics: inout [Diagnostic]) -> SwiftPackage? {
        let node = pair.value, name = pair.key.value
        func text(_ key: String) -> String? { node[key]?.scalar?.value }
        let products = (node["products"]?.sequence ?? []).compactMap { $0.scalar?.value }
        let requirements = Requirement.keys.compactMap { key in text(key).map { Requirement(key: key, value: $0) } }
        func refuse(_ message: String, _ suggestion: String) -> SwiftPackage? {
            diagnostics.append(.error(.invalidDeclaration, "module '\(module)''s package '\(DiagnosticText.value(name))' \(message)",
                                      at: pair.keyLocation, suggestion: suggestion))
            return nil
        }
        let source: Source
        switch (text("url"), text("path")) {
        case (let url?, nil):
            guard requirements.count == 1, let requirement = requirements.first else {
                return refuse("needs exactly one version requirement", "give one of: from, exactVersion, branch, revision")
            }
            guard URLCheck.parts(of: url) != nil else {
                return refuse("has no URL a package can be cloned from", "write its git URL (https://github.com/owner/name.git)")
            }
            if ["from", "exactVersion"].contains(requirement.key), !Self.isVersion(requirement.value) {
                return refuse("\(requirement.key == "from" ? "starts from" : "asks for") '\(DiagnosticText.value(requirement.value))', which is no version SwiftPM reads",
                              "write MAJOR.MINOR.PATCH, quoted: \"11.0.0\"")
            }
            source = .remote(url: url, requirement: requirement)
        case (nil, let path?):
            guard requirements.isEmpty else { return refuse("is local: a path takes no version requirement", "remove the requirement, or give a url") }
            source = .local(path: path)
        default:
            return refuse("needs a url or a path (one of the two)", "give url: with a version requirement, or path: to a local package")
        }
        return SwiftPackage(name: name, source: source, products: products.isEmpty ? [name] : products, location: pair.keyLocation)
    }

    /// A semantic version, `MAJOR.MINOR.PATCH` with an optional `-prerelease` and `+build`
    /// of letters, digits, `-` and `.`: what SwiftPM, XcodeGen and Tuist's `Version` read alike.
    static func isVersion(_ text: String) -> Bool {
        let end = text.firstIndex { $0 == "-" || $0 == "+" } ?? text.endIndex
        let core = text[..<end].split(separator: ".", omittingEmptySubsequences: false)
        guard core.count == 3, core.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(\.isASCIIDigit) }) else { return false }
        let rest = text[end...].dropFirst()
        return end == text.endIndex || (!rest.isEmpty && rest.utf8.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "+") })
    }

    /// The same package written twice alike: its source, whoever names it.
    package func declaresSamePackage(as other: SwiftPackage) -> Bool {
        switch (source, other.source) {
        case (.remote(let url, _), .remote(let otherURL, _)): Self.canonical(url) == Self.canonical(otherURL)
        case (.local(let path), .local(let otherPath)): path == otherPath
        default: false
        }
    }

    /// A git URL as SwiftPM identifies a package: in any case, with or without `.git` or a final `/`.
    private static func canonical(_ url: String) -> String {
        var text = url.lowercased()
        while text.hasSuffix("/") { text.removeLast() }
        if text.hasSuffix(".git") { text.removeLast(4) }
        return text
    }
}
