import BrandCore
import Foundation
import Testing

/// A process waited for through `ProcessExit` is let go with its files: a run (or a test
/// process, which starts thousands) that kept each would run out of file descriptors, and
/// Foundation lists every open one again for each process it starts.
struct ProcessExitTests {
    @Test func aProcessWaitedForIsFreedWithTheFilesItWasGiven() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("process-exit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        weak var last: Process?
        for index in 0..<40 {
            let output = scratch.appendingPathComponent("\(index)")
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["true"]
            process.standardOutput = try FileHandle(forWritingTo: output)
            process.standardError = try FileHandle(forWritingTo: output)
            process.standardInput = FileHandle.nullDevice
            let exit = ProcessExit(of: process)
            try process.run()
            exit.wait()
            #expect(process.terminationStatus == 0)
            last = process
        }
        // Foundation's thread that called the handler lets go of the process just after
        // the wait returned; before the fix nothing ever let go of it.
        let deadline = Date().addingTimeInterval(10)
        while last != nil, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(last == nil, "the last process is still held 10 s after its wait")
        let stillOpen = try openFiles().filter { $0.hasPrefix(scratch.path) }
        #expect(stillOpen.count == 0, "\(stillOpen.count) of the 80 files given to the processes are still open")
    }

    /// What this process's open file descriptors point at (other tests run beside this one).
    private func openFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").compactMap {
            try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\($0)")
        }
    }
}
