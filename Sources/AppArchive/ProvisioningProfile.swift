import BrandCore
import Foundation

/// An iOS provisioning profile (`.mobileprovision`, an app's `embedded.mobileprovision`): a
/// CMS SignedData whose content is a property list. Read without openssl; nothing here checks
/// Apple's signature (the device does), it says what the profile grants.
package struct ProvisioningProfile: Sendable, Equatable {
    package var name: String?
    /// `TeamIdentifier`'s first team: the team the profile belongs to.
    package var team: String?
    /// The entitlement `application-identifier`: `<app id prefix>.<bundle id>`, where the bundle
    /// id may end in `*` (a wildcard profile).
    package var applicationIdentifier: String?
    package var expiration: Date?
    /// `aps-environment`: development or production; nil without push.
    package var pushEnvironment: String?
    package var appGroups: [String]
    /// `com.apple.developer.associated-domains`: each `service:host`, or `*` for any.
    package var associatedDomains: [String]
    /// `get-task-allow`: true in development profiles, which a debugger may attach to.
    package var allowsDebugging: Bool

    /// A profile is a few KiB; one far larger is not read.
    package static let sizeLimit = 1 << 20

    package init(bytes: [UInt8]) throws(AppArchiveError) {
        guard bytes.count <= Self.sizeLimit else { throw AppArchiveError("the provisioning profile is over \(Self.sizeLimit >> 10) KiB") }
        guard let content = DER.signedContent(bytes) else {
            throw AppArchiveError("the provisioning profile is not a CMS signed message with its content")
        }
        guard let plist = try? PropertyListSerialization.propertyList(from: Data(content), options: [], format: nil) as? [String: Any] else {
            throw AppArchiveError("the provisioning profile's content is not a property list")
        }
        let entitlements = plist["Entitlements"] as? [String: Any] ?? [:]
        name = plist["Name"] as? String
        team = (plist["TeamIdentifier"] as? [Any])?.first as? String
        applicationIdentifier = entitlements["application-identifier"] as? String
        expiration = plist["ExpirationDate"] as? Date
        pushEnvironment = entitlements["aps-environment"] as? String
        appGroups = (entitlements["com.apple.security.application-groups"] as? [Any] ?? []).compactMap { $0 as? String }
        associatedDomains = Self.strings(entitlements["com.apple.developer.associated-domains"])
        allowsDebugging = entitlements["get-task-allow"] as? Bool ?? false
    }

    /// True when the profile's app id covers `bundleId` of `team`: exactly, or as a wildcard.
    package func covers(_ bundleId: String) -> Bool {
        guard let applicationIdentifier, let dot = applicationIdentifier.firstIndex(of: ".") else { return false }
        let pattern = applicationIdentifier[applicationIdentifier.index(after: dot)...]
        if pattern.hasSuffix("*") { return bundleId.hasPrefix(pattern.dropLast()) }
        return pattern == bundleId
    }

    /// The app id's prefix (`application-identifier` up to its first dot): the team's, or
    /// a legacy app id's own.
    package var appIdPrefix: String? {
        applicationIdentifier?.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)
    }

    /// True when the profile grants the associated domain `domain` (`applinks:acme.example`).
    package func grants(domain: String) -> Bool {
        associatedDomains.contains("*") || associatedDomains.contains(domain)
    }

    /// A list of strings, or one string (Apple writes `*` alone for any domain).
    private static func strings(_ value: Any?) -> [String] {
        if let text = value as? String { return [text] }
        return (value as? [Any] ?? []).compactMap { $0 as? String }
    }
}
