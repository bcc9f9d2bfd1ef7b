// swift-tools-version:6.1
import PackageDescription

/// `Scripts/fuzz` sets this to build the libFuzzer target, with the fuzzer and address
/// sanitizers, in a build folder of its own. Ordinary builds never compile it.
let fuzzing = Context.environment["BRANDKIT_FUZZ"] == "1"

let package = Package(
    name: "brandkit",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "brandkit", targets: ["brandkit"]),
        // `swift package plugin brandkit validate`, and bundles plus accessors on every build.
        .plugin(name: "BrandKitPlugin", targets: ["BrandKitPlugin"]),
        .plugin(name: "BrandKitBuildPlugin", targets: ["BrandKitBuildPlugin"]),
    ],
    dependencies: [
        // The command line: subcommands, typed options and generated help.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The system libyaml: brand files are parsed by the library made for YAML.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The system libpng: brand images are read with the library made for them.
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        // The system libjpeg (libjpeg-turbo): brand images may be JPEGs.
        .systemLibrary(
            name: "CJPEG",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]
        ),
        // The system FreeType: brand fonts are read with the library made for them.
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]
        ),
        // The system zlib: a built app (an APK is a zip) is read with the library made for it.
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        // SHA-256's block function, in C for the x86-64 SHA extensions: hashing every file a
        // bundle writes and reads was a quarter of a first bundle's instructions. No libraries.
        .target(name: "CSHA256"),
        // The files a brand's look names, read with those libraries: PNGs and JPEGs sniffed,
        // sized from the header, then decoded whole; fonts opened for their PostScript name. No C type
        // leaves this module.
        .target(name: "AssetFormats", dependencies: ["BrandCore", "CPNG", "CJPEG", "CFreeType"]),
        // What every layer shares: source locations, diagnostics and their escaped text,
        // the error that stops a command, JSON values, and small text checks. No libyaml.
        .target(name: "BrandCore"),
        // The manifest's text patterns: the ECMA-262 subset brand values are matched with, as a Pike VM.
        .target(name: "TextPattern", dependencies: ["BrandCore"]),
        // Languages' rules: language tags and CLDR's plural categories.
        .target(name: "LanguageRules", dependencies: ["BrandCore"]),
        // libyaml events → a located, strict node tree. No C type leaves this module.
        .target(name: "BrandYAML", dependencies: ["BrandCore", "CYAML"]),
        // Apple's privacy-manifest vocabulary, a module's privacy entries read and checked, the
        // app's own manifest read, and a brand's merged into one.
        .target(name: "PrivacyManifest", dependencies: ["BrandYAML"]),
        // The components a module adds to an Android app's manifest (services, receivers),
        // read and checked, and Java's names as the manifest takes them.
        .target(name: "AndroidComponents", dependencies: ["BrandYAML"]),
        // A git revision's tree and blobs, read through the git command: one listing, the
        // brand files in one batch, bounded and confined to regular files.
        .target(name: "GitObjects", dependencies: ["BrandCore"]),
        // The manifest, brand files, their schema, extends chains and resolution with provenance;
        // the brands directory and a git revision of it, read.
        .target(name: "BrandConfiguration", dependencies: ["BrandYAML", "TextPattern", "LanguageRules", "PrivacyManifest", "AndroidComponents", "GitObjects"]),
        // The help-center scene: configuration → presenter → interactor → passive view. It
        // takes plain located values and knows no YAML, so it could run inside an app.
        .target(name: "HelpCenter", dependencies: ["BrandCore"]),
        // Built apps read as their platforms write them: zip archives, Android's compiled XML and
        // resource table. It knows no brand. No C type leaves this module.
        .target(name: "AppArchive", dependencies: ["BrandCore", "CZlib"]),
        // Rules, the validator, the diagnostic catalog, the report and the release check.
        .target(name: "BrandValidation", dependencies: ["BrandConfiguration", "HelpCenter", "AssetFormats", "AppArchive"]),
        // Validated brands as the files of a bundle: the brand document, its printers, the bundle
        // writer, and where brandkit may write.
        .target(name: "BrandBundles", dependencies: ["BrandValidation", "AssetFormats", "CSHA256"]),
        // Generated Swift and Kotlin that read a brand's bundle.
        .target(name: "BrandAccessors", dependencies: ["BrandBundles"]),
        // The app project's wiring (XcodeGen, Tuist, Gradle), flag services, store listings, app links.
        .target(name: "BrandExports", dependencies: ["BrandBundles"]),
        // A built app checked against its brand (`brandkit verify`).
        .target(name: "BrandVerification", dependencies: ["BrandBundles", "AppArchive"]),
        // Brands shown to people: diagnostics printed, diffs, the preview site, render, explain,
        // the JSON Schema, the listing; and the starter brands init and add write.
        .target(name: "BrandReports", dependencies: ["BrandBundles"]),
        // The command-line tool: parses arguments, runs the output modules, prints.
        .executableTarget(
            name: "brandkit",
            dependencies: [
                "BrandReports", "BrandExports", "BrandAccessors", "BrandVerification",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The command line inside SwiftPM: a command plugin and a build-tool plugin.
        .plugin(
            name: "BrandKitPlugin",
            capability: .command(
                intent: .custom(verb: "brandkit", description: "Run brandkit: validate, bundle, generate, explain, ..."),
                permissions: [.writeToPackageDirectory(reason: "bundle, generate, preview and init write files")]),
            dependencies: ["brandkit"]
        ),
        .plugin(name: "BrandKitBuildPlugin", capability: .buildTool(), dependencies: ["brandkit"]),
        // One test target per library module (BrandOutputsTests for the four output modules),
        // plus the command line's end-to-end tests.
        // Fixtures and golden files are read from disk beside the tests, not bundled.
        .target(name: "BrandTestSupport", dependencies: ["BrandConfiguration"], path: "Tests/Support"),
        .testTarget(name: "BrandCoreTests", dependencies: ["BrandCore"]),
        .testTarget(name: "AssetFormatsTests", dependencies: ["AssetFormats"]),
        .testTarget(name: "BrandYAMLTests", dependencies: ["BrandYAML", "BrandCore"], exclude: ["Fixtures"]),
        .testTarget(name: "BrandConfigurationTests", dependencies: ["BrandConfiguration", "BrandYAML", "BrandCore", "BrandTestSupport"]),
        .testTarget(name: "HelpCenterTests", dependencies: ["HelpCenter", "BrandCore"]),
        .testTarget(
            name: "BrandValidationTests",
            dependencies: ["BrandValidation", "BrandConfiguration", "HelpCenter", "BrandYAML", "BrandCore", "BrandTestSupport", "AssetFormats",
                           "LanguageRules", "BrandReports"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "BrandOutputsTests",
            dependencies: ["BrandReports", "BrandExports", "BrandAccessors", "BrandBundles", "BrandValidation", "BrandConfiguration", "HelpCenter", "BrandYAML", "BrandCore", "BrandTestSupport"],
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "CommandLineTests",
            dependencies: ["brandkit", "BrandReports", "BrandExports", "BrandAccessors", "BrandBundles", "BrandValidation", "BrandConfiguration", "HelpCenter", "BrandYAML", "BrandCore",
                           "TextPattern", "BrandTestSupport"],
            exclude: ["Fixtures"]
        ),
    ] + (fuzzing ? [
        // Feeds each input through loading, validation, every printer, render and diff.
        .executableTarget(name: "brandkit-fuzz", dependencies: ["AppArchive", "AssetFormats", "BrandReports", "BrandExports", "BrandAccessors", "BrandBundles", "BrandValidation", "BrandConfiguration", "HelpCenter", "BrandYAML", "BrandCore"], path: "Tests/Fuzz/Target"),
    ] : [])
)
