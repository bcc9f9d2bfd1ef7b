/// Where validation gets brand files: all parsed up front (`FeatureFlagManager`) or each read
/// from disk when a worker needs it (`BrandDirectory.open`), so `validate` holds only the
/// brands it is checking.
public protocol BrandFileSource: Sendable {
    var resolver: BrandResolver { get }
    /// Every brand file's id, sorted, including brands whose files have errors.
    var brandIDs: [String] { get }
    /// The file of a brand, as diagnostics name it.
    func path(of id: String) -> String?
    /// Problems that belong to no brand's own file: the manifest's, and files whose names
    /// are no brand id.
    var sharedDiagnostics: [Diagnostic] { get }
    /// The brand's file parsed and checked against the schema.
    func load(_ id: String) -> LoadedBrandFile
}

extension BrandFileSource {
    public var manifest: Manifest { resolver.manifest }
}

/// One brand file after reading: the file (nil when it has no readable content) and every
/// problem found reading it, or the reason it could not be read at all.
public struct LoadedBrandFile: Sendable {
    public var file: BrandFile?
    public var diagnostics: [Diagnostic]
    /// Set when the file could not be read (it is a directory, or unreadable): exit status 2.
    public var readError: BrandKitError?

    /// Parses `source` and checks it against the brand schema of `manifest`.
    static func parse(_ source: SourceFile, manifest: Manifest, limits: YAMLLimits) -> LoadedBrandFile {
        let document = YAMLLoader.loadMapping(source.bytes, file: source.path, limits: limits)
        var diagnostics = document.diagnostics
        let file = document.root.map {
            BrandFile.read(id: source.stem, file: source.path, root: $0, manifest: manifest, diagnostics: &diagnostics)
        }
        return LoadedBrandFile(file: file, diagnostics: diagnostics)
    }
}

/// The files of a brands directory sorted out: brand files by id, and a problem for each
/// file whose name cannot be a brand id.
struct BrandFileListing {
    var pathsByID: [String: String] = [:]
    var diagnostics: [Diagnostic] = []

    init(paths: [String]) {
        for path in paths.sorted() {
            let stem = SourceFile(path: path, bytes: []).stem
            guard BrandID.isValid(stem) else {
                diagnostics.append(.error(
                    .invalidBrandID, "'\(stem)' is not a valid brand id: file names must match \(BrandID.pattern).yaml",
                    at: SourceLocation(file: path, line: 1, column: 1),
                    suggestion: "rename the file to lowercase letters, digits and '-', e.g. '\(Self.suggestedID(stem)).yaml'"))
                continue
            }
            pathsByID[stem] = path
        }
    }

    var ids: [String] { pathsByID.keys.sorted() }

    private static func suggestedID(_ name: String) -> String {
        let lowered = String(name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
        let id = String(lowered.drop { $0 == "-" }.reversed().drop { $0 == "-" }.reversed())
        return BrandID.isValid(id) ? id : "brand-" + id
    }
}

extension Manifest {
    /// Parses and reads the manifest file.
    static func load(_ source: SourceFile, limits: YAMLLimits, diagnostics: inout [Diagnostic]) -> Manifest {
        let document = YAMLLoader.loadMapping(source.bytes, file: source.path, limits: limits)
        diagnostics += document.diagnostics
        return Manifest.read(document.root, file: source.path, diagnostics: &diagnostics)
    }
}
