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
    private static let header = "brandkit bundle index 4"
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
        /// or to the working directory), or with `of: S_IFDIR` of the folder; nil for anything
        /// else or nothing. A folder's time changes when a file is put into it or taken out.
        init?(_ path: String, in folder: Int32 = AT_FDCWD, of type: mode_t = S_IFREG) {
            guard let found = path.withCString({ Self.lookUp($0, in: folder, type: type) }) else { return nil }
            self = found
        }

        /// The same for a path as the index holds it, its bytes: made a C string on the stack,
        /// not a `String`.
        init?(_ path: Slice<UnsafeBufferPointer<UInt8>>, in folder: Int32, of type: mode_t = S_IFREG) {
            let found = withUnsafeTemporaryAllocation(of: CChar.self, capacity: path.count + 1) { buffer -> Stamp? in
                guard let start = buffer.baseAddress else { return nil }
                UnsafeMutableRawBufferPointer(buffer).copyBytes(from: path)
                buffer[path.count] = 0
                return Self.lookUp(start, in: folder, type: type)
            }
            guard let found else { return nil }
            self = found
        }

        private static func lookUp(_ path: UnsafePointer<CChar>, in folder: Int32, type: mode_t) -> Stamp? {
            var info = stat()
            guard fstatat(folder, path, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == type else { return nil }
            return Stamp(size: Int64(info.st_size), modified: nanoseconds(info), inode: UInt64(info.st_ino))
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

    /// One unit as its manifest describes it, with the stamp of each file, the manifest's
    /// too, and of each of its folders, its own first (`.`).
    struct Entry: Sendable {
        var environment: String
        var platform: String
        var inputs: [String]
        var inputsHash: String
        var files: [(path: String, stamp: Stamp)]
        var folders: [(path: String, stamp: Stamp)] = []

        /// How many file and folder lines the entry has: its unit line says so, and an index
        /// that lost one of them vouches for nothing of the unit.
        var stampCount: Int { files.count + folders.count }

        /// The unit in `directory` as it is now: its manifest read and each file and folder
        /// stamped; nil when it is not a whole brandkit unit, or holds anything its manifest
        /// does not list (a file put in by hand, a link).
        init?(unitAt directory: String, kind: BundleKind) {
            guard let bytes = SafeFileSystem.readRegularFile(directory + "/" + kind.manifestFileName),
                  let manifest = BundleManifest.parse(bytes),
                  let own = Stamp(directory + "/" + kind.manifestFileName),
                  let root = Stamp(directory, of: S_IFDIR) else { return nil }
            var files = [(kind.manifestFileName, own)]
            var folders = [(".", root)]
            for path in ((try? FileManager.default.subpathsOfDirectory(atPath: directory)) ?? []).sorted() {
                if let stamp = Stamp(directory + "/" + path, of: S_IFDIR) {
                    folders.append((path, stamp))
                } else if path != kind.manifestFileName {
                    guard manifest.files[path] != nil, let stamp = Stamp(directory + "/" + path) else { return nil }
                    files.append((path, stamp))
                }
            }
            guard files.count == manifest.files.count + 1 else { return nil }
            self.init(environment: manifest.environment, platform: manifest.platform.rawValue, inputs: manifest.inputs,
                      inputsHash: manifest.inputsHash, files: files, folders: folders)
        }

        init(environment: String, platform: String, inputs: [String], inputsHash: String, files: [(path: String, stamp: Stamp)],
             folders: [(path: String, stamp: Stamp)] = []) {
            self.environment = environment
            self.platform = platform
            self.inputs = inputs
            self.inputsHash = inputsHash
            self.files = files
            self.folders = folders
        }
    }

    /// The folder the index describes, as the run names it.
    let output: String
    /// Where the index is: in `cache`, named after the output folder's real path.
    let file: String
    /// The output folder's real path, which the index records: an index of another folder
    /// (a copy of the cache, or two paths whose names hash alike) vouches for nothing.
    let realOutput: String
    /// The index file as read, every unit's own line checked. A unit's other lines are read,
    /// and checked, where they lie when the unit is asked about: a no-op run asks about each
    /// once, and making a string and a list for each of a hundred thousand files (and freeing
    /// them) took longer than looking at the files' stamps.
    private let bytes: [UInt8]
    /// Where each unit's lines are in `bytes`, its `U` line first.
    private let units: [String: Range<Int>]
    /// A file modified at or after this time (nanoseconds since 1970) vouches for nothing.
    private let settled: Int64

    /// Every unit's entry, read out of the index: what a run that changed units writes back.
    var entries: [String: Entry] {
        bytes.withUnsafeBufferPointer { buffer in
            var entries: [String: Entry] = Dictionary(minimumCapacity: units.count)
            for (name, lines) in units {
                var cursor = Cursor(bytes: buffer, lines: lines)
                guard case .unit(_, let environment, let platform, let inputsHash, let stamps)? = cursor.line() else { continue }
                var entry = Entry(environment: Self.text(environment), platform: Self.text(platform), inputs: [],
                                  inputsHash: Self.text(inputsHash), files: [])
                // A unit with a damaged line is left out: the run that writes the entries back
                // stamps it again if it is one of the run's, and otherwise forgets it.
                var whole = true
                while whole, !cursor.atEnd {
                    switch cursor.line() {
                    case .input(let input)?: entry.inputs.append(Self.text(input))
                    case .file(let stamp, let path)?: entry.files.append((Self.text(path), stamp))
                    case .folder(let stamp, let path)?: entry.folders.append((Self.text(path), stamp))
                    case .unit?, .end?, nil: whole = false
                    }
                }
                if entry.stampCount != stamps { whole = false }
                if whole { entries[name] = entry }
            }
            return entries
        }
    }

    /// Whether unit `name` is unchanged, as far as the index can tell: true when its inputs
    /// hash as its manifest recorded and every file still has its stamp; false when its
    /// inputs changed; nil when only its files can tell.
    func isUnchanged(_ name: String, inputs: InputHashes, environment: String) -> Bool? {
        let kind = BundleKind(unitName: name)
        guard let lines = units[name] else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Bool? in
            var cursor = Cursor(bytes: buffer, lines: lines)
            guard case .unit(_, let written, let platform, let inputsHash, let stamps)? = cursor.line(),
                  platform.elementsEqual(kind.platform.rawValue.utf8), written.elementsEqual(environment.utf8) else { return nil }
            // Each file looked up from the unit's folder, opened once.
            let folder = open(output + "/" + name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard folder >= 0 else { return nil }
            defer { close(folder) }
            var names: [String] = []
            var stamped = 0
            while !cursor.atEnd {
                switch cursor.line() {
                case .input(let input)?:
                    names.append(Self.text(input))
                case .file(let stamp, let path)?:
                    guard stamp.modified < settled, Stamp(path, in: folder) == stamp else { return nil }
                    stamped += 1
                case .folder(let stamp, let path)?:
                    // A folder that kept its stamp had no file put in or taken out.
                    guard stamp.modified < settled, Stamp(path, in: folder, of: S_IFDIR) == stamp else { return nil }
                    stamped += 1
                case .unit?, .end?, nil:
                    return nil  // a damaged line: the unit's files tell
                }
            }
            // A lost line leaves a file or folder unlooked at: the unit's files tell.
            guard stamped == stamps else { return nil }
            var hashes: [(name: String, sha256: String)] = []
            for input in names {
                guard let hash = inputs.hash(input) else { return false }
                hashes.append((input, hash))
            }
            return ContentHash.inputs(unit: name, platform: kind.platform, environment: environment, files: hashes)
                .utf8.elementsEqual(inputsHash)
        }
    }

    /// The index of `output` in the cache folder `cache`; empty when there is none, it cannot
    /// be read whole, or it describes another folder. Nil when the output has no real path.
    static func read(_ output: String, cache: String) -> BundleIndex? {
        guard let real = SafeFileSystem.realPath(output) else { return nil }
        let file = cache + "/bundle-" + ContentHash.sha256(Array(real.utf8)).prefix(32) + ".index"
        guard let bytes = SafeFileSystem.readRegularFile(file), let (described, settled, units) = parse(bytes),
              described == real
        else { return BundleIndex(output: output, file: file, realOutput: real, bytes: [], units: [:], settled: 0) }
        return BundleIndex(output: output, file: file, realOutput: real, bytes: bytes, units: units, settled: settled)
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
        var written = 0
        for (name, entry) in entries.sorted(by: { $0.key < $1.key }) {
            let fields = [name, entry.environment, entry.platform, entry.inputsHash] + entry.inputs + entry.files.map(\.path) + entry.folders.map(\.path)
            // A name the format cannot carry, or a time before 1970, is left out: its unit is
            // checked from its files.
            guard fields.allSatisfy({ !$0.contains("\t") && !$0.contains("\n") }),
                  (entry.files + entry.folders).allSatisfy({ $0.stamp.modified >= 0 && $0.stamp.size >= 0 }) else { continue }
            written += 1
            text += "U\t\(name)\t\(entry.environment)\t\(entry.platform)\t\(entry.inputsHash)\t\(entry.stampCount)\n"
            for input in entry.inputs { text += "I\t\(input)\n" }
            for (tag, stamped) in [("F", entry.files), ("D", entry.folders)] {
                for file in stamped { text += "\(tag)\t\(file.stamp.size)\t\(file.stamp.modified)\t\(file.stamp.inode)\t\(file.path)\n" }
            }
        }
        // The end, with the number of units: an index cut short at a line end lacks it.
        text += "E\t\(written)\n"
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

    /// Where each unit's lines are in an index file; nil when it is not one, or any unit's own
    /// line (`U`) is damaged, or the file does not end with its end line (`E`) counting the
    /// units before it: an index cut short, even at a line end, vouches for nothing. A unit's
    /// other lines are checked when they are read (`isUnchanged`, `entries`): a damaged one
    /// costs only its unit, whose files are then checked as before. No string is made but
    /// each unit's name, and of each other line only its end is looked for.
    private static func parse(_ bytes: [UInt8]) -> (output: String, settled: Int64, units: [String: Range<Int>])? {
        bytes.withUnsafeBufferPointer { buffer -> (output: String, settled: Int64, units: [String: Range<Int>])? in
            guard let base = buffer.baseAddress else { return nil }
            var cursor = Cursor(bytes: buffer, lines: 0..<buffer.count)
            guard cursor.field(endingWith: newline).map(text) == header, let output = cursor.field(endingWith: newline).map(text),
                  let settled = cursor.number(endingWith: newline) else { return nil }
            // The last line is the end line; the units' lines stand before it.
            guard buffer.count > cursor.position, buffer[buffer.count - 1] == newline else { return nil }
            var linesEnd = buffer.count - 1
            while linesEnd > cursor.position, buffer[linesEnd - 1] != newline { linesEnd -= 1 }
            var endLine = Cursor(bytes: buffer, lines: linesEnd..<buffer.count)
            guard case .end(let count)? = endLine.line(), endLine.atEnd else { return nil }
            var units: [String: Range<Int>] = [:]
            var unitLines = 0
            var start = cursor.position
            while start < linesEnd {
                var unitLine = Cursor(bytes: buffer, lines: start..<linesEnd)
                guard case .unit(let name, _, _, _, _)? = unitLine.line() else { return nil }
                // The unit's lines run to the next line that starts with its tag, `U` and a tab.
                var end = unitLine.position
                while end < linesEnd, !(buffer[end] == UInt8(ascii: "U") && end + 1 < linesEnd && buffer[end + 1] == tab) {
                    guard let found = memchr(base + end, Int32(newline), linesEnd - end) else { end = linesEnd; break }
                    end = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                }
                units[text(name)] = start..<end
                unitLines += 1
                start = end
            }
            guard unitLines == count else { return nil }
            return (output, settled, units)
        }
    }

    private static func text(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    private static let tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n")

    /// One line of the index, its fields where they lie in the index's bytes.
    private enum Line {
        /// `U`: a unit's name, environment, platform, inputs' hash and how many `F` and `D`
        /// lines it has; its other lines follow.
        case unit(name: Slice<UnsafeBufferPointer<UInt8>>, environment: Slice<UnsafeBufferPointer<UInt8>>,
                  platform: Slice<UnsafeBufferPointer<UInt8>>, inputsHash: Slice<UnsafeBufferPointer<UInt8>>, stamps: Int)
        /// `I`: one input of the unit.
        case input(Slice<UnsafeBufferPointer<UInt8>>)
        /// `F`: one file of the unit, with its stamp; the path stays inside the unit.
        case file(stamp: Stamp, path: Slice<UnsafeBufferPointer<UInt8>>)
        /// `D`: one folder of the unit (`.`, the unit's own), with its stamp.
        case folder(stamp: Stamp, path: Slice<UnsafeBufferPointer<UInt8>>)
        /// `E`: the index's last line, with the number of units before it.
        case end(units: Int64)
    }

    /// Where `parse` is in the index's bytes.
    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        private(set) var position: Int
        /// Where the lines read end.
        let end: Int

        init(bytes: UnsafeBufferPointer<UInt8>, lines: Range<Int>) {
            self.bytes = bytes
            position = lines.lowerBound
            end = Swift.min(lines.upperBound, bytes.count)
        }

        var atEnd: Bool { position >= end }

        /// The next line; nil at the end, or for a line that is none of the index's.
        mutating func line() -> Line? {
            guard !atEnd, let tag = field(endingWith: BundleIndex.tab), tag.count == 1 else { return nil }
            switch tag.first {
            case UInt8(ascii: "U"):
                guard let name = field(endingWith: BundleIndex.tab), let environment = field(endingWith: BundleIndex.tab),
                      let platform = field(endingWith: BundleIndex.tab), let hash = field(endingWith: BundleIndex.tab),
                      let stamps = number(endingWith: BundleIndex.newline)
                else { return nil }
                return .unit(name: name, environment: environment, platform: platform, inputsHash: hash, stamps: Int(stamps))
            case UInt8(ascii: "I"):
                return field(endingWith: BundleIndex.newline).map(Line.input)
            case UInt8(ascii: "F"), UInt8(ascii: "D"):
                guard let size = number(endingWith: BundleIndex.tab), let modified = number(endingWith: BundleIndex.tab),
                      let inode = number(endingWith: BundleIndex.tab), let path = field(endingWith: BundleIndex.newline),
                      BundleIndex.isInsideUnit(path) else { return nil }
                let stamp = Stamp(size: size, modified: modified, inode: UInt64(inode))
                return tag.first == UInt8(ascii: "F") ? .file(stamp: stamp, path: path) : .folder(stamp: stamp, path: path)
            case UInt8(ascii: "E"):
                return number(endingWith: BundleIndex.newline).map(Line.end)
            default:
                return nil
            }
        }

        /// The bytes up to `stop`, which is passed; nil when the line or the lines end first.
        mutating func field(endingWith stop: UInt8) -> Slice<UnsafeBufferPointer<UInt8>>? {
            guard position < end, let base = bytes.baseAddress,
                  let found = memchr(base + position, Int32(stop), end - position) else { return nil }
            let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            // A field ends its line or is followed by another on the same line, never by a later line's.
            if stop != BundleIndex.newline, memchr(base + position, Int32(BundleIndex.newline), index - position) != nil { return nil }
            defer { position = index + 1 }
            return bytes[position..<index]
        }

        /// A decimal number up to `end` that an `Int64` holds (nanoseconds since 1970 take 19
        /// digits); nil for anything else.
        mutating func number(endingWith stop: UInt8) -> Int64? {
            guard let digits = field(endingWith: stop), !digits.isEmpty, digits.count <= 19 else { return nil }
            var value: UInt64 = 0
            for digit in digits {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
                value = value * 10 + UInt64(digit - UInt8(ascii: "0"))
            }
            return Int64(exactly: value)
        }
    }

    /// A relative path that stays inside its unit: not absolute, no `..` component, and no
    /// NUL, which would end it early as a C string. Read through a buffer of its own, by
    /// offset: asked of every file of the index.
    private static func isInsideUnit(_ path: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        let bytes = UnsafeBufferPointer(rebasing: path)
        guard let first = bytes.first, first != UInt8(ascii: "/") else { return false }
        func isParent(_ component: Range<Int>) -> Bool {
            component.count == 2 && bytes[component.lowerBound] == UInt8(ascii: ".") && bytes[component.lowerBound + 1] == UInt8(ascii: ".")
        }
        var componentStart = 0
        for index in 0..<bytes.count {
            switch bytes[index] {
            case 0:
                return false
            case UInt8(ascii: "/"):
                if isParent(componentStart..<index) { return false }
                componentStart = index + 1
            default:
                continue
            }
        }
        return !isParent(componentStart..<bytes.count)
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
