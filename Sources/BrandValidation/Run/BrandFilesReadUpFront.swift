import BrandConfiguration
import BrandCore

/// A brands directory whose every input was read up front, for a command that hashes them
/// (`bundle`): the bytes are `inputs`, and each brand file is parsed from them when a worker
/// reaches it (`files`).
package struct BrandFilesReadUpFront: BrandFileSource {
    /// The manifest, brand files and the files brands name, as read.
    package let inputs: BrandInputs
    let files: StreamedBrandFiles

    init(_ inputs: BrandInputs) {
        self.inputs = inputs
        files = inputs.streamed()
    }

    package var resolver: BrandResolver { files.resolver }
    package var brandIDs: [String] { files.brandIDs }
    package var sharedDiagnostics: [Diagnostic] { files.sharedDiagnostics }
    package var assets: BrandAssets { files.assets }
    package func path(of id: String) -> String? { files.path(of: id) }
    package func load(_ id: String) -> LoadedBrandFile { files.load(id) }
    package func load(_ id: String, checkingValues valueChecks: ValueChecks) -> LoadedBrandFile {
        files.load(id, checkingValues: valueChecks)
    }
    package func sourceText(of file: String) -> [UInt8]? { files.sourceText(of: file) }
    package func forWorker() -> any BrandFileSource { files.forWorker() }
}
