import CWebKitGTK
import GLibInterop

/// WebKit security flags for a custom scheme (`webkit_security_manager_register_uri_scheme_as_*`).
struct SchemeSecurityFlags {
    var secure = false
    var corsEnabled = false
    var local = false
}

extension WebContextHandle {
    /// Registers `scheme` on this context once (`webkit_web_context_register_uri_scheme`) and applies
    /// `flags` (they add up and cannot be withdrawn). Requests reach `URISchemeRouter`, which hands each
    /// to the engine whose view asked. Schemes are per context and can never be unregistered.
    func registerScheme(_ scheme: String, flags: SchemeSecurityFlags) {
        if !registeredSchemes.contains(scheme) {
            registeredSchemes.insert(scheme)
            webkit_web_context_register_uri_scheme(pointer, scheme, uriSchemeRequestThunk, nil, nil)
        }
        guard let security = webkit_web_context_get_security_manager(pointer) else { return }
        if flags.secure { webkit_security_manager_register_uri_scheme_as_secure(security, scheme) }
        if flags.corsEnabled { webkit_security_manager_register_uri_scheme_as_cors_enabled(security, scheme) }
        if flags.local { webkit_security_manager_register_uri_scheme_as_local(security, scheme) }
    }

    /// Whether WebKit treats `scheme` as secure, CORS-enabled and local on this context.
    func schemeFlags(_ scheme: String) -> SchemeSecurityFlags {
        guard let security = webkit_web_context_get_security_manager(pointer) else { return SchemeSecurityFlags() }
        return SchemeSecurityFlags(
            secure: webkit_security_manager_uri_scheme_is_secure(security, scheme) != 0,
            corsEnabled: webkit_security_manager_uri_scheme_is_cors_enabled(security, scheme) != 0,
            local: webkit_security_manager_uri_scheme_is_local(security, scheme) != 0)
    }
}

/// Receives the scheme requests of one view.
@MainActor
protocol URISchemeRequestTarget: AnyObject {
    func handleSchemeRequest(_ request: URISchemeRequestRef)
}

/// Routes each custom-scheme request to the engine whose view made it
/// (`webkit_uri_scheme_request_get_web_view`), since WebKit registers schemes per context.
@MainActor
enum URISchemeRouter {
    private final class WeakTarget {
        weak var target: (any URISchemeRequestTarget)?
        init(_ target: any URISchemeRequestTarget) { self.target = target }
    }
    private static var targets: [UInt: WeakTarget] = [:]

    /// Sends the requests of `view` to `target` (kept weakly).
    static func route(_ view: WebViewHandle, to target: any URISchemeRequestTarget) {
        targets = targets.filter { $0.value.target != nil }
        targets[UInt(bitPattern: view.view.raw)] = WeakTarget(target)
    }

    static func dispatch(_ request: URISchemeRequestRef) {
        guard let target = targets[request.viewAddress]?.target else {
            request.finish(error: "no engine handles \(request.scheme): URLs for this view")
            return
        }
        target.handleSchemeRequest(request)
    }
}

/// WebKitURISchemeRequestCallback for every registered scheme; runs on the main thread.
private let uriSchemeRequestThunk: WebKitURISchemeRequestCallback = { request, _ in
    guard let request else { return }
    nonisolated(unsafe) let pointer = request  // used synchronously on this thread only
    MainActor.assumeIsolated { URISchemeRouter.dispatch(URISchemeRequestRef(retaining: pointer)) }
}
