import AssetFormats
import BrandBundles
import BrandCore

/// `generate kotlin --r-package NAME`: `BrandResources`, the brand's colours, texts, plurals
/// and images read through the app's own `R` in the flavor being built. Every brand is a
/// flavor with the same resource names (`partial-resource` holds them to it), so the class
/// compiles for each; night colours come from `res/values-night` like any resource. No
/// `getIdentifier`: the compiler checks every name, and R8 keeps what the code uses. Fonts
/// are there by role (`R.font.brand_body`), the name every flavor shares; a font's own
/// resource is named after its PostScript name, which differs by brand. The context is
/// named through `this@BrandResources`, so a colour or text called `context` cannot hide it.
enum KotlinResourceAccessors {
    static func declaration(_ model: AccessorModel, rPackage: String) -> String {
        let r = rPackage + ".R"
        let context = "this@BrandResources.context"
        var out = """

            /**
             * The brand's values in the flavor being built, through the app's `\(r)`: its colours
             * (night ones in dark mode), texts in the user's language, plurals, images and fonts by role.
             * `BrandResources(context).strings.welcome("Acme")`.
             */
            class BrandResources(private val context: android.content.Context) {
                val colors: Colors = Colors()
                val strings: Strings = Strings()
                val images: Images = Images()
                val fonts: Fonts = Fonts()

                /** The brand's colours as ARGB ints, for the context's configuration (`Context.getColor`, API 23). */
                inner class Colors {

            """
        for color in model.colors where color.everywhere {
            out += "        val \(GeneratedSource.identifier(color.identifier, for: .kotlin)): kotlin.Int\n"
                + "            get() = \(context).getColor(\(r).color.brand_\(SnakeCase.from(color.name)))\n"
        }
        out += "    }\n\n    /** The brand's texts in the user's language, formatted as `getString` and `getQuantityString` do. */\n"
        out += "    inner class Strings {\n"
        for text in model.strings?.texts ?? [] {
            out += GeneratedSource.documentation(StringAccessorModel.documentation(text), indent: "        ", for: .kotlin)
            let name = GeneratedSource.identifier(text.identifier, for: .kotlin)
            if text.isPlural {
                out += "        fun \(name)(count: kotlin.Int): kotlin.String =\n"
                    + "            \(context).resources.getQuantityString(\(r).plurals.\(text.resourceName), count, count)\n"
                continue
            }
            guard !text.arguments.isEmpty else {
                out += "        val \(name): kotlin.String get() = \(context).getString(\(r).string.\(text.resourceName))\n"
                continue
            }
            let names = StringAccessorModel.parameterNames(text)
            let parameters = zip(names, text.arguments).map { "\($0): \(StringAccessorModel.type(of: $1, in: .kotlin))" }.joined(separator: ", ")
            out += "        fun \(name)(\(parameters)): kotlin.String =\n"
                + "            \(context).getString(\(r).string.\(text.resourceName), \(names.joined(separator: ", ")))\n"
        }
        out += "    }\n\n    /** The brand's images as drawable resource ids, for `setImageResource` or `painterResource`. */\n"
        out += "    inner class Images {\n"
        for image in model.images {
            out += "        val \(GeneratedSource.identifier(image.name, for: .kotlin)): kotlin.Int get() = \(r).drawable.\(SnakeCase.from(image.value))\n"
        }
        out += "    }\n\n    /** The brand's fonts by role as font resource ids, for `ResourcesCompat.getFont(context, id)` or Compose's `Font(id)`. */\n"
        out += "    inner class Fonts {\n"
        for role in model.fontRolesEverywhere {
            out += "        val \(GeneratedSource.identifier(role.name, for: .kotlin)): kotlin.Int get() = \(r).font.\(FontFile.androidResourceName(role: role.value))\n"
        }
        return out + "    }\n}\n"
    }
}
