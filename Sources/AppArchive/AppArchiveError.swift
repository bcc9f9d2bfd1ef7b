/// Why a built app could not be read: the file is no app archive, or one damaged or larger
/// than brandkit reads. Its text names no more than the part that is wrong.
package struct AppArchiveError: Error, Sendable, Equatable, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
