import Foundation

extension PrivacyDeclaration {
    /// The app's own `PrivacyInfo.xcprivacy` (`bundle --app-privacy-manifest`), XML or binary,
    /// read by Apple's full names. Fails with what is wrong: no property list, a key a privacy
    /// manifest does not have, a value of another shape, or a name Apple does not know.
    package static func read(appManifest bytes: [UInt8]) -> Result<PrivacyDeclaration, AppManifestProblem> {
        guard let object = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil),
              let root = object as? [String: Any] else {
            return .failure(AppManifestProblem("it is no property list holding a dictionary"))
        }
        var declaration = PrivacyDeclaration()
        for (key, value) in root.sorted(by: { $0.key < $1.key }) {
            switch key {
            case "NSPrivacyTracking":
                guard let tracking = value as? Bool else { return .failure(AppManifestProblem("\(key) is not a Boolean")) }
                declaration.tracking = tracking
            case "NSPrivacyTrackingDomains":
                guard let domains = value as? [String] else { return .failure(AppManifestProblem("\(key) is not a list of texts")) }
                declaration.trackingDomains = sortedOnce(domains)
            case "NSPrivacyCollectedDataTypes":
                guard let entries = value as? [[String: Any]] else { return .failure(AppManifestProblem("\(key) is not a list of dictionaries")) }
                for entry in entries {
                    guard let type = shortName(entry["NSPrivacyCollectedDataType"], PrivacyVocabulary.dataTypePrefix, PrivacyVocabulary.dataTypes),
                          let purposes = (entry["NSPrivacyCollectedDataTypePurposes"] as? [Any])?.map({
                              shortName($0, PrivacyVocabulary.purposePrefix, PrivacyVocabulary.purposes)
                          }), !purposes.contains(nil) else {
                        return .failure(AppManifestProblem("an entry of \(key) names a data type or purpose Apple does not know, or none"))
                    }
                    let use = DataUse(linked: entry["NSPrivacyCollectedDataTypeLinked"] as? Bool ?? false,
                                      tracking: entry["NSPrivacyCollectedDataTypeTracking"] as? Bool ?? false,
                                      purposes: sortedOnce(purposes.compactMap { $0 }))
                    // A type listed twice is declared as the more disclosing of its entries.
                    declaration.collectedDataTypes[type] = (declaration.collectedDataTypes[type] ?? DataUse()).merged(with: use)
                }
            case "NSPrivacyAccessedAPITypes":
                guard let entries = value as? [[String: Any]] else { return .failure(AppManifestProblem("\(key) is not a list of dictionaries")) }
                for entry in entries {
                    guard let category = shortName(entry["NSPrivacyAccessedAPIType"], PrivacyVocabulary.categoryPrefix, PrivacyVocabulary.reasons.keys),
                          let reasons = entry["NSPrivacyAccessedAPITypeReasons"] as? [String],
                          reasons.allSatisfy({ PrivacyVocabulary.reasons[category]?.contains($0) == true }) else {
                        return .failure(AppManifestProblem("an entry of \(key) names a category Apple does not know, or a reason Apple does not give for it"))
                    }
                    declaration.accessedAPITypes[category] = sortedOnce((declaration.accessedAPITypes[category] ?? []) + reasons)
                }
            default:
                return .failure(AppManifestProblem("it holds '\(key)', which is no key of a privacy manifest"))
            }
        }
        return .success(declaration)
    }

    /// `prefix` + one of `names`, as its short name.
    private static func shortName(_ value: Any?, _ prefix: String, _ names: some Sequence<String>) -> String? {
        guard let text = value as? String, text.hasPrefix(prefix) else { return nil }
        let name = String(text.dropFirst(prefix.count))
        return names.contains(name) ? name : nil
    }
}

/// Why the app's own privacy manifest cannot be merged.
package struct AppManifestProblem: Error, Sendable {
    package var reason: String
    init(_ reason: String) { self.reason = reason }
}
