import BrandYAML

/// The flag values one worker has typed and checked and found nothing wrong with, so the
/// same value written again (`checkoutTheme: classic` in brand after brand) is passed at
/// once: not typed again, not made a `TypedLeaf`, not handed to the value rules.
///
/// A value is remembered by everything a value rule is given of it but where it is written:
/// the flag, the key it is written under, the scalar as written, the environment whose
/// overlay holds it. (Its type and its path follow from the flag and the key.) So a rule
/// that found nothing at one place finds nothing at another: what it reports names the
/// place, but whether it reports is decided without it. A value with a finding is never
/// remembered, so every finding is made where it is written. The reference validator runs
/// every rule on every value, without this, and its report must be the same.
///
/// Most flags hold one of a few values; some (a count, a price) hold a different one in
/// almost every brand. A flag's first few clean values are kept, and once it has more, it is
/// marked varied and none of its values is kept again: its values are checked as if there
/// were no memory, at the cost of one look at the mark.
///
/// One worker's own: made with the worker's `ValueChecks`, read and changed on its thread only.
package final class CleanFlagValues {
    private struct Value {
        let key: String
        let scalar: YAMLScalar
        let environment: String?
    }

    /// One flag's clean values, until it is varied.
    private struct OfFlag {
        var values: [Value] = []
        var isVaried = false
    }

    // Read and changed for every flag value: each access is a single read or change that
    // spans no call reaching the same property, and the runtime's exclusivity check, a table
    // lookup each time, is left out of optimised builds. Debug builds, which every test runs,
    // keep it.
    #if DEBUG
    private var byFlag: [OfFlag] = []
    #else
    @exclusivity(unchecked) private var byFlag: [OfFlag] = []
    #endif
    /// The clean values a flag may have and still be remembered.
    static let capacity = 8

    package init() {}

    /// True when `scalar`, written under `key` as the value of `flag` in `environment`'s
    /// overlay (nil: in a file's own values), was found clean before.
    func contains(_ scalar: YAMLScalar, key: String, of flag: FlagPosition, in environment: String?) -> Bool {
        let index = flag.index
        guard index < byFlag.count else { return false }
        // Compared where they stand, scalar first, which tells most values apart: a copy of
        // each value compared cost more than the comparing.
        for known in byFlag[index].values.indices where byFlag[index].values[known].scalar == scalar {
            if byFlag[index].values[known].key == key && byFlag[index].values[known].environment == environment { return true }
        }
        return false
    }

    /// Remembers `scalar` as clean (see `contains`), unless its flag is varied.
    func insert(_ scalar: YAMLScalar, key: String, of flag: FlagPosition, in environment: String?) {
        let index = flag.index
        if index >= byFlag.count { byFlag += Array(repeating: OfFlag(), count: index + 1 - byFlag.count) }
        if byFlag[index].isVaried { return }
        if byFlag[index].values.count >= Self.capacity {
            byFlag[index] = OfFlag(values: [], isVaried: true)
        } else {
            byFlag[index].values.append(Value(key: key, scalar: scalar, environment: environment))
        }
    }
}
