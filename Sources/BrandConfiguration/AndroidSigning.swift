import BrandCore

/// `android.signing`: which key Gradle signs a brand's app with in one environment, named by
/// the environment variables the build reads where it runs. brandkit never holds the key or
/// its passwords: they are not `secrets:`, which `bundle` writes into the app.
package struct AndroidSigning: Sendable, Equatable {
    /// The variable holding the keystore's path.
    package let keystoreVariable: String
    package let keyAlias: String
    package let storePasswordVariable: String
    /// The key's password; the store's when the brand names none.
    package let keyPasswordVariable: String

    /// The alias of the debug key the Android tools make (`~/.android/debug.keystore`).
    package static let debugKeyAlias = "androiddebugkey"

    /// The variables a build that signs with this key reads, in the order Gradle's signing
    /// config takes them.
    package var variables: [String] {
        var variables = [keystoreVariable, storePasswordVariable]
        if keyPasswordVariable != storePasswordVariable { variables.append(keyPasswordVariable) }
        return variables
    }
}

extension ResolvedBrand {
    /// The brand's signing here, or nil: where it sets none, where a part is missing (the
    /// signing rule reports it), or where the environment builds like debug and the brand
    /// keeps the debug key there (`debugBuilds` not true).
    package var androidSigning: AndroidSigning? {
        guard let signing = self["android"]?["signing"] else { return nil }
        if buildsLike == .debug, signing["debugBuilds"]?.scalar.flatMap(ScalarRules.bool) != true { return nil }
        guard let keystore = signing["keystore"]?["env"]?.string, let alias = signing["keyAlias"]?.string,
              let store = signing["storePassword"]?["env"]?.string
        else { return nil }
        return AndroidSigning(keystoreVariable: keystore, keyAlias: alias, storePasswordVariable: store,
                              keyPasswordVariable: signing["keyPassword"]?["env"]?.string ?? store)
    }
}
