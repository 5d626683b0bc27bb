// shim-shell.h: casts and small helpers for the gtkweb shell's GTK code (GtkWebShell/Gtk only).
// Included by shim.h; every helper carries the prefix `cwk_shell_`.
#ifndef CWEBKITGTK_SHIM_SHELL_H
#define CWEBKITGTK_SHIM_SHELL_H

#include <gtk/gtk.h>
#include "shim-shell-widgets.h"
#include "shim-shell-menu.h"
#include "shim-shell-events.h"

static inline GApplication *cwk_shell_application(gpointer p) { return G_APPLICATION(p); }
static inline GtkApplication *cwk_shell_gtk_application(gpointer p) { return GTK_APPLICATION(p); }
static inline GActionMap *cwk_shell_action_map(gpointer p) { return G_ACTION_MAP(p); }
static inline GAction *cwk_shell_action(gpointer p) { return G_ACTION(p); }
static inline GSimpleAction *cwk_shell_simple_action(gpointer p) { return G_SIMPLE_ACTION(p); }
static inline GtkNotebook *cwk_shell_notebook(gpointer p) { return GTK_NOTEBOOK(p); }
static inline GtkLabel *cwk_shell_label(gpointer p) { return GTK_LABEL(p); }
static inline GtkSpinner *cwk_shell_spinner(gpointer p) { return GTK_SPINNER(p); }
static inline GtkRevealer *cwk_shell_revealer(gpointer p) { return GTK_REVEALER(p); }
static inline GtkOverlay *cwk_shell_overlay(gpointer p) { return GTK_OVERLAY(p); }
static inline GtkImage *cwk_shell_image(gpointer p) { return GTK_IMAGE(p); }

// The mouse button of a button-press event (GdkEventButton.button), 0 for other events.
static inline guint cwk_shell_event_button(gpointer event) {
    GdkEvent *e = event;
    return e && e->type == GDK_BUTTON_PRESS ? e->button.button : 0;
}

// A string variant (floating; consumed by the call it is passed to).
static inline GVariant *cwk_shell_variant_string(const char *s) { return g_variant_new_string(s); }
// The string of a string variant, borrowed from it.
static inline const char *cwk_shell_variant_get_string(GVariant *v) {
    return v && g_variant_is_of_type(v, G_VARIANT_TYPE_STRING) ? g_variant_get_string(v, NULL) : NULL;
}

#endif
