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
    /// Every file that looks like a brand file, sorted by path.
    package let brands: [SourceFile]
    /// Where the files brands name are read from: the directory, or the revision's blobs.
    package let assets: BrandAssets
    package let limits: YAMLLimits

    /// Reads the manifest and every brand file of `directory`, in the working tree or, with
    /// `revision`, as that git revision has them. Diagnostics name files under `directory`, or
    /// under `displayedAs` (tests read the example brands as `Brands` from anywhere).
    package static func read(_ directory: String, at revision: String? = nil, displayedAs: String? = nil,
                             limits: YAMLLimits = .default) throws(BrandKitError) -> BrandInputs {
        guard let revision else {
            var (manifest, brands) = try BrandDirectory.read(directory, limits: limits)
            if let displayedAs {
                manifest.path = BrandDirectory.join(displayedAs, FeatureFlagManager.manifestFileName)
                brands = brands.map { source in
                    var renamed = source
                    renamed.path = BrandDirectory.join(displayedAs, SourceFile.fileName(of: source.path))
                    return renamed
                }
            }
            return BrandInputs(directory: directory, revision: nil, manifest: manifest, brands: brands,
                               assets: .directory(directory), limits: limits)
        }
        let (manifest, brands) = try GitRevision.read(directory, at: revision)
        return BrandInputs(directory: directory, revision: revision, manifest: manifest, brands: brands,
                           assets: .reader(GitRevision.BlobReader(directory: directory, revision: revision)), limits: limits)
    }

    /// Lists `directory` in the working tree and reads its manifest; each brand file is read
    /// when a worker reaches it, so `validate` holds one brand's files per core for any number
    /// of brands.
    package static func stream(_ directory: String, limits: YAMLLimits = .default) throws(BrandKitError) -> StreamedBrandFiles {
        try BrandDirectory.open(directory, limits: limits)
    }

    /// The brands parsed and resolved, with `adding`: files not written yet, checked with the
    /// others (`add` checks a new brand before it writes it).
    package func open(adding extra: [SourceFile] = [], jobs: Int = Parallel.defaultJobs) -> FeatureFlagManager {
        FeatureFlagManager(manifest: manifest, brands: brands + extra, assets: assets, limits: limits, jobs: jobs)
    }

    /// The brands parsed one at a time, when each is checked, from the bytes read here: a
    /// command that hashes its inputs first (`bundle`) parses exactly what it hashed.
    package func streamed(manifest parsed: Manifest, manifestDiagnostics: [Diagnostic]) -> StreamedBrandFiles {
        BrandDirectory.streamed(directory, manifest: parsed, manifestDiagnostics: manifestDiagnostics,
                                manifestSource: manifest, brands: brands, assets: assets, limits: limits)
    }
}
