import BrandConfiguration
import BrandCore
import BrandValidation
/// Every declared flag's value in every brand for one environment, marking values a brand
/// sets (itself or through a brand it extends) apart from inherited defaults.
package struct FlagMatrix: Sendable {
    package struct Cell: Sendable {
        package var value: String
        /// Set by the brand or a brand it extends, rather than a default.
        package var explicit: Bool
        package var setAt: String
    }

    package struct Row: Sendable {
        package var flag: String
        package var type: FlagType
        package var expires: String?
        /// Brand id → cell; a brand without the flag (an error elsewhere) has none.
        package var cells: [String: Cell]
        /// The same value in every brand and every environment: a candidate for removal.
        package var sameEverywhere: Bool
        package var expired: Bool
    }

    package var environment: String
    package var today: String
    package var brands: [String]
    package var rows: [Row]

    package static func build(_ validated: ValidatedBrands, environment: String, today: String) -> FlagMatrix {
        // Every brand in every environment, resolved once; the matrix shows one environment.
        let everywhere = validated.brandIDs.flatMap { id in validated.manifest.environments.compactMap { validated.brand(id, environment: $0) } }
        let resolved = Dictionary(uniqueKeysWithValues: everywhere.filter { $0.environment == environment }.map { ($0.id, $0) })
        let brands = validated.brandIDs.filter { resolved[$0] != nil }
        let rows = validated.manifest.flagNames.compactMap { name -> Row? in
            guard let declaration = validated.manifest.flags[name] else { return nil }
            var cells: [String: Cell] = [:]
            for id in brands {
                guard let flag = resolved[id]?.flag(name) else { continue }
                let explicit = switch flag.provenance.layer {
                case .brand, .environment: true
                case .flagDefault, .manifestDefaults, .sourceText: false
                }
                cells[id] = Cell(value: flag.value.description, explicit: explicit, setAt: flag.provenance.description)
            }
            let values = Set(everywhere.map { $0.flag(name)?.value.description ?? "" })
            return Row(flag: name, type: declaration.type, expires: declaration.expires, cells: cells,
                       sameEverywhere: values.count == 1 && !everywhere.isEmpty,
                       expired: declaration.expires.map { $0 < today } ?? false)
        }
        return FlagMatrix(environment: environment, today: today, brands: brands, rows: rows)
    }
}

/// How `brandkit flags` prints the matrix.
package enum FlagMatrixFormat: String, CaseIterable, Sendable {
    case text, markdown, csv, json

    package func render(_ matrix: FlagMatrix) -> String {
        switch self {
        case .text: text(matrix)
        case .markdown: markdown(matrix)
        case .csv: csv(matrix)
        case .json: json(matrix).serialized(pretty: true)
        }
    }

    private func shown(_ cell: FlagMatrix.Cell?) -> String {
        guard let cell else { return "—" }
        return cell.value + (cell.explicit ? "*" : "")
    }

    private func callouts(_ matrix: FlagMatrix) -> [String] {
        let same = matrix.rows.filter(\.sameEverywhere).map(\.flag)
        let expired = matrix.rows.filter(\.expired).map { "\($0.flag) (\($0.expires ?? ""))" }
        return [
            "Same value in every brand and environment (candidates for removal): \(same.isEmpty ? "none" : same.joined(separator: ", "))",
            "Past their expiry date (\(matrix.today)): \(expired.isEmpty ? "none" : expired.joined(separator: ", "))",
        ]
    }

    private func text(_ matrix: FlagMatrix) -> String {
        let header = ["flag"] + matrix.brands
        let body = matrix.rows.map { row in [row.flag] + matrix.brands.map { shown(row.cells[$0]) } }
        let widths = header.indices.map { column in ([header] + body).map { $0[column].count }.max()! }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingTrailingSpaces
        }
        var lines = ["Feature flags in \(matrix.environment) (* set by the brand or a brand it extends; others are defaults)", ""]
        lines += [line(header)] + body.map(line) + [""] + callouts(matrix)
        return lines.joined(separator: "\n") + "\n"
    }

    private func markdown(_ matrix: FlagMatrix) -> String {
        var lines = ["### Feature flags in \(MarkdownText.code(matrix.environment))", "",
                     "| flag | " + matrix.brands.map(MarkdownText.code).joined(separator: " | ") + " |",
                     "| --- |" + String(repeating: " --- |", count: matrix.brands.count)]
        for row in matrix.rows {
            let cells = matrix.brands.map { id in
                row.cells[id].map { $0.explicit ? "**\(MarkdownText.literal($0.value))**" : MarkdownText.literal($0.value) } ?? "—"
            }
            lines.append("| \(MarkdownText.code(row.flag)) | " + cells.joined(separator: " | ") + " |")
        }
        lines += ["", "Bold: set by the brand or a brand it extends; others are defaults.", ""]
        lines += callouts(matrix).map { "- " + MarkdownText.literal($0) }
        return lines.joined(separator: "\n") + "\n"
    }

    private func csv(_ matrix: FlagMatrix) -> String {
        func field(_ text: String) -> String { CSVField.text(text) }
        var lines = [(["flag", "type"] + matrix.brands + ["setExplicitlyBy", "sameEverywhere", "expired"]).map(field).joined(separator: ",")]
        for row in matrix.rows {
            let explicit = matrix.brands.filter { row.cells[$0]?.explicit == true }.joined(separator: " ")
            let cells = [row.flag, row.type.rawValue] + matrix.brands.map { row.cells[$0]?.value ?? "" }
                + [explicit, String(row.sameEverywhere), String(row.expired)]
            lines.append(cells.map(field).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func json(_ matrix: FlagMatrix) -> JSONValue {
        .object([
            ("environment", .string(matrix.environment)),
            ("today", .string(matrix.today)),
            ("brands", .array(matrix.brands.map(JSONValue.string))),
            ("flags", .array(matrix.rows.map { row in
                .object([
                    ("flag", .string(row.flag)),
                    ("type", .string(row.type.rawValue)),
                    ("expires", row.expires.map(JSONValue.string) ?? .null),
                    ("expired", .bool(row.expired)),
                    ("sameEverywhere", .bool(row.sameEverywhere)),
                    ("values", .object(matrix.brands.compactMap { id in
                        row.cells[id].map { (id, .object([("value", .string($0.value)), ("explicit", .bool($0.explicit)),
                                                          ("setAt", .string($0.setAt))])) }
                    })),
                ])
            })),
        ])
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
