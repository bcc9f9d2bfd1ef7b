#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's environment read from its bytes. Foundation's view replaces bytes that are
/// not UTF-8 with U+FFFD, so a secret read through it could reach an app silently changed;
/// here such a variable, or one holding a control character, is set apart by name and its
/// value is never kept.
package struct ProcessEnvironment: Sendable {
    /// Variables whose values are UTF-8 text without control characters.
    package var values: [String: String]
    /// Variables whose values are not: only their names.
    package var unusable: Set<String>

    package init(values: [String: String], unusable: Set<String> = []) {
        self.values = values
        self.unusable = unusable
    }

    /// This process's environment.
    package static func current() -> ProcessEnvironment {
        var environment = ProcessEnvironment(values: [:])
        let first: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        guard var entry = first else { return environment }
        while let pointer = entry.pointee {
            let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer)))
            entry += 1
            guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")),
                  let name = String(validating: bytes[..<equals], as: UTF8.self) else { continue }
            let value = bytes[(equals + 1)...]
            if let text = String(validating: value, as: UTF8.self), !text.unicodeScalars.contains(where: isControl) {
                environment.values[name] = text
            } else {
                environment.unusable.insert(name)
            }
        }
        return environment
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
