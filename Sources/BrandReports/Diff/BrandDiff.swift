/// What differs between two resolved brands: configuration key paths and help-center screens.
package struct BrandDiff: Sendable {
    package var left: String
    package var right: String
    package var configuration: [ValueChange]
    package var screen: [ScreenChange]

    package var isEmpty: Bool { configuration.isEmpty && screen.isEmpty }

    /// One side of a changed value: its text and where it was set.
    package struct Value: Sendable, Equatable {
        package var text: String
        package var setAt: String
        /// For a file that is a PNG or JPEG of at most `FileFacts.maxPictureBytes`: its bytes, which
        /// the HTML formats show. Other formats describe the file by `text` alone.
        package var picture: [UInt8]? = nil
    }

    package struct ValueChange: Sendable, Equatable {
        package enum Kind: String, Sendable { case added, removed, changed }
        package var path: String
        package var kind: Kind
        package var left: Value?
        package var right: Value?
    }

    package enum ScreenChange: Sendable, Equatable {
        /// Positions are 1-based.
        case added(section: String, position: Int)
        case removed(section: String, position: Int)
        case moved(section: String, from: Int, to: Int)
        case cellChanged(section: String, field: String, left: String, right: String)

        package var section: String {
            switch self {
            case .added(let section, _), .removed(let section, _), .moved(let section, _, _), .cellChanged(let section, _, _, _):
                section
            }
        }
    }
}
