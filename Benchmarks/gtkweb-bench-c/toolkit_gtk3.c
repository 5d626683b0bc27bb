// toolkit_gtk3.c — toolkit.h on WebKitGTK 4.1 and GTK 3 (compiled without BENCH_GTK4).
#ifndef BENCH_GTK4
#include "toolkit.h"
#include "timing.h"

gboolean bench_toolkit_init(int *argc, char ***argv) { return gtk_init_check(argc, argv); }

WebKitWebContext *bench_toolkit_context_new(const char *data, const char *cache) {
    WebKitWebsiteDataManager *dm =
        webkit_website_data_manager_new("base-data-directory", data, "base-cache-directory", cache, NULL);
    WebKitWebContext *context = webkit_web_context_new_with_website_data_manager(dm);
    webkit_web_context_set_sandbox_enabled(context, TRUE);
    g_object_unref(dm);
    return context;
}

WebKitWebContext *bench_toolkit_ephemeral_context_new(void) {
    WebKitWebContext *context = webkit_web_context_new_ephemeral();
    webkit_web_context_set_sandbox_enabled(context, TRUE);
    return context;
}

WebKitWebView *bench_toolkit_view_new(WebKitWebContext *context, WebKitUserContentManager *ucm) {
    if (ucm == NULL) return WEBKIT_WEB_VIEW(webkit_web_view_new_with_context(context));
    return WEBKIT_WEB_VIEW(
        g_object_new(WEBKIT_TYPE_WEB_VIEW, "web-context", context, "user-content-manager", ucm, NULL));
}

GtkWidget *bench_toolkit_window_new(WebKitWebView *view, int width, int height) {
    GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_default_size(GTK_WINDOW(window), width, height);
    gtk_container_add(GTK_CONTAINER(window), GTK_WIDGET(view));  // sinks the floating view
    gtk_widget_show_all(window);
    return window;
}

void bench_toolkit_window_destroy(GtkWidget *window) { gtk_widget_destroy(window); }

gboolean bench_toolkit_register_handler(WebKitUserContentManager *ucm, const char *name) {
    return webkit_user_content_manager_register_script_message_handler(ucm, name);
}

JSCValue *bench_toolkit_message_value(gpointer message) {
    return webkit_javascript_result_get_js_value((WebKitJavascriptResult *)message);
}

WebKitCookieManager *bench_toolkit_ephemeral_cookie_manager(GObject **owner) {
    WebKitWebContext *context = webkit_web_context_new_ephemeral();
    *owner = G_OBJECT(context);
    return webkit_website_data_manager_get_cookie_manager(webkit_web_context_get_website_data_manager(context));
}

static cairo_status_t append_bytes(void *closure, const unsigned char *data, unsigned int length) {
    g_byte_array_append(closure, data, length);
    return CAIRO_STATUS_SUCCESS;
}

gsize bench_toolkit_snapshot_png(gpointer snapshot) {
    GByteArray *bytes = g_byte_array_new();
    if (cairo_surface_write_to_png_stream(snapshot, append_bytes, bytes) != CAIRO_STATUS_SUCCESS)
        bench_fail("cairo_surface_write_to_png_stream failed");
    gsize size = bytes->len;
    g_byte_array_unref(bytes);
    return size;
}

GdkPixbuf *bench_toolkit_snapshot_pixbuf(gpointer snapshot) {
    return gdk_pixbuf_get_from_surface(snapshot, 0, 0, bench_toolkit_snapshot_width(snapshot),
                                       bench_toolkit_snapshot_height(snapshot));
}

void bench_toolkit_snapshot_read_pixels(gpointer snapshot) { cairo_surface_flush(snapshot); }

int bench_toolkit_snapshot_width(gpointer snapshot) { return cairo_image_surface_get_width(snapshot); }

int bench_toolkit_snapshot_height(gpointer snapshot) { return cairo_image_surface_get_height(snapshot); }

void bench_toolkit_snapshot_free(gpointer snapshot) { cairo_surface_destroy(snapshot); }

WebKitWebView *bench_toolkit_popup_new(WebKitWebView *opener, GtkWidget **parking) {
    WebKitWebView *popup = WEBKIT_WEB_VIEW(webkit_web_view_new_with_related_view(opener));
    *parking = gtk_offscreen_window_new();
    gtk_container_add(GTK_CONTAINER(*parking), GTK_WIDGET(popup));  // sinks the popup
    gtk_widget_show_all(*parking);
    return popup;
}

void bench_toolkit_popup_destroy(WebKitWebView *popup, GtkWidget *parking) {
    (void)popup;
    gtk_widget_destroy(parking);  // and the popup in it
}
#endif
