// Reads a flavor's resources through the generated BrandResources, with a test double of
// Android's Resources that answers each id from the flavor's res/ folder the way Android
// would: the id's name found in the flavor's R (made by aapt2 link --java), its value in
// values/ (or values-night/ when asked for dark mode). Prints one `key=value` line each.
import android.content.Context
import android.content.res.Resources
import java.io.File
import javax.xml.parsers.DocumentBuilderFactory

/** Resources of one flavor: `<kind>/<name>` → the value written in `folder`'s XML files. */
class FlavorResources(res: File, night: Boolean) : Resources() {
    private val values = HashMap<String, String>()
    private val plurals = HashMap<String, Map<String, String>>()

    init {
        for (folder in listOf("values") + if (night) listOf("values-night") else listOf()) {
            for (file in File(res, folder).listFiles().orEmpty().filter { it.name.endsWith(".xml") }) {
                val items = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file).documentElement.childNodes
                for (index in 0 until items.length) {
                    val item = items.item(index) as? org.w3c.dom.Element ?: continue
                    val name = item.getAttribute("name")
                    when (item.tagName) {
                        "string", "color" -> values["${item.tagName}/$name"] = unquoted(item.textContent)
                        "plurals" -> {
                            val forms = item.getElementsByTagName("item")
                            plurals[name] = (0 until forms.length).map { forms.item(it) as org.w3c.dom.Element }
                                .associate { it.getAttribute("quantity") to unquoted(it.textContent) }
                        }
                    }
                }
            }
        }
    }

    /** aapt2's string syntax: the text between quotes, with \' \" \\ \n escapes. */
    private fun unquoted(text: String): String =
        text.trim().removeSurrounding("\"").replace("\\n", "\n").replace("\\'", "'").replace("\\\"", "\"").replace("\\\\", "\\")

    /** The resource's name, from the flavor's R: `string/welcome`. */
    private fun name(id: Int, kind: String): String =
        Class.forName("com.example.app.R\$$kind").fields.first { it.getInt(null) == id }.let { "$kind/${it.name}" }

    override fun getString(id: Int): String = values[name(id, "string")] ?: throw IllegalStateException("no ${name(id, "string")}")

    // English and German, the flavors' default languages: "one" for 1, else "other".
    override fun getQuantityString(id: Int, quantity: Int, vararg formatArgs: Any): String {
        val forms = plurals[name(id, "plurals").removePrefix("plurals/")] ?: throw IllegalStateException("no plural $id")
        return String.format(forms[if (quantity == 1) "one" else "other"] ?: forms.getValue("other"), *formatArgs)
    }

    override fun getColor(id: Int, theme: Theme?): Int =
        java.lang.Long.parseLong(values.getValue(name(id, "color")).removePrefix("#"), 16).toInt()
}

class FlavorContext(private val resources: Resources) : Context() {
    override fun getResources(): Resources = resources
}

fun main(args: Array<String>) {
    val res = File(args[0])
    for (night in listOf(false, true)) {
        val brand = com.acme.brand.BrandResources(FlavorContext(FlavorResources(res, night)))
        val mode = if (night) ".night" else ""
        println("colors.primary$mode=#%08X".format(brand.colors.primary))
        println("colors.onPrimary$mode=#%08X".format(brand.colors.onPrimary))
        println("colors.accent$mode=#%08X".format(brand.colors.accent))
    }
    val brand = com.acme.brand.BrandResources(FlavorContext(FlavorResources(res, false)))
    println("strings.welcome=" + brand.strings.welcome("Acme"))
    println("strings.cartItems(1)=" + brand.strings.cartItems(1))
    println("strings.cartItems(5)=" + brand.strings.cartItems(5))
    println("strings.promoBanner=" + brand.strings.promoBanner(20))
    println("strings.helpCenterStoreTitle=" + brand.strings.helpCenterStoreTitle)
    println("images.logo=" + (brand.images.logo == com.example.app.R.drawable.logo))
    println("fonts.body=" + (brand.fonts.body == com.example.app.R.font.brand_body))
    println("fonts.heading=" + (brand.fonts.heading == com.example.app.R.font.brand_heading))
    // Every text accessor, each called with a sample of its argument types: a name the
    // flavor's R lacks would not have compiled, and a value the flavor lacks throws here.
    var read = 0
    for (method in brand.strings.javaClass.declaredMethods.filter { java.lang.reflect.Modifier.isPublic(it.modifiers) }.sortedBy { it.name }) {
        val samples = method.parameterTypes.map { type ->
            when (type) {
                Int::class.javaPrimitiveType -> 3
                Double::class.javaPrimitiveType -> 2.5
                else -> "x"
            }
        }
        method.invoke(brand.strings, *samples.toTypedArray()) as String
        read += 1
    }
    println("strings.read=$read")
}
