public import Foundation

/// A page's request for a permission (its location, notifications, the camera, …), handed to
/// `WebEngineConfiguration.permissionRequestHandler`.
///
/// Decide it once, now or later, with `allow()` or `deny()`; later calls are ignored. A request dropped
/// undecided is denied, so the page never waits forever. Without a handler every request is denied.
/// Backed by WebKitGTK's `permission-request` signal and `WebKitPermissionRequest`.
@MainActor
public final class WebPermissionRequest {
    /// What the page asks for.
    public let kind: WebPermissionKind
    /// The origin of the page that asks, serialized as `scheme://host[:port]` (default ports omitted),
    /// read from the engine's URL when the request came; nil when that URL has no host (`about:blank`,
    /// `data:`, a `file:` page).
    public let origin: String?
    /// The page's URL when the request came.
    public let pageURL: URL?
    /// Whether `allow()` or `deny()` was called.
    public private(set) var isDecided = false
    /// Called once when the request is decided (by the handler, or by GtkWeb when it is dropped).
    public var onDecided: (() -> Void)?

    private let request: PendingPermission

    init(request: PendingPermission, pageURL: URL?) {
        self.request = request
        kind = WebPermissionKind(request.type)
        self.pageURL = pageURL
        origin = pageURL.flatMap(Self.origin(of:))
    }

    isolated deinit {
        if !isDecided { request.deny() }
    }

    /// Grants the permission to the page (`webkit_permission_request_allow`). Does nothing once decided.
    public func allow() {
        guard !isDecided else { return }
        request.allow()
        decide()
    }

    /// Refuses the permission (`webkit_permission_request_deny`): the page sees its request denied.
    /// Does nothing once decided.
    public func deny() {
        guard !isDecided else { return }
        request.deny()
        decide()
    }

    private func decide() {
        isDecided = true
        let callback = onDecided
        onDecided = nil
        callback?()
    }

    /// `scheme://host[:port]` of `url`, lowercased, the scheme's default port omitted: the form of
    /// `origin`, to match a page's address with the origins of its requests. nil when `url` has no host.
    public nonisolated static func origin(of url: URL) -> String? {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(), !host.isEmpty else {
            return nil
        }
        let defaultPort = ["http": 80, "https": 443, "ws": 80, "wss": 443][scheme]
        let port = url.port.flatMap { $0 == defaultPort ? nil : $0 }
        let shownHost = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return "\(scheme)://\(shownHost)\(port.map { ":\($0)" } ?? "")"
    }
}
