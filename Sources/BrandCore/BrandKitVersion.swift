/// brandkit's version, in one place: `--version` prints it, bundle manifests and the
/// preview name it as their generator, and a release is tagged with it (`0.1.0`, no
/// prefix, as SwiftPM resolves `from: "0.1.0"`). CHANGELOG.md says what each one changed.
package enum BrandKitVersion {
    package static let current = "0.1.0"
}
