import BrandConfiguration
import Foundation

/// What a run did, counted, on standard error after it ends when `BRANDKIT_STATISTICS` is
/// set: how many brand × environment pairs it resolved, the figure that shows a command
/// resolves each variant it emits once. For tests and for looking into a slow run; the
/// output is unchanged.
enum RunStatistics {
    static func printIfAsked() {
        guard ProcessInfo.processInfo.environment["BRANDKIT_STATISTICS"] != nil else { return }
        let resolutions = BrandResolver.resolutions.withLock { $0 }
        FileHandle.standardError.write(Data("brandkit statistics: \(resolutions) brand × environment resolutions\n".utf8))
    }
}
