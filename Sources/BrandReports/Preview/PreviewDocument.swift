import AssetFormats
import BrandCore
import Foundation
/// The frame every preview page shares: one self-contained HTML document with its styles
/// inline and a Content-Security-Policy that allows no request at all, so a page opened
/// from disk fetches nothing and runs no script, whatever a brand file holds.
enum PreviewDocument {
    static let contentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'"

    /// A PNG or JPEG as an `<img>` the policy allows: its bytes inline, as a `data:` URL.
    static func image(_ bytes: [UInt8], alt: String, size: Int? = nil) -> String {
        let dimensions = size.map { " width=\"\($0)\" height=\"\($0)\"" } ?? ""
        let type = (ImageFile.format(of: bytes) ?? .png).mimeType
        return "<img alt=\"\(HTMLText.escape(alt))\"\(dimensions) src=\"data:\(type);base64,\(Data(bytes).base64EncodedString())\">"
    }

    static func page(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="\(contentSecurityPolicy)">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="brandkit">
        <title>\(HTMLText.escape(title))</title>
        <style>
        \(style)</style>
        </head>
        <body>
        \(body)</body>
        </html>

        """
    }

    /// Page text is near-black on white and links dark blue (both far above WCAG AA); the
    /// screen's bar uses the brand's colours, which `PreviewColors` keeps at AA or better.
    static let style = """
        :root { color-scheme: light; font-family: -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
        body { margin: 0; padding: 24px; background: #FFFFFF; color: #1A1A1A; }
        a { color: #0B4FA8; }
        h1 { font-size: 28px; margin: 0 0 4px; }
        .lede { margin: 0 0 24px; color: #3D3D3D; }
        .gallery { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 24px; }
        .card { width: 320px; border: 1px solid #C8C8C8; border-radius: 16px; padding: 12px; background: #F7F7F7; }
        .card > h2 { font-size: 16px; margin: 0 0 8px; }
        .brand-head { display: flex; gap: 12px; align-items: center; margin-bottom: 8px; }
        .brand-head img { border-radius: 14px; flex: none; }
        .brand-head h2 { font-size: 16px; margin: 0; overflow-wrap: anywhere; }
        .brand-head .app-id { margin: 2px 0 0; font-size: 12px; }
        .card > .bar { border-radius: 8px; margin-bottom: 8px; }
        .pairs { list-style: none; margin: 0 0 8px; padding: 0; display: flex; flex-wrap: wrap; gap: 6px 12px; font-size: 12px; }
        .pairs li { display: flex; align-items: center; gap: 2px; }
        .pairs .swatch { width: 20px; height: 20px; border-radius: 4px; }
        .pairs code { margin-left: 4px; }
        .environments { list-style: none; margin: 0; padding: 0; font-size: 12px; }
        .environments li { margin: 2px 0; overflow-wrap: anywhere; }
        .environment { font-weight: normal; color: #3D3D3D; }
        .screen { border-radius: 12px; overflow: hidden; background: #FFFFFF; border: 1px solid #C8C8C8; min-height: 480px; }
        .bar { background: var(--primary); color: var(--on-primary); padding: 20px 16px 12px; }
        .bar h3 { margin: 0; font-size: 20px; overflow-wrap: anywhere; }
        .bar p { margin: 2px 0 0; font-size: 13px; }
        .cells { list-style: none; margin: 0; padding: 0; }
        .cell { display: flex; gap: 12px; padding: 12px 16px; border-bottom: 1px solid #E2E2E2; }
        .cell .icon { flex: none; color: #1A1A1A; margin-top: 2px; }
        .cell h4 { margin: 0; font-size: 15px; }
        .cell p { margin: 2px 0 6px; font-size: 13px; color: #3D3D3D; overflow-wrap: anywhere; }
        .actions { list-style: none; margin: 0; padding: 0; font-size: 13px; }
        .actions code { color: #3D3D3D; overflow-wrap: anywhere; }
        .empty { padding: 16px; color: #3D3D3D; }
        .error-card { background: #FFF4F4; border-color: #B3261E; }
        .error-card h3 { color: #8C1D18; font-size: 15px; margin: 0 0 8px; }
        .diagnostics { margin: 0; padding-left: 18px; font-size: 13px; overflow-wrap: anywhere; }
        .note { font-size: 13px; color: #3D3D3D; }
        .look { display: flex; flex-wrap: wrap; gap: 16px; margin: 0 0 24px; }
        .look figure { margin: 0; text-align: center; }
        .look img { display: block; }
        .adaptive { display: block; width: 96px; height: 96px; border-radius: 50%; overflow: hidden; }
        .picture { display: block; padding: 12px; border: 1px solid #ccc; }
        .launch { display: flex; align-items: center; justify-content: center; width: 120px; height: 240px; border: 1px solid #ccc; border-radius: 12px; }
        .launch img { max-width: 60%; height: auto; }
        .picture img { max-width: 240px; height: auto; }
        .screens { list-style: none; margin: 0 0 24px; padding: 0; display: flex; flex-wrap: wrap; gap: 24px; }
        .screens > li { width: 320px; }
        table { border-collapse: collapse; font-size: 14px; margin-bottom: 24px; }
        th, td { text-align: left; border: 1px solid #C8C8C8; padding: 6px 8px; vertical-align: top; overflow-wrap: anywhere; }
        td small { display: block; color: #3D3D3D; }
        .swatches { list-style: none; margin: 0; padding: 0; }
        .swatches li { display: flex; align-items: center; gap: 12px; margin-bottom: 8px; }
        .cell.changed { background: #FFF8D6; box-shadow: inset 4px 0 0 #7A5C00; }
        .mark { font-size: 11px; font-weight: bold; color: #5C4400; border: 1px solid #7A5C00; border-radius: 4px; padding: 0 4px; }
        .pair { list-style: none; margin: 0 0 24px; padding: 0; display: flex; flex-wrap: wrap; gap: 24px; }
        .pair > li { width: 320px; }
        .swatch { width: 40px; height: 40px; border-radius: 8px; border: 1px solid #8A8A8A; flex: none; }

        """
}
