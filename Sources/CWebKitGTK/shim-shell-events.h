// shim-shell-events.h: reading GDK events the shell's window handles itself (keys in the order the page
// sees them first, fullscreen state, the pointer entering or leaving the fullscreen header), the popup
// menu on screen and the clipboard.
// Included by shim-shell.h; every helper carries the prefix `cwk_shell_`.
#ifndef CWEBKITGTK_SHIM_SHELL_EVENTS_H
#define CWEBKITGTK_SHIM_SHELL_EVENTS_H

#include <gtk/gtk.h>

// The key of a key event (GdkEventKey.keyval), 0 for other events.
static inline guint cwk_shell_event_keyval(gpointer event) {
    GdkEvent *e = event;
    return e && (e->type == GDK_KEY_PRESS || e->type == GDK_KEY_RELEASE) ? e->key.keyval : 0;
}

// Whether a key event has Shift, Control, Alt or Super held.
static inline gboolean cwk_shell_event_key_has_modifiers(gpointer event) {
    GdkEvent *e = event;
    if (!e || (e->type != GDK_KEY_PRESS && e->type != GDK_KEY_RELEASE)) return FALSE;
    return (e->key.state & (GDK_SHIFT_MASK | GDK_CONTROL_MASK | GDK_MOD1_MASK | GDK_SUPER_MASK)) != 0;
}

// The Escape key's keyval (GDK_KEY_Escape is a macro Swift does not import).
static inline guint cwk_shell_keyval_escape(void) { return GDK_KEY_Escape; }

// Whether a window-state event says the window is now fullscreen.
static inline gboolean cwk_shell_event_is_fullscreen(gpointer event) {
    GdkEvent *e = event;
    return e && e->type == GDK_WINDOW_STATE && (e->window_state.new_window_state & GDK_WINDOW_STATE_FULLSCREEN);
}

// Whether a crossing event is the pointer really entering or leaving (not moving onto or off a child).
static inline gboolean cwk_shell_event_crossing_is_real(gpointer event) {
    GdkEvent *e = event;
    return e && (e->type == GDK_ENTER_NOTIFY || e->type == GDK_LEAVE_NOTIFY)
        && e->crossing.detail != GDK_NOTIFY_INFERIOR;
}

// Whether `window`'s GDK window is fullscreen now (gdk_window_get_state).
static inline gboolean cwk_shell_window_is_fullscreen(gpointer window) {
    GdkWindow *gdk = gtk_widget_get_window(GTK_WIDGET(window));
    return gdk && (gdk_window_get_state(gdk) & GDK_WINDOW_STATE_FULLSCREEN) != 0;
}

static inline GtkEventBox *cwk_shell_event_box(gpointer p) { return GTK_EVENT_BOX(p); }

// The popup menu on screen now (a context menu: a mapped popup window holding a GtkMenu), borrowed, or NULL.
static inline GtkMenu *cwk_shell_mapped_popup_menu(void) {
    GList *toplevels = gtk_window_list_toplevels();
    GtkMenu *found = NULL;
    for (GList *node = toplevels; node && !found; node = node->next) {
        GtkWidget *window = node->data;
        if (!gtk_widget_get_mapped(window) || gtk_window_get_window_type(GTK_WINDOW(window)) != GTK_WINDOW_POPUP)
            continue;
        GtkWidget *child = gtk_bin_get_child(GTK_BIN(window));
        if (child && GTK_IS_MENU(child)) found = GTK_MENU(child);
    }
    g_list_free(toplevels);
    return found;
}

// The label of a menu item (borrowed), or NULL for a separator or anything else.
static inline const char *cwk_shell_menu_item_label(gpointer widget) {
    return GTK_IS_MENU_ITEM(widget) && !GTK_IS_SEPARATOR_MENU_ITEM(widget)
        ? gtk_menu_item_get_label(GTK_MENU_ITEM(widget)) : NULL;
}

// Puts `text` on the desktop's clipboard (CLIPBOARD, what Ctrl+V pastes).
static inline void cwk_shell_copy_to_clipboard(const char *text) {
    gtk_clipboard_set_text(gtk_clipboard_get(GDK_SELECTION_CLIPBOARD), text, -1);
}

#endif
