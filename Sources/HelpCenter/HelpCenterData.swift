import BrandCore

/// Text from a brand's configuration with the place it was written: what the scene reads.
/// Plain values, no YAML or configuration types, so the same scene can run inside an app.
package struct LocatedText: Hashable, Sendable {
    package var text: String
    /// Where the value is written (its first character, or opening quote).
    package var location: SourceLocation
    /// Where the value's first Unicode scalar stands when the text is written scalar for
    /// scalar on one line (no escapes, no folding); nil otherwise.
    package var textStart: SourceLocation?

    package init(_ text: String, at location: SourceLocation, textStart: SourceLocation? = nil) {
        self.text = text
        self.location = location
        self.textStart = textStart
    }

    /// Where the scalar at `offset` of the text is written: an exact column when the text
    /// stands verbatim, else the value's own location.
    package func location(ofOffset offset: Int) -> SourceLocation {
        textStart?.advanced(byColumns: offset) ?? location
    }
}

/// A section's fields, or one entry's, as the scene reads them: a text by name. A plain
/// table, or one that makes a field's text only when it is read (validation's, over the
/// resolved values: its walk reads few of them).
package protocol HelpCenterFields: Sendable {
    subscript(_ name: String) -> LocatedText? { get }
}

extension Dictionary: HelpCenterFields where Key == String, Value == LocatedText {}

/// A brand's help-center configuration: the section-order string and each section's data.
package struct HelpCenterData: Sendable {
    /// One section's data as written: its fields, and for list sections (social networks)
    /// one record per entry.
    package struct Section: Sendable {
        package var location: SourceLocation
        package var fields: any HelpCenterFields
        package var entries: [any HelpCenterFields]

        package init(at location: SourceLocation, fields: [String: LocatedText] = [:], entries: [[String: LocatedText]] = []) {
            self.init(at: location, reading: fields, entries: entries)
        }

        package init(at location: SourceLocation, reading fields: any HelpCenterFields, entries: [any HelpCenterFields]) {
            self.location = location
            self.fields = fields
            self.entries = entries
        }
    }

    /// At most one section's data per kind. Each run of the scene looks kinds up a dozen
    /// times, and a dictionary hashed every one; there are five kinds, so a short list
    /// searched in order finds one by comparing cases alone.
    package struct Sections: Sendable, ExpressibleByDictionaryLiteral {
        /// A struct, not a tuple, read by index: a search over a list of tuples copies each
        /// one it passes, and a section's copy is its fields'.
        private struct Entry {
            let kind: HelpCenterSection.Kind
            var section: Section
        }

        private var entries: [Entry] = []

        package init() {}

        package init(dictionaryLiteral elements: (HelpCenterSection.Kind, Section)...) {
            for (kind, section) in elements { set(section, for: kind) }
        }

        package subscript(kind: HelpCenterSection.Kind) -> Section? {
            position(of: kind).map { entries[$0].section }
        }

        /// True when there is a section of `kind`, told without copying it out.
        package func contains(_ kind: HelpCenterSection.Kind) -> Bool {
            position(of: kind) != nil
        }

        private func position(of kind: HelpCenterSection.Kind) -> Int? {
            entries.indices.first { entries[$0].kind == kind }
        }

        /// Makes `section` the one of `kind`. It moves in: a subscript's optional setter copied
        /// it twice.
        package mutating func set(_ section: consuming Section, for kind: HelpCenterSection.Kind) {
            if let position = position(of: kind) {
                entries[position].section = section
                return
            }
            if entries.isEmpty { entries.reserveCapacity(HelpCenterSection.Kind.all.count) }
            entries.append(Entry(kind: kind, section: section))
        }
    }

    package var sectionOrder: LocatedText?
    package var sections: Sections

    package init(sectionOrder: LocatedText?, sections: Sections = [:]) {
        self.sectionOrder = sectionOrder
        self.sections = sections
    }
}
