/// How a command ended when it did not succeed. A command says what happened; `status` is
/// the one place that turns it into brandkit's exit status: 0 ok, 1 the input has errors,
/// 2 the command could not run.
enum Outcome: Error {
    /// The input has errors, or the thing checked differs from it (`verify`, `bundle --check`).
    case inputHasErrors
    /// `diff --exit-code` found differences: 1, as `git diff --exit-code` says them.
    case differs
    /// `diff --exit-code` could not compare: 2, since 1 says "differs" there.
    case couldNotCompare
    /// A bad argument, a missing directory or an unreadable file (with a message said before).
    case couldNotRun

    var status: Int32 {
        switch self {
        case .inputHasErrors, .differs: 1
        case .couldNotCompare, .couldNotRun: 2
        }
    }

    /// A comparison's errors: 1, unless `--exit-code` gave 1 to differences.
    static func comparisonFailed(exitCode: Bool) -> Outcome {
        exitCode ? .couldNotCompare : .inputHasErrors
    }
}
