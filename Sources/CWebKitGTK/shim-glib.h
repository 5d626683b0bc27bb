// shim-glib.h: the helpers of CWebKitGTK that do not depend on the toolkit: libdispatch's main-queue
// hooks, GLib logging, GObject macros and signal closures, GValue access, socket-pair streams, libsoup's
// server and GdkPixbuf's encoders. Both flavours' shim.h include it (GTK 3: this folder's shim.h;
// GTK 4: Sources/CWebKitGTK6/shim.h), so the helpers have one definition.
#ifndef CWEBKITGTK_SHIM_GLIB_H
#define CWEBKITGTK_SHIM_GLIB_H

#include <glib.h>
#include <glib-object.h>
#include <gio/gio.h>
#include <libsoup/soup.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <unistd.h>
#include <fcntl.h>
#include <stdint.h>
#include <signal.h>
#include <glib-unix.h>
// webkit2gtk-4.1's pkg-config flags include gio-unix-2.0's folder; webkitgtk-6.0's do not.
#if __has_include(<gio/gunixinputstream.h>)
#include <gio/gunixinputstream.h>
#else
#include <gio-unix-2.0/gio/gunixinputstream.h>
#endif
#include <sys/socket.h>
#include <errno.h>

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

// Reads any pointer-like GValue (object, boxed, pointer, param spec, string, interface, or another
// fundamental type whose value holds a pointer).
static inline gpointer cwk_value_pointer(const GValue *value) {
    GType fundamental = G_TYPE_FUNDAMENTAL(G_VALUE_TYPE(value));
    switch (fundamental) {
    case G_TYPE_OBJECT: case G_TYPE_INTERFACE: return g_value_get_object(value);
    case G_TYPE_BOXED: return g_value_get_boxed(value);
    case G_TYPE_POINTER: return g_value_get_pointer(value);
    case G_TYPE_PARAM: return g_value_get_param(value);
    case G_TYPE_STRING: return (gpointer)g_value_get_string(value);
    case G_TYPE_VARIANT: return g_value_get_variant(value);
    // Other instance types of their own fundamental type, such as GTK 4's GdkEvent: a GTypeInstance value
    // keeps its instance in data[0], as GObject and GParamSpec values do.
    default:
        if (G_TYPE_IS_INSTANTIATABLE(fundamental)) return value->data[0].v_pointer;
        return g_value_fits_pointer(value) ? g_value_peek_pointer(value) : NULL;
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
