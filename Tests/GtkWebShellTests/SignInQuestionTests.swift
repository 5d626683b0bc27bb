import Foundation
import GtkWeb
import Testing

@testable import GtkWebShell

/// The sign-in bar's question and the sign-in-cancelled page, in words.
@MainActor @Suite struct SignInQuestionTests {
    @Test(
        arguments: [
            ("example.com", "Members", false, false, "example.com asks you to sign in: Members"),
            ("example.com", nil, false, false, "example.com asks you to sign in."),
            ("proxy.lan", "Office", true, false, "The proxy proxy.lan asks you to sign in: Office"),
            (
                "example.com", "Members", false, true,
                "The user name or password was not accepted. example.com asks you to sign in: Members"
            ),
        ] as [(String, String?, Bool, Bool, String)])
    func theQuestionSaysWhoAsksForWhatAndWhetherTheLastTryFailed(
        host: String, realm: String?, isProxy: Bool, isRetry: Bool, question: String
    ) {
        #expect(SignInPrompts.question(host: host, realm: realm, isProxy: isProxy, isRetry: isRetry) == question)
    }

    @Test(arguments: [
        (WebAuthenticationScheme.basic, true), (.digest, true), (.ntlm, true), (.negotiate, true), (.other, true),
        (.clientCertificate, false), (.clientCertificatePIN, false), (.serverTrust, false),
    ])
    func onlySchemesAnsweredWithAPasswordAreAsked(scheme: WebAuthenticationScheme, asked: Bool) {
        #expect(SignInPrompts.takesPassword(scheme) == asked)
    }

    @Test func aCancelledSignInHasItsOwnPage() {
        let error = WebLoadError(
            kind: .authenticationCancelled, code: 302, domain: "WebKitNetworkError", message: "cancelled",
            failingURL: URL(string: "http://example.org/private"))
        let text = LoadFailureText(error)
        #expect(text.heading == "Sign-in cancelled")
        #expect(text.reason == "example.org asked you to sign in, and sign-in was cancelled. Try Again to sign in.")
    }
}
