import BrandCore
import BrandYAML

/// An `ios.infoPlist` value as a property list holds it, by the YAML 1.2 core schema: a
/// quoted scalar is a string, a plain `true`/`false` a boolean, a plain whole number an
/// integer, a plain decimal a real, anything else plain a string; lists are arrays and
/// mappings dictionaries (keys sorted). What a property list cannot hold is a problem.
package enum InfoPlistValue {
    package struct Problem: Error, Sendable {
        package var message: String
        package var suggestion: String
        package var location: SourceLocation
    }

    package static func value(_ value: ResolvedValue) -> Result<JSONValue, Problem> {
        if let items = value.sequence {
            var array: [JSONValue] = []
            for item in items {
                switch Self.value(item) {
                case .success(let item): array.append(item)
                case .failure(let problem): return .failure(problem)
                }
            }
            return .success(.array(array))
        }
        if let entries = value.mapping {
            var dictionary: [(String, JSONValue)] = []
            for (key, item) in entries.sortedByKey {
                if let character = controlCharacter(in: key) {
                    return .failure(Problem(message: "the key '\(DiagnosticText.value(key))' holds the control character U+\(character), which a property list cannot carry",
                                            suggestion: "remove it", location: item.provenance.location))
                }
                if let reference = buildSettingReference(in: key) {
                    return .failure(Problem(message: "the key '\(DiagnosticText.value(key))' holds '\(reference)', \(expansion)",
                                            suggestion: "leave out the '$'", location: item.provenance.location))
                }
                switch Self.value(item) {
                case .success(let item): dictionary.append((key, item))
                case .failure(let problem): return .failure(problem)
                }
            }
            return .success(.object(dictionary))
        }
        guard let scalar = value.scalar else { return .success(.string("")) }
        let location = value.provenance.location
        if let character = controlCharacter(in: scalar.value) {
            return .failure(Problem(message: "holds the control character U+\(character), which a property list cannot carry",
                                    suggestion: "remove it; write the text without control characters", location: location))
        }
        if scalar.isNull {
            return .failure(Problem(message: "a property list cannot hold nothing (null)", suggestion: "write a value, or remove the key",
                                    location: location))
        }
        if let reference = buildSettingReference(in: scalar.value) {
            return .failure(Problem(message: "holds '\(reference)', \(expansion)",
                                    suggestion: "leave out the '$', or write it apart from the bracket", location: location))
        }
        guard scalar.style.isPlain else { return .success(.string(scalar.value)) }
        if let bool = ScalarRules.bool(scalar) { return .success(.bool(bool)) }
        let bytes = scalar.value.utf8
        let digits = bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") ? bytes.dropFirst() : bytes[...]
        if !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) {
            guard let int = Int(scalar.value) else {
                return .failure(Problem(message: "\(scalar.value) is beyond a property list's 64-bit integers",
                                        suggestion: "quote it to keep it as text: \"\(scalar.value)\"", location: location))
            }
            return .success(.int(int))
        }
        if let number = ScalarRules.number(scalar) { return .success(.number(number)) }
        return .success(.string(scalar.value))
    }

    /// `$(` or `${` where `text` holds one: Xcode expands both in the app's Info.plist
    /// (`INFOPLIST_EXPAND_BUILD_SETTINGS`, on by default), so a brand value holding one would
    /// ship the build machine's setting, or its secret, inside the app.
    package static func buildSettingReference(in text: String) -> String? {
        var afterDollar = false
        for byte in text.utf8 {
            if afterDollar, byte == UInt8(ascii: "(") || byte == UInt8(ascii: "{") {
                return byte == UInt8(ascii: "(") ? "$(" : "${"
            }
            afterDollar = byte == UInt8(ascii: "$")
        }
        return nil
    }

    /// What holding one of those references does, as a phrase after "holds '$('": every
    /// message that refuses one says it the same way.
    package static let expansion = "which Xcode expands as a build setting in the app's Info.plist (a CI's secret included)"

    /// The first character of `text` XML 1.0 cannot carry (a property list is XML), as four
    /// hex digits; tab and line feed are text.
    package static func controlCharacter(in text: String) -> String? {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A: continue
            case 0x00..<0x20, 0x7F...0x9F, 0xFFFE, 0xFFFF: return Hex.digits(scalar.value, width: 4)
            default: continue
            }
        }
        return nil
    }
}
