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
#include "shim-shell.h"

// ---- libdispatch's main-queue hooks (exported by libdispatch on Linux, declared privately) ----
// The eventfd that becomes readable when work is enqueued on the main dispatch queue.
extern int _dispatch_get_main_queue_handle_4CF(void);
// Drains the main dispatch queue; must be called on the main thread.
extern void _dispatch_main_queue_callback_4CF(void *msg);

static inline int cwk_main_queue_handle(void) { return _dispatch_get_main_queue_handle_4CF(); }
static inline void cwk_main_queue_drain(void) { _dispatch_main_queue_callback_4CF(NULL); }

// Makes reads of `fd` return at once (EAGAIN) instead of blocking when nothing is pending.
static inline void cwk_fd_set_nonblocking(int fd) {
    int flags = fcntl(fd, F_GETFL);
    if (flags >= 0 && !(flags & O_NONBLOCK)) fcntl(fd, F_SETFL, flags | O_NONBLOCK);
}

// Reads and discards the 8-byte eventfd counter. Without this read the fd stays readable and the
// GLib loop spins at 100 % CPU.
static inline void cwk_eventfd_consume(int fd) {
    uint64_t value;
    ssize_t n = read(fd, &value, sizeof value);
    (void)n;
}

// ---- GLib structured logging (g_log_structured is variadic) ----
// Logs `message` (taken as text, not as a format) with the MESSAGE and GLIB_DOMAIN fields.
static inline void cwk_log(const char *domain, GLogLevelFlags level, const char *message) {
    g_log_structured(domain, level, "MESSAGE", "%s", message);
}

// ---- GObject macros ----
static inline GObject *cwk_object(gpointer p) { return G_OBJECT(p); }
static inline gboolean cwk_is_object(gpointer p) { return G_IS_OBJECT(p); }
static inline const char *cwk_type_name_of(gpointer p) { return G_OBJECT_TYPE_NAME(p); }

static inline gulong cwk_signal_connect(gpointer instance, const char *signal, GCallback handler,
                                        gpointer data, GClosureNotify destroy, gboolean after) {
    return g_signal_connect_data(instance, signal, handler, data, destroy,
                                 after ? G_CONNECT_AFTER : (GConnectFlags)0);
}

// ---- GClosure-based signal handlers ----
// One marshaller serves every signal: it receives the arguments as GValues. `finalize` runs when the
// closure is destroyed (handler disconnected or instance finalized) and releases `data`.
static inline GClosure *cwk_closure_new(gpointer data, GClosureMarshal marshal, GClosureNotify finalize) {
    GClosure *closure = g_closure_new_simple(sizeof(GClosure), data);
    g_closure_set_marshal(closure, marshal);
    g_closure_add_finalize_notifier(closure, data, finalize);
    return closure;
}
static inline gpointer cwk_closure_data(GClosure *closure) { return closure->data; }

// Reads any pointer-like GValue (object, boxed, pointer, param spec, string, interface).
static inline gpointer cwk_value_pointer(const GValue *value) {
    GType fundamental = G_TYPE_FUNDAMENTAL(G_VALUE_TYPE(value));
    switch (fundamental) {
    case G_TYPE_OBJECT: case G_TYPE_INTERFACE: return g_value_get_object(value);
    case G_TYPE_BOXED: return g_value_get_boxed(value);
    case G_TYPE_POINTER: return g_value_get_pointer(value);
    case G_TYPE_PARAM: return g_value_get_param(value);
    case G_TYPE_STRING: return (gpointer)g_value_get_string(value);
    case G_TYPE_VARIANT: return g_value_get_variant(value);
    default: return NULL;
    }
}
// Reads any integer-like GValue (enum, flags, boolean, char, int, uint, long, ulong, int64, uint64).
static inline gint64 cwk_value_integer(const GValue *value) {
    GType fundamental = G_TYPE_FUNDAMENTAL(G_VALUE_TYPE(value));
    switch (fundamental) {
    case G_TYPE_ENUM: return g_value_get_enum(value);
    case G_TYPE_FLAGS: return (gint64)g_value_get_flags(value);
    case G_TYPE_BOOLEAN: return g_value_get_boolean(value);
    case G_TYPE_CHAR: return g_value_get_schar(value);
    case G_TYPE_UCHAR: return g_value_get_uchar(value);
    case G_TYPE_INT: return g_value_get_int(value);
    case G_TYPE_UINT: return g_value_get_uint(value);
    case G_TYPE_LONG: return g_value_get_long(value);
    case G_TYPE_ULONG: return (gint64)g_value_get_ulong(value);
    case G_TYPE_INT64: return g_value_get_int64(value);
    case G_TYPE_UINT64: return (gint64)g_value_get_uint64(value);
    default: return 0;
    }
}
// Sets a `gint` signal return value (for signals such as GApplication's `command-line`).
static inline void cwk_value_set_int(GValue *value, gint v) {
    if (value) g_value_set_int(value, v);
}
// Sets a signal's return value, whatever its declared type is (boolean or object).
static inline void cwk_value_set_boolean(GValue *value, gboolean b) {
    if (value && G_VALUE_HOLDS_BOOLEAN(value)) g_value_set_boolean(value, b);
}
static inline void cwk_value_take_object(GValue *value, gpointer object) {
    if (value && G_VALUE_HOLDS_OBJECT(value)) g_value_take_object(value, object);
    else if (object) g_object_unref(object);
}

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

// ---- Streamed responses for custom URL schemes ----
// A connected pair of stream sockets: WebKit reads `*input`; the host writes `*output`. Writes go through
// GSocket (send with MSG_NOSIGNAL), so a reader that went away gives EPIPE, never SIGPIPE.
// Returns FALSE (and sets `error`) when the sockets cannot be made. Transfer: full, both.
static inline gboolean cwk_stream_pair_new(GInputStream **input, GIOStream **output, GError **error) {
    int fds[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0) {
        g_set_error_literal(error, G_IO_ERROR, g_io_error_from_errno(errno), g_strerror(errno));
        return FALSE;
    }
    GSocket *socket = g_socket_new_from_fd(fds[1], error);
    if (!socket) { close(fds[0]); close(fds[1]); return FALSE; }
    *output = G_IO_STREAM(g_socket_connection_factory_create_connection(socket));
    g_object_unref(socket);
    *input = g_unix_input_stream_new(fds[0], TRUE);
    return TRUE;
}
static inline GOutputStream *cwk_io_stream_output(GIOStream *stream) { return g_io_stream_get_output_stream(stream); }

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

// ---- libsoup ----
static inline SoupServer *cwk_soup_server_new(void) { return soup_server_new(NULL, NULL); }
// Sets a response body copied from `data` (untyped bytes, so Swift needs no pointer cast).
static inline void cwk_soup_message_set_response_copy(SoupServerMessage *message, const char *content_type,
                                                      const void *data, gsize length) {
    soup_server_message_set_response(message, content_type, SOUP_MEMORY_COPY, (const char *)data, length);
}
// The port the server listens on (its first listening URI), or 0.
static inline guint16 cwk_soup_server_port(SoupServer *server) {
    GSList *uris = soup_server_get_uris(server);
    guint16 port = uris ? (guint16)g_uri_get_port((GUri *)uris->data) : 0;
    g_slist_free_full(uris, (GDestroyNotify)g_uri_unref);
    return port;
}

// ---- GdkPixbuf encoders (variadic save_to_buffer) ----
static inline gboolean cwk_pixbuf_save_jpeg(GdkPixbuf *pixbuf, gchar **buffer, gsize *size,
                                            const char *quality, GError **error) {
    return gdk_pixbuf_save_to_buffer(pixbuf, buffer, size, "jpeg", error, "quality", quality, NULL);
}
static inline gboolean cwk_pixbuf_save_png(GdkPixbuf *pixbuf, gchar **buffer, gsize *size, GError **error) {
    return gdk_pixbuf_save_to_buffer(pixbuf, buffer, size, "png", error, NULL);
}

#endif
