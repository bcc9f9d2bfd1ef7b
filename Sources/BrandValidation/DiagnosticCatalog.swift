import BrandConfiguration
import BrandCore
import BrandYAML
import HelpCenter

/// Every diagnostic code brandkit reports, each with its one owner: a loading stage (its
/// errors are never disabled) or a rule (disabled by not running it). Stage codes are listed
/// here; rule codes come from `ValidationRule.all`, so a rule and its code cannot drift.
package enum DiagnosticCatalog {
    /// Who reports a code.
    package enum Owner: String, Sendable {
        case yaml, files, schema, manifest, resolution
        case helpCenter = "help-center"
        /// The release check against a git revision (`validate --base`).
        case release
        /// `brandkit verify`, which reads a built app.
        case verify
        case rule
    }

    package struct Entry: Sendable {
        package var code: DiagnosticCode
        package var owner: Owner
        package var severity: Severity
        package var summary: String
        package var canBeDisabled: Bool
    }

    package static let entries: [Entry] = stageCodes + ValidationRule.all.map { rule in
        Entry(code: rule.code, owner: .rule, severity: rule.severity, summary: rule.summary, canBeDisabled: rule.canBeDisabled)
    }

    package static func entry(_ code: String) -> Entry? {
        entries.first { $0.code.rawValue == code }
    }

    private static func stage(_ owner: Owner, _ code: DiagnosticCode, _ summary: String, _ severity: Severity = .error) -> Entry {
        Entry(code: code, owner: owner, severity: severity, summary: summary, canBeDisabled: false)
    }

    private static let stageCodes: [Entry] = [
        stage(.release, .lowerBuildNumber, "With --base: ios.build or android.versionCode lower than at the base revision."),
        stage(.release, .lowerVersion, "With --base: ios.version or android.versionName going back from the base revision's."),
        stage(.release, .changedAppID, "With --base: a bundle id or application id that changed since the base revision."),
        stage(.verify, .builtAppDiffers, "brandkit verify: the built app's id, version, label, URL schemes, app links or modules (permissions, meta-data, code) differ from the brand's."),
        stage(.yaml, .yamlSyntax, "libyaml could not parse the file (its reason, at its position)."),
        stage(.yaml, .duplicateKey, "A key appears twice in one mapping (keys equal after Unicode normalisation count as one)."),
        stage(.yaml, .nestingLimit, "Collections nest deeper than 64 levels."),
        stage(.yaml, .aliasLimit, "A recursive alias, or aliases expanding past 100,000 nodes."),
        stage(.yaml, .nodeLimit, "A file with more than 100,000 nodes."),
        stage(.yaml, .fileTooLarge, "A file over 1 MiB."),
        stage(.yaml, .unsupportedTag, "An explicit tag such as !!str or !include."),
        stage(.yaml, .mergeKey, "A YAML 1.1 merge key '<<'; use extends:."),
        stage(.yaml, .multipleDocuments, "More than one YAML document in a file."),
        stage(.yaml, .emptyFile, "A file with no content."),
        stage(.yaml, .notAMapping, "The top level is not a mapping, or a key is not a plain scalar."),
        stage(.yaml, .unsupportedLineBreak, "NEL, U+2028 or U+2029 outside a quoted string: a line break YAML sees and editors do not."),
        stage(.files, .unreadableFile, "An entry of the brands directory that is no regular file inside it."),
        stage(.files, .invalidBrandID, "A brand file name or extends: value that is not [a-z][a-z0-9-]*."),
        stage(.schema, .unknownKey, "A key the format does not have."),
        stage(.schema, .typeMismatch, "A value of the wrong type (yes for a boolean, 0777 for a number, ...)."),
        stage(.schema, .unknownFlag, "A feature flag the manifest does not declare."),
        stage(.schema, .missingFlagValue, "A flag key written without a value (YAML reads it as null)."),
        stage(.schema, .unknownLocale, "A language that is not BCP 47 in canonical case, that CLDR does not know, or that the manifest does not declare."),
        stage(.schema, .unknownString, "A string key the manifest does not declare (and no built-in help-center text)."),
        stage(.schema, .unknownEnvironment, "An environment the manifest does not declare."),
        stage(.schema, .invalidName, "A colour or flag name that is not [A-Za-z][A-Za-z0-9_]*, or that becomes the same resource name as another in its mapping."),
        stage(.manifest, .invalidDeclaration,
              "A manifest declaration that is not allowed: flag type, constraint, environment name, configuration, URL scheme."),
        stage(.manifest, .unknownRule, "validation.disabled names no rule, or a code that cannot be disabled."),
        stage(.resolution, .unknownBrand, "extends: names a brand that does not exist."),
        stage(.resolution, .extendsCycle, "Brands extend each other in a cycle."),
        stage(.resolution, .extendsDepth, "An extends chain of more than 16 ancestors."),
        stage(.resolution, .parentHasErrors, "A brand is not checked because the brand it extends cannot be read.", .note),
        stage(.resolution, .missingRequired, "displayName, bundleId, a flag without default, or a section's required field is not set."),
        stage(.helpCenter, .unknownSection, "A section-order token that is not a section."),
        stage(.helpCenter, .duplicateSection, "A section listed twice."),
        stage(.helpCenter, .emptySection, "An empty entry in the section order."),
        stage(.helpCenter, .missingSectionData, "A listed section whose helpCenter data is not set."),
        stage(.helpCenter, .unusedSectionData, "Data for a section the order leaves out.", .warning),
        stage(.helpCenter, .unknownSocialNetwork, "A social network brandkit does not know."),
    ]
}
