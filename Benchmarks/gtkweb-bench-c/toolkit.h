// toolkit.h — the few calls in which WebKitGTK 4.1 on GTK 3 and WebKitGTK 6.0 on GTK 4 differ for the suites
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
// A new view on `context` (and its website data) with `ucm`, or its own user-content manager when NULL.
WebKitWebView *bench_toolkit_view_new(WebKitWebContext *context, WebKitUserContentManager *ucm);
// An 800x600 toplevel window holding `view` (which it sinks), shown.
GtkWidget *bench_toolkit_window_new(WebKitWebView *view);
// Destroys `window` and the view in it.
void bench_toolkit_window_destroy(GtkWidget *window);
// Registers the fire-and-forget script message handler `name` in the page's main world.
gboolean bench_toolkit_register_handler(WebKitUserContentManager *ucm, const char *name);
// The value of a `script-message-received` signal's message argument (GTK 3: a WebKitJavascriptResult,
// GTK 4: the JSCValue itself); owned by the message.
JSCValue *bench_toolkit_message_value(gpointer message);
// The cookie manager of a fresh ephemeral store; `*owner` keeps it alive: g_object_unref it when done.
WebKitCookieManager *bench_toolkit_ephemeral_cookie_manager(GObject **owner);

#endif
