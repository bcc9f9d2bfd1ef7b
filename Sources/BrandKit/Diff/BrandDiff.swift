/// What differs between two resolved brands: configuration key paths and help-center screens.
public struct BrandDiff: Sendable {
    public var left: String
    public var right: String
    public var configuration: [ValueChange]
    public var screen: [ScreenChange]

    public var isEmpty: Bool { configuration.isEmpty && screen.isEmpty }

    /// One side of a changed value: its text and where it was set.
    public struct Value: Sendable, Equatable {
        public var text: String
        public var setAt: String
    }

    public struct ValueChange: Sendable, Equatable {
        public enum Kind: String, Sendable { case added, removed, changed }
        public var path: String
        public var kind: Kind
        public var left: Value?
        public var right: Value?
    }

    public enum ScreenChange: Sendable, Equatable {
        /// Positions are 1-based.
        case added(section: String, position: Int)
        case removed(section: String, position: Int)
        case moved(section: String, from: Int, to: Int)
        case cellChanged(section: String, field: String, left: String, right: String)

        public var section: String {
            switch self {
            case .added(let section, _), .removed(let section, _), .moved(let section, _, _), .cellChanged(let section, _, _, _):
                section
            }
        }
    }
}
