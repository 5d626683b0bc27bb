// CWebKitGTK: the C side of GtkWeb.
//
// Swift imports WebKitGTK (webkit2gtk-4.1), GTK 3, libsoup 3 and JavaScriptCore through this header.
// What Swift cannot import directly — C macros (G_OBJECT, g_signal_connect) and variadic calls
// (g_object_new, soup_server_new, webkit_website_data_manager_new, gdk_pixbuf_save_to_buffer) — is
// wrapped here in small `static inline` helpers. Every helper carries the module prefix `cwk_`.
#ifndef CWEBKITGTK_SHIM_H
#define CWEBKITGTK_SHIM_H

#include <gtk/gtk.h>
#include <webkit2/webkit2.h>
#include <libsoup/soup.h>
#include <jsc/jsc.h>
#include <cairo.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <unistd.h>
#include <fcntl.h>
#include <stdint.h>
#include <signal.h>
#include <glib-unix.h>
#include <gio/gunixinputstream.h>
#include <sys/socket.h>
#include <errno.h>
#include "shim-glib.h"
#include "shim-shell.h"

// ---- WebKit constructors (variadic g_object_new) ----
static inline WebKitWebsiteDataManager *cwk_data_manager_new(const char *data_dir, const char *cache_dir) {
    return webkit_website_data_manager_new("base-data-directory", data_dir,
                                           "base-cache-directory", cache_dir, NULL);
}

// A web view on `context` with its own user-content manager and settings. Transfer: floating.
static inline WebKitWebView *cwk_web_view_new(WebKitWebContext *context, WebKitUserContentManager *ucm,
                                              WebKitSettings *settings) {
    return WEBKIT_WEB_VIEW(g_object_new(WEBKIT_TYPE_WEB_VIEW,
                                        "web-context", context,
                                        "user-content-manager", ucm,
                                        "settings", settings, NULL));
}

// As cwk_web_view_new, for an automation session (WebDriver): `is-controlled-by-automation` is set, which
// WebKit reads only at construction. Transfer: floating.
static inline WebKitWebView *cwk_web_view_new_for_automation(WebKitWebContext *context,
                                                             WebKitUserContentManager *ucm,
                                                             WebKitSettings *settings) {
    return WEBKIT_WEB_VIEW(g_object_new(WEBKIT_TYPE_WEB_VIEW,
                                        "web-context", context,
                                        "user-content-manager", ucm,
                                        "settings", settings,
                                        "is-controlled-by-automation", TRUE, NULL));
}

// The detail of the signal emission running on `instance` ("tab", "window"), or NULL without one.
static inline const char *cwk_signal_emission_detail(gpointer instance) {
    GSignalInvocationHint *hint = g_signal_get_invocation_hint(instance);
    return hint && hint->detail ? g_quark_to_string(hint->detail) : NULL;
}

// A web view related to `parent`: it shares the parent's web process, context, user-content manager
// and settings. WebKit requires this for popups. Transfer: floating.
static inline WebKitWebView *cwk_web_view_new_related(WebKitWebView *parent) {
    return WEBKIT_WEB_VIEW(g_object_new(WEBKIT_TYPE_WEB_VIEW, "related-view", parent, NULL));
}

// A popup view related to `parent` (same web process and context) with its own user-content manager
// and settings, so the child engine owns its scripts and handlers. Transfer: floating.
static inline WebKitWebView *cwk_web_view_new_related_with(WebKitWebView *parent, WebKitUserContentManager *ucm,
                                                           WebKitSettings *settings) {
    return WEBKIT_WEB_VIEW(g_object_new(WEBKIT_TYPE_WEB_VIEW, "related-view", parent,
                                        "user-content-manager", ucm, "settings", settings, NULL));
}
// Whether `a` and `b` are related views: WebKit only accepts a popup that shares its opener's web process,
// and both then report the same context.
static inline gboolean cwk_web_view_shares_context(WebKitWebView *a, WebKitWebView *b) {
    return webkit_web_view_get_context(a) == webkit_web_view_get_context(b);
}

// ---- GTK casts ----
static inline GtkWidget *cwk_widget(gpointer p) { return GTK_WIDGET(p); }
static inline GtkContainer *cwk_container(gpointer p) { return GTK_CONTAINER(p); }
static inline GtkWindow *cwk_window(gpointer p) { return GTK_WINDOW(p); }
static inline GtkPrintSettings *cwk_print_settings(gpointer p) { return GTK_PRINT_SETTINGS(p); }
static inline GtkPageSetup *cwk_page_setup(gpointer p) { return GTK_PAGE_SETUP(p); }
static inline GtkBox *cwk_box(gpointer p) { return GTK_BOX(p); }
static inline GtkBin *cwk_bin(gpointer p) { return GTK_BIN(p); }
static inline GtkMenuShell *cwk_menu_shell(gpointer p) { return GTK_MENU_SHELL(p); }
static inline GtkMenuButton *cwk_menu_button(gpointer p) { return GTK_MENU_BUTTON(p); }
static inline GtkMenuItem *cwk_menu_item(gpointer p) { return GTK_MENU_ITEM(p); }
static inline GtkEntry *cwk_entry(gpointer p) { return GTK_ENTRY(p); }
static inline GtkButton *cwk_button(gpointer p) { return GTK_BUTTON(p); }
static inline GtkHeaderBar *cwk_header_bar(gpointer p) { return GTK_HEADER_BAR(p); }
static inline GtkProgressBar *cwk_progress_bar(gpointer p) { return GTK_PROGRESS_BAR(p); }
static inline WebKitWebView *cwk_web_view(gpointer p) { return WEBKIT_WEB_VIEW(p); }
static inline gboolean cwk_is_offscreen_window(gpointer p) { return p && GTK_IS_OFFSCREEN_WINDOW(p); }
static inline gboolean cwk_is_window(gpointer p) { return p && GTK_IS_WINDOW(p); }

#endif
