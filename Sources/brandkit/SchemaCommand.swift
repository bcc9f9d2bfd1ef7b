import ArgumentParser
import BrandConfiguration
import BrandCore
import BrandReports
import Foundation

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Write a JSON Schema for brand files (or, with --manifest, for brandkit.yaml).",
        discussion: """
            Editors read it for completion and checks: with the YAML extension for VS Code, start a brand \
            file with '# yaml-language-server: $schema=brand.schema.json'. The brand schema names the flags \
            and environments brandkit.yaml declares, so write it again when they change. Rules that read \
            several fields or the resolved brand (required values, contrast, URLs) are validate's alone.
            """
    )

    @Flag(name: .long, help: "Describe brandkit.yaml instead of brand files.")
    var manifest = false

    @OptionGroup var brandsOptions: BrandsOptions

    @Option(name: .long, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    func run() throws {
        let schema: JSONValue
        if manifest {
            schema = JSONSchemaDocument.manifest
        } else {
            schema = try brandsOptions.read { JSONSchemaDocument.brand($0.manifest) }
        }
        let text = schema.serialized(pretty: true)
        try brandsOptions.write(text, to: output)
    }
}
