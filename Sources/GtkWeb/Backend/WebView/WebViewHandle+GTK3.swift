#if GTK3
    import CWebKitGTK

    extension WebViewHandle {
        /// A new (floating) view on `context` with its own user-content manager and settings; with
        /// `automation`, `is-controlled-by-automation` is set (WebKit reads it only at construction).
        static func makeView(
            _ context: WebContextHandle, _ userContent: UserContentHandle, _ settings: SettingsHandle,
            automation: Bool
        ) -> UnsafeMutablePointer<WebKitWebView> {
            let make = automation ? cwk_web_view_new_for_automation : cwk_web_view_new
            return make(context.pointer, userContent.pointer, settings.pointer)!
        }

        /// Whether the view keeps nothing on disk (`webkit_web_view_is_ephemeral`).
        var isEphemeral: Bool { webkit_web_view_is_ephemeral(webView) != 0 }
    }

    extension WebViewHandle {
        /// The object whose `download-started` reports this view's downloads: its web context.
        var downloadsSource: UnsafeMutableRawPointer? {
            webkit_web_view_get_context(webView).map { UnsafeMutableRawPointer($0) }
        }
    }

    extension WebViewHandle {
        /// The position of the `WebKitHitTestResult` among `context-menu`'s arguments (view, menu, event, hit).
        static let contextMenuHitArgument = 3
    }

    extension WebViewHandle {
        /// The `GtkWindow` that holds the view (`gtk_widget_get_toplevel`), or nil outside a window.
        var hostWindow: UnsafeMutablePointer<GtkWindow>? {
            let toplevel = gtk_widget_get_toplevel(cwk_widget(view.raw))
            return toplevel.flatMap { gtk_widget_is_toplevel($0) != 0 ? cwk_window(UnsafeMutableRawPointer($0)) : nil }
        }
    }

    extension PendingPermission {
        /// The GType of WebKit's request to install missing media plugins.
        static var installMediaPluginsRequestType: GType? {
            webkit_install_missing_media_plugins_permission_request_get_type()
        }
    }

    /// The Alt key in a `GdkModifierType` mask (`GDK_MOD1_MASK` on GTK 3).
    let altModifierMask = GDK_MOD1_MASK.rawValue
#endif
