import BrandConfiguration
import BrandCore
import BrandValidation
import HelpCenter
/// `BrandConfig.json`, described once: its fields in order, and each help-center section's
/// fields as the brand schema declares them. `BrandConfigDocument` writes exactly this shape,
/// and the Swift and Kotlin accessors are generated from it, so no field can be written and
/// not read, or read and not written.
package enum BrandConfigShape {
    /// What a top-level field holds.
    package enum Content {
        case text
        /// A list of texts: the languages the app ships.
        case textList
        case colors
        case featureFlags
        case helpCenter
        /// Text by text: a font's file by its PostScript name; a role's font by the role.
        case textMap
        /// The modules the brand ships, each with its values by name.
        case modules
    }

    package struct Field {
        package let key: String
        package let content: Content
        /// For the accessors' documentation; nil where the type documents itself.
        package let documentation: String?
        package let value: @Sendable (BrandDocument) -> JSONValue
    }

    package static let fields: [Field] = [
        Field(key: "brand", content: .text, documentation: "The brand id (its file name without .yaml).") { .string($0.id) },
        Field(key: "environment", content: .text, documentation: "The environment the bundle was built for.") {
            .string($0.environment)
        },
        Field(key: "displayName", content: .text, documentation: "The app's name as users see it.") { .string($0.displayName) },
        Field(key: "bundleId", content: .text, documentation: "The iOS bundle identifier (the Android application id's source).") {
            .string($0.bundleId)
        },
        Field(key: "locales", content: .textList,
              documentation: "The languages the app ships (BCP 47), its default first: each a .lproj folder in the bundle.") { document in
            .array(document.locales.map { .string($0.code) })
        },
        Field(key: "iosURLSchemes", content: .textList,
              documentation: "The URL schemes that open the iOS app (ios.urlSchemes), for links the app builds to itself.") { document in
            .array(document.identity.iosURLSchemes.map(JSONValue.string))
        },
        Field(key: "androidURLSchemes", content: .textList,
              documentation: "The URL schemes that open the Android app (android.urlSchemes).") { document in
            .array(document.identity.androidURLSchemes.map(JSONValue.string))
        },
        Field(key: "appGroups", content: .textList,
              documentation: "The iOS app groups the app and its extensions share (ios.appGroups): FileManager's containerURL(forSecurityApplicationGroupIdentifier:).") { document in
            .array(document.identity.appGroups.map(JSONValue.string))
        },
        Field(key: "colors", content: .colors, documentation: nil) { document in
            // "#hex", or { "dark", "light" } where the brand sets both appearances.
            .sortedObject(distinct: document.colors.map { color in
                (color.name, color.darkHex.map { .object([("dark", .string($0)), ("light", .string(color.hex))]) } ?? .string(color.hex))
            })
        },
        Field(key: "featureFlags", content: .featureFlags, documentation: nil) { document in
            .sortedObject(distinct: document.flags.map { ($0.name, $0.value.json) })
        },
        Field(key: "fontRoles", content: .textMap,
              documentation: "The brand's fonts by role (fonts: { body: ... } in brand files): each role's PostScript name.") { document in
            .sortedObject(distinct: document.fonts.flatMap { font in font.roles.map { ($0, JSONValue.string(font.postScriptName)) } })
        },
        Field(key: "fonts", content: .textMap,
              documentation: "The brand's fonts: each file (in the bundle's Fonts folder) by the PostScript name apps load it by.") { document in
            .sortedObject(Dictionary(document.fonts.map { ($0.postScriptName, JSONValue.string($0.fileName)) }) { first, _ in first })
        },
        Field(key: "modules", content: .modules, documentation: nil) { document in
            .sortedObject(distinct: document.variant.brand.modules.map { module in
                (module.name, JSONValue.sortedObject(distinct: module.values.map { ($0.key, JSONValue.string($0.value)) }))
            })
        },
        Field(key: "helpCenter", content: .helpCenter, documentation: "The help-center sections, in the brand's order.") { document in
            let data = BrandHelpCenterConfiguration(document.brand).helpCenter
            return .array(document.variant.sections.map { section(json: $0.kind, data.sections[$0.kind]) })
        },
    ]

    /// One field of a section's data, as the brand file writes it.
    package struct SectionField {
        package enum Kind { case text, url, network }
        package let key: String
        package let kind: Kind
        package let optional: Bool
        package let documentation: String

        /// Its type in generated code, Swift and Kotlin alike but for the URL type's name:
        /// text, a URL, or the `Network` enum, `?` when optional.
        package func typeName(url: String) -> String {
            let base = switch kind {
            case .text: "String"
            case .url: url
            case .network: "Network"
            }
            return base + (optional ? "?" : "")
        }
    }

    /// How a section's data sits in its JSON object beside `section`.
    package enum SectionLayout {
        /// One `url`: the section is that address (`.store(URL)`).
        case address
        /// A record's fields, each a key of the object (`.email(EmailContact)`), with the
        /// accessors' type name for it and what it is.
        case record(typeName: String, fields: [SectionField], documentation: String)
        /// A list of records under `key` (`.socialNetworks([SocialNetwork])`).
        case entries(key: String, typeName: String, fields: [SectionField], documentation: String)
    }

    /// The accessors' name of each record type: the names the help-center scene uses.
    private static let typeNames: [HelpCenterSection.Kind: String] = [
        .socialNetworks: "SocialNetwork", .chat: "ChatChannel", .email: "EmailContact",
    ]

    /// `kind`'s layout. Read from the schema once: every section of every bundle asks.
    package static func layout(_ kind: HelpCenterSection.Kind) -> SectionLayout {
        layouts[kind] ?? .address
    }

    private static let layouts = Dictionary(uniqueKeysWithValues: HelpCenterSection.Kind.allCases.map { ($0, readLayout($0)) })

    /// `kind`'s layout, read from the brand schema's `helpCenter` record.
    private static func readLayout(_ kind: HelpCenterSection.Kind) -> SectionLayout {
        guard case .record(let sections) = BrandSchema.helpCenter,
              let declared = sections.first(where: { $0.name == kind.rawValue })
        else { return .address }
        switch declared.schema {
        case .list(.record(let fields)):
            return .entries(key: "networks", typeName: typeNames[kind] ?? kind.rawValue, fields: fields.map(sectionField),
                            documentation: declared.description)
        case .record(let fields) where fields.count == 1 && fields[0].name == "url":
            return .address
        case .record(let fields):
            return .record(typeName: typeNames[kind] ?? kind.rawValue, fields: fields.map(sectionField),
                           documentation: declared.description)
        default:
            return .address
        }
    }

    /// The documentation of a section's record type: the section's own, or for one entry of
    /// a list, what the list holds.
    package static func typeDocumentation(_ kind: HelpCenterSection.Kind, _ documentation: String) -> String {
        if case .entries = layout(kind) { return "One entry of \(kind.rawValue): \(documentation)" }
        return documentation
    }

    /// The social networks a `network` field may name, in the scene's order.
    package static var networks: [String] { SocialNetwork.Network.allCases.map(\.rawValue) }

    private static func sectionField(_ field: Schema.Field) -> SectionField {
        let kind: SectionField.Kind = if field.name == "network" {
            .network
        } else if case .value(.url) = field.schema {
            .url
        } else {
            .text
        }
        return SectionField(key: field.name, kind: kind, optional: field.requirement == .optional, documentation: field.description)
    }

    /// One section the interactor parsed, in the brand's order: its token as `section`, then
    /// the fields its layout names, as written (a URL is not re-encoded on its way through).
    package static func section(json kind: HelpCenterSection.Kind, _ data: HelpCenterData.Section?) -> JSONValue {
        var object: [String: JSONValue] = ["section": .string(kind.rawValue)]
        func copy(_ keys: [String], from fields: (any HelpCenterFields)?, into object: inout [String: JSONValue]) {
            for key in keys { if let text = fields?[key]?.text { object[key] = .string(text) } }
        }
        switch layout(kind) {
        case .address:
            copy(["url"], from: data?.fields, into: &object)
        case .record(_, let fields, _):
            copy(fields.map(\.key), from: data?.fields, into: &object)
        case .entries(let key, _, let fields, _):
            object[key] = .array((data?.entries ?? []).map { entry in
                var item: [String: JSONValue] = [:]
                copy(fields.map(\.key), from: entry, into: &item)
                return .sortedObject(item)
            })
        }
        return .sortedObject(object)
    }
}
