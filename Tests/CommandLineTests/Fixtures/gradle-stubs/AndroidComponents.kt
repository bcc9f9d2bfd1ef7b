// Stand-ins for the Android Gradle Plugin's variant API the generated Gradle script uses
// (com.android.build.api.variant in AGP 8): onVariants with a selector, and each variant's
// manifestPlaceholders, a MapProperty<String, String>. They record what the script sets.
package com.android.build.api.variant

class VariantSelector {
    fun all(): VariantSelector = this
}

class MapProperty {
    val values = linkedMapOf<String, String>()
    fun put(key: String, value: String) {
        values[key] = value
    }
}

class ApplicationVariant(val name: String) {
    val manifestPlaceholders = MapProperty()
}

/** Calls each callback with a variant per name in `variants`, as AGP does once variants exist. */
class ApplicationAndroidComponentsExtension(private val variants: List<String>) {
    val seen = mutableListOf<ApplicationVariant>()
    fun selector(): VariantSelector = VariantSelector()
    fun onVariants(selector: VariantSelector, callback: (ApplicationVariant) -> Unit) {
        for (name in variants) {
            val variant = ApplicationVariant(name)
            callback(variant)
            seen += variant
        }
    }
}
