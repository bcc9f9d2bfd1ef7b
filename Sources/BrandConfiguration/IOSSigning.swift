import BrandCore

/// `ios.signing`: how Xcode signs a brand's app in one environment, and where fastlane match
/// keeps its profiles. Only names: match's passphrase and the App Store Connect key stay
/// where fastlane runs.
package struct IOSSigning: Sendable, Equatable {
    /// Xcode's `CODE_SIGN_STYLE`.
    package enum Style: String, Sendable, CaseIterable {
        case automatic, manual

        /// The build setting's value: `Automatic`, `Manual`.
        package var setting: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    }

    /// A profile type as match names it (`type`), and the part of a profile's name match
    /// gives it (match's `Generator.profile_type_name`).
    package enum ProfileType: String, Sendable, CaseIterable {
        case appstore, adhoc, development, enterprise

        package var profileName: String {
            switch self {
            case .appstore: "AppStore"
            case .adhoc: "AdHoc"
            case .development: "Development"
            case .enterprise: "InHouse"
            }
        }

        /// The certificate kind that signs with such a profile (`CODE_SIGN_IDENTITY`).
        package var identity: String { self == .development ? "Apple Development" : "Apple Distribution" }
    }

    /// match's storage of the team's certificates and profiles.
    package struct Match: Sendable, Equatable {
        package let gitURL: String
        package let branch: String?
        package let type: ProfileType
    }

    package let style: Style
    /// The team that signs (`ios.team`).
    package let team: String?
    package let match: Match?
    /// `profiles`: the profile file (relative to the brands directory) of each bundle id
    /// signed by hand without match.
    package let profiles: [String: String]

    package init(style: Style, team: String?, match: Match?, profiles: [String: String] = [:]) {
        self.style = style
        self.team = team
        self.match = match
        self.profiles = profiles
    }

    /// The profile a manually signed target with `bundleId` names, as match names the profile it
    /// makes ("match AppStore com.acme.shop"), or nil where Xcode picks (automatic), where
    /// `profiles` gives the id its own file (named by its content), or where no storage is named.
    package func profileSpecifier(_ bundleId: String) -> String? {
        guard style == .manual, profiles[bundleId] == nil, let match else { return nil }
        return "match \(match.type.profileName) \(bundleId)"
    }
}

extension ResolvedBrand {
    /// The brand's iOS signing here, or nil where it sets none or a value is not one of those
    /// the signing rule accepts (it reports it).
    package var iosSigning: IOSSigning? {
        guard let signing = self["ios"]?["signing"],
              let style = Self.known(signing["style"], otherwise: IOSSigning.Style.automatic) else { return nil }
        var match: IOSSigning.Match?
        if let storage = signing["match"] {
            guard let url = storage["gitURL"]?.string,
                  let type = Self.known(storage["type"], otherwise: buildsLike == .debug ? IOSSigning.ProfileType.development : .appstore)
            else { return nil }
            match = IOSSigning.Match(gitURL: url, branch: storage["branch"]?.string, type: type)
        }
        var profiles: [String: String] = [:]
        for (id, file) in signing["profiles"]?.mapping ?? [:] { profiles[id] = file.string }
        return IOSSigning(style: style, team: self["ios"]?["team"]?.string, match: match, profiles: profiles)
    }

    /// The case `value` names, `otherwise` where it is not written, nil where it names none.
    private static func known<Choice: RawRepresentable<String>>(_ value: ResolvedValue?, otherwise: Choice) -> Choice? {
        guard let value else { return otherwise }
        return value.string.flatMap(Choice.init(rawValue:))
    }
}
