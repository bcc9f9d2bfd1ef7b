import Foundation
import Testing

/// Headless Chromium, as installed by `Scripts/install-dependencies --test`, and Python to
/// read what it produces: the DOM it built (after any script could have run) and its
/// screenshots' pixels.
struct HeadlessChromium {
    static let requirement = "chromium and python3 are installed by Scripts/install-dependencies --test"

    var chromium: URL
    var python: URL

    static func find() -> HeadlessChromium? {
        guard let chromium = Tool.named("chromium") ?? Tool.named("chromium-browser"), let python = Tool.named("python3") else { return nil }
        return HeadlessChromium(chromium: chromium, python: python)
    }

    /// What the DOM summary script reports of a page.
    struct Page: Decodable {
        struct Card: Decodable {
            var id: String
            var error: Bool
            var style: String
            var sections: [String]
            /// Sections drawn as changed.
            var marked: [String]
            var links: [String]
            var text: String
        }

        var title: String
        var cards: [Card]
        /// Elements that could run or fetch something: none may appear.
        var active: [String]
        /// Attributes named `on…` anywhere: none may appear.
        var eventHandlers: [String]
        var bodyAttributes: [String: String?]
        var headings: [[String]]
    }

    /// Each run gets a profile of its own, so parallel tests never share Chromium's lock.
    private func arguments(_ scratch: URL) -> [String] {
        ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
         "--user-data-dir=" + scratch.appendingPathComponent("chromium-profile-\(UUID().uuidString)").path]
    }

    /// Loads `page` from disk and summarises the DOM Chromium built from it.
    func dom(_ page: URL, scratch: URL) throws -> Page {
        let dump = try Tool.run(chromium, arguments(scratch) + ["--dump-dom", page.absoluteString], in: scratch)
        #expect(dump.status == 0, "chromium: \(dump.stderr.suffix(2000))")
        let domFile = scratch.appendingPathComponent("dom-\(UUID().uuidString).html")
        try Data(dump.stdout.utf8).write(to: domFile)
        let script = Brandkit.fixtures.appendingPathComponent("dom_summary.py")
        let summary = try Tool.run(python, [script.path, domFile.path], in: scratch)
        #expect(summary.status == 0, "dom_summary.py: \(summary.stderr)")
        return try JSONDecoder().decode(Page.self, from: Data(summary.stdout.utf8))
    }

    /// Screenshots `page` at `width`×`height` and counts the pixels of each colour (`RRGGBB`).
    func pixelCounts(_ page: URL, width: Int, height: Int, colours: [String], scratch: URL) throws -> (counts: [String: Int], distinct: Int) {
        let png = scratch.appendingPathComponent("shot-\(UUID().uuidString).png")
        let shot = try Tool.run(chromium, arguments(scratch) + ["--window-size=\(width),\(height)", "--screenshot=\(png.path)",
                                                                page.absoluteString], in: scratch)
        #expect(shot.status == 0, "chromium: \(shot.stderr.suffix(2000))")
        let counter = Brandkit.fixtures.appendingPathComponent("png_colors.py")
        let run = try Tool.run(python, [counter.path, png.path] + colours, in: scratch)
        #expect(run.status == 0, "png_colors.py: \(run.stderr)")
        struct Counts: Decodable { var counts: [String: Int]; var distinct: Int; var width: Int; var height: Int }
        let counts = try JSONDecoder().decode(Counts.self, from: Data(run.stdout.utf8))
        #expect(counts.width == width && counts.height == height)
        return (counts.counts, counts.distinct)
    }
}
