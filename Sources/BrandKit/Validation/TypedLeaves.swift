/// Every scalar of a resolved brand with the type its schema field gives it, so rules find
/// all URLs, e-mail addresses, colors or texts wherever they are written.
struct TypedLeaf {
    var path: String
    var type: ScalarType
    var value: ResolvedValue
}

extension ResolvedBrand {
    var typedLeaves: [TypedLeaf] {
        var leaves: [TypedLeaf] = []
        collect(root, schema: .record(BrandSchema.bodyFields), path: "", into: &leaves)
        return leaves
    }


    private func collect(_ value: ResolvedValue, schema: Schema, path: String, into leaves: inout [TypedLeaf]) {
        func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
        switch schema {
        case .value(let type):
            leaves.append(TypedLeaf(path: path, type: type, value: value))
        case .list(let item):
            for (index, element) in (value.sequence ?? []).enumerated() {
                collect(element, schema: item, path: "\(path)[\(index)]", into: &leaves)
            }
        case .record(let fields):
            for field in fields {
                if let next = value[field.name] { collect(next, schema: field.schema, path: child(field.name), into: &leaves) }
            }
        case .map(let item), .environments(let item):
            // Any order: every diagnostic is sorted before it is printed.
            for (key, next) in value.mapping ?? [:] {
                collect(next, schema: item, path: child(key), into: &leaves)
            }
        case .flagValues:
            for (key, next) in value.mapping ?? [:] {
                guard let declaration = declarations[key] else { continue }
                collect(next, schema: declaration.type.schema, path: child(key), into: &leaves)
            }
        case .anyValue:
            break
        }
    }
}
