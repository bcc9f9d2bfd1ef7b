import BrandCore
import BrandYAML
import Foundation

/// Reads a brands directory from disk: the manifest and every file that looks like a brand
/// file. Only regular files inside the directory are read (see `SafeFileSystem.readConfined`).
/// Other modules read brands through `BrandInputs`, the one reader of a run's inputs.
enum BrandDirectory {
    /// Opens `path` for validation: reads the manifest and lists the brand files, each of which
    /// is read only when asked for.
    static func open(_ path: String, limits: YAMLLimits = .default) throws(BrandKitError) -> StreamedBrandFiles {
        let (manifestPath, brandPaths, listed) = try list(path)
        var shared: [Diagnostic] = []
        let manifestSource = try readFile(manifestPath, in: path, limits: limits,
                                          listedAsRegularFile: listed.asRegularFile(manifestPath))
        let manifest = Manifest.load(manifestSource, limits: limits, diagnostics: &shared)
        let listing = BrandFilesByID(paths: brandPaths)
        return StreamedBrandFiles(resolver: BrandResolver(manifest: manifest), brandIDs: listing.ids,
                                  sharedDiagnostics: shared + listing.diagnostics, pathsByID: BrandPaths(listing.pathsByID, in: path),
                                  listed: listed, directory: path, assets: .directory(path), manifestBytes: manifestSource.bytes,
                                  limits: limits)
    }

    /// The brands of `directory`, already read (`read`), as a source that parses each file
    /// only when asked for: a command that hashes what it read (bundle) parses the same bytes,
    /// and holds none of the parsed files longer than one brand's check.
    /// `assets`: the run's reader of the files brands name, so they are read once for the run.
    static func streamed(_ directory: String, manifest: Manifest, manifestDiagnostics: [Diagnostic],
                                 manifestSource: SourceFile, brands: [SourceFile], assets: BrandAssets,
                                 limits: YAMLLimits = .default) -> StreamedBrandFiles {
        let listing = BrandFilesByID(paths: brands.map(\.path))
        return StreamedBrandFiles(resolver: BrandResolver(manifest: manifest), brandIDs: listing.ids,
                                  sharedDiagnostics: manifestDiagnostics + listing.diagnostics,
                                  pathsByID: BrandPaths(listing.pathsByID, in: directory),
                                  listed: ListedTypes(notRegularFiles: []), directory: directory, assets: assets,
                                  manifestBytes: manifestSource.bytes, limits: limits,
                                  alreadyRead: Dictionary(brands.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first }))
    }

    /// The manifest and every file that looks like a brand file, read; `beforeBrands` is
    /// given the manifest and the brand files' paths before any of them is read, and what it
    /// makes of them is returned with the files.
    static func read<Before>(_ path: String, limits: YAMLLimits,
                             beforeBrands: (_ manifest: SourceFile, _ brandPaths: [String]) throws(BrandKitError) -> Before)
        throws(BrandKitError) -> (manifest: SourceFile, brands: [SourceFile], before: Before) {
        let (manifestPath, brandPaths, listed) = try list(path)
        let manifest = try readFile(manifestPath, in: path, limits: limits, listedAsRegularFile: listed.asRegularFile(manifestPath))
        let before = try beforeBrands(manifest, brandPaths)
        var brands: [SourceFile] = []
        for brandPath in brandPaths where BrandFilesByID.isBrandFileName(SourceFile.fileName(of: brandPath)) {
            brands.append(try readFile(brandPath, in: path, limits: limits, listedAsRegularFile: listed.asRegularFile(brandPath)))
        }
        // Names that can be no brand are reported by the listing, never read.
        brands += brandPaths.filter { !BrandFilesByID.isBrandFileName(SourceFile.fileName(of: $0)) }
            .map { SourceFile(path: $0, bytes: []) }
        return (manifest, brands.sorted { $0.path < $1.path }, before)
    }

    /// The manifest's path and, sorted, every entry that looks like a brand file: any name
    /// ending in `.yaml` or `.yml` in any case, so none is skipped without a word. With them,
    /// what the listing said each is.
    private static func list(_ path: String) throws(BrandKitError) -> (manifest: String, brands: [String], listed: ListedTypes) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw BrandKitError("no brands directory at '\(path)'",
                                hint: "run from your project's root (where Brands/ is) or pass --brands DIR")
        }
        let entries: [SafeFileSystem.ListedEntry]
        do {
            entries = try SafeFileSystem.entries(of: path)
        } catch {
            throw BrandKitError("cannot list '\(path)'", hint: "check its permissions")
        }
        guard entries.contains(where: { $0.name == FeatureFlagManager.manifestFileName }) else {
            throw BrandKitError(
                "'\(SafeFileSystem.join(path, FeatureFlagManager.manifestFileName))' is missing",
                hint: "every brands directory needs a manifest that declares environments and flags (see the README)")
        }
        let listed = entries.filter { BrandFilesByID.isListed($0.name) }
        // One prefix for every name: joining each afresh was a string interpolation per file.
        let prefix = SafeFileSystem.join(path, "")
        let brands = listed.lazy.map(\.name).filter { $0 != FeatureFlagManager.manifestFileName }.sorted()
        return (prefix + FeatureFlagManager.manifestFileName, brands.map { prefix + $0 },
                ListedTypes(notRegularFiles: Set(listed.filter { !$0.isRegularFile }.map { prefix + $0.name })))
    }

    /// Reads an entry of the brands directory `directory`; past the size limit only one byte
    /// more than allowed, so the loader can refuse it without a huge file ever being held in
    /// memory. An entry that is no regular file inside the directory comes back refused.
    /// `listedAsRegularFile`: the directory's listing said the entry is a regular file (see
    /// `SafeFileSystem.readConfined`).
    static func readFile(_ path: String, in directory: String, limits: YAMLLimits,
                                 listedAsRegularFile: Bool = false) throws(BrandKitError) -> SourceFile {
        let read: SafeFileSystem.ConfinedRead
        do {
            read = try SafeFileSystem.readConfined(path, inside: directory, maxBytes: limits.maxFileBytes,
                                                   listedAsRegularFile: listedAsRegularFile)
        } catch {
            throw BrandKitError(error.description, hint: "check that the file exists and is readable")
        }
        switch read {
        case .bytes(let bytes):
            return SourceFile(path: path, bytes: bytes)
        case .refused(let why):
            return SourceFile(path: path, refusal: .error(
                .unreadableFile, "'\(path)' \(why)", at: SourceLocation(file: path, line: 1, column: 1),
                suggestion: "brandkit reads only regular files inside the brands directory; put the file itself here"))
        }
    }
}

/// What a brands directory's listing said of its entries: the paths of those it did not call
/// regular files, nearly always none. Those are looked at before they are opened; every other
/// entry is opened at once (see `SafeFileSystem.readConfined`).
struct ListedTypes: Sendable {
    let notRegularFiles: Set<String>

    /// True when the listing called the entry at `path` a regular file.
    func asRegularFile(_ path: String) -> Bool {
        notRegularFiles.isEmpty || !notRegularFiles.contains(path)
    }
}

/// Where each listed brand file of a directory is: its path is the directory's, the id and
/// `.yaml`, so only the ids are kept, not a path string per brand (at 10,000 brands, the
/// paths and their table were a tenth of what `validate` held at its peak). A path the
/// listing gave in any other form is kept as it was given.
struct BrandPaths: Sendable {
    private let prefix: String
    private let ids: Set<String>
    private let others: [String: String]

    init(_ pathsByID: [String: String], in directory: String) {
        prefix = SafeFileSystem.join(directory, "")
        var ids = Set<String>(minimumCapacity: pathsByID.count)
        var others: [String: String] = [:]
        for (id, path) in pathsByID {
            if path == prefix + id + Self.suffix { ids.insert(id) } else { others[id] = path }
        }
        self.ids = ids
        self.others = others
    }

    subscript(id: String) -> String? {
        guard ids.contains(id) else { return others[id] }
        // Made in one block: joined with `+`, each part cost an allocation of its own.
        return String(unsafeUninitializedCapacity: prefix.utf8.count + id.utf8.count + Self.suffix.utf8.count) { buffer in
            var end = buffer.initialize(fromContentsOf: prefix.utf8)
            end = buffer[end...].initialize(fromContentsOf: id.utf8)
            return buffer[end...].initialize(fromContentsOf: Self.suffix.utf8)
        }
    }

    private static let suffix = ".yaml"
}

/// A brands directory whose brand files are read from disk one at a time, when asked for.
package struct StreamedBrandFiles: BrandFileSource {
    package private(set) var resolver: BrandResolver
    package let brandIDs: [String]
    package let sharedDiagnostics: [Diagnostic]
    let pathsByID: BrandPaths
    let listed: ListedTypes
    let directory: String
    /// The files brands name, read once for every worker's copy of the source.
    package let assets: BrandAssets
    let manifestBytes: [UInt8]
    let limits: YAMLLimits
    /// Brand files read before, by path: parsed from these bytes, never read again.
    var alreadyRead: [String: SourceFile] = [:]

    /// The manifest read again from the bytes the run read, with a path string of its own:
    /// its problems were reported by the source the run opened, so they are not kept here.
    package func forWorker() -> any BrandFileSource {
        var reported: [Diagnostic] = []
        let path = String(decoding: Array(resolver.manifest.file.utf8), as: UTF8.self)
        var copy = self
        copy.resolver = BrandResolver(manifest: Manifest.load(SourceFile(path: path, bytes: manifestBytes), limits: limits,
                                                              diagnostics: &reported))
        return copy
    }

    package func path(of id: String) -> String? { pathsByID[id] }

    package func load(_ id: String) -> LoadedBrandFile {
        read(id, checkingValues: nil)
    }

    package func load(_ id: String, checkingValues valueChecks: ValueChecks) -> LoadedBrandFile {
        read(id, checkingValues: valueChecks)
    }

    /// `id`'s file read from disk and parsed, its values checked with `valueChecks`, or kept without.
    private func read(_ id: String, checkingValues valueChecks: ValueChecks?) -> LoadedBrandFile {
        guard let path = pathsByID[id] else { return LoadedBrandFile(file: nil, diagnostics: []) }
        do {
            let source: SourceFile
            if let read = alreadyRead[path] {
                source = read
            } else {
                source = try BrandDirectory.readFile(path, in: directory, limits: limits, listedAsRegularFile: listed.asRegularFile(path))
            }
            return LoadedBrandFile.parse(source, manifest: resolver.manifest, limits: limits, checkingValues: valueChecks)
        } catch {
            return LoadedBrandFile(file: nil, diagnostics: [], readError: error)
        }
    }

    /// The manifest's bytes as read; a brand file read again, through the same confinement.
    package func sourceText(of file: String) -> [UInt8]? {
        if file == manifest.file { return manifestBytes }
        if let source = alreadyRead[file] { return source.refusal == nil ? source.bytes : nil }
        guard pathsByID[SourceFile(path: file, bytes: []).stem] == file,
              let source = try? BrandDirectory.readFile(file, in: directory, limits: limits), source.refusal == nil
        else { return nil }
        return source.bytes
    }
}
