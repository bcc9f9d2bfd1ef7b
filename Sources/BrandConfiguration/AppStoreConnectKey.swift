import BrandCore

/// `ios.appStoreConnect`: the App Store Connect API key fastlane talks to Apple with for a
/// brand (match making profiles, pilot and deliver uploading), named by its ids. The `.p8`
/// file stays where fastlane runs, its path in the variable `key.env` names: brandkit never
/// reads it, and it is not `secrets:`, which `bundle` writes into the app.
package struct AppStoreConnectKey: Sendable, Equatable {
    /// The key's id, as App Store Connect shows it (10 characters, A-Z and 0-9).
    package let keyID: String
    /// The issuer's id (a UUID); nil for an individual key, which has none.
    package let issuerID: String?
}

extension ResolvedBrand {
    /// The brand's App Store Connect key here, or nil where it names none or a part is missing
    /// (the key rule reports it).
    package var appStoreConnectKey: AppStoreConnectKey? {
        guard let key = self["ios"]?["appStoreConnect"], let id = key["keyID"]?.string, key["key"]?["env"]?.string != nil else { return nil }
        return AppStoreConnectKey(keyID: id, issuerID: key["issuerID"]?.string)
    }
}
