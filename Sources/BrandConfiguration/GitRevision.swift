import BrandCore
import BrandYAML
import Foundation

/// Reads a brands directory as it was at a git revision, through the `git` command, so a
/// pull request can be compared with its base.
enum GitRevision {
    static func read<Before>(_ directory: String, at revision: String,
                             beforeBrands: (_ manifest: SourceFile, _ brandPaths: [String]) throws(BrandKitError) -> Before)
        throws(BrandKitError) -> (manifest: SourceFile, brands: [SourceFile], before: Before) {
        try refuseOwnRepository(directory)
        guard let prefixOutput = try? git(["rev-parse", "--show-prefix"], in: directory) else {
            throw BrandKitError("'\(directory)' is not inside a git repository",
                                hint: "revision sides (REV:BRAND) read brand files through git")
        }
        let prefix = String(decoding: prefixOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard (try? git(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"], in: directory)) != nil else {
            // A CI checkout is often shallow: it holds the head commit and not the base.
            let shallow = (try? git(["rev-parse", "--is-shallow-repository"], in: directory))
                .map { String(decoding: $0, as: UTF8.self).hasPrefix("true") } ?? false
            throw BrandKitError("unknown revision '\(revision)'",
                                hint: shallow
                                    ? "this clone is shallow, so older commits and other branches are missing: fetch them "
                                        + "(git fetch --unshallow origin, or fetch-depth: 0 in actions/checkout)"
                                    : "use a branch, tag or commit that exists, e.g. main or HEAD~1")
        }
        let listing: [UInt8]
        do {
            // `-l` lists each blob's size beside its name, so no file is sized by a git run of its own.
            listing = try git(["ls-tree", "--full-tree", "-l", "-z", "\(revision):\(prefix)"], in: directory)
        } catch {
            throw BrandKitError("'\(directory)' does not exist at revision '\(revision)'", hint: "pick a revision that has it")
        }
        // Each entry: "<mode> <type> <object> <size>\t<name>"; a tree's size is "-".
        var sizes: [String: Int] = [:]
        for entry in listing.split(separator: 0) {
            let text = String(decoding: entry, as: UTF8.self)
            guard let tab = text.firstIndex(of: "\t") else { continue }
            let name = String(text[text.index(after: tab)...])
            // The working tree's rule: a `.yml` file is listed, and reported as no brand file.
            guard BrandFileListing.isListed(name) else { continue }
            let fields = text[..<tab].split(separator: " ")
            // Only a blob is sized; anything else (a folder named like a brand file) is left to
            // the read, which refuses it as before.
            sizes[name] = fields.count == 4 && fields[1] == "blob" ? Int(fields[3]) ?? Int.max : 0
        }
        let names = sizes.keys.sorted()
        guard names.contains(FeatureFlagManager.manifestFileName) else {
            throw BrandKitError("'\(prefix)\(FeatureFlagManager.manifestFileName)' is missing at revision '\(revision)'",
                                hint: "pick a revision that has the manifest")
        }
        func object(_ name: String) -> String { "\(revision):\(prefix)\(name)" }  // git's name for the blob, and the file's in messages
        func read(_ name: String) throws(BrandKitError) -> SourceFile {
            do {
                // The listed size first, so a huge (or well-compressed) committed file is refused
                // as a working-tree file is, without git or brandkit ever holding it; the read is
                // capped all the same.
                let size = sizes[name] ?? Int.max
                let limit = YAMLLimits.default.maxFileBytes
                return size > limit ? SourceFile(path: object(name), refusal: YAMLLoader.fileTooLarge(object(name)))
                    : SourceFile(path: object(name), bytes: try git(["cat-file", "blob", object(name)], in: directory, cappedAt: limit + 1))
            } catch {
                throw BrandKitError("cannot read '\(prefix)\(name)' at '\(revision)'", hint: "\(error)")
            }
        }
        // The manifest first: the command checks its arguments against it before any brand
        // file is read.
        let manifest = try read(FeatureFlagManager.manifestFileName)
        let brandNames = names.filter { $0 != FeatureFlagManager.manifestFileName }
        let before = try beforeBrands(manifest, brandNames.map(object))
        var brands: [SourceFile] = []
        // Names that can be no brand are reported by the listing, never read.
        for name in brandNames {
            brands.append(BrandFileListing.isBrandFileName(name) ? try read(name) : SourceFile(path: object(name), bytes: []))
        }
        return (manifest, brands, before)
    }

    /// The files brands name, as the revision has them: each blob sized first and read
    /// capped, once per run.
    final class BlobReader: BrandAssetReader {
        let directory: String
        let revision: String
        /// The brands directory's path inside the repository; nil outside one.
        private let prefix: String?
        private let cache = Locked<[String: BrandAssets.Read]>([:])

        init(directory: String, revision: String) {
            self.directory = directory
            self.revision = revision
            prefix = (try? git(["rev-parse", "--show-prefix"], in: directory))
                .map { String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }
        }

        func read(_ relative: String, maxBytes: Int) -> BrandAssets.Read {
            if let cached = cache.withLock({ $0[relative] }) { return cached }
            let read = readUncached(relative, maxBytes: maxBytes)
            cache.withLock { $0[relative] = read }
            return read
        }

        private func readUncached(_ relative: String, maxBytes: Int) -> BrandAssets.Read {
            guard let prefix else { return .unavailable }
            let object = "\(revision):\(prefix)\(relative)"
            // Sized first, so a huge blob is never read; `cat-file blob` then refuses anything
            // that is no file (a folder of that name).
            guard let sizeText = try? git(["cat-file", "-s", object], in: directory),
                  let size = Int(String(decoding: sizeText, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
            else { return .refused("does not exist in the brands directory at \(revision)") }
            guard size <= maxBytes else { return .refused("is larger than \(maxBytes) bytes") }
            guard let bytes = try? git(["cat-file", "blob", object], in: directory, cappedAt: maxBytes + 1) else {
                return .refused("is not a file at \(revision)")
            }
            return .bytes(bytes)
        }
    }

    /// A revision is read from the project's repository, found from the brands folder
    /// upward, never from one inside the brands folder: a pull request could commit a bare
    /// repository there (`HEAD`, `objects/`, `refs/`), and git, run in the folder, would take
    /// it for the repository and read the "base" from the attacker's files.
    static func refuseOwnRepository(_ directory: String) throws(BrandKitError) {
        let bare = ["HEAD", "objects", "refs"]
        let found = SafeFileSystem.kind(BrandDirectory.join(directory, ".git")) != .missing ? [".git"]
            : bare.allSatisfy { SafeFileSystem.kind(BrandDirectory.join(directory, $0)) != .missing } ? bare : []
        guard found.isEmpty else {
            let names = found.map { "'\($0)'" }.joined(separator: ", ")
            throw BrandKitError("the brands directory '\(directory)' holds a git repository of its own (\(names)), so a revision read there would come from its files",
                                hint: "remove it from the brands directory: brandkit reads revisions from the project's repository")
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs git and returns its standard output; throws with its standard error when it
    /// fails. With `cappedAt`, the output is cut there (and git stopped); without it, output
    /// over 16 MiB is an error, never held.
    static func git(_ arguments: [String], in directory: String, cappedAt cap: Int? = nil) throws -> [UInt8] {
        let limit = cap ?? (16 << 20)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Never a bare repository git finds on its own (safe.bareRepository, git 2.38): only
        // the project's, with its work tree.
        process.arguments = ["git", "-c", "safe.bareRepository=explicit", "-C", directory] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { throw Failure(description: "git could not start; is it installed and on PATH?") }
        var data: [UInt8] = []
        while data.count < limit {
            let chunk = output.fileHandleForReading.readData(ofLength: min(65536, limit - data.count))
            if chunk.isEmpty { break }
            data += chunk
        }
        let stopped = data.count >= limit
        if stopped { process.terminate() }
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if stopped && cap == nil { throw Failure(description: "git printed more than 16 MiB for \(arguments.first ?? "")") }
        guard stopped || process.terminationStatus == 0 else {
            throw Failure(description: String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return data
    }
}
