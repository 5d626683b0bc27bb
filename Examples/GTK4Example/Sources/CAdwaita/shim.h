// The libadwaita example's import, and the casts and signal macro Swift cannot call.
#include <adwaita.h>

static inline gulong adw_example_connect(gpointer instance, const char *signal, GCallback handler, gpointer data) {
    return g_signal_connect(instance, signal, handler, data);
}
static inline GtkWindow *adw_example_window(gpointer p) { return GTK_WINDOW(p); }
static inline GtkBox *adw_example_box(gpointer p) { return GTK_BOX(p); }
static inline AdwApplicationWindow *adw_example_app_window(gpointer p) { return ADW_APPLICATION_WINDOW(p); }
static inline GtkApplication *adw_example_gtk_application(gpointer p) { return GTK_APPLICATION(p); }
static inline GApplication *adw_example_g_application(gpointer p) { return G_APPLICATION(p); }
