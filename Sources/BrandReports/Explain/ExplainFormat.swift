import BrandConfiguration
import BrandCore
/// How `brandkit explain` prints a key's layers.
package enum ExplainFormat: String, CaseIterable, Sendable {
    case text, json

    package func render(_ explanation: KeyExplanation) -> String {
        switch self {
        case .text: text(explanation)
        case .json: json(explanation).serialized(pretty: true)
        }
    }

    /// How a layer is named: `flag default`, `defaults`, `acme`, `acme (staging)`.
    static func name(_ layer: Provenance.Layer) -> String {
        switch layer {
        case .flagDefault: "flag default"
        case .manifestDefaults: "defaults"
        case .sourceText: "source text"
        case .brand(let id): id
        case .environment(let overlay):
            overlay.derivedSuffix.map { "\(overlay.environment): + \"\($0)\"" } ?? "\(overlay.brand) (\(overlay.environment))"
        }
    }

    static func kind(_ layer: Provenance.Layer) -> String {
        switch layer {
        case .flagDefault: "flagDefault"
        case .manifestDefaults: "manifestDefaults"
        case .sourceText: "sourceText"
        case .brand: "brand"
        case .environment(let overlay): overlay.derivedSuffix == nil ? "environment" : "derived"
        }
    }

    /// A value on one line, escaped and bounded: a scalar's text, `[a, b]`, `{key: value}`
    /// with keys sorted.
    static func flowText(_ value: ResolvedValue) -> String {
        switch value.content {
        case .scalar(let scalar): DiagnosticText.value(scalar.value)
        case .sequence(let items): "[" + items.map(flowText).joined(separator: ", ") + "]"
        case .mapping(let entries):
            "{" + entries.sorted { $0.key < $1.key }.map { DiagnosticText.value($0.key) + ": " + flowText($0.value) }.joined(separator: ", ") + "}"
        }
    }

    /// A value as `flowText` writes it, but a secret's source as `‹secret: env NAME›`.
    static func shown(_ value: ResolvedValue, key: String) -> String {
        SecretReference.variable(at: key, in: value).map { SecretReference.shown(variable: $0) } ?? flowText(value)
    }

    private func text(_ explanation: KeyExplanation) -> String {
        var out = "\(explanation.key) of \(explanation.brand) (\(explanation.environment)), lowest layer first:\n"
        guard !explanation.settings.isEmpty else { return out + "  no layer sets it\n" }
        let names = explanation.settings.map { Self.name($0.layer) }
        let values = explanation.settings.map { Self.shown($0.value, key: explanation.key) }
        let nameWidth = names.map(\.count).max() ?? 0
        let valueWidth = min(values.map(\.count).max() ?? 0, 48)
        for (index, setting) in explanation.settings.enumerated() {
            let wins = explanation.winner == index
            out += (wins ? "* " : "  ") + names[index].padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  "
                + values[index] + String(repeating: " ", count: max(0, valueWidth - values[index].count)) + "  "
                + setting.location.description + "\n"
        }
        if let resolved = explanation.resolved {
            out += (explanation.winner == nil ? "= merged key by key: " : "= ") + Self.shown(resolved, key: explanation.key) + "\n"
        }
        if let sections = explanation.sections {
            out += "sections: " + (sections.isEmpty ? "none" : sections.map(\.rawValue).joined(separator: ", ")) + "\n"
        }
        return out
    }

    private func json(_ explanation: KeyExplanation) -> JSONValue {
        var object: [(String, JSONValue)] = [
            ("brand", .string(explanation.brand)),
            ("environment", .string(explanation.environment)),
            ("key", .string(explanation.key)),
            ("layers", .array(explanation.settings.enumerated().map { index, setting in
                var layer: [(String, JSONValue)] = [("layer", .string(Self.kind(setting.layer))), ("name", .string(Self.name(setting.layer)))]
                layer += [
                    ("value", Self.json(setting.value)),
                    ("file", .string(setting.location.file)),
                    ("line", .int(setting.location.line)),
                    ("column", .int(setting.location.column)),
                    ("wins", .bool(explanation.winner == index)),
                ]
                return .object(layer)
            })),
            ("value", explanation.resolved.map(Self.json) ?? .null),
        ]
        if let sections = explanation.sections { object.append(("sections", .array(sections.map { .string($0.rawValue) }))) }
        return .object(object)
    }

    /// Scalars as the text written (types are the flag's or field's, not the JSON's).
    static func json(_ value: ResolvedValue) -> JSONValue {
        switch value.content {
        case .scalar(let scalar): .string(scalar.value)
        case .sequence(let items): .array(items.map(json))
        case .mapping(let entries): .sortedObject(entries.mapValues(json))
        }
    }
}
