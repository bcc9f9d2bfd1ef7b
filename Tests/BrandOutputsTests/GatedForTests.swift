import BrandConfiguration
import BrandCore
import BrandValidation

extension FeatureFlagManager {
    /// These brands through the run's gate, for tests of the stages after it: a manifest
    /// with errors fails the test's `try`.
    func gated() throws(BrandKitError) -> GatedBrands<FeatureFlagManager> {
        switch OpenedBrands(self).gate() {
        case .passed(let gated): return gated
        case .failed(let broken):
            throw BrandKitError("the test's manifest has errors: \(broken.diagnostics.map(\.message))", hint: nil)
        }
    }
}
