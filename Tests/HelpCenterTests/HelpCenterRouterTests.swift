import Foundation
import HelpCenter
import Testing

@Suite("Help-center router")
struct HelpCenterRouterTests {
    let router = HelpCenterRouter()

    @Test(arguments: [
        ("Help with my order", "mailto:help@acme.example?subject=Help%20with%20my%20order"),
        ("Q&A?", "mailto:help@acme.example?subject=Q%26A%3F"),
        ("100% = #1", "mailto:help@acme.example?subject=100%25%20%3D%20%231"),
        ("Hilfe für Bestellung", "mailto:help@acme.example?subject=Hilfe%20f%C3%BCr%20Bestellung"),
        ("注文", "mailto:help@acme.example?subject=%E6%B3%A8%E6%96%87"),
    ])
    func mailtoEncodesTheSubject(subject: String, route: String) {
        #expect(router.route(to: .email(EmailContact(address: "help@acme.example", subject: subject))) == route)
    }

    @Test func mailtoWithoutSubjectIsJustTheAddress() {
        #expect(router.route(to: .email(EmailContact(address: "help@acme.example"))) == "mailto:help@acme.example")
        #expect(router.route(to: .email(EmailContact(address: "a+b@x.example", subject: ""))) == "mailto:a+b@x.example")
    }

    @Test func mailtoEncodesReservedCharactersInTheAddress() {
        #expect(router.route(to: .email(EmailContact(address: "odd%?#@x.example"))) == "mailto:odd%25%3F%23@x.example")
    }

    @Test func chatRoutesAreDeepLinks() {
        #expect(router.route(to: .chat(ChatChannel(provider: "zendesk", channel: "acme-support")))
            == "brandkit-chat://zendesk/acme-support")
        #expect(router.route(to: .chat(ChatChannel(provider: "intercom", channel: "help desk/eu")))
            == "brandkit-chat://intercom/help%20desk%2Feu")
    }

    @Test func webRoutesAreTheirURL() {
        #expect(router.route(to: .web(URL(string: "https://acme.example/store?x=1")!)) == "https://acme.example/store?x=1")
    }
}
