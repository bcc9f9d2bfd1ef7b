/// The generated Swift's bridges to the platforms' own types, each behind `#if canImport`, so
/// the Foundation-only part still compiles everywhere (Linux included) and an app gets, from
/// the same file: a `UIColor`/`NSColor` that follows the appearance and a SwiftUI `Color`;
/// images from the brand's asset catalog; the brand's fonts as `UIFont`/`NSFont` and `Font`.
/// Each call names the Apple documentation page it relies on.
enum SwiftPlatformTypes {
    static func extensions(images: Bool, fonts: Bool, fontRoles: Bool) -> String {
        var out = "\n#if canImport(UIKit) && !os(watchOS)\nimport UIKit\n\n" + uiKitColor
        if images { out += uiKitImage }
        if fonts { out += uiKitFont }
        if fontRoles { out += uiKitFontRole }
        out += "#endif\n\n#if canImport(AppKit) && !targetEnvironment(macCatalyst)\nimport AppKit\n\n" + appKitColor
        if images { out += appKitImage }
        if fonts { out += appKitFont }
        if fontRoles { out += appKitFontRole }
        out += "#endif\n\n#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit)) && !os(watchOS)\nimport SwiftUI\n\n" + swiftUIColor
        if images { out += swiftUIImage }
        if fonts { out += swiftUIFont }
        if fontRoles { out += swiftUIFontRole }
        return out + "#endif\n"
    }

    private static let uiKitFontRole = """
        extension BrandConfiguration {
            /// The brand's font for `role`, once `registerFonts(in:)` has run:
            /// https://developer.apple.com/documentation/uikit/uifont/init(name:size:)
            public func uiFont(_ role: BrandFontRole, size: CGFloat) -> UIFont? {
                fontName(role).flatMap { UIFont(name: $0, size: size) }
            }
        }


        """

    private static let appKitFontRole = """
        extension BrandConfiguration {
            /// The brand's font for `role`, once `registerFonts(in:)` has run:
            /// https://developer.apple.com/documentation/appkit/nsfont/init(name:size:)
            public func nsFont(_ role: BrandFontRole, size: CGFloat) -> NSFont? {
                fontName(role).flatMap { NSFont(name: $0, size: size) }
            }
        }


        """

    private static let swiftUIFontRole = """

        extension BrandConfiguration {
            /// The brand's font for `role`, once `registerFonts(in:)` has run, scaled with Dynamic Type:
            /// https://developer.apple.com/documentation/swiftui/font/custom(_:size:)
            public func font(_ role: BrandFontRole, size: CGFloat) -> Font? {
                fontName(role).map { .custom($0, size: size) }
            }
        }

        """

    private static let uiKitColor = """
        extension BrandConfiguration.BrandColor {
            /// The colour as a `UIColor` that follows the light or dark appearance of the view
            /// showing it: https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)
            @available(iOS 13, tvOS 13, *)
            public var uiColor: UIColor {
                let light = self.light, dark = self.dark
                return UIColor { traits in
                    let shown = traits.userInterfaceStyle == .dark ? dark : light
                    // https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
                    return UIColor(red: CGFloat(shown.red), green: CGFloat(shown.green), blue: CGFloat(shown.blue),
                                   alpha: CGFloat(shown.alpha))
                }
            }
        }


        """

    private static let uiKitImage = """
        extension BrandConfiguration.BrandImage {
            /// The image set of the brand's asset catalog (`bundle --xcassets`) compiled into `bundle`:
            /// https://developer.apple.com/documentation/uikit/uiimage/init(named:in:compatiblewith:)
            public func uiImage(in bundle: Bundle = .main) -> UIImage? {
                UIImage(named: name, in: bundle, compatibleWith: nil)
            }
        }


        """

    private static let uiKitFont = """
        extension BrandConfiguration.BrandFont {
            /// The font, once `registerFonts(in:)` has run:
            /// https://developer.apple.com/documentation/uikit/uifont/init(name:size:)
            public func uiFont(size: CGFloat) -> UIFont? {
                UIFont(name: name, size: size)
            }
        }


        """

    private static let appKitColor = """
        extension BrandConfiguration.BrandColor {
            /// The colour as an `NSColor` that follows the light or dark appearance drawing it:
            /// https://developer.apple.com/documentation/appkit/nscolor/init(name:dynamicprovider:)
            @available(macOS 10.15, *)
            public var nsColor: NSColor {
                let light = self.light, dark = self.dark
                return NSColor(name: nil) { appearance in
                    // https://developer.apple.com/documentation/appkit/nsappearance/bestmatch(from:)
                    let shown = appearance.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua ? dark : light
                    // https://developer.apple.com/documentation/appkit/nscolor/init(srgbred:green:blue:alpha:)
                    return NSColor(srgbRed: CGFloat(shown.red), green: CGFloat(shown.green), blue: CGFloat(shown.blue),
                                   alpha: CGFloat(shown.alpha))
                }
            }
        }


        """

    private static let appKitImage = """
        extension BrandConfiguration.BrandImage {
            /// The image set of the brand's asset catalog compiled into `bundle`:
            /// https://developer.apple.com/documentation/foundation/bundle/image(forresource:)
            public func nsImage(in bundle: Bundle = .main) -> NSImage? {
                bundle.image(forResource: name)
            }
        }


        """

    private static let appKitFont = """
        extension BrandConfiguration.BrandFont {
            /// The font, once `registerFonts(in:)` has run:
            /// https://developer.apple.com/documentation/appkit/nsfont/init(name:size:)
            public func nsFont(size: CGFloat) -> NSFont? {
                NSFont(name: name, size: size)
            }
        }


        """

    private static let swiftUIColor = """
        extension BrandConfiguration.BrandColor {
            /// The colour for SwiftUI, following the appearance as the platform colour does:
            /// https://developer.apple.com/documentation/swiftui/color/init(uicolor:) and
            /// https://developer.apple.com/documentation/swiftui/color/init(nscolor:)
            @available(iOS 15, tvOS 15, macOS 12, *)
            public var color: Color {
                #if canImport(UIKit)
                Color(uiColor: uiColor)
                #else
                Color(nsColor: nsColor)
                #endif
            }
        }


        """

    private static let swiftUIImage = """
        extension BrandConfiguration.BrandImage {
            /// The image set of the brand's asset catalog compiled into `bundle`:
            /// https://developer.apple.com/documentation/swiftui/image/init(_:bundle:)
            public func image(in bundle: Bundle = .main) -> Image {
                Image(name, bundle: bundle)
            }
        }


        """

    private static let swiftUIFont = """
        extension BrandConfiguration.BrandFont {
            /// The font, once `registerFonts(in:)` has run, scaled with Dynamic Type:
            /// https://developer.apple.com/documentation/swiftui/font/custom(_:size:)
            public func font(size: CGFloat) -> Font {
                .custom(name, size: size)
            }
        }

        """
}
