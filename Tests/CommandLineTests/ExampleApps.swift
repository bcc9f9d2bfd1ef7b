/// The apps the example brands make in each environment, as the brand files and the
/// manifest's environments say (`bundleIdSuffix`, `displayNameSuffix`, a brand's own
/// overlay): what every real build from brandkit's wiring must make, app for app.
enum ExampleApps {
    struct App {
        let brand: String
        let flavor: String
        let environment: String
        let id: String
        /// The name under the icon, in the brand's default language.
        let label: String
        let versionCode: String
        let versionName: String
        /// `ios.version` and `ios.build`; empty where the brand leaves them to the target.
        let iosVersion: String
        let iosBuild: String
        /// The URL schemes its links open it with, on Android.
        let schemes: [String]
        /// The team that signs it (`ios.team`), Xcode's signing style (nil where the brand
        /// leaves it to the target), and, signed by hand, match's profile for it.
        let team: String
        let signStyle: String?
        let profile: String?
        /// The widget's id (`ios.extensions.widget`, following the app's), nil where the brand
        /// ships none; its target is `<brand>-widget`.
        let widget: String?

        /// match's profile for the widget, where the app's is match's.
        var widgetProfile: String? {
            guard let widget, profile != nil else { return nil }
            return "match \(environment == "debug" ? "Development" : "AppStore") \(widget)"
        }
    }

    static let environments = ["release", "staging", "debug"]

    static let all: [App] = [
        ("acme", "acme", "com.acme.shop", "Acme Shop", ["acme-shop"]),
        ("acme-de", "acmeDe", "com.acme.shop.de", "Acme Shop DE", ["acme-shop-de"]),
        ("globex", "globex", "com.globex.app", "Globex", ["globex"]),
        ("initech", "initech", "com.initech.mobile", "Initech", ["initech"]),
    ].flatMap { brand, flavor, id, label, schemes in
        environments.map { environment in
            let suffix = environment == "release" ? "" : "." + environment
            let name = environment == "staging" ? label + " β" : brand == "initech" && environment == "debug" ? "Initech (Debug)" : label
            let globex = brand == "globex"
            let manual = brand.hasPrefix("acme")
            let profile = manual ? "match \(environment == "debug" ? "Development" : "AppStore") \(id + suffix)" : nil
            return App(brand: brand, flavor: flavor, environment: environment, id: id + suffix, label: name,
                       versionCode: globex ? "45" : "", versionName: globex ? "2.9" : "",
                       iosVersion: globex ? "2.3.0" : "", iosBuild: globex ? "45" : "", schemes: schemes,
                       team: globex ? "Z9Y8X7W6V5" : "A1B2C3D4E5", signStyle: manual ? "Manual" : globex ? "Automatic" : nil, profile: profile,
                       widget: brand.hasPrefix("acme") ? id + suffix + ".widget" : nil)
        }
    }
}
