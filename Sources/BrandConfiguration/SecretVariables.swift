/// Which environment variables brand files may name as a secret's source. Brand files arrive
/// in pull requests, so a brand naming `GITHUB_TOKEN` would carry the CI's own credentials into
/// the app's accessors: the names CI systems and shells set are never allowed, and a manifest
/// may narrow the rest to a list (`secretVariables: [ACME_MAPS_KEY, BRAND_SECRET_*]`, where a
/// trailing `*` allows every name with that prefix).
package struct SecretVariables: Sendable, Equatable {
    /// Exact names, and prefixes written with a trailing `*`; nil when the manifest names none.
    package var allowed: [String]?

    package init(allowed: [String]? = nil) { self.allowed = allowed }

    /// Names set by shells and the system, which no secret may be read from.
    static let reservedNames: Set<String> = [
        "CI", "PATH", "HOME", "USER", "LOGNAME", "SHELL", "PWD", "OLDPWD", "TMPDIR", "LANG", "TERM", "HOSTNAME",
        "SSH_AUTH_SOCK", "NPM_TOKEN", "NODE_AUTH_TOKEN", "GH_TOKEN", "GITLAB_TOKEN", "DOCKER_AUTH_CONFIG",
        "GOOGLE_APPLICATION_CREDENTIALS", "MATCH_PASSWORD", "FASTLANE_PASSWORD", "FASTLANE_SESSION",
        "APP_STORE_CONNECT_API_KEY", "KEYCHAIN_PASSWORD",
    ]

    /// Prefixes of the variables CI systems and cloud tools set (GitHub Actions, GitLab,
    /// Bitrise, CircleCI, Jenkins, Azure, AWS, Google Cloud, …).
    static let reservedPrefixes: [String] = [
        "GITHUB_", "RUNNER_", "ACTIONS_", "CI_", "GITLAB_", "BITRISE", "CIRCLE", "TRAVIS_", "BUILDKITE", "JENKINS_",
        "TEAMCITY_", "BUILD_", "SYSTEM_", "AGENT_", "AZURE_", "AWS_", "GOOGLE_", "GCLOUD_", "CLOUDSDK_", "GCP_", "XCODE_",
        "FASTLANE_", "MATCH_", "SSH_", "GPG_", "GNUPG", "HOMEBREW_", "DOCKER_", "KUBE", "LD_", "DYLD_", "APPCENTER_",
        "CODEMAGIC_", "CM_", "NETLIFY_", "VERCEL_", "HEROKU_",
    ]

    /// Why a brand may not name `variable`, as a phrase after its name, or nil when it may.
    package func refusal(of variable: String) -> String? {
        let upper = variable.uppercased()
        if Self.reservedNames.contains(upper) || Self.reservedPrefixes.contains(where: { upper.hasPrefix($0) }) {
            return "is set by CI systems or the shell, and no brand file may read it"
        }
        guard let allowed else { return nil }
        let permitted = allowed.contains { entry in
            entry.hasSuffix("*") ? variable.hasPrefix(entry.dropLast()) : variable == entry
        }
        return permitted ? nil : "is not one of the variables brandkit.yaml's secretVariables allows"
    }
}
