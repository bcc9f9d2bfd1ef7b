import BrandBundles
import BrandValidation
/// A brand's screen colours as the preview paints them: opaque (a translucent colour is
/// shown as it looks over the white page), and with a text colour that meets WCAG AA on
/// its background even when the brand's own `onPrimary` does not.
struct PreviewColors {
    static let defaultPrimary = RGBAColor(red: 0x1F, green: 0x1F, blue: 0x1F)
    static let white = RGBAColor(red: 0xFF, green: 0xFF, blue: 0xFF)
    static let black = RGBAColor(red: 0, green: 0, blue: 0)
    /// WCAG AA for normal text.
    static let minimumContrast = 4.5

    var primary: RGBAColor
    var onPrimary: RGBAColor
    /// The brand's own pair, when it falls short of AA and the preview shows another text colour.
    var replacedOnPrimary: (brand: String, ratio: Double)?

    init(_ document: BrandDocument) {
        let parsed = Dictionary(document.colors.map { ($0.name, $0) }) { first, _ in first }
        let colors = parsed.mapValues(\.hex)
        primary = parsed["primary"].map { Self.overWhite($0.value) } ?? Self.defaultPrimary
        let wanted = parsed["onPrimary"].map { Self.overWhite($0.value) } ?? Self.white
        let ratio = RGBAColor.contrast(primary, wanted)
        if ratio >= Self.minimumContrast {
            onPrimary = wanted
        } else {
            onPrimary = RGBAColor.contrast(primary, Self.white) >= RGBAColor.contrast(primary, Self.black) ? Self.white : Self.black
            replacedOnPrimary = (colors["onPrimary"] ?? "#FFFFFF", ratio)
        }
    }

    /// The CSS custom properties the screen's styles read.
    var style: String { "--primary:\(Self.css(primary));--on-primary:\(Self.css(onPrimary))" }

    /// `color` as it appears painted over white.
    static func overWhite(_ color: RGBAColor) -> RGBAColor {
        over(color, white)
    }

    /// `color` painted over an opaque `background`, as the screen shows it.
    static func over(_ color: RGBAColor, _ background: RGBAColor) -> RGBAColor {
        let alpha = Int(color.alpha)
        func blend(_ value: UInt8, _ under: UInt8) -> UInt8 {
            let painted: Int = Int(value) * alpha + Int(under) * (255 - alpha)
            return UInt8((painted + 127) / 255)
        }
        return RGBAColor(red: blend(color.red, background.red), green: blend(color.green, background.green),
                         blue: blend(color.blue, background.blue))
    }

    static func css(_ color: RGBAColor) -> String {
        "#" + color.hex(\.red, \.green, \.blue)
    }

    /// A ratio as WCAG writes it, rounded down so a shown 4.5 is a real 4.5: `4.52:1`.
    static func ratioText(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded(.down))
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100):1"
    }
}
