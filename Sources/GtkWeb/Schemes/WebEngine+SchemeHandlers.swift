import Foundation
import GLibInterop

extension WebEngine: URISchemeRequestTarget {
    /// The scheme handlers that were not installed, and why (a scheme WebKit owns, an invalid name).
    public var schemeHandlerErrors: [URLSchemeHandlerError] { windowing.schemeHandlerErrors }

    /// Registers the configuration's scheme handlers on the engine's context and routes this view's
    /// requests to them. Schemes must be registered before the first load that uses them.
    func installSchemeHandlers() {
        guard !configuration.schemeHandlers.isEmpty else { return }
        for (name, handler) in configuration.schemeHandlers.sorted(by: { $0.key < $1.key }) {
            do {
                let scheme = try URLSchemeHandlerError.validated(name)
                let security = handler.schemeSecurity
                context.registerScheme(
                    scheme,
                    flags: SchemeSecurityFlags(
                        secure: security.contains(.secure), corsEnabled: security.contains(.corsEnabled),
                        local: security.contains(.local)))
                windowing.schemeHandlers[scheme] = handler
            } catch {
                windowing.schemeHandlerErrors.append(error)
                GLibLog.warning("scheme handler not installed: \(error.localizedDescription)")
            }
        }
        URISchemeRouter.route(handle, to: self)
    }

    /// Whether the engine loads `scheme` itself (case ignored): one WebKit shows (`http`, `https`,
    /// `file`, `about`, `data`, `blob`) or one with an installed `URLSchemeHandler`. A host hands the
    /// others (`mailto:`, `tel:`, app links) to the desktop, for example from
    /// `SkipWebNavigationDelegate.webEngine(_:shouldOverrideURLLoading:)`. A GtkWeb addition to SkipWeb.
    public func canLoad(scheme: String) -> Bool {
        let scheme = scheme.lowercased()
        return Self.builtInSchemes.contains(scheme) || windowing.schemeHandlers[scheme] != nil
    }

    func handleSchemeRequest(_ request: URISchemeRequestRef) {
        guard let handler = windowing.schemeHandlers[request.scheme], let url = URL(string: request.uri) else {
            request.finish(error: "no handler for \(request.scheme): URLs in this engine")
            return
        }
        let schemeRequest = URLSchemeRequest(
            url: url, encodedPath: URLSchemeRequest.encodedPath(of: request.uri), method: request.method,
            headers: request.headers)
        let task = URLSchemeTask(request: request)
        // The task holds the handler and the request, not the engine: an engine released meanwhile is harmless.
        Task { @MainActor in
            do {
                try await handler.respond(to: schemeRequest, with: task)
                task.complete(throwing: nil)
            } catch {
                task.complete(throwing: error)
            }
        }
    }
}

extension WebEngineConfiguration {
    /// Checks every key of `schemeHandlers`.
    /// - Throws: the first `URLSchemeHandlerError` (`reservedScheme` for `http`, `file`, …;
    ///   `invalidSchemeName` for a name that is not a scheme).
    public func validateSchemeHandlers() throws(URLSchemeHandlerError) {
        for name in schemeHandlers.keys.sorted() { _ = try URLSchemeHandlerError.validated(name) }
    }
}
