import AssetFormats
import BrandValidation
import Dispatch
import Testing

@Suite("Images decoded once per run")
struct DecodedImagesTests {
    @Test func aFileIsDecodedOnceAndAgainWhenItsBytesChange() {
        let images = DecodedImages()
        let good = PNGWriter.solid(width: 16, height: 16)
        let truncated = Array(good.dropLast(20))
        #expect(images.problem(good, at: "acme/logo.png") == nil)
        #expect(images.problem(good, at: "acme/logo.png") == nil)
        #expect(images.decodes == 1, "the same bytes at the same path are decoded once")
        #expect(images.problem(truncated, at: "acme/logo.png")?.phrase.hasPrefix("is truncated or corrupt") == true,
                "changed bytes are decoded again")
        #expect(images.problem(good, at: "globex/logo.png") == nil)
        #expect(images.decodes == 3)
    }

    /// Two workers that reach the same icon at once (acme-de names acme's) decode it once:
    /// the second waits for the first's verdict instead of decoding it alongside.
    @Test func workersAskingAtOnceShareOneDecode() {
        let images = DecodedImages()
        let icon = PNGWriter.solid(width: 1024, height: 1024)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            #expect(images.problem(icon, at: "acme/icon.png") == nil)
        }
        #expect(images.decodes == 1)
    }
}
