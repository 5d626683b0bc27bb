#if GTK4
    import CWebKitGTK

    extension WebViewHandle {
        /// A new (floating) view on `context` and its network session, with its own user-content manager and
        /// settings. With `automation`, `is-controlled-by-automation` is set (read only at construction) and
        /// the view gets the context's automation session (`webkit_web_context_get_network_session_for_automation`,
        /// ephemeral), as WebKitGTK 6.0 asks of views an automation session controls.
        static func makeView(
            _ context: WebContextHandle, _ userContent: UserContentHandle, _ settings: SettingsHandle,
            automation: Bool
        ) -> UnsafeMutablePointer<WebKitWebView> {
            if automation, let session = webkit_web_context_get_network_session_for_automation(context.pointer) {
                return cwk_web_view_new_in_session_for_automation(
                    context.pointer, session, userContent.pointer, settings.pointer)!
            }
            let make = automation ? cwk_web_view_new_in_session_for_automation : cwk_web_view_new_in_session
            return make(context.pointer, context.session, userContent.pointer, settings.pointer)!
        }

        /// Whether the view keeps nothing on disk: its network session is ephemeral
        /// (`webkit_network_session_is_ephemeral`; 6.0 has no `webkit_web_view_is_ephemeral`).
        var isEphemeral: Bool {
            guard let session = webkit_web_view_get_network_session(webView) else { return false }
            return webkit_network_session_is_ephemeral(session) != 0
        }

        /// The view's network session (`webkit_web_view_get_network_session`, borrowed).
        var networkSession: UnsafeMutablePointer<WebKitNetworkSession>? { webkit_web_view_get_network_session(webView) }
    }

    extension WebViewHandle {
        /// The object whose `download-started` reports this view's downloads: its network session (6.0 moved
        /// downloads from the context to the session).
        var downloadsSource: UnsafeMutableRawPointer? { networkSession.map { UnsafeMutableRawPointer($0) } }
    }

    extension WebViewHandle {
        /// The position of the `WebKitHitTestResult` among `context-menu`'s arguments: (view, menu, hit) on
        /// 6.0, which dropped the `GdkEvent` argument (the menu carries it, `webkit_context_menu_get_event`).
        static let contextMenuHitArgument = 2
    }

    extension WebViewHandle {
        /// The `GtkWindow` that holds the view (`gtk_widget_get_root`, GTK 4's toplevel), or nil outside a window.
        var hostWindow: UnsafeMutablePointer<GtkWindow>? {
            guard let root = gtk_widget_get_root(cwk_widget(view.raw)),
                cwk_is_window(UnsafeMutableRawPointer(root)) != 0
            else { return nil }
            return cwk_window(UnsafeMutableRawPointer(root))
        }
    }

    extension PendingPermission {
        /// None: WebKitGTK 6.0 has no request to install missing media plugins, so
        /// `.installMediaPlugins` never arrives on GTK 4.
        static var installMediaPluginsRequestType: GType? { nil }
    }

    /// The Alt key in a `GdkModifierType` mask (`GDK_ALT_MASK` on GTK 4).
    let altModifierMask = GDK_ALT_MASK.rawValue
#endif
