#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// File operations on untrusted trees, done with POSIX calls that never follow a symlink
/// unannounced: brand files are read only when they are regular files inside the brands
/// directory, and bundles are written only inside the output directory.
package enum SafeFileSystem {
    /// `name` inside `directory`, with one `/` between them.
    package static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : "\(directory)/\(name)"
    }

    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    static func fail(_ what: String, _ path: String) -> Failure {
        Failure(description: "cannot \(what) '\(path)': \(String(cString: strerror(errno)))")
    }

    package enum Kind { case missing, file, directory, symlink, other }

    package static func kind(_ path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symlink
        default: return .other
        }
    }

    /// Creates a directory that must not exist yet (so it is ours, with nothing planted in it).
    package static func makeDirectory(_ path: String) throws(Failure) {
        guard mkdir(path, 0o755) == 0 else { throw fail("create directory", path) }
        chmod(path, 0o755)  // independent of the umask: fixed modes for a deterministic tree
    }

    /// Writes a new file; refuses to follow or replace anything already at `path`.
    package static func writeNewFile(_ path: String, _ bytes: [UInt8]) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw fail("create", path) }
        defer { close(descriptor) }
        fchmod(descriptor, 0o644)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            guard result > 0 else { throw fail("write", path) }
            written += result
        }
    }

    /// Creates `path` whole or not at all, and never over anything already there: the bytes
    /// go to a hidden file beside it, which is then hard-linked into place (a link, unlike a
    /// rename, refuses an existing name).
    package static func createNewFile(_ path: String, _ bytes: [UInt8]) throws(Failure) {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        let folder = String(path.dropLast(name.count))
        let staging = folder + ".\(name).brandkit-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try writeNewFile(staging, bytes)
        defer { unlink(staging) }
        guard link(staging, path) == 0 else { throw fail("create", path) }
    }

    /// What reading a file of an untrusted directory found.
    package enum ConfinedRead {
        case bytes([UInt8])
        /// Not read, and why: it is no regular file inside the directory.
        case refused(String)
    }

    /// An entry of a directory, as the listing itself describes it.
    package struct ListedEntry {
        package let name: String
        /// The listing says the entry is a regular file. False for anything else, and for every
        /// entry of a file system whose listing does not say what its entries are.
        package let isRegularFile: Bool
    }

    /// The entries of `directory`, besides `.` and `..`, in no particular order, each with
    /// what the listing says it is: known without a call per entry.
    package static func entries(of directory: String) throws(Failure) -> [ListedEntry] {
        guard let stream = opendir(directory) else { throw fail("list", directory) }
        defer { closedir(stream) }
        var entries: [ListedEntry] = []
        while true {
            // The end and an error both come back as nil; only `errno`, cleared just before,
            // tells them apart (anything else called in the loop may leave it set).
            errno = 0
            guard let entry = readdir(stream) else {
                guard errno == 0 else { throw fail("list", directory) }
                return entries
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                bytes.baseAddress.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? ""
            }
            guard name != "." && name != ".." else { continue }
            entries.append(ListedEntry(name: name, isRegularFile: entry.pointee.d_type == UInt8(DT_REG)))
        }
    }

    /// Reads `path`, an entry of `directory`, at most `maxBytes` of it: only a regular file, or
    /// a symlink that resolves to a regular file inside `directory`. A FIFO or device is never
    /// opened (opening a FIFO blocks; a device may do anything). Throws when a file that may be
    /// read cannot be (permissions): that is no fault of the input.
    ///
    /// An entry that `entries(of:)` listed as a regular file (`listedAsRegularFile`) is opened
    /// without asking again what it is: a brands directory of 10,000 files saves as many calls.
    /// `O_NOFOLLOW` refuses it if it has become a symlink since, and then it is read as below;
    /// whatever was opened is checked to be a regular file before a byte is read. An entry
    /// swapped for a device after the listing would be opened, as one swapped between `lstat`
    /// and `open` always could be, over a longer window: that takes write access to the
    /// directory while brandkit runs (and root, to make a device); a checkout cannot hold one.
    package static func readConfined(_ path: String, inside directory: String, maxBytes: Int,
                                     listedAsRegularFile: Bool = false) throws(Failure) -> ConfinedRead {
        if listedAsRegularFile {
            let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
            if descriptor >= 0 { return try readOpened(descriptor, path, maxBytes: maxBytes) }
        }
        var target = path
        switch kind(path) {
        case .missing: throw fail("read", path)
        case .directory: return .refused("is a directory, not a brand file")
        case .other: return .refused("is not a regular file")
        case .file: break
        case .symlink:
            guard let resolved = realPath(path), let root = realPath(directory),
                  resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/")
            else { return .refused("is a symbolic link to a file outside the brands directory") }
            guard kind(resolved) == .file else { return .refused("is a symbolic link to something that is not a regular file") }
            target = resolved
        }
        let descriptor = open(target, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw fail("read", path) }
        return try readOpened(descriptor, path, maxBytes: maxBytes)
    }

    /// Reads the open `descriptor` of `path`, and closes it: only when it is a regular file.
    private static func readOpened(_ descriptor: Int32, _ path: String, maxBytes: Int) throws(Failure) -> ConfinedRead {
        defer { close(descriptor) }
        var info = stat()
        // Checked again on what was opened: the entry may have been swapped since it was
        // listed or looked at.
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return .refused("is not a regular file") }
        guard let bytes = readAll(descriptor, limit: maxBytes + 1, size: Int(info.st_size)) else { throw fail("read", path) }
        return .bytes(bytes)
    }

    /// The absolute path with every symlink resolved; nil when it does not exist.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Up to `limit` bytes from an open descriptor; nil on a read error.
    ///
    /// `size`, a regular file's size as `fstat` gave it, is asked for (and one byte more) in one
    /// call, straight into the array returned: when exactly that many come back, the file ended
    /// where `fstat` said, with no second call to find the end. Fewer, or more (the file
    /// changed meanwhile), and it is read on to its end as any other.
    private static func readAll(_ descriptor: Int32, limit: Int = .max, size: Int = 0) -> [UInt8]? {
        var bytes: [UInt8] = []
        if size > 0 {
            let wanted = min(size + 1, limit)
            var failed = false
            bytes = [UInt8](unsafeUninitializedCapacity: wanted) { buffer, count in
                let got = read(descriptor, buffer.baseAddress, wanted)
                failed = got < 0
                count = max(0, got)
            }
            if failed { return nil }
            if bytes.count == size && size < wanted { return bytes }
        }
        // The read buffer is left uninitialised: zeroing 64 KiB for each brand file of a few
        // KiB cost more than reading it.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 65536) { buffer in
            while bytes.count < limit {
                let wanted = min(buffer.count, limit - bytes.count)
                let count = read(descriptor, buffer.baseAddress, wanted)
                if count < 0 { return nil }
                if count == 0 { break }
                bytes += buffer[0..<count]
            }
            return bytes
        }
    }

    /// Reads a regular file without following a symlink; nil when it is not one.
    package static func readRegularFile(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return readAll(descriptor, size: Int(info.st_size))
    }

    /// Removes a file, a symlink (never its target) or a directory tree.
    package static func remove(_ path: String) {
        switch kind(path) {
        case .missing: return
        case .directory:
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] { remove(path + "/" + name) }
            rmdir(path)
        default:
            unlink(path)
        }
    }

    /// Swaps two directory entries in one step, so a reader sees one or the other, never
    /// neither. False where the system cannot (the caller falls back to two renames).
    package static func exchange(_ a: String, _ b: String) -> Bool {
        #if os(Linux)
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let atCurrentDirectory: Int32 = -100, renameExchange: UInt32 = 2
        return renameat2(atCurrentDirectory, a, atCurrentDirectory, b, renameExchange) == 0
        #else
        typealias RenameXNP = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: -2), "renamex_np") else { return false }
        let renamexNP = unsafeBitCast(symbol, to: RenameXNP.self)
        let renameSwap: UInt32 = 2
        return renamexNP(a, b, renameSwap) == 0
        #endif
    }

    package static func rename(_ from: String, _ to: String) throws(Failure) {
        guard Foundation.rename(from, to) == 0 else { throw fail("rename", from) }
    }

    /// An exclusive lock on `path` (created if needed, never through a symlink), held until
    /// the returned descriptor is closed.
    /// A symlink at `path` is removed first (never its target): the name is brandkit's, and a
    /// planted link must not block every later run.
    /// Takes an exclusive lock on the directory itself (flock on its descriptor), so runs
    /// take turns without leaving a lock file in it: the directory may be an app's
    /// resources, where every file ships. A symlink is never followed.
    package static func lockDirectory(_ path: String) throws(Failure) -> Int32 {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw fail("open", path) }
        guard flock(descriptor, LOCK_EX) == 0 else {
            close(descriptor)
            throw fail("lock", path)
        }
        return descriptor
    }
}
