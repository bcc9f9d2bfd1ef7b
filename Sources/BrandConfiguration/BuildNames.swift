import BrandCore

/// The names a brand id and an environment name become in the build tools, and whether each
/// tool takes them: the one place that decides. A brand is a Gradle product flavor (its id
/// with each `-` dropped and the next letter capitalised) and an Xcode target and scheme
/// named by its id in XcodeGen's YAML; an environment is a Gradle build type and an Xcode
/// configuration. The Android Gradle Plugin refuses flavors and build types named after its
/// source sets (`main`, `test`, `androidTest`, `testFixtures`) or starting with `test` or
/// `androidTest`, and a flavor named like a build type; XcodeGen writes its project with a
/// YAML 1.1 reader and writer, which turn `true`, `yes`, `on` and their kin into booleans.
package enum BuildNames {
    /// A brand id as a Gradle flavor name: `acme-de` → `acmeDe`.
    package static func flavorName(_ id: String) -> String {
        // Most ids have no '-': they are their flavor name, with nothing made.
        guard id.utf8.contains(UInt8(ascii: "-")) else { return id }
        var bytes: [UInt8] = []
        var capitalise = false
        for byte in id.utf8 {
            if byte == UInt8(ascii: "-") {
                capitalise = !bytes.isEmpty
                continue
            }
            bytes.append(capitalise && byte.isASCIILowercase ? byte - 0x20 : byte)
            capitalise = false
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The build types every Android app has, whatever the environments.
    static let defaultBuildTypes = ["debug", "release"]
    /// Names the Android Gradle Plugin keeps for its source sets.
    static let sourceSetNames: Set<String> = ["main", "test", "androidTest", "testFixtures"]
    static let reservedPrefixes = ["test", "androidTest"]
    /// The YAML 1.1 booleans and null a brand id could spell (ids are lower case).
    static let yamlWords: Set<String> = ["y", "n", "yes", "no", "true", "false", "on", "off", "null"]

    /// Why an Xcode build configuration may not be named `name`, if it may not: XcodeGen
    /// refuses an empty one, reads a YAML 1.1 boolean as one, and Xcode builds into a folder
    /// named after it (`Build/Products/<name>-iphoneos`), so a '/', a '..' or a character a
    /// path or a build setting cannot carry would put the build elsewhere.
    package static func configurationNameProblem(_ name: String) -> String? {
        if name.isEmpty { return "is empty, which XcodeGen refuses" }
        if yamlWords.contains(name.lowercased()) { return "is a boolean or null to XcodeGen's YAML 1.1 reader" }
        if name.contains("..") { return "holds '..', and Xcode builds into a folder named after the configuration" }
        let allowed = name.utf8.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "-")
            || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") }
        if !allowed { return "holds a character other than letters, digits, spaces, '-', '_' and '.', and Xcode builds into a folder named after it" }
        if name.utf8.first == UInt8(ascii: " ") || name.utf8.last == UInt8(ascii: " ") || name.utf8.first == UInt8(ascii: ".") {
            return "starts or ends with a space, or starts with '.'"
        }
        return nil
    }

    /// Why the Android Gradle Plugin would refuse `name` as a flavor or build type, if it would.
    static func gradleProblem(_ name: String, as role: String) -> String? {
        // Every reserved name and prefix starts with 'a', 'm' or 't': most names are passed at their first byte.
        guard let first = name.utf8.first, first == UInt8(ascii: "a") || first == UInt8(ascii: "m") || first == UInt8(ascii: "t") else { return nil }
        if sourceSetNames.contains(name) { return "the Android Gradle Plugin keeps '\(name)' for a source set, so no \(role) may be named so" }
        if let prefix = reservedPrefixes.first(where: { name.hasPrefix($0) }) {
            return "the Android Gradle Plugin refuses a \(role) whose name starts with '\(prefix)' ('\(name)')"
        }
        return nil
    }

    static func yamlProblem(_ name: String) -> String? {
        name.utf8.count <= 5 && yamlWords.contains(name)
            ? "XcodeGen reads '\(name)' as a YAML 1.1 boolean or null, so its target and scheme would not be named '\(name)'" : nil
    }

    /// Why `id` cannot be a brand in a project whose environments are `environments`; nil when it can.
    package static func brandIDProblem(_ id: String, flavor: String, environments: [String]) -> String? {
        if let problem = gradleProblem(flavor, as: "product flavor") { return "its Gradle flavor '\(flavor)': " + problem }
        if defaultBuildTypes.contains(flavor) || environments.contains(flavor) {
            return "its Gradle flavor '\(flavor)' is also a build type ('\(flavor)'), and Gradle refuses a flavor named like a build type"
        }
        return yamlProblem(id)
    }

    /// Why `name` cannot be an environment; nil when it can.
    package static func environmentProblem(_ name: String) -> String? {
        gradleProblem(name, as: "build type") ?? yamlProblem(name)
    }
}
