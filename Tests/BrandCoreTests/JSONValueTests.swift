import BrandCore
import Testing

@Suite struct JSONValueTests {
    /// Entries with distinct keys print as the same sorted object as a table of them does,
    /// whether they come sorted (kept as they are) or not (sorted here), in any case mix.
    @Test(arguments: [
        ["a", "b", "c"],
        ["c", "a", "b"],
        ["flag10", "flag2", "Flag1", "flag1"],
        ["b", "a"],
        ["only"],
        [],
    ])
    func entriesPrintAsTheSortedTableOfThem(keys: [String]) {
        let entries = keys.enumerated().map { ($1, JSONValue.int($0)) }
        let table = Dictionary(uniqueKeysWithValues: entries)
        #expect(JSONValue.sortedObject(distinct: entries).serialized(pretty: true)
            == JSONValue.sortedObject(table).serialized(pretty: true))
        guard case .object(let printed) = JSONValue.sortedObject(distinct: entries) else {
            Issue.record("not an object")
            return
        }
        #expect(printed.map(\.0) == keys.sorted())
    }
}
