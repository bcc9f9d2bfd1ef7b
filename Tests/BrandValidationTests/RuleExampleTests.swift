import BrandConfiguration
import BrandCore
import BrandValidation
import Testing

/// Every rule's examples are its tests: each triggering example must report the rule
/// exactly where its `↓` markers stand, each non-triggering example not at all.
@Suite("Rule examples")
struct RuleExampleTests {
    static let codes = ValidationRule.all.map(\.code.rawValue)
    static let today = RuleContext(today: "2026-06-01")

    /// The example's files without markers, and where the markers stood.
    static func files(of example: RuleExample) -> (manifest: SourceFile, brands: [SourceFile], markers: Set<BrandCore.SourceLocation>) {
        var markers: Set<BrandCore.SourceLocation> = []
        func strip(_ text: String, file: String) -> SourceFile {
            var clean = ""
            var line = 1, column = 1
            for character in text {
                if character == "↓" {
                    markers.insert(BrandCore.SourceLocation(file: file, line: line, column: column))
                    continue
                }
                clean.append(character)
                if character == "\n" { (line, column) = (line + 1, 1) } else { column += 1 }
            }
            return SourceFile(path: file, text: clean)
        }
        let manifest = strip(example.manifest ?? RuleExample.manifest, file: "brandkit.yaml")
        let brands = [strip(example.brand, file: "acme.yaml")]
            + example.otherBrands.sorted { $0.key < $1.key }.map { strip($0.value, file: $0.key) }
        return (manifest, brands, markers)
    }

    static func report(_ example: RuleExample, code: DiagnosticCode) throws -> (found: [Diagnostic], markers: Set<BrandCore.SourceLocation>) {
        let (manifest, brands, markers) = files(of: example)
        let manager = FeatureFlagManager(manifest: manifest, brands: brands,
                                         assets: .files(example.fileBytes))
        let report = try BrandValidator.validate(manager, context: today)
        return (report.diagnostics.filter { $0.code == code }, markers)
    }

    @Test("triggering examples report the rule at their markers", arguments: codes)
    func triggering(code: String) throws {
        let rule = try #require(ValidationRule.named(code))
        #expect(!rule.triggering.isEmpty)
        for example in rule.triggering {
            let (found, markers) = try Self.report(example, code: rule.code)
            #expect(!markers.isEmpty, "a triggering example needs a ↓ marker")
            #expect(Set(found.map(\.location)) == markers, "\(example.brand)")
            #expect(found.allSatisfy { $0.severity == rule.severity && $0.suggestion != nil })
        }
    }

    /// Uses of one text across many brands are grouped: each brand is named once, at its own
    /// line, naming another (the first by id). A text written with other bytes but equal
    /// after normalisation is the same name.
    @Test func duplicatesAreFoundAmongManyBrands() throws {
        var others: [String: String] = [:]
        for index in 1...20 {
            let name = index.isMultiple(of: 5) ? "Shop" : "Shop \(index)"
            others[String(format: "b%02d.yaml", index)] = "displayName: \(index.isMultiple(of: 5) ? "↓" : "")\(name)\nbundleId: com.b\(index)\n"
        }
        let ascii = RuleExample("displayName: ↓Shop\nbundleId: com.a\n", otherBrands: others)
        let (found, markers) = try Self.report(ascii, code: .duplicateDisplayName)
        #expect(Set(found.map(\.location)) == markers && found.count == 5)
        #expect(found.filter { $0.message.contains("as brand 'acme' does") }.count == 4)
        #expect(found.filter { $0.message.contains("as brand 'b05' does") }.count == 1)
        let accents = RuleExample("displayName: ↓Café\nbundleId: com.a\n",
                                  otherBrands: ["b.yaml": "displayName: ↓\"Cafe\u{301}\"\nbundleId: com.b\n",
                                                "c.yaml": "displayName: Cafe\nbundleId: com.c\n"])
        let (accented, accentMarkers) = try Self.report(accents, code: .duplicateDisplayName)
        #expect(Set(accented.map(\.location)) == accentMarkers && accented.count == 2)
    }

    /// An int flag is refused exactly outside Int32, however it is written: values of nine
    /// characters or fewer, which the rule passes over unread, all lie inside.
    @Test func intsAreRefusedExactlyOutside32Bits() throws {
        let manifest = "environments: [release]\nfeatureFlags:\n  maxCartItems: { type: int, default: 20 }\n"
        let cases = [("2147483647", false), ("2147483648", true), ("-2147483648", false), ("-2147483649", true),
                     ("+2147483648", true), ("0x7FFFFFFF", false), ("0x80000000", true), ("0o17777777777", false),
                     ("0o20000000000", true), ("999999999", false), ("-99999999", false), ("0xFFFFFFF", false)]
        for (value, refused) in cases {
            let example = RuleExample("displayName: A\nbundleId: com.a\nfeatureFlags:\n  maxCartItems: \(value)\n", manifest: manifest)
            #expect(try !Self.report(example, code: .intOutOfRange).found.isEmpty == refused, "\(value)")
        }
    }

    @Test("non-triggering examples do not report the rule", arguments: codes)
    func nonTriggering(code: String) throws {
        let rule = try #require(ValidationRule.named(code))
        #expect(!rule.nonTriggering.isEmpty)
        for example in rule.nonTriggering {
            #expect(try Self.report(example, code: rule.code).found.isEmpty, "\(example.brand)")
        }
    }

    @Test func aBadDefaultIsReportedWhereItIsWrittenEvenIfEveryBrandOverridesIt() throws {
        let manifest = "environments: [release]\nfeatureFlags:\n  maxCartItems: { type: int, default: 500, min: 1, max: 200 }\n"
        let example = RuleExample("displayName: A\nbundleId: com.a\nfeatureFlags: { maxCartItems: 20 }\n", manifest: manifest)
        let (found, _) = try Self.report(example, code: .invalidValue)
        #expect(found.map { "\($0.location.file):\($0.location.line)" } == ["brandkit.yaml:3"])
        #expect(found.first?.message == "'maxCartItems' is 500, above its maximum 200")
    }

    @Test func disabledRulesDoNotReport() throws {
        let manifest = RuleExample.manifest + "\nvalidation: { disabled: [low-contrast, invalid-color] }\n"
        let example = RuleExample("displayName: A\nbundleId: com.a\ncolors: { primary: \"#FFCC00\", onPrimary: \"#FFFFFF\", bad: red }\n",
                                  manifest: manifest)
        #expect(try Self.report(example, code: .lowContrast).found.isEmpty)
        #expect(try Self.report(example, code: .invalidColor).found.isEmpty)
    }

    @Test func anUnknownDisabledRuleIsAnError() throws {
        let manifest = "environments: [release]\nvalidation:\n  disabled: [low-contrasts]\n"
        let (found, _) = try Self.report(RuleExample("displayName: A\nbundleId: com.a\n", manifest: manifest), code: .unknownRule)
        #expect(found.map(\.location.description) == ["brandkit.yaml:3:14"])
        #expect(found.first?.suggestion == "did you mean 'low-contrast'?")
    }

    @Test func contrastRatiosFollowWCAG() throws {
        let white = try #require(RGBAColor(hex: "#FFFFFF"))
        let black = try #require(RGBAColor(hex: "#000000"))
        #expect(abs(RGBAColor.contrast(white, black) - 21) < 0.001)
        #expect(abs(RGBAColor.contrast(white, try #require(RGBAColor(hex: "#767676"))) - 4.54) < 0.01)
        #expect(RGBAColor(hex: "#00000080")?.alpha == 0x80)
        #expect(RGBAColor(hex: "#F00") == nil)
    }

    /// A colour is `#` and six or eight ASCII hex digits, in either case; a sign, a non-ASCII
    /// digit or a combining mark (any of which a looser parse lets through) refuses it.
    @Test func aColourIsHashAndASCIIHexDigits() {
        #expect(RGBAColor(hex: "#e4002B") == RGBAColor(red: 0xE4, green: 0x00, blue: 0x2B))
        #expect(RGBAColor(hex: "#0A0b0C0d") == RGBAColor(red: 0x0A, green: 0x0B, blue: 0x0C, alpha: 0x0D))
        for refused in ["E4002B", "#E4002", "#E4002B0", "#+12345", "#-12345", "#GG0000", "#E4002\u{301}B",
                        "#E4002B\u{301}", "#\u{FF25}40000", "#E4 02B", "##E4002B", ""] {
            #expect(RGBAColor(hex: refused) == nil, "\(refused.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func everyRuleIsListed() {
        let listing = RuleListing.text()
        for rule in ValidationRule.all {
            #expect(listing.contains(rule.code.rawValue) && listing.contains(rule.summary))
        }
    }
}
