import BrandCore
import Foundation

/// What brandkit reads of a Firebase configuration file: the app it was downloaded for.
/// Parsed with Foundation's own readers; brandkit copies the file's bytes, never rewrites them.
package enum FirebaseFile {
    /// `GoogleService-Info.plist`: one iOS app of one Firebase project.
    package struct IOS: Equatable, Sendable {
        package var bundleID: String?
        package var googleAppID: String?
        package var projectID: String?
    }

    /// `google-services.json`: one Firebase project and its Android apps.
    package struct Android: Equatable, Sendable {
        package struct Client: Equatable, Sendable {
            package var packageName: String
            package var appID: String?
        }
        package var projectID: String?
        package var clients: [Client]
    }

    /// The plist's keys, or why it is none: nil's reason is a phrase after the file's name.
    /// Only the two forms Apple's and Firebase's readers take are read: binary, or XML whose
    /// characters are all characters XML 1.0 allows (Foundation also reads OpenStep text and
    /// `&#27;`, which the SDK's reader and Python's plistlib refuse).
    package static func ios(_ bytes: [UInt8]) -> Result<IOS, Problem> {
        if let problem = PropertyListForm.problem(bytes) { return .failure(Problem(problem)) }
        guard let object = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil),
              let dictionary = object as? [String: Any]
        else { return .failure(Problem("is not a property list with a dictionary at its root")) }
        return .success(IOS(bundleID: dictionary["BUNDLE_ID"] as? String, googleAppID: dictionary["GOOGLE_APP_ID"] as? String,
                            projectID: dictionary["PROJECT_ID"] as? String))
    }

    /// Read only when it is JSON by RFC 8259, in UTF-8 without a byte order mark, as the
    /// Google services Gradle plugin reads it.
    package static func android(_ bytes: [UInt8]) -> Result<Android, Problem> {
        if let problem = StrictJSON.problem(bytes) {
            return .failure(Problem("is not JSON with an object at its root as RFC 8259 writes it, in UTF-8 without a byte order mark: "
                                        + "it \(problem.reason) (byte \(problem.offset))"))
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)), let root = object as? [String: Any] else {
            return .failure(Problem("is not JSON with an object at its root"))
        }
        let project = root["project_info"] as? [String: Any]
        let clients = (root["client"] as? [Any] ?? []).compactMap { item -> Android.Client? in
            guard let client = (item as? [String: Any])?["client_info"] as? [String: Any],
                  let package = (client["android_client_info"] as? [String: Any])?["package_name"] as? String
            else { return nil }
            return Android.Client(packageName: package, appID: client["mobilesdk_app_id"] as? String)
        }
        return .success(Android(projectID: project?["project_id"] as? String, clients: clients))
    }

    package struct Problem: Error, Sendable {
        package var phrase: String
        init(_ phrase: String) { self.phrase = phrase }
    }
}
