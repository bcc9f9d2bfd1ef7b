import BrandConfiguration
import BrandCore
import BrandValidation
import HelpCenter
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
    /// Renders `brand`'s help center in `environment` (the default one when nil), after
    /// validating everything that brand reads; a brand with errors renders nothing.
    package static func render(_ manager: FeatureFlagManager, brand id: String, environment: String?,
                              format: HelpCenterFormat) throws(BrandKitError) -> RenderOutcome {
        let gated: GatedBrand
        switch try manager.gate(brand: id, environment: environment) {
        case .passed(let passed): gated = passed
        case .failed(let report): return .failed(report)
        }
        // The screen the gate's own run of the scene made, shown by the format's view.
        switch format {
        case .text:
            let view = TextHelpCenterView()
            view.display(gated.snapshot.screen)
            return .rendered(view.output)
        case .json:
            let view = JSONHelpCenterView()
            view.display(gated.snapshot.screen)
            return .rendered(view.output)
        case .html:
            return .rendered(Preview.brandPage(gated.validated, brand: id, environments: [gated.environment]))
        }
    }
}
