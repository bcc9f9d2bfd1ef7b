import BrandCore
import BrandYAML

/// A `<service>` or `<receiver>` a module adds to the app's manifest (`android.services`,
/// `android.receivers`): the SDK's class, named in full, whether other apps may start it, the
/// intent actions it answers and the permission a caller needs.
package struct AndroidComponent: Sendable, Equatable {
    package enum Kind: String, Sendable, CaseIterable {
        case service, receiver
        /// The module's `android` key that lists them.
        package var key: String { rawValue + "s" }
    }

    /// What is wrong with a declaration, at its line.
    package struct Problem: Sendable {
        package var message: String
        package var location: SourceLocation
        package var suggestion: String
    }

    package var kind: Kind
    package var name: String
    package var exported = false
    package var actions: [String] = []
    package var permission: String?

    /// Reads `com.example.chat.ChatService: { exported: false, actions: [...], permission: ... }`
    /// of module `module`, reporting at its line a name that is no class named in full (the
    /// merger before AGP 3 reads a relative one against the application id), or an action or
    /// a permission that is no name.
    package static func read(_ pair: YAMLPair, kind: Kind, module: String, problems: inout [Problem]) -> AndroidComponent? {
        var component = AndroidComponent(kind: kind, name: pair.key.value)
        let what = "module '\(module)''s \(kind) '\(DiagnosticText.value(component.name))'"
        guard JavaName.isQualified(component.name) else {
            problems.append(Problem(message: "\(what) is no class named in full", location: pair.keyLocation,
                                    suggestion: "name its class with its package: com.example.chat.ChatService"))
            return nil
        }
        let node = pair.value
        // Its type is the schema's to check: true or false.
        component.exported = node["exported"]?.scalar?.coreBool ?? false
        for item in node["actions"]?.sequence ?? [] {
            guard let action = item.scalar?.value, JavaName.isQualified(action) else {
                problems.append(Problem(message: "\(what) answers an action that is no name", location: item.location,
                                        suggestion: "write the action's full name: com.example.chat.action.MESSAGE"))
                return nil
            }
            component.actions.append(action)
        }
        if let permissionNode = node["permission"], let permission = permissionNode.scalar {
            guard JavaName.isQualified(permission.value) else {
                problems.append(Problem(message: "\(what) needs a permission that is no name", location: permissionNode.location,
                                        suggestion: "write the permission's full name: android.permission.BIND_JOB_SERVICE"))
                return nil
            }
            component.permission = permission.value
        }
        return component
    }

    /// The element inside `<application>`, indented for it.
    package var manifestLines: [String] {
        let permission = self.permission.map { " android:permission=\"\(XMLText.escape($0))\"" } ?? ""
        let open = "        <\(kind) android:name=\"\(XMLText.escape(name))\" android:exported=\"\(exported)\"\(permission)"
        guard !actions.isEmpty else { return [open + " />"] }
        return [open + ">", "            <intent-filter>"]
            + actions.map { "                <action android:name=\"\(XMLText.escape($0))\" />" }
            + ["            </intent-filter>", "        </\(kind)>"]
    }
}
