import ArgumentParser
import BrandReports
import Foundation

extension BrandListingFormat: ExpressibleByArgument {}

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the brands, each with the brand it extends and the environments it overrides.",
        discussion: "A brand file that cannot be read is listed as such, and the exit status is 1."
    )

    @OptionGroup var brandsOptions: BrandsOptions

    @Option(name: .long, help: "Output format: text or json.")
    var format: BrandListingFormat = .text

    func run() throws {
        let listing = try brandsOptions.read { ListReport($0.source) }
        Output.write(format.render(listing))
        if listing.brands.contains(where: { !$0.readable }) { throw Outcome.inputHasErrors }
    }
}
