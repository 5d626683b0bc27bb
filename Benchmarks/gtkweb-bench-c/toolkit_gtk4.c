// toolkit_gtk4.c — toolkit.h on WebKitGTK 6.0 and GTK 4 (compiled with BENCH_GTK4). Website data lives in a
// WebKitNetworkSession, which every view is given next to its context; the sandbox is always on.
#ifdef BENCH_GTK4
#include "toolkit.h"
#include "timing.h"

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

WebKitWebContext *bench_toolkit_ephemeral_context_new(void) {
    WebKitWebContext *context = webkit_web_context_new();
    g_object_set_data_full(G_OBJECT(context), SESSION_KEY, webkit_network_session_new_ephemeral(), g_object_unref);
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

GtkWidget *bench_toolkit_window_new(WebKitWebView *view, int width, int height) {
    GtkWidget *window = gtk_window_new();
    gtk_window_set_default_size(GTK_WINDOW(window), width, height);
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

gsize bench_toolkit_snapshot_png(gpointer snapshot) {
    GBytes *bytes = gdk_texture_save_to_png_bytes(GDK_TEXTURE(snapshot));
    gsize size = g_bytes_get_size(bytes);
    g_bytes_unref(bytes);
    return size;
}

GdkPixbuf *bench_toolkit_snapshot_pixbuf(gpointer snapshot) {
    return gdk_pixbuf_get_from_texture(GDK_TEXTURE(snapshot));
}

void bench_toolkit_snapshot_read_pixels(gpointer snapshot) {
    GdkTexture *texture = GDK_TEXTURE(snapshot);
    gsize stride = (gsize)gdk_texture_get_width(texture) * 4;
    guchar *pixels = g_malloc(stride * (gsize)gdk_texture_get_height(texture));
    gdk_texture_download(texture, pixels, stride);
    g_free(pixels);
}

int bench_toolkit_snapshot_width(gpointer snapshot) { return gdk_texture_get_width(GDK_TEXTURE(snapshot)); }

int bench_toolkit_snapshot_height(gpointer snapshot) { return gdk_texture_get_height(GDK_TEXTURE(snapshot)); }

void bench_toolkit_snapshot_free(gpointer snapshot) { g_object_unref(snapshot); }

WebKitWebView *bench_toolkit_popup_new(WebKitWebView *opener, GtkWidget **parking) {
    WebKitWebView *popup =
        WEBKIT_WEB_VIEW(g_object_ref_sink(g_object_new(WEBKIT_TYPE_WEB_VIEW, "related-view", opener, NULL)));
    int minimum, natural;
    gtk_widget_measure(GTK_WIDGET(popup), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
    gtk_widget_measure(GTK_WIDGET(popup), GTK_ORIENTATION_VERTICAL, 800, &minimum, &natural, NULL, NULL);
    GtkAllocation allocation = {0, 0, 800, 600};
    gtk_widget_size_allocate(GTK_WIDGET(popup), &allocation, -1);
    *parking = NULL;
    return popup;
}

void bench_toolkit_popup_destroy(WebKitWebView *popup, GtkWidget *parking) {
    (void)parking;
    g_object_unref(popup);
}
#endif
