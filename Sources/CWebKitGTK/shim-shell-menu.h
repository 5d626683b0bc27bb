// shim-shell-menu.h: the shell's main menu, keyboard-shortcuts window and about dialog
// (GtkWebShell/Gtk only). Included by shim-shell.h; every helper carries the prefix `cwk_shell_`.
#ifndef CWEBKITGTK_SHIM_SHELL_MENU_H
#define CWEBKITGTK_SHIM_SHELL_MENU_H

#include <gtk/gtk.h>

static inline GMenu *cwk_shell_gmenu(gpointer p) { return G_MENU(p); }
static inline GMenuModel *cwk_shell_menu_model(gpointer p) { return G_MENU_MODEL(p); }
static inline GtkMenuButton *cwk_shell_menu_button(gpointer p) { return GTK_MENU_BUTTON(p); }

// Sets the string attribute `name` (`verb-icon`, `display-hint`) of a menu item.
static inline void cwk_shell_menu_item_set_string(GMenuItem *item, const char *name, const char *value) {
    g_menu_item_set_attribute_value(item, name, g_variant_new_string(value));
}

static inline void cwk_shell_collect_of_type(GtkWidget *widget, GType type, GPtrArray *found);
static inline void cwk_shell_collect_all_of_type(GtkWidget *widget, GType type, GPtrArray *found);

static inline void cwk_shell_collect_child(GtkWidget *child, gpointer data) {
    GPtrArray *found = data;
    GType type = (GType)GPOINTER_TO_SIZE(g_ptr_array_index(found, 0));
    cwk_shell_collect_of_type(child, type, found);
}

// Appends to `found` (after its first slot, which holds the type) every mapped widget of `type` in
// `widget` or below it, internal children included, depth first.
static inline void cwk_shell_collect_of_type(GtkWidget *widget, GType type, GPtrArray *found) {
    if (!gtk_widget_get_mapped(widget)) return;
    if (G_TYPE_CHECK_INSTANCE_TYPE(widget, type)) g_ptr_array_add(found, widget);
    if (GTK_IS_CONTAINER(widget)) gtk_container_forall(GTK_CONTAINER(widget), cwk_shell_collect_child, found);
}

// The mapped widgets of `type` in `root` or below it, borrowed, in a new array the caller frees with
// g_ptr_array_unref (its first slot holds the type, not a widget).
static inline GPtrArray *cwk_shell_mapped_widgets(gpointer root, GType type) {
    GPtrArray *found = g_ptr_array_new();
    g_ptr_array_add(found, GSIZE_TO_POINTER((gsize)type));
    if (root) cwk_shell_collect_of_type(GTK_WIDGET(root), type, found);
    return found;
}

static inline void cwk_shell_collect_any_child(GtkWidget *child, gpointer data) {
    GPtrArray *found = data;
    GType type = (GType)GPOINTER_TO_SIZE(g_ptr_array_index(found, 0));
    cwk_shell_collect_all_of_type(child, type, found);
}

// As cwk_shell_collect_of_type, mapped or not (the pages of a stack that are not shown).
static inline void cwk_shell_collect_all_of_type(GtkWidget *widget, GType type, GPtrArray *found) {
    if (G_TYPE_CHECK_INSTANCE_TYPE(widget, type)) g_ptr_array_add(found, widget);
    if (GTK_IS_CONTAINER(widget)) gtk_container_forall(GTK_CONTAINER(widget), cwk_shell_collect_any_child, found);
}

// The widgets of `type` in `root` or below it, mapped or not, borrowed; freed as cwk_shell_mapped_widgets'.
static inline GPtrArray *cwk_shell_all_widgets(gpointer root, GType type) {
    GPtrArray *found = g_ptr_array_new();
    g_ptr_array_add(found, GSIZE_TO_POINTER((gsize)type));
    if (root) cwk_shell_collect_all_of_type(GTK_WIDGET(root), type, found);
    return found;
}

// A keyboard-shortcuts window (a toplevel: GTK owns it until it is destroyed).
static inline GtkWidget *cwk_shell_shortcuts_window_new(GtkWindow *parent) {
    return g_object_new(GTK_TYPE_SHORTCUTS_WINDOW, "modal", TRUE, "transient-for", parent, NULL);
}

// A section of a shortcuts window (floating), added to it.
static inline GtkWidget *cwk_shell_shortcuts_section_add(GtkWidget *window, const char *name) {
    GtkWidget *section = g_object_new(GTK_TYPE_SHORTCUTS_SECTION, "section-name", name, "max-height", 12,
                                      "visible", TRUE, NULL);
    gtk_container_add(GTK_CONTAINER(window), section);
    return section;
}

// A titled group of shortcuts (floating), added to `section`.
static inline GtkWidget *cwk_shell_shortcuts_group_add(GtkWidget *section, const char *title) {
    GtkWidget *group = g_object_new(GTK_TYPE_SHORTCUTS_GROUP, "title", title, "visible", TRUE, NULL);
    gtk_container_add(GTK_CONTAINER(section), group);
    return group;
}

// A shortcut row (floating): `accelerator` holds one or more accelerators separated by spaces.
static inline void cwk_shell_shortcuts_shortcut_add(GtkWidget *group, const char *title, const char *accelerator) {
    GtkWidget *shortcut = g_object_new(GTK_TYPE_SHORTCUTS_SHORTCUT, "title", title, "accelerator", accelerator,
                                       "visible", TRUE, NULL);
    gtk_container_add(GTK_CONTAINER(group), shortcut);
}

static inline GtkAboutDialog *cwk_shell_about_dialog(gpointer p) { return GTK_ABOUT_DIALOG(p); }

static inline GType cwk_shell_model_button_type(void) { return GTK_TYPE_MODEL_BUTTON; }
static inline GType cwk_shell_shortcuts_shortcut_type(void) { return GTK_TYPE_SHORTCUTS_SHORTCUT; }

// The string property `name` of `object`, newly allocated (g_free), or NULL.
static inline gchar *cwk_shell_object_string(gpointer object, const char *name) {
    gchar *value = NULL;
    g_object_get(object, name, &value, NULL);
    return value;
}

#endif
