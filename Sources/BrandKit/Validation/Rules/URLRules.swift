import Foundation

extension ValidationRule {
    /// Every URL (help-center links and `url` flags) is absolute, with a scheme and a host.
    static let invalidURL = ValidationRule(
        .invalidURL, .error, "A URL that is not absolute (a scheme and a host), so no app can open it.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nhelpCenter:\n  sectionOrder: store\n  store: { url: ↓acme.example/store }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nfeatureFlags: { termsUrl: ↓\"https://\" }\n"),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nhelpCenter:\n  sectionOrder: store\n  store: { url: \"https://acme.example/store\" }\n"),
        ],
        check: .values { leaf, _ in
            let text = leaf.scalar.value
            guard leaf.type == .url, URLCheck.absoluteURL(text) == nil else { return nil }
            return Finding("'\(leaf.path)' is not an absolute URL: '\(text)'", at: leaf.location,
                           suggestion: "write the whole address, e.g. https://\(text.hasPrefix("http") ? "example.com" : text)")
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
        check: .values { leaf, _ in
            let text = leaf.scalar.value
            guard leaf.type == .url, let url = URLCheck.absoluteURL(text), url.scheme?.lowercased() == "http"
            else { return nil }
            return Finding("'\(leaf.path)' uses http: '\(text)'", at: leaf.location,
                           suggestion: "use https://\(text.dropFirst("http://".count))")
        })
}

enum URLCheck {
    /// The URL when `text` is absolute with a host, else nil.
    static func absoluteURL(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty,
              let host = url.host, !host.isEmpty, !text.utf8.contains(UInt8(ascii: " "))
        else { return nil }
        return url
    }

    /// True when `host` is `domain` or one of its subdomains.
    static func host(_ host: String, isWithin domain: String) -> Bool {
        let host = host.lowercased()
        return host == domain || host.hasSuffix("." + domain)
    }
}
