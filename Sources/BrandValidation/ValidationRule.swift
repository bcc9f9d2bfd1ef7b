import BrandConfiguration
import BrandCore
import BrandYAML
import HelpCenter
import AssetFormats

/// One validation rule: what it reports, why, examples that must and must not trigger it,
/// and the check itself. Rules are listed in `ValidationRule.all`, one per file.
package struct ValidationRule: Sendable {
    package var code: DiagnosticCode
    package var severity: Severity
    package var summary: String
    /// Brand directories that must report this rule exactly where their `↓` markers stand.
    package var triggering: [RuleExample]
    /// Brand directories that must not report it.
    package var nonTriggering: [RuleExample]
    /// False for rules that keep generated files sound: turning them off would let
    /// `bundle` write files that break or inject.
    package var canBeDisabled: Bool
    let check: Check

    /// What a rule looks at.
    enum Check: Sendable {
        /// Each value of one of `types` as written, once, wherever it is written: a brand
        /// file, one of its overlays, a flag default or the manifest's `defaults`.
        case values(of: Set<ScalarType>, @Sendable (TypedLeaf, Manifest) -> Finding?)
        /// One resolved brand in one environment. What it reads is recorded as it runs: only
        /// those keys are merged, and environments whose overlays set none of them are checked
        /// once for all.
        case brand(@Sendable (ResolvedBrand, RuleContext) -> [Finding])
        /// Every brand in every checked environment at once, comparing the values at the
        /// keys `comparing` (top-level, or dotted paths; a list's or mapping's items each a
        /// value) across brands, each key on its own. Brand summaries hold exactly the values
        /// enabled rules compare, and the check is handed each key it declared in turn.
        case brands(comparing: [String], @Sendable (_ key: String, [BrandSummary], RuleContext) -> [Finding])
        /// The manifest, once.
        case manifest(@Sendable (Manifest, RuleContext) -> [Finding])
    }

    init(_ code: DiagnosticCode, _ severity: Severity, _ summary: String,
         triggering: [RuleExample], nonTriggering: [RuleExample], canBeDisabled: Bool = true, check: Check) {
        self.canBeDisabled = canBeDisabled
        self.code = code
        self.severity = severity
        self.summary = summary
        self.triggering = triggering
        self.nonTriggering = nonTriggering
        self.check = check
    }

    /// A finding of this rule as a diagnostic.
    func diagnostic(_ finding: Finding) -> Diagnostic {
        finding.diagnostic(code, severity)
    }
}

/// What a rule found; the rule's code and severity make it a diagnostic.
struct Finding: Sendable {
    var message: String
    var location: SourceLocation
    var suggestion: String?

    init(_ message: String, at location: SourceLocation, suggestion: String?) {
        self.message = message
        self.location = location
        self.suggestion = suggestion
    }

    func diagnostic(_ code: DiagnosticCode, _ severity: Severity) -> Diagnostic {
        Diagnostic(severity, code, message, at: location, suggestion: suggestion)
    }
}

/// What rules may read besides the brand: today's date, for flag lifecycles; the files brands
/// name; which environment variables are set.
package struct RuleContext: Sendable {
    /// `YYYY-MM-DD`.
    package var today: String
    /// The help-center interactor every run of the scene uses: the real one, or in tests one
    /// that counts its runs.
    package var interactor: any HelpCenterInteracting
    /// The files brands name; the validator sets it from the brands it checks.
    package var assets: BrandAssets = .unavailable
    /// The manifest's environments and `interface:`; `run(over:)` sets them.
    package var environments: [String] = []
    package var interface: BrandInterface?
    /// The environments the run checks, in the order brand summaries number them.
    package var checkedEnvironments: [String] = []
    /// The images this run has decoded; the validator starts each run with none.
    package var decodedImages = DecodedImages()
    /// The fonts read, shared by every stage of the run that asks (by content, so a context
    /// used for several runs keeps what it read).
    package var fonts = ReadFonts()
    /// With `--require-secrets` (and always for `bundle`): the environment variables that are
    /// set and not empty. Only names: validation never holds a secret's value.
    package var availableVariables: Set<String>?
    /// Variables that are set to bytes that are not UTF-8 text, or that hold control
    /// characters: a secret read from one would reach the app changed, so it is refused.
    package var unusableVariables: Set<String> = []

    package init(today: String, interactor: any HelpCenterInteracting = HelpCenterInteractor(), availableVariables: Set<String>? = nil) {
        self.today = today
        self.interactor = interactor
        self.availableVariables = availableVariables
    }

    /// This context for a run over `source` in `environments`: its files, its manifest's
    /// environments and interface, and no image decoded yet. The fast validator and the
    /// reference one both start so.
    package func run(over source: some BrandFileSource, checking environments: [String]) -> RuleContext {
        var context = self
        context.assets = source.assets
        context.environments = source.manifest.environments
        context.checkedEnvironments = environments
        context.interface = source.manifest.interface
        context.decodedImages = DecodedImages()
        return context
    }
}

/// A small brands directory for a rule's documentation and tests. `↓` marks, in any file,
/// the character where the rule must report; the marker is removed before loading.
package struct RuleExample: Sendable {
    /// `acme.yaml`'s contents.
    package var brand: String
    /// Other brand files by file name.
    package var otherBrands: [String: String]
    /// The manifest; nil for `RuleExample.manifest`.
    package var manifest: String?
    /// Files brands name (a Firebase file, an image), by path relative to the brands directory.
    package var files: [String: ExampleFile]

    /// `files` as the bytes they stand for, made only when asked for: the rule catalog is
    /// built whenever brandkit validates, and an image made there would cost every run.
    package var fileBytes: [String: [UInt8]] {
        files.mapValues { file in
            switch file {
            case .text(let text): Array(text.utf8)
            case .png(let width, let height): PNGWriter.solid(width: width, height: height)
            }
        }
    }

    package init(_ brand: String, otherBrands: [String: String] = [:], manifest: String? = nil, files: [String: ExampleFile] = [:]) {
        self.brand = brand
        self.otherBrands = otherBrands
        self.manifest = manifest
        self.files = files
    }

    /// The manifest examples use unless they bring their own.
    package static let manifest = """
        environments: [release, staging]
        featureFlags:
          newCheckout: { type: bool, default: false }
          maxCartItems: { type: int, default: 20, min: 1, max: 200 }
          checkoutTheme: { type: string, default: classic, allowed: [classic, compact] }
          countryCode: { type: string, default: US, pattern: "^[A-Z]{2}$" }
          termsUrl: { type: url, default: "https://legal.example/terms" }
          supportEmail: { type: email, default: help@brand.example }
          bannerColor: { type: color, default: "#FFCC00" }
          paymentMethods: { type: list, default: [card], allowed: [card, paypal, klarna] }
        """
}

/// A file a rule example names: text, or an opaque white PNG of a size, drawn when used.
package enum ExampleFile: Sendable, ExpressibleByStringLiteral {
    case text(String)
    case png(width: Int, height: Int)

    package init(stringLiteral text: String) { self = .text(text) }
}
