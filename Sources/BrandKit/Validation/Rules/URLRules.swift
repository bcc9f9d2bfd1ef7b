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
        check: .values(of: [.url]) { leaf, _ in
            let text = leaf.scalar.value
            guard URLCheck.parts(of: text) == nil else { return nil }
            let suggestion = URLCheck.hasOnlyURLCharacters(text)
                ? "write the whole address, e.g. https://\(text.hasPrefix("http") ? "example.com" : text)"
                : "percent-encode spaces and the characters \"<>\\^`{|} (a space is %20), and write '%' as %25"
            return Finding("'\(leaf.path)' is not an absolute URL: '\(text)'", at: leaf.location, suggestion: suggestion)
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
        check: .values(of: [.url]) { leaf, _ in
            let text = leaf.scalar.value
            guard let url = URLCheck.parts(of: text), url.scheme.lowercased() == "http"
            else { return nil }
            return Finding("'\(leaf.path)' uses http: '\(text)'", at: leaf.location,
                           suggestion: "use https://\(text.dropFirst("http://".count))")
        })
}
