import BrandCore
import BrandYAML

/// The brand file format and the manifest format, described once.
package enum BrandSchema {
    static func url(_ description: String) -> Schema {
        .record([.init("url", .value(.url), .afterResolution, description)])
    }

    package static let helpCenter: Schema = .record([
        .init("sectionOrder", .value(.string), .optional,
              "Help-center sections in screen order, comma-separated: store, socialNetworks, chat, email, customerPortal."),
        .init("store", url("The store's https address."), .optional, "The brand's online store."),
        .init("socialNetworks", .list(.record([
            .init("network", .value(.string), .afterResolution, "instagram, facebook, x, tiktok, youtube, linkedin, ..."),
            .init("url", .value(.url), .afterResolution, "The brand's profile on that network."),
        ])), .optional, "The brand's social network profiles, in display order."),
        .init("chat", .record([
            .init("provider", .value(.string), .afterResolution, "The chat provider, e.g. zendesk or intercom."),
            .init("channel", .value(.string), .afterResolution, "The brand's channel at that provider."),
        ]), .optional, "The in-app support chat."),
        .init("email", .record([
            .init("address", .value(.email), .afterResolution, "The support address."),
            .init("subject", .value(.string), .optional, "A subject line to prefill."),
        ]), .optional, "Support by e-mail."),
        .init("customerPortal", url("The portal's https address."), .optional, "The customer self-service portal."),
    ])

    /// A colour: `#RRGGBB` or `#RRGGBBAA`, or its light and dark appearances.
    static let colorValue: Schema = .either(other: .value(.color), mapping: .record([
        .init("light", .value(.color), .inPlace, "The colour in light mode."),
        .init("dark", .value(.color), .inPlace, "The colour in dark mode."),
    ]))

    /// An environment variable a build reads a signing secret from.
    static func variable(_ description: String) -> Schema {
        .record([.init("env", .value(.string), .inPlace, description)])
    }

    /// `android.signing`: each secret a variable's name, so the key and its passwords reach
    /// only the build that signs (never a bundle, which the app ships).
    static let androidSigning: Schema = .record([
        .init("keystore", variable("The variable that holds the keystore file's path (ACME_UPLOAD_KEYSTORE)."), .optional,
              "The keystore (.jks or .keystore) that holds the key."),
        .init("keyAlias", .value(.string), .optional, "The key's alias in the keystore."),
        .init("storePassword", variable("The variable that holds the keystore's password."), .optional, "The keystore's password."),
        .init("keyPassword", variable("The variable that holds the key's password."), .optional,
              "The key's password, when it is not the keystore's."),
        .init("debugBuilds", .value(.bool), .optional,
              "true to sign the environments that build like debug with this key too; they keep the debug key when not set."),
    ])

    /// `ios.signing`: how Xcode signs the brand's app, and where fastlane match keeps its
    /// profiles. Nothing here is a secret: match's passphrase and the App Store Connect key stay
    /// where fastlane runs.
    static let iosSigning: Schema = .record([
        .init("style", .value(.string), .optional,
              "automatic (Xcode makes and picks the profiles) or manual (each configuration names its profile, match's name for it); automatic when not set."),
        .init("match", .record([
            .init("gitURL", .value(.string), .optional, "The git repository match keeps the team's certificates and profiles in (match's git_url)."),
            .init("branch", .value(.string), .optional, "The branch of that repository that holds this brand's team (git_branch): one repository serves several teams."),
            .init("type", .value(.string), .optional,
                  "The profile type: appstore, adhoc, development or enterprise; appstore where the environment builds like release, development where it builds like debug, when not set."),
        ]), .optional, "fastlane match's storage of the brand's profiles: export fastlane writes the brand's Matchfile from it, and manual signing names match's profiles."),
        .init("profiles", .map(.value(.string)), .optional,
              "A provisioning profile per bundle id (the app's, an extension's), for manual signing without match: the .mobileprovision file, relative to the brands directory. validate reads each: its app id, team, entitlements and expiry; the wiring names it by its Name."),
    ])

    /// `ios.appStoreConnect`: the API key fastlane uses, by its ids and the variable that
    /// holds the `.p8` file's path where fastlane runs, never the key.
    static let appStoreConnect: Schema = .record([
        .init("keyID", .value(.string), .optional, "The key's id, as App Store Connect shows it: 10 characters, A-Z and 0-9."),
        .init("issuerID", .value(.string), .optional, "The issuer's id, a UUID (Users and Access, Integrations); not set for an individual key."),
        .init("key", variable("The variable that holds the .p8 file's path (ACME_ASC_KEY)."), .optional,
              "The private key (AuthKey_<keyID>.p8) App Store Connect gave."),
    ])

    /// What a brand, its environment overlays and the manifest's `defaults` may set.
    package static let bodyFields: [Schema.Field] = [
        .init("displayName", .value(.string), .afterResolution, "The app's name as users see it."),
        .init("bundleId", .value(.string), .afterResolution, "The iOS bundle identifier / Android application id."),
        .init("colors", .names(colorValue), .optional,
              "Named colors, #RRGGBB or #RRGGBBAA (primary, onPrimary, ...), or { light: ..., dark: ... } for dark mode."),
        .init("featureFlags", .flagValues, .optional, "Values for flags declared in brandkit.yaml."),
        .init("helpCenter", helpCenter, .optional, "The help-center screen: section order and each section's data."),
        .init("android", .record([
            .init("applicationId", .value(.string), .optional,
                  "The Android application id, when bundleId is not one (segments start with a letter; letters, digits, '_')."),
            .init("versionCode", .value(.int), .optional, "The flavor's versionCode: a whole number from 1 to 2100000000."),
            .init("versionName", .value(.string), .optional, "The flavor's versionName, the version users see (1.4.0)."),
            .init("urlSchemes", .list(.value(.string)), .optional,
                  "Schemes that open the app (acme-shop://): VIEW and BROWSABLE intent filters in the flavor's manifest."),
            .init("appLinks", .list(.value(.string)), .optional,
                  "https hosts the app opens as verified app links (android:autoVerify), published in assetlinks.json."),
            .init("signingCertificates", .list(.value(.string)), .optional,
                  "The SHA-256 fingerprint of each key the app is signed with (14:6D:E9:...), for assetlinks.json; with Play App Signing, Play's app-signing key."),
            .init("playAppSigning", .record([
                .init("uploadCertificate", .value(.string), .optional,
                      "The SHA-256 fingerprint of the upload key android.signing names, which signs the builds Gradle makes (Play Console, App signing, Upload key certificate)."),
            ]), .optional,
                  "Google Play re-signs the app with its app-signing key (signingCertificates, which assetlinks.json publishes); the builds brandkit wires are signed by the upload key."),
            .init("manifestPlaceholders", .map(.value(.string)), .optional,
                  "Values for ${name} in the app's AndroidManifest.xml (an SDK key: facebookAppId)."),
            .init("signing", androidSigning, .optional,
                  "The key Gradle signs the brand's release builds with: a keystore and passwords named by environment variables Gradle reads where it runs, never the values."),
        ]), .optional, "Android-only values."),
        .init("ios", .record([
            .init("version", .value(.string), .optional,
                  "The version users see (MARKETING_VERSION): one to three period-separated integers, 2.3.0."),
            .init("build", .value(.int), .optional, "The build number (CURRENT_PROJECT_VERSION): a whole number, 0 or more."),
            .init("team", .value(.string), .optional, "The Apple developer team that signs the app (DEVELOPMENT_TEAM): 10 characters, A-Z and 0-9."),
            .init("appIdPrefix", .value(.string), .optional,
                  "The app id's prefix, where it is not the team: an app id made before 2011 keeps its own (the site association names the app by it); the team when not set."),
            .init("signing", iosSigning, .optional,
                  "How Xcode signs the app and its extensions (CODE_SIGN_STYLE, PROVISIONING_PROFILE_SPECIFIER), and where fastlane match keeps their profiles."),
            .init("appStoreConnect", appStoreConnect, .optional,
                  "The App Store Connect API key fastlane uses for the brand's account: export fastlane writes its api_key.json, without the key."),
            .init("urlSchemes", .list(.value(.string)), .optional, "Schemes that open the app (acme-shop://): CFBundleURLTypes."),
            .init("associatedDomains", .list(.value(.string)), .optional,
                  "Associated domains entitlement: service:host, e.g. applinks:acme.example or webcredentials:acme.example."),
            .init("appGroups", .list(.value(.string)), .optional, "App groups entitlement: group.com.acme.shop."),
            .init("pushEnvironment", .value(.string), .optional, "The aps-environment entitlement: development or production."),
            .init("extensions", .names(.value(.string)), .optional,
                  "App extensions' bundle ids by name: each the app's bundle id and one more segment (widget: com.acme.shop.widget)."),
            .init("usageDescriptions", .record(UsageDescription.all.map { usage in
                .init(usage.name, .value(.string), .optional, "\(usage.key): \(usage.purpose)")
            }), .optional, "Why the app asks for a permission, as iOS shows it: translated under strings.<lang>.ios.usageDescriptions.<name>."),
            .init("infoPlist", .map(.anyValue), .optional,
                  "Any other Info.plist key: strings, numbers, booleans, lists and mappings (FacebookAppID: \"1234567890\")."),
        ]), .optional, "iOS-only values."),
        .init("icon", .record([
            .init("ios", .value(.string), .optional,
                  "The App Store icon: a PNG of 1024×1024 pixels with no alpha, relative to the brands directory."),
            .init("android", .record([
                .init("foreground", .value(.string), .inPlace, "The adaptive icon's foreground: a PNG of 432×432 pixels (108 dp at xxxhdpi)."),
                .init("background", .value(.string), .inPlace, "The adaptive icon's background: a colour (#RRGGBB) or a PNG of 432×432 pixels."),
                .init("monochrome", .value(.string), .optional, "The Android 13 themed icon: a PNG of 432×432 pixels."),
            ]), .optional, "The Android adaptive launcher icon."),
        ]), .optional, "The app icon per platform."),
        .init("images", .names(.value(.string), bare: true), .optional,
              "Images by name, each a PNG or JPEG relative to the brands directory (logo: acme/logo.png)."),
        .init("fonts", .either(other: .list(.value(.string)), mapping: .names(.value(.string))), .optional,
              "Fonts by role, each a TrueType or OpenType file relative to the brands directory ({ body: acme/fonts/AcmeSans-Regular.ttf }): the app asks for a role, each brand says which font plays it. A list of files bundles them without roles."),
        .init("firebase", .record([
            .init("ios", .value(.string), .optional,
                  "The app's GoogleService-Info.plist, relative to the brands directory (acme/GoogleService-Info.plist)."),
            .init("android", .value(.string), .optional,
                  "The app's google-services.json, relative to the brands directory (acme/google-services.json)."),
        ]), .optional, "Firebase configuration files, checked against bundleId and the Android application id."),
        .init("launchScreen", .record([
            .init("background", colorValue, .inPlace,
                  "The launch screen's colour, #RRGGBB or { light: ..., dark: ... }: UILaunchScreen's colour on iOS, the splash theme's window background on Android."),
            .init("image", .value(.string), .optional,
                  "A PNG shown centred on the background, at most 1024×1024 pixels, relative to the brands directory (acme/splash.png)."),
        ]), .optional, "What the app shows while it starts (the brand's first second)."),
        .init("store", .record([
            .init("ios", .record([
                .init("name", .value(.string), .optional, "The App Store name: at most 30 characters."),
                .init("subtitle", .value(.string), .optional, "Under the name: at most 30 characters."),
                .init("keywords", .list(.value(.string)), .optional, "Search keywords: joined with commas, at most 100 bytes."),
                .init("description", .value(.string), .optional, "The product page's description: at most 4,000 characters."),
                .init("promotionalText", .value(.string), .optional, "Above the description, changeable without a release: at most 170 characters."),
                .init("releaseNotes", .value(.string), .optional, "What's new in this version: at most 4,000 characters."),
                .init("privacyUrl", .value(.url), .optional, "The privacy policy: an https address, which the App Store requires."),
                .init("supportUrl", .value(.url), .optional, "Where users get support: an https address."),
                .init("marketingUrl", .value(.url), .optional, "The app's web page: an https address."),
            ]), .optional, "The App Store listing, in the brand's default language."),
            .init("android", .record([
                .init("title", .value(.string), .optional, "The Google Play title: at most 30 characters."),
                .init("shortDescription", .value(.string), .optional, "At most 80 characters."),
                .init("fullDescription", .value(.string), .optional, "At most 4,000 characters."),
                .init("releaseNotes", .value(.string), .optional, "What's new: at most 500 characters."),
            ]), .optional, "The Google Play listing, in the brand's default language."),
        ]), .optional, "The brand's store listings (brandkit export fastlane writes them in fastlane's layout)."),
        .init("locales", .declaredLocales, .optional,
              "The languages this brand ships, from the manifest's locales; the first is its default (all of them when not set)."),
        .init("strings", .localizedStrings, .optional,
              "Texts per language: strings.de.welcome. A plural gives its forms ({ one: ..., other: ... }); fallback: true shows the source text where a language has none."),
        .init("secrets", .names(.record([
            .init("env", .value(.string), .inPlace, "The environment variable bundle reads the value from (ACME_MAPS_KEY)."),
        ])), .optional, "Where each secret declared in brandkit.yaml comes from; never the value itself."),
        .init("modules", .names(.either(other: .value(.bool), mapping: .names(.value(.string)))), .optional,
              "The modules brandkit.yaml declares that this brand ships, each with its values ({ ads: { appId: ca-app-pub-1~2 }, chat: {} }); false leaves out one a parent or defaults choose."),
    ]

    package static let brandFile: Schema = .record(
        [.init("extends", .value(.string), .optional, "The id of a brand this one starts from (a regional sub-brand).")]
            + bodyFields
            + [.init("environments", .environments(.record(bodyFields)), .optional,
                     "Overrides per environment declared in brandkit.yaml.")]
    )

    package static let flagDeclaration: Schema = .record([
        .init("type", .value(.string), .inPlace, "bool, int, number, string, url, email, color or list."),
        .init("default", .anyValue, .optional, "The value brands start from; without it every brand must set the flag."),
        .init("description", .value(.string), .optional, "What the flag switches."),
        .init("owner", .value(.string), .optional, "The team that owns the flag."),
        .init("expires", .value(.date), .optional, "YYYY-MM-DD after which the flag should be removed."),
        .init("min", .value(.number), .optional, "The smallest allowed value (int and number flags)."),
        .init("max", .value(.number), .optional, "The largest allowed value (int and number flags)."),
        .init("allowed", .list(.value(.string)), .optional, "The only values a brand may set (string flags)."),
        .init("pattern", .value(.string), .optional, "A regular expression every value must match."),
    ])

    /// A `<service>` or `<receiver>` a module adds.
    private static func component(_ kind: String) -> Schema {
        .record([
            .init("exported", .value(.bool), .optional, "Whether other apps may start the \(kind). Default: false."),
            .init("actions", .list(.value(.string)), .optional, "The intent actions it answers, in one intent filter."),
            .init("permission", .value(.string), .optional, "The permission a caller needs (android.permission.BIND_JOB_SERVICE)."),
        ])
    }

    /// A module: code some brands ship and others must not, and what it brings with it.
    package static let moduleDeclaration: Schema = .record([
        .init("description", .value(.string), .optional, "What the module adds to the app."),
        .init("values", .list(.value(.string)), .optional, "The values each brand that ships it gives (appId): named in metaData."),
        .init("secrets", .list(.value(.string)), .optional,
              "Secrets of brandkit.yaml's secrets that each brand that ships it gives a source for, and only those brands (chatKey): named in metaData, read by BrandSecrets."),
        .init("conflicts", .list(.value(.string)), .optional, "Modules no brand may ship with this one (hms for gms)."),
        .init("excludedStores", .list(.value(.string)), .optional,
              "Stores that refuse an app with this module's code: play (a brand with a store.android listing) or appStore (one with store.ios)."),
        .init("android", .record([
            .init("dependencies", .list(.value(.string)), .optional,
                  "Maven coordinates the brand's variants compile with (com.example:ads:1.0), as <variant>Implementation (AGP 3+) or <variant>Compile (AGP 2)."),
            .init("files", .list(.value(.string)), .optional, "Jar files, relative to the app module, the brand's variants compile with: files(...)."),
            .init("permissions", .list(.value(.string)), .optional, "uses-permission entries in the brand's flavor manifest (com.google.android.gms.permission.AD_ID)."),
            .init("metaData", .map(.value(.string)), .optional,
                  "<meta-data> in the brand's flavor manifest: its android:name → the module value or secret that fills it (com.google.android.gms.ads.APPLICATION_ID: appId); a secret is filled by brandkit.gradle from the brand's variable as Gradle builds."),
            .init("packages", .list(.value(.string)), .optional,
                  "Where its classes live, as dex names them (com/example/ads/): brandkit verify finds them in no other brand's app."),
            .init("services", .map(component("service")), .optional,
                  "<service> elements in the brand's flavor manifest, by class named in full (com.example.shop.push.HmsPushService)."),
            .init("receivers", .map(component("receiver")), .optional,
                  "<receiver> elements in the brand's flavor manifest, by class named in full."),
        ]), .optional, "What the module adds to an Android app."),
        .init("ios", .record([
            .init("packages", .map(.record([
                .init("url", .value(.string), .optional, "The package's git URL, with one version requirement."),
                .init("from", .value(.string), .optional, "Up to the next major version from this one (\"11.0.0\")."),
                .init("exactVersion", .value(.string), .optional, "Exactly this version."),
                .init("branch", .value(.string), .optional, "The head of this branch."),
                .init("revision", .value(.string), .optional, "This commit."),
                .init("path", .value(.string), .optional, "A local package, relative to the project file, instead of a url."),
                .init("products", .list(.value(.string)), .optional, "The products the app links. Default: the package's name."),
            ])), .optional,
                  "Swift packages by name, as XcodeGen's packages: and Tuist's Project.packages: the brand's target links their products."),
            .init("frameworks", .map(.value(.string)), .optional,
                  "XCFrameworks, relative to the project file, the brand's target links → dynamic (also embedded) or static (Frameworks/Chat.xcframework: dynamic)."),
            .init("compilationCondition", .value(.string), .optional,
                  "The condition the brand's Swift code tests with #if, set where the brand ships the module. Default: BRANDKIT_<NAME> (BRANDKIT_ADS)."),
            .init("infoPlist", .map(.value(.string)), .optional,
                  "Info.plist keys of the brand's app → the module value that fills each (GADApplicationIdentifier: appId)."),
            .init("usageDescriptions", .list(.value(.string)), .optional,
                  "The ios.usageDescriptions a brand that ships it must give (userTracking for an ads SDK)."),
            .init("entitlements", .map(.anyValue), .optional,
                  "Entitlements the brand's app needs with the module, as written (com.apple.developer.applesignin: [Default]): true, false, a text or a list of texts."),
            .init("privacy", .record([
                .init("tracking", .value(.bool), .optional, "NSPrivacyTracking: the module's data is used for tracking (it then needs userTracking)."),
                .init("trackingDomains", .list(.value(.string)), .optional, "NSPrivacyTrackingDomains: the hosts it tracks through."),
                .init("collectedDataTypes", .map(.record([
                    .init("linked", .value(.bool), .optional, "Linked to the user's identity."),
                    .init("tracking", .value(.bool), .optional, "Used for tracking."),
                    .init("purposes", .list(.value(.string)), .inPlace, "Why: ThirdPartyAdvertising, DeveloperAdvertising, Analytics, ProductPersonalization, AppFunctionality, Other."),
                ])), .optional, "NSPrivacyCollectedDataTypes by Apple's short name (DeviceID, CoarseLocation)."),
                .init("accessedAPITypes", .map(.list(.value(.string))), .optional,
                      "NSPrivacyAccessedAPITypes: each required-reason API category (UserDefaults, FileTimestamp) → its reasons (CA92.1)."),
            ]), .optional, "What the app's PrivacyInfo.xcprivacy declares where a brand ships the module, merged with the app's own."),
        ]), .optional, "What the module adds to an iOS app."),
    ])

    package static let stringDeclaration: Schema = .record([
        .init("text", .either(other: .value(.string), mapping: .map(.value(.string))), .inPlace,
              "The source text; %@, %d and %.2f are arguments. A plural gives one text per CLDR form: { one: \"%d item\", other: \"%d items\" }."),
        .init("description", .value(.string), .optional, "What the text is for, for translators."),
    ])

    /// What an environment derives from every brand's own identity, and how it builds.
    package static let environmentSettings: Schema = .record([
        .init("bundleIdSuffix", .value(.string), .optional,
              "Appended to each brand's bundle id, Android application id and app extension ids in this environment, unless the brand sets them for it (.staging)."),
        .init("displayNameSuffix", .value(.string), .optional,
              "Appended to each brand's display name in this environment, unless the brand sets one for it (\" β\")."),
        .init("buildsLike", .value(.string), .optional,
              "debug or release: how the Xcode configurations and the Android build type of this environment build (debuggable, signed, optimised). Default: debug for an environment named debug, else release."),
    ])

    package static let manifest: Schema = .record([
        .init("environments", .either(other: .list(.value(.string)), mapping: .map(environmentSettings)), .inPlace,
              "Environment ids, the first the default: a list, or a mapping from each id to what it derives from every brand's release identity."),
        .init("locales", .list(.value(.string)), .optional, "BCP 47 languages brands may ship (en, de, pt-BR); the first is the source language. Default: [en]."),
        .init("strings", .map(stringDeclaration), .optional, "Every text a brand may translate, with its source text and a description."),
        .init("featureFlags", .names(flagDeclaration), .optional, "Every feature flag a brand may set."),
        .init("modules", .names(moduleDeclaration), .optional,
              "Code some brands ship and others must not (an ads SDK, a store's services), and what each brings: dependencies, permissions, manifest entries."),
        .init("secrets", .names(.record([
            .init("description", .value(.string), .optional, "What the secret is for."),
        ])), .optional, "Secrets every brand must say the source of (secrets: { mapsKey: { env: ACME_MAPS_KEY } })."),
        .init("secretVariables", .list(.value(.string)), .optional,
              "The environment variables brand files may name as a secret's source; a trailing * allows a prefix (BRAND_SECRET_*). CI systems' own variables are never allowed."),
        .init("interface", .record([
            .init("colors", .list(.value(.string)), .optional, "Colour names every brand carries (its own, or from defaults.colors)."),
            .init("images", .list(.value(.string)), .optional, "Image names every brand carries."),
            .init("fonts", .list(.value(.string)), .optional, "Font roles every brand carries (body, heading)."),
            .init("icon", .list(.value(.string)), .optional, "The app icons every brand carries: ios, android."),
            .init("usageDescriptions", .list(.value(.string)), .optional,
                  "The permissions the app asks for, so every brand says why: ios.usageDescriptions names (camera, microphone, ...)."),
            .init("launchScreen", .value(.bool), .optional,
                  "true when the app's manifest names Theme.Brandkit.Launch (and its Info.plist leaves UILaunchScreen to the brand): every brand has a launchScreen."),
        ]), .optional, "What every brand carries, so the app's code and manifests compile against each: a brand may neither lack nor add one."),
        .init("defaults", .record(bodyFields), .optional, "Values every brand starts from."),
        .init("storeLocales", .map(.value(.string)), .optional,
              "A language's store locale code, for export fastlane's folders (de: de-DE); without one, a table per store."),
        .init("iconBadges", .map(.value(.string)), .optional,
              "Text drawn on a band across the app icon in an environment (staging: BETA, debug: DEV), so testers tell builds apart; never on the first environment's."),
        .init("android", .record([
            .init("minSdk", .value(.int), .optional,
                  "The apps' minSdk: below 26, bundles also carry launcher icons as PNGs per density for Android 7.1 and older."),
        ]), .optional, "What every brand's Android app shares."),
        .init("linkActivity", .value(.string), .optional,
              "The Android activity URL schemes and app links open, as the app's manifest names it (default: .MainActivity)."),
        .init("configurations", .map(.value(.string)), .optional,
              "Xcode build configurations by name and the environment each builds (Debug: debug)."),
        .init("validation", .record([
            .init("disabled", .list(.value(.string)), .optional, "Rule codes not to run (see brandkit validate --list-rules)."),
            .init("urlSchemes", .list(.value(.string)), .optional,
                  "URL schemes links may use, besides https (for an app's own deep links)."),
        ]), .optional, "Validation settings for every brand."),
    ])
}
