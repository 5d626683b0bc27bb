import Foundation
import GtkWeb

/// What a failed load means, in words a user understands: a heading and a sentence naming what went
/// wrong with the address. The technical detail (the error's domain, code and message) is kept apart,
/// for an expander.
struct LoadFailureText: Equatable {
    var heading: String
    var reason: String
    var detail: String

    init(_ error: WebLoadError) {
        let url = error.failingURL
        let host = url?.host.map { $0.isEmpty ? "the server" : $0 } ?? "the server"
        detail = "\(error.domain) \(error.code): \(error.message)"
        if let problems = error.certificateProblems {
            heading = "This connection is not secure"
            let words = problems.descriptions.isEmpty ? ["it could not be checked"] : problems.descriptions
            reason =
                "The certificate \(host) sent cannot be trusted: \(words.joined(separator: "; ")). Someone may be "
                + "pretending to be \(host) to see or change what you send it."
            if let certificate = error.certificate {
                detail += "\nSubject: \(certificate.subject ?? "unknown")\nIssuer: \(certificate.issuer ?? "unknown")"
            }
            return
        }
        if error.kind == .authenticationCancelled {
            heading = "Sign-in cancelled"
            reason = "\(host) asked you to sign in, and sign-in was cancelled. Try Again to sign in."
            return
        }
        switch (error.domain, error.code) {
        case ("g-io-error-quark", 39):
            heading = "Unable to connect"
            reason = "\(host) refused the connection. The site may be down, or the address may name the wrong port."
        case ("g-resolver-error-quark", _), ("g-io-error-quark", 28):
            heading = "Server not found"
            reason =
                "No server named \(host) could be found. Check the address for typing errors, and check your connection to the internet."
        case ("g-io-error-quark", 24):
            heading = "The connection timed out"
            reason = "\(host) took too long to answer. The site may be busy; try again in a moment."
        case ("g-io-error-quark", 37), ("g-io-error-quark", 38):
            heading = "No connection"
            reason = "\(host) cannot be reached from this computer. Check your connection to the internet."
        case ("g-io-error-quark", 1), ("WebKitNetworkError", 303):
            heading = "File not found"
            reason = "There is no file at \(url?.path ?? "this address"). It may have been moved, renamed or deleted."
        case ("g-io-error-quark", 14):
            heading = "Access denied"
            reason = "You do not have permission to read \(url?.path ?? "this file")."
        case ("g-io-error-quark", 44), ("g-io-error-quark", 45), ("g-io-error-quark", 18):
            heading = "The connection was interrupted"
            reason = "The connection to \(host) ended before the page arrived."
        case ("WebKitNetworkError", 301), ("WebKitPolicyError", 101):
            heading = "Cannot open this address"
            reason = "GtkWeb does not know how to open addresses like this one."
        case ("WebKitPolicyError", 100):
            heading = "Cannot show this content"
            reason = "\(host) sent content GtkWeb cannot show."
        case ("WebKitPolicyError", 103):
            heading = "Address restricted"
            reason = "This address uses a port browsers never connect to, to protect the services that use it."
        default:
            heading = "The page could not be loaded"
            reason = "Something went wrong while loading the page from \(host)."
        }
    }
}
