import BrandCore

/// What a privacy manifest (`PrivacyInfo.xcprivacy`) declares, by Apple's short names: a
/// module's `ios.privacy`, the app's own manifest, or the two merged for one brand. Names
/// are checked where a declaration is read, so every one is in `PrivacyVocabulary`.
package struct PrivacyDeclaration: Sendable, Equatable {
    /// How one collected data type is used.
    package struct DataUse: Sendable, Equatable {
        package var linked = false
        package var tracking = false
        /// Sorted, each once.
        package var purposes: [String] = []

        /// The more disclosing of both: linked or tracked where either is, every purpose of both.
        func merged(with other: DataUse) -> DataUse {
            DataUse(linked: linked || other.linked, tracking: tracking || other.tracking,
                    purposes: PrivacyDeclaration.sortedOnce(purposes + other.purposes))
        }
    }

    /// `NSPrivacyTracking`: the app uses data for tracking as App Tracking Transparency means it.
    package var tracking = false
    /// `NSPrivacyTrackingDomains`, sorted, each once.
    package var trackingDomains: [String] = []
    /// `NSPrivacyCollectedDataTypes` by data type.
    package var collectedDataTypes: [String: DataUse] = [:]
    /// `NSPrivacyAccessedAPITypes`: each category's reasons, sorted, each once.
    package var accessedAPITypes: [String: [String]] = [:]

    package init() {}

    package var isEmpty: Bool { self == PrivacyDeclaration() }

    /// Both declarations in one: what either tracks, collects or accesses, each use as the
    /// more disclosing of the two (linked or tracked in either is linked or tracked), every
    /// purpose and reason of both.
    package func merged(with other: PrivacyDeclaration) -> PrivacyDeclaration {
        var merged = self
        merged.tracking = tracking || other.tracking
        merged.trackingDomains = Self.sortedOnce(trackingDomains + other.trackingDomains)
        for (type, use) in other.collectedDataTypes {
            merged.collectedDataTypes[type] = (collectedDataTypes[type] ?? DataUse()).merged(with: use)
        }
        for (category, reasons) in other.accessedAPITypes {
            merged.accessedAPITypes[category] = Self.sortedOnce((accessedAPITypes[category] ?? []) + reasons)
        }
        return merged
    }

    /// The texts sorted, each once.
    static func sortedOnce(_ texts: [String]) -> [String] { Array(Set(texts)).sorted() }

    /// The manifest as a property list, every key Apple's, in a fixed order: dictionaries by
    /// key, data types and categories by name. All four keys are written, as Xcode's template
    /// writes them, so a brand without entries says so.
    package var propertyList: JSONValue {
        let types = collectedDataTypes.sorted { $0.key < $1.key }.map { type, use in
            JSONValue.object([
                ("NSPrivacyCollectedDataType", .string(PrivacyVocabulary.dataTypePrefix + type)),
                ("NSPrivacyCollectedDataTypeLinked", .bool(use.linked)),
                ("NSPrivacyCollectedDataTypePurposes", .array(use.purposes.map { .string(PrivacyVocabulary.purposePrefix + $0) })),
                ("NSPrivacyCollectedDataTypeTracking", .bool(use.tracking)),
            ])
        }
        let apis = accessedAPITypes.sorted { $0.key < $1.key }.map { category, reasons in
            JSONValue.object([
                ("NSPrivacyAccessedAPIType", .string(PrivacyVocabulary.categoryPrefix + category)),
                ("NSPrivacyAccessedAPITypeReasons", .array(reasons.map(JSONValue.string))),
            ])
        }
        return .object([
            ("NSPrivacyAccessedAPITypes", .array(apis)),
            ("NSPrivacyCollectedDataTypes", .array(types)),
            ("NSPrivacyTracking", .bool(tracking)),
            ("NSPrivacyTrackingDomains", .array(trackingDomains.map(JSONValue.string))),
        ])
    }
}
