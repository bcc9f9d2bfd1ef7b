import BrandCore

extension ValidationRule {
    /// Two brands whose signing names one keystore and one alias are signed by one key: the
    /// stores take either's update as the other's owner's. Between brands of different teams
    /// that is an error: the key is a company's identity in Google Play.
    static let sharedSigningKey = ValidationRule(
        .sharedSigningKey, .error,
        "Two brands whose teams (ios.team) differ name the same keystore variable and key alias in android.signing: one owner's key would sign another owner's app.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nios: { team: A1B2C3D4E5 }\n"
                            + "android: { signing: { keystore: { env: ↓SHARED_KEYSTORE }, keyAlias: upload, storePassword: { env: A_STORE_PASSWORD } } }\n",
                        otherBrands: ["b.yaml": "displayName: B\nbundleId: com.b\nios: { team: Z9Y8X7W6V5 }\n"
                            + "android: { signing: { keystore: { env: ↓SHARED_KEYSTORE }, keyAlias: upload, storePassword: { env: B_STORE_PASSWORD } } }\n"]),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nios: { team: A1B2C3D4E5 }\n"
                            + "android: { signing: { keystore: { env: SHARED_KEYSTORE }, keyAlias: a-upload, storePassword: { env: A_STORE_PASSWORD } } }\n",
                        otherBrands: ["b.yaml": "displayName: B\nbundleId: com.b\nios: { team: Z9Y8X7W6V5 }\n"
                            + "android: { signing: { keystore: { env: SHARED_KEYSTORE }, keyAlias: b-upload, storePassword: { env: B_STORE_PASSWORD } } }\n"]),
        ],
        check: .brands(comparing: SharedSigningKey.keys) { key, brands, _ in
            key == SharedSigningKey.keystore ? SharedSigningKey.findings(brands, teamsDiffer: true) : []
        })

    /// Two brands of one team that each name the same keystore and alias: allowed, but worth a
    /// look, since the key cannot be split later (a brand that inherits its parent's signing
    /// shares its declaration, and is not reported).
    static let sharedSigningKeyOneTeam = ValidationRule(
        .sharedSigningKeyOneTeam, .warning,
        "Two brands of one team (or without ios.team) each name the same keystore variable and key alias in android.signing: both apps are signed by one key, which cannot be split later.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\n"
                            + "android: { signing: { keystore: { env: ↓SHARED_KEYSTORE }, keyAlias: upload, storePassword: { env: A_STORE_PASSWORD } } }\n",
                        otherBrands: ["b.yaml": "displayName: B\nbundleId: com.b\n"
                            + "android: { signing: { keystore: { env: ↓SHARED_KEYSTORE }, keyAlias: upload, storePassword: { env: B_STORE_PASSWORD } } }\n"]),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\n"
                            + "android: { signing: { keystore: { env: SHARED_KEYSTORE }, keyAlias: upload, storePassword: { env: A_STORE_PASSWORD } } }\n",
                        otherBrands: ["b.yaml": "extends: acme\ndisplayName: B\nbundleId: com.b\n"]),
        ],
        check: .brands(comparing: SharedSigningKey.keys) { key, brands, _ in
            key == SharedSigningKey.keystore ? SharedSigningKey.findings(brands, teamsDiffer: false) : []
        })
}

/// The brands that name one key (a keystore variable and an alias) in environments they share.
enum SharedSigningKey {
    static let keystore = "android.signing.keystore.env"
    static let alias = "android.signing.keyAlias"
    static let team = "ios.team"
    static let keys = [alias, keystore, team]

    /// One brand's use of a key in some environments, set at `location`.
    private struct Use {
        let brand: Int
        let team: Substring?
        let environments: EnvironmentSet
        let location: SourceLocation
    }

    /// For each brand that names a key another brand names too, in an environment both build,
    /// from a declaration of its own: one finding at its keystore, naming the other brand,
    /// where their teams differ (`teamsDiffer`) or where they do not.
    static func findings(_ brands: [BrandSummary], teamsDiffer: Bool) -> [Finding] {
        var uses: [String: [Use]] = [:]
        for (index, brand) in brands.enumerated() {
            let keystores = brand.values.filter { $0.key == keystore }
            guard !keystores.isEmpty else { continue }
            let aliases = brand.values.filter { $0.key == alias }
            let owner = brand.values.first { $0.key == team }.map(brand.text(of:))
            for store in keystores {
                for name in aliases where name.environments.intersects(store.environments) {
                    let key = "\(brand.text(of: store))\u{0}\(brand.text(of: name))"
                    uses[key, default: []].append(Use(brand: index, team: owner, environments: store.environments, location: store.location))
                }
            }
        }
        var findings: [Finding] = []
        for key in uses.keys.sorted() {
            let group = uses[key] ?? []
            for use in group {
                let brand = brands[use.brand]
                // One declaration inherited by both (a sub-brand keeping its parent's key) is not reported.
                guard let other = group.first(where: { other in
                    other.brand != use.brand && other.location != use.location && other.environments.intersects(use.environments)
                        && ((use.team != nil && other.team != nil && use.team != other.team) == teamsDiffer)
                }) else { continue }
                let otherBrand = brands[other.brand]
                let location = use.location.fileID == brand.file ? use.location : SourceLocation(fileID: brand.file, line: 1, column: 1)
                let parts = key.split(separator: "\u{0}", omittingEmptySubsequences: false)
                let text = { (part: Substring?) in DiagnosticText.value(String(part ?? "")) }
                let owners = teamsDiffer ? ", though its team is \(text(use.team)) and theirs \(text(other.team))" : ""
                findings.append(Finding(
                    "brand '\(brand.id)' is signed with the key '\(text(parts.last))' of the keystore in \(text(parts.first)), as brand '\(otherBrand.id)' is (\(other.location))\(owners)",
                    at: location,
                    suggestion: teamsDiffer ? "give each owner's brand its own keystore (keytool -genkeypair) and its own variable"
                        : "if both apps are meant to share one key, keep it; otherwise give each brand its own alias or keystore"))
            }
        }
        return findings
    }
}
