// Stand-ins for the few Android Gradle Plugin DSL types brandkit's generated Gradle script
// uses, written for its test: the same names, packages and member types as AGP 8's
// com.android.build.api.dsl, with lambdas where Gradle's Kotlin DSL passes an Action with
// the configured object as receiver. They record what the script configures.
package com.android.build.api.dsl

import java.io.File

class ProductFlavor(val name: String) {
    var dimension: String? = null
    var applicationId: String? = null
    var versionCode: Int? = null
    var versionName: String? = null
    val resourceConfigurations: MutableSet<String> = linkedSetOf()
    val manifestPlaceholders: MutableMap<String, Any> = linkedMapOf()
}

class BuildType(val name: String)

class AndroidSourceDirectorySet {
    val directories = mutableListOf<File>()
    fun srcDir(directory: Any) {
        directories += directory as File
    }
}

class AndroidSourceFile {
    var file: File? = null
    fun srcFile(file: Any) {
        this.file = file as File
    }
}

class AndroidSourceSet(val name: String) {
    val res = AndroidSourceDirectorySet()
    val assets = AndroidSourceDirectorySet()
    val manifest = AndroidSourceFile()
}

class NamedDomainObjectContainer<T>(private val make: (String) -> T) {
    val items = linkedMapOf<String, T>()
    fun create(name: String, configure: T.() -> Unit): T {
        check(name !in items) { "$name exists" }
        val item = make(name)
        items[name] = item
        item.configure()
        return item
    }
    fun maybeCreate(name: String): T = items.getOrPut(name) { make(name) }
}

open class ApplicationExtension {
    val flavorDimensions: MutableList<String> = mutableListOf()
    val buildTypes = NamedDomainObjectContainer(::BuildType).apply { maybeCreate("debug"); maybeCreate("release") }
    val productFlavors = NamedDomainObjectContainer(::ProductFlavor)
    val sourceSets = NamedDomainObjectContainer(::AndroidSourceSet)
}
