import BrandConfiguration
import BrandCore

extension ValidationRule {
    /// A website belongs to one brand. Its `apple-app-site-association` and `assetlinks.json`
    /// are made from every app that claims it, so a brand claiming another's domain (by any
    /// associated-domain service, an Android app link, or a wildcard covering it) would be
    /// handed that brand's universal links, verified app links and saved passwords.
    static let duplicateDomain = ValidationRule(
        .duplicateDomain, .error,
        "Two brands claim one website: the same host (any associated-domain service or Android app link, in any case), or a wildcard that covers another brand's host.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nios: { team: A1B2C3D4E5, associatedDomains: [↓\"webcredentials:b.example\"] }\n",
                        otherBrands: ["b.yaml": "displayName: B\nbundleId: com.b\nandroid: { appLinks: [↓b.example], signingCertificates: [\"\(Identity.exampleFingerprint)\"] }\n"]),
            RuleExample("displayName: A\nbundleId: com.a\nios: { team: A1B2C3D4E5, associatedDomains: [↓\"applinks:*.example\"] }\n",
                        otherBrands: ["b.yaml": "displayName: B\nbundleId: com.b\nios: { team: A1B2C3D4E5, associatedDomains: [↓\"applinks:shop.b.example\"] }\n"]),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nios: { team: A1B2C3D4E5, associatedDomains: [applinks:a.example, \"applinks:*.a.example\"] }\n",
                        otherBrands: ["b.yaml": "displayName: B\nbundleId: com.b\nios: { team: A1B2C3D4E5, associatedDomains: [applinks:b.example, applinks:ab.example] }\n"]),
        ],
        check: .brands(comparing: [DomainClaim.iosKey, DomainClaim.androidKey]) { key, brands, _ in
            // Both keys are compared at once, so the check runs for one of them only.
            key == DomainClaim.iosKey ? DomainClaim.conflicts(in: brands) : []
        })
}

/// One brand's claim on a host, as the summaries hold it (lower-cased).
struct DomainClaim {
    static let iosKey = "ios.associatedDomains"
    static let androidKey = "android.appLinks"

    var brand: Int
    var value: Int
    /// The host without `*.`: the website that serves the claim's file.
    var domain: Substring
    var isWildcard: Bool

    init?(brand: Int, value: Int, in summaries: [BrandSummary]) {
        let entry = summaries[brand].values[value]
        let text = String(summaries[brand].text(of: entry))
        // An associated domain is read by the one parser of `service:host?query`; an app link is the host.
        guard var host = entry.key == Self.iosKey ? Identity.AssociatedDomain(text)?.host : text else { return nil }
        while host.hasSuffix(".") { host.removeLast() }
        isWildcard = host.hasPrefix("*.")
        domain = Substring(Identity.servingDomain(of: host))
        guard !domain.isEmpty else { return nil }
        self.brand = brand
        self.value = value
    }

    /// Each claim that another brand's claim meets, in an environment both check: the same
    /// domain, or a wildcard over it. Reported where the claiming brand sets it, naming the
    /// first other brand (in id order) and its place.
    static func conflicts(in summaries: [BrandSummary]) -> [Finding] {
        var claims: [DomainClaim] = []
        for brand in summaries.indices.sorted(by: { summaries[$0].id < summaries[$1].id }) {
            for (index, value) in summaries[brand].values.enumerated() where value.key == iosKey || value.key == androidKey {
                if let claim = DomainClaim(brand: brand, value: index, in: summaries) { claims.append(claim) }
            }
        }
        guard claims.count > 1 else { return [] }
        // Claims by their domain, wildcards apart, and by every domain above theirs: each claim
        // looks up a few buckets, so the check is linear in the claims, however many one file makes.
        var byDomain = ClaimBuckets(), wildcards = ClaimBuckets(), below = ClaimBuckets()
        for (index, claim) in claims.enumerated() {
            let environments = summaries[claim.brand].values[claim.value].environments
            byDomain.add(index, under: claim.domain, brand: claim.brand, environments: environments)
            if claim.isWildcard { wildcards.add(index, under: claim.domain, brand: claim.brand, environments: environments) }
            var rest = claim.domain
            // Dots found by byte: a domain is walked by character nowhere else either.
            while let dot = rest.utf8.firstIndex(of: UInt8(ascii: ".")) {
                rest = rest[rest.utf8.index(after: dot)...]
                below.add(index, under: rest, brand: claim.brand, environments: environments)
            }
        }
        var findings: [Finding] = []
        for claim in claims {
            let environments = summaries[claim.brand].values[claim.value].environments
            func meets(_ other: Int) -> Bool {
                claims[other].brand != claim.brand
                    && summaries[claims[other].brand].values[claims[other].value].environments.intersects(environments)
            }
            // The same website, then every wildcard over one of the domains above this one.
            var found = byDomain.first(under: claim.domain, where: meets)
            var rest = claim.domain
            while found == nil, let dot = rest.utf8.firstIndex(of: UInt8(ascii: ".")) {
                rest = rest[rest.utf8.index(after: dot)...]
                found = wildcards.first(under: rest, where: meets)
            }
            if found == nil, claim.isWildcard {
                // A wildcard over another brand's host below it.
                found = below.first(under: claim.domain, where: meets)
            }
            guard let found else { continue }
            let summary = summaries[claim.brand], other = claims[found]
            let otherSummary = summaries[other.brand]
            let value = summary.values[claim.value]
            let location = value.location.fileID == summary.file ? value.location : SourceLocation(fileID: summary.file, line: 1, column: 1)
            findings.append(Finding(
                "brand '\(summary.id)' claims the website '\(DiagnosticText.value(String(claim.domain)))' "
                    + "(\(DiagnosticText.value(String(summary.text(of: value))))), as brand '\(otherSummary.id)' does "
                    + "(\(DiagnosticText.value(String(otherSummary.text(of: otherSummary.values[other.value])))) at "
                    + "\(otherSummary.values[other.value].location)): the site's app-link files would name both apps",
                at: location,
                suggestion: "claim only the brand's own domains: a domain, and every host a wildcard covers, belongs to one brand"))
        }
        return findings
    }
}

/// Claims by a domain, in the order of the claims, each brand's claims in one set of
/// environments kept once (the first): those meet the same other claims, so a lookup reads a
/// bucket no longer than the brands and environment sets that claim under the domain.
/// Claims are added in brand order, so a brand's claims under a domain stand together at the
/// end of its bucket while they are added: the one kept is found there, with no set of every
/// claim kept hashed beside the buckets (two hashes of a domain for each claim).
private struct ClaimBuckets {
    fileprivate struct Entry {
        var claim: Int
        var brand: Int
        var environments: EnvironmentSet
    }

    private var buckets: [Substring: [Entry]] = [:]

    /// Adds `claim`, of `brand` (no lower than any brand added before) in `environments`.
    mutating func add(_ claim: Int, under domain: Substring, brand: Int, environments: EnvironmentSet) {
        buckets[domain, default: []].keep(Entry(claim: claim, brand: brand, environments: environments))
    }

    /// The first claim under `domain`, in the claims' order, that `meets`.
    func first(under domain: Substring, where meets: (Int) -> Bool) -> Int? {
        buckets[domain]?.first { meets($0.claim) }?.claim
    }
}

private extension [ClaimBuckets.Entry] {
    /// Appends `entry` unless its brand's claims at the end hold one in the same environments.
    mutating func keep(_ entry: Element) {
        for kept in reversed() {
            guard kept.brand == entry.brand else { break }
            if kept.environments == entry.environments { return }
        }
        append(entry)
    }
}
