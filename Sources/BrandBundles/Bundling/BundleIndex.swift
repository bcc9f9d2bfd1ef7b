#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BrandCore
import Foundation

/// An output folder's index, kept in brandkit's cache (never in the output, which may be an
/// app's resources, where every file ships): for each unit, what its manifest says
/// (environment, platform, inputs and their combined hash) and each of its files' stamp
/// (size, modification time, inode) when brandkit last saw the unit whole. A no-op run reads
/// this one file and looks at each file's stamp, instead of reading every unit's manifest
/// and hashing every file it lists. It only ever saves work: a unit the index cannot vouch
/// for (no entry, a stamp that differs, a file changed shortly before it was stamped, an
/// index of another folder, a damaged or missing index) is checked from its files as before.
/// Stamps are this machine's own: `bundle --check` neither reads nor writes the index.
struct BundleIndex: Sendable {
    private static let header = "brandkit bundle index 2"
    /// A file modified this close to when its stamp was taken may change again within the
    /// file system's clock tick (coarse kernel time, or whole seconds on some file systems)
    /// and keep its stamp, so its stamp vouches for nothing.
    static let settling: Int64 = 2_000_000_000

    /// A file as `lstat` sees it. A regular file whose size, modification time and inode are
    /// all the same is taken to hold the same bytes, as git's index takes it.
    struct Stamp: Equatable, Sendable {
        var size: Int64
        var modified: Int64
        var inode: UInt64

        /// The stamp of the regular file at `path` (relative to the open directory `folder`,
        /// or to the working directory); nil for anything else or nothing.
        init?(_ path: String, in folder: Int32 = AT_FDCWD) {
            var info = stat()
            guard fstatat(folder, path, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            size = Int64(info.st_size)
            modified = Self.nanoseconds(info)
            inode = UInt64(info.st_ino)
        }

        init(size: Int64, modified: Int64, inode: UInt64) {
            self.size = size
            self.modified = modified
            self.inode = inode
        }

        static func nanoseconds(_ info: stat) -> Int64 {
            #if canImport(Darwin)
            Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
            #else
            Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
            #endif
        }
    }

    /// One unit as its manifest describes it, with the stamp of each file, the manifest's too.
    struct Entry: Sendable {
        var environment: String
        var platform: String
        var inputs: [String]
        var inputsHash: String
        var files: [(path: String, stamp: Stamp)]

        /// The unit in `directory` as it is now: its manifest read and each file stamped; nil
        /// when it is not a whole brandkit unit.
        init?(unitAt directory: String, kind: BundleKind) {
            guard let bytes = SafeFileSystem.readRegularFile(directory + "/" + kind.manifestFileName),
                  let manifest = BundleManifest.parse(bytes),
                  let own = Stamp(directory + "/" + kind.manifestFileName) else { return nil }
            var files = [(kind.manifestFileName, own)]
            for path in manifest.files.keys.sorted() {
                guard let stamp = Stamp(directory + "/" + path) else { return nil }
                files.append((path, stamp))
            }
            self.init(environment: manifest.environment, platform: manifest.platform.rawValue, inputs: manifest.inputs,
                      inputsHash: manifest.inputsHash, files: files)
        }

        init(environment: String, platform: String, inputs: [String], inputsHash: String, files: [(path: String, stamp: Stamp)]) {
            self.environment = environment
            self.platform = platform
            self.inputs = inputs
            self.inputsHash = inputsHash
            self.files = files
        }
    }

    /// The folder the index describes, as the run names it.
    let output: String
    /// Where the index is: in `cache`, named after the output folder's real path.
    let file: String
    /// The output folder's real path, which the index records: an index of another folder
    /// (a copy of the cache, or two paths whose names hash alike) vouches for nothing.
    let realOutput: String
    let entries: [String: Entry]
    /// A file modified at or after this time (nanoseconds since 1970) vouches for nothing.
    private let settled: Int64

    /// Whether unit `name` is unchanged, as far as the index can tell: true when its inputs
    /// hash as its manifest recorded and every file still has its stamp; false when its
    /// inputs changed; nil when only its files can tell.
    func isUnchanged(_ name: String, inputs: InputHashes, environment: String) -> Bool? {
        let kind = BundleKind(unitName: name)
        guard let entry = entries[name], entry.platform == kind.platform.rawValue, entry.environment == environment else { return nil }
        // Each file looked up from the unit's folder, opened once.
        let folder = open(output + "/" + name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else { return nil }
        defer { close(folder) }
        for file in entry.files {
            guard file.stamp.modified < settled, Stamp(file.path, in: folder) == file.stamp else { return nil }
        }
        var hashes: [(name: String, sha256: String)] = []
        for input in entry.inputs {
            guard let hash = inputs.hash(input) else { return false }
            hashes.append((input, hash))
        }
        return ContentHash.inputs(unit: name, platform: kind.platform, environment: environment, files: hashes) == entry.inputsHash
    }

    /// The index of `output` in the cache folder `cache`; empty when there is none, it cannot
    /// be read whole, or it describes another folder. Nil when the output has no real path.
    static func read(_ output: String, cache: String) -> BundleIndex? {
        guard let real = SafeFileSystem.realPath(output) else { return nil }
        let file = cache + "/bundle-" + ContentHash.sha256(Array(real.utf8)).prefix(32) + ".index"
        guard let bytes = SafeFileSystem.readRegularFile(file), let (described, settled, entries) = parse(bytes),
              described == real
        else { return BundleIndex(output: output, file: file, realOutput: real, entries: [:], settled: 0) }
        return BundleIndex(output: output, file: file, realOutput: real, entries: entries, settled: settled)
    }

    /// The time now on the system clock, in nanoseconds since 1970: taken before units are
    /// stamped, less `settling`, it is when their files' stamps start to vouch.
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// Writes the index of `entries`, whose files were stamped after `stamped` (`now()`),
    /// replacing the old one in one rename. The cache folder is made (private) when missing.
    func write(_ entries: [String: Entry], stamped: Int64) {
        let settled = stamped - Self.settling
        guard !realOutput.contains("\n"), settled > 0 else { return }
        var text = Self.header + "\n" + realOutput + "\n" + String(settled) + "\n"
        for (name, entry) in entries.sorted(by: { $0.key < $1.key }) {
            let fields = [name, entry.environment, entry.platform, entry.inputsHash] + entry.inputs + entry.files.map(\.path)
            // A name the format cannot carry, or a time before 1970, is left out: its unit is
            // checked from its files.
            guard fields.allSatisfy({ !$0.contains("\t") && !$0.contains("\n") }),
                  entry.files.allSatisfy({ $0.stamp.modified >= 0 && $0.stamp.size >= 0 }) else { continue }
            text += "U\t\(name)\t\(entry.environment)\t\(entry.platform)\t\(entry.inputsHash)\n"
            for input in entry.inputs { text += "I\t\(input)\n" }
            for file in entry.files {
                text += "F\t\(file.stamp.size)\t\(file.stamp.modified)\t\(file.stamp.inode)\t\(file.path)\n"
            }
        }
        let folder = (file as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        let temporary = file + ".new"
        SafeFileSystem.remove(temporary)
        do {
            try SafeFileSystem.writeNewFile(temporary, Array(text.utf8))
            try SafeFileSystem.rename(temporary, file)
        } catch {
            // The index only saves work: without it, the next run checks every unit's files.
            SafeFileSystem.remove(temporary)
        }
    }

    /// The entries of an index file; nil when it is not one, or is cut short. Read with a
    /// cursor over the bytes: tens of thousands of lines, each field taken where it lies.
    private static func parse(_ bytes: [UInt8]) -> (output: String, settled: Int64, entries: [String: Entry])? {
        bytes.withUnsafeBufferPointer { buffer -> (output: String, settled: Int64, entries: [String: Entry])? in
            var cursor = Cursor(bytes: buffer)
            guard cursor.text(endingWith: newline) == header, let output = cursor.text(endingWith: newline),
                  let settled = cursor.number(endingWith: newline) else { return nil }
            var entries: [String: Entry] = [:]
            var current: (name: String, entry: Entry)?
            while !cursor.atEnd {
                guard let tag = cursor.field(endingWith: tab), tag.count == 1 else { return nil }
                switch tag.first {
                case UInt8(ascii: "U"):
                    if let current { entries[current.name] = current.entry }
                    guard let name = cursor.text(endingWith: tab), let environment = cursor.text(endingWith: tab),
                          let platform = cursor.text(endingWith: tab), let hash = cursor.text(endingWith: newline) else { return nil }
                    current = (name, Entry(environment: environment, platform: platform, inputs: [], inputsHash: hash, files: []))
                case UInt8(ascii: "I"):
                    guard current != nil, let input = cursor.text(endingWith: newline) else { return nil }
                    current?.entry.inputs.append(input)
                case UInt8(ascii: "F"):
                    guard current != nil, let size = cursor.number(endingWith: tab), let modified = cursor.number(endingWith: tab),
                          let inode = cursor.number(endingWith: tab), let path = cursor.field(endingWith: newline),
                          isInsideUnit(path) else { return nil }
                    current?.entry.files.append((String(decoding: path, as: UTF8.self),
                                                 Stamp(size: size, modified: modified, inode: UInt64(inode))))
                default:
                    return nil
                }
            }
            if let current { entries[current.name] = current.entry }
            return (output, settled, entries)
        }
    }

    private static let tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n")

    /// Where `parse` is in the index's bytes.
    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        var atEnd: Bool { position >= bytes.count }

        /// The bytes up to `end`, which is passed; nil when the file ends first.
        mutating func field(endingWith end: UInt8) -> UnsafeBufferPointer<UInt8>.SubSequence? {
            var index = position
            while index < bytes.count, bytes[index] != end { index += 1 }
            guard index < bytes.count else { return nil }
            defer { position = index + 1 }
            return bytes[position..<index]
        }

        mutating func text(endingWith end: UInt8) -> String? {
            field(endingWith: end).map { String(decoding: $0, as: UTF8.self) }
        }

        /// A decimal number up to `end` that an `Int64` holds (nanoseconds since 1970 take 19
        /// digits); nil for anything else.
        mutating func number(endingWith end: UInt8) -> Int64? {
            guard let digits = field(endingWith: end), !digits.isEmpty, digits.count <= 19 else { return nil }
            var value: UInt64 = 0
            for digit in digits {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
                value = value * 10 + UInt64(digit - UInt8(ascii: "0"))
            }
            return Int64(exactly: value)
        }
    }

    /// A relative path that stays inside its unit: not absolute, no `..` component.
    private static func isInsideUnit(_ path: UnsafeBufferPointer<UInt8>.SubSequence) -> Bool {
        guard !path.isEmpty, path.first != UInt8(ascii: "/") else { return false }
        return !path.split(separator: UInt8(ascii: "/")).contains { $0.elementsEqual("..".utf8) }
    }
}

extension BundleOptions {
    /// Where the index lives when the run names no cache folder: `$XDG_CACHE_HOME/brandkit`,
    /// else the user's cache folder (`~/Library/Caches/brandkit` on macOS,
    /// `~/.cache/brandkit` elsewhere); nil when neither variable names an absolute path.
    package static func defaultCache(_ environment: [String: String]) -> String? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/brandkit" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        #if canImport(Darwin)
        return home + "/Library/Caches/brandkit"
        #else
        return home + "/.cache/brandkit"
        #endif
    }
}
