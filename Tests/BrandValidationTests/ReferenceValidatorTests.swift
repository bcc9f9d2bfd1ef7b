import BrandConfiguration
import BrandCore
import BrandReports
import BrandTestSupport
@testable import BrandValidation
import Foundation
import Testing

/// The fast validator (skipped environments, file caches, flag positions, worker copies,
/// values checked as they are typed) reports, byte for byte in every format, what the plain
/// `ReferenceValidator` reports: on every rule's examples, the bad-input catalog, the example
/// brands and random corpora with errors planted.
@Suite("The fast validator agrees with the reference validator")
struct ReferenceValidatorTests {
    static let today = RuleContext(today: "2026-06-01")

    /// The fast report, on one job and on two (each worker through a source of its own), and
    /// the reference's, as JSON and as a person reads them.
    static func expectAgreement(_ source: some BrandFileSource, streamed: (any BrandFileSource)? = nil,
                                _ label: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let reference = ReferenceValidator.validate(source, context: today)
        var fast = [try BrandValidator.validate(source, context: today, jobs: 1),
                    try BrandValidator.validate(source, context: today, jobs: 2)]
        if let streamed { fast.append(try BrandValidator.validate(streamed, context: today, jobs: 2)) }
        for format in [DiagnosticFormat.json, .human] {
            let expected = format.render(reference)
            for report in fast {
                let found = format.render(report)
                #expect(found == expected, "\(label) (\(format)):\nfast:\n\(found)\nreference:\n\(expected)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test("every rule's examples", arguments: ValidationRule.all.map(\.code.rawValue))
    func ruleExamples(code: String) throws {
        let rule = try #require(ValidationRule.named(code))
        for (index, example) in (rule.triggering + rule.nonTriggering).enumerated() {
            let (manifest, brands, _) = RuleExampleTests.files(of: example)
            let source = FeatureFlagManager(manifest: manifest, brands: brands, assets: .files(example.fileBytes))
            try Self.expectAgreement(source, "\(code) example \(index)")
        }
    }

    @Test("the bad-input catalog, loaded and read from disk", arguments: Catalog.cases)
    func catalog(name: String) throws {
        let directory = try Catalog.copyToDisk(name)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.expectAgreement(try BrandInputs.read(directory).open(), streamed: try BrandInputs.stream(directory), name)
    }

    @Test func theExampleBrands() throws {
        try Self.expectAgreement(try ExampleBrands.manager(), "example brands")
    }

    @Test("random corpora with errors planted", arguments: 1...24)
    func randomCorpus(seed: UInt64) throws {
        var corpus = RandomCorpus(seed: seed)
        let files = corpus.files(brands: 14)
        // Read from disk, loaded whole and streamed as a run reads it (each value checked as
        // it is typed, repeated values passed as remembered clean).
        let directory = try brandsDirectory(files)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.expectAgreement(try BrandInputs.read(directory.path).open(), streamed: try BrandInputs.stream(directory.path), "corpus \(seed):\n\(files.sorted { $0.key < $1.key }.map { "## \($0.key)\n\($0.value)" }.joined())")
    }
}

/// Brands drawn from a seeded generator: valid and broken values of every flag type, colours,
/// ids, help-center data, store listings and translations, environment overlays that set some keys and not others, and
/// sub-brands, so that checks the fast validator runs once for alike environments meet
/// environments that differ.
struct RandomCorpus {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

    /// xorshift64*: the same brands for the same seed on any machine.
    private mutating func next(_ bound: Int) -> Int {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return Int((state &* 0x2545_F491_4F6C_DD1D) >> 33) % bound
    }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[next(choices.count)] }
    private mutating func chance(_ percent: Int) -> Bool { next(100) < percent }

    static let manifest = """
        environments: [release, staging, debug]
        featureFlags:
          newCheckout: { type: bool, default: false }
          maxCartItems: { type: int, default: 20, min: 1, max: 200 }
          checkoutTheme: { type: string, default: classic, allowed: [classic, compact] }
          searchRadiusKm: { type: number, default: 25.0, min: 1, max: 500 }
          termsUrl: { type: url, default: "https://legal.example/terms" }
          supportEmail: { type: email, default: support@brandkit.example }
          bannerColor: { type: color, default: "#FFCC00" }
          paymentMethods: { type: list, default: [card], allowed: [card, paypal, klarna] }
          countryCode: { type: string, default: US, pattern: "^[A-Z]{2}$" }
          loyaltyProgram: { type: bool }
        locales: [en, de]
        strings:
          welcome: { text: "Welcome to %@!", description: Home title; the argument is the brand name. }
          cartItems: { text: { one: "%d item", other: "%d items" }, description: Cart badge. }
        defaults:
          colors: { onPrimary: "#FFFFFF" }
          helpCenter: { sectionOrder: "store, email" }

        """

    private mutating func flagLine() -> String {
        pick([
            "newCheckout: \(pick(["true", "false", "yes", "1"]))",
            "maxCartItems: \(pick(["50", "0", "201", "2147483648", "ten"]))",
            "checkoutTheme: \(pick(["compact", "classic", "fancy"]))",
            "searchRadiusKm: \(pick(["12.5", "0.5", "600", "1e2"]))",
            "termsUrl: \(pick(["\"https://a.example/terms\"", "\"http://a.example\"", "\"not a url\"", "\"https://a.example/?k=AKIAIOSFODNN7EXAMPLE\""]))",
            "supportEmail: \(pick(["help@a.example", "nobody", "a@b"]))",
            "bannerColor: \(pick(["\"#00FF00\"", "\"#GGGGGG\"", "red"]))",
            "paymentMethods: \(pick(["[card, paypal]", "[bitcoin]", "[]"]))",
            "countryCode: \(pick(["DE", "de", "GER"]))",
            "loyaltyProgram: \(pick(["true", "false", "maybe"]))",
            "unknownFlag: true",
        ])
    }

    private mutating func colorsBlock() -> [String] {
        var lines = ["colors:", "  primary: \(pick(["\"#B00020\"", "\"#FFFFFF\"", "\"#12345\"", "{ light: \"#0B3D91\", dark: \"#A9C7FF\" }"]))"]
        if chance(40) { lines.append("  onPrimary: \(pick(["\"#FFFFFF\"", "\"#FEFEFE\"", "\"#000000\""]))") }
        if chance(20) { lines.append("  Primary: \"#000000\"") }
        return lines
    }

    private mutating func helpCenterBlock() -> [String] {
        var lines = ["helpCenter:"]
        if chance(60) { lines.append("  sectionOrder: \"\(pick(["store, email", "store, chat", "email, email", "store, socialNetworks", "shop", ""]))\"") }
        if chance(70) { lines.append("  store: { url: \(pick(["\"https://shop.example\"", "\"ftp://shop.example\"", "\"https://\""])) }") }
        if chance(60) { lines.append("  email: { address: \(pick(["help@shop.example", "help"])) }") }
        if chance(30) { lines.append("  chat: { provider: zendesk, channel: \(pick(["support", "\"\""])) }") }
        if chance(30) { lines.append("  socialNetworks: [{ network: \(pick(["instagram", "myspace"])), url: \"https://www.instagram.com/a\" }]") }
        return lines
    }

    /// A store listing: texts the store rules, which share what they work out of the brand
    /// (`BrandFact`), refuse for being too long, blank or too short, and texts they pass.
    private mutating func storeBlock() -> [String] {
        var lines = ["store:"]
        if chance(70) { lines.append("  ios: { name: \(pick(["Acme Shop", "A", "\"   \"", "Acme Shop for Everything You Need"])) }") }
        if chance(50) { lines.append("  android: { title: \(pick(["Acme", "\"  \"", "Acme Shop for Everything You Need"])) }") }
        return lines
    }

    /// German texts: translations the string rules, which share the texts they work out of
    /// the brand, pass or refuse (a placeholder lost, a plural's form missing), and listing
    /// texts the store rules read beside the brand's `store:`.
    private mutating func stringsBlock() -> [String] {
        var texts = ["fallback: \(pick(["true", "false"]))"]
        if chance(60) { texts.append("welcome: \(pick(["\"Willkommen bei %@!\"", "\"Willkommen!\"", "\"Willkommen %d\""]))") }
        if chance(50) { texts.append("cartItems: \(pick(["{ one: \"%d Artikel\", other: \"%d Artikel\" }", "{ other: \"%d Artikel\" }"]))") }
        if chance(60) { texts.append("store.ios.name: \(pick(["Acme Laden", "\"  \"", "A", "Acme Laden für alles, was Sie brauchen"]))") }
        return ["strings:", "  de: { \(texts.joined(separator: ", ")) }"]
    }

    /// The brands' files, the manifest named `brandkit.yaml`.
    mutating func files(brands count: Int) -> [String: String] {
        var files = ["brandkit.yaml": Self.manifest]
        var ids: [String] = []
        for index in 0..<count {
            let id = "b\(index)"
            var lines: [String] = []
            if !ids.isEmpty, chance(25) { lines.append("extends: \(pick(ids))") }
            if chance(90) { lines.append("displayName: \(pick(["Shop \(index)", "Shop", "Acme", "\"\""]))") }
            if chance(90) { lines.append("bundleId: \(pick(["com.example.b\(index)", "com.example.shop", "com..x", "com.example.b\(index).app"]))") }
            if chance(70) { lines += colorsBlock() }
            let flags = (0..<next(4)).map { _ in "  " + flagLine() }
            if !flags.isEmpty { lines += ["featureFlags:"] + Array(Set(flags)).sorted() }
            if chance(80) { lines += helpCenterBlock() }
            if chance(40) { lines += storeBlock() }
            if chance(40) { lines += stringsBlock() }
            var overlays: [String] = []
            for environment in ["staging", "debug", "qa"] where chance(40) {
                overlays.append("  \(environment):")
                switch next(6) {
                case 0: overlays.append("    featureFlags: { \(flagLine()) }")
                case 1: overlays += colorsBlock().map { "    " + $0 }
                case 2: overlays += helpCenterBlock().map { "    " + $0 }
                case 3: overlays += storeBlock().map { "    " + $0 }
                case 4: overlays += stringsBlock().map { "    " + $0 }
                default: overlays.append("    bundleId: \(pick(["com.example.b\(index).\(environment)", "com.example.shop", "bad id"]))")
                }
            }
            if !overlays.isEmpty { lines += ["environments:"] + overlays }
            files["\(id).yaml"] = lines.joined(separator: "\n") + "\n"
            ids.append(id)
        }
        return files
    }
}
