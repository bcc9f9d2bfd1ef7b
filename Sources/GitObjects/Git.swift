import BrandCore
import Foundation

/// The `git` command, run in a directory: a revision's tree and blobs are read through it,
/// never through a library of git's format, so the repository is the one git itself finds.
package enum Git {
    package struct Failure: Error, CustomStringConvertible {
        package var description: String

        package init(description: String) {
            self.description = description
        }
    }

    /// Runs git and returns its standard output; throws with its standard error when it
    /// fails. With `cappedAt`, the output is cut there (and git stopped); without it, output
    /// over 16 MiB is an error, never held.
    package static func run(_ arguments: [String], in directory: String, cappedAt cap: Int? = nil) throws -> [UInt8] {
        let limit = cap ?? (16 << 20)
        let output = Pipe(), errors = Pipe()
        let (process, exit) = try start(arguments, in: directory, input: FileHandle.nullDevice, output: output, errors: errors)
        var data: [UInt8] = []
        while data.count < limit {
            let chunk = output.fileHandleForReading.readData(ofLength: min(65536, limit - data.count))
            if chunk.isEmpty { break }
            data += chunk
        }
        let stopped = data.count >= limit
        if stopped { process.terminate() }
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        exit.wait()
        if stopped && cap == nil { throw Failure(description: "git printed more than 16 MiB for \(arguments.first ?? "")") }
        guard stopped || process.terminationStatus == 0 else {
            throw Failure(description: String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return data
    }

    /// git started in `directory` with `arguments`, its standard streams given, and the
    /// wait for its end (`ProcessExit`, made before it runs). Every git brandkit starts is
    /// started here.
    static func start(_ arguments: [String], in directory: String, input: Any, output: Any,
                      errors: Any = FileHandle.nullDevice) throws -> (Process, ProcessExit) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Never a bare repository git finds on its own (safe.bareRepository, git 2.38): only
        // the project's, with its work tree.
        process.arguments = ["git", "-c", "safe.bareRepository=explicit", "-C", directory] + arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        let exit = ProcessExit(of: process)
        do { try process.run() } catch { throw Failure(description: "git could not start; is it installed and on PATH?") }
        return (process, exit)
    }
}
