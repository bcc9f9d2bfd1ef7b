import BrandBundles
import BrandConfiguration
import BrandCore
import BrandValidation
import Foundation
import HelpCenter
import LanguageRules
/// The preview site's pages: `index.html`, a gallery of every brand in every environment,
/// and `brands/<id>.html` per brand with its screens, flags and colours. A brand with
/// errors is an error card with its located diagnostics; the others are unaffected.
enum PreviewPages {
    /// One brand as the preview shows it: resolved per environment, or the errors that stop it.
    struct Entry: Sendable {
        var id: String
        /// The brand's document per environment, in environment order; empty when the brand
        /// has errors. Each screen was drawn once, for the gallery and the brand's page.
        var documents: [BrandDocument]
        var errors: [Diagnostic]
        /// The icons and images of the first environment's document, by path, as read; empty
        /// where files are not read (`render --format html`).
        var assets: [String: [UInt8]] = [:]
        /// The language asked for (`preview --locale`), shown first where the brand ships it.
        var locale: LanguageTag?

        /// The languages the brand's help center is shown in: the one asked for, then the
        /// brand's own order.
        var languages: [LanguageTag] {
            let shipped = documents.first?.locales ?? []
            guard let locale, shipped.contains(locale) else { return shipped }
            return [locale] + shipped.filter { $0 != locale }
        }

        init(id: String, variants: [ResolvedVariant], errors: [Diagnostic]) {
            self.id = id
            documents = variants.map { BrandDocument($0) }
            self.errors = errors
        }
    }

    static func files(_ entries: [Entry], environments: [String]) -> [BundleFile] {
        let index = BundleFile(path: "index.html", text: index(entries, environments: environments))
        // Each brand's page on any core, once the index is done: a page reads only its own
        // brand's documents, whose environments share one cache of merged keys.
        return [index] + Parallel.map(entries, jobs: Parallel.defaultJobs) {
            BundleFile(path: "brands/\($0.id).html", text: brandPage($0, linkingIndex: true))
        }
    }

    /// The gallery: one card a brand, scannable at fifty. Each shows the brand's app icon, its
    /// name on its own bar, its colours in light and dark, and its environments with the app
    /// each installs; its screens are on its page.
    static func index(_ entries: [Entry], environments: [String]) -> String {
        let failed = entries.count { !$0.errors.isEmpty }
        var body = "<header>\n<h1>Brand previews</h1>\n"
        body += "<p class=\"lede\">\(entries.count) brand\(entries.count == 1 ? "" : "s") in "
            + "\(environments.map(HTMLText.escape).joined(separator: ", "))"
            + (failed > 0 ? "; \(failed) with errors" : "") + "</p>\n</header>\n<main>\n<ul class=\"gallery\">\n"
        // Each card on any core: an icon is decoded and scaled down for it.
        body += Parallel.map(entries, jobs: Parallel.defaultJobs, card).joined()
        return PreviewDocument.page(title: "Brand previews", body: body + "</ul>\n</main>\n")
    }

    private static func card(_ entry: Entry) -> String {
        let link = "<a href=\"brands/\(HTMLText.escape(entry.id)).html\">"
        guard let first = entry.documents.first else {
            return "<li class=\"card error-card\" id=\"\(HTMLText.escape(entry.id))\">\n"
                + "<h2>\(link)\(HTMLText.escape(entry.id))</a></h2>\n" + errors(entry.errors) + "</li>\n"
        }
        let colors = PreviewColors(first)
        var html = "<li class=\"card\" id=\"\(HTMLText.escape(entry.id))\" style=\"\(colors.style)\">\n<div class=\"brand-head\">"
        if let icon = first.assets.first(where: { $0.role == .iosIcon }), let bytes = entry.assets[icon.path],
           let thumbnail = IconArtwork().thumbnail(icon.path, bytes: bytes, side: 128) {
            html += PreviewDocument.image(thumbnail, alt: "App icon", size: 64)
        }
        html += "<div><h2>\(link)\(HTMLText.escape(first.displayName))</a></h2>"
            + "<p class=\"app-id\"><code>\(HTMLText.escape(entry.id))</code></p></div></div>\n"
        html += "<div class=\"bar\"><h3>\(HTMLText.escape(first.displayName))</h3></div>\n" + contrastNote(colors)
        if !first.colors.isEmpty {
            html += "<ul class=\"pairs\" aria-label=\"Colours, light and dark\">\n"
            for color in first.colors {
                let dark = color.dark.map { PreviewColors.over($0, PreviewColors.black) } ?? PreviewColors.overWhite(color.value)
                let hexes = color.darkHex.map { "\(color.hex) / \($0)" } ?? color.hex
                html += "<li title=\"\(HTMLText.escape(hexes))\"><span class=\"swatch\" style=\"background:"
                    + "\(PreviewColors.css(PreviewColors.overWhite(color.value)))\"></span><span class=\"swatch\" style=\"background:"
                    + "\(PreviewColors.css(dark))\"></span><code>\(HTMLText.escape(color.name))</code></li>\n"
            }
            html += "</ul>\n"
        }
        html += "<ul class=\"environments\">\n"
        for document in entry.documents {
            html += "<li><span class=\"environment\">\(HTMLText.escape(document.environment))</span> "
                + "<code>\(HTMLText.escape(HelpCenterRendering.appLine(document.brand)))</code></li>\n"
        }
        return html + "</ul>\n</li>\n"
    }

    /// `linkingIndex`: the page sits in the site's `brands/` folder, beside the gallery.
    static func brandPage(_ entry: Entry, linkingIndex: Bool) -> String {
        let title = entry.documents.first?.displayName ?? entry.id
        var body = linkingIndex ? "<p><a href=\"../index.html\">All brands</a></p>\n" : ""
        body += "<h1>\(HTMLText.escape(title))</h1>\n"
        body += "<p class=\"lede\">brand <code>\(HTMLText.escape(entry.id))</code></p>\n<main>\n"
        guard let first = entry.documents.first else {
            body += "<section class=\"card error-card\">\n" + errors(entry.errors) + "</section>\n"
            return PreviewDocument.page(title: entry.id, body: body + "</main>\n")
        }
        body += look(first, assets: entry.assets) + firstSecond(entry)
        let languages = entry.languages
        if languages.count > 1 {
            body += "<nav class=\"languages\" aria-label=\"Languages\">Languages: "
                + languages.map { "<a href=\"#help-center-\(HTMLText.escape($0.code))\" hreflang=\"\(HTMLText.escape($0.code))\">\(HTMLText.escape($0.code))</a>" }
                    .joined(separator: " · ") + "</nav>\n"
        }
        for language in languages.isEmpty ? [nil] : languages.map(Optional.some) {
            let id = language.map { " id=\"help-center-\(HTMLText.escape($0.code))\"" } ?? ""
            body += "<h2\(id)>Help center" + (language.map { " · \(HTMLText.escape($0.code))" } ?? "") + "</h2>\n<ul class=\"screens\">\n"
            let suffix = language == languages.first ? "" : "@" + (language?.code ?? "")
            for document in entry.documents {
                let colors = PreviewColors(document)
                let id = HTMLText.escape("\(document.id)@\(document.environment)\(suffix)")
                body += "<li class=\"card\" id=\"\(id)\" style=\"\(colors.style)\" aria-label=\"\(HTMLText.escape(document.environment))\">"
                    + "<p><strong>\(HTMLText.escape(document.environment))</strong> "
                    + "<code>\(HTMLText.escape(HelpCenterRendering.appLine(document.brand)))</code></p>\n"
                    + screen(document, in: language) + contrastNote(colors) + "</li>\n"
            }
            body += "</ul>\n"
        }
        body += storeListing(first.brand) + identity(first) + flagTable(entry.documents.map(\.brand)) + colorList(first)
        return PreviewDocument.page(title: title, body: body + "</main>\n")
    }

    /// The document's help center in `language` (its default when nil or not shipped),
    /// marked with its language for screen readers.
    private static func screen(_ document: BrandDocument, in language: LanguageTag?) -> String {
        let shown = language.flatMap { document.locales.contains($0) ? $0 : nil } ?? document.locales.first
        let screen = shown.map(document.variant.screen(in:)) ?? document.variant.screen
        let html = HTMLHelpCenterView.html(screen)
        guard let shown else { return html }
        return "<div lang=\"\(HTMLText.escape(shown.code))\">" + html + "</div>"
    }

    /// What users see first: the app icon each environment installs (badged where the manifest
    /// says) and the launch screen in light and dark mode, the image centred on its colour.
    private static func firstSecond(_ entry: Entry) -> String {
        let artwork = IconArtwork()
        var icons: [String] = []
        for document in entry.documents {
            guard let icon = document.assets.first(where: { $0.role == .iosIcon }), let bytes = entry.assets[icon.path] else { continue }
            let drawn = artwork.badged(icon.path, bytes: bytes, badge: document.iconBadge, box: .whole)
            icons.append("<figure>\(PreviewDocument.image(drawn, alt: "App icon, \(document.environment)", size: 96))"
                + "<figcaption>\(HTMLText.escape(document.environment))</figcaption></figure>")
        }
        var launch: [String] = []
        if let document = entry.documents.first, let background = document.launchBackground {
            let image = document.launchImage.flatMap { entry.assets[$0] }.map { PreviewDocument.image($0, alt: "Launch image") } ?? ""
            for (mode, color) in [("light", background.value), ("dark", background.dark ?? background.value)] {
                launch.append("<figure><span class=\"launch\" style=\"background:\(PreviewColors.css(color))\">\(image)</span>"
                    + "<figcaption>Launch screen, \(mode)</figcaption></figure>")
            }
        }
        guard !icons.isEmpty || !launch.isEmpty else { return "" }
        return "<h2>First second</h2>\n<div class=\"look\">" + (icons + launch).joined() + "</div>\n"
    }

    /// The app icon per platform, and each image on a light and on a dark background, as
    /// `data:` images (the page's policy loads nothing else).
    private static func look(_ document: BrandDocument, assets: [String: [UInt8]]) -> String {
        func image(_ path: String, alt: String, size: Int? = nil) -> String? {
            assets[path].map { PreviewDocument.image($0, alt: alt, size: size) }
        }
        var items: [String] = []
        for reference in document.assets {
            switch reference.role {
            case .iosIcon:
                if let icon = image(reference.path, alt: "App Store icon", size: 96) { items.append("<figure>\(icon)<figcaption>iOS</figcaption></figure>") }
            case .androidForeground:
                guard let foreground = image(reference.path, alt: "Android adaptive icon", size: 96) else { continue }
                // The launcher shows the foreground over the background, masked to a circle here.
                let background = document.androidIconBackground.map { "background:\(PreviewColors.css($0))" } ?? "background:#FFFFFF"
                items.append("<figure><span class=\"adaptive\" style=\"\(background)\">\(foreground)</span><figcaption>Android</figcaption></figure>")
            case .image(let name):
                guard let picture = image(reference.path, alt: name) else { continue }
                for (mode, colour) in [("light", "#FFFFFF"), ("dark", "#000000")] {
                    items.append("<figure><span class=\"picture\" style=\"background:\(colour)\">\(picture)</span>"
                        + "<figcaption><code>\(HTMLText.escape(name))</code> on \(mode)</figcaption></figure>")
                }
            case .androidBackground, .androidMonochrome, .font, .launchImage:
                continue
            }
        }
        guard !items.isEmpty else { return "" }
        return "<h2>Icon and images</h2>\n<div class=\"look\">\n" + items.joined(separator: "\n") + "\n</div>\n"
    }

    /// What opens the app and signs it, in the first environment: its URL schemes, the
    /// domains it claims and its team; nothing when it has none.
    private static func identity(_ document: BrandDocument) -> String {
        let identity = document.identity
        var rows: [(String, [String])] = [
            ("iOS URL schemes", identity.iosURLSchemes.map { $0 + "://" }),
            ("Associated domains", identity.associatedDomains),
            ("App groups", identity.appGroups),
            ("Android URL schemes", identity.androidURLSchemes.map { $0 + "://" }),
            ("Android app links", identity.appLinks.map { "https://" + $0 }),
        ]
        if let team = identity.team { rows.insert(("Team", [team]), at: 0) }
        rows.removeAll { $0.1.isEmpty }
        guard !rows.isEmpty else { return "" }
        let items = rows.map { label, values in
            "<dt>\(label)</dt><dd>" + values.map { "<code>\(HTMLText.escape($0))</code>" }.joined(separator: " ") + "</dd>"
        }
        return "<h2>Identity</h2>\n<dl class=\"identity\">\n" + items.joined(separator: "\n") + "\n</dl>\n"
    }

    /// The brand's store listings as each store's search result shows them, in each language
    /// the brand ships: the name and the line under it; nothing when the brand has no `store:`.
    private static func storeListing(_ brand: ResolvedBrand) -> String {
        guard brand["store"] != nil else { return "" }
        var items: [String] = []
        for (label, nameText, lineText) in [("App Store", TranslatedText.appStoreName, TranslatedText.appStoreSubtitle),
                                            ("Google Play", .playTitle, .playShortDescription)] {
            for locale in brand.locales {
                guard let title = brand.text(nameText, in: locale)?.string else { continue }
                let under = brand.text(lineText, in: locale)?.string.map { "<br><span class=\"subtitle\">\(HTMLText.escape($0))</span>" } ?? ""
                items.append("<li lang=\"\(locale.code)\"><strong>\(HTMLText.escape(title))</strong>\(under)<br><small>\(label), \(locale.code)</small></li>")
            }
        }
        guard !items.isEmpty else { return "" }
        return "<h2>Store listing</h2>\n<ul class=\"store\">\n" + items.joined(separator: "\n") + "\n</ul>\n"
    }

        /// Every flag's value per environment and the place that sets it.
    private static func flagTable(_ brands: [ResolvedBrand]) -> String {
        var html = "<h2>Feature flags</h2>\n"
        let perEnvironment = brands.map { brand in Dictionary(brand.flags.map { ($0.name, $0) }) { first, _ in first } }
        let names = Set(perEnvironment.flatMap(\.keys)).sorted()
        guard !names.isEmpty else { return html + "<p>No flags.</p>\n" }
        html += "<table>\n<thead><tr><th scope=\"col\">Flag</th>"
            + brands.map { "<th scope=\"col\">\(HTMLText.escape($0.environment))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for name in names {
            html += "<tr><th scope=\"row\"><code>\(HTMLText.escape(name))</code></th>"
            for flags in perEnvironment {
                guard let flag = flags[name] else { html += "<td>—</td>"; continue }
                html += "<td>\(HTMLText.escape(flag.value.description))<small>\(HTMLText.escape(flag.provenance.description))</small></td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    /// Each colour as a swatch, with its contrast against white and black text.
    private static func colorList(_ document: BrandDocument) -> String {
        var html = "<h2>Colours</h2>\n"
        guard !document.colors.isEmpty else { return html + "<p>No colours.</p>\n" }
        html += "<ul class=\"swatches\">\n"
        for color in document.colors {
            html += swatch(color.name, hex: color.hex, PreviewColors.overWhite(color.value), mode: "")
            // The dark appearance over black, the background dark mode puts it on.
            if let darkHex = color.darkHex, let dark = color.dark {
                html += swatch(color.name, hex: darkHex, PreviewColors.over(dark, PreviewColors.black), mode: " (dark)")
            }
        }
        return html + "</ul>\n"
    }

    private static func swatch(_ name: String, hex: String, _ color: RGBAColor, mode: String) -> String {
        "<li><span class=\"swatch\" style=\"background:\(PreviewColors.css(color))\"></span>"
            + "<span><code>\(HTMLText.escape(name))</code>\(mode) \(HTMLText.escape(hex)): contrast "
            + "\(PreviewColors.ratioText(RGBAColor.contrast(color, PreviewColors.white))) with white, "
            + "\(PreviewColors.ratioText(RGBAColor.contrast(color, PreviewColors.black))) with black</span></li>\n"
    }

    private static func contrastNote(_ colors: PreviewColors) -> String {
        guard let replaced = colors.replacedOnPrimary else { return "" }
        return "<p class=\"note\">onPrimary \(HTMLText.escape(replaced.brand)) has a contrast of "
            + "\(PreviewColors.ratioText(replaced.ratio)) on primary, below WCAG AA; shown in "
            + "\(colors.onPrimary == PreviewColors.white ? "white" : "black").</p>\n"
    }

    private static func errors(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }
        var html = "<h3>\(errors.count) error\(errors.count == 1 ? "" : "s"): not previewed</h3>\n<ul class=\"diagnostics\">\n"
        for diagnostic in errors {
            html += "<li><code>\(HTMLText.escape(diagnostic.location.description))</code> "
                + "\(HTMLText.escape(diagnostic.message)) [\(HTMLText.escape(diagnostic.code.rawValue))]</li>\n"
        }
        return html + "</ul>\n"
    }
}
