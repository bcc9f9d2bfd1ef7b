// A stand-in for Gradle's Copy task, for the generated script's test.
package org.gradle.api.tasks

import org.gradle.api.Task

class Copy(name: String) : Task(name) {
    val sources = mutableListOf<Any>()
    var destination: Any? = null
    fun from(vararg paths: Any) {
        sources.addAll(paths)
    }
    fun into(path: Any) {
        destination = path
    }
}
