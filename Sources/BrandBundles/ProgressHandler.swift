/// Told how far a long run has got: units done, out of how many. The command line turns it
/// into a progress line on a terminal; the library never prints.
package typealias ProgressHandler = @Sendable (_ done: Int, _ total: Int) -> Void
