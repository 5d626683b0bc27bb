import CWebKitGTK
import GLibInterop

/// The WebKit-side settings an engine applies; a value snapshot of `WebEngineConfiguration`.
struct EngineSettings: Equatable {
    var pageScriptsEnabled = true
    var canOpenWindowsAutomatically = false
    var backForwardGestures = true
    var inlineMediaPlayback = true
    var userAgent: String?
    var developerExtras = false
}

/// Owns a `WebKitSettings` object and applies `EngineSettings` to it.
@MainActor
final class SettingsHandle {
    let settings: GObjectRef

    var pointer: UnsafeMutablePointer<WebKitSettings> { settings.pointer() }

    init() {
        settings = GObjectRef(takingOwnership: webkit_settings_new()!)
    }

    func apply(_ values: EngineSettings) {
        // `enable-javascript` would also refuse the host's own evaluation; `enable-javascript-markup`
        // turns off the page's scripts only (webkitgtk-mapping.md §15), which is what iOS does.
        webkit_settings_set_enable_javascript(pointer, 1)
        webkit_settings_set_enable_javascript_markup(pointer, values.pageScriptsEnabled ? 1 : 0)
        webkit_settings_set_javascript_can_open_windows_automatically(
            pointer, values.canOpenWindowsAutomatically ? 1 : 0)
        wantsBackForwardGestures = values.backForwardGestures
        applyBackForwardGestures()
        webkit_settings_set_media_playback_allows_inline(pointer, values.inlineMediaPlayback ? 1 : 0)
        webkit_settings_set_enable_developer_extras(pointer, values.developerExtras ? 1 : 0)
        if let agent = values.userAgent, !agent.isEmpty {
            webkit_settings_set_user_agent(pointer, agent)
        } else {
            webkit_settings_set_user_agent(pointer, nil)  // WebKit's default
        }
    }

    /// Whether the configuration asks for back-forward swipe gestures.
    private var wantsBackForwardGestures = true

    /// Whether the engine's view sits in a host window (not parked offscreen); set by the engine.
    ///
    /// WebKit's gesture controller snapshots each page as the view navigates away from it while
    /// `enable-back-forward-navigation-gestures` is on (the snapshot is what a swipe shows): a full
    /// render and copy of the page per navigation, which more than doubled the CPU time of a navigation
    /// in `gtkweb-bench`'s navigation suite. A parked view receives no swipes, so the setting is on only
    /// while the view is shown and the configuration allows gestures.
    var isShownInWindow = false {
        didSet { if isShownInWindow != oldValue { applyBackForwardGestures() } }
    }

    private func applyBackForwardGestures() {
        webkit_settings_set_enable_back_forward_navigation_gestures(
            pointer, wantsBackForwardGestures && isShownInWindow ? 1 : 0)
    }

    /// Whether WebKit's back-forward gestures are on right now.
    var backForwardGesturesEnabled: Bool { webkit_settings_get_enable_back_forward_navigation_gestures(pointer) != 0 }

    /// Whether developer extras (the inspector) are on.
    var developerExtras: Bool { webkit_settings_get_enable_developer_extras(pointer) != 0 }

    /// The user agent WebKit will send.
    var userAgent: String { String(borrowingCString: webkit_settings_get_user_agent(pointer)) ?? "" }
}
