import BrandConfiguration
import BrandCore
import BrandYAML
import HelpCenter

/// The brand values `Brand.xcconfig` carries, by build setting. The bundle writer writes
/// exactly these and the `unrepresentable-text` rule checks exactly these, so what reaches
/// the file is what validation checked.
package enum XcconfigSettings {
    package static let brandValues = [("PRODUCT_BUNDLE_IDENTIFIER", "bundleId"), ("BRAND_DISPLAY_NAME", "displayName")]
    package static let valuePaths = brandValues.map { BodyPath($0.1) }
}
