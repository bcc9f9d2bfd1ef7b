// Stand-ins for the Gradle API the generated script uses (a Project's extensions, tasks
// and file(); a Copy task), written for its test. Lambdas stand where Gradle's Kotlin DSL
// passes an Action with the configured object as receiver, or a Spec.
package org.gradle.api

import java.io.File

open class Task(val name: String) {
    val dependencies = mutableListOf<Any>()
    fun dependsOn(vararg tasks: Any) {
        dependencies.addAll(tasks)
    }
}

class TaskProvider<T : Task>(val task: T)

class TaskCollection(private val tasks: List<Task>) {
    fun configureEach(action: Task.() -> Unit) = tasks.forEach { it.action() }
}

class TaskContainer {
    val registered = linkedMapOf<String, Task>()
    fun <T : Task> register(name: String, type: Class<T>, configure: T.() -> Unit): TaskProvider<T> {
        val task = type.getConstructor(String::class.java).newInstance(name)
        task.configure()
        registered[name] = task
        return TaskProvider(task)
    }
    fun matching(predicate: (Task) -> Boolean): TaskCollection = TaskCollection(registered.values.filter(predicate))
}

class ExtensionContainer(private val extensions: List<Any>) {
    fun <T> getByType(type: Class<T>): T = type.cast(extensions.single { type.isInstance(it) })
}

open class Project(val projectDir: File, extensions: List<Any>) {
    val extensions = ExtensionContainer(extensions)
    val tasks = TaskContainer()
    fun file(path: Any): File = File(projectDir, path.toString())
}
