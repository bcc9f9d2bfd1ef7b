import AssetFormats
import BrandBundles
import BrandConfiguration
import BrandCore
import BrandValidation
import Foundation
import LanguageRules

/// What `brandkit preview` is asked to do.
package struct PreviewOptions: Sendable {
    /// Environments to show; empty for every environment the manifest declares.
    package var environments: [String]
    /// The site's directory: replaced as a whole, and only when brandkit made it.
    package var output: String
    package var context: RuleContext
    /// The language the gallery shows each brand in, where the brand ships it; nil for each
    /// brand's default.
    package var locale: String?
    /// Told as each brand's pages are drawn.
    package var progress: ProgressHandler?

    package init(environments: [String] = [], output: String, context: RuleContext = RuleContext(today: BrandValidator.today()),
                locale: String? = nil, progress: ProgressHandler? = nil) {
        self.locale = locale
        self.environments = environments
        self.output = output
        self.context = context
        self.progress = progress
    }
}

/// What a preview run wrote.
package struct PreviewSummary: Sendable {
    package var brands: Int
    /// Brands shown as error cards.
    package var failed: [String]
    package var report: ValidationReport
}

/// Writes the static preview site: validates every brand, draws each one's help-center
/// screen through the scene's HTML view, and swaps the whole site in at once.
package enum Preview {
    static let generator = "brandkit \(BrandKitVersion.current) preview"

    /// The environments and the locale are checked before any brand file is read; the site is
    /// written only when the manifest passed its gate.
    package static func run(_ brandsDirectory: String, options: PreviewOptions) throws(BrandKitError) -> RunOutcome<PreviewSummary> {
        let request = RunRequest(.upFront(brandsDirectory)) { listed throws(BrandKitError) in
            _ = try listed.manifest.selectEnvironments(options.environments, otherwise: .every)
            _ = try listed.manifest.checkedLocale(options.locale)
        }
        var locale: LanguageTag?
        return try BrandRun.run(request) { brands throws(BrandKitError) in
            locale = try brands.manifest.checkedLocale(options.locale)
            return try .every(environments: options.environments, of: brands, context: options.context)
        } emit: { run throws(BrandKitError) -> PreviewSummary in
            let environments = run.environments
            guard let validated = run.validated else { return PreviewSummary(brands: 0, failed: [], report: .empty) }
            let entries = validated.brandIDs.enumerated().map { index, id in
                defer { options.progress?(index + 1, validated.brandIDs.count) }
                var entry = entry(id, in: validated, environments: environments, assets: validated.assets)
                entry.locale = locale
                return entry
            }
            let files = PreviewPages.files(entries, environments: environments)
            try write(files, to: options.output, brandsDirectory: brandsDirectory)
            return PreviewSummary(brands: entries.count, failed: entries.filter { $0.documents.isEmpty }.map(\.id), report: validated.report)
        }
    }

    /// One page's worth of HTML for `render --format html`: the brand's page as the site has it.
    static func brandPage(_ validated: ValidatedBrands, brand id: String, environments: [String], locale: LanguageTag? = nil) -> String {
        var entry = entry(id, in: validated, environments: environments)
        entry.locale = locale
        return PreviewPages.brandPage(entry, linkingIndex: false)
    }

    /// A brand resolved in every environment, or its errors.
    static func entry(_ id: String, in validated: ValidatedBrands, environments: [String],
                      assets: BrandAssets = .unavailable) -> PreviewPages.Entry {
        let variants = environments.compactMap { validated.variant(id, environment: $0) }
        guard variants.count == environments.count else {
            return PreviewPages.Entry(id: id, variants: [], errors: validated.errors(resolving: id))
        }
        var entry = PreviewPages.Entry(id: id, variants: variants, errors: [])
        // Validation has checked each file; one that changed since is left out, not shown broken.
        for reference in variants.first?.brand.assetReferences ?? [] {
            if case .bytes(let bytes) = assets.read(reference.path, maxBytes: BrandAssets.maxAssetBytes), ImageFile.format(of: bytes) != nil {
                entry.assets[reference.path] = bytes
            }
        }
        return entry
    }

    /// The site replaces `output` as a whole, atomically, and only a site brandkit wrote.
    private static func write(_ pages: [BundleFile], to output: String, brandsDirectory: String) throws(BrandKitError) {
        let trimmed = OutputDirectory.withoutTrailingSlashes(output)
        let url = URL(fileURLWithPath: trimmed)
        let name = url.lastPathComponent
        guard !trimmed.isEmpty, name != ".", name != "..", name != "/" else {
            throw BrandKitError("'\(output)' cannot be the preview's folder", hint: "name a folder of its own, e.g. --output Build/Preview")
        }
        try OutputDirectory.check(trimmed, brandsDirectory: brandsDirectory, what: "the preview")
        let parent = trimmed.contains("/") ? url.deletingLastPathComponent().path : "."
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw BrandKitError("cannot create the folder '\(parent)'", hint: "check its parent's permissions")
        }
        let lock: Int32
        do { lock = try SafeFileSystem.lockDirectory(parent) } catch {
            throw BrandKitError(error.description, hint: "check that '\(parent)' is writable")
        }
        defer { close(lock) }
        let writer = BundleWriter(output: parent)
        writer.sweepStaging()
        try writer.checkReplaceable(name)
        let manifest: JSONValue = .object([
            ("generator", .string(generator)),
            ("files", .array(pages.sorted { $0.path < $1.path }.map {
                .object([("path", .string($0.path)), ("sha256", .string(ContentHash.sha256($0.bytes)))])
            })),
        ])
        do {
            try writer.write(name, files: pages + [BundleFile(path: BundleManifest.fileName, text: manifest.serialized(pretty: true))])
        } catch {
            throw BrandKitError(error.description, hint: "check that '\(parent)' is writable and has space")
        }
    }
}
