import BrandConfiguration
import HelpCenter
import BrandYAML
import BrandCore

extension ValidationRule {
    /// Every URL (help-center links and `url` flags) is absolute, with a scheme, a well-formed
    /// host, a real port and no credentials, so an app can open it and opens what it says.
    static let invalidURL = ValidationRule(
        .invalidURL, .error,
        "A URL that is not absolute (a scheme and a host), has a malformed host or port, or carries a user name or password.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nhelpCenter:\n  sectionOrder: store\n  store: { url: ↓acme.example/store }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nfeatureFlags: { termsUrl: ↓\"https://\" }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nfeatureFlags: { termsUrl: ↓\"https://user:secret@acme.example/\" }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nfeatureFlags: { termsUrl: ↓\"https://acme.example:99999/\" }\n"),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nhelpCenter:\n  sectionOrder: store\n  store: { url: \"https://acme.example/store\" }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nfeatureFlags: { termsUrl: \"https://[2001:db8::1]:8443/terms\" }\n"),
        ],
        check: .values(of: [.url]) { leaf, _ in
            let text = leaf.scalar.value
            guard case .failure(let problem) = URLCheck.parse(text) else { return nil }
            let shown = "'\(leaf.path)'", value = "'\(DiagnosticText.value(text))'"
            let (message, suggestion): (String, String) = switch problem {
            case .notAbsolute:
                ("\(shown) is not an absolute URL: \(value)",
                 "write the whole address, e.g. https://\(text.hasPrefix("http") ? "example.com" : DiagnosticText.value(text))")
            case .characters:
                ("\(shown) is not an absolute URL: \(value)",
                 "percent-encode spaces and the characters \"<>\\^`{|} (a space is %20), and write '%' as %25")
            case .credentials:
                ("\(shown) carries a user name or password: \(value)", "remove the 'user:password@' part; links must not carry credentials")
            case .port:
                ("\(shown) has a port that is empty or outside 1-65535: \(value)", "remove the port, or write one from 1 to 65535")
            case .host:
                ("\(shown) has no valid host: \(value)",
                 "write a host name such as shop.example.com, or an IPv6 address in brackets such as [2001:db8::1]")
            }
            return Finding(message, at: leaf.location, suggestion: suggestion)
        })

    /// Plain `http` where an app needs `https` (App Transport Security blocks it on iOS).
    static let insecureURL = ValidationRule(
        .insecureURL, .error, "An http URL where https is expected (iOS App Transport Security blocks plain http).",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nhelpCenter:\n  sectionOrder: customerPortal\n  customerPortal: { url: ↓\"http://portal.acme.example\" }\n"),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nfeatureFlags: { termsUrl: \"https://acme.example/terms\" }\n"),
        ],
        check: .values(of: [.url]) { leaf, manifest in
            let text = leaf.scalar.value
            guard URLCheck.startsWithScheme("http", text), !manifest.urlSchemes.contains("http"), URLCheck.parts(of: text) != nil
            else { return nil }
            return Finding("'\(leaf.path)' uses http: '\(DiagnosticText.value(text))'", at: leaf.location,
                           suggestion: "use https://\(DiagnosticText.value(String(text.dropFirst("http://".count))))")
        })

    /// A link becomes a tappable action: `javascript:`, `file:`, `ftp:` or any scheme nobody
    /// chose must not reach the app. https is allowed; the manifest may allow an app's own.
    static let disallowedURLScheme = ValidationRule(
        .disallowedURLScheme, .error,
        "A URL whose scheme is neither https nor one brandkit.yaml allows under validation.urlSchemes.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nhelpCenter:\n  sectionOrder: store\n  store: { url: ↓\"ftp://files.acme.example/store\" }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nfeatureFlags: { termsUrl: ↓\"javascript://acme.example/%0Aalert(1)\" }\n"),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nfeatureFlags: { termsUrl: \"acme://terms\" }\n", manifest: RuleExample.manifest + """

                validation: { urlSchemes: [acme] }
                """),
        ],
        check: .values(of: [.url]) { leaf, manifest in
            // https, always allowed, is asked first, before any parse: most links use it.
            guard !URLCheck.startsWithScheme("https", leaf.scalar.value), let url = URLCheck.parts(of: leaf.scalar.value)
            else { return nil }
            let scheme = url.scheme.lowercased()
            guard scheme != "http", !manifest.urlSchemes.contains(scheme) else { return nil }
            return Finding("'\(leaf.path)' uses the scheme '\(DiagnosticText.value(scheme))', which links may not use",
                           at: leaf.location,
                           suggestion: "use an https link, or allow the scheme in brandkit.yaml: validation: { urlSchemes: [\(DiagnosticText.value(scheme))] }")
        })
}
