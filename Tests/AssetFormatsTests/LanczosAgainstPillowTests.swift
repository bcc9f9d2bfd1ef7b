@testable import AssetFormats
import Foundation
import Testing

/// brandkit's resampler against Pillow's `Image.LANCZOS`, an independent implementation of
/// the same filter: the legacy launcher icons are scaled with it, so a wrong weight or a
/// colour bleeding from transparent pixels would show on every Android 7 home screen.
/// Tolerance: no channel of any pixel more than 1 apart (both round in fixed point; Pillow's
/// order of rounding in its colour conversions may differ by one).
@Suite struct LanczosAgainstPillowTests {
    /// A deterministic test card: gradients, hard edges, fine stripes and a ramp of alpha,
    /// which is what makes a resampler's mistakes show.
    static func testCard(side: Int) -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: side * side * 4)
        for y in 0..<side {
            for x in 0..<side {
                let index = (y * side + x) * 4
                pixels[index] = UInt8(x * 255 / (side - 1))
                pixels[index + 1] = UInt8(y * 255 / (side - 1))
                pixels[index + 2] = (x / 3 + y / 5) % 2 == 0 ? 230 : 20
                // Opaque in the top half; below, alpha falls to 0 and a hard-edged transparent square.
                let alpha = y < side / 2 ? 255 : 255 - (y - side / 2) * 255 / (side / 2)
                let hole = x > side / 8 && x < side / 4 && y > side * 5 / 8 && y < side * 7 / 8
                pixels[index + 3] = hole ? 0 : UInt8(max(0, alpha))
            }
        }
        return RGBAImage(width: side, height: side, pixels: pixels)
    }

    @Test(arguments: [48, 72, 96, 144, 192, 300])
    func matchesPillowsLanczos(target: Int) throws {
        let source = Self.testCard(side: 288)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lanczos-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("card.png"), output = directory.appendingPathComponent("pillow.raw")
        try Data(PNGWriter.encode(source.pixels, width: 288, height: 288, alpha: true)).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", """
            import sys
            from PIL import Image
            image = Image.open(sys.argv[1]).convert('RGBA').resize((\(target), \(target)), Image.LANCZOS)
            open(sys.argv[2], 'wb').write(image.tobytes())
            """, input.path, output.path]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "Pillow could not resize the test card")
        let pillow = [UInt8](try Data(contentsOf: output))
        let ours = LanczosResampler.resize(source, width: target, height: target)
        try #require(pillow.count == ours.pixels.count)
        var worst = 0, differing = 0
        for index in 0..<pillow.count {
            // Colour is meaningless where a pixel is fully transparent.
            if index % 4 != 3 && pillow[index - index % 4 + 3] == 0 && ours.pixels[index - index % 4 + 3] == 0 { continue }
            let difference = abs(Int(pillow[index]) - Int(ours.pixels[index]))
            worst = max(worst, difference)
            if difference > 0 { differing += 1 }
        }
        #expect(worst <= 1, "largest channel difference from Pillow: \(worst) (\(differing) channels differ)")
    }

    /// The same image at its own size comes back unchanged, and one colour stays that colour.
    @Test func identityAndFlatColour() {
        let card = Self.testCard(side: 64)
        #expect(LanczosResampler.resize(card, width: 64, height: 64) == card)
        let flat = RGBAImage(width: 432, height: 432, red: 176, green: 0, blue: 32)
        #expect(LanczosResampler.resize(flat, width: 48, height: 48) == RGBAImage(width: 48, height: 48, red: 176, green: 0, blue: 32))
    }
}
