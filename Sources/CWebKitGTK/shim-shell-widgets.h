// shim-shell-widgets.h: casts and helpers for the shell's completion list, menus and popovers
// (GtkWebShell/Gtk only). Included by shim-shell.h; every helper carries the prefix `cwk_shell_`.
#ifndef CWEBKITGTK_SHIM_SHELL_WIDGETS_H
#define CWEBKITGTK_SHIM_SHELL_WIDGETS_H

#include <gtk/gtk.h>

static inline GtkPopover *cwk_shell_popover(gpointer p) { return GTK_POPOVER(p); }
static inline GtkMenu *cwk_shell_menu(gpointer p) { return GTK_MENU(p); }
static inline GtkInfoBar *cwk_shell_info_bar(gpointer p) { return GTK_INFO_BAR(p); }
static inline GtkExpander *cwk_shell_expander(gpointer p) { return GTK_EXPANDER(p); }
static inline GtkEntryCompletion *cwk_shell_entry_completion(gpointer p) { return GTK_ENTRY_COMPLETION(p); }
static inline GtkToggleButton *cwk_shell_toggle_button(gpointer p) { return GTK_TOGGLE_BUTTON(p); }
static inline GtkTextView *cwk_shell_text_view(gpointer p) { return GTK_TEXT_VIEW(p); }
static inline GtkTreeModel *cwk_shell_tree_model(gpointer p) { return GTK_TREE_MODEL(p); }
static inline GtkFlowBox *cwk_shell_flow_box(gpointer p) { return GTK_FLOW_BOX(p); }
static inline GtkFlowBoxChild *cwk_shell_flow_box_child(gpointer p) { return GTK_FLOW_BOX_CHILD(p); }
static inline GtkStack *cwk_shell_stack(gpointer p) { return GTK_STACK(p); }
static inline GtkScrolledWindow *cwk_shell_scrolled_window(gpointer p) { return GTK_SCROLLED_WINDOW(p); }

// A list store of two string columns: (URL, title).
static inline GtkListStore *cwk_shell_list_store_new_pair(void) {
    return gtk_list_store_new(2, G_TYPE_STRING, G_TYPE_STRING);
}

// Appends the row (first, second) to a two-string-column list store.
static inline void cwk_shell_list_store_append_pair(gpointer store, const char *first, const char *second) {
    GtkTreeIter iter;
    gtk_list_store_append(GTK_LIST_STORE(store), &iter);
    gtk_list_store_set(GTK_LIST_STORE(store), &iter, 0, first, 1, second, -1);
}

// The string in `column` of the row at `iter` (newly allocated; g_free it), or NULL.
static inline gchar *cwk_shell_tree_model_string(gpointer model, gpointer iter, gint column) {
    gchar *value = NULL;
    gtk_tree_model_get(GTK_TREE_MODEL(model), (GtkTreeIter *)iter, column, &value, -1);
    return value;
}

static gboolean cwk_shell_match_every_row(GtkEntryCompletion *completion, const gchar *key, GtkTreeIter *iter,
                                          gpointer data) {
    (void)completion; (void)key; (void)iter; (void)data;
    return TRUE;
}

// Shows every row of the completion's model: the rows are already the matches (ranked by the caller).
static inline void cwk_shell_completion_match_every_row(gpointer completion) {
    gtk_entry_completion_set_match_func(GTK_ENTRY_COMPLETION(completion), cwk_shell_match_every_row, NULL, NULL);
}

// Adds a second cell to the completion's rows showing the model's column 1 (the page title).
static inline void cwk_shell_completion_show_second_column(gpointer completion) {
    GtkCellRenderer *renderer = gtk_cell_renderer_text_new();
    g_object_set(renderer, "ellipsize", PANGO_ELLIPSIZE_END, "foreground", "gray", NULL);
    gtk_cell_layout_pack_end(GTK_CELL_LAYOUT(completion), renderer, TRUE);
    gtk_cell_layout_add_attribute(GTK_CELL_LAYOUT(completion), renderer, "text", 1);
}

// The first window attached to `widget` (`gtk_window_set_attached_to`: an entry's completion list),
// borrowed, or NULL.
static inline GtkWidget *cwk_shell_attached_window(gpointer widget) {
    GtkWidget *found = NULL;
    GList *toplevels = gtk_window_list_toplevels();
    for (GList *l = toplevels; l && !found; l = l->next) {
        if (gtk_window_get_attached_to(GTK_WINDOW(l->data)) == GTK_WIDGET(widget)) found = GTK_WIDGET(l->data);
    }
    g_list_free(toplevels);
    return found;
}

// The first GtkTreeView in `widget` or below it (depth first; an entry completion's list), borrowed, or NULL.
static inline GtkWidget *cwk_shell_find_tree_view(gpointer widget) {
    if (GTK_IS_TREE_VIEW(widget)) return GTK_WIDGET(widget);
    if (!GTK_IS_CONTAINER(widget)) return NULL;
    GList *children = gtk_container_get_children(GTK_CONTAINER(widget));
    GtkWidget *found = NULL;
    for (GList *l = children; l && !found; l = l->next) found = cwk_shell_find_tree_view(l->data);
    g_list_free(children);
    return found;
}

// The rectangle of row `index` of a mapped tree view, full width, in root-window coordinates; FALSE (and
// nothing written) when the view is not on screen or has no such row.
static inline gboolean cwk_shell_tree_view_row_root_frame(gpointer treeView, gint index, gint *x, gint *y,
                                                         gint *width, gint *height) {
    GtkTreeView *view = GTK_TREE_VIEW(treeView);
    GdkWindow *bin = gtk_tree_view_get_bin_window(view);
    GtkTreeModel *model = gtk_tree_view_get_model(view);
    if (!bin || !model || !gtk_widget_get_mapped(GTK_WIDGET(view))) return FALSE;
    if (index < 0 || index >= gtk_tree_model_iter_n_children(model, NULL)) return FALSE;
    GtkTreePath *path = gtk_tree_path_new_from_indices(index, -1);
    GdkRectangle rect;
    gtk_tree_view_get_background_area(view, path, NULL, &rect);
    gtk_tree_path_free(path);
    gint originX = 0, originY = 0;
    gdk_window_get_origin(bin, &originX, &originY);
    *x = originX;
    *y = originY + rect.y;
    *width = gdk_window_get_width(bin);
    *height = rect.height;
    return rect.height > 0;
}

// The user's pictures folder (XDG_PICTURES_DIR), borrowed from GLib, or NULL when none is configured.
static inline const gchar *cwk_shell_pictures_folder(void) {
    return g_get_user_special_dir(G_USER_DIRECTORY_PICTURES);
}

// The widget's rectangle in root-window coordinates (what xdotool and other X clients address), through
// its toplevel (a popover's widgets are placed within the window that holds the popover); zeros when the
// widget is not realized or not placed yet (GTK's first allocation is x = y = -1, 1 × 1).
static inline void cwk_shell_widget_root_frame(gpointer widget, gint *x, gint *y, gint *width, gint *height) {
    GtkWidget *w = GTK_WIDGET(widget);
    GtkWidget *top = gtk_widget_get_toplevel(w);
    GtkAllocation allocation;
    gtk_widget_get_allocation(w, &allocation);
    gint inTopX = 0, inTopY = 0, originX = 0, originY = 0;
    GdkWindow *window = top ? gtk_widget_get_window(top) : NULL;
    gboolean placed = !(allocation.x == -1 && allocation.y == -1 && allocation.width == 1 && allocation.height == 1);
    if (!window || !placed || !gtk_widget_get_realized(w)
        || !gtk_widget_translate_coordinates(w, top, 0, 0, &inTopX, &inTopY)) {
        *x = *y = *width = *height = 0;
        return;
    }
    gdk_window_get_origin(window, &originX, &originY);
    *x = originX + inTopX;
    *y = originY + inTopY;
    *width = allocation.width;
    *height = allocation.height;
}

#endif
