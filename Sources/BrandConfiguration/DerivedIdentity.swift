import BrandYAML

/// A brand's identity in an environment whose manifest settings derive it: the suffixes
/// (`EnvironmentSettings`) appended to the values the brand's files set without an overlay
/// for the environment. A value an overlay of the environment sets is the brand's own word
/// for it, and stays as written. Values keep where they were written, so a problem of the
/// derived id is reported at the brand's own id.
struct DerivedIdentity: Sendable {
    let settings: EnvironmentSettings
    let environment: String

    /// Nil for an environment that derives nothing: its values are as merged.
    init?(_ settings: EnvironmentSettings, environment: String) {
        guard !settings.derivesNothing else { return nil }
        self.settings = settings
        self.environment = environment
    }

    /// `value`, the merge of top-level `key`, with what the environment derives for it.
    /// `appBundleId` gives the app's bundle id as derived, for its extensions' ids.
    func derive(_ key: String, _ value: ResolvedValue?, appBundleId: () -> ResolvedValue?) -> ResolvedValue? {
        guard let value else { return nil }
        switch key {
        case "bundleId": return appending(settings.bundleIdSuffix, to: value)
        case "displayName": return appending(settings.displayNameSuffix, to: value)
        case "android":
            guard let suffix = settings.bundleIdSuffix, case .mapping(var entries) = value.content,
                  let id = entries["applicationId"] else { return value }
            entries["applicationId"] = appending(suffix, to: id)
            return ResolvedValue(.mapping(entries), provenance: value.provenance)
        case "strings":
            // The name in each language the brand translates it to carries the suffix too.
            guard let suffix = settings.displayNameSuffix, case .mapping(var languages) = value.content else { return value }
            for (language, texts) in languages {
                guard case .mapping(var entries) = texts.content, let name = entries["displayName"] else { continue }
                entries["displayName"] = appending(suffix, to: name)
                languages[language] = ResolvedValue(.mapping(entries), provenance: texts.provenance)
            }
            return ResolvedValue(.mapping(languages), provenance: value.provenance)
        case "ios":
            // An extension's id is the app's and one more segment: it follows the app's.
            guard let suffix = settings.bundleIdSuffix, case .mapping(var entries) = value.content,
                  let extensions = entries["extensions"], case .mapping(var ids) = extensions.content,
                  let app = appBundleId(), app.isDerived(suffix), let derivedApp = app.string else { return value }
            let written = String(derivedApp.dropLast(suffix.utf8.count))
            for (name, id) in ids where !id.isOverlaid {
                guard let text = id.string, text.hasPrefix(written + "."), var scalar = id.scalar else { continue }
                scalar.value = derivedApp + text.dropFirst(written.count)
                ids[name] = ResolvedValue(.scalar(scalar), provenance: derived(id.provenance, suffix: suffix))
            }
            entries["extensions"] = ResolvedValue(.mapping(ids), provenance: extensions.provenance)
            return ResolvedValue(.mapping(entries), provenance: value.provenance)
        default:
            return value
        }
    }

    private func appending(_ suffix: String?, to value: ResolvedValue) -> ResolvedValue {
        guard let suffix, !value.isOverlaid, var scalar = value.scalar else { return value }
        scalar.value += suffix
        return ResolvedValue(.scalar(scalar), provenance: derived(value.provenance, suffix: suffix))
    }

    /// Where a derived value comes from: the written value's place, and the suffix.
    private func derived(_ provenance: Provenance, suffix: String) -> Provenance {
        Provenance(.derived(brand: provenance.brand ?? "", environment: environment, suffix: suffix), at: provenance.location)
    }

    /// The top-level keys whose values an environment may derive.
    static let derivableKeys = ["bundleId", "displayName", "android", "ios", "strings"]

    static func mayDerive(_ key: String) -> Bool { derivableKeys.contains(key) }
}

private extension ResolvedValue {
    /// Set by an environment's overlay: the brand's own value there.
    var isOverlaid: Bool { provenance.layer.isOverlay }

    /// True when the environment appended `suffix` to this id.
    func isDerived(_ suffix: String) -> Bool {
        provenance.layer.derivedSuffix != nil && (string?.hasSuffix(suffix) ?? false)
    }
}
