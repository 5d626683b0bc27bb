import CWebKitGTK
import GLibInterop

/// WebKit's automation on one context: `webkit_web_context_set_automation_allowed`, the context's
/// `automation-started` signal (one `WebKitAutomationSession` per WebDriver session), and each session's
/// `create-web-view` requests.
///
/// A session is sent the application's name and version (`webkit_automation_session_set_application_info`),
/// which the driver matches against the client's `browserName` and `browserVersion`.
@MainActor
final class AutomationHandle {
    private let context: WebContextHandle
    private let name: String
    private let version: (major: Int, minor: Int, micro: Int)
    private var connections: [SignalConnection] = []
    /// The sessions started on the context, kept (with their `create-web-view` connections) for the
    /// life of this handle.
    private var sessions: [GObjectRef] = []

    /// Called with the identifier of each new session.
    var onSessionStarted: (String) -> Void = { _ in }
    /// Asked for the view of each browsing context a session requests (`window`: the request's detail is
    /// "window", else a tab); nil refuses it. The view must be controlled by automation and on this
    /// context, or it is refused with a warning.
    var createView: (_ window: Bool) -> WebViewHandle? = { _ in nil }

    /// Allows automation on `context` and starts answering its sessions.
    init(context: WebContextHandle, name: String, version: (major: Int, minor: Int, micro: Int)) {
        self.context = context
        self.name = name
        self.version = version
        webkit_web_context_set_automation_allowed(context.pointer, 1)
        connections.append(
            context.context.connect("automation-started") { [weak self] arguments in
                guard let self, let session = arguments.pointer(1) else { return }
                self.start(session)
            })
    }

    /// Whether the context allows automation (`webkit_web_context_is_automation_allowed`).
    var isAllowed: Bool { webkit_web_context_is_automation_allowed(context.pointer) != 0 }

    private func start(_ raw: UnsafeMutableRawPointer) {
        let session = raw.assumingMemoryBound(to: WebKitAutomationSession.self)
        let info = webkit_application_info_new()
        webkit_application_info_set_name(info, name)
        webkit_application_info_set_version(
            info, guint64(version.major), guint64(version.minor), guint64(version.micro))
        webkit_automation_session_set_application_info(session, info)
        webkit_application_info_unref(info)
        sessions.append(GObjectRef(retaining: raw))
        connections.append(
            connectSignal(raw, "create-web-view") { [weak self] arguments in
                guard let self, let instance = arguments.pointer(0) else { return }
                let detail = cwk_signal_emission_detail(instance).flatMap { String(borrowingCString: $0) }
                guard let view = self.createView(detail == "window") else { return }
                guard view.isControlledByAutomation, view.webContext == self.context.pointer else {
                    GLibLog.warning(
                        "an automation request was answered with a view not made for automation on its context; "
                            + "the request was refused")
                    return
                }
                lendObject(view.view.raw, asReturnOf: arguments)
            })
        onSessionStarted(String(borrowingCString: webkit_automation_session_get_id(session)) ?? "")
    }
}
