import BrandCore
import BrandYAML

/// A run's inputs, read once: a brands directory's manifest and brand files, from the
/// working tree or from a git revision, with the reader of the files brands name (images,
/// fonts, Firebase files) from the same place. Every command's brands come through this one
/// reader; `BrandDirectory` and `GitRevision` are internal to this module, so the compiler
/// holds every other module to it.
///
/// It is the open stage of `BrandRun` (`BrandValidation`), which owns a run: `read` (or
/// `stream`, which reads each brand file when a worker reaches it), then `open` (parsed and
/// resolved: `FeatureFlagManager`) or `streamed`; the run gates, checks and collects.
package struct BrandInputs {
    /// The brands directory as the user named it.
    package let directory: String
    /// The git revision the files were read at; nil for the working tree.
    package let revision: String?
    package let manifest: SourceFile
    /// The manifest parsed, once, with what its loading found.
    package let parsedManifest: Manifest
    package let manifestDiagnostics: [Diagnostic]
    /// Every file that looks like a brand file, sorted by path.
    package let brands: [SourceFile]
    /// Where the files brands name are read from: the directory, or the revision's blobs.
    package let assets: BrandAssets
    package let limits: YAMLLimits

    /// What is known before any brand file is read: the manifest, parsed, what its loading
    /// found, and the brand files' names. A command checks its arguments against it.
    package typealias BeforeBrands = (_ manifest: Manifest, _ diagnostics: [Diagnostic], _ listing: BrandFilesByID) throws(BrandKitError) -> Void

    /// Reads the manifest and every brand file of `directory`, in the working tree or, with
    /// `revision`, as that git revision has them; `beforeBrands` is called once the manifest
    /// is parsed and the brand files are listed, before any is read. Diagnostics name files
    /// under `directory`, or under `displayedAs` (tests read the example brands as `Brands`
    /// from anywhere).
    package static func read(_ directory: String, at revision: String? = nil, displayedAs: String? = nil,
                             limits: YAMLLimits = .default, beforeBrands: BeforeBrands? = nil) throws(BrandKitError) -> BrandInputs {
        func shown(_ source: SourceFile) -> SourceFile {
            guard let displayedAs, revision == nil else { return source }
            var renamed = source
            renamed.path = SafeFileSystem.join(displayedAs, SourceFile.fileName(of: source.path))
            return renamed
        }
        let parse = { (manifest: SourceFile, brandPaths: [String]) throws(BrandKitError) -> (manifest: Manifest, diagnostics: [Diagnostic]) in
            var diagnostics: [Diagnostic] = []
            let loaded = Manifest.load(shown(manifest), limits: limits, diagnostics: &diagnostics)
            try beforeBrands?(loaded, diagnostics, BrandFilesByID(paths: brandPaths))
            return (loaded, diagnostics)
        }
        let manifest: SourceFile, brands: [SourceFile], parsed: (manifest: Manifest, diagnostics: [Diagnostic]), assets: BrandAssets
        if let revision {
            let read = try GitRevision.read(directory, at: revision, beforeBrands: parse)
            (manifest, brands, parsed, assets) = (read.manifest, read.brands, read.before, .reader(read.assets))
        } else {
            (manifest, brands, parsed) = try BrandDirectory.read(directory, limits: limits, beforeBrands: parse)
            assets = .directory(directory)
        }
        return BrandInputs(directory: directory, revision: revision, manifest: shown(manifest), parsedManifest: parsed.manifest,
                           manifestDiagnostics: parsed.diagnostics, brands: brands.map(shown), assets: assets, limits: limits)
    }

    /// Lists `directory` in the working tree and reads its manifest; each brand file is read
    /// when a worker reaches it, so `validate` holds one brand's files per core for any number
    /// of brands.
    package static func stream(_ directory: String, limits: YAMLLimits = .default) throws(BrandKitError) -> StreamedBrandFiles {
        try BrandDirectory.open(directory, limits: limits)
    }

    /// The brands parsed (up front, or each when first asked) and resolved, with `adding`:
    /// files not written yet, checked with the others (`add` checks a new brand before it
    /// writes it).
    package func open(adding extra: [SourceFile] = [], jobs: Int = Parallel.defaultJobs,
                      parsing: FeatureFlagManager.Parsing = .upFront) -> FeatureFlagManager {
        FeatureFlagManager(manifest: parsedManifest, diagnostics: manifestDiagnostics, source: manifest, brands: brands + extra,
                           assets: assets, limits: limits, jobs: jobs, parsing: parsing)
    }

    /// The brands parsed one at a time, when each is checked, from the bytes read here: a
    /// command that hashes its inputs first (`bundle`) parses exactly what it hashed.
    package func streamed() -> StreamedBrandFiles {
        BrandDirectory.streamed(directory, manifest: parsedManifest, manifestDiagnostics: manifestDiagnostics,
                                manifestSource: manifest, brands: brands, assets: assets, limits: limits)
    }
}
