// Reads each BrandConfig.json named on the command line through the generated accessors
// and prints every value it read, one `key=value` line each, as main.swift does, for the
// test to compare with the file itself. A flag the generator left out fails the build.
import java.io.File
import kotlin.system.exitProcess

fun line(key: String, value: Any?) = println("$key=$value")

fun main(args: Array<String>) {
    for (path in args) {
        val config = try {
            BrandConfiguration.load(File(path).inputStream())
        } catch (e: BrandConfiguration.LoadException) {
            println("error=${e.message}")
            exitProcess(1)
        }
        line("brand", config.brand)
        line("environment", config.environment)
        line("displayName", config.displayName)
        line("bundleId", config.bundleId)
        line("colors.primary", config.colors.primary.hex)
        line("colors.primary.dark", config.colors.primary.dark.hex)
        line("colors.onPrimary", config.colors.onPrimary.hex)
        line("colors.onPrimary.dark", config.colors.onPrimary.dark.hex)
        config.colors.accent?.let { line("colors.accent", it.hex); line("colors.accent.dark", it.dark.hex) }
        line("colors[primary].red", config.colors["primary"]?.let { String.format("%.4f", it.red) } ?: "none")
        val flags = config.featureFlags
        line("featureFlags.checkoutTheme", flags.checkoutTheme.value)
        line("featureFlags.countryCode", flags.countryCode)
        line("featureFlags.loyaltyProgram", flags.loyaltyProgram)
        line("featureFlags.maxCartItems", flags.maxCartItems)
        @Suppress("DEPRECATION")
        line("featureFlags.newCheckout", flags.newCheckout)
        line("featureFlags.paymentMethods", flags.paymentMethods.joinToString(",") { it.value })
        line("featureFlags.promoBannerColor", flags.promoBannerColor.hex)
        line("featureFlags.searchRadiusKm", flags.searchRadiusKm)
        line("featureFlags.supportEmail", flags.supportEmail)
        line("featureFlags.termsUrl", flags.termsUrl)
        config.helpCenter.forEachIndexed { index, section ->
            val text = when (section) {
                is BrandConfiguration.HelpCenterSection.Store -> "store ${section.url}"
                is BrandConfiguration.HelpCenterSection.SocialNetworks ->
                    "socialNetworks " + section.networks.joinToString(" ") { "${it.network.value} ${it.url}" }
                is BrandConfiguration.HelpCenterSection.Chat -> "chat ${section.chat.provider} ${section.chat.channel}"
                is BrandConfiguration.HelpCenterSection.Email -> "email ${section.email.address} ${section.email.subject ?: "-"}"
                is BrandConfiguration.HelpCenterSection.CustomerPortal -> "customerPortal ${section.url}"
            }
            line("helpCenter[$index]", text)
        }
        // Every font role, by the enum an app's code names it with.
        for (role in BrandConfiguration.BrandFontRole.values()) line("fonts.${role.key}", config.fontName(role) ?: "none")
    }
}
