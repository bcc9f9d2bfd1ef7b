import Foundation
import Testing

/// `export flagd`, read back by flagd's own evaluator: the OpenFeature flagd provider in its
/// file mode. Asked for every flag of every brand in every environment, it answers exactly
/// what `brandkit flags` says each brand resolves to.
@Suite("Export to flagd, end to end")
struct FlagdExportEndToEndTests {
    @Test func flagdServesEveryBrandsResolvedValue() throws {
        let workspace = try Workspace()
        let again = try Self.expectFlagdAgrees(in: workspace, flagCount: 10)

        // Expiry and ownership travel as metadata.
        let document = try #require(try JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [String: Any])
        let newCheckout = try #require((document["flags"] as? [String: Any])?["newCheckout"] as? [String: Any])
        let metadata = try #require(newCheckout["metadata"] as? [String: Any])
        #expect(metadata["expires"] as? String == "2027-06-30" && metadata["expired"] as? Bool == true && metadata["owner"] as? String == "payments")
    }

    /// The empty string is a value like any other: flagd reads a variant named "" as none and
    /// falls back, so its variant gets another name, which no other value's name may take.
    @Test func anEmptyStringValueIsServedAsWritten() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/brandkit.yaml") {
            $0.replacingOccurrences(of: "\nfeatureFlags:\n", with: "\nfeatureFlags:\n  greeting: { type: string, default: hello }\n")
        }
        for (brand, value) in [("acme", "\"\""), ("globex", "variant-1"), ("initech", "\"\"")] {
            try workspace.edit("Brands/\(brand).yaml") { $0.replacingOccurrences(of: "\nfeatureFlags:\n", with: "\nfeatureFlags:\n  greeting: \(value)\n") }
        }
        let export = try Self.expectFlagdAgrees(in: workspace, flagCount: 11)
        #expect(!export.stdout.contains("\"\": \"\""), "an empty variant name: \(export.stdout)")
    }

    /// A client that names no brand gets the manifest's default, even where every brand sets
    /// another value (it got the value every brand shares).
    @Test func aClientWithoutABrandGetsTheManifestsDefault() throws {
        let workspace = try Workspace()
        try workspace.edit("Brands/brandkit.yaml") {
            $0.replacingOccurrences(of: "\nfeatureFlags:\n", with: "\nfeatureFlags:\n  darkMode: { type: bool, default: false }\n")
        }
        for brand in ["acme", "acme-de", "globex", "initech"] {
            try workspace.edit("Brands/\(brand).yaml") {
                $0.contains("\nfeatureFlags:\n") ? $0.replacingOccurrences(of: "\nfeatureFlags:\n", with: "\nfeatureFlags:\n  darkMode: true\n")
                    : $0 + "\nfeatureFlags: { darkMode: true }\n"
            }
        }
        _ = try Self.expectFlagdAgrees(in: workspace, flagCount: 11)
        let python = try #require(Tool.named("python3"))
        let run = try Tool.run(python, ["-c", """
            from openfeature import api
            from openfeature.contrib.provider.flagd import FlagdProvider
            from openfeature.contrib.provider.flagd.config import ResolverType
            api.set_provider_and_wait(FlagdProvider(resolver_type=ResolverType.FILE, offline_flag_source_path="flags.json"))
            details = api.get_client().get_boolean_details("darkMode", None)
            print(details.value, details.error_code)
            """], in: workspace.url)
        #expect(run.stdout == "False None\n", "\(run.stdout)\(run.stderr.suffix(2000))")
    }

    /// Exports the flags, asks flagd's own evaluator for every flag of every brand in every
    /// environment, and expects brandkit's `flags` answers; returns the export's run.
    static func expectFlagdAgrees(in workspace: Workspace, flagCount: Int) throws -> BrandkitRun {
        let export = try workspace.run("export", "flagd", "--output", "flags.json", "--today", "2027-07-01")
        #expect(export.status == 0, "\(export.stderr)")
        let again = try workspace.run("export", "flagd", "--today", "2027-07-01")
        #expect(again.stdout == (try String(contentsOf: workspace.url.appendingPathComponent("flags.json"), encoding: .utf8)))

        // brandkit's own answer, environment by environment.
        var expected: [String: Any] = [:]
        for environment in ["release", "staging", "debug"] {
            let flags = try workspace.run("flags", "--env", environment, "--format", "json", "--today", "2027-07-01")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(flags.stdout.utf8)) as? [String: Any])
            for flag in object["flags"] as? [[String: Any]] ?? [] {
                for (brand, entry) in flag["values"] as? [String: [String: Any]] ?? [:] {
                    expected["\(brand)@\(environment)|\(flag["flag"] ?? "")"] = [flag["type"], entry["value"]]
                }
            }
        }
        #expect(expected.count == 4 * 3 * flagCount)
        try JSONSerialization.data(withJSONObject: expected).write(to: workspace.url.appendingPathComponent("expected.json"))

        let python = try #require(Tool.named("python3"), "python3 with openfeature-provider-flagd is installed by Scripts/install-dependencies --test")
        let script = """
            import json
            from openfeature import api
            from openfeature.evaluation_context import EvaluationContext
            from openfeature.contrib.provider.flagd import FlagdProvider
            from openfeature.contrib.provider.flagd.config import ResolverType
            api.set_provider_and_wait(FlagdProvider(resolver_type=ResolverType.FILE, offline_flag_source_path="flags.json"))
            client = api.get_client()
            def text(value):
                if isinstance(value, bool): return "true" if value else "false"
                if isinstance(value, float): return str(int(value)) if value.is_integer() else repr(value)
                if isinstance(value, list): return "[" + ", ".join(value) + "]"
                return str(value)
            getters = {"bool": client.get_boolean_details, "int": client.get_integer_details, "number": client.get_float_details,
                       "list": client.get_object_details}
            wrong = []
            for key, (kind, value) in sorted(json.load(open("expected.json")).items()):
                pair, flag = key.split("|")
                brand, environment = pair.split("@")
                details = getters.get(kind, client.get_string_details)(flag, None, EvaluationContext(attributes={"brand": brand, "environment": environment}))
                if details.error_code is not None or text(details.value) != value:
                    wrong.append(f"{key}: flagd {details.value!r} ({details.error_code}), brandkit {value}")
            print("\\n".join(wrong) or "all agree")
            """
        let run = try Tool.run(python, ["-c", script], in: workspace.url)
        #expect(run.status == 0 && run.stdout == "all agree\n", "\(run.stdout)\(run.stderr.suffix(2000))")
        return again
    }
}
