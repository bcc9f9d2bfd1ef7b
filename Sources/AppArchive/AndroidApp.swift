import BrandCore

/// What a built APK says it is, read from its compiled manifest and resource table: the
/// values `brandkit verify` compares with the brand.
package struct AndroidApp: Sendable {
    package var applicationID: String?
    package var versionCode: String?
    package var versionName: String?
    /// The application's label, resolved through the resource table to its default text.
    package var label: String?
    /// `<meta-data>` of the application: name → value (a string, or a number or boolean as text).
    package var metaData: [String: String]
    package var permissions: Set<String>
    /// The application's `<service>` and `<receiver>` elements: class name → element name.
    package var components: [String: String] = [:]
    /// The schemes and hosts every activity's intent filters name.
    package var schemes: Set<String>
    package var hosts: Set<String>
    /// Of the class-name prefixes asked for (`com/example/ads/`), those some dex file of the
    /// app names a type under.
    package var packagesFound: Set<String> = []
    /// Who signed it, or nil when it is unsigned.
    package var signature: APKSignature?

    /// Reads the APK; `packages` are class-name prefixes to look for in its dex files.
    package init(apk bytes: [UInt8], lookingFor packages: [String] = []) throws(AppArchiveError) {
        let archive = try ZipArchive(bytes: bytes)
        signature = try APKSignature.read(bytes, archive: archive)
        if !packages.isEmpty {
            for entry in archive.entries where entry.name.hasPrefix("classes") && entry.name.hasSuffix(".dex") && !entry.name.contains("/") {
                let dex = try archive.data(of: entry)
                for package in packages where !packagesFound.contains(package) && Self.names(dex, typeUnder: package) {
                    packagesFound.insert(package)
                }
            }
        }
        guard let manifestBytes = try archive.data(named: "AndroidManifest.xml") else {
            throw AppArchiveError("the archive holds no AndroidManifest.xml: it is not an APK")
        }
        let manifest = try BinaryXML.root(of: manifestBytes)
        guard manifest.name == "manifest" else { throw AppArchiveError("AndroidManifest.xml's root is <\(DiagnosticText.value(manifest.name))>, not <manifest>") }
        let table = try archive.data(named: "resources.arsc").map { bytes throws(AppArchiveError) in try ResourceTable(bytes: bytes) }
        func text(_ value: ResourceValue?) -> String? {
            guard let value else { return nil }
            return (table?.resolve(value) ?? value).text
        }
        applicationID = text(manifest.attributes["package"])
        versionCode = text(manifest.attributes["versionCode"])
        versionName = text(manifest.attributes["versionName"])
        let application = manifest.child(named: "application")
        label = text(application?.attributes["label"])
        var metaData: [String: String] = [:]
        for element in application?.children ?? [] where element.name == "meta-data" {
            if let name = text(element.attributes["name"]) { metaData[name] = text(element.attributes["value"]) ?? "" }
        }
        self.metaData = metaData
        for element in application?.children ?? [] where element.name == "service" || element.name == "receiver" {
            if let name = text(element.attributes["name"]) { components[name] = element.name }
        }
        permissions = Set(manifest.children.filter { $0.name == "uses-permission" }.compactMap { text($0.attributes["name"]) })
        let data = (application?.descendants(named: "intent-filter") ?? []).flatMap { $0.descendants(named: "data") }
        schemes = Set(data.compactMap { text($0.attributes["scheme"]) })
        hosts = Set(data.compactMap { text($0.attributes["host"]) })
    }

    /// True when the dex file holds a type descriptor under `package` (`Lcom/example/ads/`):
    /// the string table holds each class name a dex file defines or refers to.
    static func names(_ dex: [UInt8], typeUnder package: String) -> Bool {
        let needle = Array(("L" + package).utf8)
        guard dex.starts(with: Array("dex\n".utf8)), let first = needle.first, needle.count <= dex.count else { return false }
        var index = 0
        let last = dex.count - needle.count
        while index <= last {
            if dex[index] == first, dex[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }
}
