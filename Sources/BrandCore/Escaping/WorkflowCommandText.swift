/// Text in a GitHub Actions workflow command (`::error file=…,line=…::message`), which the
/// runner reads back percent-decoded: the message may not break its line, and a property
/// value may not end its property (`,`) or the properties (`:`).
package enum WorkflowCommandText {
    package static func message(_ text: String) -> String {
        text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
    }

    package static func property(_ text: String) -> String {
        message(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
