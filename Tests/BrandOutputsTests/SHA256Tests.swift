import BrandBundles
import Foundation
import Testing

/// Each test runs both block functions: the one that uses the processor's SHA extensions
/// (where it has them) and the portable one, which other processors run.
@Suite("SHA-256")
struct SHA256Tests {
    /// The examples of FIPS 180-4 as NIST publishes them.
    @Test("NIST example vectors", arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
         "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
    ])
    func nistVector(message: String, digest: String) {
        #expect(SHA256.hex(Array(message.utf8)) == digest)
        for portable in [false, true] {
            var hex = SHA256(portable: portable)
            hex.update(Array(message.utf8))
            #expect(hex.finalizeHex() == digest, "portable: \(portable)")
            // The digest as bytes, which image and secret hashes use, is the same one.
            var bytes = SHA256(portable: portable)
            bytes.update(Array(message.utf8))
            #expect(bytes.finalize().map { String(format: "%02x", $0) }.joined() == digest, "portable: \(portable)")
        }
    }

    /// The extensions are found where the processor has them: Linux lists them as `sha_ni`.
    @Test func usesTheProcessorsExtensionsWhereItHasThem() throws {
        #if os(Linux) && arch(x86_64)
        let flags = try String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)
            .split(separator: "\n").first { $0.hasPrefix("flags") }.map { $0.split(separator: " ").map(String.init) } ?? []
        #expect(SHA256.usesProcessorExtensions == flags.contains("sha_ni"))
        #endif
    }

    @Test(arguments: [false, true])
    func oneMillionAs(portable: Bool) {
        var hasher = SHA256(portable: portable)
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
        for _ in 0..<1000 { hasher.update(chunk) }
        #expect(hasher.finalizeHex() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// The two block functions agree on every length up to five blocks and on long runs of
    /// blocks handed over at once, in pieces of every size.
    @Test func bothBlockFunctionsAgree() {
        var generator = SeededBytes(seed: 11)
        let message = (0..<(64 * 300 + 17)).map { _ in generator.next() }
        for length in Array(0...320) + [64 * 100, 64 * 300 + 17] {
            var accelerated = SHA256(), portable = SHA256(portable: true)
            var start = 0
            while start < length {
                let end = min(length, start + 1 + Int(generator.next()) * 40)
                accelerated.update(Array(message[start..<end]))
                portable.update(Array(message[start..<end]))
                start = end
            }
            #expect(accelerated.finalizeHex() == portable.finalizeHex(), "length \(length)")
        }
    }

    /// Every length around the padding boundaries, fed in uneven pieces, agrees with the
    /// system's own tool.
    @Test(arguments: [false, true])
    func agreesWithSha256sumAcrossBlockBoundaries(portable: Bool) throws {
        var generator = SeededBytes(seed: 7)
        var inputs: [[UInt8]] = []
        for length in [1, 54, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 129, 1000, 4097, 64 * 200 + 5] {
            inputs.append((0..<length).map { _ in generator.next() })
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sha-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var expected: [String] = []
        for (index, bytes) in inputs.enumerated() {
            try Data(bytes).write(to: directory.appendingPathComponent("\(index)"))
            var hasher = SHA256(portable: portable)
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + 1 + Int(generator.next()) % 70)
                hasher.update(Array(bytes[start..<end]))
                start = end
            }
            expected.append(hasher.finalizeHex())
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum"] + inputs.indices.map { directory.appendingPathComponent("\($0)").path }
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(output.split(separator: "\n").map { String($0.prefix(64)) } == expected)
    }
}

/// A small deterministic byte source (xorshift), so failures reproduce.
struct SeededBytes {
    var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E3779B97F4A7C15 | 1 }
    mutating func next() -> UInt8 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return UInt8(truncatingIfNeeded: state >> 24)
    }
}
