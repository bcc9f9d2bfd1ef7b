/// What `brandkit init` writes: a manifest and one brand that validate as they are, and
/// show the format's main parts (environments, typed flags, defaults, the help center).
package enum StarterBrands {
    package static let manifest = """
        # The manifest: environments, every feature flag, and the values all brands start from.
        environments: [release, debug]   # the first is the default
        configurations: { Debug: debug, Release: release }   # Xcode build configurations

        featureFlags:
          newCheckout: { type: bool, default: false, description: The redesigned checkout., owner: payments }
          maxCartItems: { type: int, default: 20, min: 1, max: 200, description: Items a cart may hold. }

        defaults:
          colors:
            onPrimary: "#FFFFFF"
          helpCenter:
            sectionOrder: "email"

        """

    package static func brand(_ id: String) -> String {
        """
        # A brand: its name, identifiers, colours, flags and help center. Values not set here
        # come from brandkit.yaml's defaults.
        displayName: \(id.prefix(1).uppercased() + id.dropFirst())
        bundleId: com.example.\(id.replacingOccurrences(of: "-", with: ""))
        colors:
          primary: "#1A73E8"
        featureFlags:
          newCheckout: true
        helpCenter:
          email: { address: support@example.com, subject: Help with my order }
        environments:
          debug:
            featureFlags:
              maxCartItems: 200

        """
    }
}
