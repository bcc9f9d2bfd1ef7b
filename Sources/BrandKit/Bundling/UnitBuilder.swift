import BrandConfiguration
import BrandCore
import BrandValidation
import AssetFormats

/// A unit a bundle run may build; it must when its output is missing or stale, or the run is
/// forced or checking.
struct PendingUnit: Sendable {
    var name: String
    var brand: String
    var environment: String
    var kind: BundleKind
}

/// What became of one unit.
enum UnitOutcome: Sendable {
    case written(String), unchanged(String), stale(String), failed(String)
}

/// Builds units, and writes each (or with `--check` compares it with the output), from what
/// the whole run shares: the brands as validated, the inputs' hashes and the writer. Asked by
/// every worker at once: each unit is a directory of its own.
struct UnitBuilder: Sendable {
    let manager: FeatureFlagManager
    let validated: ValidatedBrands
    let inputs: InputHashes
    let manifest: Manifest
    let assets: BrandAssets
    /// The process's environment variables, as the run started.
    let variables: [String: String]
    let writer: BundleWriter
    let options: BundleOptions

    /// Builds every unit of `pending`, on every core, and tells `options.progress` as each is
    /// done; what became of each comes back in `pending`'s order, whichever finished first.
    /// A worker takes all of one brand's units, which `pending` lists side by side: the
    /// brand's environments resolve through one cache of merged keys (`BaseLayers`), which
    /// only one thread may fill, and its units in one environment print one document.
    func build(_ pending: [PendingUnit]) throws(BrandKitError) -> [UnitOutcome] {
        let done = Locked(0)
        let built = Parallel.map(Self.workerGroups(pending), jobs: Parallel.defaultJobs) { group -> Result<[UnitOutcome], BrandKitError> in
            Result { () throws(BrandKitError) in
                var document: BrandDocument?
                var outcomes: [UnitOutcome] = []
                for (index, unit) in group.enumerated() {
                    // Environment by environment: each one's units share its document.
                    if index > 0, group[index - 1].environment != unit.environment { document = nil }
                    outcomes.append(try build(unit, document: &document))
                    // Counted under the lock, so the handler is told 1, 2, 3... one call at a time.
                    done.withLock { done in
                        done += 1
                        options.progress?(done, pending.count)
                    }
                }
                return outcomes
            }
        }
        var outcomes: [UnitOutcome] = []
        for group in built { outcomes += try group.get() }
        return outcomes
    }

    /// `pending` cut where the brand changes: what one worker takes at a time.
    static func workerGroups(_ pending: [PendingUnit]) -> [[PendingUnit]] {
        var groups: [[PendingUnit]] = []
        for unit in pending {
            if let last = groups.last?.last, last.brand == unit.brand {
                groups[groups.count - 1].append(unit)
            } else {
                groups.append([unit])
            }
        }
        return groups
    }

    /// `document`: the unit's brand document in its environment, made by the first unit of
    /// that brand and environment that needs it, and kept for the others.
    private func build(_ unit: PendingUnit, document: inout BrandDocument?) throws(BrandKitError) -> UnitOutcome {
        let files = manager.files(resolving: unit.brand)
        guard let snapshot = validated.snapshot(unit.brand, environment: unit.environment) else { return .failed(unit.name) }
        let made: BrandDocument
        if let document {
            made = document
        } else {
            made = BrandDocument(snapshot, fonts: try fonts(of: snapshot))
            document = made
        }
        let (attachments, attached) = try attachments(of: made, kind: unit.kind)
        let inputNames = files.sorted().map { SourceFile.fileName(of: $0) } + attached
        let built = BundleUnit.build(
            made, kind: unit.kind, name: unit.name,
            inputs: inputNames.map { ($0, inputs.hash($0) ?? ContentHash.sha256([])) },
            sourceFile: SourceFile.fileName(of: manager.path(of: unit.brand) ?? unit.brand), attachments: attachments)
        if options.check { return writer.holdsExactly(built) ? .unchanged(unit.name) : .stale(unit.name) }
        do { try writer.write(built) } catch {
            throw BrandKitError(error.description, hint: "check that '\(options.output)' is writable and has space")
        }
        return .written(unit.name)
    }

    /// What a unit carries besides values, and the names of those inputs: the files of the
    /// brands directory it copies (`BundleKind.copiedFiles`), or the secrets (validation has
    /// checked that each variable is set).
    private func attachments(of document: BrandDocument, kind: BundleKind) throws(BrandKitError) -> (BundleAttachments, [String]) {
        var attachments = BundleAttachments()
        let paths = kind.copiedFiles(of: document)
        for path in paths {
            guard case .bytes(let bytes) = assets.read(path, maxBytes: BrandAssets.maxAssetBytes) else {
                throw BrandKitError("'\(path)' changed while bundling", hint: "run bundle again")
            }
            attachments.files[path] = bytes
        }
        guard kind.holdsSecrets else { return (attachments, paths) }
        attachments.secrets = document.secretReferences.compactMap { reference in
            variables[reference.variable].map {
                SecretAccessors.Secret(name: reference.name, description: manifest.secrets[reference.name]?.description, value: $0)
            }
        }
        return (attachments, document.secretReferences.map { InputHashes.variablePrefix + $0.variable })
    }

    /// The brand's fonts as their files say (validation has read each one already).
    private func fonts(of snapshot: BrandSnapshot) throws(BrandKitError) -> [BrandDocument.Font] {
        var fonts: [BrandDocument.Font] = []
        for reference in snapshot.brand.assetReferences where reference.role == .font {
            guard case .bytes(let bytes) = assets.read(reference.path, maxBytes: BrandAssets.maxAssetBytes), case .success(let font) = FontFile.read(bytes) else {
                throw BrandKitError("'\(reference.path)' changed while bundling", hint: "run bundle again")
            }
            fonts.append(BrandDocument.Font(postScriptName: font.postScriptName, format: font.format, path: reference.path))
        }
        return fonts
    }
}
