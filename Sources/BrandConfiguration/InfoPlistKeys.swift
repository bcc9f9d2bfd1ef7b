/// The Info.plist keys something other than `ios.infoPlist` writes: a typed field of the
/// brand, or Xcode. A brand's `ios.infoPlist` and a module's `ios.infoPlist` may set none.
package enum InfoPlistKeys {
    /// What writes the Info.plist key `key` instead of `ios.infoPlist`, when something does:
    /// a typed field of the brand, or Xcode. A key's device and platform forms
    /// (`KEY~iphone`, `KEY~ipad`, `KEY-iphoneos`: Apple's "Information Property List"
    /// qualifiers, which replace the key on that device) are the key itself, and every
    /// `NS…UsageDescription` is a usage description, known to brandkit or not.
    package static func owner(of key: String) -> String? {
        var base = Substring(key)
        if let tilde = base.firstIndex(of: "~") { base = base[..<tilde] }
        if let dash = base.lastIndex(of: "-"), base[base.index(after: dash)...].allSatisfy({ $0.isLowercase && $0.isASCII }) {
            base = base[..<dash]
        }
        if let usage = UsageDescription.withKey(String(base)) { return "ios.usageDescriptions.\(usage.name)" }
        if base.hasPrefix("NS") && base.hasSuffix("UsageDescription") {
            return "ios.usageDescriptions (and interface.usageDescriptions), where validate checks each text"
        }
        return ownedKeys[String(base)] ?? (xcodeKeys.contains(String(base)) ? "Xcode's build settings at build time" : nil)
    }

    private static let ownedKeys: [String: String] = [
        "CFBundleIdentifier": "bundleId",
        "CFBundleDisplayName": "displayName (translated under strings.<lang>.displayName)",
        "CFBundleShortVersionString": "ios.version",
        "CFBundleVersion": "ios.build",
        "CFBundleURLTypes": "ios.urlSchemes",
        "CFBundleLocalizations": "locales",
        "UILaunchScreen": "launchScreen",
    ]

    /// Keys Xcode writes into every built app from its build settings and SDK: set by a
    /// brand, they would break the app (`CFBundleExecutable`) or say something untrue.
    private static let xcodeKeys: Set<String> = [
        "BuildMachineOSBuild", "CFBundleDevelopmentRegion", "CFBundleExecutable", "CFBundleInfoDictionaryVersion",
        "CFBundleName", "CFBundlePackageType", "CFBundleSupportedPlatforms", "DTCompiler", "DTPlatformBuild",
        "DTPlatformName", "DTPlatformVersion", "DTSDKBuild", "DTSDKName", "DTXcode", "DTXcodeBuild",
        "MinimumOSVersion", "UIDeviceFamily",
    ]
}
