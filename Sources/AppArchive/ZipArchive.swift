import BrandCore
import CZlib

/// A zip archive read from its central directory (APKs and IPAs are zips): each entry's
/// name, and its bytes inflated on request, checked against the CRC-32 and the size the
/// directory gives. Entries are inflated one at a time, each at most `entryLimit` bytes.
package struct ZipArchive: Sendable {
    package struct Entry: Sendable {
        package var name: String
        var method: UInt16
        var crc: UInt32
        var compressedSize: Int
        var size: Int
        var localHeader: Int
    }

    /// What one entry may inflate to: a manifest, a resource table or a dex file of a real
    /// app is far smaller; an entry claiming more is refused before any byte is inflated.
    package static let entryLimit = 256 << 20

    private let reader: ByteReader
    package let entries: [Entry]
    /// Where the central directory starts: an APK's signing block ends there.
    package let centralDirectoryStart: Int

    package init(bytes: [UInt8]) throws(AppArchiveError) {
        reader = ByteReader(bytes)
        (entries, centralDirectoryStart) = try Self.centralDirectory(reader)
    }

    package func entry(named name: String) -> Entry? { entries.first { $0.name == name } }

    package func contains(_ name: String) -> Bool { entry(named: name) != nil }

    /// The entry's bytes, inflated and checked.
    package func data(of entry: Entry) throws(AppArchiveError) -> [UInt8] {
        guard entry.size <= Self.entryLimit else {
            throw AppArchiveError("\(DiagnosticText.value(entry.name)) is \(entry.size) bytes, more than the \(Self.entryLimit >> 20) MiB brandkit reads of one entry")
        }
        guard reader.u32(entry.localHeader) == 0x0403_4B50, let nameLength = reader.u16(entry.localHeader + 26),
              let extraLength = reader.u16(entry.localHeader + 28),
              let stored = reader.slice(entry.localHeader + 30 + Int(nameLength) + Int(extraLength), entry.compressedSize)
        else { throw AppArchiveError("\(DiagnosticText.value(entry.name))'s local header or data lies outside the archive") }
        let bytes: [UInt8]
        switch entry.method {
        case 0:
            guard entry.compressedSize == entry.size else { throw AppArchiveError("\(DiagnosticText.value(entry.name)) is stored, but its two sizes differ") }
            bytes = Array(stored)
        case 8:
            var out = [UInt8](repeating: 0, count: entry.size)
            let status = stored.withUnsafeBufferPointer { input in
                out.withUnsafeMutableBufferPointer { output in
                    brandkit_inflate_raw(input.baseAddress, input.count, output.baseAddress, output.count)
                }
            }
            guard status == 0 else {
                throw AppArchiveError(status == 2 ? "\(DiagnosticText.value(entry.name)) inflates to another size than its directory entry says" : "\(DiagnosticText.value(entry.name)) is damaged: it does not inflate")
            }
            bytes = out
        default:
            throw AppArchiveError("\(DiagnosticText.value(entry.name)) is compressed with method \(entry.method), which zip readers of apps do not read")
        }
        let crc = bytes.withUnsafeBufferPointer { UInt32(truncatingIfNeeded: brandkit_crc32($0.baseAddress, $0.count)) }
        guard crc == entry.crc else { throw AppArchiveError("\(DiagnosticText.value(entry.name)) is damaged: its CRC-32 does not match") }
        return bytes
    }

    package func data(named name: String) throws(AppArchiveError) -> [UInt8]? {
        guard let entry = entry(named: name) else { return nil }
        return try data(of: entry)
    }

    /// The end-of-central-directory record, found from the end (after at most a 64 KiB
    /// comment), then every central directory header.
    private static func centralDirectory(_ reader: ByteReader) throws(AppArchiveError) -> (entries: [Entry], start: Int) {
        let last = reader.count - 22
        guard last >= 0 else { throw AppArchiveError("the file is too short to be a zip archive") }
        var end: Int?
        var offset = last
        while offset >= max(0, last - 0xFFFF) {
            if reader.u32(offset) == 0x0605_4B50 { end = offset; break }
            offset -= 1
        }
        guard let end, let count = reader.u16(end + 10), let size = reader.int(end + 12), let start = reader.int(end + 16) else {
            throw AppArchiveError("the file is not a zip archive: it has no end of central directory")
        }
        guard count != 0xFFFF, size != 0xFFFF_FFFF, start != 0xFFFF_FFFF else {
            throw AppArchiveError("the archive is a zip64 archive, which brandkit does not read")
        }
        guard start <= end, size <= end - start else { throw AppArchiveError("the central directory lies outside the archive") }
        var entries: [Entry] = []
        entries.reserveCapacity(Int(count))
        var at = start
        for _ in 0..<count {
            guard reader.u32(at) == 0x0201_4B50, let method = reader.u16(at + 10), let crc = reader.u32(at + 16),
                  let compressed = reader.int(at + 20), let uncompressed = reader.int(at + 24), let nameLength = reader.u16(at + 28),
                  let extraLength = reader.u16(at + 30), let commentLength = reader.u16(at + 32), let local = reader.int(at + 42),
                  let name = reader.slice(at + 46, Int(nameLength))
            else { throw AppArchiveError("central directory entry \(entries.count + 1) is damaged") }
            entries.append(Entry(name: String(decoding: name, as: UTF8.self), method: method, crc: crc, compressedSize: compressed,
                                 size: uncompressed, localHeader: local))
            at += 46 + Int(nameLength) + Int(extraLength) + Int(commentLength)
        }
        return (entries, start)
    }
}
