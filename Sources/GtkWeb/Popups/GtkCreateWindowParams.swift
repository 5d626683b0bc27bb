/// The platform context of a popup request on Linux (`PlatformCreateWindowContext`).
public typealias PlatformCreateWindowContext = GtkCreateWindowParams

/// Builds the engine of one popup: WebKitGTK accepts only a view related to the opener (same web
/// process, same profile), so this is the only way to make a popup's engine.
@MainActor
public final class GtkCreateWindowParams {
    /// The engine whose page asked for the window.
    public let opener: WebEngine
    /// What the page asked for.
    public let request: WebWindowRequest
    /// The engines made by this context, to check the delegate's answer against.
    private var children: [ObjectIdentifier] = []

    init(opener: WebEngine, request: WebWindowRequest) {
        self.opener = opener
        self.request = request
    }

    /// Makes the popup's engine, related to the opener (`webkit_web_view_new_with_related_view`).
    ///
    /// Without a configuration the child mirrors the opener (`WebEngine.popupChildMirroredConfiguration()`):
    /// settings, delegates, user scripts, message handlers, scheme handlers, context-menu actions and the
    /// content-blocker runtime. With one, the child uses its settings, delegates, scheme handlers and menu
    /// actions. Whatever the configuration, the child shares the opener's profile and web process, and
    /// WebKitGTK gives it the opener's user content: the opener's user scripts and content blockers apply
    /// in the popup, and its script messages reach the opener's engine and `scriptMessageDelegate`.
    /// - Parameter configuration: the child's configuration, or nil to mirror the opener.
    /// - Returns: the child engine, parked offscreen until the host packs it into a window.
    public func makeChildWebEngine(configuration: WebEngineConfiguration? = nil) -> WebEngine {
        let child = WebEngine(popupOf: opener, configuration: configuration ?? opener.popupChildMirroredConfiguration())
        children.append(ObjectIdentifier(child))
        return child
    }

    /// Whether `engine` was made by `makeChildWebEngine`.
    func made(_ engine: WebEngine) -> Bool { children.contains(ObjectIdentifier(engine)) }
}
