// The smallest interface of UIKit that the generated accessors call, written from Apple's
// documentation (the page each declaration follows is named). Not UIKit: there is no macOS
// here, so the generated platform extensions are type-checked against these declarations.
import Foundation

/// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection
open class UITraitCollection {
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle
    open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
}

/// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor {
    /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}
}

/// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage {
    /// https://developer.apple.com/documentation/uikit/uiimage/init(named:in:compatiblewith:)
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { nil }
}

/// https://developer.apple.com/documentation/uikit/uifont
open class UIFont {
    /// https://developer.apple.com/documentation/uikit/uifont/init(name:size:)
    public init?(name fontName: String, size fontSize: CGFloat) { nil }
}
