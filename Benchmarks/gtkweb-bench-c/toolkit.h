// toolkit.h — the calls in which WebKitGTK 4.1 on GTK 3 and WebKitGTK 6.0 on GTK 4 differ for the suites
// that run on both. toolkit_gtk3.c and toolkit_gtk4.c implement them; Package.swift defines BENCH_GTK4 under
// the GTK4 trait, which picks the headers here and the file that compiles.
#ifndef GTKWEB_BENCH_C_TOOLKIT_H
#define GTKWEB_BENCH_C_TOOLKIT_H

#include <gtk/gtk.h>
#ifdef BENCH_GTK4
#include <webkit/webkit.h>
#else
#include <webkit2/webkit2.h>
#endif

// gtk_init_check: FALSE when no display can be opened.
gboolean bench_toolkit_init(int *argc, char ***argv);
// A web context whose website data (GTK 3: its data manager; GTK 4: its network session) lives in `data` and
// `cache`, with the bubblewrap sandbox on (always on in WebKitGTK 6.0).
WebKitWebContext *bench_toolkit_context_new(const char *data, const char *cache);
// A web context whose website data is kept in memory only (GTK 3: an ephemeral context; GTK 4: an ephemeral
// network session), with the sandbox on.
WebKitWebContext *bench_toolkit_ephemeral_context_new(void);
// A new view on `context` (and its website data) with `ucm`, or its own user-content manager when NULL.
WebKitWebView *bench_toolkit_view_new(WebKitWebContext *context, WebKitUserContentManager *ucm);
// A `width` x `height` toplevel window holding `view` (which it sinks), shown.
GtkWidget *bench_toolkit_window_new(WebKitWebView *view, int width, int height);
// Destroys `window` and the view in it.
void bench_toolkit_window_destroy(GtkWidget *window);
// Registers the fire-and-forget script message handler `name` in the page's main world.
gboolean bench_toolkit_register_handler(WebKitUserContentManager *ucm, const char *name);
// The value of a `script-message-received` signal's message argument (GTK 3: a WebKitJavascriptResult,
// GTK 4: the JSCValue itself); owned by the message.
JSCValue *bench_toolkit_message_value(gpointer message);
// The cookie manager of a fresh ephemeral store; `*owner` keeps it alive: g_object_unref it when done.
WebKitCookieManager *bench_toolkit_ephemeral_cookie_manager(GObject **owner);

// What webkit_web_view_get_snapshot_finish returns (GTK 3: a cairo_surface_t, GTK 4: a GdkTexture).
// Encoded as PNG the toolkit's plain way into memory (GTK 3 cairo_surface_write_to_png_stream; GTK 4
// gdk_texture_save_to_png_bytes); returns the PNG's size in bytes.
gsize bench_toolkit_snapshot_png(gpointer snapshot);
// A GdkPixbuf of the snapshot (GTK 3 gdk_pixbuf_get_from_surface, GTK 4 gdk_pixbuf_get_from_texture).
GdkPixbuf *bench_toolkit_snapshot_pixbuf(gpointer snapshot);
// Reads the snapshot's pixels into memory, where a program can use them: nothing to do on GTK 3 (an image
// surface's pixels are in memory); on GTK 4 gdk_texture_download into a buffer, as GtkWeb does.
void bench_toolkit_snapshot_read_pixels(gpointer snapshot);
int bench_toolkit_snapshot_width(gpointer snapshot);
int bench_toolkit_snapshot_height(gpointer snapshot);
void bench_toolkit_snapshot_free(gpointer snapshot);

// A popup's view for a `create` handler: related to `opener` (its web process), parked where the toolkit
// parks a view that is not on screen (GTK 3: a shown GtkOffscreenWindow, returned in `*parking`; GTK 4, which
// has none: no window, 800x600 allocated without one as GtkWeb parks a view, `*parking` NULL). Release both with
// bench_toolkit_popup_destroy.
WebKitWebView *bench_toolkit_popup_new(WebKitWebView *opener, GtkWidget **parking);
void bench_toolkit_popup_destroy(WebKitWebView *popup, GtkWidget *parking);

#endif
