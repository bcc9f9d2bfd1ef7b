// Reads each bundle named on the command line through the generated accessors and prints
// every value it read, one `key=value` line each, for the test to compare with the
// bundle's BrandConfig.json. Compiled with the generated BrandConfiguration.swift for the
// example brands, so a flag the generator left out or mistyped fails the build.
import Foundation

func line(_ key: String, _ value: Any) { print("\(key)=\(value)") }

for path in CommandLine.arguments.dropFirst() {
    let config: BrandConfiguration
    do {
        guard let bundle = Bundle(path: path) else { throw BrandConfiguration.LoadError(path: "", problem: "no bundle") }
        config = try BrandConfiguration.load(from: bundle)
    } catch {
        print("error=\(error)")
        exit(1)
    }
    line("brand", config.brand)
    line("environment", config.environment)
    line("displayName", config.displayName)
    line("bundleId", config.bundleId)
    line("colors.primary", config.colors.primary.hex)
    line("colors.primary.dark", config.colors.primary.dark.hex)
    line("colors.onPrimary", config.colors.onPrimary.hex)
    line("colors.onPrimary.dark", config.colors.onPrimary.dark.hex)
    line("colors.accent", config.colors.accent.hex)   // every brand carries it: not optional
    line("colors.accent.dark", config.colors.accent.dark.hex)
    line("colors[primary].red", config.colors["primary"].map { String(format: "%.4f", $0.red) } ?? "none")
    let flags = config.featureFlags
    line("featureFlags.checkoutTheme", flags.checkoutTheme.rawValue)
    line("featureFlags.countryCode", flags.countryCode)
    line("featureFlags.loyaltyProgram", flags.loyaltyProgram)
    line("featureFlags.maxCartItems", flags.maxCartItems)
    line("featureFlags.newCheckout", flags.newCheckout)
    line("featureFlags.paymentMethods", flags.paymentMethods.map(\.rawValue).joined(separator: ","))
    line("featureFlags.promoBannerColor", flags.promoBannerColor.hex)
    line("featureFlags.searchRadiusKm", flags.searchRadiusKm)
    line("featureFlags.supportEmail", flags.supportEmail)
    line("featureFlags.termsUrl", flags.termsUrl.absoluteString)
    for (index, section) in config.helpCenter.enumerated() {
        switch section {
        case .store(let url): line("helpCenter[\(index)]", "store \(url.absoluteString)")
        case .socialNetworks(let profiles):
            line("helpCenter[\(index)]", "socialNetworks " + profiles.map { "\($0.network.rawValue) \($0.url.absoluteString)" }.joined(separator: " "))
        case .chat(let chat): line("helpCenter[\(index)]", "chat \(chat.provider) \(chat.channel)")
        case .email(let email): line("helpCenter[\(index)]", "email \(email.address) \(email.subject ?? "-")")
        case .customerPortal(let url): line("helpCenter[\(index)]", "customerPortal \(url.absoluteString)")
        }
    }
    // Every font role, by the enum an app's code names it with.
    for role in BrandConfiguration.BrandFontRole.allCases { line("fonts.\(role.name)", config.fontName(role) ?? "none") }
}
