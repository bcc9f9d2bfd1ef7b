import ArgumentParser
import BrandConfiguration
import BrandCore
import BrandExports
import BrandValidation
import Foundation

/// What `export` writes.
enum ExportFormat: String, ExpressibleByArgument, CaseIterable {
    case flagd
    case remoteConfig = "remote-config"
    case xcodegen
    case tuist
    case gradle
    case fastlane
    case appLinks = "app-links"

    /// The app-project wiring formats, which read the bundles `bundle` writes.
    var isProjectWiring: Bool { self == .xcodegen || self == .tuist || self == .gradle }
}

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write brands' flags for a flag service, the app project's wiring (XcodeGen, Tuist, Gradle), store listings or app-link files.",
        discussion: """
            flagd: one flag definition file (JSON) for every declared flag. Evaluate with the context \
            attributes 'brand' and 'environment'; each brand and environment gets exactly the value brandkit \
            resolves. Variants are the values brands use, the default variant is the manifest's default, \
            and description, owner and expiry are flag metadata ('expired' as of --today).

            remote-config: a Firebase Remote Config template (JSON) for one brand in one environment, for \
            that brand's Firebase project: each flag the brand sets as a parameter whose default is its value, \
            typed BOOLEAN, NUMBER, STRING or JSON. Publish it with 'firebase deploy --only remoteconfig'. Expired \
            flags say so in their description.

            xcodegen: a project-spec fragment for XcodeGen's include: one target per brand from the target \
            template --template names, each build configuration based on its environment's Brand.xcconfig, the \
            brand's colour catalog, the build phase that copies its bundle into the app, and one scheme per brand; \
            and a target per app extension a brand ships, from the template --extension-template names for it, \
            embedded in the brand's app.

            tuist: the same facts as a Swift file of plain data for Tuist/ProjectDescriptionHelpers, which \
            Project.swift loops over.

            gradle: a Groovy script the app module applies with one line, from build.gradle (apply from: 'brandkit.gradle') \
            or build.gradle.kts (apply(from = "brandkit.gradle")), on Android Gradle Plugin 2 to 8: a product flavor per \
            brand, a build type per environment (initWith the build type the manifest says it builds like, its id suffix), \
            each variant's bundle as its source set, the Google services file placed per variant, and a stop while Gradle \
            configures when a bundle is missing.

            fastlane: the store listing (store: in a brand's file, translated under strings.<lang>) of the brands \
            named, or of every brand with --all, in each language the brand ships, in fastlane's layout under \
            --output: <brand>/fastlane/metadata/<locale>/name.txt and the other deliver files, \
            metadata/android/<locale>/title.txt and the other supply files, and an Appfile naming the app.

            app-links: the website's half of app links, for every domain a brand claims in any environment, \
            under --output: <domain>/.well-known/apple-app-site-association (each app as TEAM.bundleid) and \
            <domain>/.well-known/assetlinks.json (each application id with its signing certificates). Serve each \
            folder at https://<domain>/.

            The wiring reads the bundles that 'brandkit bundle --all' writes into --bundles for the environments \
            the build configurations map to; each file names that command. Every brand must validate first.
            """
    )

    @Argument(help: ArgumentHelp("The format: flagd, remote-config, xcodegen, tuist, gradle, fastlane or app-links.", valueName: "format"))
    var format: ExportFormat

    @Argument(help: ArgumentHelp("remote-config: the brand whose template to write; fastlane: the brands whose listings to write.",
                                 valueName: "brand"), completion: Completions.brandIDs)
    var brands: [String] = []

    @Flag(name: .long, help: "fastlane: write every brand's listing.")
    var all = false

    @Flag(name: .long, help: "fastlane: also write fastlane/Appfile and fastlane/Matchfile with a for_lane block per brand (lane :acme_de), for one Fastfile that serves every brand.")
    var lanes = false

    @Option(name: .long, help: ArgumentHelp("remote-config, fastlane: the environment (default: the manifest's first).", valueName: "env"), completion: Completions.environments)
    var env: String?

    @OptionGroup var brandsOptions: BrandsOptions

    @Option(name: .long, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    @OptionGroup var today: TodayOption

    @Option(name: .long, help: ArgumentHelp(
        "xcodegen, tuist, gradle: the bundles folder, relative to the project file.", valueName: "dir"))
    var bundles = "BrandBundles"

    @Option(name: .long, help: ArgumentHelp(
        "xcodegen, tuist: the app's own Info.plist, relative to the project file, which the bundle command the file names starts each brand's from.",
        valueName: "file"))
    var appInfoPlist: String?

    @Option(name: .long, help: ArgumentHelp(
        "xcodegen, tuist: the app's own PrivacyInfo.xcprivacy, relative to the project file, which the build phase merges each brand's modules' entries into.",
        valueName: "file"))
    var appPrivacyManifest: String?

    @Option(name: .long, help: ArgumentHelp("xcodegen: the target template each brand's target uses.", valueName: "name"))
    var template: String?

    @Option(name: .long, help: ArgumentHelp(
        "xcodegen: the target template of an app extension brands ship, by its name in ios.extensions (widget=Widget); once per extension.",
        valueName: "name=template"))
    var extensionTemplate: [String] = []

    @Option(name: .long, help: ArgumentHelp(
        "xcodegen, tuist: the build phase's script.", valueName: "script"))
    var buildPhase = #"PATH="$PATH:/opt/homebrew/bin:/usr/local/bin" brandkit-xcode-build-phase"#

    func validate() throws {
        switch format {
        case .flagd:
            if !brands.isEmpty { throw ValidationError("flagd exports every brand; name no brand") }
            if env != nil { throw ValidationError("flagd exports every environment; --env applies to remote-config") }
        case .remoteConfig:
            if brands.count != 1 {
                throw ValidationError("name \(brands.isEmpty ? "the" : "one") brand: each Firebase project gets its own template (brandkit export remote-config acme)")
            }
        case .xcodegen, .tuist, .gradle:
            if !brands.isEmpty { throw ValidationError("\(format.rawValue) wires every brand; name no brand") }
            if env != nil { throw ValidationError("\(format.rawValue) wires every environment a build configuration maps to; --env applies to remote-config") }
            if format == .xcodegen, template == nil {
                throw ValidationError("name the target template each brand's target is made from: --template App")
            }
        case .appLinks:
            if !brands.isEmpty { throw ValidationError("app-links writes every domain every brand claims; name no brand") }
            if env != nil { throw ValidationError("app-links covers every environment; --env applies to remote-config and fastlane") }
            if output == nil { throw ValidationError("name the folder the files are written into: --output DIR") }
        case .fastlane:
            if output == nil { throw ValidationError("name the folder the listings are written into: --output DIR") }
        }
        if !format.isProjectWiring, template != nil { throw ValidationError("--template applies to xcodegen") }
        if format != .xcodegen, !extensionTemplate.isEmpty { throw ValidationError("--extension-template applies to xcodegen") }
        _ = try extensionTemplates()
        for (option, value) in [("--app-info-plist", appInfoPlist), ("--app-privacy-manifest", appPrivacyManifest)]
        where value != nil && format != .xcodegen && format != .tuist {
            throw ValidationError("\(option) applies to xcodegen and tuist")
        }
        if all, format != .fastlane { throw ValidationError("--all applies to fastlane") }
        if lanes, format != .fastlane { throw ValidationError("--lanes applies to fastlane") }
        // Relative, so the generated file names no machine's path.
        if bundles.isEmpty || bundles.hasPrefix("/") {
            throw ValidationError("--bundles is a folder relative to the project file (../BrandBundles, say)")
        }
    }

    func run() throws {
        // The arguments first: the brands named, then, once the manifest has passed, that each
        // is a brand and the environment is declared. Only the environment written is checked.
        let named = format == .fastlane
            ? try NamedBrands.pick(brands, all: all, allDoes: "exports every brand's listing",
                                   nameThem: "name the brands whose listings to write",
                                   example: "brandkit export fastlane acme --output Listings, or brandkit export fastlane --all --output Listings")
            : nil
        var environment = ""
        let validated = try brandsOptions.loadValid(today: today.date) { listed throws(BrandKitError) -> [String] in
            guard format == .remoteConfig || format == .fastlane else { return [] }
            for brand in brands { try listed.checkBrand(brand) }
            environment = try listed.manifest.checkedEnvironment(env)
            // A Matchfile lists every environment's ids, so fastlane's export checks them all.
            return format == .fastlane ? [] : [environment]
        }
        let text: String
        switch format {
        case .flagd:
            text = FlagdExport.json(validated, today: today.date).serialized(pretty: true) + "\n"
        case .remoteConfig:
            let id = brands.first ?? ""
            guard let resolved = validated.brand(id, environment: environment) else {
                throw BrandKitError("'\(id)' could not be resolved in \(environment)", hint: "run brandkit validate")
            }
            text = RemoteConfigExport.json(resolved, today: today.date).serialized(pretty: true) + "\n"
        case .xcodegen:
            let wiring = try appleWiring(validated)
            let templates = try extensionTemplates()
            if let missing = XcodeGenSpec.missingExtensionTemplates(wiring, templates).first {
                throw BrandKitError("\(missing.brand) ships the app extension '\(missing.name)', and no target template is named for it",
                                    hint: "name the template its targets are made from: --extension-template \(missing.name)=NAME")
            }
            // XcodeGen reads an included file's paths relative to that file.
            text = XcodeGenSpec.text(wiring, template: template ?? "", extensionTemplates: templates, buildPhase: buildPhase,
                                     pathPrefix: RelativePath.back(fromFolderOf: output))
        case .tuist:
            text = TuistManifest.text(try appleWiring(validated), buildPhase: buildPhase)
        case .gradle:
            // Gradle reads the bundles from the app module, the script's folder; `bundle` runs here.
            text = GradleScript.text(ProjectWiring(validated, bundles: bundles,
                                                   bundlesFromCurrentFolder: RelativePath.fromCurrentFolder(bundles, relativeToFolderOf: output)))
        case .appLinks:
            let folder = output ?? ""
            let written = try AppLinksExport.write(validated, to: folder, brandsDirectory: brandsOptions.brands)
            Output.summary("App links in \(folder): \(written) file\(written == 1 ? "" : "s") written.\n")
            return
        case .fastlane:
            let folder = output ?? ""
            let written = try FastlaneMetadata.write(validated, brands: named, environment: environment, lanes: lanes, to: folder,
                                                     brandsDirectory: brandsOptions.brands)
            Output.summary("Store listings in \(folder): \(written) file\(written == 1 ? "" : "s") written.\n")
            return
        }
        try brandsOptions.write(text, to: output)
    }

    /// The wiring of the Xcode project, where no extension's target takes a brand's name.
    private func appleWiring(_ validated: ValidatedBrands) throws -> ProjectWiring {
        let wiring = ProjectWiring(validated, bundles: bundles, appInfoPlist: appInfoPlist, appPrivacyManifest: appPrivacyManifest)
        if let colliding = wiring.collidingExtensionTargets.first {
            Output.error("\(colliding.brand)'s app extension target '\(colliding.target)' has the name of another target",
                         hint: "rename the extension in \(colliding.brand)'s ios.extensions, or the brand it shares the name with")
            throw Outcome.inputHasErrors
        }
        return wiring
    }

    /// `--extension-template`'s pairs, by extension name.
    private func extensionTemplates() throws -> [String: String] {
        var templates: [String: String] = [:]
        for pair in extensionTemplate {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw ValidationError("--extension-template takes an extension's name and its target template: --extension-template widget=Widget")
            }
            guard templates.updateValue(parts[1], forKey: parts[0]) == nil else {
                throw ValidationError("--extension-template names '\(parts[0])' twice")
            }
        }
        return templates
    }
}
