// toolkit_gtk4.c — toolkit.h on WebKitGTK 6.0 and GTK 4 (compiled with BENCH_GTK4). Website data lives in a
// WebKitNetworkSession, which every view is given next to its context; the sandbox is always on.
#ifdef BENCH_GTK4
#include "toolkit.h"

#define SESSION_KEY "gtkweb-bench-network-session"

gboolean bench_toolkit_init(int *argc, char ***argv) {
    (void)argc;
    (void)argv;
    return gtk_init_check();
}

WebKitWebContext *bench_toolkit_context_new(const char *data, const char *cache) {
    WebKitWebContext *context = webkit_web_context_new();
    g_object_set_data_full(G_OBJECT(context), SESSION_KEY, webkit_network_session_new(data, cache), g_object_unref);
    return context;
}

WebKitWebView *bench_toolkit_view_new(WebKitWebContext *context, WebKitUserContentManager *ucm) {
    WebKitNetworkSession *session = g_object_get_data(G_OBJECT(context), SESSION_KEY);
    if (ucm == NULL)
        return WEBKIT_WEB_VIEW(
            g_object_new(WEBKIT_TYPE_WEB_VIEW, "web-context", context, "network-session", session, NULL));
    return WEBKIT_WEB_VIEW(g_object_new(WEBKIT_TYPE_WEB_VIEW, "web-context", context, "network-session", session,
                                        "user-content-manager", ucm, NULL));
}

GtkWidget *bench_toolkit_window_new(WebKitWebView *view) {
    GtkWidget *window = gtk_window_new();
    gtk_window_set_default_size(GTK_WINDOW(window), 800, 600);
    gtk_window_set_child(GTK_WINDOW(window), GTK_WIDGET(view));  // sinks the floating view
    gtk_window_present(GTK_WINDOW(window));
    return window;
}

void bench_toolkit_window_destroy(GtkWidget *window) { gtk_window_destroy(GTK_WINDOW(window)); }

gboolean bench_toolkit_register_handler(WebKitUserContentManager *ucm, const char *name) {
    return webkit_user_content_manager_register_script_message_handler(ucm, name, NULL);
}

JSCValue *bench_toolkit_message_value(gpointer message) { return JSC_VALUE(message); }

WebKitCookieManager *bench_toolkit_ephemeral_cookie_manager(GObject **owner) {
    WebKitNetworkSession *session = webkit_network_session_new_ephemeral();
    *owner = G_OBJECT(session);
    return webkit_network_session_get_cookie_manager(session);
}
#endif
