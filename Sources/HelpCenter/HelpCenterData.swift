import BrandCore

/// Text from a brand's configuration with the place it was written: what the scene reads.
/// Plain values, no YAML or configuration types, so the same scene can run inside an app.
public struct LocatedText: Hashable, Sendable {
    public var text: String
    /// Where the value is written (its first character, or opening quote).
    public var location: SourceLocation
    /// Where the value's first Unicode scalar stands when the text is written scalar for
    /// scalar on one line (no escapes, no folding); nil otherwise.
    public var textStart: SourceLocation?

    public init(_ text: String, at location: SourceLocation, textStart: SourceLocation? = nil) {
        self.text = text
        self.location = location
        self.textStart = textStart
    }

    /// Where the scalar at `offset` of the text is written: an exact column when the text
    /// stands verbatim, else the value's own location.
    public func location(ofOffset offset: Int) -> SourceLocation {
        textStart?.advanced(byColumns: offset) ?? location
    }
}

/// A brand's help-center configuration: the section-order string and each section's data.
public struct HelpCenterData: Sendable {
    /// One section's data as written: its fields, and for list sections (social networks)
    /// one record per entry.
    public struct Section: Sendable {
        public var location: SourceLocation
        public var fields: [String: LocatedText]
        public var entries: [[String: LocatedText]]

        public init(at location: SourceLocation, fields: [String: LocatedText] = [:], entries: [[String: LocatedText]] = []) {
            self.location = location
            self.fields = fields
            self.entries = entries
        }
    }

    public var sectionOrder: LocatedText?
    public var sections: [HelpCenterSection.Kind: Section]

    public init(sectionOrder: LocatedText?, sections: [HelpCenterSection.Kind: Section] = [:]) {
        self.sectionOrder = sectionOrder
        self.sections = sections
    }
}
