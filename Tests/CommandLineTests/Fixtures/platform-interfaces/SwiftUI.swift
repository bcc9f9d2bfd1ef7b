// The smallest interface of SwiftUI that the generated accessors call, written from Apple's
// documentation (the page each declaration follows is named), over the UIKit or AppKit
// interface beside it. Not SwiftUI: there is no macOS here.
import Foundation
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

/// https://developer.apple.com/documentation/swiftui/color
public struct Color {
    #if canImport(UIKit)
    /// https://developer.apple.com/documentation/swiftui/color/init(uicolor:)
    public init(uiColor: UIColor) {}
    #else
    /// https://developer.apple.com/documentation/swiftui/color/init(nscolor:)
    public init(nsColor: NSColor) {}
    #endif
}

/// https://developer.apple.com/documentation/swiftui/image
public struct Image {
    /// https://developer.apple.com/documentation/swiftui/image/init(_:bundle:)
    public init(_ name: String, bundle: Bundle? = nil) {}
}

/// https://developer.apple.com/documentation/swiftui/font
public struct Font {
    /// https://developer.apple.com/documentation/swiftui/font/custom(_:size:)
    public static func custom(_ name: String, size: CGFloat) -> Font { Font() }
}
