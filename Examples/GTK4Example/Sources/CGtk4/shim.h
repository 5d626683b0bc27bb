// The example app's GTK 4 import, and the two macros Swift cannot call.
#include <gtk/gtk.h>

static inline gulong example_connect(gpointer instance, const char *signal, GCallback handler, gpointer data) {
    return g_signal_connect(instance, signal, handler, data);
}
static inline GtkWindow *example_window(gpointer p) { return GTK_WINDOW(p); }
static inline GtkApplication *example_application(gpointer p) { return GTK_APPLICATION(p); }
static inline GApplication *example_g_application(gpointer p) { return G_APPLICATION(p); }
