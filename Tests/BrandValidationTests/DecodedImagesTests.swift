import AssetFormats
import BrandValidation
import Dispatch
import Testing

@Suite("Images decoded once per run")
struct DecodedImagesTests {
    /// The verdict follows the bytes, not the path: an adaptive icon's foreground and
    /// monochrome layer are often one file twice, and a sub-brand names its parent's icon.
    @Test func theSameBytesAreDecodedOnceAndChangedBytesAgain() {
        let images = DecodedImages()
        let good = PNGWriter.solid(width: 16, height: 16)
        let truncated = Array(good.dropLast(20))
        #expect(images.problem(good) == nil)
        #expect(images.problem(good) == nil)
        #expect(images.decodes == 1, "the same bytes are decoded once")
        #expect(images.problem(truncated)?.phrase.hasPrefix("is truncated or corrupt") == true,
                "changed bytes are decoded again")
        #expect(images.decodes == 2)
    }

    /// Two workers that reach the same icon at once (acme-de names acme's) decode it once:
    /// the second waits for the first's verdict instead of decoding it alongside.
    @Test func workersAskingAtOnceShareOneDecode() {
        let images = DecodedImages()
        let icon = PNGWriter.solid(width: 1024, height: 1024)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            #expect(images.problem(icon) == nil)
        }
        #expect(images.decodes == 1)
    }
}
