import BrandCore
import BrandYAML

extension PrivacyDeclaration {
    /// What is wrong with a declaration, at its line: the manifest reports it.
    package struct Problem: Sendable {
        package var message: String
        package var location: SourceLocation
        package var suggestion: String
    }

    /// Reads module `module`'s `ios.privacy` (its shape checked by the manifest's schema),
    /// refusing at its line a name Apple does not know, a reason Apple does not give for its
    /// category, a domain that is no host name, a data type collected for no purpose, and
    /// one used for tracking by a module that does not say it tracks.
    package static func read(_ node: YAMLNode, module: String, problems: inout [Problem]) -> PrivacyDeclaration {
        var declaration = PrivacyDeclaration()
        declaration.tracking = node["tracking"]?.scalar?.coreBool ?? false
        for item in node["trackingDomains"]?.sequence ?? [] {
            guard let domain = item.scalar?.value else { continue }
            if URLCheck.isHostName(domain), domain == domain.lowercased() {
                declaration.trackingDomains.append(domain)
            } else {
                problems.append(Problem(message: "module '\(module)''s tracking domain '\(DiagnosticText.value(domain))' is no internet domain",
                                        location: item.location, suggestion: "write the host name alone, in lowercase: ads.example.com"))
            }
        }
        declaration.trackingDomains = sortedOnce(declaration.trackingDomains)
        for entry in node["collectedDataTypes"]?.mapping ?? [] {
            let type = entry.key.value
            guard PrivacyVocabulary.dataTypes.contains(type) else {
                problems.append(Problem(message: "module '\(module)' collects '\(DiagnosticText.value(type))', which is no data type of Apple's",
                                        location: entry.keyLocation, suggestion: suggestion(for: type, prefix: PrivacyVocabulary.dataTypePrefix,
                                                                                            in: PrivacyVocabulary.dataTypes, noun: "data type")))
                continue
            }
            var use = DataUse(linked: entry.value["linked"]?.scalar?.coreBool ?? false, tracking: entry.value["tracking"]?.scalar?.coreBool ?? false)
            let purposes = entry.value["purposes"]?.sequence ?? []
            for item in purposes {
                guard let purpose = item.scalar?.value else { continue }
                if PrivacyVocabulary.purposes.contains(purpose) {
                    use.purposes.append(purpose)
                } else {
                    problems.append(Problem(message: "module '\(module)' collects \(type) for '\(DiagnosticText.value(purpose))', which is no purpose of Apple's",
                                            location: item.location, suggestion: suggestion(for: purpose, prefix: PrivacyVocabulary.purposePrefix,
                                                                                            in: PrivacyVocabulary.purposes, noun: "purpose")))
                }
            }
            if purposes.isEmpty {
                problems.append(Problem(message: "module '\(module)' collects \(type) for no purpose", location: entry.keyLocation,
                                        suggestion: "say why: purposes: [AppFunctionality] (\(PrivacyVocabulary.purposes.joined(separator: ", ")))"))
            }
            if use.tracking && !declaration.tracking {
                problems.append(Problem(message: "module '\(module)' uses \(type) for tracking but does not say that it tracks",
                                        location: entry.keyLocation, suggestion: "set tracking: true in its ios.privacy (NSPrivacyTracking)"))
            }
            use.purposes = sortedOnce(use.purposes)
            declaration.collectedDataTypes[type] = use
        }
        for entry in node["accessedAPITypes"]?.mapping ?? [] {
            let category = entry.key.value
            guard let allowed = PrivacyVocabulary.reasons[category] else {
                problems.append(Problem(message: "module '\(module)' accesses '\(DiagnosticText.value(category))', which is no required-reason API category",
                                        location: entry.keyLocation, suggestion: suggestion(for: category, prefix: PrivacyVocabulary.categoryPrefix,
                                                                                            in: PrivacyVocabulary.reasons.keys, noun: "category")))
                continue
            }
            var reasons: [String] = []
            for item in entry.value.sequence ?? [] {
                guard let reason = item.scalar?.value else { continue }
                if allowed.contains(reason) {
                    reasons.append(reason)
                } else {
                    problems.append(Problem(message: "'\(DiagnosticText.value(reason))' is no reason Apple approves for \(category) APIs",
                                            location: item.location, suggestion: "give one of \(allowed.joined(separator: ", "))"))
                }
            }
            if entry.value.sequence?.isEmpty ?? true {
                problems.append(Problem(message: "module '\(module)' accesses \(category) APIs for no reason", location: entry.keyLocation,
                                        suggestion: "give the reasons that apply: \(allowed.joined(separator: ", "))"))
            }
            declaration.accessedAPITypes[category] = sortedOnce(reasons)
        }
        return declaration
    }

    /// "write 'DeviceID'" for Apple's whole key, else the closest short name.
    private static func suggestion(for name: String, prefix: String, in names: some Sequence<String>, noun: String) -> String {
        if name.hasPrefix(prefix), Array(names).contains(String(name.dropFirst(prefix.count))) {
            return "write the short name: '\(name.dropFirst(prefix.count))'"
        }
        return DidYouMean.suggestion(for: name, in: names, noun: noun)
    }
}
