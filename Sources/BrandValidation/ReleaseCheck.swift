import BrandConfiguration
import BrandCore

/// `validate --base REV`: what the stores refuse, or take for another app, when a brand is
/// released after the one at a git revision. Compared per brand and environment (both
/// sides resolved), each problem located at the value in the working tree:
/// - iOS `ios.build` or Android `android.versionCode` lower than at the revision;
/// - `ios.version` or `android.versionName` going backwards (dotted numbers compared as numbers);
/// - a bundle id or application id that changed: the store would see a new app.
/// Apps are matched by environment role: the default environments of the two sides are the
/// store's build, whatever each calls it. Brands new since the revision, and brands that do
/// not resolve on either side, pass here (validation reports the latter).
package enum ReleaseCheck {
    /// The problems of releasing `head`'s brands after `base`'s, which was read at `revision`.
    package static func check(head: ValidatedBrands, base: ValidatedBrands, revision: String, brands: [String]? = nil) -> [Diagnostic] {
        let environments = pairs(head: head.manifest, base: base.manifest)
        // A brand whose file was renamed is the same app: matched by its bundle id in the
        // first environment to the brand of the revision that no longer stands under its name.
        var renamed: [String: String] = [:]
        if let first = environments.first {
            for id in base.brandIDs where !head.brandIDs.contains(id) {
                if let bundleId = base.brand(id, environment: first.base)?.bundleId { renamed[bundleId] = id }
            }
        }
        var found: [Diagnostic] = []
        var said = AlreadySaid<String>()
        let compared = brands ?? head.brandIDs
        // A brand made from the same bytes at the revision resolves alike there: nothing of it
        // went back or changed, so its files at the revision are not parsed. Debug builds,
        // which the tests run, compare it anyway, and find nothing.
        let alike = Set(compared.filter { base.brandIDs.contains($0) && head.resolvesAlike($0, in: base) })
        base.readAhead(compared.filter { !alike.contains($0) })
        for id in compared {
            let baseID = base.brandIDs.contains(id) ? id
                : environments.first.flatMap { head.brand(id, environment: $0.head)?.bundleId }.flatMap { renamed[$0] }
            guard let baseID else { continue }
            #if !DEBUG
            if alike.contains(id) { continue }
            #endif
            for environment in environments {
                guard let now = head.brand(id, environment: environment.head), let before = base.brand(baseID, environment: environment.base)
                else { continue }
                let problems = problems(now, before, revision: revision)
                assert(problems.isEmpty || !alike.contains(id), "\(id) is made from the same bytes at \(revision) but differs")
                // Per brand, a value set once is the same in every environment, or what each derives from it.
                said.add(problems, of: id, to: &found)
            }
        }
        return found.sorted()
    }

    /// The apps of the two sides matched by their role, not their name: the default (first)
    /// environment is the store's build whatever each side calls it (`release` renamed
    /// `production` is the same app), and every other environment both declare by its name.
    /// The default first.
    static func pairs(head: Manifest, base: Manifest) -> [(head: String, base: String)] {
        guard let headDefault = head.environments.first, let baseDefault = base.environments.first else { return [] }
        return [(headDefault, baseDefault)] + head.environments.dropFirst().filter { $0 != baseDefault && base.environments.dropFirst().contains($0) }.map { ($0, $0) }
    }

    private static func problems(_ now: ResolvedBrand, _ before: ResolvedBrand, revision: String) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let at = "at \(revision)"
        func location(_ path: [String]) -> SourceLocation {
            now.value(at: path)?.provenance.location ?? now.fileStart
        }
        if let build = now.iosVersion.build, let old = before.iosVersion.build, build < old {
            found.append(.error(.lowerBuildNumber, "\(now.id)'s ios.build is \(build), lower than \(old) \(at): the App Store refuses it",
                                at: location(["ios", "build"]), suggestion: "raise it above \(old)"))
        }
        if let code = now.androidVersion.code, let old = before.androidVersion.code, code < old {
            found.append(.error(.lowerBuildNumber, "\(now.id)'s android.versionCode is \(code), lower than \(old) \(at): Google Play refuses it",
                                at: location(["android", "versionCode"]), suggestion: "raise it above \(old)"))
        }
        for (path, new, old) in [(["ios", "version"], now.iosVersion.version, before.iosVersion.version),
                                 (["android", "versionName"], now.androidVersion.name, before.androidVersion.name)] {
            guard let new, let old, let order = compare(new, old), order < 0 else { continue }
            found.append(.error(.lowerVersion, "\(now.id)'s \(path.joined(separator: ".")) '\(new)' goes back from '\(old)' \(at)",
                                at: location(path), suggestion: "release a version after \(old)"))
        }
        for (path, new, old, noun) in [(["bundleId"], now.bundleId, before.bundleId, "bundle id"),
                                       (["android", "applicationId"], now.applicationId, before.applicationId, "application id")] {
            guard let new, let old, new != old else { continue }
            var place = location(path)
            var how = ""
            if path.count == 2 {
                // An application id that follows the bundle id on both sides changes with it:
                // said once, at the bundle id. One that no longer has its own follows it now.
                let (setNow, setBefore) = (now["android"]?["applicationId"] != nil, before["android"]?["applicationId"] != nil)
                if !setNow && !setBefore { continue }
                if !setNow {
                    place = location(["bundleId"])
                    how = " (android.applicationId is gone, so it is the bundle id)"
                }
            }
            found.append(.error(.changedAppID, "\(now.id)'s \(noun) changed from '\(old)' \(at) to '\(new)'\(how): the store would see a new app",
                                at: place, suggestion: "keep '\(old)', or add a new brand for a new app"))
        }
        return found
    }

    /// The order of two versions of dotted numbers (`2.10.0` after `2.9`; missing parts are
    /// 0), or nil when either is not one. Parts are compared as numbers of any length, digit
    /// by digit, so no part is too long to compare.
    static func compare(_ lhs: String, _ rhs: String) -> Int? {
        func parts(_ text: String) -> [Substring]? {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(\.isASCIIDigit) }) else { return nil }
            // Leading zeros say nothing of the number.
            return parts.map { part in
                let digits = part.drop { $0 == "0" }
                return digits.isEmpty ? "0" : digits
            }
        }
        guard let left = parts(lhs), let right = parts(rhs) else { return nil }
        for index in 0..<max(left.count, right.count) {
            let (l, r) = (index < left.count ? left[index] : "0", index < right.count ? right[index] : "0")
            if l.count != r.count { return l.count < r.count ? -1 : 1 }
            if l != r { return l < r ? -1 : 1 }
        }
        return 0
    }
}

extension ReleaseCheck {
    /// The release check of the brands directory `directory` against itself at `revision`:
    /// the working tree validated and resolved, the revision read and resolved, `brands`
    /// (every brand when nil) compared in every environment both manifests declare. The
    /// report holds only the release problems; the working tree's own are `validate`'s.
    /// The revision is not validated: what was released then is what the store compares
    /// with, whatever that revision's own problems were. A brand of it resolves unless
    /// reading it failed (YAML, schema, `extends`) in a file it is made from.
    /// `head` is the working tree as the run read and checked it: checked in every
    /// environment, it is not checked again.
    package static func report(_ head: CompletedRun<FeatureFlagManager, Void>, in directory: String, against revision: String,
                               brands: [String]?, context: RuleContext) throws(BrandKitError) -> ValidationReport {
        // The revision's manifest errors do not stop the read: its brands that resolve are compared.
        // Its files are parsed when asked: a brand made from the same bytes as the working tree's is not.
        let base = try BrandRun.run(RunRequest(.compared(directory, at: revision), manifestErrors: .reportedWithTheBrands)) {
            read in read.readOnly
        }.result
        var validatedHead = head.validated
        if head.environments != head.manifest.environments {
            validatedHead = try BrandRun.run(RunRequest(.parsed(head.source), manifestErrors: .reportedWithTheBrands)) { _ in
                CheckPlan(brands: brands, environments: head.manifest.environments, context: context)
            } emit: { again in again.validated }.result ?? nil
        }
        guard let base, let validatedHead else { return .empty }
        let diagnostics = check(head: validatedHead, base: base, revision: revision, brands: brands)
        var sources: [String: [UInt8]] = [:]
        for file in Set(diagnostics.map(\.location.file)) { sources[file] = head.source.sourceText(of: file) }
        return ValidationReport(diagnostics: diagnostics, brandCount: 0, environments: [], sources: sources)
    }
}
