import BrandCore
import BrandYAML

/// Where validation gets brand files: all parsed up front (`FeatureFlagManager`) or each read
/// from disk when a worker needs it (`BrandDirectory.open`), so `validate` holds only the
/// brands it is checking.
package protocol BrandFileSource: Sendable {
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
    /// The same, for validation: a source reading the file now runs `valueChecks` on its values
    /// as they are typed (`BrandFile.valueDiagnostics`); one that read it before keeps them as `leaves`.
    func load(_ id: String, checkingValues valueChecks: ValueChecks) -> LoadedBrandFile
    /// The bytes of the manifest or a brand file as brandkit read them, for the source line
    /// under a diagnostic; nil for anything it did not read. Printers never read files.
    func sourceText(of file: String) -> [UInt8]?
    /// The files brands name (Firebase files), read confined to the brands directory.
    var assets: BrandAssets { get }
    /// This source for one worker of a run on several cores: the same files, read through a
    /// manifest and resolver of the worker's own. A source that reads its files as asked
    /// makes them anew from the manifest's bytes, so nothing the worker reads for each value
    /// (flag declarations, their index, the merged defaults) is an object another core
    /// counts references on too: each count written from two cores moves the object's
    /// memory between them. A source whose files were parsed before is itself: its files
    /// hold its manifest's declarations already.
    func forWorker() -> any BrandFileSource
}

extension BrandFileSource {
    package var manifest: Manifest { resolver.manifest }

    package func forWorker() -> any BrandFileSource { self }

    /// Every value kept: for a source whose files were read before it is asked.
    package func load(_ id: String, checkingValues valueChecks: ValueChecks) -> LoadedBrandFile {
        load(id)
    }
}

/// One brand file after reading: the file (nil when it has no readable content) and every
/// problem found reading it, or the reason it could not be read at all.
package struct LoadedBrandFile: Sendable {
    package var file: BrandFile?
    package var diagnostics: [Diagnostic]
    /// Set when the file could not be read (it is a directory, or unreadable): exit status 2.
    package var readError: BrandKitError?
    /// The file's path and bytes as read, so a report shows the source line under a
    /// diagnostic without reading the file again (it may have changed since).
    package var source: SourceFile?
    /// How many lines libyaml read in `source` (`YAMLDocument.lineCount`).
    package var lineCount: Int?

    /// Parses `source` and checks it against the brand schema of `manifest`, running
    /// `valueChecks` on its values, or without, keeping them as leaves.
    static func parse(_ source: SourceFile, manifest: Manifest, limits: YAMLLimits,
                      checkingValues valueChecks: ValueChecks? = nil) -> LoadedBrandFile {
        if let refusal = source.refusal { return LoadedBrandFile(file: nil, diagnostics: [refusal]) }
        let document = YAMLLoader.loadMapping(source.bytes, file: source.path, limits: limits)
        var diagnostics = document.diagnostics
        let file = document.root.map {
            BrandFile.read(id: source.stem, file: source.path, root: $0, values: document.valueScalars, manifest: manifest,
                           checkingValues: valueChecks, diagnostics: &diagnostics)
        }
        var loaded = LoadedBrandFile(file: file, diagnostics: diagnostics)
        loaded.source = source
        loaded.lineCount = document.lineCount
        return loaded
    }
}

/// The files of a brands directory sorted out: brand files by id, and a problem for each
/// file that looks like a brand file but whose name can be no brand id.
package struct BrandFilesByID: Sendable {
    package private(set) var pathsByID: [String: String] = [:]
    package private(set) var diagnostics: [Diagnostic] = []
    /// Every brand id, sorted.
    package private(set) var ids: [String] = []

    package init(paths: [String]) {
        pathsByID.reserveCapacity(paths.count)
        for path in paths.sorted() {
            let name = SourceFile.fileName(of: path)
            guard let id = Self.brandID(ofFileName: name) else {
                diagnostics.append(Self.problem(with: name, at: path))
                continue
            }
            if pathsByID.updateValue(path, forKey: id) == nil { ids.append(id) }
        }
        // Listed in the paths' order, which is nearly the ids' ('-' sorts before '.'): the
        // sort finds long runs already in order, where the table's keys came in none.
        ids.sort()
    }

    /// True when a brands directory lists an entry named `name`: any name ending in `.yaml`
    /// or `.yml`, in any case, that is not hidden, so none is skipped without a word (the
    /// listing reports those that can be no brand). The working tree's and a revision's rule.
    package static func isListed(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return (lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml")) && !name.hasPrefix(".")
    }

    /// `<brand id>.yaml`: the only names brand files may have.
    package static func isBrandFileName(_ name: String) -> Bool {
        brandID(ofFileName: name) != nil
    }

    /// The brand id a file named `name` holds; nil when the name is no brand file's.
    private static func brandID(ofFileName name: String) -> String? {
        let id = SourceFile.stem(ofFileName: name)
        // A stem as long as the name kept it whole: the name does not end in `.yaml`.
        return id.utf8.count < name.utf8.count && BrandID.isValid(id) ? id : nil
    }

    private static func problem(with name: String, at path: String) -> Diagnostic {
        let dot = name.lastIndex(of: ".") ?? name.endIndex
        let (stem, suffix) = (String(name[..<dot]), String(name[dot...]))
        let renamed = suggestedID(stem).map { " e.g. '\($0).yaml'" } ?? ""
        let location = SourceLocation(file: path, line: 1, column: 1)
        guard suffix == ".yaml" else {
            return .error(.invalidBrandID, "'\(DiagnosticText.value(name))' is not read: brand files end in '.yaml'",
                          at: location, suggestion: "rename the file to a brand id and '.yaml',\(renamed)")
        }
        return .error(
            .invalidBrandID, "'\(DiagnosticText.value(stem))' is not a valid brand id: file names must match \(BrandID.pattern).yaml",
            at: location, suggestion: "rename the file to lowercase letters, digits and '-',\(renamed)")
    }

    /// A brand id close to `name`: accents dropped, other characters made '-'; nil when
    /// nothing usable is left.
    static func suggestedID(_ name: String) -> String? {
        var id = ""
        for scalar in name.decomposedStringWithCanonicalMapping.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                id.unicodeScalars.append(scalar)
            } else if !scalar.isASCII, scalar.properties.generalCategory == .nonspacingMark {
                continue  // an accent of the letter before it
            } else if !id.hasSuffix("-") {
                id += "-"
            }
        }
        id = String(id.drop { $0 == "-" }.reversed().drop { $0 == "-" }.reversed())
        if let first = id.unicodeScalars.first, !("a"..."z").contains(first) { id = "brand-" + id }
        return BrandID.isValid(id) ? id : nil
    }
}

extension Manifest {
    /// Parses and reads the manifest file.
    package static func load(_ source: SourceFile, limits: YAMLLimits, diagnostics: inout [Diagnostic]) -> Manifest {
        if let refusal = source.refusal {
            diagnostics.append(refusal)
            return Manifest.read(nil, file: source.path, diagnostics: &diagnostics)
        }
        let document = YAMLLoader.loadMapping(source.bytes, file: source.path, limits: limits)
        diagnostics += document.diagnostics
        return Manifest.read(document.root, file: source.path, diagnostics: &diagnostics)
    }
}
