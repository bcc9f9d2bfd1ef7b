import BrandCore
import BrandYAML

/// Where a value stands in the layer being checked, named two ways: as messages show it
/// (`environments.staging.helpCenter.store.url`) and as the brand body names it, the same in
/// a file, its overlays and the manifest's defaults (`helpCenter.store.url`).
///
/// A layer holds many more scalars than collections, and a scalar's path is needed only when
/// something is reported about it, so the last step is joined on only when asked for.
struct ValuePath: Sendable {
    enum Step: Sendable {
        case key(String)
        case index(Int)
    }

    /// A collection's path as its children start theirs: the root's two names, or the
    /// collection's own path. One object that all the children share, joined into text only
    /// when a child's path is asked for, which few are: most values are checked, not reported.
    private final class Container: Sendable {
        private enum Names {
            case root(text: String, body: String)
            case collection(ValuePath)
        }

        private let names: Names

        init(text: String, body: String) {
            names = .root(text: text, body: body)
        }

        init(_ collection: ValuePath) {
            names = .collection(collection)
        }

        var text: String {
            switch names {
            case .root(let text, _): text
            case .collection(let path): path.text
            }
        }

        var body: String {
            switch names {
            case .root(_, let body): body
            case .collection(let path): path.restartsBody ? "" : path.body
            }
        }
    }

    /// The enclosing collection's path; children of an overlay's root start the body path again.
    private var container: Container
    private var step: Step?
    private var restartsBody = false

    /// The path of a layer's root: `text` in messages, `body` for the values below it.
    init(_ text: String, body: String) {
        container = Container(text: text, body: body)
    }

    private init(container: Container, step: Step?, restartsBody: Bool = false) {
        self.container = container
        self.step = step
        self.restartsBody = restartsBody
    }

    /// This collection's path made ready for its children, which share it: one object, so a
    /// child copies a reference, not strings. Only children are named from it.
    var forChildren: ValuePath {
        ValuePath(container: containerOfChildren, step: nil)
    }

    var text: String { Self.join(container.text, step) }
    var body: String { Self.join(container.body, step) }

    /// `body == path.text`, without joining the body: rules ask it of every value they see,
    /// and only report the few that match.
    func isBody(_ path: BodyPath) -> Bool {
        switch step {
        case .key(let key) where !restartsBody:
            return key == path.key && container.body == path.parent
        case .index:
            // A list item's path ends in `]`: only a path that does too needs the join.
            return path.text.utf8.last == UInt8(ascii: "]") && body == path.text
        default:
            return body == path.text
        }
    }

    /// The key this value is written under; nil for a list item.
    var key: String? {
        if case .key(let key) = step { return key }
        return nil
    }

    func child(_ key: String) -> ValuePath { ValuePath(container: containerOfChildren, step: .key(key)) }
    func item(_ index: Int) -> ValuePath { ValuePath(container: containerOfChildren, step: .index(index)) }

    /// An environment overlay's root: named in full, while its values name body paths.
    func overlay(_ environment: String) -> ValuePath {
        var path = child(environment)
        path.restartsBody = true
        return path
    }

    private var containerOfChildren: Container {
        if step == nil && !restartsBody { return container }
        return Container(self)
    }

    private static func join(_ path: String, _ step: Step?) -> String {
        switch step {
        case nil: path
        case .key(let key): path.isEmpty ? key : path + "." + key
        case .index(let index): "\(path)[\(index)]"
        }
    }
}

/// A body path a rule asks about (`android.versionCode`), split once at its last dot so a
/// value's path is compared step by step instead of joined for every value.
package struct BodyPath: Sendable {
    package let text: String
    let parent: String
    let key: String

    package init(_ text: String) {
        self.text = text
        let dot = text.utf8.lastIndex(of: UInt8(ascii: "."))
        parent = dot.map { String(text[..<$0]) } ?? ""
        key = dot.map { String(text[text.utf8.index(after: $0)...]) } ?? text
    }
}
