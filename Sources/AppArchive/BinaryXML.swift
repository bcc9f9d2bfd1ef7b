import BrandCore

/// An element of a compiled Android XML file (`AndroidManifest.xml` in an APK), as aapt
/// writes it: its name, its attributes by name (the namespace dropped: `android:label` is
/// `label`), and its children in order.
package struct BinaryXMLElement: Sendable {
    package var name: String
    package var attributes: [String: ResourceValue]
    package var children: [BinaryXMLElement]

    /// Every element below this one named `name`, depth first.
    package func descendants(named name: String) -> [BinaryXMLElement] {
        children.flatMap { child in (child.name == name ? [child] : []) + child.descendants(named: name) }
    }

    package func child(named name: String) -> BinaryXMLElement? { children.first { $0.name == name } }
}

/// Reads binary XML (`ResXMLTree`): the string pool, then start and end element chunks.
package enum BinaryXML {
    /// Elements nest at most this deep: a manifest nests five or six.
    static let depthLimit = 64

    package static func root(of bytes: [UInt8]) throws(AppArchiveError) -> BinaryXMLElement {
        let reader = ByteReader(bytes)
        guard reader.u16(0) == 0x0003, let headerSize = reader.u16(2), let size = reader.int(4), size <= reader.count else {
            throw AppArchiveError("AndroidManifest.xml is not compiled XML")
        }
        var strings: ResourceStringPool?
        var stack: [BinaryXMLElement] = []
        var root: BinaryXMLElement?
        var at = Int(headerSize)
        while at + 8 <= size {
            guard let type = reader.u16(at), let chunkHeader = reader.u16(at + 2), let chunkSize = reader.int(at + 4),
                  chunkSize >= 8, chunkSize <= size - at else { throw AppArchiveError("AndroidManifest.xml has a damaged chunk") }
            switch type {
            case ResourceStringPool.chunkType:
                strings = try ResourceStringPool(reader, at: at)
            case 0x0102:
                guard let pool = strings else { throw AppArchiveError("AndroidManifest.xml has an element before its strings") }
                let ext = at + Int(chunkHeader)
                guard stack.count < depthLimit, let name = reader.u32(ext + 4).flatMap({ pool[$0] }),
                      let attributeStart = reader.u16(ext + 8), let attributeSize = reader.u16(ext + 10), let count = reader.u16(ext + 12),
                      attributeSize >= 20
                else { throw AppArchiveError("AndroidManifest.xml has a damaged element") }
                var attributes: [String: ResourceValue] = [:]
                for index in 0..<Int(count) {
                    let attribute = ext + Int(attributeStart) + index * Int(attributeSize)
                    guard attribute + 20 <= at + chunkSize, let attributeName = reader.u32(attribute + 4).flatMap({ pool[$0] }),
                          let raw = reader.u32(attribute + 8), var value = ResourceValue.read(reader, at: attribute + 12, strings: pool)
                    else { throw AppArchiveError("an attribute of <\(DiagnosticText.value(name))> in AndroidManifest.xml is damaged") }
                    // A string attribute's typed value may be empty; its raw value is the text.
                    if case .other = value, let text = pool[raw] { value = .string(text) }
                    attributes[attributeName] = value
                }
                stack.append(BinaryXMLElement(name: name, attributes: attributes, children: []))
            case 0x0103:
                guard let element = stack.popLast() else { throw AppArchiveError("AndroidManifest.xml closes an element it never opened") }
                if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
            default:
                break  // namespaces, the resource map, text
            }
            at += chunkSize
        }
        guard let root, stack.isEmpty else { throw AppArchiveError("AndroidManifest.xml ends inside an element") }
        return root
    }
}
