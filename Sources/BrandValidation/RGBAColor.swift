import BrandConfiguration
import BrandCore
import BrandYAML
import Foundation
import HelpCenter

/// A color from `#RRGGBB` or `#RRGGBBAA`.
package struct RGBAColor: Hashable, Sendable {
    package var red: UInt8
    package var green: UInt8
    package var blue: UInt8
    package var alpha: UInt8

    package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    package init?(hex: String) {
        // Read as bytes: `#` and the digits are ASCII, so any other byte (or character) refuses it.
        let value = hex.withUTF8Bytes { bytes -> UInt32? in
            guard bytes.count == 7 || bytes.count == 9, bytes.first == UInt8(ascii: "#") else { return nil }
            var value: UInt32 = 0
            for byte in bytes.dropFirst() {
                guard let digit = byte.asciiHexDigitValue else { return nil }
                value = value << 4 | UInt32(digit)
            }
            return bytes.count == 7 ? value << 8 | 0xFF : value
        }
        guard let rgba = value else { return nil }
        red = UInt8(rgba >> 24 & 0xFF)
        green = UInt8(rgba >> 16 & 0xFF)
        blue = UInt8(rgba >> 8 & 0xFF)
        alpha = UInt8(rgba & 0xFF)
    }

    /// Channels as uppercase hex, two digits each, in the order given: `hex(\.red, \.green)`.
    package func hex(_ channels: KeyPath<RGBAColor, UInt8>...) -> String {
        channels.map { Hex.digits(self[keyPath: $0], width: 2) }.joined()
    }

    /// WCAG 2 relative luminance.
    package var luminance: Double {
        func channel(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
    }

    /// WCAG 2 contrast ratio between two colors, 1 to 21.
    package static func contrast(_ a: RGBAColor, _ b: RGBAColor) -> Double {
        let (light, dark) = (max(a.luminance, b.luminance), min(a.luminance, b.luminance))
        return (light + 0.05) / (dark + 0.05)
    }
}
