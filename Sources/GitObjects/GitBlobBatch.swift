import BrandCore
import Foundation

/// One `git cat-file --batch` for a run: every blob of a revision is asked of the one
/// process by its object id and read from its output, instead of one git process per file.
/// Asked one blob at a time, under a lock: git answers each before it reads the next, so
/// neither side waits on a full pipe. Started on the first read; ended when released.
final class GitBlobBatch: Sendable {
    private let directory: String
    private let state = Locked<Running?>(nil)

    /// The process and what it printed that is not read yet.
    private struct Running {
        let process: Process
        let exit: ProcessExit
        let input: FileHandle
        let output: FileHandle
        var pending: [UInt8] = []
    }

    init(directory: String) {
        self.directory = directory
    }

    deinit {
        state.withLock { running in
            guard let running else { return }
            try? running.input.close()
            running.exit.wait()
        }
    }

    /// The bytes of blob `object` (an object id), which the revision's listing says holds
    /// `size` bytes; throws when git does not answer with a blob of that size.
    func blob(_ object: String, size: Int) throws -> [UInt8] {
        guard object.utf8.allSatisfy({ $0.isASCIIHexDigit }) else { throw Git.Failure(description: "'\(object)' is no object id") }
        return try state.withLock { running throws -> [UInt8] in
            if running == nil { running = try start() }
            guard var current = running else { throw Git.Failure(description: "git could not start") }
            defer { running = current }
            do {
                try current.input.write(contentsOf: Data((object + "\n").utf8))
                // "<object> <type> <size>\n", then the bytes and a line feed.
                let header = String(decoding: try Self.line(&current), as: UTF8.self).split(separator: " ")
                guard header.count == 3, header[1] == "blob", Int(header[2]) == size else {
                    throw Git.Failure(description: "git has no blob \(object) of \(size) bytes")
                }
                let bytes = try Self.bytes(size + 1, from: &current)
                return Array(bytes.dropLast())
            } catch {
                // An answer read halfway leaves the process out of step: the next read starts another.
                try? current.input.close()
                current.process.terminate()
                current.exit.wait()
                running = nil
                throw error
            }
        }
    }

    /// The bytes of every blob of `requests` (object ids, with the sizes the revision's
    /// listing gives), in order, from one `git cat-file --batch` of its own: the ids are
    /// handed to git as a file, so git reads them at its own pace while its answers are read
    /// to the end, and no answer waits for the next question. What a run reads up front (the
    /// brand files) is read so; the files brands name are asked one by one, as reached.
    static func blobs(_ requests: [(object: String, size: Int)], in directory: String) throws -> [[UInt8]] {
        if requests.isEmpty { return [] }
        for request in requests where !request.object.utf8.allSatisfy({ $0.isASCIIHexDigit }) {
            throw Git.Failure(description: "'\(request.object)' is no object id")
        }
        let questions = try questionFile(requests.map { $0.object + "\n" }.joined())
        let output = Pipe()
        let (_, exit) = try Git.start(["cat-file", "--batch"], in: directory, input: questions, output: output)
        let answers = [UInt8](output.fileHandleForReading.readDataToEndOfFile())
        exit.wait()
        // Each answer: "<object> <type> <size>\n", then the bytes and a line feed.
        var blobs: [[UInt8]] = [], cursor = 0
        blobs.reserveCapacity(requests.count)
        for request in requests {
            guard let end = answers[cursor...].firstIndex(of: UInt8(ascii: "\n")), end - cursor < 4096 else {
                throw Git.Failure(description: "git printed no header line")
            }
            let header = String(decoding: answers[cursor..<end], as: UTF8.self).split(separator: " ")
            guard header.count == 3, header[1] == "blob", Int(header[2]) == request.size,
                  end + 1 + request.size < answers.count, answers[end + 1 + request.size] == UInt8(ascii: "\n") else {
                throw Git.Failure(description: "git has no blob \(request.object) of \(request.size) bytes")
            }
            blobs.append(Array(answers[(end + 1)..<(end + 1 + request.size)]))
            cursor = end + 2 + request.size
        }
        return blobs
    }

    /// A file holding `text`, open for reading from its start and already removed, so
    /// nothing is left behind whatever happens next.
    private static func questionFile(_ text: String) throws -> FileHandle {
        var template = Array((FileManager.default.temporaryDirectory.path + "/brandkit-objects-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { $0.baseAddress.map { mkstemp($0) } ?? -1 }
        guard descriptor >= 0 else { throw Git.Failure(description: "cannot make a temporary file for git's questions") }
        unlink(String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: Data(text.utf8))
            try handle.seek(toOffset: 0)
        } catch {
            throw Git.Failure(description: "cannot write git's questions to a temporary file")
        }
        return handle
    }

    private func start() throws -> Running {
        let input = Pipe(), output = Pipe()
        let (process, exit) = try Git.start(["cat-file", "--batch"], in: directory, input: input, output: output)
        return Running(process: process, exit: exit, input: input.fileHandleForWriting, output: output.fileHandleForReading)
    }

    /// The next line of git's output, without its line feed.
    private static func line(_ running: inout Running) throws -> [UInt8] {
        while true {
            if let end = running.pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(running.pending[..<end])
                running.pending.removeSubrange(...end)
                return line
            }
            guard running.pending.count < 4096 else { throw Git.Failure(description: "git printed no header line") }
            try more(&running)
        }
    }

    /// The next `count` bytes of git's output.
    private static func bytes(_ count: Int, from running: inout Running) throws -> [UInt8] {
        while running.pending.count < count { try more(&running) }
        let bytes = Array(running.pending[..<count])
        running.pending.removeSubrange(..<count)
        return bytes
    }

    private static func more(_ running: inout Running) throws {
        let chunk = running.output.availableData
        guard !chunk.isEmpty else { throw Git.Failure(description: "git stopped answering") }
        running.pending += chunk
    }
}

private extension UInt8 {
    var isASCIIHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
    }
}
