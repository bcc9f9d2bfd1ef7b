import BrandCore
import BrandYAML
import Foundation
import GitObjects

/// Reads a brands directory as it was at a git revision, through the `git` command, so a
/// pull request can be compared with its base: a few git processes whatever the number of
/// brands (the revision checked, its tree listed once, its blobs read through one batch).
enum GitRevision {
    static func read<Before>(_ directory: String, at revision: String,
                             beforeBrands: (_ manifest: SourceFile, _ brandPaths: [String]) throws(BrandKitError) -> Before)
        throws(BrandKitError) -> (manifest: SourceFile, brands: [SourceFile], before: Before, assets: BlobReader) {
        try refuseOwnRepository(directory)
        guard let prefixOutput = try? Git.run(["rev-parse", "--show-prefix"], in: directory) else {
            throw BrandKitError("'\(directory)' is not inside a git repository",
                                hint: "revision sides (REV:BRAND) read brand files through git")
        }
        let prefix = String(decoding: prefixOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard (try? Git.run(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"], in: directory)) != nil else {
            // A CI checkout is often shallow: it holds the head commit and not the base.
            let shallow = (try? Git.run(["rev-parse", "--is-shallow-repository"], in: directory))
                .map { String(decoding: $0, as: UTF8.self).hasPrefix("true") } ?? false
            throw BrandKitError("unknown revision '\(revision)'",
                                hint: shallow
                                    ? "this clone is shallow, so older commits and other branches are missing: fetch them "
                                        + "(git fetch --unshallow origin, or fetch-depth: 0 in actions/checkout)"
                                    : "use a branch, tag or commit that exists, e.g. main or HEAD~1")
        }
        let tree: RevisionTree
        do {
            tree = try RevisionTree(directory, revision: revision, prefix: prefix)
        } catch {
            throw BrandKitError("'\(directory)' does not exist at revision '\(revision)'", hint: "pick a revision that has it")
        }
        // The working tree's rule: a `.yml` file is listed, and reported as no brand file.
        let names = tree.topLevelNames.filter(BrandFilesByID.isListed).sorted()
        guard names.contains(FeatureFlagManager.manifestFileName) else {
            throw BrandKitError("'\(prefix)\(FeatureFlagManager.manifestFileName)' is missing at revision '\(revision)'",
                                hint: "pick a revision that has the manifest")
        }
        // The listed size first, so a huge (or well-compressed) committed file is refused
        // as a working-tree file is, without git or brandkit ever holding it.
        let limit = YAMLLimits.default.maxFileBytes
        func file(_ name: String, _ blob: RevisionTree.Blob) throws(BrandKitError) -> SourceFile {
            switch blob {
            case .bytes(let bytes): return SourceFile(path: tree.object(name), bytes: bytes)
            case .tooLarge: return SourceFile(path: tree.object(name), refusal: YAMLLoader.fileTooLarge(tree.object(name)))
            case .refused(let reason): throw BrandKitError("cannot read '\(prefix)\(name)' at '\(revision)'", hint: reason)
            }
        }
        // The manifest first: the command checks its arguments against it before any brand
        // file is read.
        let manifestName = FeatureFlagManager.manifestFileName
        let manifest = try file(manifestName, tree.blob(manifestName, maxBytes: limit))
        let brandNames = names.filter { $0 != manifestName }
        let before = try beforeBrands(manifest, brandNames.map(tree.object))
        // Every brand file at once; names that can be no brand are reported by the listing, never read.
        let readNames = brandNames.filter(BrandFilesByID.isBrandFileName)
        var read: [String: RevisionTree.Blob] = [:]
        for (name, blob) in zip(readNames, tree.blobs(readNames, maxBytes: limit)) { read[name] = blob }
        var brands: [SourceFile] = []
        for name in brandNames {
            brands.append(try read[name].map { blob throws(BrandKitError) in try file(name, blob) } ?? SourceFile(path: tree.object(name), bytes: []))
        }
        return (manifest, brands, before, BlobReader(tree))
    }

    /// The files brands name, as the revision has them: each blob sized by the revision's
    /// listing and read through its one batch, once per run.
    final class BlobReader: BrandAssetReader {
        private let tree: RevisionTree
        private let cache = Locked<[String: BrandAssets.Read]>([:])

        init(_ tree: RevisionTree) {
            self.tree = tree
        }

        func read(_ relative: String, maxBytes: Int) -> BrandAssets.Read {
            if let cached = cache.withLock({ $0[relative] }) { return cached }
            let read: BrandAssets.Read = switch tree.blob(relative, maxBytes: maxBytes) {
            case .bytes(let bytes): .bytes(bytes)
            case .tooLarge: .refused("is larger than \(maxBytes) bytes")
            case .refused(let reason): .refused(reason)
            }
            cache.withLock { $0[relative] = read }
            return read
        }
    }

    /// A revision is read from the project's repository, found from the brands folder
    /// upward, never from one inside the brands folder: a pull request could commit a bare
    /// repository there (`HEAD`, `objects/`, `refs/`), and git, run in the folder, would take
    /// it for the repository and read the "base" from the attacker's files.
    static func refuseOwnRepository(_ directory: String) throws(BrandKitError) {
        let bare = ["HEAD", "objects", "refs"]
        let found = SafeFileSystem.kind(SafeFileSystem.join(directory, ".git")) != .missing ? [".git"]
            : bare.allSatisfy { SafeFileSystem.kind(SafeFileSystem.join(directory, $0)) != .missing } ? bare : []
        guard found.isEmpty else {
            let names = found.map { "'\($0)'" }.joined(separator: ", ")
            throw BrandKitError("the brands directory '\(directory)' holds a git repository of its own (\(names)), so a revision read there would come from its files",
                                hint: "remove it from the brands directory: brandkit reads revisions from the project's repository")
        }
    }
}
