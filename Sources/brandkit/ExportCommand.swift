import ArgumentParser
import BrandCore
import BrandOutputs
import Foundation

/// What `export` writes.
enum ExportFormat: String, ExpressibleByArgument, CaseIterable {
    case flagd
    case remoteConfig = "remote-config"
}

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write brands' flags for a runtime flag service (flagd, Firebase Remote Config).",
        discussion: """
            flagd: one flag definition file (JSON) for every declared flag. Evaluate with the context \
            attributes 'brand' and 'environment'; each brand and environment gets exactly the value brandkit \
            resolves. Variants are the values brands use, the default variant is the manifest's default, \
            and description, owner and expiry are flag metadata ('expired' as of --today).

            remote-config: a Firebase Remote Config template (JSON) for one brand in one environment, for \
            that brand's Firebase project: each flag the brand sets as a parameter whose default is its value, \
            typed BOOLEAN, NUMBER, STRING or JSON. Publish it with 'firebase deploy --only remoteconfig'. Expired \
            flags say so in their description.

            Every brand must validate first.
            """
    )

    @Argument(help: ArgumentHelp("The format: flagd or remote-config.", valueName: "format"))
    var format: ExportFormat

    @Argument(help: ArgumentHelp("remote-config: the brand whose template to write.", valueName: "brand"))
    var brand: String?

    @Option(name: .long, help: ArgumentHelp("remote-config: the environment (default: the manifest's first).", valueName: "env"))
    var env: String?

    @OptionGroup var brandsOptions: BrandsOptions

    @Option(name: .long, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    @OptionGroup var today: TodayOption

    func validate() throws {
        switch format {
        case .flagd:
            if brand != nil { throw ValidationError("flagd exports every brand; name no brand") }
            if env != nil { throw ValidationError("flagd exports every environment; --env applies to remote-config") }
        case .remoteConfig:
            if brand == nil { throw ValidationError("name the brand: each Firebase project gets its own template (brandkit export remote-config acme)") }
        }
    }

    func run() throws {
        let validated = try brandsOptions.loadValid(today: today.date)
        let document: JSONValue
        switch format {
        case .flagd:
            document = FlagdExport.json(validated, today: today.date)
        case .remoteConfig:
            let id = brand ?? ""
            guard validated.brandIDs.contains(id) else { throw BrandKitError.unknownBrand(id, known: validated.brandIDs) }
            let environment = try validated.manifest.checkedEnvironment(env ?? validated.manifest.defaultEnvironment)
            guard let resolved = validated.brand(id, environment: environment) else {
                throw BrandKitError("'\(id)' could not be resolved in \(environment)", hint: "run brandkit validate")
            }
            document = RemoteConfigExport.json(resolved, today: today.date)
        }
        try brandsOptions.write(document.serialized(pretty: true) + "\n", to: output)
    }
}
