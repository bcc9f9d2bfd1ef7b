import BrandConfiguration
import BrandCore
import AssetFormats
import BrandYAML

extension ValidationRule {
    /// An icon or image that would not build, or not look as written: missing, outside the
    /// brands directory, no PNG whatever its name (an image may be a JPEG), too large, the wrong size, truncated, or an
    /// App Store icon with alpha. `bundle` copies these files into apps, so it cannot be disabled.
    static let invalidAsset = ValidationRule(
        .invalidAsset, .error,
        "An icon or image that is missing, no PNG (an image may be a JPEG in RGB), truncated or corrupt, over 8192 pixels a side, the wrong size for its role, or an iOS icon with alpha; a font that is no TrueType/OpenType file or shares a PostScript name or an Android resource name.",
        triggering: [
            RuleExample("displayName: A\nbundleId: com.a\nicon: { ios: ↓acme/AppIcon.png }\n"),
            RuleExample("displayName: A\nbundleId: com.a\nimages: { logo: ↓acme/logo.png }\n", files: ["acme/logo.png": "GIF89a"]),
            RuleExample("displayName: A\nbundleId: com.a\nicon:\n  android: { foreground: ↓acme/fg.png, background: \"#FFFFFF\" }\n",
                        files: ["acme/fg.png": .png(width: 100, height: 100)]),
        ],
        nonTriggering: [
            RuleExample("displayName: A\nbundleId: com.a\nicon:\n  android: { foreground: acme/fg.png, background: \"#FFFFFF\" }\n",
                        files: ["acme/fg.png": .png(width: 432, height: 432)]),
        ],
        canBeDisabled: false,
        check: .brand { brand, context in
            var fonts = AssetCheck.FontNames(roles: (brand["fonts"]?.mapping ?? [:]).keys)
            return brand.assetReferences.compactMap { reference in
                let problem = reference.role.isFont
                    ? AssetCheck.fontProblem(reference, fonts: context.fonts, assets: context.assets, names: &fonts)
                    : AssetCheck.problem(reference, assets: context.assets, decoded: context.decodedImages)
                return problem.map { problem in
                    Finding("\(reference.key) '\(DiagnosticText.value(reference.path))' \(problem.phrase)",
                            at: reference.value.provenance.location, suggestion: problem.suggestion)
                }
            }
        })
}

/// What is wrong with one file a brand's look names.
enum AssetCheck {
    /// Pixels a side past which an image is refused from its header alone, never decoded.
    static let maxSide = 8192
    /// Pixels a side of a launch screen image at most: centred, it must fit every screen.
    static let maxLaunchSide = 1024

    struct Problem {
        var phrase: String
        var suggestion: String
    }

    /// The fonts a brand has named so far. Apps load a font by its PostScript name, so two
    /// files may not share one; Android stores it by a resource name, which two PostScript
    /// names may share.
    struct FontNames {
        private var paths: [String: String] = [:]
        private var resources: [String: String] = [:]
        /// By file name as a case-insensitive disk (a Mac's) sees it: the iOS bundle's `Fonts/` folder.
        private var files: [String: String] = [:]
        /// The `res/font` names of the brand's font roles (`brand_body`), by role.
        private let roles: [String: String]

        init(roles: some Sequence<String>) {
            self.roles = Dictionary(roles.map { (FontFile.androidResourceName(role: $0), $0) }) { first, _ in first }
        }

        /// Records the font at `path`, or says which earlier file it collides with.
        mutating func claim(_ name: String, path: String) -> Problem? {
            let resource = FontFile.androidResourceName(postScriptName: name)
            if let other = paths[name] {
                guard other != path else { return nil }
                return Problem(phrase: "is the font '\(DiagnosticText.value(name))', as '\(DiagnosticText.value(other))' is",
                               suggestion: "name each font once; apps load fonts by PostScript name, so one of the two would never be used")
            }
            if let other = files[ResourceName.caseInsensitiveKey(name)] {
                return Problem(phrase: "is the font '\(DiagnosticText.value(name))', whose file name differs only in case from the font in '\(DiagnosticText.value(other))'",
                               suggestion: "a Mac's disk keeps one of the two files in the bundle's Fonts folder; rename one font's PostScript name")
            }
            if let problem = ResourceName.keywordProblem(resource) {
                return Problem(phrase: "is the font '\(DiagnosticText.value(name))', whose Android resource name \(resource) \(problem)",
                               suggestion: "rename the font's PostScript name")
            }
            if let role = roles[resource] {
                return Problem(phrase: "is the font '\(DiagnosticText.value(name))', whose Android resource name \(resource) is also the font role \(role)'s",
                               suggestion: "Android would keep one of the two in res/font; rename the role or the font's PostScript name")
            }
            if let other = resources[resource] {
                return Problem(phrase: "is the font '\(DiagnosticText.value(name))', whose Android resource name \(resource) "
                                   + "is also '\(DiagnosticText.value(other))'s",
                               suggestion: "Android would keep one of the two in res/font; rename one font's PostScript name")
            }
            paths[name] = path
            resources[resource] = path
            files[ResourceName.caseInsensitiveKey(name)] = path
            return nil
        }
    }

    /// What is wrong with a font file, or with its name beside the brand's other fonts.
    static func fontProblem(_ reference: AssetReference, fonts: ReadFonts, assets: BrandAssets, names: inout FontNames) -> Problem? {
        switch fonts.font(reference.path, in: assets) {
        case .unavailable: return nil
        case .refused(let why): return Problem(phrase: why, suggestion: "name a font file inside the brands directory, relative to it")
        case .font(let font): return names.claim(font.postScriptName, path: reference.path)
        case .invalid(let problem): return Problem(phrase: problem.phrase, suggestion: "use the font's .ttf or .otf file")
        }
    }

    static func problem(_ reference: AssetReference, assets: BrandAssets, decoded: DecodedImages) -> Problem? {
        let bytes: [UInt8]
        switch assets.read(reference.path, maxBytes: BrandAssets.maxAssetBytes) {
        case .unavailable: return nil
        case .refused(let why): return Problem(phrase: why, suggestion: "name a PNG inside the brands directory, relative to it")
        case .bytes(let read): bytes = read
        }
        let isImage = if case .image = reference.role { true } else { false }
        switch ImageFile.format(of: bytes) {
        case .png: break
        case .jpeg where isImage: break
        case .jpeg:
            return Problem(phrase: "is a JPEG file; \(reference.role == .launchImage ? "a launch screen image" : "an app icon") is a PNG",
                           suggestion: "convert it to PNG")
        case nil:
            return isImage
                ? Problem(phrase: "is not a PNG or JPEG file (its first bytes say so, whatever its name)", suggestion: "export it as PNG or JPEG")
                : Problem(phrase: "is not a PNG file (its first bytes say so, whatever its name)", suggestion: "export it as PNG")
        }
        let file: ImageFile
        switch ImageFile.header(bytes) {
        case .failure(let problem): return Problem(phrase: problem.phrase, suggestion: "export the image again")
        case .success(let header): file = header
        }
        let size = "\(file.width)×\(file.height) pixels"
        guard file.width <= maxSide, file.height <= maxSide else {
            return Problem(phrase: "is \(size); brandkit reads images of at most \(maxSide)×\(maxSide)",
                           suggestion: "scale it down; apps need nothing larger")
        }
        switch reference.role {
        case .iosIcon:
            guard file.width == 1024, file.height == 1024 else {
                return Problem(phrase: "is \(size); the App Store icon is 1024×1024", suggestion: "export the icon at 1024×1024 pixels")
            }
            guard !file.hasAlpha else {
                return Problem(phrase: "has an alpha channel, which the App Store refuses in an app icon",
                               suggestion: "export it without transparency (flatten it onto its background colour)")
            }
        case .androidForeground, .androidBackground, .androidMonochrome:
            guard file.width == 432, file.height == 432 else {
                return Problem(phrase: "is \(size); an adaptive icon layer is 432×432 (108 dp at xxxhdpi)",
                               suggestion: "export the layer at 432×432 pixels, the artwork within the central 288×288")
            }
        case .launchImage:
            guard file.width <= maxLaunchSide, file.height <= maxLaunchSide else {
                return Problem(phrase: "is \(size); a launch screen image is at most \(maxLaunchSide)×\(maxLaunchSide)",
                               suggestion: "scale it down: iOS and Android show it centred at its own size in points")
            }
        case .image, .font:
            guard !file.isCMYK else {
                return Problem(phrase: "is a CMYK JPEG, which Android does not show reliably", suggestion: "export it in RGB")
            }
        }
        if let problem = decoded.problem(bytes) {
            return Problem(phrase: problem.phrase, suggestion: "export the image again")
        }
        return nil
    }
}
