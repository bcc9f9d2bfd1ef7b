@testable import BrandConfiguration
import BrandCore
import BrandYAML
import Testing

@Suite("Scalar rules (YAML 1.2 core schema, YAML 1.1 traps refused)")
struct ScalarRulesTests {
    @Test(arguments: ["true", "True", "TRUE", "false", "False", "FALSE"])
    func booleans(text: String) {
        #expect(ScalarRules.bool(YAMLScalar(text)) == (text.lowercased() == "true"))
    }

    @Test(arguments: ["yes", "no", "on", "off", "y", "n", "Yes", "NO"])
    func yaml11BooleansAreRefusedWithAHint(text: String) throws {
        let problem = try #require(ScalarRules.problem(with: YAMLScalar(text), as: .bool))
        #expect(problem.message.contains("YAML 1.1"))
        #expect(problem.suggestion == "write true" || problem.suggestion == "write false")
    }

    @Test func quotedTrueIsText() throws {
        #expect(ScalarRules.bool(YAMLScalar("true", style: .doubleQuoted)) == nil)
        let problem = try #require(ScalarRules.problem(with: YAMLScalar("true", style: .doubleQuoted), as: .bool))
        #expect(problem.suggestion == "remove the quotes: true")
    }

    @Test func integers() {
        #expect(ScalarRules.int(YAMLScalar("42")) == 42)
        #expect(ScalarRules.int(YAMLScalar("-7")) == -7)
        #expect(ScalarRules.int(YAMLScalar("0")) == 0)
        #expect(ScalarRules.int(YAMLScalar("0o17")) == 15)
        #expect(ScalarRules.int(YAMLScalar("0x1F")) == 31)
        #expect(ScalarRules.int(YAMLScalar("0777")) == nil)
        #expect(ScalarRules.int(YAMLScalar("1:30")) == nil)
        #expect(ScalarRules.int(YAMLScalar("1_000")) == nil)
        #expect(ScalarRules.int(YAMLScalar("42", style: .singleQuoted)) == nil)
        #expect(ScalarRules.int(YAMLScalar("+3")) == 3)
        #expect(ScalarRules.int(YAMLScalar("-")) == nil)
        #expect(ScalarRules.int(YAMLScalar("")) == nil)
        #expect(ScalarRules.int(YAMLScalar("9223372036854775807")) == Int.max)
        #expect(ScalarRules.int(YAMLScalar("-9223372036854775808")) == Int.min)
        #expect(ScalarRules.int(YAMLScalar("9223372036854775808")) == nil)
        #expect(ScalarRules.int(YAMLScalar("0x")) == nil)
        #expect(ScalarRules.int(YAMLScalar("00")) == nil)
        // Either side of the eighteen digits read without overflow checks.
        #expect(ScalarRules.int(YAMLScalar("999999999999999999")) == 999_999_999_999_999_999)
        #expect(ScalarRules.int(YAMLScalar("-999999999999999999")) == -999_999_999_999_999_999)
        #expect(ScalarRules.int(YAMLScalar("1000000000000000000")) == 1_000_000_000_000_000_000)
        #expect(ScalarRules.int(YAMLScalar("12a")) == nil)
        #expect(ScalarRules.int(YAMLScalar("1/2")) == nil)
        #expect(ScalarRules.int(YAMLScalar("1 ")) == nil)
    }

    @Test func yaml11NumberTrapsExplainThemselves() throws {
        let octal = try #require(ScalarRules.problem(with: YAMLScalar("0777"), as: .int))
        #expect(octal.suggestion?.contains("511") == true)
        #expect(octal.suggestion?.contains("write 777") == true)
        let sexagesimal = try #require(ScalarRules.problem(with: YAMLScalar("1:30"), as: .int))
        #expect(sexagesimal.suggestion?.contains("base-60") == true)
    }

    @Test(arguments: ["2.5", "-2.5", "+.5", ".5", "1.", "1e3", "1E-3", "1.5e+10", "1e400", "-1e400", "1e", "e3", ".", "-", "+",
                      "", "1.2.3", "1,5", "0x1F", "0o17", "0777", "07.5", "1_000", ".inf", "NaN", "12abc", " 1",
                      String(repeating: "9", count: 299), String(repeating: "9", count: 400), "1" + String(repeating: "0", count: 308) + ".5"])
    func theShapeOfANumberAgreesWithReadingIt(text: String) {
        #expect(ScalarRules.isNumber(YAMLScalar(text)) == (ScalarRules.number(YAMLScalar(text)) != nil))
        #expect(!ScalarRules.isNumber(YAMLScalar(text, style: .doubleQuoted)))
    }

    @Test func numbers() {
        #expect(ScalarRules.number(YAMLScalar("2.5")) == 2.5)
        #expect(ScalarRules.number(YAMLScalar("1e3")) == 1000)
        #expect(ScalarRules.number(YAMLScalar("3")) == 3)
        #expect(ScalarRules.number(YAMLScalar(".inf")) == nil)
        #expect(ScalarRules.number(YAMLScalar("abc")) == nil)
    }

    @Test func textKeepsEverythingButNull() {
        for text in ["NO", "1.10", "0777", "yes", "1:30"] {
            #expect(ScalarRules.problem(with: YAMLScalar(text), as: .string) == nil)
        }
        #expect(ScalarRules.problem(with: YAMLScalar(""), as: .string) != nil)
        #expect(ScalarRules.problem(with: YAMLScalar("~"), as: .string) != nil)
        #expect(ScalarRules.problem(with: YAMLScalar("", style: .doubleQuoted), as: .string) == nil)
    }

    @Test func dates() {
        #expect(ScalarRules.date(YAMLScalar("2027-06-30")) == "2027-06-30")
        #expect(ScalarRules.date(YAMLScalar("2027-13-01")) == nil)
        #expect(ScalarRules.date(YAMLScalar("30.06.2027")) == nil)
    }
}

@Suite("Did you mean")
struct DidYouMeanTests {
    @Test func typosFindTheirWord() {
        #expect(DidYouMean.closest(to: "newCheckot", in: ["newCheckout", "maxCartItems"]) == "newCheckout")
        #expect(DidYouMean.closest(to: "stagin", in: ["release", "staging"]) == "staging")
        #expect(DidYouMean.closest(to: "colours", in: ["colors", "bundleId"]) == "colors")
        #expect(DidYouMean.closest(to: "boolean", in: ["bool", "int"]) == "bool")
        #expect(DidYouMean.closest(to: "emial", in: ["email", "chat"]) == "email")
    }

    @Test func unrelatedWordsListWhatExists() {
        #expect(DidYouMean.closest(to: "zzz", in: ["store", "chat"]) == nil)
        #expect(DidYouMean.suggestion(for: "zzz", in: ["store", "chat"], noun: "section") == "known sections: 'chat', 'store'")
    }
}
