/// An APK's `resources.arsc` (`ResTable`), read far enough to resolve a reference in the
/// manifest to the value of its default configuration: `@string/brand_display_name` to the
/// label every device without a translation shows.
package struct ResourceTable: Sendable {
    /// Resource id → the value its default configuration gives.
    private var defaults: [UInt32: ResourceValue] = [:]

    package init(bytes: [UInt8]) throws(AppArchiveError) {
        let reader = ByteReader(bytes)
        guard reader.u16(0) == 0x0002, let headerSize = reader.u16(2), let size = reader.int(4), size <= reader.count else {
            throw AppArchiveError("resources.arsc is not a resource table")
        }
        var values: ResourceStringPool?
        var at = Int(headerSize)
        while at + 8 <= size {
            guard let type = reader.u16(at), let chunkSize = reader.int(at + 4), chunkSize >= 8, chunkSize <= size - at else {
                throw AppArchiveError("resources.arsc has a damaged chunk")
            }
            if type == ResourceStringPool.chunkType {
                values = try ResourceStringPool(reader, at: at)
            } else if type == 0x0200, let values {
                try readPackage(reader, at: at, size: chunkSize, values: values)
            }
            at += chunkSize
        }
    }

    /// A package's type chunks of the default configuration (`ResTable_type` whose config
    /// is all zeros past its size), each entry's simple value by id.
    private mutating func readPackage(_ reader: ByteReader, at start: Int, size: Int, values: ResourceStringPool) throws(AppArchiveError) {
        guard let headerSize = reader.u16(start + 2), let id = reader.u32(start + 8) else { throw AppArchiveError("resources.arsc has a damaged package") }
        var at = start + Int(headerSize)
        while at + 8 <= start + size {
            guard let type = reader.u16(at), let chunkHeader = reader.u16(at + 2), let chunkSize = reader.int(at + 4),
                  chunkSize >= 8, chunkSize <= start + size - at else { throw AppArchiveError("resources.arsc has a damaged type chunk") }
            if type == 0x0201, let typeID = reader.u8(at + 8), let flags = reader.u8(at + 9), let count = reader.int(at + 12),
               let entriesStart = reader.int(at + 16), let configSize = reader.int(at + 20),
               let config = reader.slice(at + 24, configSize), configSize >= 4, flags & 0x01 == 0,
               config.dropFirst(4).allSatisfy({ $0 == 0 }) {
                for index in 0..<min(count, 0x10000) {
                    guard let offset = reader.u32(at + Int(chunkHeader) + index * 4), offset != 0xFFFF_FFFF else { continue }
                    let entry = at + entriesStart + Int(offset)
                    guard let entrySize = reader.u16(entry), let entryFlags = reader.u16(entry + 2), entryFlags & 0x0001 == 0,
                          let value = ResourceValue.read(reader, at: entry + Int(entrySize), strings: values) else { continue }
                    defaults[id << 24 | UInt32(typeID) << 16 | UInt32(index)] = value
                }
            }
            at += chunkSize
        }
    }

    /// The value `value` stands for: itself, or what the references it names lead to
    /// (at most eight steps), in the default configuration.
    package func resolve(_ value: ResourceValue) -> ResourceValue? {
        var value = value
        for _ in 0..<8 {
            guard case .reference(let id) = value else { return value }
            guard let next = defaults[id] else { return nil }
            value = next
        }
        return nil
    }
}
