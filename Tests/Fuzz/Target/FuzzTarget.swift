import AppArchive
import AssetFormats
import BrandBundles
import BrandConfiguration
import BrandCore
import BrandReports
import BrandValidation
import BrandYAML
import Foundation
import HelpCenter
import TextPattern

/// libFuzzer's entry point (built only by `Scripts/fuzz`). An input that is a PNG or JPEG is
/// read as a brand's image, a TrueType or OpenType font as a brand's font, an APK (or its
/// compiled manifest or resource table) as `verify` reads a built app. Any other input is fed to brandkit in
/// one of the three ways a pull request could, chosen by its first byte (so the fuzzer learns
/// all three while each run does one): as a brand file, as the manifest, or as a brand file
/// at a git revision. Validation, every printer, the scene and its views, the differ, the flag
/// matrix and the bundle contents run on the result. It traps when a location lies outside
/// the input or JSON output does not parse; a crash anywhere is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    // A PNG or JPEG (the image seeds) takes the path `validate` reads a brand's images by:
    // the header, then, within the size limit, every pixel.
    if ImageFile.format(of: input) != nil {
        if case .success(let header) = ImageFile.header(input), header.width <= 8192, header.height <= 8192 {
            _ = ImageFile.decodingProblem(input)
        }
        return 0
    }
    // A TrueType or OpenType font (the font seeds) takes the path `validate` reads a brand's
    // fonts by: its tables, then every glyph.
    if FontFile.isFontFile(input) {
        _ = FontFile.read(input)
        return 0
    }
    // A built app (the APK seed) takes `verify`'s path: the zip, then its compiled manifest and
    // resource table; each of those alone (their seeds) is read as the APK's would be. A zip
    // is read as an .ipa too (its Info.plist and profile).
    if input.starts(with: [0x50, 0x4B]) {
        _ = try? AndroidApp(apk: input)
        _ = try? IOSApp(ipa: input)
        return 0
    }
    // A DER SEQUENCE with a two-byte length: a provisioning profile, as verify reads an .ipa's.
    if input.starts(with: [0x30, 0x82]) {
        _ = try? ProvisioningProfile(bytes: input)
        return 0
    }
    if input.starts(with: [0x03, 0x00, 0x08, 0x00]) {
        _ = try? BinaryXML.root(of: input)
        return 0
    }
    if input.starts(with: [0x02, 0x00, 0x0C, 0x00]) {
        _ = try? ResourceTable(bytes: input)
        return 0
    }
    exercisePatterns(input)
    let brand = SourceFile(path: "Brands/fuzz.yaml", text: "extends: acme\ndisplayName: Fuzz\nbundleId: com.fuzz.app\n")
    switch (input.first ?? 0) % 3 {
    case 0:
        exercise(manifest: Seeds.manifest, brands: Seeds.brands + [SourceFile(path: "Brands/fuzz.yaml", bytes: input)],
                 input: "Brands/fuzz.yaml")
    case 1:
        exercise(manifest: SourceFile(path: "Brands/brandkit.yaml", bytes: input), brands: Seeds.brands + [brand],
                 input: "Brands/brandkit.yaml")
    default:
        // What crashed `diff HEAD:acme acme`: diagnostics named after a revision, printed.
        exercise(manifest: Seeds.manifest, brands: [SourceFile(path: "HEAD:Brands/fuzz.yaml", bytes: input)],
                 input: "HEAD:Brands/fuzz.yaml", printersOnly: true)
    }
    return 0
}

private func exercise(manifest: SourceFile, brands: [SourceFile], input file: String, printersOnly: Bool = false) {
    let manager = FeatureFlagManager(manifest: manifest, brands: brands, jobs: 1)
    let today = RuleContext(today: "2026-11-22")
    let run = try? BrandRun.run(RunRequest(.parsed(manager), manifestErrors: .reportedWithTheBrands)) { brands in
        CheckPlan(environments: brands.manifest.environments, context: today, jobs: 1)
    } emit: { $0.validated }
    guard let validated = run?.result ?? nil else { return }
    let report = validated.report
    let bytes = (brands + [manifest]).first { $0.path == file }?.bytes ?? []
    for diagnostic in report.diagnostics where diagnostic.location.file == file {
        check(diagnostic.location, in: bytes)
    }
    _ = DiagnosticFormat.human.render(report)
    _ = DiagnosticFormat.github.render(report)
    checkJSON(DiagnosticFormat.json.render(report))
    guard !printersOnly else { return }
    // What render, diff and bundle do after validating: the scene, its views, the differ and
    // the bundle files, for every brand that resolves, in every environment.
    var screens: [(label: String, brand: ResolvedBrand, screen: HelpCenterScreen)] = []
    for id in manager.brandIDs {
        for environment in manager.manifest.environments {
            guard let resolved = manager.brand(id, environment: environment) else { continue }
            let text = TextHelpCenterView(), json = JSONHelpCenterView()
            HelpCenterScene.run(resolved, into: text)
            HelpCenterScene.run(resolved, into: json)
            checkJSON(json.output)
            let variant = ResolvedVariant(resolved)
            screens.append(("\(id)@\(environment)", resolved, variant.screen))
            for kind in BundleKind.allCases {
                for bundleFile in BundleUnit.contents(BrandDocument(variant), kind: kind, sourceFile: "\(id).yaml") where bundleFile.path.hasSuffix(".json") {
                    checkJSON(String(decoding: bundleFile.bytes, as: UTF8.self))
                }
            }
        }
    }
    if let left = screens.first, let right = screens.last {
        let diff = BrandDiffer.diff(left: left, right: right)
        for format in DiffFormat.allCases { _ = format.render(diff) }
        checkJSON(DiffFormat.json.render(diff))
    }
    if report.errorCount == 0, let environment = manager.manifest.environments.first {
        let matrix = FlagMatrix.build(validated, environment: environment, today: today.today)
        for format in FlagMatrixFormat.allCases { _ = format.render(matrix) }
        checkJSON(FlagMatrixFormat.json.render(matrix))
    }
}

/// Each of the input's first lines as a manifest `pattern`, matched against every line: a
/// refusal must point inside the pattern, and a match must end (the run's timeout catches a
/// hang) with an answer.
private func exercisePatterns(_ input: [UInt8]) {
    guard let text = String(validating: input, as: UTF8.self) else { return }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(8).map(String.init)
    for line in lines {
        do {
            let pattern = try TextPattern(line)
            for value in lines { _ = pattern.search(value) }
        } catch {
            guard error.offset >= 0, error.offset <= line.unicodeScalars.count else {
                fatalError("pattern error at \(error.offset), outside '\(line)'")
            }
        }
    }
}

/// A located diagnostic names a line of the input and a column on it (or just past its end);
/// a file that cannot be decoded at all is located at its start.
private func check(_ location: SourceLocation, in bytes: [UInt8]) {
    if SourceText.utf8(bytes) == nil {
        guard location.line == 1, location.column == 1 else { fatalError("undecodable input located at \(location)") }
        return
    }
    guard let line = TextPosition.sourceLine(location.line, in: bytes) else {
        fatalError("line \(location.line) is outside the input: \(location)")
    }
    guard location.column >= 1, location.column <= line.unicodeScalars.count + 1 else {
        fatalError("column \(location.column) is outside line \(location.line) (\(line.unicodeScalars.count) scalars)")
    }
}

private func checkJSON(_ text: String) {
    guard (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) != nil else {
        fatalError("output is not JSON: \(text.prefix(200))")
    }
}

/// The example brands, compiled in so each run reads no file.
enum Seeds {
    static let manifest = SourceFile(path: "Brands/brandkit.yaml", text: """
        environments: [release, staging]
        configurations: { Debug: staging, Release: release }
        featureFlags:
          newCheckout: { type: bool, default: false, expires: 2027-06-30 }
          maxCartItems: { type: int, default: 20, min: 1, max: 200 }
          checkoutTheme: { type: string, default: classic, allowed: [classic, compact] }
          searchRadiusKm: { type: number, default: 25.0 }
          termsUrl: { type: url, default: "https://legal.example/terms" }
          supportEmail: { type: email, default: support@brandkit.example }
          promoBannerColor: { type: color, default: "#FFCC00" }
          paymentMethods: { type: list, default: [card], allowed: [card, paypal, klarna] }
          countryCode: { type: string, default: US, pattern: "^[A-Z]{2}$" }
        modules:
          ads:
            values: [appId]
            conflicts: [hms]
            android: { dependencies: ["com.example.ads:ads:1.0"], permissions: [com.google.android.gms.permission.AD_ID],
                       metaData: { com.google.android.gms.ads.APPLICATION_ID: appId }, packages: [com/example/ads/] }
            ios: { packages: { GMA: { url: "https://example.com/gma.git", from: "11.0.0" } }, infoPlist: { GADApplicationIdentifier: appId },
                   entitlements: { com.example.ads: true } }
          hms: { conflicts: [ads], excludedStores: [play], ios: { packages: { Chat: { path: Packages/Chat } } } }
        defaults:
          colors: { onPrimary: "#FFFFFF" }
          helpCenter: { sectionOrder: "store, email" }
        """)
    static let brands = [
        SourceFile(path: "Brands/acme.yaml", text: """
            displayName: Acme Shop
            bundleId: com.acme.shop
            colors: { primary: "#B00020", accent: "#FFB300" }
            featureFlags: { newCheckout: true, paymentMethods: [card, paypal] }
            helpCenter:
              sectionOrder: "store, socialNetworks, chat, email, customerPortal"
              store: { url: "https://acme.example/store" }
              socialNetworks:
                - { network: instagram, url: "https://www.instagram.com/acme" }
              chat: { provider: zendesk, channel: acme-support }
              email: { address: help@acme.example, subject: Help with my order }
              customerPortal: { url: "https://portal.acme.example" }
            environments:
              staging: { helpCenter: { customerPortal: { url: "https://staging.portal.acme.example" } } }
            """),
    ]
}
