import BrandConfiguration
import BrandCore
import BrandValidation

/// `brandkit export app-links --output DIR`: the website's half of app links, for every
/// domain a brand claims in any environment: `DIR/<domain>/.well-known/apple-app-site-association`
/// (Apple's "Supporting associated domains": `applinks.details[].appIDs` and
/// `webcredentials.apps`, each app as `TEAM.bundleid`) and `DIR/<domain>/.well-known/assetlinks.json`
/// (Google's Digital Asset Links: a `delegate_permission/common.handle_all_urls` statement per
/// application id with its signing certificates). Made from the same values the apps' entitlements
/// and manifests are, so each app's claims and the files agree by construction.
package enum AppLinksExport {
    static let appleFile = ".well-known/apple-app-site-association"
    static let androidFile = ".well-known/assetlinks.json"

    /// The files by path under the output folder (`acme.example/.well-known/...`), sorted.
    static func files(_ validated: ValidatedBrands) -> [(relative: String, text: String)] {
        var applinks: [String: Set<String>] = [:]
        var webcredentials: [String: Set<String>] = [:]
        var android: [String: [String: Set<String>]] = [:]
        for id in validated.brandIDs {
            for environment in validated.manifest.environments {
                guard let brand = validated.brand(id, environment: environment) else { continue }
                let identity = BrandIdentity(brand)
                if let team = identity.team, let bundleId = brand.bundleId {
                    for claim in identity.associatedDomains.compactMap(Identity.AssociatedDomain.init) {
                        if claim.service == "applinks" { applinks[claim.domain, default: []].insert("\(team).\(bundleId)") }
                        if claim.service == "webcredentials" { webcredentials[claim.domain, default: []].insert("\(team).\(bundleId)") }
                    }
                }
                if let applicationId = brand.applicationId, !identity.signingCertificates.isEmpty {
                    for host in identity.appLinks {
                        android[Identity.servingDomain(of: host), default: [:]][applicationId, default: []].formUnion(identity.signingCertificates)
                    }
                }
            }
        }
        var files: [(String, String)] = []
        for domain in Set(applinks.keys).union(webcredentials.keys) {
            var document: [(String, JSONValue)] = []
            if let apps = applinks[domain] {
                document.append(("applinks", .object([("details", .array([.object([
                    ("appIDs", .array(apps.sorted().map(JSONValue.string))),
                    ("components", .array([.object([("/", .string("*"))])])),
                ])]))])))
            }
            if let apps = webcredentials[domain] {
                document.append(("webcredentials", .object([("apps", .array(apps.sorted().map(JSONValue.string)))])))
            }
            files.append(("\(domain)/\(appleFile)", JSONValue.object(document).serialized(pretty: true) + "\n"))
        }
        for (domain, apps) in android {
            let statements = apps.sorted { $0.key < $1.key }.map { applicationId, certificates in
                JSONValue.object([
                    ("relation", .array([.string("delegate_permission/common.handle_all_urls")])),
                    ("target", .object([
                        ("namespace", .string("android_app")),
                        ("package_name", .string(applicationId)),
                        ("sha256_cert_fingerprints", .array(certificates.sorted().map(JSONValue.string))),
                    ])),
                ])
            }
            files.append(("\(domain)/\(androidFile)", JSONValue.array(statements).serialized(pretty: true) + "\n"))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    static let folders = MarkedFolders(
        markerName: ".brandkit-app-links",
        markerHeader: "brandkit app links: the files below were written by brandkit export app-links")

    /// Writes the files into `folder`, replacing only files it wrote. Returns how many it wrote.
    package static func write(_ validated: ValidatedBrands, to folder: String, brandsDirectory: String) throws(BrandKitError) -> Int {
        try folders.write([(folder, files(validated))], brandsDirectory: brandsDirectory)
    }
}
