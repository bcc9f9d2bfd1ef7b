import BrandCore

/// Inline SVG stand-ins for the cells' SF Symbols, which cannot ship outside Apple's
/// platforms: simple line drawings, decorative (hidden from screen readers), drawn in the
/// text colour.
enum HTMLIcons {
    /// Path data on a 24×24 grid, by SF Symbols name.
    static let paths: [String: String] = [
        "cart": "M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2M9 19.5a1 1 0 1 0 0 .01M17 19.5a1 1 0 1 0 0 .01",
        "person.2": "M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 19c0-3.3 2.7-5 6-5s6 1.7 6 5M16 5.3a3 3 0 0 1 0 5.4M18 14.3c1.8.7 3 2.2 3 4.7",
        "bubble.left.and.bubble.right": "M3 5h11v7H8l-3 3v-3H3zM17 9h4v7h-2v3l-3-3h-5v-2",
        "envelope": "M3 6h18v12H3zM3 6l9 7 9-7",
        "person.crop.circle": "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 12a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6.5 18.5c1-2.4 3-3.5 5.5-3.5s4.5 1.1 5.5 3.5",
    ]
    /// A plain circle for a symbol without a drawing of its own.
    static let fallback = "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z"

    static func svg(for symbol: String) -> String {
        "<svg class=\"icon\" viewBox=\"0 0 24 24\" width=\"24\" height=\"24\" aria-hidden=\"true\" focusable=\"false\">"
            + "<path d=\"\(paths[symbol] ?? fallback)\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.6\" "
            + "stroke-linecap=\"round\" stroke-linejoin=\"round\"/></svg>"
    }
}
