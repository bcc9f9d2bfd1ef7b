import BrandConfiguration
import BrandCore
import BrandYAML

extension ValidationRule {
    /// A Firebase file that cannot be what the brand says: missing, outside the brands
    /// directory, unparsable, or without the keys the Firebase SDKs need. `bundle` copies
    /// these files into the app, so this rule cannot be disabled.
    static let invalidFirebaseFile = ValidationRule(
        .invalidFirebaseFile, .error,
        "A firebase.ios or firebase.android file that is missing, outside the brands directory, unparsable, or lacks GOOGLE_APP_ID / project_id.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nfirebase: { ios: ↓acme/GoogleService-Info.plist }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nfirebase: { android: ↓../google-services.json }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nfirebase: { ios: ↓acme/GoogleService-Info.plist }\n",
                        files: ["acme/GoogleService-Info.plist": "not a plist"]),
            RuleExample("displayName: A\nbundleId: com.a\nfirebase: { ios: ↓acme/GoogleService-Info.plist }\n",
                        files: ["acme/GoogleService-Info.plist": RuleExample.firebasePlist(bundleID: "com.a", appID: nil)]),
            RuleExample("displayName: A\nbundleId: com.a\nfirebase: { android: ↓acme/google-services.json }\n",
                        files: ["acme/google-services.json": #"{"client": []}"#]),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nfirebase: { ios: acme/GoogleService-Info.plist, android: acme/google-services.json }\n",
                        files: ["acme/GoogleService-Info.plist": RuleExample.firebasePlist(bundleID: "com.a"),
                                "acme/google-services.json": RuleExample.firebaseJSON(packages: ["com.a"])]),
        ],
        canBeDisabled: false,
        check: .brand { brand, context in
            FirebaseCheck.findings(brand, assets: context.assets).invalid
        })

    /// A Firebase file downloaded for another app: the plist's BUNDLE_ID is not the brand's
    /// bundleId, or google-services.json has no client for its application id. The app would
    /// build, and send its analytics and push tokens to the wrong project.
    static let firebaseMismatch = ValidationRule(
        .firebaseMismatch, .error,
        "A Firebase file made for another app: BUNDLE_ID is not the brand's bundleId, or no client's package_name is its application id.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nfirebase: { ios: ↓acme/GoogleService-Info.plist }\n",
                        files: ["acme/GoogleService-Info.plist": RuleExample.firebasePlist(bundleID: "com.b")]),
            RuleExample("displayName: A\nbundleId: com.a\nfirebase: { android: ↓acme/google-services.json }\n",
                        files: ["acme/google-services.json": RuleExample.firebaseJSON(packages: ["com.b", "com.c"])]),
            RuleExample("displayName: A\nbundleId: com.a\nfirebase: { ios: acme/GoogleService-Info.plist }\n"
                            + "environments:\n  staging:\n    bundleId: ↓com.a.staging\n",
                        files: ["acme/GoogleService-Info.plist": RuleExample.firebasePlist(bundleID: "com.a")]),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nfirebase: { ios: acme/GoogleService-Info.plist }\n"
                            + "environments:\n  staging:\n    bundleId: com.a.staging\n"
                            + "    firebase: { ios: acme/staging/GoogleService-Info.plist }\n",
                        files: ["acme/GoogleService-Info.plist": RuleExample.firebasePlist(bundleID: "com.a"),
                                "acme/staging/GoogleService-Info.plist": RuleExample.firebasePlist(bundleID: "com.a.staging")]),
            RuleExample("displayName: A\nbundleId: com.a\nandroid: { applicationId: com.a.app }\nfirebase: { android: acme/google-services.json }\n",
                        files: ["acme/google-services.json": RuleExample.firebaseJSON(packages: ["com.b", "com.a.app"])]),
        ],
        check: .brand { brand, context in
            FirebaseCheck.findings(brand, assets: context.assets).mismatched
        })
}

/// Reads a brand's Firebase files and sorts what is wrong into the two rules' findings.
enum FirebaseCheck {
    static func findings(_ brand: ResolvedBrand, assets: BrandAssets) -> (invalid: [Finding], mismatched: [Finding]) {
        var invalid: [Finding] = [], mismatched: [Finding] = []
        let (ios, android) = brand.firebaseFiles
        if let ios, let path = ios.string {
            switch read(path, key: "firebase.ios", at: ios, assets: assets, parse: FirebaseFile.ios) {
            case .refused(let finding): invalid.append(finding)
            case .skipped: break
            case .read(let file):
                if file.googleAppID?.isEmpty ?? true {
                    invalid.append(Finding("'\(DiagnosticText.value(path))' has no GOOGLE_APP_ID", at: ios.provenance.location,
                                           suggestion: "download the app's GoogleService-Info.plist again from the Firebase console"))
                }
                let bundleID = brand.bundleId ?? ""
                if let written = file.bundleID, written != bundleID {
                    mismatched.append(Finding(
                        "'\(DiagnosticText.value(path))' is for bundle id '\(DiagnosticText.value(written))', but the brand's bundleId is '\(DiagnosticText.value(bundleID))'",
                        at: mismatchLocation(file: ios, bundleID: brand["bundleId"]),
                        suggestion: "name the GoogleService-Info.plist of the Firebase iOS app registered for \(DiagnosticText.value(bundleID))"))
                } else if file.bundleID == nil {
                    invalid.append(Finding("'\(DiagnosticText.value(path))' has no BUNDLE_ID", at: ios.provenance.location,
                                           suggestion: "download the app's GoogleService-Info.plist again from the Firebase console"))
                }
            }
        }
        if let android, let path = android.string {
            switch read(path, key: "firebase.android", at: android, assets: assets, parse: FirebaseFile.android) {
            case .refused(let finding): invalid.append(finding)
            case .skipped: break
            case .read(let file):
                if file.projectID?.isEmpty ?? true {
                    invalid.append(Finding("'\(DiagnosticText.value(path))' has no project_info.project_id", at: android.provenance.location,
                                           suggestion: "download google-services.json again from the Firebase console"))
                } else if file.clients.isEmpty {
                    invalid.append(Finding("'\(DiagnosticText.value(path))' has no Android client", at: android.provenance.location,
                                           suggestion: "register the Android app in the Firebase project, then download google-services.json again"))
                } else {
                    let applicationID = brand.applicationId ?? ""
                    if let client = file.clients.first(where: { $0.packageName == applicationID }) {
                        if client.appID?.isEmpty ?? true {
                            invalid.append(Finding("'\(DiagnosticText.value(path))' has no mobilesdk_app_id for '\(DiagnosticText.value(applicationID))'",
                                                   at: android.provenance.location,
                                                   suggestion: "download google-services.json again from the Firebase console"))
                        }
                    } else {
                        let listed = file.clients.prefix(5).map { DiagnosticText.value($0.packageName) }.joined(separator: ", ")
                        mismatched.append(Finding(
                            "'\(DiagnosticText.value(path))' has no client for the application id '\(DiagnosticText.value(applicationID))'; it lists \(listed)",
                            at: mismatchLocation(file: android, bundleID: brand["android"]?["applicationId"] ?? brand["bundleId"]),
                            suggestion: "register \(DiagnosticText.value(applicationID)) in the Firebase project and download google-services.json again"))
                    }
                }
            }
        }
        return (invalid, mismatched)
    }

    private enum Outcome<File> {
        case read(File)
        case refused(Finding)
        /// Files cannot be read in this run (a git revision).
        case skipped
    }

    /// Reads and parses a file.
    private static func read<File>(_ path: String, key: String, at value: ResolvedValue, assets: BrandAssets,
                                   parse: ([UInt8]) -> Result<File, FirebaseFile.Problem>) -> Outcome<File> {
        switch assets.read(path) {
        case .unavailable:
            return .skipped
        case .refused(let why):
            return .refused(Finding("\(key) '\(DiagnosticText.value(path))' \(why)", at: value.provenance.location,
                                    suggestion: "name a file inside the brands directory, relative to it (acme/\(SourceFile.fileName(of: path)))"))
        case .bytes(let bytes):
            switch parse(bytes) {
            case .success(let file): return .read(file)
            case .failure(let problem):
                return .refused(Finding("\(key) '\(DiagnosticText.value(path))' \(problem.phrase)", at: value.provenance.location,
                                        suggestion: "download the file again from the Firebase console (Project settings → Your apps)"))
            }
        }
    }

    /// Where a mismatch is introduced: at the bundle (or application) id when an environment
    /// overlay changes it but keeps the file (staging's own bundle id needs its own file), else at the file.
    private static func mismatchLocation(file: ResolvedValue, bundleID: ResolvedValue?) -> SourceLocation {
        if let bundleID, bundleID.provenance.layer.isOverlay, !file.provenance.layer.isOverlay {
            return bundleID.provenance.location
        }
        return file.provenance.location
    }

}

extension RuleExample {
    /// A GoogleService-Info.plist as the Firebase console writes it, for rule examples.
    package static func firebasePlist(bundleID: String, appID: String? = "1:1234567890:ios:0123456789abcdef") -> ExampleFile {
        var keys = ["BUNDLE_ID": bundleID, "PROJECT_ID": "example-project", "API_KEY": "example-api-key"]
        if let appID { keys["GOOGLE_APP_ID"] = appID }
        let body = keys.sorted { $0.key < $1.key }.map { "\t<key>\($0.key)</key>\n\t<string>\($0.value)</string>\n" }.joined()
        return .text("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(body)</dict>
            </plist>

            """)
    }

    /// A google-services.json with one client per package, for rule examples.
    package static func firebaseJSON(packages: [String]) -> ExampleFile {
        let clients = packages.enumerated().map { index, package in
            #"{"client_info": {"mobilesdk_app_id": "1:1234567890:android:\#(index)", "android_client_info": {"package_name": "\#(package)"}}}"#
        }
        return .text(#"{"project_info": {"project_id": "example-project"}, "client": [\#(clients.joined(separator: ", "))]}"#)
    }
}
