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
            for (key, item) in entries.sorted(by: { $0.key < $1.key }) {
                switch Self.value(item) {
                case .success(let item): dictionary.append((key, item))
                case .failure(let problem): return .failure(problem)
                }
            }
            return .success(.object(dictionary))
        }
        guard let scalar = value.scalar else { return .success(.string("")) }
        let location = value.provenance.location
        if scalar.isNull {
            return .failure(Problem(message: "a property list cannot hold nothing (null)", suggestion: "write a value, or remove the key",
                                    location: location))
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
}
