import BrandCore
import Foundation

/// Sections parsed from a section-order string, and the problems found on the way.
package struct HelpCenterParseResult: Sendable {
    package var sections: [HelpCenterSection]
    package var diagnostics: [Diagnostic]

    package init(sections: [HelpCenterSection], diagnostics: [Diagnostic]) {
        self.sections = sections
        self.diagnostics = diagnostics
    }
}

package protocol HelpCenterInteracting: Sendable {
    func parse(_ data: HelpCenterData, brand: String) -> HelpCenterParseResult
    /// The problems `parse` finds, for a view that shows no sections (validation's): an
    /// interactor may skip building what only the sections hold.
    func problems(in data: HelpCenterData, brand: String) -> [Diagnostic]
}

extension HelpCenterInteracting {
    package func problems(in data: HelpCenterData, brand: String) -> [Diagnostic] {
        parse(data, brand: brand).diagnostics
    }
}

/// Parses a section-order string (`"store, socialNetworks, chat"`) with the brand's
/// help-center data into sections. Problems are located at the token's own column inside
/// the YAML file.
package struct HelpCenterInteractor: HelpCenterInteracting {
    package init() {}

    package func parse(_ data: HelpCenterData, brand: String) -> HelpCenterParseResult {
        parse(data, brand: brand, buildingSections: true)
    }

    /// The same walk as `parse`, without building sections, whose URLs were most of the
    /// scene's cost: only a social network's name can have a problem here (the URL rules
    /// report bad URLs, the required-field check missing fields).
    package func problems(in data: HelpCenterData, brand: String) -> [Diagnostic] {
        parse(data, brand: brand, buildingSections: false).diagnostics
    }

    private func parse(_ data: HelpCenterData, brand: String, buildingSections: Bool) -> HelpCenterParseResult {
        var diagnostics: [Diagnostic] = []
        var sections: [HelpCenterSection] = []
        // Where each kind was first listed: five kinds at most, found by comparing cases.
        var listed: [(kind: HelpCenterSection.Kind, offset: Int)] = []
        listed.reserveCapacity(HelpCenterSection.Kind.all.count)

        if let sectionOrder = data.sectionOrder {
            let text = sectionOrder.text
            for token in SectionOrderTokens.split(text) {
                let location = sectionOrder.location(ofOffset: token.offset)
                guard !token.text.isEmpty else {
                    diagnostics.append(.error(.emptySection, emptyMessage(token, in: text), at: location,
                                              suggestion: text.isBlank
                                                  ? "list sections, e.g. \"store, email\"" : "remove the extra comma"))
                    continue
                }
                guard let kind = HelpCenterSection.Kind(rawValue: token.text) else {
                    diagnostics.append(.error(
                        .unknownSection, "unknown help-center section '\(token.text)'", at: location,
                        suggestion: DidYouMean.suggestion(for: token.text, in: HelpCenterSection.Kind.all.map(\.rawValue),
                                                          noun: "section")))
                    continue
                }
                if let first = listed.first(where: { $0.kind == kind })?.offset {
                    let firstColumn = sectionOrder.location(ofOffset: first).column
                    diagnostics.append(.error(
                        .duplicateSection, "section '\(token.text)' is listed twice (first at column \(firstColumn))",
                        at: location, suggestion: "remove this '\(token.text)'"))
                    continue
                }
                listed.append((kind, token.offset))
                guard data.sections.contains(kind) else {
                    diagnostics.append(.error(
                        .missingSectionData,
                        "section '\(kind.rawValue)' is listed, but brand '\(brand)' does not set 'helpCenter.\(kind.rawValue)'",
                        at: location,
                        suggestion: "add 'helpCenter.\(kind.rawValue)' to the brand, or remove '\(kind.rawValue)' from the order"))
                    continue
                }
                // Without building, a section that can have no problem here is not copied out.
                guard buildingSections || Self.canHaveProblems(kind), let sectionData = data.sections[kind] else { continue }
                let section = section(kind, from: sectionData, building: buildingSections, diagnostics: &diagnostics)
                if buildingSections, let section { sections.append(section) }
            }
        }

        for kind in HelpCenterSection.Kind.all where !listed.contains(where: { $0.kind == kind }) {
            guard let unused = data.sections[kind] else { continue }
            diagnostics.append(.warning(
                .unusedSectionData,
                "brand '\(brand)' sets 'helpCenter.\(kind.rawValue)', but the section order does not list '\(kind.rawValue)'",
                at: unused.location,
                suggestion: "add '\(kind.rawValue)' to helpCenter.sectionOrder, or remove this data"))
        }
        return HelpCenterParseResult(sections: sections, diagnostics: diagnostics)
    }

    /// Problems of the string itself name no brand, so a sub-brand inheriting the string
    /// does not repeat them; problems that depend on the brand's data name it.
    private func emptyMessage(_ token: SectionOrderTokens.Token, in text: String) -> String {
        if text.isBlank { return "the section order is empty" }
        if token.offset >= text.unicodeScalars.count { return "the section order ends with a comma" }
        return "empty entry in the section order"
    }

    /// True when a section of `kind` can have a problem this walk reports: only a social
    /// network's name can (the URL rules report bad URLs, the required-field check missing
    /// fields).
    private static func canHaveProblems(_ kind: HelpCenterSection.Kind) -> Bool {
        kind == .socialNetworks
    }

    /// Builds one section from its data. Required fields the data lacks are reported by
    /// validation's required-field check, so such a section is just left out here. Without
    /// `building` (asked only for a kind that `canHaveProblems`), only the problems are
    /// looked for, and nothing else is read.
    private func section(_ kind: HelpCenterSection.Kind, from data: HelpCenterData.Section, building: Bool,
                         diagnostics: inout [Diagnostic]) -> HelpCenterSection? {
        switch kind {
        case .socialNetworks:
            let networks = data.entries.compactMap { socialNetwork($0, building: building, diagnostics: &diagnostics) }
            return building ? .socialNetworks(networks) : nil
        case .store:
            return url(data.fields["url"]).map(HelpCenterSection.store)
        case .customerPortal:
            return url(data.fields["url"]).map(HelpCenterSection.customerPortal)
        case .chat:
            guard let provider = data.fields["provider"]?.text, let channel = data.fields["channel"]?.text else { return nil }
            return .chat(ChatChannel(provider: provider, channel: channel))
        case .email:
            guard let address = data.fields["address"]?.text else { return nil }
            return .email(EmailContact(address: address, subject: data.fields["subject"]?.text))
        }
    }

    private func socialNetwork(_ entry: any HelpCenterFields, building: Bool,
                               diagnostics: inout [Diagnostic]) -> SocialNetwork? {
        guard let name = entry["network"] else { return nil }
        let text = name.text
        guard let network = SocialNetwork.Network(rawValue: text) else {
            diagnostics.append(.error(
                .unknownSocialNetwork, "unknown social network '\(DiagnosticText.value(text))'", at: name.location,
                suggestion: DidYouMean.suggestion(for: text, in: SocialNetwork.Network.allCases.map(\.rawValue), noun: "network")))
            return nil
        }
        guard building else { return nil }
        return url(entry["url"]).map { SocialNetwork(network: network, url: $0) }
    }

    /// The URL, or nil when it is not absolute: the `invalid-url` rule reports that, once,
    /// for every URL field alike.
    private func url(_ value: LocatedText?) -> URL? {
        value.flatMap { URLCheck.absoluteURL($0.text) }
    }
}

extension String {
    /// Nothing but spaces and tabs.
    var isBlank: Bool { allSatisfy { $0 == " " || $0 == "\t" } }
}
