import Foundation
import GtkWeb

/// The page a tab shows for an address that failed to load (`WebEngineConfiguration.errorPageHTML`):
/// `Resources/error.html`, styled like the start page, filled with what failed in plain words, the
/// address, a Try Again button (a reload, which retries the failed address) and the technical detail
/// behind an expander; for a certificate that cannot be trusted, also Accept the Risk
/// (`CertificateRiskBridge`). Every piece of text is escaped: it comes from the address and the server.
enum ErrorPage {
    /// The longest address shown; longer ones are cut, with an ellipsis.
    static let shownAddressLength = 2048

    static func html(for error: WebLoadError) -> String {
        let text = LoadFailureText(error)
        var address = error.failingURL?.absoluteString ?? ""
        if address.count > shownAddressLength { address = String(address.prefix(shownAddressLength)) + "…" }
        var actions = "<button id=retry type=button onclick=\"location.reload()\">Try Again</button>"
        if error.certificateProblems != nil {
            actions +=
                "<button id=accept class=risk type=button onclick=\"window.webkit.messageHandlers."
                + "\(CertificateRiskBridge.acceptRisk).postMessage(null)\">Accept the Risk</button>"
        }
        return fill(
            template,
            with: [
                "TITLE": escape(text.heading), "HEADING": escape(text.heading), "REASON": escape(text.reason),
                "ADDRESS": escape(address), "DETAIL": escape(text.detail),
                "STYLE": error.certificateProblems == nil ? "failed" : "insecure", "ACTIONS": actions,
            ])
    }

    /// `Resources/error.html`, read once; a bare page when the resources are missing.
    private static let template: String = {
        if let file = ResourceLocator.resources?.appendingPathComponent("error.html"),
            let text = try? String(contentsOf: file, encoding: .utf8)
        {
            return text
        }
        return """
            <!doctype html><meta charset=utf-8><title>{{TITLE}}</title><body class="{{STYLE}}">
            <h1 id=heading>{{HEADING}}</h1><p id=reason>{{REASON}}</p><p id=address>{{ADDRESS}}</p>
            <p>{{ACTIONS}}</p><details><summary>Technical details</summary><p id=detail>{{DETAIL}}</p></details>
            """
    }()

    /// `template` with each `{{NAME}}` replaced by `values[NAME]`, in one pass: a value that itself
    /// contains `{{…}}` is not expanded again. Unknown names become empty.
    static func fill(_ template: String, with values: [String: String]) -> String {
        var result = ""
        var rest = template[...]
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            result += rest[..<open.lowerBound]
            result += values[String(rest[open.upperBound..<close.lowerBound])] ?? ""
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    /// `text` safe inside HTML text and quoted attributes.
    static func escape(_ text: String) -> String {
        HTMLText.escaped(text)
    }
}
