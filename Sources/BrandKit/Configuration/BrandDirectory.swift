import Foundation

/// A problem that stops a command before it can look at any brand (exit status 2).
public struct BrandKitError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var hint: String?

    public init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }

    public var description: String { hint.map { "\(message)\n\($0)" } ?? message }
}

/// Reads a brands directory from disk: the manifest and every `*.yaml` brand file.
public enum BrandDirectory {
    /// Loads `path`, every brand file parsed up front. Diagnostics name files under it as the
    /// user wrote it, or under `displayedAs` (tests load the example brands as `Brands` from anywhere).
    public static func load(_ path: String, displayedAs: String? = nil, limits: YAMLLimits = .default,
                            jobs: Int = Parallel.defaultJobs) throws(BrandKitError) -> FeatureFlagManager {
        var (manifest, brands) = try read(path, limits: limits)
        if let displayedAs {
            manifest.path = join(displayedAs, FeatureFlagManager.manifestFileName)
            brands = brands.map { SourceFile(path: join(displayedAs, SourceFile.fileName(of: $0.path)), bytes: $0.bytes) }
        }
        return FeatureFlagManager(manifest: manifest, brands: brands, limits: limits, jobs: jobs)
    }

    /// Opens `path` for validation: reads the manifest and lists the brand files, each of which
    /// is read only when asked for.
    public static func open(_ path: String, limits: YAMLLimits = .default) throws(BrandKitError) -> StreamedBrandFiles {
        let (manifestPath, brandPaths) = try list(path)
        var shared: [Diagnostic] = []
        let manifest = Manifest.load(try readFile(manifestPath, limits: limits), limits: limits, diagnostics: &shared)
        let listing = BrandFileListing(paths: brandPaths)
        return StreamedBrandFiles(resolver: BrandResolver(manifest: manifest), brandIDs: listing.ids,
                                  sharedDiagnostics: shared + listing.diagnostics, pathsByID: listing.pathsByID,
                                  limits: limits)
    }

    static func read(_ path: String, limits: YAMLLimits) throws(BrandKitError) -> (SourceFile, [SourceFile]) {
        let (manifestPath, brandPaths) = try list(path)
        let manifest = try readFile(manifestPath, limits: limits)
        var brands: [SourceFile] = []
        for brandPath in brandPaths { brands.append(try readFile(brandPath, limits: limits)) }
        return (manifest, brands)
    }

    /// The manifest's path and every brand file's, sorted.
    private static func list(_ path: String) throws(BrandKitError) -> (manifest: String, brands: [String]) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw BrandKitError("no brands directory at '\(path)'",
                                hint: "run from your project's root (where Brands/ is) or pass --brands DIR")
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw BrandKitError("cannot list '\(path)': \(error.localizedDescription)", hint: "check its permissions")
        }
        guard names.contains(FeatureFlagManager.manifestFileName) else {
            throw BrandKitError(
                "'\(join(path, FeatureFlagManager.manifestFileName))' is missing",
                hint: "every brands directory needs a manifest that declares environments and flags (see the README)")
        }
        let brands = names.sorted().filter { name in
            name.hasSuffix(".yaml") && name != FeatureFlagManager.manifestFileName && !name.hasPrefix(".")
        }
        return (join(path, FeatureFlagManager.manifestFileName), brands.map { join(path, $0) })
    }

    /// Reads a file; past the size limit only one byte more than allowed, so the loader can
    /// refuse it without a huge file ever being held in memory.
    static func readFile(_ path: String, limits: YAMLLimits) throws(BrandKitError) -> SourceFile {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw BrandKitError("cannot read '\(path)'", hint: "check that the file exists and is readable")
        }
        defer { try? handle.close() }
        do {
            let data = try handle.read(upToCount: limits.maxFileBytes + 1) ?? Data()
            return SourceFile(path: path, bytes: [UInt8](data))
        } catch {
            throw BrandKitError("cannot read '\(path)': \(error.localizedDescription)", hint: "check its permissions")
        }
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : "\(directory)/\(name)"
    }
}

/// A brands directory whose brand files are read from disk one at a time, when asked for.
public struct StreamedBrandFiles: BrandFileSource {
    public let resolver: BrandResolver
    public let brandIDs: [String]
    public let sharedDiagnostics: [Diagnostic]
    let pathsByID: [String: String]
    let limits: YAMLLimits

    public func path(of id: String) -> String? { pathsByID[id] }

    public func load(_ id: String) -> LoadedBrandFile {
        guard let path = pathsByID[id] else { return LoadedBrandFile(file: nil, diagnostics: []) }
        do {
            return LoadedBrandFile.parse(try BrandDirectory.readFile(path, limits: limits), manifest: resolver.manifest,
                                         limits: limits)
        } catch {
            return LoadedBrandFile(file: nil, diagnostics: [], readError: error)
        }
    }
}
