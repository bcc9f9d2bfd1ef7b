import BrandConfiguration
import BrandCore
import BrandValidation
import HelpCenter
import LanguageRules
/// The formats `brandkit render` writes.
package enum HelpCenterFormat: String, CaseIterable, Sendable {
    /// `html` is the brand's preview page: its screen, flags and colours, self-contained.
    case text, json, html
}

/// What rendering a brand produced: the screen, or the report that stopped it.
package enum RenderOutcome: Sendable {
    case rendered(String)
    case failed(ValidationReport)
}

package enum HelpCenterRendering {
    /// `app com.acme.shop.staging`, or each platform's id where they differ.
    package static func appLine(_ brand: ResolvedBrand) -> String {
        let ios = brand.bundleId ?? "", android = brand.applicationId ?? ""
        return "app " + (ios == android ? ios : "\(ios) (iOS) · \(android) (Android)")
    }

    /// Renders `brand`'s help center in `environment` (the default one when nil), after
    /// validating everything that brand reads; a brand with errors renders nothing.
    /// `locale`: a language the brand ships (its default when nil).
    package static func render(_ reading: BrandReading<FeatureFlagManager>, brand id: String, environment: String?,
                              format: HelpCenterFormat, locale code: String? = nil) throws(BrandKitError) -> RenderOutcome {
        let request = RunRequest(reading) { listed throws(BrandKitError) in
            try listed.checkBrand(id, environment: environment)
            _ = try listed.manifest.checkedLocale(code)
        }
        var asked: LanguageTag?
        return try BrandRun.run(request) { brands throws(BrandKitError) in
            asked = try brands.manifest.checkedLocale(code)
            return try .one(id, environment: environment, of: brands)
        } emit: { run throws(BrandKitError) -> RenderOutcome in
            switch run.brand(id) {
            case .passed(let gated): try render(gated, format: format, locale: asked)
            case .failed(let report): .failed(report)
            }
        }.result(or: RenderOutcome.failed)
    }

    /// The help center of a brand that passed its gate, in the format's view.
    private static func render(_ gated: ValidatedBrand, format: HelpCenterFormat, locale asked: LanguageTag?) throws(BrandKitError) -> RenderOutcome {
        let id = gated.brand.id
        if let asked, !gated.brand.locales.contains(asked) {
            throw BrandKitError("\(id) does not ship \(asked.code)",
                                hint: "it ships \(gated.brand.locales.map(\.code).joined(separator: ", "))")
        }
        // The screen the gate's own run of the scene made (in another language, its
        // sections with that language's texts), shown by the format's view.
        let screen = asked.map(gated.variant.screen(in:)) ?? gated.variant.screen
        switch format {
        case .text:
            let view = TextHelpCenterView()
            view.display(screen)
            // The app this brand and environment build, under the screen's title lines.
            var lines = view.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            lines.insert(appLine(gated.brand), at: min(2, lines.count))
            return .rendered(lines.joined(separator: "\n"))
        case .json:
            let view = JSONHelpCenterView()
            view.display(screen)
            return .rendered(view.output)
        case .html:
            return .rendered(Preview.brandPage(gated.validated, brand: id, environments: [gated.environment], locale: asked))
        }
    }
}
