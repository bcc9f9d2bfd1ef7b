@testable import BrandConfiguration
import BrandCore
import BrandTestSupport
import BrandValidation
import HelpCenter
import LanguageRules
import Testing

@Suite("Resolution")
struct ResolutionTests {
    /// Each flag is set by every layer up to one; the highest layer that sets it must win.
    let files = [
        "brandkit.yaml": """
        environments: [release, staging]
        featureFlags:
          fromDefault: { type: int, default: 1 }
          fromDefaults: { type: int, default: 1 }
          fromParent: { type: int, default: 1 }
          fromParentOverlay: { type: int, default: 1 }
          fromBrand: { type: int, default: 1 }
          fromOverlay: { type: int, default: 1 }
        defaults:
          featureFlags: { fromDefaults: 2, fromParent: 2, fromParentOverlay: 2, fromBrand: 2, fromOverlay: 2 }
          helpCenter: { sectionOrder: email }
        """,
        "parent.yaml": """
        displayName: Parent
        bundleId: com.parent
        featureFlags: { fromParent: 3, fromParentOverlay: 3, fromBrand: 3, fromOverlay: 3 }
        helpCenter:
          email: { address: help@parent.example, subject: Hello }
          socialNetworks:
            - { network: instagram, url: "https://instagram.com/parent" }
            - { network: x, url: "https://x.com/parent" }
        environments:
          staging:
            featureFlags: { fromParentOverlay: 4, fromOverlay: 4 }
        """,
        "child.yaml": """
        extends: parent
        displayName: Child
        bundleId: com.child
        featureFlags: { fromBrand: 5, fromOverlay: 5 }
        helpCenter:
          email: { address: help@child.example }
          socialNetworks:
            - { network: tiktok, url: "https://tiktok.com/@child" }
        environments:
          staging:
            featureFlags: { fromOverlay: 6 }
        """,
    ]

    @Test func eachLayerOverridesTheOneBelow() throws {
        let manager = manager(files)
        #expect(manager.diagnostics.isEmpty, "\(manager.diagnostics)")
        let brand = try #require(manager.brand("child", environment: "staging"))
        let values = brand.flags.map { "\($0.name)=\($0.value)" }
        #expect(values == ["fromBrand=5", "fromDefault=1", "fromDefaults=2", "fromOverlay=6", "fromParent=3",
                           "fromParentOverlay=4"])
    }

    @Test func everyValueRemembersItsLayerAndPlace() throws {
        let brand = try #require(manager(files).brand("child", environment: "staging"))
        func provenance(_ flag: String) -> String { brand.flag(flag)!.provenance.description }
        #expect(provenance("fromDefault") == "brandkit.yaml:3:38 (flag default)")
        #expect(provenance("fromDefaults") == "brandkit.yaml:10:33 (defaults)")
        #expect(provenance("fromParent") == "parent.yaml:3:29")
        #expect(provenance("fromParentOverlay") == "parent.yaml:11:40 (staging)")
        #expect(provenance("fromBrand") == "child.yaml:4:28")
        #expect(provenance("fromOverlay") == "child.yaml:11:34 (staging)")
        #expect(brand.flag("fromParent")?.provenance.layer == .brand("parent"))
        #expect(brand.flag("fromOverlay")?.provenance.layer == .environment(brand: "child", environment: "staging"))
    }

    /// A record the defaults set a few keys of, under a brand's record of more keys: every key
    /// of both is there, a mapping both set merges key by key, and each value keeps its place.
    @Test func aFewDefaultsMergeUnderALargerRecord() throws {
        let manager = manager([
            "brandkit.yaml": """
            environments: [release]
            featureFlags: {}
            defaults:
              helpCenter: { sectionOrder: email, email: { subject: Default subject } }
            """,
            "acme.yaml": """
            displayName: Acme
            bundleId: com.acme
            helpCenter:
              email: { address: help@acme.example }
              store: { url: "https://acme.example/store" }
              customerPortal: { url: "https://portal.acme.example" }
            """,
        ])
        #expect(manager.diagnostics.isEmpty, "\(manager.diagnostics)")
        let brand = try #require(manager.brand("acme"))
        func place(_ path: String) -> String? { brand.root.value(at: path)?.provenance.description }
        #expect(brand.root.value(at: "helpCenter")?.mapping?.keys.sorted() == ["customerPortal", "email", "sectionOrder", "store"])
        #expect(brand.root.value(at: "helpCenter.sectionOrder")?.string == "email")
        #expect(place("helpCenter.sectionOrder") == "brandkit.yaml:4:31 (defaults)")
        #expect(brand.root.value(at: "helpCenter.email.subject")?.string == "Default subject")
        #expect(place("helpCenter.email.subject") == "brandkit.yaml:4:56 (defaults)")
        #expect(brand.root.value(at: "helpCenter.email.address")?.string == "help@acme.example")
        #expect(place("helpCenter.email.address") == "acme.yaml:4:21")
        #expect(place("helpCenter.store.url") == "acme.yaml:5:17")
    }

    @Test func mappingsMergeKeyByKeyAndListsReplace() throws {
        let brand = try #require(manager(files).brand("child"))
        #expect(brand.environment == "release")  // the manifest's first environment
        #expect(brand.root.value(at: "helpCenter.email.address")?.string == "help@child.example")
        let subject = try #require(brand.root.value(at: "helpCenter.email.subject"))
        #expect(subject.string == "Hello")
        #expect(subject.provenance.location.file == "parent.yaml")
        let networks = try #require(brand.root.value(at: "helpCenter.socialNetworks")?.sequence)
        #expect(networks.map { $0["network"]?.string } == ["tiktok"])
        #expect(brand.sectionOrder?.string == "email")
        #expect(brand.sectionOrder?.provenance.layer == .manifestDefaults)
    }

    /// Keys merge when first read, alike to the whole merge, and every read is recorded:
    /// the validator learns what a check reads from the check itself.
    @Test func keysMergeWhenReadAndReadsAreRecorded() throws {
        let manager = manager(files)
        var problems: [Diagnostic] = []
        let chain = try #require(BrandChain.chain(of: "child", ids: manager.brandIDs, isBrand: { manager.path(of: $0) != nil },
                                                  diagnostics: &problems) { manager.load($0).file })
        for brand in manager.resolver.resolve("child", chain: chain, environments: ["release", "staging"]) {
            let (subject, reads) = brand.recordingReads { brand["helpCenter"]?.value(at: "email.subject") }
            #expect(reads.keys == ["helpCenter"])
            #expect(!reads.readsEnvironment && !reads.readsEverything)
            #expect(subject?.provenance.location == brand.root.value(at: "helpCenter.email.subject")?.provenance.location)
            #expect(brand.recordingReads { brand.displayName }.reads.keys == ["displayName"])
            #expect(brand.recordingReads { _ = brand.environment }.reads.readsEnvironment)
            #expect(brand.recordingReads { _ = brand.root }.reads.readsEverything)
            #expect(brand.recordingReads { brand.flags.count }.reads.keys == ["featureFlags"])
        }
    }

    /// A fact several checks work out of a brand is made once per environment, and what making
    /// it read is recorded on every ask, as if it were made again: a check that asks for it
    /// after another made it is known to read the same keys, the environment included.
    @Test func aFactIsMadeOnceAndItsReadsAreRecordedOnEveryAsk() throws {
        let manager = manager(files)
        var problems: [Diagnostic] = []
        let chain = try #require(BrandChain.chain(of: "child", ids: manager.brandIDs, isBrand: { manager.path(of: $0) != nil },
                                                  diagnostics: &problems) { manager.load($0).file })
        let fact = BrandFact<String>()
        for brand in manager.resolver.resolve("child", chain: chain, environments: ["release", "staging"]) {
            var made = 0
            func ask() -> (result: String, reads: ReadLog) {
                brand.recordingReads {
                    brand.fact(fact) {
                        made += 1
                        return "\(brand.environment): \(brand.displayName ?? "")"
                    }
                }
            }
            let first = ask(), second = ask()
            #expect(made == 1)
            #expect(first.result == second.result)
            #expect(second.result.hasPrefix(brand.environment))
            for reads in [first.reads, second.reads] {
                #expect(reads.keys == ["displayName"])
                #expect(reads.readsEnvironment && !reads.readsEverything)
            }
            // Asked within a check that reads more, the fact's reads join the check's.
            let outer = brand.recordingReads { _ = brand["helpCenter"]; _ = brand.fact(fact) { "never made" } }
            #expect(outer.reads.keys == ["displayName", "helpCenter"])
            #expect(made == 1)
        }
    }

    /// Environments resolved together share the merge of the files without overlays; each
    /// must still hold exactly what it holds resolved alone, every value from the same place,
    /// whichever environment reads a key first: an overlay in the parent that the child's
    /// own file sets again (featureFlags), one only the child's overlay sets, and none.
    @Test func environmentsResolvedTogetherHoldWhatEachHoldsAlone() throws {
        var files = files
        files["child.yaml"]? += "\n    displayName: Child Staging\n"
        files["parent.yaml"]? += "\n    helpCenter: { email: { subject: Parent staging } }\n"
        files["child.yaml"] = files["child.yaml"]?.replacingOccurrences(
            of: "address: help@child.example", with: "address: help@child.example, subject: Child")
        let manager = manager(files)
        #expect(manager.diagnostics.isEmpty, "\(manager.diagnostics)")
        var problems: [Diagnostic] = []
        let chain = try #require(BrandChain.chain(of: "child", ids: manager.brandIDs, isBrand: { manager.path(of: $0) != nil },
                                                  diagnostics: &problems) { manager.load($0).file })
        func dump(_ value: ResolvedValue?, _ path: String = "") -> [String] {
            guard let value else { return ["\(path): unset"] }
            switch value.content {
            case .scalar(let scalar): return ["\(path)=\(scalar.value) @ \(value.provenance)"]
            case .sequence(let items): return items.enumerated().flatMap { dump($1, "\(path)[\($0)]") }
            case .mapping(let entries): return entries.keys.sorted().flatMap { dump(entries[$0], "\(path).\($0)") }
            }
        }
        for order in [["release", "staging"], ["staging", "release"]] {
            let together = manager.resolver.resolve("child", chain: chain, environments: order)
            for (environment, brand) in zip(order, together) {
                let alone = try #require(manager.resolver.resolve("child", chain: chain, environments: [environment]).first)
                for key in ["featureFlags", "helpCenter", "displayName", "colors"] {
                    #expect(dump(brand[key]) == dump(alone[key]), "\(environment) \(key)")
                }
                #expect(dump(brand.root) == dump(alone.root), "\(environment)")
            }
        }
        // The child's own file sets again what its parent's overlay set: the child wins.
        let staging = try #require(manager.brand("child", environment: "staging"))
        #expect(staging.root.value(at: "helpCenter.email.subject")?.string == "Child")
        #expect(staging.displayName == "Child Staging")
        #expect(manager.brand("parent", environment: "staging")?.root.value(at: "helpCenter.email.subject")?.string
                == "Parent staging")
    }

    /// The help-center scene, run for validation, reads the section data and nothing about
    /// the environment: so it is not run again in environments that leave helpCenter alone.
    /// (No screen is shown, so the e-mail subject's translation is not looked up.)
    @Test func validationsSceneReadsOnlyTheHelpCenter() throws {
        let brand = try #require(manager(files).brand("child", environment: "staging"))
        let reads = brand.recordingReads { HelpCenterScene.diagnostics(for: brand) }.reads
        #expect(reads.keys == ["helpCenter"])
        #expect(!reads.readsEnvironment && !reads.readsEverything)
    }

    @Test func theReleaseEnvironmentIgnoresStagingOverlays() throws {
        let brand = try #require(manager(files).brand("child", environment: "release"))
        #expect(brand.flag("fromOverlay")?.value == .int(5))
        #expect(brand.flag("fromParentOverlay")?.value == .int(3))
    }

    @Test func aSubBrandInheritsEverythingItDoesNotSet() throws {
        let manager = manager(files)
        let parent = try #require(manager.brand("parent"))
        let child = try #require(manager.brand("child"))
        #expect(child.displayName == "Child")
        #expect(parent.displayName == "Parent")
        #expect(child.flag("fromParent")?.value == parent.flag("fromParent")?.value)
        #expect(manager.files(resolving: "child") == ["brandkit.yaml", "parent.yaml", "child.yaml"])
    }

    @Test func typedFlagValues() throws {
        let manager = manager([
            "brandkit.yaml": """
            environments: [release]
            featureFlags:
              on: { type: bool, default: true }
              ratio: { type: number, default: 0.5 }
              hex: { type: int, default: 0x1F }
              name: { type: string, default: NO }
              methods: { type: list, default: [card, paypal] }
            """,
            "a.yaml": "displayName: A\nbundleId: com.a\n",
        ])
        #expect(manager.diagnostics.isEmpty, "\(manager.diagnostics)")
        let brand = try #require(manager.brand("a"))
        #expect(brand.flag("on")?.value == .bool(true))
        #expect(brand.flag("ratio")?.value == .number(0.5))
        #expect(brand.flag("hex")?.value == .int(31))
        #expect(brand.flag("name")?.value == .string("NO"))
        #expect(brand.flag("methods")?.value == .list(["card", "paypal"]))
    }

    /// The required-field check comes in parts, each reading one top-level key, so an
    /// environment that overlays `bundleId` runs only that part again: each part reads its
    /// one key and finds just the problems under it, and together they find them all.
    @Test func eachPartOfTheRequiredFieldCheckReadsOneKey() throws {
        let manager = manager([
            "brandkit.yaml": "environments: [release, staging]\nfeatureFlags: { mustSet: { type: bool } }\n",
            "a.yaml": "bundleId: com.a\nhelpCenter: { sectionOrder: email, email: { subject: Hi } }\n"
                + "environments: { staging: { bundleId: com.a.staging } }\n",
        ])
        var problems: [Diagnostic] = []
        let chain = try #require(BrandChain.chain(of: "a", ids: manager.brandIDs, isBrand: { manager.path(of: $0) != nil },
                                                  diagnostics: &problems) { manager.load($0).file })
        let brand = try #require(manager.resolver.resolve("a", chain: chain, environments: ["staging"]).first)
        let check = try #require(manager.resolver.requiredFields(of: chain))
        var found: [String: [String]] = [:]
        for part in RequiredFields.Check.parts {
            let (diagnostics, reads) = brand.recordingReads { check.diagnostics(brand, part: part) }
            #expect(reads.keys.names.count == 1 && !reads.readsEnvironment && !reads.readsEverything, "\(reads.keys)")
            found[reads.keys.names.first ?? "", default: []] += diagnostics.map(\.message)
        }
        #expect(Set(found.keys).isSuperset(of: ["displayName", "bundleId", "helpCenter", "featureFlags"]))
        #expect(found["displayName"] == ["brand 'a' does not set 'displayName'"])
        #expect(found["bundleId"] == [])
        #expect(found["helpCenter"] == ["brand 'a' does not set 'helpCenter.email.address'"])
        #expect(found["featureFlags"] == ["brand 'a' does not set feature flag 'mustSet', which has no default"])
        #expect(found.values.joined().count == 3)
    }

    /// A field missing inside a list item is named with the item's place; a field a layer
    /// wrote but that was refused is not also called missing, and a brand with no gap gets
    /// no problem from the check.
    @Test func aMissingFieldInAListItemIsNamedByItsPlace() throws {
        let manager = manager([
            "brandkit.yaml": "environments: [release]\n",
            "a.yaml": "displayName: A\nbundleId: com.a\nhelpCenter:\n  sectionOrder: socialNetworks\n  socialNetworks:\n"
                + "    - { network: x, url: \"https://x.com/a\" }\n    - { network: instagram }\n    - { network: x, url: [1] }\n",
            "b.yaml": "displayName: B\nbundleId: com.b\nhelpCenter:\n  sectionOrder: socialNetworks\n  socialNetworks:\n"
                + "    - { network: x, url: \"https://x.com/b\" }\n",
        ])
        func missing(_ id: String) throws -> [String] {
            var problems: [Diagnostic] = []
            let chain = try #require(BrandChain.chain(of: id, ids: manager.brandIDs, isBrand: { manager.path(of: $0) != nil },
                                                      diagnostics: &problems) { manager.load($0).file })
            let brand = try #require(manager.resolver.resolve(id, chain: chain, environments: ["release"]).first)
            let check = try #require(manager.resolver.requiredFields(of: chain))
            return RequiredFields.Check.parts.flatMap { check.diagnostics(brand, part: $0) }.map(\.message)
        }
        #expect(try missing("a") == ["brand 'a' does not set 'helpCenter.socialNetworks[1].url'"])
        #expect(try missing("b") == [])
    }

    @Test func aProblemInSeveralEnvironmentsIsReportedOnce() throws {
        let manager = manager([
            "brandkit.yaml": "environments: [release, staging, debug]\n",
            "a.yaml": "bundleId: com.a\n",
        ])
        let report = try BrandValidator.validate(manager)
        #expect(report.diagnostics.map(\.catalogLine) == ["missing-required a.yaml:1:1"])
    }

    /// Rules ask a written value whether it stands at a body path without joining its path;
    /// the answer must be the joined path's, for every value of a file and its overlays.
    /// A refused value is named in full in its message, and by its body path for the checks
    /// that would otherwise call it missing: in an overlay, in a list, and under a map.
    @Test func aRefusedValueIsNamedByItsFullAndBodyPath() throws {
        let loaded = manager([
            "brandkit.yaml": "environments: [release, staging]\n",
            "brand.yaml": """
            displayName: Brand
            bundleId: com.brand
            colors: { primary: [red] }
            helpCenter:
              socialNetworks:
                - { network: x, url: "https://x.com/brand" }
                - { network: x, url: [a] }
            environments:
              staging:
                helpCenter:
                  socialNetworks:
                    - { network: [b] }
            """,
        ]).load("brand")
        let file = try #require(loaded.file)
        let messages = loaded.diagnostics.map(\.message)
        #expect(messages.contains { $0.hasPrefix("'colors.primary' expects") })
        #expect(messages.contains { $0.hasPrefix("'helpCenter.socialNetworks[1].url' expects") })
        #expect(messages.contains { $0.hasPrefix("'environments.staging.helpCenter.socialNetworks[0].network' expects") })
        #expect(file.rejectedPaths == ["colors.primary", "helpCenter.socialNetworks[1].url", "helpCenter.socialNetworks[0].network"])
    }

    @Test func aValueIsAtExactlyItsOwnBodyPath() throws {
        let file = try #require(manager(files).load("parent").file)
        let paths = file.leaves.map(\.path)
        #expect(paths.contains("helpCenter.socialNetworks[1].url"))
        #expect(paths.contains("featureFlags.fromOverlay"))
        let asked = Set(paths + ["helpCenter", "email.address", "helpCenter.email", "Helpcenter.email.address",
                                 "environments.staging.featureFlags.fromOverlay", "featureFlags.fromOverlay.x", ""])
        for leaf in file.leaves {
            for path in asked { #expect(leaf.isAt(BodyPath(path)) == (leaf.path == path), "\(leaf.path) at \(path)") }
        }
    }

    /// A brand's text in a language: its own, else the source language's where it falls
    /// back, else none. One key asked alone gives what the whole language gives.
    @Test func aTextFallsBackToTheSourceLanguageOnlyWhereTheBrandSaysSo() throws {
        let manager = manager([
            "brandkit.yaml": """
            environments: [release]
            locales: [en, de, fr, pl]
            strings:
              welcome: { text: "Welcome", description: Title. }
              bye: { text: "Bye", description: Farewell. }
              items: { text: { one: "%d item", other: "%d items" }, description: Badge. }
            """,
            "shop.yaml": """
            displayName: Shop
            bundleId: com.shop
            locales: [en, de, fr, pl]
            strings:
              en: { welcome: "Hello", bye: "See you", items: { one: "%d thing", other: "%d things" } }
              de: { fallback: true, welcome: "Hallo" }
              fr: { welcome: "Bonjour" }
            """,
        ])
        let brand = try #require(manager.brand("shop", environment: "release"))
        func text(_ key: String, _ code: String) throws -> String? {
            let value = brand.text(key, in: try LanguageTag(code))
            return value.map { $0.string ?? "\($0.provenance.location.line): \($0.mapping?.keys.sorted() ?? [])" }
        }
        #expect(try text("welcome", "de") == "Hallo")
        #expect(try text("bye", "de") == "See you")
        #expect(try text("items", "de") == "5: [\"one\", \"other\"]")
        #expect(try text("bye", "fr") == nil)
        #expect(try text("welcome", "fr") == "Bonjour")
        #expect(try text("welcome", "pl") == nil)
        #expect(try text("bye", "en") == "See you")
        #expect(try text("nothing", "de") == nil)
        for code in ["en", "de", "fr", "pl"] {
            let locale = try LanguageTag(code)
            let whole = brand.texts(in: locale).map(\.key)
            let alone = brand.stringCatalog.keys.filter { brand.text($0, in: locale) != nil }
            #expect(whole == alone, "\(code)")
        }
    }
}
