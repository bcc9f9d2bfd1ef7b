/// Names something several checks work out of a brand alike, in one environment: the
/// languages it ships, the listing texts it writes, its texts in each language. `ResolvedBrand.fact` works it out on
/// the first ask and records what that read on every ask. Each is one `static let`; the
/// instance is the name, `Value` what it holds.
package final class BrandFact<Value>: Sendable {
    package init() {}
}
