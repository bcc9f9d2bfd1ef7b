// The smallest interface of AppKit that the generated accessors call, written from Apple's
// documentation (the page each declaration follows is named). Not AppKit: there is no macOS
// here, so the generated platform extensions are type-checked against these declarations.
import Foundation

/// https://developer.apple.com/documentation/appkit/nsappearance
open class NSAppearance {
    /// https://developer.apple.com/documentation/appkit/nsappearance/name
    public struct Name: Hashable, Sendable {
        public let rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/appkit/nsappearance/name/aqua
        public static let aqua = Name("NSAppearanceNameAqua")
        /// https://developer.apple.com/documentation/appkit/nsappearance/name/darkaqua
        public static let darkAqua = Name("NSAppearanceNameDarkAqua")
    }
    /// https://developer.apple.com/documentation/appkit/nsappearance/bestmatch(from:)
    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? { nil }
}

/// https://developer.apple.com/documentation/appkit/nscolor
open class NSColor {
    /// https://developer.apple.com/documentation/appkit/nscolor/init(srgbred:green:blue:alpha:)
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// https://developer.apple.com/documentation/appkit/nscolor/init(name:dynamicprovider:)
    public init(name colorName: String?, dynamicProvider: @escaping (NSAppearance) -> NSColor) {}
}

/// https://developer.apple.com/documentation/appkit/nsimage
open class NSImage {}

extension Bundle {
    /// https://developer.apple.com/documentation/foundation/bundle/image(forresource:)
    public func image(forResource name: String) -> NSImage? { nil }
}

/// https://developer.apple.com/documentation/appkit/nsfont
open class NSFont {
    /// https://developer.apple.com/documentation/appkit/nsfont/init(name:size:)
    public init?(name fontName: String, size fontSize: CGFloat) { nil }
}
