import ArgumentParser
import BrandBundles
import BrandCore
import BrandValidation
import Foundation

extension BundlePlatform: ExpressibleByArgument {}

struct BundleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bundle",
        abstract: "Write per-target resource bundles for Xcode and Gradle.",
        discussion: """
            iOS: <output>/<brand>.bundle (with several --env: <brand>@<env>.bundle), and with --xcassets \
            <output>/<brand>.xcassets. Android: <output>/<brand>/ (<brand>@<env>/). A brand's Firebase \
            files go into its bundle and its Android folder. bundle replaces only directories it made itself. \
            Bundles are swapped in atomically, rewritten only when their inputs change, and a brand with \
            errors writes nothing while the others still bundle.
            """
    )

    @Argument(help: ArgumentHelp("Brand ids to bundle.", valueName: "brand"), completion: Completions.brandIDs)
    var brands: [String] = []

    @Flag(name: .long, help: "Bundle every brand.")
    var all = false

    @OptionGroup var brandsOptions: BrandsOptions

    @Option(name: .long, help: ArgumentHelp("An environment (repeatable; default: the manifest's first).", valueName: "env"), completion: Completions.environments)
    var env: [String] = []

    @Option(name: .long, help: ArgumentHelp("An Xcode build configuration, mapped to an environment by the manifest.",
                                            valueName: "name"))
    var configuration: String?

    @Option(name: .long, help: "ios, android or all.")
    var platform: BundlePlatform = .ios

    @Option(name: .long, help: ArgumentHelp("The directory bundles are written into.", valueName: "dir"))
    var output: String

    @Flag(name: .long, help: "Rebuild bundles even when their inputs have not changed.")
    var force = false

    @Option(name: .long, help: ArgumentHelp("Also write brandkit-inputs/outputs.xcfilelist here.", valueName: "dir"))
    var xcfilelists: String?

    @Flag(name: .long, help: ArgumentHelp(
        "Also write <brand>.xcassets beside each iOS bundle: an asset catalog for the app target to compile, with the brand's colours (light and dark), app icon, images and launch image."))
    var xcassets = false

    @Flag(name: .long, help: ArgumentHelp(
        "Also write each brand's secrets as source, read from the environment variables its brand file names: "
            + "<brand>.secrets/BrandSecrets.swift (iOS) and <brand>.secrets-kotlin/ (Android). A variable that is not set fails the brand."))
    var secrets = false

    @Option(name: .long, help: ArgumentHelp(
        "Where to keep the output's index, which lets a run that changes nothing look at file sizes and times instead of hashing every bundle (default: $XDG_CACHE_HOME/brandkit, else ~/.cache/brandkit; ~/Library/Caches/brandkit on macOS).",
        valueName: "dir"))
    var cachePath: String?

    @Flag(name: .long, help: "Keep no index: check every bundle from its files.")
    var noCache = false

    @Flag(name: .long, help: "Write nothing; exit 1 when a bundle in the output differs from what bundle would write (for CI).")
    var check = false

    @Option(name: .long, help: ArgumentHelp(
        "For one brand's iOS bundle: also merge its Info.plist keys into this file (the built app's Info.plist), and its InfoPlist.strings into the app's .lproj folders beside it.",
        valueName: "file"))
    var infoPlist: String?

    @Option(name: .long, help: ArgumentHelp(
        "iOS: the app's own Info.plist, which each bundle's Info.plist starts from (the brand's keys over the app's).",
        valueName: "file"))
    var appInfoPlist: String?

    @Option(name: .long, help: ArgumentHelp(
        "iOS: the app's own PrivacyInfo.xcprivacy, which each bundle's AppPrivacyInfo.xcprivacy starts from (the modules' entries merged in).",
        valueName: "file"))
    var appPrivacyManifest: String?

    @Option(name: .long, help: ArgumentHelp(
        "For one brand's iOS bundle: also write its privacy manifest (AppPrivacyInfo.xcprivacy) to this file, the app's PrivacyInfo.xcprivacy.",
        valueName: "file"))
    var privacyManifest: String?

    @Option(name: .long, help: ArgumentHelp(
        "For one brand's iOS bundle: only put its InfoPlist.strings into the .lproj folders of this app folder (for an app whose Info.plist is the bundle's own).",
        valueName: "dir"))
    var infoPlistStrings: String?

    func validate() throws {
        if xcassets && platform == .android { throw ValidationError("--xcassets is for iOS: use --platform ios or all") }
        for (option, value) in [("--app-info-plist", appInfoPlist), ("--app-privacy-manifest", appPrivacyManifest)] where value != nil && platform == .android {
            throw ValidationError("\(option) is for iOS: use --platform ios or all")
        }
        for (option, value) in [("--info-plist", infoPlist), ("--info-plist-strings", infoPlistStrings), ("--privacy-manifest", privacyManifest)] where value != nil {
            if platform != .ios { throw ValidationError("\(option) merges an iOS bundle: use --platform ios") }
            if brands.count != 1 || all { throw ValidationError("\(option) merges one brand's bundle into one app: name one brand") }
            if env.count > 1 { throw ValidationError("\(option) merges one environment's bundle: name at most one --env") }
            if check { throw ValidationError("--check writes nothing; leave out \(option)") }
        }
        if noCache && cachePath != nil { throw ValidationError("--no-cache keeps no index; leave out --cache-path") }
        if infoPlist != nil && infoPlistStrings != nil {
            throw ValidationError("--info-plist puts the strings beside the Info.plist already; leave out --info-plist-strings")
        }
    }

    func run() throws {
        let named = try NamedBrands.pick(brands, all: all, allDoes: "bundles every brand", nameThem: "name the brands to bundle",
                                         example: "brandkit bundle acme --output Build/Brands, or brandkit bundle --all --output Build/Brands")
        let progress = ProgressLine(check ? "checking" : "bundling")
        var options = BundleOptions(
            brands: named, environments: env, configuration: configuration, platform: platform,
            output: output, force: force, xcfilelists: xcfilelists, colorCatalogs: xcassets, secrets: secrets, check: check,
            progress: progress.handler)
        options.appInfoPlist = appInfoPlist
        options.appPrivacyManifest = appPrivacyManifest
        options.cache = noCache ? nil : cachePath ?? BundleOptions.defaultCache(ProcessInfo.processInfo.environment)
        let summary = try Bundler.run(brandsOptions.brands, options: options)
        progress.finish()
        if !summary.report.diagnostics.isEmpty {
            Output.report(summary.report)
        }
        var lines = summary.written.map { "\($0): written" } + summary.unchanged.map { "\($0): \(check ? "up to date" : "unchanged")" }
            + summary.stale.map { "\($0): stale (run bundle without --check)" } + summary.failed.map { "\($0): not written (errors)" }
        lines.sort()
        lines.append(check
            ? "Bundles in \(output): \(summary.unchanged.count) up to date, \(summary.stale.count) stale, \(summary.failed.count) failed."
            : "Bundles in \(output): \(summary.written.count) written, \(summary.unchanged.count) unchanged, \(summary.failed.count) failed.")
        Output.summary(lines.joined(separator: "\n") + "\n")
        if !summary.failed.isEmpty || !summary.stale.isEmpty || summary.report.errorCount > 0 { throw Outcome.inputHasErrors }
        guard let brand = brands.first else { return }
        let unit = (output as NSString).appendingPathComponent(BundleUnit.name(brand: brand, environment: "", kind: .iosBundle, namingEnvironment: false))
        if let infoPlist {
            let changed = try InfoPlistMerge.merge(unit: unit, into: infoPlist)
            Output.summary(changed.isEmpty ? "\(infoPlist): holds the brand's keys already.\n"
                                           : changed.map { "\($0): merged\n" }.joined())
        } else if let infoPlistStrings {
            let changed = try InfoPlistMerge.mergeStrings(unit: unit, intoApp: infoPlistStrings)
            Output.summary(changed.isEmpty ? "\(infoPlistStrings): holds the brand's InfoPlist.strings already.\n"
                                           : changed.map { "\($0): merged\n" }.joined())
        }
        if let privacyManifest {
            let changed = try AppPrivacyManifest.place(unit: unit, at: privacyManifest)
            Output.summary("\(privacyManifest): \(changed ? "written" : "holds the brand's privacy manifest already")\n")
        }
    }
}
