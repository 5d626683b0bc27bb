import CWebKitGTK
import GLibInterop

/// The one owner of a `WebKitWebView` and of every WebKit call made on it.
///
/// It turns WebKit's signals into `WebViewEvent`s and policy questions for its engine, and exposes
/// the view's state as Swift values. Nothing outside `Backend/` sees a WebKit pointer.
@MainActor
final class WebViewHandle {
    /// The view (sunk, so this handle owns it).
    let view: GObjectRef
    private var connections: [SignalConnection] = []

    /// Receives every event; set by the engine.
    var onEvent: (WebViewEvent) -> Void = { _ in }
    /// Asked for each navigation and new-window action, with a function that reads it from WebKit (during
    /// the call only); return true to block it.
    var shouldBlockNavigation: (_ read: () -> NavigationActionInfo) -> Bool = { _ in false }
    /// Asked for each main-frame response, with a function that reads the rest of it (during the call only):
    /// show it, cancel it, or turn it into a download.
    var decideResponse: (ResponsePolicyInfo, _ details: () -> DownloadResponseInfo) -> ResponseDisposition = { _, _ in
        .show
    }
    /// Whether `load-failed` should suppress WebKit's built-in error page (the current page stays).
    var suppressesErrorPages = true
    /// The certificate of the last load that failed with TLS errors (`load-failed-with-tls-errors`).
    var failedCertificate: CertificateHandle?
    /// How many navigation actions this view has let through (`decide-policy`), counting from its
    /// creation: one that arrives while a load is provisional is the newer navigation replacing it.
    private(set) var navigationActionsAllowed: UInt64 = 0
    /// The `find` calls waiting for their match count, oldest first: WebKit answers each
    /// `webkit_find_controller_count_matches` with one `counted-matches`, in the order asked.
    var matchCountWaiters: [CheckedContinuation<Int, Never>] = []
    /// The find controller's `counted-matches` connection, made at the first `find`.
    var countedMatches: SignalConnection?

    var webView: UnsafeMutablePointer<WebKitWebView> { view.pointer() }

    /// Creates a view on `context` with its own user-content manager and settings; with `automation`, a
    /// view an automation session (WebDriver) may control (`is-controlled-by-automation`).
    convenience init(
        context: WebContextHandle, userContent: UserContentHandle, settings: SettingsHandle, automation: Bool = false
    ) {
        self.init(sinking: Self.makeView(context, userContent, settings, automation: automation))
    }

    /// Whether an automation session may control this view (`webkit_web_view_is_controlled_by_automation`).
    var isControlledByAutomation: Bool { webkit_web_view_is_controlled_by_automation(webView) != 0 }

    /// The context the view was made on (`webkit_web_view_get_context`, borrowed).
    var webContext: UnsafeMutablePointer<WebKitWebContext>? { webkit_web_view_get_context(webView) }

    /// Adopts a newly made (floating) view and connects its signals.
    init(sinking raw: UnsafeMutablePointer<WebKitWebView>) {
        view = GObjectRef(sinking: raw)
        connectSignals()
    }

    private func connectSignals() {
        let changed: @MainActor (borrowing SignalArguments) -> Void = { [weak self] _ in self?.onEvent(.changed) }
        for property in ["title", "uri", "estimated-load-progress", "is-loading"] {
            connections.append(view.connect("notify::\(property)", changed))
        }
        if let list = webkit_web_view_get_back_forward_list(webView) {
            connections.append(connectSignal(UnsafeMutableRawPointer(list), "changed", changed))
        }
        connections.append(
            view.connect("load-changed") { [weak self] arguments in
                switch WebKitLoadEvent(UInt32(arguments.integer(1))) {
                case WEBKIT_LOAD_STARTED: self?.onEvent(.started)
                case WEBKIT_LOAD_REDIRECTED: self?.onEvent(.redirected)
                case WEBKIT_LOAD_COMMITTED: self?.onEvent(.committed)
                case WEBKIT_LOAD_FINISHED: self?.onEvent(.finished)
                default: break
                }
            })
        connections.append(
            view.connect("load-failed") { [weak self] arguments in
                guard let self else { return }
                let uri = arguments.string(2)
                let error = arguments.pointer(3).map { GLibError(borrowing: $0.assumingMemoryBound(to: GError.self)) }
                self.onEvent(
                    .failed(uri: uri, error: error ?? GLibError(domain: "WebKit", code: 0, message: "load failed")))
                arguments.setReturn(self.suppressesErrorPages)
            })
        connections.append(
            view.connect("load-failed-with-tls-errors") { [weak self] arguments in
                guard let self else { return }
                let uri = arguments.string(1)
                self.failedCertificate = arguments.pointer(2).map(CertificateHandle.init(retaining:))
                self.onEvent(
                    .failed(
                        uri: uri,
                        error: GLibError(
                            domain: "WebKitTLSError", code: Int(arguments.integer(3)), message: "TLS certificate error")
                    ))
                arguments.setReturn(true)
            })
        connections.append(
            view.connect("web-process-terminated") { [weak self] arguments in
                self?.onEvent(.terminated(reason: arguments.integer(1)))
            })
        connections.append(
            view.connect("decide-policy") { [weak self] arguments in
                guard let self, let decision = arguments.pointer(1) else { return }
                let type = WebKitPolicyDecisionType(UInt32(arguments.integer(2)))
                if type == WEBKIT_POLICY_DECISION_TYPE_RESPONSE {
                    if let response = Self.response(of: decision) {
                        let disposition = self.decideResponse(Self.responseInfo(response, of: decision)) {
                            DownloadResponseInfo(response)
                        }
                        arguments.setReturn(Self.apply(disposition, to: decision))
                    }
                    return
                }
                guard
                    type == WEBKIT_POLICY_DECISION_TYPE_NAVIGATION_ACTION
                        || type == WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION
                else { return }
                let isNewWindow = type == WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION
                if self.shouldBlockNavigation({ Self.navigationInfo(decision, isNewWindow: isNewWindow) }) {
                    webkit_policy_decision_ignore(decision.assumingMemoryBound(to: WebKitPolicyDecision.self))
                    arguments.setReturn(true)
                } else if type == WEBKIT_POLICY_DECISION_TYPE_NAVIGATION_ACTION {
                    self.navigationActionsAllowed &+= 1
                }
            })
    }

    private static func navigationInfo(_ decision: UnsafeMutableRawPointer, isNewWindow: Bool) -> NavigationActionInfo {
        let navigation = decision.assumingMemoryBound(to: WebKitNavigationPolicyDecision.self)
        let action = webkit_navigation_policy_decision_get_navigation_action(navigation)
        let request = webkit_navigation_action_get_request(action)
        return NavigationActionInfo(
            uri: String(borrowingCString: webkit_uri_request_get_uri(request)),
            isUserGesture: webkit_navigation_action_is_user_gesture(action) != 0,
            isRedirect: webkit_navigation_action_is_redirect(action) != 0,
            isNewWindow: isNewWindow,
            frameName: String(borrowingCString: webkit_navigation_action_get_frame_name(action)),
            isLinkClick: webkit_navigation_action_get_navigation_type(action) == WEBKIT_NAVIGATION_TYPE_LINK_CLICKED,
            mouseButton: Int(webkit_navigation_action_get_mouse_button(action)),
            modifiers: Self.modifiers(UInt32(webkit_navigation_action_get_modifiers(action))))
    }

    /// The keys of a `GdkModifierType` mask.
    private static func modifiers(_ bits: UInt32) -> WebKeyModifiers {
        var modifiers: WebKeyModifiers = []
        if bits & GDK_SHIFT_MASK.rawValue != 0 { modifiers.insert(.shift) }
        if bits & GDK_CONTROL_MASK.rawValue != 0 { modifiers.insert(.control) }
        if bits & altModifierMask != 0 { modifiers.insert(.alt) }
        if bits & (GDK_SUPER_MASK.rawValue | GDK_META_MASK.rawValue) != 0 { modifiers.insert(.meta) }
        return modifiers
    }

    // MARK: - State

    var uri: String? { String(borrowingCString: webkit_web_view_get_uri(webView)) }
    var title: String? { String(borrowingCString: webkit_web_view_get_title(webView)) }
    var estimatedProgress: Double { webkit_web_view_get_estimated_load_progress(webView) }
    var isLoading: Bool { webkit_web_view_is_loading(webView) != 0 }
    var canGoBack: Bool { webkit_web_view_can_go_back(webView) != 0 }
    var canGoForward: Bool { webkit_web_view_can_go_forward(webView) != 0 }

    /// Back entries, oldest first, and forward entries, nearest first; plus the current one.
    /// Built from offsets (`webkit_back_forward_list_get_nth_item`), which say the order unambiguously.
    var history: (back: [HistoryEntry], current: HistoryEntry?, forward: [HistoryEntry]) {
        guard let list = webkit_web_view_get_back_forward_list(webView) else { return ([], nil, []) }
        func item(_ offset: Int) -> HistoryEntry? {
            webkit_back_forward_list_get_nth_item(list, gint(offset)).map(Self.entry)
        }
        var back: [HistoryEntry] = []
        var offset = -1
        while let entry = item(offset) {
            back.insert(entry, at: 0)
            offset -= 1
        }
        var forward: [HistoryEntry] = []
        offset = 1
        while let entry = item(offset) {
            forward.append(entry)
            offset += 1
        }
        return (back, item(0), forward)
    }

    private static func entry(_ item: UnsafeMutablePointer<WebKitBackForwardListItem>) -> HistoryEntry {
        HistoryEntry(
            id: UInt(bitPattern: item),
            uri: String(borrowingCString: webkit_back_forward_list_item_get_uri(item)) ?? "",
            originalURI: String(borrowingCString: webkit_back_forward_list_item_get_original_uri(item)) ?? "",
            title: String(borrowingCString: webkit_back_forward_list_item_get_title(item)))
    }

    // MARK: - Navigation

    func load(uri: String) { webkit_web_view_load_uri(webView, uri) }

    func load(data: [UInt8], mimeType: String, encoding: String, baseURI: String?) {
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        webkit_web_view_load_bytes(webView, bytes, mimeType, encoding, baseURI)
        g_bytes_unref(bytes)
    }

    func reload() { webkit_web_view_reload(webView) }
    func stopLoading() { webkit_web_view_stop_loading(webView) }
    func goBack() { webkit_web_view_go_back(webView) }
    func goForward() { webkit_web_view_go_forward(webView) }

    /// Goes to the history entry `offset` steps away (negative: back). Returns false if there is none.
    @discardableResult
    func go(offset: Int) -> Bool {
        guard let list = webkit_web_view_get_back_forward_list(webView),
            let item = webkit_back_forward_list_get_nth_item(list, gint(offset))
        else { return false }
        webkit_web_view_go_to_back_forward_list_item(webView, item)
        return true
    }

    /// Goes to the history entry with `id`, searching the back and forward lists.
    /// Returns false if no such entry is in the list any more.
    @discardableResult
    func go(toEntry id: UInt) -> Bool {
        guard let list = webkit_web_view_get_back_forward_list(webView) else { return false }
        let length = Int(webkit_back_forward_list_get_length(list))
        for offset in -length...length {
            if let item = webkit_back_forward_list_get_nth_item(list, gint(offset)), UInt(bitPattern: item) == id {
                webkit_web_view_go_to_back_forward_list_item(webView, item)
                return true
            }
        }
        return false
    }

    /// Kills the web process (`webkit_web_view_terminate_web_process`); `web-process-terminated` follows.
    func terminateWebProcess() { webkit_web_view_terminate_web_process(webView) }
}
