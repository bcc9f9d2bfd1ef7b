import BrandCore
import BrandYAML
import LanguageRules

/// Checks one YAML layer against a schema and returns the part that conforms, so later
/// stages (resolution, the help-center scene) only ever see well-typed values. Each
/// problem is reported once, where it is written.
final class SchemaChecker {
    // What the manifest declares, fixed for the checker's life: constants, so a lookup (one
    // per flag value) reads them without retaining and releasing them around it.
    /// Environments declared in the manifest (keys of `environments:` overlays).
    let environments: [String]
    /// Flags declared in the manifest (keys of `featureFlags:`).
    let flags: FlagIndex
    /// Flags the manifest declares with errors: their values are left out without a word.
    let brokenFlags: Set<String>
    /// The languages and texts the manifest declares (keys of `strings:` and its languages).
    let strings: StringCatalog
    // What the walk records. A checker serves one walk of one layer, on one thread, and each
    // access to these is a single read, write or append that spans no call reaching the same
    // property: the runtime's exclusivity check, a table lookup for every value, is left out
    // of optimised builds. Debug builds, which every test runs, keep it, so a test would
    // trap on an access that broke the rule.
    #if DEBUG
    private(set) var diagnostics: [Diagnostic] = []
    #else
    @exclusivity(unchecked) private(set) var diagnostics: [Diagnostic] = []
    #endif
    /// Body paths whose values were written but refused, so a later check does not also call them missing.
    #if DEBUG
    private(set) var rejectedPaths: Set<String> = []
    #else
    @exclusivity(unchecked) private(set) var rejectedPaths: Set<String> = []
    #endif
    /// Every accepted scalar with its type, for the value rules, when no `valueChecks` are given.
    #if DEBUG
    private(set) var leaves: [TypedLeaf] = []
    #else
    @exclusivity(unchecked) private(set) var leaves: [TypedLeaf] = []
    #endif
    /// Checks each accepted scalar of the types they read as it is typed, instead of keeping
    /// it in `leaves`; their problems go to `valueDiagnostics`.
    private let valueChecks: ValueChecks?
    /// The types whose values are kept in `leaves`, or checked.
    private let recorded: ScalarTypes
    #if DEBUG
    private(set) var valueDiagnostics: [Diagnostic] = []
    #else
    @exclusivity(unchecked) private(set) var valueDiagnostics: [Diagnostic] = []
    #endif
    /// The flag whose list value is being walked: set by `checkFlagValues` from its one
    /// lookup, and cleared once that value is checked.
    #if DEBUG
    private var flag: FlagPosition?
    #else
    @exclusivity(unchecked) private var flag: FlagPosition?
    #endif
    /// The environment whose overlay is being checked.
    #if DEBUG
    private var environment: String?
    #else
    @exclusivity(unchecked) private var environment: String?
    #endif

    init(environments: [String] = [], flags: FlagIndex = FlagIndex([:]), brokenFlags: Set<String> = [],
         strings: StringCatalog = .empty, valueChecks: ValueChecks? = nil) {
        self.environments = environments
        self.flags = flags
        self.brokenFlags = brokenFlags
        self.strings = strings
        self.valueChecks = valueChecks
        recorded = valueChecks?.types ?? .all
    }

    /// A checker for brand bodies under `manifest`'s declarations. Without `valueChecks`, it
    /// makes room for `values` leaves at once, not regrown (and copied) leaf by leaf.
    convenience init(manifest: Manifest, values: Int = 0, valueChecks: ValueChecks? = nil) {
        self.init(environments: manifest.environments, flags: manifest.flagIndex, brokenFlags: manifest.brokenFlags,
                  strings: manifest.strings, valueChecks: valueChecks)
        if valueChecks == nil { leaves.reserveCapacity(values) }
    }

    /// `node` as far as it conforms to `schema`; nil when nothing of it does.
    func check(_ node: YAMLNode, against schema: Schema, path: ValuePath) -> YAMLNode? {
        checked(node, against: schema, path: path).node(as: node)
    }

    private func checked(_ node: YAMLNode, against schema: Schema, path: ValuePath) -> Checked {
        switch schema {
        case .anyValue:
            return .asWritten
        case .either(let other, let mapping):
            return checked(node, against: node.mapping == nil ? other : mapping, path: path)
        case .value(let type):
            guard let scalar = node.scalar else { return mismatch(node, expected: type.expectation, path: path) }
            return checked(scalar, at: node.location, as: type, path: { path }, flag: flag, isNull: scalar.isNull)
        case .list(let item):
            guard let items = node.sequence else { return mismatch(node, expected: "a list", path: path) }
            let reported = diagnostics.count
            let path = path.forChildren
            let kept = items.enumerated().compactMap { index, element in
                checked(element, against: item, path: path.item(index)).node(as: element)
            }
            // Nothing refused, nothing reported: the node as written is the checked node.
            return diagnostics.count == reported ? .asWritten : .changed(YAMLNode(.sequence(kept), at: node.location))
        case .record(let fields):
            return checkMapping(node, path: path) { key, keyLocation in
                // Found by index and read where it stands: `first(where:)` copied every field it passed.
                guard let field = fields.firstIndex(where: { $0.name == key }) else {
                    let suggestion = DidYouMean.suggestion(for: key, in: fields.map(\.name), noun: "key")
                    let place = path.text.isEmpty ? "" : " in '\(path.text)'"
                    report(.unknownKey, "unknown key '\(key)'\(place)", at: keyLocation, suggestion: suggestion)
                    return nil
                }
                return fields[field].schema
            } missing: { pairs in
                for field in fields where field.requirement == .inPlace && !pairs.contains(where: { $0.key.value == field.name }) {
                    let name = path.child(field.name).text
                    // Fields written in place: a flag's `type`, a secret's `env`, a colour's `light` and `dark`.
                    report(.invalidDeclaration, "'\(name)' is required", at: node.location,
                           suggestion: "add '\(field.name):' here")
                }
            }
        case .map(let value):
            return checkMapping(node, path: path) { _, _ in value }
        case .names(let value, let bare):
            let collisions = Dictionary(
                GeneratedName.collisions(in: (node.mapping ?? []).map(\.key.value).filter(GeneratedName.isValid)).map { ($0.name, $0) },
                uniquingKeysWith: { first, _ in first })
            return checkMapping(node, path: path) { name, keyLocation in
                guard GeneratedName.isValid(name) else {
                    rejectedPaths.insert(path.child(name).body)
                    report(.invalidName, "'\(DiagnosticText.value(name))' cannot be a name in generated files",
                           at: keyLocation,
                           suggestion: "names match \(GeneratedName.pattern) (at most \(GeneratedName.maxLength) characters), e.g. 'primaryDark'")
                    return nil
                }
                if bare, let problem = ResourceName.keywordProblem(SnakeCase.from(name)) {
                    rejectedPaths.insert(path.child(name).body)
                    report(.invalidName, "'\(name)' \(problem)", at: keyLocation,
                           suggestion: "choose another name, e.g. '\(name)Name'")
                    return nil
                }
                if let collision = collisions[name] {
                    rejectedPaths.insert(path.child(name).body)
                    report(.invalidName,
                           "'\(collision.name)' and '\(collision.earlier)' both become the resource name '\(collision.resource)'",
                           at: keyLocation, suggestion: GeneratedName.collisionAdvice)
                    return nil
                }
                return value
            }
        case .environments(let overlay):
            return checkMapping(node, path: path, keys: .environments) { name, keyLocation in
                guard environments.contains(name) else {
                    report(.unknownEnvironment,
                           "unknown environment '\(name)'; brandkit.yaml declares \(environments.joined(separator: ", "))",
                           at: keyLocation,
                           suggestion: DidYouMean.suggestion(for: name, in: environments, noun: "environment"))
                    return nil
                }
                return overlay
            }
        case .declaredLocales:
            guard let items = node.sequence else { return mismatch(node, expected: "a list", path: path) }
            guard !items.isEmpty else {
                rejectedPaths.insert(path.body)
                report(.unknownLocale, "'\(path.text)' names no language", at: node.location,
                       suggestion: "list at least one of \(strings.codes.joined(separator: ", ")), or remove it to ship them all")
                return .refused
            }
            let reported = diagnostics.count
            let kept = items.filter { item in
                guard let code = item.scalar?.value else {
                    _ = mismatch(item, expected: "a language", path: path)
                    return false
                }
                guard strings.locale(code) != nil else {
                    reportUnknownLocale(code, at: item.location)
                    return false
                }
                return true
            }
            return diagnostics.count == reported ? .asWritten : .changed(YAMLNode(.sequence(kept), at: node.location))
        case .localizedStrings:
            return checkMapping(node, path: path) { name, keyLocation in
                guard strings.locale(name) != nil else {
                    reportUnknownLocale(name, at: keyLocation)
                    return nil
                }
                return .stringValues
            }
        case .stringValues:
            return checkMapping(node, path: path) { name, keyLocation in
                if name == StringCatalog.fallbackKey { return .value(.bool) }
                guard let declaration = strings.declarations[name] else {
                    // A text the brand's own document writes (`store.ios.name`), asked after the declared ones.
                    if let text = TranslatedText.named(name) { return text.schema }
                    report(.unknownString, "unknown string '\(DiagnosticText.value(name))'", at: keyLocation,
                           suggestion: DidYouMean.suggestion(for: name, in: strings.keys + TranslatedText.all.map(\.key), noun: "string")
                               + " (declare new strings under 'strings' in brandkit.yaml)")
                    return nil
                }
                return declaration.isPlural ? .map(.value(.string)) : .value(.string)
            }
        case .flagValues:
            return checkFlagValues(node, path: path)
        }
    }

    /// The scalar `scalar`, written at `location`, as a value of `type` (of `flag`, when it
    /// is a flag's value or one of its items); `isNull`: whether it is null, which the caller
    /// has asked already. `path` makes its path, asked only when the value is refused or kept:
    /// a value of a type no check reads (a flag's bool, mostly) is typed without one.
    private func checked(_ scalar: consuming YAMLScalar, at location: SourceLocation, as type: ScalarType,
                         path: () -> ValuePath, flag: FlagPosition?, isNull: Bool) -> Checked {
        let problem = isNull ? ScalarRules.nullProblem(as: type) : ScalarRules.problem(withWritten: scalar, as: type)
        if let problem {
            let path = path()
            rejectedPaths.insert(path.body)
            report(.typeMismatch, "'\(path.text)': \(problem.message)", at: location, suggestion: problem.suggestion)
            if !isNull { keepRefused(scalar, at: location, path: path) }
            return .refused
        }
        if recorded.contains(type) {
            keep(TypedLeaf(place: path(), type: type, scalar: scalar, location: location, flag: flag, environment: environment))
        }
        return .asWritten
    }

    private func keep(_ leaf: TypedLeaf) {
        // Called through the optional, not bound: a binding copies the closure for every value.
        if valueChecks == nil { leaves.append(leaf) } else { valueChecks?.check(leaf, &valueDiagnostics) }
    }

    /// A refused scalar that looks like a secret is still a secret written in the file: the
    /// value rules read it as text, so that a key pasted where brandkit takes `{ env: ... }`
    /// or a URL is found (`secret-in-brand-file`), and every diagnostic on its line withholds
    /// it. Other refused values reach no rule: their type's error is all there is to say.
    private func keepRefused(_ scalar: YAMLScalar, at location: SourceLocation, path: ValuePath) {
        guard recorded.contains(.string), SecretShape.kind(of: scalar.value, key: path.key) != nil else { return }
        keep(TypedLeaf(place: path, type: .string, scalar: scalar, location: location, flag: nil, environment: environment))
    }

    /// `featureFlags:`, each value typed by its flag's declaration.
    private func checkFlagValues(_ node: YAMLNode, path: ValuePath) -> Checked {
        guard let pairs = node.mapping else { return mismatch(node, expected: "a mapping of keys to values", path: path) }
        let children = path.forChildren
        var pairsChecked = CheckedPairs(pairs)
        /// The flag found last, which the next lookup tries after.
        var previous: FlagPosition?
        for index in pairs.indices {
            let reported = diagnostics.count
            var value = Checked.refused
            // The pair's parts are read where they stand: a copy of the pair, or of its value,
            // for every flag cost more than the checks.
            let name = pairs[index].key.value
            if let flag = position(of: name, after: &previous, at: pairs[index].keyLocation, path: path) {
                // The content is matched alone: matching it in a tuple with the type copies it.
                if case .scalar(let scalar) = pairs[index].value.content {
                    if scalar.isNull {
                        reportMissingValue(of: flags[flag], writtenAs: name, at: pairs[index].keyLocation, path: path)
                    } else if let type = flags.facts(flag).scalarType {
                        // Most flags hold one scalar: checked as its type, without a walk of the type's schema,
                        // unless this worker found the same value clean before.
                        if let clean = valueChecks?.cleanFlagValues, clean.contains(scalar, key: name, of: flag, in: environment) {
                            value = .asWritten
                        } else {
                            let found = valueDiagnostics.count
                            value = checked(scalar, at: pairs[index].value.location, as: type, path: { children.child(name) },
                                            flag: flag, isNull: false)
                            if case .asWritten = value, diagnostics.count == reported, valueDiagnostics.count == found {
                                valueChecks?.cleanFlagValues.insert(scalar, key: name, of: flag, in: environment)
                            }
                        }
                    } else {
                        value = checked(pairs[index].value, of: flag, path: children.child(name))
                    }
                } else {
                    value = checked(pairs[index].value, of: flag, path: children.child(name))
                }
            }
            pairsChecked.record(index, value, refused: diagnostics.count != reported)
        }
        return pairsChecked.result(at: node.location)
    }

    /// `node`, the value of the flag at `position`, walked against its type's schema.
    private func checked(_ node: YAMLNode, of position: FlagPosition, path: ValuePath) -> Checked {
        flag = position
        defer { flag = nil }
        return checked(node, against: flags[position].type.schema, path: path)
    }

    /// The position of the flag `name`, written at `keyLocation`, looked up after the flag
    /// at `previous`, which becomes this one; nil, reported, when there is none.
    private func position(of name: String, after previous: inout FlagPosition?, at keyLocation: SourceLocation,
                          path: ValuePath) -> FlagPosition? {
        if let found = flags.position(of: name, after: previous) {
            previous = found
            return found
        }
        if brokenFlags.contains(name) {
            rejectedPaths.insert(path.child(name).body)
            return nil
        }
        report(.unknownFlag, "unknown feature flag '\(name)'", at: keyLocation,
               suggestion: DidYouMean.suggestion(for: name, in: flags.names, noun: "flag")
                   + " (declare new flags under 'featureFlags' in brandkit.yaml)")
        return nil
    }

    /// Reports the flag `declaration`, written as `name` at `keyLocation`, with no value after it.
    private func reportMissingValue(of declaration: FlagDeclaration, writtenAs name: String, at keyLocation: SourceLocation,
                                    path: ValuePath) {
        let fallback = declaration.defaultValue.map { " to use the default (\($0.scalar?.value ?? "its list"))" } ?? ""
        report(.missingFlagValue, "feature flag '\(name)' has no value", at: keyLocation,
               suggestion: "write a \(declaration.type) value after '\(name):', or remove the line\(fallback)")
        rejectedPaths.insert(path.child(name).body)
    }

    /// What a mapping's keys name: fields, or environments (whose overlays they are written in).
    private enum Keys { case fields, environments }

    /// Checks each entry of a mapping with the schema `schemaForKey` gives its key, written at
    /// a location (nil drops it).
    private func checkMapping(
        _ node: YAMLNode, path: ValuePath, keys: Keys = .fields, schemaForKey: (_ key: String, _ keyLocation: SourceLocation) -> Schema?,
        missing: ([YAMLPair]) -> Void = { _ in }
    ) -> Checked {
        guard let pairs = node.mapping else { return mismatch(node, expected: "a mapping of keys to values", path: path) }
        let path = path.forChildren
        var pairsChecked = CheckedPairs(pairs)
        // Each pair's parts read where they stand, as `checkFlagValues` does: a copy of every
        // pair, its key and its value retained and released, cost more than the walk.
        for index in pairs.indices {
            let reported = diagnostics.count
            var value = Checked.refused
            let key = pairs[index].key.value
            if let schema = schemaForKey(key, pairs[index].keyLocation) {
                switch keys {
                case .fields:
                    value = checked(pairs[index].value, against: schema, path: path.child(key))
                case .environments:
                    environment = key
                    value = checked(pairs[index].value, against: schema, path: path.overlay(key))
                    environment = nil
                }
            }
            pairsChecked.record(index, value, refused: diagnostics.count != reported)
        }
        missing(pairs)
        return pairsChecked.result(at: node.location)
    }

    private func mismatch(_ node: YAMLNode, expected: String, path: ValuePath) -> Checked {
        rejectedPaths.insert(path.body)
        if case .scalar(let scalar) = node.content, !scalar.isNull { keepRefused(scalar, at: node.location, path: path) }
        let suggestion = switch node.content {
        case .scalar: "write \(expected) here"
        case .sequence, .mapping: "write \(expected) here, not \(node.kindDescription)"
        }
        report(.typeMismatch, "'\(path.text)' expects \(expected), found \(node.kindDescription)", at: node.location,
               suggestion: suggestion)
        return .refused
    }

    private func reportUnknownLocale(_ code: String, at location: SourceLocation) {
        let why = (try? LanguageTag(code)).map { _ in "brandkit.yaml declares \(strings.codes.joined(separator: ", "))" }
        report(.unknownLocale, "unknown locale '\(DiagnosticText.value(code))'; \(why ?? "it is not a BCP 47 language CLDR knows")",
               at: location, suggestion: DidYouMean.suggestion(for: code, in: strings.codes, noun: "locale")
                   + " (declare languages under 'locales' in brandkit.yaml)")
    }

    func report(_ code: DiagnosticCode, _ message: String, at location: SourceLocation, suggestion: String?) {
        diagnostics.append(.error(code, message, at: location, suggestion: suggestion))
    }
}

/// A mapping's pairs as checked. Every refusal is reported, so while nothing is reported the
/// pairs as written are the checked pairs; they are copied only from the first refusal on.
private struct CheckedPairs {
    private let written: [YAMLPair]
    private var kept: [YAMLPair]?

    init(_ written: [YAMLPair]) {
        self.written = written
    }

    /// Records the pair at `index` checked as `value`; `refused`: something about it was
    /// reported.
    /// Inlined: every pair of every mapping is recorded, and nearly all are kept as written
    /// with nothing refused before them, which this tells before anything is copied.
    @inline(__always)
    mutating func record(_ index: Int, _ value: Checked, refused: Bool) {
        guard kept != nil || refused else { return }
        var copied = kept ?? Array(written[..<index])
        kept = nil  // leaves `copied` the only reference, so appending does not copy
        if let value = value.node(as: written[index].value) {
            copied.append(YAMLPair(key: written[index].key, keyLocation: written[index].keyLocation, value: value))
        }
        kept = copied
    }

    /// The checked mapping, written at `location`.
    func result(at location: SourceLocation) -> Checked {
        kept.map { .changed(YAMLNode(.mapping($0), at: location)) } ?? .asWritten
    }
}

/// What checking a node leaves. Most nodes conform as written, and say so without a copy
/// of themselves handed back up the walk.
private enum Checked {
    /// The node as written.
    case asWritten
    /// The node without the parts that were refused.
    case changed(YAMLNode)
    case refused

    /// The checked node, `written` being the node that was checked.
    func node(as written: YAMLNode) -> YAMLNode? {
        switch self {
        case .asWritten: written
        case .changed(let node): node
        case .refused: nil
        }
    }
}
