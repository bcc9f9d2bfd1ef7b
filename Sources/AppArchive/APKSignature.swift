import BrandCore

/// Who signed an APK: the certificate of each signer, as DER bytes, read the way Android's
/// package manager prefers them: from the APK Signature Scheme v3 block (v3.1 first), else v2,
/// else the v1 (JAR) signature's PKCS #7 file under `META-INF/`. Nothing here checks that the
/// signature is valid (apksigner does): it says which key the build signed with.
package struct APKSignature: Sendable {
    package enum Scheme: String, Sendable {
        case v1 = "v1 (JAR)", v2 = "v2", v3 = "v3"
    }

    package let scheme: Scheme
    /// Each signer's certificate (the first of its chain), DER-encoded.
    package let certificates: [[UInt8]]

    /// The APK Signing Block's ids (source.android.com/docs/security/features/apksigning/v2).
    static let v2BlockID: UInt32 = 0x7109_871A
    static let v3BlockID: UInt32 = 0xF053_68C0
    static let v31BlockID: UInt32 = 0x1B93_AD61
    private static let magic = Array("APK Sig Block 42".utf8)

    /// The signature of the APK whose bytes `archive` was read from, or nil when it is unsigned.
    package static func read(_ bytes: [UInt8], archive: ZipArchive) throws(AppArchiveError) -> APKSignature? {
        let reader = ByteReader(bytes)
        let blocks = try signingBlock(reader, endingAt: archive.centralDirectoryStart)
        for (id, scheme) in [(v31BlockID, Scheme.v3), (v3BlockID, .v3), (v2BlockID, .v2)] {
            guard let value = blocks[id] else { continue }
            let certificates = try signerCertificates(reader, value)
            guard !certificates.isEmpty else { throw AppArchiveError("the APK's \(scheme.rawValue) signature block names no signer") }
            return APKSignature(scheme: scheme, certificates: certificates)
        }
        let signatureFiles = archive.entries.filter { entry in
            let name = entry.name.uppercased()
            return name.hasPrefix("META-INF/") && !name.dropFirst(9).contains("/")
                && (name.hasSuffix(".RSA") || name.hasSuffix(".DSA") || name.hasSuffix(".EC"))
        }
        var certificates: [[UInt8]] = []
        for entry in signatureFiles {
            let pkcs7 = try archive.data(of: entry)
            guard let certificate = DER.firstCertificate(inSignedData: pkcs7) else {
                throw AppArchiveError("\(DiagnosticText.value(entry.name)) is not a PKCS #7 signature with a certificate")
            }
            certificates.append(certificate)
        }
        return certificates.isEmpty ? nil : APKSignature(scheme: .v1, certificates: certificates)
    }

    /// The APK Signing Block just before the central directory, as id → the value's range; empty
    /// when the APK has none (a v1-only or an unsigned APK).
    private static func signingBlock(_ reader: ByteReader, endingAt end: Int) throws(AppArchiveError) -> [UInt32: Range<Int>] {
        guard end >= 32, let trailer = reader.slice(end - 16, 16), trailer.elementsEqual(magic) else { return [:] }
        guard let size = reader.length64(end - 24), size >= 24, size + 8 <= end, reader.length64(end - size - 8) == size else {
            throw AppArchiveError("the APK's signing block is damaged: its two sizes differ or it lies outside the file")
        }
        var blocks: [UInt32: Range<Int>] = [:]
        var at = end - size
        while at < end - 24 {
            guard let length = reader.length64(at), length >= 4, at + 8 + length <= end - 24, let id = reader.u32(at + 8) else {
                throw AppArchiveError("the APK's signing block is damaged: a pair runs past its end")
            }
            blocks[id] = (at + 12)..<(at + 8 + length)
            at += 8 + length
        }
        return blocks
    }

    /// The first certificate of each signer in a v2 or v3 block's value: a length-prefixed
    /// list of signers, each starting with its signed data (digests, then certificates).
    private static func signerCertificates(_ reader: ByteReader, _ value: Range<Int>) throws(AppArchiveError) -> [[UInt8]] {
        let damaged = AppArchiveError("the APK's signature block is damaged: a length runs past its end")
        func prefixed(_ at: Int, within range: Range<Int>) throws(AppArchiveError) -> Range<Int> {
            guard let length = reader.int(at), at + 4 + length <= range.upperBound else { throw damaged }
            return (at + 4)..<(at + 4 + length)
        }
        let signers = try prefixed(value.lowerBound, within: value)
        var certificates: [[UInt8]] = []
        var at = signers.lowerBound
        while at < signers.upperBound {
            let signer = try prefixed(at, within: signers)
            let signedData = try prefixed(signer.lowerBound, within: signer)
            let digests = try prefixed(signedData.lowerBound, within: signedData)
            let chain = try prefixed(digests.upperBound, within: signedData)
            if chain.lowerBound < chain.upperBound {
                let first = try prefixed(chain.lowerBound, within: chain)
                guard let bytes = reader.slice(first.lowerBound, first.count) else { throw damaged }
                certificates.append(Array(bytes))
            }
            at = signer.upperBound
        }
        return certificates
    }
}
