#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import BrandCore

/// Writes bundle directories into an output directory: each is built in a staging
/// directory beside its target and swapped in with one rename, so a reader sees the old
/// bundle or the new one, never a mix, even when the process is killed.
package struct BundleWriter: Sendable {
    static let stagingPrefix = ".brandkit-staging-"

    let output: String

    package init(output: String) { self.output = output }

    private func path(_ name: String) -> String { output + "/" + name }

    /// The file that marks a staging directory as brandkit's while it is filled; removed just
    /// before the directory is swapped in.
    static let stagingMarker = ".brandkit-staging"
    private static let stagingMarkerText = Array("brandkit staging directory\n".utf8)

    /// Removes what a killed run left behind: staging directories, and old bundles swapped
    /// out but not yet deleted. Only runs while the output directory is locked. A name with
    /// the prefix is not enough: only a directory that holds brandkit's staging marker or a
    /// manifest brandkit wrote is removed, so nothing brandkit did not make is touched.
    /// An empty directory with the prefix goes too (`rmdir` removes nothing else): a run
    /// killed between making its staging directory and marking it leaves one.
    package func sweepStaging() {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? [] where name.hasPrefix(Self.stagingPrefix) {
            Self.removeIfBrandkits(path(name))
        }
    }

    private static func removeIfBrandkits(_ directory: String) {
        if isBrandkitDirectory(directory) { removeOwned(directory) } else { rmdir(directory) }
    }

    /// Removes a directory brandkit made, its marker last, so a run killed halfway leaves a
    /// directory the next sweep still knows as brandkit's.
    private static func removeOwned(_ directory: String) {
        let marker = directory + "/" + stagingMarker
        if SafeFileSystem.kind(marker) == .missing { try? SafeFileSystem.writeNewFile(marker, stagingMarkerText) }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] where name != stagingMarker {
            SafeFileSystem.remove(directory + "/" + name)
        }
        unlink(marker)
        rmdir(directory)
    }

    private static func isBrandkitDirectory(_ directory: String) -> Bool {
        guard SafeFileSystem.kind(directory) == .directory else { return false }
        // A prefix of the marker's text counts: a run killed while writing it leaves one.
        if let marker = SafeFileSystem.readRegularFile(directory + "/" + stagingMarker),
           stagingMarkerText.starts(with: marker) { return true }
        return [BundleManifest.fileName, BundleKind.colorCatalog.manifestFileName].contains { file in
            SafeFileSystem.readRegularFile(directory + "/" + file).map(BundleManifest.isBrandkitManifest) == true
        }
    }

    /// True when the bundle on disk was built from exactly these inputs and every file still
    /// matches the manifest: decided from bytes, before any YAML is parsed.
    /// `inputs`: each input file's SHA-256 by file name.
    func isUnchanged(_ name: String, inputs: InputHashes, environment: String) -> Bool {
        let directory = path(name)
        let kind = BundleKind(unitName: name)
        guard SafeFileSystem.kind(directory) == .directory,
              let bytes = SafeFileSystem.readRegularFile(directory + "/" + kind.manifestFileName),
              let manifest = BundleManifest.parse(bytes), manifest.environment == environment, manifest.platform == kind.platform
        else { return false }
        var files: [(name: String, sha256: String)] = []
        for input in manifest.inputs {
            guard let hash = inputs.hash(input) else { return false }
            files.append((input, hash))
        }
        guard ContentHash.inputs(unit: name, platform: kind.platform, environment: environment, files: files) == manifest.inputsHash
        else { return false }
        return manifest.files.allSatisfy { file, sha in
            SafeFileSystem.readRegularFile(directory + "/" + file).map(ContentHash.sha256) == sha
        } && Self.holdsOnly(directory, fileCount: manifest.files.count + 1)
    }

    /// True when `directory` holds `fileCount` regular files in folders, and nothing else: no
    /// link, no other kind of file. With the listed files found, no file is a foreign one.
    static func holdsOnly(_ directory: String, fileCount: Int) -> Bool {
        var found = 0
        for relative in (try? FileManager.default.subpathsOfDirectory(atPath: directory)) ?? [] {
            switch SafeFileSystem.kind(directory + "/" + relative) {
            case .directory: continue
            case .file: found += 1
            default: return false
            }
        }
        return found == fileCount
    }

    /// True when the directory holds exactly `unit`'s files, byte for byte, and nothing else:
    /// what `bundle --check` asks of committed output.
    func holdsExactly(_ unit: BundleUnit) -> Bool {
        holds(unit, manifestToo: true)
    }

    /// True when the directory holds `unit`'s files byte for byte and nothing else, but for a
    /// manifest of brandkit's that may differ: its inputs changed (a comment in a brand file)
    /// and its output did not.
    func holdsTheSameFiles(_ unit: BundleUnit) -> Bool {
        holds(unit, manifestToo: false)
    }

    private func holds(_ unit: BundleUnit, manifestToo: Bool) -> Bool {
        let directory = path(unit.name)
        guard SafeFileSystem.kind(directory) == .directory else { return false }
        var expected = unit.allFiles
        if !manifestToo {
            let manifestFile = unit.kind.manifestFileName
            guard SafeFileSystem.kind(directory + "/" + manifestFile) == .file,
                  SafeFileSystem.readRegularFile(directory + "/" + manifestFile).map(BundleManifest.isBrandkitManifest) == true
            else { return false }
            expected = expected.filter { $0.path != manifestFile }
        }
        guard expected.allSatisfy({ SafeFileSystem.readRegularFile(directory + "/" + $0.path) == $0.bytes }) else { return false }
        return Self.holdsOnly(directory, fileCount: expected.count + (manifestToo ? 0 : 1))
    }

    /// Writes `unit`'s manifest alone into its directory, which holds its other files as they
    /// are (`holdsTheSameFiles`), with one rename: the other files keep their bytes and their
    /// times, so Xcode and Gradle rebuild nothing, and the next run finds the unit unchanged.
    func writeManifest(of unit: BundleUnit) throws(BrandKitError) {
        let manifest = unit.kind.manifestFileName
        guard let file = unit.allFiles.first(where: { $0.path == manifest }) else { return }
        try AtomicFile.write(Data(file.bytes), to: path(unit.name) + "/" + manifest)
    }

    /// Throws unless `name` is free or a directory brandkit made (it holds brandkit's
    /// manifest): bundle never replaces what it did not make.
    package func checkReplaceable(_ name: String) throws(BrandKitError) {
        let target = path(name)
        let manifestFile = BundleKind(unitName: name).manifestFileName
        switch SafeFileSystem.kind(target) {
        case .missing: return
        case .directory:
            if let bytes = SafeFileSystem.readRegularFile(target + "/" + manifestFile),
               BundleManifest.isBrandkitManifest(bytes) { return }
        default: break
        }
        throw BrandKitError("refusing to replace '\(target)': brandkit did not make it (it holds no brandkit \(manifestFile))",
                            hint: "move it away, or choose another --output")
    }

    /// A unit written to its staging directory, not yet swapped in.
    struct Staged: Sendable {
        let name: String
        fileprivate let directory: String
    }

    func write(_ unit: BundleUnit) throws(SafeFileSystem.Failure) {
        try commit(stage(unit))
    }

    /// Swaps in directory `name` holding exactly `files` (which must include its manifest).
    package func write(_ name: String, files: [BundleFile]) throws(SafeFileSystem.Failure) {
        try commit(stage(name, files: files))
    }

    /// Writes `unit`'s files to a staging directory beside its target, where no reader looks:
    /// `commit` swaps it in, `discard` removes it, and a killed run's is swept by the next.
    func stage(_ unit: BundleUnit) throws(SafeFileSystem.Failure) -> Staged {
        try stage(unit.name, files: unit.allFiles)
    }

    /// Stages directory `name` holding exactly `files` (which must include its manifest).
    func stage(_ name: String, files: [BundleFile]) throws(SafeFileSystem.Failure) -> Staged {
        let staging = path("\(Self.stagingPrefix)\(name)-\(getpid())")
        Self.removeIfBrandkits(staging)
        try SafeFileSystem.makeDirectory(staging)
        try SafeFileSystem.writeNewFile(staging + "/" + Self.stagingMarker, Self.stagingMarkerText)
        var directories: Set<String> = []
        for file in files {
            var parent = ""
            for component in file.path.split(separator: "/").dropLast() {
                parent += (parent.isEmpty ? "" : "/") + component
                if directories.insert(parent).inserted { try SafeFileSystem.makeDirectory(staging + "/" + parent) }
            }
            try SafeFileSystem.writeNewFile(staging + "/" + file.path, file.bytes)
        }
        return Staged(name: name, directory: staging)
    }

    /// Swaps the staged directory in for its target with one rename.
    func commit(_ staged: Staged) throws(SafeFileSystem.Failure) {
        // The marker goes last: until here, a killed run's staging is brandkit's to sweep.
        unlink(staged.directory + "/" + Self.stagingMarker)
        let target = path(staged.name)
        if SafeFileSystem.kind(target) == .missing {
            try SafeFileSystem.rename(staged.directory, target)
        } else if SafeFileSystem.exchange(staged.directory, target) {
            Self.removeOwned(staged.directory)  // now the old bundle, which checkReplaceable found brandkit's
        } else {
            let old = path("\(Self.stagingPrefix)old-\(staged.name)-\(getpid())")
            try SafeFileSystem.rename(target, old)
            try SafeFileSystem.rename(staged.directory, target)
            Self.removeOwned(old)
        }
    }

    /// Removes a staged directory that will not be swapped in.
    func discard(_ staged: Staged) {
        Self.removeOwned(staged.directory)
    }
}
