import Foundation
import GLibInterop
import GtkWeb

/// The error page's Accept the Risk button: trusts the certificate the tab's last load refused, for
/// that host, for this run of the shell only (`WebEngine.allowCertificate(for:)`), and loads the page again.
///
/// The handler answers only the main frame while the tab shows the error page of a refused certificate
/// (`WebEngine.isShowingErrorPage`, `WebLoadError.certificateProblems`): that page is the shell's own
/// HTML, so no site's script runs while the handler can act.
@MainActor
enum CertificateRiskBridge {
    /// The handler name the error page posts to.
    nonisolated static let acceptRisk = "acceptCertificateRisk"

    /// Adds the handler to `engine` (once: a tab bound again keeps it).
    static func install(on engine: WebEngine) {
        do {
            try engine.addScriptMessageHandler(name: acceptRisk) { [weak engine] message in
                guard let engine, message.isMainFrame == true, engine.isShowingErrorPage,
                    engine.lastError?.certificateProblems != nil, let host = engine.url?.host
                else { throw WebCertificateError.noRejectedCertificate }
                try engine.allowCertificate(for: host)
                FileHandle.standardOutput.write(Data("gtkweb: certificate accepted for \(host)\n".utf8))
                engine.reload()
                return nil
            }
        } catch {
            if case .duplicateHandlerName = error { return }
            GLibLog.warning("the error page's \(acceptRisk) handler is missing: \(error.localizedDescription)")
        }
    }
}
