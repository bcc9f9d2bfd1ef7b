import Foundation
import BrandConfiguration
import HelpCenter
import BrandYAML
import BrandCore

extension ValidationRule {
    /// Flag values must meet the manifest's `min`, `max`, `allowed` and `pattern`.
    static let invalidValue = ValidationRule(
        .invalidValue, .error, "A flag value outside the manifest's min/max, allowed values or pattern.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nfeatureFlags:\n  maxCartItems: ↓500\n"),
            RuleExample("displayName: A\nbundleId: com.a\nfeatureFlags: { checkoutTheme: ↓fancy }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nfeatureFlags: { countryCode: ↓germany }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nfeatureFlags: { paymentMethods: [card, ↓bitcoin] }\n"),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nfeatureFlags: { maxCartItems: 200, checkoutTheme: compact, countryCode: DE }\n"),
        ],
        // A bool has no constraints to break.
        check: .values(of: [.string, .url, .email, .color, .int, .number]) { leaf, manifest in
            // Most flags have no constraints: that is read without taking the declaration out.
            guard let flag = leaf.flag, case let facts = manifest.flagIndex.facts(flag), facts.hasConstraints else { return nil }
            // A number can break only `min` and `max`, which the facts hold: one inside them is
            // passed without taking the declaration out. Outside, the message needs it.
            switch facts.scalarType {
            case .int?: if let int = ScalarRules.int(leaf.scalar), facts.admits(Double(int)) { return nil }
            case .number?: if let number = ScalarRules.number(leaf.scalar), facts.admits(number) { return nil }
            default: break
            }
            let declaration = manifest.flagIndex[flag]
            // A list flag's leaves are its items, each checked as text.
            let value = declaration.type.isList ? .string(leaf.scalar.value) : ResolvedBrand.typed(leaf.scalar, as: declaration.type)
            return value.flatMap { problem(with: $0, of: declaration) }
                .map { Finding($0.0, at: leaf.location, suggestion: $0.1) }
        })

    private static func problem(with value: FlagValue, of flag: FlagDeclaration) -> (String, String)? {
        let number: Double? = switch value {
        case .int(let int): Double(int)
        case .number(let double): double
        default: nil
        }
        if let number, let min = flag.min, number < min {
            return ("'\(flag.name)' is \(value), below its minimum \(FlagValue.number(min))", "use a value from \(range(flag))")
        }
        if let number, let max = flag.max, number > max {
            return ("'\(flag.name)' is \(value), above its maximum \(FlagValue.number(max))", "use a value from \(range(flag))")
        }
        if case .string(let text) = value { return problem(with: text, of: flag) }
        return nil
    }

    private static func problem(with text: String, of flag: FlagDeclaration) -> (String, String)? {
        if let allowed = flag.allowed, !allowed.contains(text) {
            let close = DidYouMean.closest(to: text, in: allowed).map { "did you mean '\($0)'? " } ?? ""
            return ("'\(DiagnosticText.value(text))' is not an allowed value of '\(flag.name)'",
                    "\(close)allowed: \(allowed.joined(separator: ", "))")
        }
        if let pattern = flag.pattern {
            let quoted = DiagnosticText.value(pattern.source)
            switch pattern.search(text) {
            case .matched: break
            case .notMatched:
                return ("'\(DiagnosticText.value(text))' does not match the pattern of '\(flag.name)' (\(quoted))",
                        "write a value that matches \(quoted)")
            case .tooSlow:
                return ("the value is too long to check against the pattern of '\(flag.name)' (\(quoted))",
                        "shorten the value, or simplify the pattern in brandkit.yaml")
            }
        }
        return nil
    }

    private static func range(_ flag: FlagDeclaration) -> String {
        "\(flag.min.map { FlagValue.number($0).description } ?? "any") to \(flag.max.map { FlagValue.number($0).description } ?? "any")"
    }
}
