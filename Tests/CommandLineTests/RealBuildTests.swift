import Foundation
import Testing

/// The app a real build makes from brandkit's wiring, for every example brand in release,
/// staging and debug, with the platforms' own tools (`../shared/tools`), from the files and
/// commands Docs/xcode.md and Docs/gradle.md show: never by parsing the file brandkit wrote.
@Suite("Real builds", .serialized, .enabled(if: SharedTools.present, SharedTools.absent), .enabled(if: TestTier.all, TestTier.onlyInAll))
struct RealBuildTests {
    /// Gradle 4.4.1 and the Android Gradle Plugin 2.2.2 (Debian's) apply `brandkit.gradle` to an
    /// app whose own manifest has a label, an icon and the activity, and whose release build
    /// type signs; `gradle assemble` builds every brand × environment, and aapt reads each APK.
    @Test func gradleBuildsEveryBrandInEveryEnvironment() throws {
        let workspace = try Workspace()
        let android = try GradleApp(workspace)
        let (aapt, doc, app) = (android.aapt, android.doc, android.app)
        // acme's own manifest placeholder, read where only acme's variants merge it.
        try workspace.write("""
            <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                <application><meta-data android:name="facebook" android:value="${facebookAppId}" /></application>
            </manifest>

            """, to: "app/src/acme/AndroidManifest.xml")
        // A signing release build type, which staging builds like.
        let keytool = try #require(Tool.named("keytool"))
        let key = try Tool.run(keytool, ["-genkeypair", "-keystore", "release.jks", "-storepass", "password", "-keypass", "password",
                                         "-alias", "release", "-keyalg", "RSA", "-keysize", "2048", "-validity", "1000",
                                         "-dname", "CN=Shop"], in: app)
        try #require(key.status == 0, "keytool: \(key.stderr)")
        // A brand with an id of its own in staging, which no suffix gives: the variant API sets
        // it. Its first language is zh-Hant, which writes only the texts its help center shows.
        // Its version name and placeholder carry every character a manifest attribute may
        // (quotes, '$', braces, '#', '@', non-ASCII): the APK must hold them as written.
        try SubBrandLanguageTests.chineseFirst(workspace, environments: """
            environments:
              release: { android: { manifestPlaceholders: { channel: \(Self.yamlQuoted(Self.hostileButValid)) } } }
              debug: { android: { manifestPlaceholders: { channel: \(Self.yamlQuoted(Self.hostileButValid)) } } }
              staging:
                bundleId: com.hooli.beta.staging
                ios: { extensions: { widget: com.hooli.beta.staging.widget } }
                android: { versionCode: 99, versionName: \(Self.yamlQuoted(Self.hostileVersionName)), manifestPlaceholders: { channel: \(Self.yamlQuoted(Self.hostileButValid)) } }

            """)
        // hooli's own manifest reads its placeholder and the two the plugin's merger fills.
        try workspace.write("""
            <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                <application>
                    <meta-data android:name="channel" android:value="${channel}" />
                    <meta-data android:name="appId" android:value="${applicationId}" />
                    <meta-data android:name="package" android:value="${packageName}" />
                    <meta-data android:name="escaped" android:value="dbg\\'x-\\u0041" />
                </application>
            </manifest>

            """, to: "app/src/hooli/AndroidManifest.xml")
        try doc.run("gradle", in: workspace.url)
        try doc.run("secrets", in: workspace.url, environment: ["ACME_MAPS_KEY": "maps-key-for-tests"])
        try android.leaveOutWhatAGP2CannotRead()
        try workspace.edit("app/build.gradle") { script in
            script + """
                android {
                    signingConfigs { release { storeFile file('release.jks'); storePassword 'password'; keyAlias 'release'; keyPassword 'password' } }
                    buildTypes { release { signingConfig signingConfigs.release } }
                }

                """ + (try doc.file("app/build.gradle")) + """
                afterEvaluate { println 'acme java sources: ' + android.sourceSets.acme.java.srcDirs }
                android.applicationVariants.all { v -> println 'placeholders of ' + v.name + ': ' + v.mergedFlavor.manifestPlaceholders.keySet().sort().join(',') }

                """
        }
        // The google-services plugin needs the network; its input is placed by the script's
        // tasks, run here by name, where the plugin's documentation says it reads a variant's file.
        let googleServices = ExampleApps.all.filter { $0.brand == "acme-de" }
        let build = try android.run(["assemble"]
                                    + googleServices.map { "brandkitGoogleServices\($0.flavor.prefix(1).uppercased() + $0.flavor.dropFirst())\($0.environment.capitalized)" })
        try #require(build.status == 0, "gradle assemble: \(GradleApp.failure(build))")
        #expect(!build.stderr.contains("without required default value"), "every brand defines every resource in its default values/")
        for expected in googleServices {
            // The plugin uses the client whose package_name is the variant's application id.
            let placed = app.appendingPathComponent("src/\(expected.environment)/\(expected.flavor)/google-services.json")
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: placed)) as? [String: Any]
            let packages = (json?["client"] as? [[String: Any]] ?? []).compactMap {
                (($0["client_info"] as? [String: Any])?["android_client_info"] as? [String: Any])?["package_name"] as? String
            }
            #expect(packages.contains(expected.id), "\(placed.path): \(packages)")
        }
        // The doc's line for the secrets: acme's sources hold the folder bundle --secrets wrote.
        let secrets = workspace.url.appendingPathComponent("BrandSecrets/acme.secrets-kotlin")
        #expect(FileManager.default.fileExists(atPath: secrets.appendingPathComponent("brandkit/BrandSecrets.kt").path))
        #expect(build.stdout.contains(secrets.standardizedFileURL.path), "acme's java sources: \(build.stdout)")
        // The flavor keeps its languages' resources (resConfigs), in the qualifiers aapt reads.
        let configurations = try Tool.run(aapt, ["dump", "configurations", app.appendingPathComponent("build/outputs/apk/shop-hooli-release.apk").path],
                                          in: workspace.url).stdout
        let qualifiers = Set(configurations.split(separator: "\n").map(String.init))
        // Languages with a region and a script: Android writes them pt-rBR and b+zh+Hans.
        #expect(qualifiers.isSuperset(of: ["en", "pt-rBR", "b+zh+Hans"]) && qualifiers.isDisjoint(with: ["de", "pl"]),
                "hooli ships zh-Hant (its default values/), en, pt-BR and zh-Hans only: \(qualifiers.sorted())")
        let hooli = ["release": "com.hooli.app", "staging": "com.hooli.beta.staging", "debug": "com.hooli.app.debug"]
        for (environment, id) in hooli {
            let apk = app.appendingPathComponent("build/outputs/apk/shop-hooli-\(environment).apk")
            let badging = try Tool.run(aapt, ["dump", "badging", apk.path], in: workspace.url).stdout
            #expect(badging.contains("package: name='\(id)' versionCode='\(environment == "staging" ? "99" : "")'"), "hooli in \(environment): \(badging.prefix(200))")
            // The values as written (xmltree's Raw is the attribute's string), and the plugin's
            // own placeholders filled with the variant's id.
            let manifest = try Tool.run(aapt, ["dump", "xmltree", apk.path, "AndroidManifest.xml"], in: workspace.url).stdout
            let lines = manifest.split(separator: "\n")
            func raw(after attribute: String) -> String? {
                guard let index = lines.firstIndex(where: { $0.contains(attribute) }) else { return nil }
                let line = attribute.hasPrefix("android:versionName") ? lines[index] : lines.indices.contains(index + 1) ? lines[index + 1] : ""
                guard let start = line.range(of: "(Raw: \""), line.hasSuffix("\")") else { return nil }
                return String(line[start.upperBound..<line.index(line.endIndex, offsetBy: -2)])
            }
            let app = "hooli in \(environment)"
            #expect(raw(after: "\"channel\" (Raw: \"channel\")") == Self.asAaptPrints(Self.hostileButValid), "\(app): \(manifest)")
            #expect(raw(after: "\"appId\" (Raw: \"appId\")") == id && raw(after: "\"package\" (Raw: \"package\")") == id, "\(app): \(manifest)")
            // Why '\\' is refused in a brand's value: aapt reads it as an escape.
            #expect(raw(after: "\"escaped\" (Raw: \"escaped\")") == "dbg'x-A", "\(app): \(manifest)")
            if environment == "staging" {
                #expect(raw(after: "android:versionName(") == Self.asAaptPrints(Self.hostileVersionName), "\(app): \(manifest)")
            }
        }
        // The names the build fills itself, as Gradle reports them (brandkit.gradle's: its own on every
        // variant, a module's secret on its brands') and as its merger fills them (applicationId, packageName, above): a brand that
        // sets one is refused at its line, so no brand's app can claim another's.
        let reported = Set(build.stdout.split(separator: "\n").filter { $0.hasPrefix("placeholders of ") }.flatMap {
            $0.split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces).split(separator: ",").map(String.init) } ?? []
        })
        let brandsOwn: Set<String> = ["facebookAppId", "channel"]
        #expect(reported.subtracting(brandsOwn) == ["brandkitBrand", "brandkitSecret_chatKey"], "\(reported.sorted())")
        for name in reported.subtracting(brandsOwn).union(["applicationId", "packageName"]).sorted() {
            try workspace.write("displayName: Probe\nbundleId: com.probe.app\nandroid:\n  manifestPlaceholders: { \(name): globex }\n", to: "Brands/probe.yaml")
            let claim = try workspace.run("validate", "Brands/probe.yaml")
            #expect(claim.status == 1 && claim.stdout.contains("Brands/probe.yaml:4:") && claim.stdout.contains("[invalid-manifest-value]"), "\(name): \(claim.stdout)")
        }
        try FileManager.default.removeItem(at: workspace.brands.appendingPathComponent("probe.yaml"))
        // The app's code is compiled against each flavor's R: every brand's APK of one
        // environment holds the same strings, plurals, colours and drawables.
        func resourceNames(_ flavor: String, _ environment: String) throws -> Set<String> {
            let apk = app.appendingPathComponent("build/outputs/apk/shop-\(flavor)-\(environment).apk")
            return Set(try Tool.run(aapt, ["dump", "resources", apk.path], in: workspace.url).stdout.split(separator: "\n").compactMap { line -> String? in
                guard line.contains("spec resource"), let name = line.split(separator: " ").first(where: { $0.hasPrefix("com.") && $0.contains(":") }) else { return nil }
                let typeAndName = name.split(separator: ":").last.map(String.init) ?? ""
                return ["string/", "plurals/", "color/", "drawable/"].contains { typeAndName.hasPrefix($0) } ? typeAndName : nil
            })
        }
        // hooli's default values/ is zh-Hant, which writes no chat or portal texts: still every name.
        let (acmeNames, hooliNames) = (try resourceNames("acme", "release"), try resourceNames("hooli", "release"))
        #expect(acmeNames.count > 20 && acmeNames == hooliNames,
                "only acme has \(acmeNames.subtracting(hooliNames).sorted()), only hooli \(hooliNames.subtracting(acmeNames).sorted())")
        var resources: [String: (brand: String, names: Set<String>)] = [:]
        for expected in ExampleApps.all {
            let names = try resourceNames(expected.flavor, expected.environment)
            if let first = resources[expected.environment] {
                #expect(names.symmetricDifference(first.names).isEmpty, "\(expected.brand) and \(first.brand) in \(expected.environment): only \(expected.brand) has \(names.subtracting(first.names).sorted()), only \(first.brand) has \(first.names.subtracting(names).sorted())")
            } else {
                resources[expected.environment] = (expected.brand, names)
            }
        }
        for expected in ExampleApps.all {
            // Release and staging sign with the release key; debug with the debug key.
            let apk = app.appendingPathComponent("build/outputs/apk/shop-\(expected.flavor)-\(expected.environment).apk")
            try #require(FileManager.default.fileExists(atPath: apk.path), "\(apk.lastPathComponent) was built, signed")
            let badging = try Tool.run(aapt, ["dump", "badging", apk.path], in: workspace.url).stdout
            let app = "\(expected.brand) in \(expected.environment)"
            #expect(badging.contains("package: name='\(expected.id)' versionCode='\(expected.versionCode)' versionName='\(expected.versionName)'"),
                    "\(app): \(badging.prefix(200))")
            #expect(badging.contains("application-label:'\(expected.label)'"), "\(app): \(badging)")
            #expect(badging.contains("icon='res/mipmap-anydpi-v26/ic_launcher.xml'"), "\(app): the brand's adaptive icon, not the app's")
            // The app's release build type signs with its shared key, and staging builds like it
            // (initWith): a brand with a key of its own is signed with it in both all the same; the
            // others keep the shared key, and debug keeps the debug key.
            let signer = try Tool.run(keytool, ["-printcert", "-jarfile", apk.path], in: workspace.url).stdout
            let own = android.keys[expected.brand].flatMap { expected.environment == "debug" ? nil : $0 }
            #expect(signer.contains("Owner: CN=Shop") == (expected.environment != "debug" && own == nil), "\(app): \(signer.prefix(300))")
            if let own {
                #expect(try SigningKeys.signers(apk) == [own.fingerprint], "\(app): apksigner's reading of the signature")
            }
            let manifest = try Tool.run(aapt, ["dump", "xmltree", apk.path, "AndroidManifest.xml"], in: workspace.url).stdout
            #expect(manifest.contains("=\"\(expected.brand)\" (Raw: \"\(expected.brand)\")"), "\(app): ${brandkitBrand} is the brand id")
            for scheme in expected.schemes {
                #expect(manifest.contains("android:scheme(0x01010027)=\"\(scheme)\""), "\(app): opens \(scheme)://")
            }
            // One activity: the brand's intent filters are merged into the app's own.
            #expect(manifest.components(separatedBy: "E: activity").count == 2, "\(app): \(manifest)")
            #expect(manifest.contains("com.example.shop.MainActivity"), "\(app)")
            #expect(manifest.contains("0x499602d2") == (expected.brand == "acme"), "\(app): acme's facebookAppId placeholder, 1234567890")
            // brandkit's own reading of the APK agrees with aapt's and with the brand.
            let verified = try workspace.run("verify", apk.path, "--brand", expected.brand, "--env", expected.environment)
            #expect(verified.status == 0, "verify \(app): \(verified.stdout)\(verified.stderr)")
        }
        let hooliStaging = app.appendingPathComponent("build/outputs/apk/shop-hooli-staging.apk").path
        #expect(try workspace.run("verify", hooliStaging, "--brand", "hooli", "--env", "staging").status == 0)
        // hooli extends acme: acme's key signs it.
        #expect(try SigningKeys.signers(URL(fileURLWithPath: hooliStaging)) == [try #require(android.keys["acme"]).fingerprint])
        // acme's release APK re-signed with globex's key: verify fails at acme's certificate line.
        let resigned = workspace.url.appendingPathComponent("acme-resigned.apk")
        try FileManager.default.copyItem(at: app.appendingPathComponent("build/outputs/apk/shop-acme-release.apk"), to: resigned)
        try SigningKeys.sign(resigned, with: try #require(android.keys["globex"]))
        let foreignKey = try workspace.run("verify", resigned.path, "--brand", "acme")
        #expect(foreignKey.status == 1 && foreignKey.stdout.contains("Brands/acme.yaml:54:")
                    && foreignKey.stdout.contains("which is not one of acme in release's android.signingCertificates"), "\(foreignKey.stdout)")
        // A key's variable that is not set stops that variant's packaging, naming the variable:
        // never an APK signed with the shared key.
        try FileManager.default.removeItem(at: app.appendingPathComponent("build/outputs/apk/shop-acme-release.apk"))
        let unsigned = try android.run(["assembleAcmeRelease"], unset: ["ACME_UPLOAD_PASSWORD"])
        #expect(unsigned.status != 0 && unsigned.stderr.contains("brandkit: acmeRelease is signed with its brand's key, from the environment variable ACME_UPLOAD_PASSWORD, which is not set"),
                "\(GradleApp.failure(unsigned))")
        #expect(!FileManager.default.fileExists(atPath: app.appendingPathComponent("build/outputs/apk/shop-acme-release.apk").path))
        // Docs/signing.md's CI step as written: no signing variable set beforehand, the keystore
        // from a base64 secret; the variant it builds is signed with acme's key, and verify passes.
        let ci = try android.runCISteps(try DocSnippets("Docs/signing.md").file("android-ci"), brand: "acme")
        #expect(ci.status == 0 && ci.stdout.contains("acme"), "Docs/signing.md's CI step: \(ci.stdout)\(ci.stderr)")
        let rebuilt = app.appendingPathComponent("build/outputs/apk/shop-acme-release.apk")
        #expect(try SigningKeys.signers(rebuilt) == [try #require(android.keys["acme"]).fingerprint], "the CI step's APK is signed with acme's key")
        // The keys' passwords are in no output brandkit wrote, nor in what the builds printed.
        let passwords = android.keys.values.map(\.password)
        for run in [build, unsigned, foreignKey, ci] {
            #expect(!passwords.contains { run.stdout.contains($0) || run.stderr.contains($0) })
        }
        for folder in ["BrandBundles", "app/brandkit.gradle"] {
            var isFolder: ObjCBool = false
            try #require(FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent(folder).path, isDirectory: &isFolder))
            let files = !isFolder.boolValue ? [folder]
                : (FileManager.default.enumerator(atPath: workspace.url.appendingPathComponent(folder).path)?.allObjects ?? []).compactMap { $0 as? String }.map { folder + "/" + $0 }
            for file in files {
                guard let data = FileManager.default.contents(atPath: workspace.url.appendingPathComponent(file).path) else { continue }
                let text = String(decoding: data, as: UTF8.self)
                #expect(!passwords.contains { text.contains($0) }, "\(file) holds a key's password")
            }
        }
        // Planted differences: another brand's app, and a brand whose version moved on since the build.
        let globex = try workspace.run("verify", app.appendingPathComponent("build/outputs/apk/shop-globex-release.apk").path, "--brand", "acme")
        #expect(globex.status == 1 && globex.stdout.contains("Brands/acme.yaml:3:") && globex.stdout.contains("application id is 'com.globex.app'"),
                "\(globex.stdout)")
        try workspace.edit("Brands/hooli.yaml") { $0.replacingOccurrences(of: "versionCode: 99", with: "versionCode: 100") }
        let moved = try workspace.run("verify", hooliStaging, "--brand", "hooli", "--env", "staging")
        #expect(moved.status == 1 && moved.stdout.contains("versionCode is '99'; hooli in staging has '100'"), "\(moved.stdout)")
    }

    /// The example brands' modules, each shipped by its brands only: "ads" (a jar from a
    /// file-based Maven repository, a permission, a <meta-data> filled from the brand's value),
    /// "chat" (a jar by files(...), a permission) and "hms" (Huawei's, from the repository).
    /// acme and its sub-brand acme-de ship ads, each with its own app id; globex ships chat,
    /// here except in staging; initech, in no Play listing, ships hms. `gradle assemble`
    /// builds every variant; aapt, the dex files and BuildConfig show each module exactly in
    /// its brands, and `brandkit verify` passes on every APK and fails on planted ones.
    @Test func gradleShipsEachModuleInItsBrandsOnly() throws {
        let workspace = try ModuleAccessorsTests.workspace()
        let android = try GradleApp(workspace)
        let (aapt, app) = (android.aapt, android.app)
        let valid = try workspace.run("validate")
        try #require(valid.status == 0, "\(valid.stdout)\(valid.stderr)")
        try android.doc.run("gradle", in: workspace.url)
        try android.doc.run("secrets", in: workspace.url, environment: ["ACME_MAPS_KEY": "maps-key-for-tests"])
        try android.leaveOutWhatAGP2CannotRead()
        try workspace.edit("app/build.gradle") { $0 + (try android.doc.file("app/build.gradle")) }
        let build = try android.run(["assemble"])
        try #require(build.status == 0, "gradle assemble: \(GradleApp.failure(build))")
        for expected in ExampleApps.all {
            let app = "\(expected.brand) in \(expected.environment)"
            let (ads, chat, hms) = (ModuleAccessorsTests.ships("ads", expected.brand, expected.environment),
                                    ModuleAccessorsTests.ships("chat", expected.brand, expected.environment),
                                    ModuleAccessorsTests.ships("hms", expected.brand, expected.environment))
            // Release and staging sign with no key here: their APKs are *-unsigned.apk.
            let name = try #require(android.apks.first { $0 == "shop-\(expected.flavor)-\(expected.environment).apk" || $0 == "shop-\(expected.flavor)-\(expected.environment)-unsigned.apk" },
                                    "\(app) was built: \(android.apks)")
            let apk = android.app.appendingPathComponent("build/outputs/apk/\(name)")
            let badging = try Tool.run(aapt, ["dump", "badging", apk.path], in: workspace.url).stdout
            #expect(badging.contains("uses-permission: name='com.google.android.gms.permission.AD_ID'") == ads, "\(app): \(badging)")
            #expect(badging.contains("uses-permission: name='android.permission.RECORD_AUDIO'") == chat, "\(app): \(badging)")
            let manifest = try Tool.run(aapt, ["dump", "xmltree", apk.path, "AndroidManifest.xml"], in: workspace.url).stdout
            #expect(ModuleAccessorsTests.adsAppIds[expected.brand].map { manifest.contains("\"\($0)\" (Raw: \"\($0)\")") } ?? !manifest.contains("ca-app-pub-"),
                    "\(app): the ads app id")
            // hms's push service, in initech's manifest only.
            #expect(manifest.contains("\"com.example.shop.push.HmsPushService\"") == hms && manifest.contains("com.huawei.push.action.MESSAGING_EVENT") == hms,
                    "\(app): the push service")
            // chat's key, through globex's secrets: filled by the build from the environment.
            #expect(manifest.contains("\"com.example.chat.API_KEY\"") == chat, "\(app): the chat key's meta-data")
            #expect(manifest.contains("\"\(GradleApp.chatKey)\" (Raw: \"\(GradleApp.chatKey)\")") == chat, "\(app): the chat key")
            let dex = try Self.dexFiles(apk)
            #expect(dex.contains { $0.contains("Lcom/example/ads/Ads;") } == ads, "\(app): the ads classes")
            #expect(dex.contains { $0.contains("Lcom/example/chat/Chat;") } == chat, "\(app): the chat classes")
            #expect(dex.contains { $0.contains("Lcom/huawei/hms/api/HuaweiApiAvailability;") } == hms, "\(app): Huawei's classes")
            let fields = try Self.buildConfigConstants(android, flavor: expected.flavor, environment: expected.environment)
            #expect(fields.contains("boolean BRANDKIT_MODULE_ADS = \(ads);") && fields.contains("boolean BRANDKIT_MODULE_CHAT = \(chat);")
                        && fields.contains("boolean BRANDKIT_MODULE_HMS = \(hms);"), "\(app): \(fields)")
            let verified = try workspace.run("verify", apk.path, "--brand", expected.brand, "--env", expected.environment)
            #expect(verified.status == 0, "verify \(app): \(verified.stdout)\(verified.stderr)")
        }
        // Docs/modules.md's Kotlin compiles against the BuildConfig the build made for a brand with ads.
        let kotlinc = try #require(Tool.named("kotlinc"), "kotlinc is installed by Scripts/install-dependencies --test")
        let classes = app.appendingPathComponent("build/intermediates/classes/acme/release")
        let buildConfig = try #require(FileManager.default.enumerator(atPath: classes.path)?.compactMap { $0 as? String }.first { $0.hasSuffix("/BuildConfig.class") })
        let snippet = try #require(try DocSnippets("Docs/modules.md").blocks.first { $0.info == "kotlin" }).text
        try workspace.write("import \(buildConfig.dropLast(".class".count).replacingOccurrences(of: "/", with: "."))\n"
                            + "object Ads { fun start(context: Any?) {} }\nfun snippet(context: Any?) {\n\(snippet)}\n", to: "Snippet.kt")
        let compiled = try Tool.run(kotlinc, ["Snippet.kt", "-cp", classes.path, "-d", "snippet-out"], in: workspace.url)
        #expect(compiled.status == 0, "Docs/modules.md's Kotlin: \(compiled.stderr)")
        // Planted: the wiring edited by hand to give initech the ads jar, and a brand that
        // ships chat in staging since globex's staging APK was built.
        try workspace.edit("app/build.gradle") { $0 + "dependencies { initechReleaseCompile 'com.example.ads:ads:1.0' }\n" }
        // And globex's chat key left unset: its variant stops at its manifest, naming the
        // variable (never an app with an empty key), while initech's builds.
        let planted = try android.run(["assembleInitechRelease", "assembleGlobexRelease", "--continue"], secrets: false)
        #expect(planted.status != 0 && planted.stderr.contains("brandkit: globexRelease needs the environment variable GLOBEX_CHAT_KEY"),
                "gradle: \(GradleApp.failure(planted))")
        #expect(!planted.stderr.contains("initechRelease needs"), "\(GradleApp.failure(planted))")
        let initech = try workspace.run("verify", app.appendingPathComponent("build/outputs/apk/shop-initech-release-unsigned.apk").path, "--brand", "initech")
        #expect(initech.status == 1 && initech.stdout.contains("holds code of module 'ads' (com/example/ads/), which initech in release does not ship"),
                "\(initech.stdout)")
        try workspace.edit("Brands/globex.yaml") { $0.replacingOccurrences(of: "    modules: { chat: false }\n", with: "") }
        let globex = try workspace.run("verify", app.appendingPathComponent("build/outputs/apk/shop-globex-staging-unsigned.apk").path, "--brand", "globex", "--env", "staging")
        #expect(globex.status == 1 && globex.stdout.contains("lacks the permission android.permission.RECORD_AUDIO, which module 'chat' needs in globex in staging"),
                "\(globex.stdout)")
    }

    /// Every dex file of the APK, as Latin-1 text (type descriptors are ASCII).
    static func dexFiles(_ apk: URL) throws -> [String] {
        let unzip = try #require(Tool.named("unzip"))
        let list = try Tool.run(unzip, ["-Z1", apk.path], in: apk.deletingLastPathComponent()).stdout.split(separator: "\n")
        return try list.filter { $0.hasPrefix("classes") && $0.hasSuffix(".dex") }.map { name in
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("dex-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: out) }
            let run = try Tool.run(unzip, ["-o", "-q", apk.path, String(name), "-d", out.path], in: apk.deletingLastPathComponent())
            try #require(run.status == 0, "\(run.stderr)")
            return String(decoding: try Data(contentsOf: out.appendingPathComponent(String(name))), as: UTF8.self)
        }
    }

    /// `javap -constants` of the variant's compiled BuildConfig.
    /// The project Tuist's ProjectDescription (`../shared/tools`) evaluates from the workspace's
    /// `Project.swift`, after the tuist commands of `doc` wrote the helper and the bundles.
    static func tuistProject(_ doc: DocSnippets, in workspace: Workspace) throws -> [String: Any] {
        try doc.run("tuist", in: workspace.url)
        try placeWidget(in: workspace)
        let dump = try Tool.run(SharedTools.folder.appendingPathComponent("tuist/dump"), [workspace.url.path], in: workspace.url)
        try #require(dump.status == 0, "tuist dump: \(dump.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
    }

    /// The project the real XcodeGen (built once from `../shared/tools`) generates from the
    /// workspace's `project.yml`, read back from its pbxproj by `read_xcodeproj.py`.
    static func generatedProject(in workspace: Workspace) throws -> [String: Any] {
        let build = try Tool.run(SharedTools.folder.appendingPathComponent("xcodegen/build"), [], in: Brandkit.packageRoot)
        try #require(build.status == 0, "building XcodeGen: \(build.stderr)")
        let xcodegen = URL(fileURLWithPath: build.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        let python = try #require(Tool.named("python3"))
        // The chat module's local package (brandkit.yaml), which XcodeGen requires to exist.
        try workspace.write("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Chat", products: [.library(name: "Chat", targets: ["Chat"])], targets: [.target(name: "Chat")])

            """, to: "Packages/Chat/Package.swift")
        try workspace.write("public enum Chat {}\n", to: "Packages/Chat/Sources/Chat/Chat.swift")
        try Self.placeWidget(in: workspace)
        let generated = try Tool.run(xcodegen, ["generate", "--spec", "project.yml"], in: workspace.url)
        try #require(generated.status == 0, "xcodegen: \(generated.stdout)\(generated.stderr)")
        let read = try Tool.run(python, [Brandkit.fixtures.appendingPathComponent("read_xcodeproj.py").path, workspace.url.path, "Shop"],
                                in: workspace.url)
        try #require(read.status == 0, "read_xcodeproj.py: \(read.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(read.stdout.utf8)) as? [String: Any])
    }

    /// The widget extension of Docs/xcode.md's project: its Info.plist and a source file.
    static func placeWidget(in workspace: Workspace) throws {
        try workspace.write(try DocSnippets("Docs/xcode.md").file("Widget/Info.plist"), to: "Widget/Info.plist")
        try workspace.write("import Foundation\n", to: "Widget/Widget.swift")
    }

    static func buildConfigConstants(_ android: GradleApp, flavor: String, environment: String) throws -> String {
        let javap = try #require(Tool.named("javap"))
        let folder = android.app.appendingPathComponent("build/intermediates/classes/\(flavor)/\(environment)")
        let file = try #require(FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.first { $0.hasSuffix("/BuildConfig.class") },
                                "BuildConfig of \(flavor) \(environment) under \(folder.path)")
        return try Tool.run(javap, ["-constants", folder.appendingPathComponent(file).path], in: android.app).stdout
    }

    /// A placeholder value and a version name with every character an Android attribute takes
    /// as written; `\\`, `${` and line breaks are refused (invalid-manifest-value).
    static let hostileButValid = "ch-'q'-\"d\"-$5-{x}-#2@ü: !"
    static let hostileVersionName = "9.9-β 'q' \"d\" $5 {x} #2@: !"
    static let plistNote = "Pay $ (5) or {x} in $-land: $"
    /// The app Info.plist's keys whose values are Xcode's own settings, `$(PRODUCT_NAME)` and the like.
    static let keysXcodeExpands: Set<String> = ["CFBundleDevelopmentRegion", "CFBundleExecutable", "CFBundleIdentifier", "CFBundleName",
                                   "CFBundlePackageType", "CFBundleShortVersionString", "CFBundleVersion"]
    static func yamlQuoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }
    /// aapt's dump prints a string with `\\` and `"` escaped (ResTable::normalizeForOutput).
    static func asAaptPrints(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    /// An environment is an app some configuration builds, and the plugin's own build types that
    /// are no environment build no brand's app: with environments release and staging, there
    /// is no unbranded `acmeDebug` (it built com.acme.shop without the brand's resources).
    @Test func gradleBuildsNoBrandsAppOfABuildTypeThatIsNoEnvironment() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/brandkit.yaml") {
            $0.replacingOccurrences(of: "environments: { release: {}, staging: { bundleIdSuffix: .staging, displayNameSuffix: \" β\" }, debug: { bundleIdSuffix: .debug } }",
                                    with: "environments: { release: {}, staging: { bundleIdSuffix: .staging, displayNameSuffix: \" β\" } }")
                .replacingOccurrences(of: "configurations: { Debug: debug, Staging: staging, \"App Store\": release }", with: "configurations: { \"App Store\": release }")
                .replacingOccurrences(of: "iconBadges: { staging: BETA, debug: DEV }", with: "iconBadges: { staging: BETA }")
        }
        for brand in ["acme", "acme-de", "globex", "initech"] {
            try workspace.edit("Brands/\(brand).yaml") { text in
                // Each brand's own debug overlay goes with the environment: its line and the lines below it.
                var inDebug = false
                return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
                    if line.hasPrefix("  debug:") { inDebug = true; return false }
                    if inDebug && line.hasPrefix("    ") { return false }
                    inDebug = false
                    return true
                }.joined(separator: "\n")
            }
        }
        let unwired = try workspace.run("validate")
        #expect(unwired.status == 1 && (unwired.stdout + unwired.stderr).contains("environment 'staging' is built by no configuration"), "\(unwired.stderr)\(unwired.stdout)")
        try workspace.edit("Brands/brandkit.yaml") {
            $0.replacingOccurrences(of: "configurations: { \"App Store\": release }", with: "configurations: { Staging: staging, \"App Store\": release }")
        }
        let valid = try workspace.run("validate")
        try #require(valid.status == 0, "\(valid.stdout)\(valid.stderr)")
        let android = try GradleApp(workspace)
        // The doc's commands, for the two environments there are.
        for arguments in try android.doc.commands("gradle") + android.doc.commands("secrets") {
            var words = arguments
            if let debug = words.indices.first(where: { words[$0] == "--env" && words.indices.contains($0 + 1) && words[$0 + 1] == "debug" }) {
                words.removeSubrange(debug...(debug + 1))
            }
            let run = try Brandkit.run(words, in: workspace.url, environment: ["ACME_MAPS_KEY": "maps-key-for-tests"])
            try #require(run.status == 0, "brandkit \(words.joined(separator: " ")): \(run.stderr)")
        }
        try android.leaveOutWhatAGP2CannotRead()
        try workspace.edit("app/build.gradle") { $0 + (try android.doc.file("app/build.gradle")) }
        let build = try android.run(["assemble"])
        try #require(build.status == 0, "gradle assemble: \(GradleApp.failure(build))")
        let apks = android.apks
        for flavor in ["acme", "acmeDe", "globex", "initech"] {
            #expect(apks.contains { $0.hasPrefix("shop-\(flavor)-staging") } && apks.contains { $0.hasPrefix("shop-\(flavor)-release") }, "\(flavor): \(apks)")
        }
        #expect(!apks.contains { $0.contains("-debug") }, "no brand's app of the plugin's debug build type: \(apks)")
    }

    /// XcodeGen 2.45.4 generates the project from the docs' `project.yml`, which includes the
    /// fragment from a subfolder, and again from the project's own folder; the project read
    /// back (pbxproj) gives each target × configuration exactly the app brandkit resolved.
    @Test(arguments: ["Config/brandkit.yml", "brandkit.yml"])
    func xcodegenMakesEveryBrandInEveryConfiguration(fragment: String) throws {
        let doc = try DocSnippets("Docs/xcode.md")
        let workspace = try Workspace()
        try workspace.write(try doc.file("project.yml").replacingOccurrences(of: "Config/brandkit.yml", with: fragment), to: "project.yml")
        try workspace.write(try doc.file("App/Info.plist"), to: "App/Info.plist")
        try workspace.write("print(\"Shop\")\n", to: "Sources/main.swift")
        // A brand id of the names round 5 accepts: digits, a '-' before one (flavor 'b2b2go').
        // Its Info.plist value holds '$', brackets and braces, but no '$(' or '${', which
        // Xcode would expand from the build's settings (those are refused).
        try workspace.write("extends: acme\ndisplayName: B2B\nbundleId: com.b2b.go\n"
                            + Workspace.ownIdentity("b2b-2go", bundleId: "com.b2b.go").replacingOccurrences(of: "ios: { ", with: "ios: { infoPlist: { BKNote: \(RealBuildTests.yamlQuoted(Self.plistNote)) }, "),
                            to: "Brands/b2b-2go.yaml")
        if fragment == "Config/brandkit.yml" {
            try doc.run("xcodegen", in: workspace.url, others: ["xcodegen generate"])
        } else {
            for arguments in try doc.commands("xcodegen") {
                let run = try Brandkit.run(arguments.map { $0 == "Config/brandkit.yml" ? fragment : $0 }, in: workspace.url)
                try #require(run.status == 0, "brandkit \(arguments.joined(separator: " ")): \(run.stderr)")
            }
        }
        let project = try Self.generatedProject(in: workspace)
        #expect(project["configurations"] as? [String] == ["App Store", "Debug", "Staging"], "the project's configurations")
        let schemes = try #require(project["schemes"] as? [String: [String: String]])
        let targets = try #require(project["targets"] as? [String: [String: [String: Any]]])
        // Each widget a brand ships is a target of its own, embedded in the brand's app.
        #expect(targets.keys.sorted() == ["acme", "acme-de", "acme-de-widget", "acme-widget", "b2b-2go", "b2b-2go-widget", "globex", "initech"])
        let productTypes = try #require(project["productTypes"] as? [String: String])
        let plugins = try #require(project["plugins"] as? [String: [String]])
        for (brand, widget) in [("acme", true), ("acme-de", true), ("b2b-2go", true), ("globex", false), ("initech", false)] {
            #expect(productTypes[brand] == "com.apple.product-type.application", "\(brand): \(productTypes)")
            #expect(plugins[brand] == (widget ? ["\(brand)-widget.appex"] : []), "\(brand): \(plugins)")
            if widget { #expect(productTypes[brand + "-widget"] == "com.apple.product-type.app-extension", "\(brand): \(productTypes)") }
        }
        let configurations = ["release": "App Store", "staging": "Staging", "debug": "Debug"]
        for (environment, id) in [("release", "com.b2b.go"), ("staging", "com.b2b.go.staging"), ("debug", "com.b2b.go.debug")] {
            let built = targets["b2b-2go"]?[configurations[environment] ?? ""]
            #expect(built?["bundleId"] as? String == id && built?["displayName"] as? String == (environment == "staging" ? "B2B β" : "B2B"),
                    "b2b-2go in \(environment): \(built ?? [:])")
            #expect(built?["catalogs"] as? [String] == ["b2b-2go@\(environment).xcassets"], "b2b-2go in \(environment)")
            #expect(built?["note"] as? String == Self.plistNote, "b2b-2go in \(environment): its value, as Xcode expands the file it builds with")
        }
        #expect(schemes["b2b-2go"]?["ArchiveAction"] == "App Store")
        for expected in ExampleApps.all {
            let app = "\(expected.brand) in \(expected.environment)"
            #expect(schemes[expected.brand]?["ArchiveAction"] == "App Store" && schemes[expected.brand]?["LaunchAction"] == "Debug",
                    "\(expected.brand): \(schemes[expected.brand] ?? [:])")
            let built = try #require(targets[expected.brand]?[configurations[expected.environment] ?? ""], "\(app)")
            let unit = "BrandBundles/\(expected.brand)@\(expected.environment)"
            #expect(built["bundleId"] as? String == expected.id, "\(app): \(built)")
            #expect(built["bundleIdInInfoPlist"] as? String == expected.id, "\(app)")
            #expect(built["infoPlist"] as? String == unit + ".bundle/AppInfo.plist", "\(app): an Info.plist that exists before the build")
            #expect(built["generatesInfoPlist"] as? String == "NO", "\(app)")
            // The file Xcode builds with expands build settings only where brandkit writes one
            // on purpose: no brand value reaches the build machine's settings or secrets.
            let expanded = Set(built["expandedKeys"] as? [String] ?? ["?"])
            #expect(expanded.isSubset(of: Self.keysXcodeExpands) && expanded.contains("CFBundleIdentifier"), "\(app): \(expanded.sorted())")
            #expect(built["displayName"] as? String == expected.label, "\(app)")
            #expect(built["version"] as? String == expected.iosVersion && built["build"] as? String == expected.iosBuild, "\(app): \(built)")
            #expect(built["base"] as? String == unit + ".bundle/Brand.xcconfig", "\(app)")
            #expect(built["entitlements"] as? Bool == true, "\(app): the entitlements file the configuration names exists")
            #expect(built["catalogs"] as? [String] == ["\(expected.brand)@\(expected.environment).xcassets"], "\(app): its own catalog, once")
            #expect(built["urlSchemes"] as? [String] == expected.schemes, "\(app)")
            // The app's own keys, under the brand's: its name is the brand's, its orientations the app's.
            #expect(built["orientations"] as? [String] == ["UIInterfaceOrientationPortrait"], "\(app): \(built)")
            #expect(built["encryption"] as? Bool == false, "\(app)")
            // Who signs it how: its team, its style, and, signed by hand, match's profile with
            // the certificate kind it takes.
            #expect(built["team"] as? String == expected.team && built["signStyle"] as? String == expected.signStyle, "\(app): \(built)")
            #expect(built["profile"] as? String == expected.profile, "\(app): \(built)")
            if expected.profile != nil {
                #expect(built["identity"] as? String == (expected.environment == "debug" ? "Apple Development" : "Apple Distribution"), "\(app): \(built)")
            }
            // Its widget: its own id, the app's version and build as its Info.plist expands them,
            // and the app's team and signing with match's profile for the widget's id.
            if let widget = expected.widget {
                let extensionBuilt = try #require(targets[expected.brand + "-widget"]?[configurations[expected.environment] ?? ""], "\(app)'s widget")
                #expect(extensionBuilt["bundleId"] as? String == widget && extensionBuilt["bundleIdInInfoPlist"] as? String == widget, "\(app): \(extensionBuilt)")
                #expect(extensionBuilt["infoPlist"] as? String == "Widget/Info.plist" && extensionBuilt["base"] as? String == nil, "\(app): \(extensionBuilt)")
                // The file it signs with exists and shares the app's groups, and nothing else.
                #expect(extensionBuilt["entitlements"] as? Bool == true
                            && extensionBuilt["entitlementKeys"] as? [String] == ["com.apple.security.application-groups"], "\(app): \(extensionBuilt)")
                #expect(extensionBuilt["version"] as? String == expected.iosVersion && extensionBuilt["build"] as? String == expected.iosBuild,
                        "\(app): \(extensionBuilt)")
                #expect(extensionBuilt["team"] as? String == expected.team && extensionBuilt["signStyle"] as? String == expected.signStyle
                            && extensionBuilt["profile"] as? String == expected.widgetProfile && extensionBuilt["identity"] as? String == built["identity"] as? String,
                        "\(app): \(extensionBuilt)")
            }
        }
        // The values Xcode would expand from the build machine are refused where they are written.
        for value in ["$(DEVELOPMENT_TEAM)", "${MATCH_PASSWORD}"] {
            try workspace.edit("Brands/b2b-2go.yaml") { $0.replacingOccurrences(of: RealBuildTests.yamlQuoted(Self.plistNote), with: RealBuildTests.yamlQuoted(value)) }
            let refused = try workspace.run("validate", "Brands/b2b-2go.yaml")
            #expect(refused.status == 1 && refused.stdout.contains("Brands/b2b-2go.yaml:4:"), "\(value): \(refused.stdout)")
            try workspace.edit("Brands/b2b-2go.yaml") { $0.replacingOccurrences(of: RealBuildTests.yamlQuoted(value), with: RealBuildTests.yamlQuoted(Self.plistNote)) }
        }
    }

    /// XcodeGen 2.45.4 generates the project of the example brands with the modules of
    /// Docs/modules.md (globex leaving chat out in staging): the project references each
    /// package once, remote or local; each target links exactly the products of the modules its
    /// brand ships; each configuration compiles with the conditions of the modules shipped in
    /// its environment after the project's own (`DEBUG` stays), its Info.plist carries the
    /// ads module's key with the brand's value, and its entitlements the chat module's. With
    /// `--app-privacy-manifest`, every configuration tells the build phase the app's own
    /// privacy manifest, and the one it copies from the brand's unit tracks exactly where ads ship.
    @Test func xcodegenLinksEachModuleInItsBrandsOnly() throws {
        let doc = try DocSnippets("Docs/xcode.md")
        let workspace = try ModuleAccessorsTests.workspace()
        try workspace.write(try doc.file("project.yml"), to: "project.yml")
        try workspace.write(try doc.file("App/Info.plist"), to: "App/Info.plist")
        try workspace.write(PrivacyManifestTests.appManifest, to: "App/PrivacyInfo.xcprivacy")
        try workspace.write("print(\"Shop\")\n", to: "Sources/main.swift")
        try FileManager.default.createDirectory(at: workspace.url.appendingPathComponent("Config"), withIntermediateDirectories: true)
        for arguments in try doc.commands("xcodegen") {
            let run = try Brandkit.run(arguments + ["--app-privacy-manifest", "App/PrivacyInfo.xcprivacy"], in: workspace.url)
            try #require(run.status == 0, "brandkit \(arguments.joined(separator: " ")): \(run.stderr)")
        }
        let project = try Self.generatedProject(in: workspace)
        let ads = "https://github.com/googleads/swift-package-manager-google-mobile-ads.git"
        let packages = try #require(project["packages"] as? [String: [String: Any]])
        #expect(packages.keys.sorted() == ["Packages/Chat", ads], "\(packages)")
        #expect(packages[ads]?["isa"] as? String == "XCRemoteSwiftPackageReference"
                    && packages[ads]?["requirement"] as? [String: String] == ["kind": "upToNextMajorVersion", "minimumVersion": "11.0.0"], "\(packages)")
        #expect(packages["Packages/Chat"]?["isa"] as? String == "XCLocalSwiftPackageReference", "\(packages)")
        let products = try #require(project["products"] as? [String: [[String: String]]])
        let linked = products.mapValues { $0.map { "\($0["package"] ?? "?") \($0["product"] ?? "?")" } }
        // The widgets' targets link no module: only the apps ship them.
        #expect(linked == ["acme": ["\(ads) GoogleMobileAds"], "acme-de": ["\(ads) GoogleMobileAds"], "globex": ["(local) Chat"], "initech": [],
                           "acme-widget": [], "acme-de-widget": []], "\(linked)")
        // The chat module's XCFramework, dynamic: linked and embedded in globex's app alone.
        let frameworks = try #require(project["frameworks"] as? [String: [String: [String]]])
        let calls = ["Frameworks/ChatCalls.xcframework"]
        #expect(frameworks == ["acme": ["linked": [], "embedded": []], "acme-de": ["linked": [], "embedded": []],
                               "globex": ["linked": calls, "embedded": calls], "initech": ["linked": [], "embedded": []],
                               "acme-widget": ["linked": [], "embedded": []], "acme-de-widget": ["linked": [], "embedded": []]], "\(frameworks)")
        let targets = try #require(project["targets"] as? [String: [String: [String: Any]]])
        let configurations = ["release": "App Store", "staging": "Staging", "debug": "Debug"]
        for brand in ["acme", "acme-de", "globex", "initech"] {
            for (environment, name) in configurations {
                let built = try #require(targets[brand]?[name], "\(brand) in \(environment)")
                let expected = (environment == "debug" ? ["DEBUG"] : [])
                    + ["ads", "chat", "hms"].filter { ModuleAccessorsTests.ships($0, brand, environment) }.map { "BRANDKIT_" + $0.uppercased() }
                #expect(built["conditions"] as? [String] == expected, "\(brand) in \(environment): \(built["conditions"] ?? "")")
                #expect(built["adsAppId"] as? String == ModuleAccessorsTests.adsAppIds[brand], "\(brand) in \(environment)")
                let shipsChat = ModuleAccessorsTests.ships("chat", brand, environment)
                // The file the configuration signs with holds the chat module's entitlement exactly where chat ships.
                let keys = built["entitlementKeys"] as? [String] ?? []
                #expect(keys.contains("com.apple.developer.usernotifications.communication") == shipsChat, "\(brand) in \(environment): \(keys)")
                #expect(built["appPrivacyManifest"] as? String == "App/PrivacyInfo.xcprivacy", "\(brand) in \(environment): \(built)")
                #expect(built["privacyTracking"] as? Bool == ModuleAccessorsTests.ships("ads", brand, environment), "\(brand) in \(environment)")
            }
        }
    }

    /// Tuist 4.130.0's ProjectDescription evaluates the docs' `Project.swift` over the example
    /// brands with the modules of Docs/modules.md: the project has each package once, remote
    /// with its requirement or local with its path, and each target depends on exactly the
    /// products of its brand's modules (`.package(product:)`) and their XCFrameworks
    /// (`.xcframework(path:)`).
    @Test func tuistLinksEachModuleInItsBrandsOnly() throws {
        let doc = try DocSnippets("Docs/xcode.md")
        let workspace = try ModuleAccessorsTests.workspace()
        try workspace.write(try doc.file("Project.swift"), to: "Project.swift")
        try workspace.write(try doc.file("App/Info.plist"), to: "App/Info.plist")
        let project = try Self.tuistProject(doc, in: workspace)
        let packages = try #require(project["packages"] as? [[String: Any]], "\(project.keys.sorted())")
        let described = packages.map { package in String(data: (try? JSONSerialization.data(withJSONObject: package, options: [.sortedKeys])) ?? Data(), encoding: .utf8) ?? "?" }
        #expect(described.sorted() == [
            #"{"local":{"path":{"pathString":"Packages\/Chat","type":"relativeToManifest"}}}"#,
            #"{"remote":{"requirement":{"upToNextMajor":{"from":{"buildMetadataIdentifiers":[],"major":11,"minor":0,"patch":0,"prereleaseIdentifiers":[]}}},"url":"https:\/\/github.com\/googleads\/swift-package-manager-google-mobile-ads.git"}}"#,
        ], "\(described)")
        let targets = try #require(project["targets"] as? [[String: Any]])
        for (brand, products) in [("acme", ["GoogleMobileAds"]), ("acme-de", ["GoogleMobileAds"]), ("globex", ["Chat"]), ("initech", [])] {
            let target = try #require(targets.first { $0["name"] as? String == brand }, "\(brand)")
            let dependencies = target["dependencies"] as? [[String: Any]] ?? []
            let linked = dependencies.compactMap { (($0["package"] as? [String: Any])?["product"] as? String) }
            let frameworks = dependencies.compactMap { (($0["xcframework"] as? [String: Any])?["path"] as? [String: Any])?["pathString"] as? String }
            let calls = brand == "globex" ? ["Frameworks/ChatCalls.xcframework"] : []
            let embedded = dependencies.compactMap { (($0["target"] as? [String: Any])?["name"] as? String) }
            let widgets = brand.hasPrefix("acme") ? [brand + "-widget"] : []
            #expect(linked == products && frameworks == calls && embedded == widgets
                        && dependencies.count == products.count + calls.count + widgets.count, "\(brand): \(dependencies)")
        }
    }

    /// Tuist 4.130.0's ProjectDescription evaluates the docs' `Project.swift` with the generated
    /// helper: the project Tuist would generate from has the project's configurations, and per
    /// target and configuration the resolved bundle id, Info.plist and versions, which the
    /// configuration's own settings give (Tuist's generator lays them over the target's
    /// `bundleId` and its defaults: tuist/tuist, cli/Sources/TuistGenerator, ConfigGenerator).
    @Test func tuistEvaluatesEveryBrandInEveryConfiguration() throws {
        let doc = try DocSnippets("Docs/xcode.md")
        let workspace = try Workspace()
        try workspace.write(try doc.file("Project.swift"), to: "Project.swift")
        try workspace.write(try doc.file("App/Info.plist"), to: "App/Info.plist")
        let project = try Self.tuistProject(doc, in: workspace)
        let projectConfigurations = ((project["settings"] as? [String: Any])?["configurations"] as? [[String: Any]] ?? [])
        #expect(projectConfigurations.compactMap { ($0["name"] as? [String: Any])?["rawValue"] as? String }.sorted() == ["App Store", "Debug", "Staging"],
                "\(project["settings"] ?? "")")
        let targets = try #require(project["targets"] as? [[String: Any]])
        let configurations = ["release": "App Store", "staging": "Staging", "debug": "Debug"]
        for expected in ExampleApps.all {
            let app = "\(expected.brand) in \(expected.environment)"
            let target = try #require(targets.first { $0["name"] as? String == expected.brand }, "\(app)")
            let infoPlist = target["infoPlist"] as? [String: Any]
            #expect((infoPlist?["variable"] as? [String: Any])?["_0"] as? String == "$(BRANDKIT_INFOPLIST_FILE)", "\(app): \(infoPlist ?? [:])")
            let entries = ((target["settings"] as? [String: Any])?["configurations"] as? [[String: Any]]) ?? []
            let entry = try #require(entries.first { ($0["name"] as? [String: Any])?["rawValue"] as? String == configurations[expected.environment] },
                                     "\(app): \(entries)")
            let settings = (entry["settings"] as? [String: Any]) ?? [:]
            func value(_ key: String) -> String? { ((settings[key] as? [String: Any])?["string"] as? [String: Any])?["_0"] as? String }
            #expect(value("PRODUCT_BUNDLE_IDENTIFIER") == expected.id, "\(app): \(settings)")
            #expect(value("BRANDKIT_INFOPLIST_FILE") == "$(SRCROOT)/BrandBundles/\(expected.brand)@\(expected.environment).bundle/AppInfo.plist", "\(app)")
            #expect(value("MARKETING_VERSION") == (expected.iosVersion.isEmpty ? nil : expected.iosVersion), "\(app)")
            #expect(value("CURRENT_PROJECT_VERSION") == (expected.iosBuild.isEmpty ? nil : expected.iosBuild), "\(app)")
            #expect(value("DEVELOPMENT_TEAM") == expected.team && value("CODE_SIGN_STYLE") == expected.signStyle, "\(app): \(settings)")
            #expect(value("PROVISIONING_PROFILE_SPECIFIER") == expected.profile, "\(app): \(settings)")
            #expect(entry["variant"] as? String == (expected.environment == "debug" ? "debug" : "release"), "\(app)")
            let info = workspace.url.appendingPathComponent("BrandBundles/\(expected.brand)@\(expected.environment).bundle/AppInfo.plist")
            let plist = try #require(try PropertyListSerialization.propertyList(from: Data(contentsOf: info), format: nil) as? [String: Any],
                                     "\(app): the Info.plist exists before the build")
            #expect(plist["CFBundleShortVersionString"] as? String == (expected.iosVersion.isEmpty ? "$(MARKETING_VERSION)" : expected.iosVersion),
                    "\(app): not Tuist's default 1.0")
            #expect(plist["CFBundleDisplayName"] as? String == expected.label && plist["UISupportedInterfaceOrientations"] as? [String] != nil, "\(app)")
            // Its widget: a target of its own the app depends on (so Tuist embeds it), with
            // its own id, the app's versions and the app's signing with match's profile for its id.
            let widgetTarget = targets.first { $0["name"] as? String == expected.brand + "-widget" }
            #expect((widgetTarget != nil) == (expected.widget != nil), "\(app): \(targets.compactMap { $0["name"] as? String })")
            if let widget = expected.widget, let widgetTarget {
                let releaseWidget = ExampleApps.all.first { $0.brand == expected.brand && $0.environment == "release" }?.widget
                #expect(widgetTarget["product"] as? String == "app_extension" && widgetTarget["bundleId"] as? String == releaseWidget, "\(app): \(widgetTarget)")
                let depends = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { (($0["target"] as? [String: Any])?["name"] as? String) }
                #expect(depends == [expected.brand + "-widget"], "\(app): \(depends)")
                let widgetEntries = ((widgetTarget["settings"] as? [String: Any])?["configurations"] as? [[String: Any]]) ?? []
                let widgetEntry = try #require(widgetEntries.first { ($0["name"] as? [String: Any])?["rawValue"] as? String == configurations[expected.environment] },
                                               "\(app): \(widgetEntries)")
                let widgetSettings = (widgetEntry["settings"] as? [String: Any]) ?? [:]
                func widgetValue(_ key: String) -> String? { ((widgetSettings[key] as? [String: Any])?["string"] as? [String: Any])?["_0"] as? String }
                #expect(widgetValue("PRODUCT_BUNDLE_IDENTIFIER") == widget && widgetValue("DEVELOPMENT_TEAM") == expected.team
                            && widgetValue("CODE_SIGN_STYLE") == expected.signStyle && widgetValue("PROVISIONING_PROFILE_SPECIFIER") == expected.widgetProfile
                            && widgetValue("MARKETING_VERSION") == value("MARKETING_VERSION"), "\(app): \(widgetSettings)")
                #expect(widgetEntry["xcconfig"] == nil || widgetEntry["xcconfig"] is NSNull, "\(app): no base configuration")
            }
        }
        let schemes = try #require(project["schemes"] as? [[String: Any]])
        #expect(schemes.count == 4 && schemes.allSatisfy {
            ((($0["archiveAction"] as? [String: Any])?["configuration"] as? [String: Any])?["rawValue"] as? String) == "App Store"
        }, "\(schemes)")
    }
}

/// The test app of `../shared/tools/android-build` in a workspace, as Docs/gradle.md sets it
/// up: its SDK, its own manifest, label and icon (it has no code to compile against
/// android.jar here).
struct GradleApp {
    let gradle: URL
    let aapt: URL
    let doc: DocSnippets
    let workspace: Workspace
    let app: URL
    let sdk: URL
    /// The upload key of each example brand that signs with its own (`android.signing`), made
    /// for this test; each brand's file lists its fingerprint.
    let keys: [String: SigningKeys.Key]

    /// The example brands with a key of their own.
    static let signingBrands = ["acme", "acme-de", "globex"]

    init(_ workspace: Workspace) throws {
        let tools = SharedTools.folder
        gradle = try #require(Tool.named("gradle"), "gradle is installed by Scripts/install-dependencies --test")
        aapt = try #require(Tool.named("aapt"))
        doc = try DocSnippets("Docs/gradle.md")
        self.workspace = workspace
        app = workspace.url.appendingPathComponent("app")
        try FileManager.default.copyItem(at: tools.appendingPathComponent("android-build/app"), to: app)
        sdk = SharedTools.cache.appendingPathComponent("android-sdk-29")
        if !FileManager.default.fileExists(atPath: sdk.appendingPathComponent("platforms/android-29/android.jar").path) {
            let made = try Tool.run(tools.appendingPathComponent("android-build/make-sdk"), [sdk.path], in: workspace.url)
            try #require(made.status == 0, "make-sdk: \(made.stderr)")
        }
        try workspace.write("sdk.dir=\(sdk.path)\n", to: "app/local.properties")
        keys = Dictionary(uniqueKeysWithValues: try Self.signingBrands.map { ($0, try SigningKeys.adopt($0, in: workspace)) })
        try Self.placeModulesCode(workspace)
        try workspace.write(try doc.file("app/src/main/AndroidManifest.xml")
            .replacingOccurrences(of: "<application ", with: "<application android:hasCode=\"false\" "), to: "app/src/main/AndroidManifest.xml")
        try workspace.write("<resources><string name=\"app_name\">Shop</string></resources>\n", to: "app/src/main/res/values/strings.xml")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("src/main/res/mipmap"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: workspace.brands.appendingPathComponent("acme/ic_launcher_fg.png"),
                                         to: app.appendingPathComponent("src/main/res/mipmap/ic_launcher.png"))
    }

    /// The code of the example brands' modules (brandkit.yaml), where the app's build finds
    /// it: Java 7 class files (dx takes no newer) in jars, "ads" and "hms" in a file-based Maven
    /// repository that the app's script names, "chat" as the app's `libs/chat.jar`.
    static func placeModulesCode(_ workspace: Workspace) throws {
        let (javac, jar) = (try #require(Tool.named("javac")), try #require(Tool.named("jar")))
        // Each module's class, and where it goes: Maven coordinates, or a file of the app.
        let modules = [("com.example.ads", "Ads", "com.example.ads:ads:1.0"), ("com.example.chat", "Chat", "app/libs/chat.jar"),
                       ("com.huawei.hms.api", "HuaweiApiAvailability", "com.huawei.hms:base:6.11.0.300")]
        for (package, type, place) in modules {
            let folder = "code/\(type)"
            let source = package.replacingOccurrences(of: ".", with: "/") + "/\(type).java"
            try workspace.write("package \(package);\npublic final class \(type) { public static String name() { return \"\(type)\"; } }\n", to: "\(folder)/\(source)")
            let compiled = try Tool.run(javac, ["--release", "7", "-nowarn", "-d", "classes", source], in: workspace.url.appendingPathComponent(folder))
            try #require(compiled.status == 0, "javac: \(compiled.stderr)")
            let coordinates = place.split(separator: ":").map(String.init)   // group, artifact, version
            let file = coordinates.count == 3
                ? "repo/\(coordinates[0].replacingOccurrences(of: ".", with: "/"))/\(coordinates[1])/\(coordinates[2])/\(coordinates[1])-\(coordinates[2])"
                : String(place.dropLast(".jar".count))
            let jarFile = workspace.url.appendingPathComponent(file + ".jar")
            try FileManager.default.createDirectory(at: jarFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            let packed = try Tool.run(jar, ["cf", jarFile.path, "-C", "classes", "."], in: workspace.url.appendingPathComponent(folder))
            try #require(packed.status == 0, "jar: \(packed.stderr)")
            guard coordinates.count == 3 else { continue }
            try workspace.write("""
                <project><modelVersion>4.0.0</modelVersion><groupId>\(coordinates[0])</groupId><artifactId>\(coordinates[1])</artifactId>\
                <version>\(coordinates[2])</version><packaging>jar</packaging></project>

                """, to: file + ".pom")
        }
        try workspace.edit("app/build.gradle") {
            $0 + "\nrepositories { maven { url '\(workspace.url.appendingPathComponent("repo").absoluteString)' } }   // the modules' artifacts\n"
        }
    }

    /// AGP 2.2.2 predates font resources and links against API 29 (shared/tools/android-build).
    func leaveOutWhatAGP2CannotRead() throws {
        for unit in try FileManager.default.contentsOfDirectory(atPath: workspace.url.appendingPathComponent("BrandBundles/android").path) {
            for folder in ["font", "values-v31"] {
                try? FileManager.default.removeItem(at: workspace.url.appendingPathComponent("BrandBundles/android/\(unit)/res/\(folder)"))
            }
        }
    }

    /// The chat module's key for globex, which `brandkit.gradle` reads as Gradle builds.
    static let chatKey = "globex-chat-key-for-tests"

    /// `gradle --offline assemble` and `tasks`, in the app's folder, with globex's chat key
    /// set unless `secrets` is false.
    func run(_ arguments: [String], secrets: Bool = true, unset: [String] = []) throws -> BrandkitRun {
        var environment = ["ANDROID_SDK_HOME": sdk.appendingPathComponent("home").path, "GLOBEX_CHAT_KEY": secrets ? Self.chatKey : ""]
        environment.merge(signingVariables) { $1 }
        for name in unset { environment[name] = "" }
        return try Tool.run(gradle, ["--offline", "--no-daemon", "-q"] + arguments, in: app, environment: environment)
    }

    /// `script` (a doc's CI step) run by the shell in the workspace, as CI runs it: `brand`'s
    /// keystore as the base64 secret `<BRAND>_UPLOAD_KEYSTORE_BASE64` and its password as
    /// `<BRAND>_UPLOAD_PASSWORD_SECRET`, no signing variable set, and on the PATH `gradle`
    /// (the one the test builds with, offline) and the brandkit under test.
    func runCISteps(_ script: String, brand: String) throws -> BrandkitRun {
        let key = try #require(keys[brand])
        let bin = workspace.url.appendingPathComponent("ci-bin"), temp = workspace.url.appendingPathComponent("ci-temp")
        for folder in [bin, temp] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try workspace.write("#!/bin/sh\nexec '\(gradle.path)' --offline --no-daemon -q \"$@\"\n", to: "ci-bin/gradle")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent("gradle").path)
        try? FileManager.default.removeItem(at: bin.appendingPathComponent("brandkit"))
        try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent("brandkit"), withDestinationURL: Brandkit.binary)
        let prefix = brand.uppercased().replacingOccurrences(of: "-", with: "_")
        let environment = ["PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"), "RUNNER_TEMP": temp.path,
                           "ANDROID_SDK_HOME": sdk.appendingPathComponent("home").path, "GLOBEX_CHAT_KEY": Self.chatKey,
                           "\(prefix)_UPLOAD_KEYSTORE_BASE64": try Data(contentsOf: key.keystore).base64EncodedString(),
                           "\(prefix)_UPLOAD_PASSWORD_SECRET": key.password]
        return try Tool.run(URL(fileURLWithPath: "/bin/sh"), ["-e", "-c", script], in: workspace.url, environment: environment)
    }

    /// What CI sets for the brands' keys: each brand's keystore path and password, by the
    /// variables its `android.signing` names.
    var signingVariables: [String: String] {
        var variables: [String: String] = [:]
        for (brand, key) in keys {
            let prefix = brand.uppercased().replacingOccurrences(of: "-", with: "_") + "_UPLOAD_"
            variables[prefix + "KEYSTORE"] = key.keystore.path
            variables[prefix + "PASSWORD"] = key.password
        }
        return variables
    }

    /// The end of a failed build's error output, without the plugin's noise.
    static func failure(_ run: BrandkitRun) -> String {
        run.stderr.split(separator: "\n").filter { !$0.contains("MavenResolverHook") && !$0.hasPrefix("\tat ") }.suffix(30).joined(separator: "\n")
    }

    /// The APKs the build made, by file name.
    var apks: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: app.appendingPathComponent("build/outputs/apk").path)) ?? []).sorted()
    }
}
