import AssetFormats
import BrandConfiguration
import BrandCore
import BrandValidation

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

    var name: String {
        switch self {
        case .written(let name), .unchanged(let name), .stale(let name), .failed(let name): name
        }
    }
}

/// A brand's units as the worker that checked it left them.
struct PreparedBrand: Sendable {
    /// The files the brand is made from (`BrandAsChecked.files`).
    let files: Set<String>
    let units: Result<[PreparedUnit], BrandKitError>
}

/// A unit as the worker that checked its brand left it, before validation has decided
/// whether the brand resolves.
enum PreparedUnit: Sendable {
    /// Written to its staging directory.
    case staged(BundleWriter.Staged)
    /// With `--check`: compared with the output; `holds`: the output holds exactly it.
    case compared(String, holds: Bool)
    /// Not built: the brand's own checks found an error, so it cannot resolve.
    case notBuilt(String)
}

/// Builds units, and stages each (or with `--check` compares it with the output), from what
/// the whole run shares: the inputs' hashes and the writer. Asked by every worker at once,
/// each about the brand it has just checked: each unit is a directory of its own.
///
/// A brand's units are built from its variants on the worker that checked it, right after
/// its checks, and written to staging directories; its variants are dropped then. Once every
/// brand is checked, and the cross-brand rules have run, `finish` swaps in the units of the
/// brands that resolve and removes the others. So a run holds what it printed for one brand
/// per worker, not every brand resolved, and its memory does not grow with the brands.
struct UnitBuilder: Sendable {
    let brands: BrandFilesReadUpFront
    let inputs: InputHashes
    let manifest: Manifest
    let assets: BrandAssets
    /// The process's environment variables, as the run started.
    let variables: [String: String]
    /// The app's own files each iOS bundle starts from, those named.
    let app: AppFiles
    let writer: BundleWriter
    let options: BundleOptions
    /// The units to build.
    let pending: [PendingUnit]
    /// `pending` by brand. A brand's units are built by the worker that checked it: its
    /// environments resolve through one cache of merged keys (`BaseLayers`), which only one
    /// thread may fill, and its units in one environment print one document.
    private let unitsByBrand: [String: [PendingUnit]]
    /// The units done, for `options.progress`; counted under the lock, so the handler is told
    /// 1, 2, 3... one call at a time.
    private let done = Locked(0)

    init(brands: BrandFilesReadUpFront, inputs: InputHashes, manifest: Manifest, assets: BrandAssets,
         variables: [String: String], app: AppFiles = AppFiles(), writer: BundleWriter, options: BundleOptions,
         pending: [PendingUnit]) {
        self.brands = brands
        self.app = app
        self.inputs = inputs
        self.manifest = manifest
        self.assets = assets
        self.variables = variables
        self.writer = writer
        self.options = options
        self.pending = pending
        unitsByBrand = Dictionary(grouping: pending, by: \.brand)
    }

    /// Builds and stages the pending units of `brand`, just checked, on the worker that
    /// checked it. A brand whose own checks found an error builds nothing: it cannot resolve.
    func prepare(_ brand: BrandAsChecked) -> PreparedBrand {
        PreparedBrand(files: brand.files, units: units(of: brand))
    }

    private func units(of brand: BrandAsChecked) -> Result<[PreparedUnit], BrandKitError> {
        let units = unitsByBrand[brand.id] ?? []
        var prepared: [PreparedUnit] = []
        var document: BrandDocument?
        // One for the brand: its environments share decoded icons and resampled sizes.
        let artwork = IconArtwork()
        for (index, unit) in units.enumerated() {
            defer { tellDone(1) }
            guard !brand.hasErrors, let variant = brand.variants.first(where: { $0.environment == unit.environment }) else {
                prepared.append(.notBuilt(unit.name))
                continue
            }
            // Environment by environment: each one's units share its document.
            if index > 0, units[index - 1].environment != unit.environment { document = nil }
            do {
                prepared.append(try prepare(unit, variant: variant, files: brand.files, artwork: artwork, document: &document))
            } catch {
                discard(prepared)
                tellDone(units.count - index - 1)
                return .failure(error)
            }
        }
        return .success(prepared)
    }

    /// Swaps in the staged units of the brands that resolve, on every core, and removes the
    /// others; what became of each unit comes back in `pending`'s order. `prepared`: what
    /// `prepare` left of each brand it was given; `report`: the whole run's. A brand that
    /// resolves but could not be built stops the run with its error, and so does a unit that
    /// cannot be swapped in, once every unit still staged is removed.
    func finish(_ prepared: [String: PreparedBrand], report: ValidationReport) throws(BrandKitError) -> [UnitOutcome] {
        let errorFiles = report.filesWithErrors
        let brandIDs = unitsByBrand.keys.sorted()
        for id in brandIDs {
            if let brand = prepared[id], errorFiles.isDisjoint(with: brand.files), case .failure(let error) = brand.units {
                for case .success(let units) in prepared.values.map(\.units) { discard(units) }
                throw error
            }
        }
        let outcomes = Parallel.map(brandIDs, jobs: Parallel.defaultJobs) { id -> Result<[UnitOutcome], BrandKitError> in
            let units = unitsByBrand[id] ?? []
            guard let brand = prepared[id] else {
                // Never checked: its chain is broken, so it does not resolve.
                tellDone(units.count)
                return .success(units.map { .failed($0.name) })
            }
            guard errorFiles.isDisjoint(with: brand.files), case .success(let built) = brand.units else {
                if case .success(let built) = brand.units { discard(built) }
                return .success(units.map { .failed($0.name) })
            }
            return Result { () throws(BrandKitError) in try built.map(commit) }
        }
        var byName: [String: UnitOutcome] = [:]
        for result in outcomes {
            switch result {
            case .success(let brandOutcomes):
                for outcome in brandOutcomes { byName[outcome.name] = outcome }
            case .failure(let error):
                writer.sweepStaging()  // what the other brands staged and did not swap in
                throw error
            }
        }
        // Every unit of every brand has an outcome: each brand's come from its own units.
        return pending.map { byName[$0.name] ?? .failed($0.name) }
    }

    /// `document`: the unit's brand document in its environment, made by the first unit of
    /// that brand and environment that needs it, and kept for the others.
    /// `files`: the files the brand is made from, the unit's inputs.
    private func prepare(_ unit: PendingUnit, variant: ResolvedVariant, files: Set<String>, artwork: IconArtwork,
                         document: inout BrandDocument?) throws(BrandKitError) -> PreparedUnit {
        let made: BrandDocument
        if let document {
            made = document
        } else {
            made = BrandDocument(variant, fonts: try fonts(of: variant))
            document = made
        }
        var (attachments, attached) = try attachments(of: made, kind: unit.kind)
        attachments.artwork = artwork
        let inputNames = files.sorted().map { SourceFile.fileName(of: $0) } + attached
        let built = BundleUnit.build(
            made, kind: unit.kind, name: unit.name,
            inputs: inputNames.map { ($0, inputs.hash($0) ?? ContentHash.sha256([])) },
            sourceFile: SourceFile.fileName(of: brands.path(of: unit.brand) ?? unit.brand), attachments: attachments)
        if options.check { return .compared(unit.name, holds: writer.holdsExactly(built)) }
        // The same bytes as the unit holds: it is unchanged, whatever input changed.
        if !options.force, writer.holdsTheSameFiles(built) {
            try writer.writeManifest(of: built)
            return .compared(unit.name, holds: true)
        }
        do { return .staged(try writer.stage(built)) } catch { throw writeFailure(error) }
    }

    /// What a unit prepared for a brand that resolves becomes.
    private func commit(_ unit: PreparedUnit) throws(BrandKitError) -> UnitOutcome {
        switch unit {
        case .staged(let staged):
            do { try writer.commit(staged) } catch { throw writeFailure(error) }
            return .written(staged.name)
        case .compared(let name, let holds):
            return holds ? .unchanged(name) : .stale(name)
        case .notBuilt(let name):
            return .failed(name)
        }
    }

    private func discard(_ units: [PreparedUnit]) {
        for case .staged(let staged) in units { writer.discard(staged) }
    }

    private func writeFailure(_ error: SafeFileSystem.Failure) -> BrandKitError {
        BrandKitError(error.description, hint: "check that '\(options.output)' is writable and has space")
    }

    /// Tells `options.progress` that `count` more units are done.
    private func tellDone(_ count: Int) {
        for _ in 0..<max(count, 0) {
            done.withLock { done in
                done += 1
                options.progress?(done, pending.count)
            }
        }
    }

    /// What a unit carries besides values, and the names of those inputs: the files of the
    /// brands directory it copies (`BundleKind.copiedFiles`), or the secrets (validation has
    /// checked that each variable is set).
    private func attachments(of document: BrandDocument, kind: BundleKind) throws(BrandKitError) -> (BundleAttachments, [String]) {
        var attachments = BundleAttachments()
        let paths = kind.copiedFiles(of: document)
        for path in paths {
            // The run reads each file once, so these are the bytes validation accepted.
            guard case .bytes(let bytes) = assets.read(path, maxBytes: BrandAssets.maxAssetBytes) else {
                throw BrandKitError.unreadAfterValidation(path)
            }
            attachments.files[path] = bytes
        }
        if kind == .iosBundle {
            attachments.appInfoPlist = app.infoPlist?.keys ?? [:]
            attachments.appPrivacy = app.privacyManifest?.declaration
            return (attachments, paths + app.inputs.map(\.name))
        }
        guard kind.holdsSecrets else { return (attachments, paths) }
        // A module's secret is in every brand's accessors, nil where the brand does not ship it.
        let forModules = manifest.moduleSecrets
        var secrets = document.secretReferences.compactMap { reference in
            variables[reference.variable].map {
                SecretAccessors.Secret(name: reference.name, description: manifest.secrets[reference.name]?.description, value: $0,
                                       optional: forModules[reference.name] != nil)
            }
        }
        for name in forModules.keys.sorted() where !secrets.contains(where: { $0.name == name }) {
            secrets.append(SecretAccessors.Secret(name: name, description: manifest.secrets[name]?.description, value: nil, optional: true))
        }
        attachments.secrets = secrets.sorted { $0.name < $1.name }
        return (attachments, document.secretReferences.map { InputHashes.variablePrefix + $0.variable })
    }

    /// The brand's fonts as their files say (validation has read each one already): each file
    /// once, with every role the brand gives it.
    private func fonts(of variant: ResolvedVariant) throws(BrandKitError) -> [BrandDocument.Font] {
        var paths: [String] = []
        var roles: [String: [String]] = [:]
        for reference in variant.brand.assetReferences {
            guard case .font(let role) = reference.role else { continue }
            if roles[reference.path] == nil { paths.append(reference.path) }
            roles[reference.path, default: []] += role.map { [$0] } ?? []
        }
        var fonts: [BrandDocument.Font] = []
        for path in paths {
            guard case .font(let font) = options.context.fonts.font(path, in: assets) else {
                throw BrandKitError.unreadAfterValidation(path)
            }
            fonts.append(BrandDocument.Font(postScriptName: font.postScriptName, format: font.format, path: path,
                                            roles: (roles[path] ?? []).sorted()))
        }
        return fonts
    }
}

extension BrandKitError {
    /// A file validation accepted that the bundle then could not read: the run reads each
    /// file once and keeps its bytes, so only a fault of brandkit's own gets here.
    static func unreadAfterValidation(_ path: String) -> BrandKitError {
        BrandKitError("'\(path)' was accepted by validation but could not be read for the bundle",
                      hint: "this is a bug in brandkit; please report it with the file")
    }
}
