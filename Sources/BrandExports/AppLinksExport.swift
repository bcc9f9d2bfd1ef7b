import BrandBundles
import BrandConfiguration
import BrandCore
import BrandValidation

/// `brandkit export app-links --output DIR`: the website's half of app links, for every
/// domain a brand claims in any environment: `DIR/<domain>/.well-known/apple-app-site-association`
/// (Apple's "Supporting associated domains": `applinks.details[].appIDs` and
/// `webcredentials.apps`, each app as `PREFIX.bundleid`, the prefix its team's unless the
/// brand names a legacy one in `ios.appIdPrefix`) and `DIR/<domain>/.well-known/assetlinks.json`
/// (Google's Digital Asset Links: a `delegate_permission/common.handle_all_urls` statement per
/// application id with its signing certificates). Made from the same values the apps' entitlements
/// and manifests are, so each app's claims and the files agree by construction.
package enum AppLinksExport {
    static let appleFile = ".well-known/apple-app-site-association"
    static let androidFile = ".well-known/assetlinks.json"

    /// The files by path under the output folder (`acme.example/.well-known/...`), sorted.
    static func files(_ validated: ValidatedBrands) -> [(relative: String, text: String)] {
        // Apps by service, by domain: each service's apps as its key in the file names them.
        var apple: [String: [String: Set<String>]] = [:]
        var android: [String: [String: Set<String>]] = [:]
        for id in validated.brandIDs {
            for environment in validated.manifest.environments {
                guard let brand = validated.brand(id, environment: environment) else { continue }
                let identity = BrandIdentity(brand)
                if let prefix = identity.appIdPrefix, let bundleId = brand.bundleId {
                    for claim in identity.associatedDomains.compactMap(Identity.AssociatedDomain.init) {
                        // An App Clip's domains name the clip, whose id validate requires.
                        let app = claim.service == "appclips" ? identity.extensions.first { $0.name == Identity.appClipExtension }?.bundleId : bundleId
                        guard let app else { continue }
                        apple[claim.domain, default: [:]][claim.service, default: []].insert("\(prefix).\(app)")
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
        for (domain, services) in apple {
            // Apple's keys, in the order its documentation lists them.
            var document: [(String, JSONValue)] = []
            if let apps = services["activitycontinuation"] {
                document.append(("activitycontinuation", .object([("apps", .array(apps.sorted().map(JSONValue.string)))])))
            }
            if let apps = services["appclips"] {
                document.append(("appclips", .object([("apps", .array(apps.sorted().map(JSONValue.string)))])))
            }
            if let apps = services["applinks"] {
                document.append(("applinks", .object([("details", .array([.object([
                    ("appIDs", .array(apps.sorted().map(JSONValue.string))),
                    ("components", .array([.object([("/", .string("*"))])])),
                ])]))])))
            }
            if let apps = services["webcredentials"] {
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
        try folders.write([(folder, files(validated))], output: folder, brandsDirectory: brandsDirectory)
    }
}
