// CWebKitGTK for the GTK4 trait: the C side of GtkWeb on WebKitGTK 6.0 (webkitgtk-6.0), GTK 4, libsoup 3 and
// JavaScriptCore 6.0. It exports the same Clang module name as Sources/CWebKitGTK (`CWebKitGTK`), so Swift
// files import one name in both flavours; the package trait decides which of the two targets a module
// depends on, and so which headers it sees. The toolkit-independent helpers come from the GTK 3 folder's
// shim-glib.h; this file adds the helpers whose WebKit or GTK calls differ on 6.0. Prefix `cwk_`.
#ifndef CWEBKITGTK6_SHIM_H
#define CWEBKITGTK6_SHIM_H

#include <gtk/gtk.h>
#include <webkit/webkit.h>
#include <libsoup/soup.h>
#include <jsc/jsc.h>
#include <cairo.h>
#include "../CWebKitGTK/shim-glib.h"

// ---- Typed pointers for WebKit's final types ----
// WebKitGTK 6.0 declares most of its classes final (G_DECLARE_FINAL_TYPE), so their instance structs are
// incomplete and Swift imports their pointers as `OpaquePointer`, where 4.1 gives `UnsafeMutablePointer<T>`.
// Completing the structs here makes Swift import them as typed pointers in both flavours, so one backend
// source serves both and a pointer of the wrong WebKit type does not compile. Only the GObject header is
// declared; nothing reads, copies or sizes these structs (every instance is made and owned by WebKit).
struct _JSCClass { GObject parent_instance; };
struct _JSCContext { GObject parent_instance; };
struct _JSCException { GObject parent_instance; };
struct _JSCValue { GObject parent_instance; };
struct _JSCVirtualMachine { GObject parent_instance; };
struct _JSCWeakValue { GObject parent_instance; };
struct _WebKitAuthenticationRequest { GObject parent_instance; };
struct _WebKitAutomationSession { GObject parent_instance; };
struct _WebKitBackForwardList { GObject parent_instance; };
struct _WebKitBackForwardListItem { GObject parent_instance; };
struct _WebKitClipboardPermissionRequest { GObject parent_instance; };
struct _WebKitColorChooserRequest { GObject parent_instance; };
struct _WebKitContextMenu { GObject parent_instance; };
struct _WebKitContextMenuItem { GObject parent_instance; };
struct _WebKitCookieManager { GObject parent_instance; };
struct _WebKitDeviceInfoPermissionRequest { GObject parent_instance; };
struct _WebKitDownload { GObject parent_instance; };
struct _WebKitEditorState { GObject parent_instance; };
struct _WebKitFaviconDatabase { GObject parent_instance; };
struct _WebKitFileChooserRequest { GObject parent_instance; };
struct _WebKitFindController { GObject parent_instance; };
struct _WebKitFormSubmissionRequest { GObject parent_instance; };
struct _WebKitGeolocationManager { GObject parent_instance; };
struct _WebKitGeolocationPermissionRequest { GObject parent_instance; };
struct _WebKitHitTestResult { GObject parent_instance; };
struct _WebKitMediaKeySystemPermissionRequest { GObject parent_instance; };
struct _WebKitNavigationPolicyDecision { GObject parent_instance; };
struct _WebKitNetworkSession { GObject parent_instance; };
struct _WebKitNotification { GObject parent_instance; };
struct _WebKitNotificationPermissionRequest { GObject parent_instance; };
struct _WebKitOptionMenu { GObject parent_instance; };
struct _WebKitPointerLockPermissionRequest { GObject parent_instance; };
struct _WebKitPrintOperation { GObject parent_instance; };
struct _WebKitResponsePolicyDecision { GObject parent_instance; };
struct _WebKitScriptWorld { GObject parent_instance; };
struct _WebKitSecurityManager { GObject parent_instance; };
struct _WebKitSettings { GObject parent_instance; };
struct _WebKitURIRequest { GObject parent_instance; };
struct _WebKitURIResponse { GObject parent_instance; };
struct _WebKitURISchemeRequest { GObject parent_instance; };
struct _WebKitURISchemeResponse { GObject parent_instance; };
struct _WebKitUserContentFilterStore { GObject parent_instance; };
struct _WebKitUserContentManager { GObject parent_instance; };
struct _WebKitUserMediaPermissionRequest { GObject parent_instance; };
struct _WebKitUserMessage { GObject parent_instance; };
struct _WebKitWebContext { GObject parent_instance; };
struct _WebKitWebInspector { GObject parent_instance; };
struct _WebKitWebResource { GObject parent_instance; };
struct _WebKitWebsiteDataAccessPermissionRequest { GObject parent_instance; };
struct _WebKitWebsiteDataManager { GObject parent_instance; };
struct _WebKitWebsitePolicies { GObject parent_instance; };
struct _WebKitWindowProperties { GObject parent_instance; };

// ---- WebKit constructors (variadic g_object_new) ----
// A web view on `context` and `session` with its own user-content manager and settings. Transfer: floating.
static inline WebKitWebView *cwk_web_view_new_in_session(WebKitWebContext *context, WebKitNetworkSession *session,
                                                         WebKitUserContentManager *ucm, WebKitSettings *settings) {
    return WEBKIT_WEB_VIEW(g_object_new(WEBKIT_TYPE_WEB_VIEW,
                                        "web-context", context,
                                        "network-session", session,
                                        "user-content-manager", ucm,
                                        "settings", settings, NULL));
}

// As cwk_web_view_new_in_session, for an automation session (WebDriver): `is-controlled-by-automation` is set,
// which WebKit reads only at construction. Transfer: floating.
static inline WebKitWebView *cwk_web_view_new_in_session_for_automation(WebKitWebContext *context,
                                                                        WebKitNetworkSession *session,
                                                                        WebKitUserContentManager *ucm,
                                                                        WebKitSettings *settings) {
    return WEBKIT_WEB_VIEW(g_object_new(WEBKIT_TYPE_WEB_VIEW,
                                        "web-context", context,
                                        "network-session", session,
                                        "user-content-manager", ucm,
                                        "settings", settings,
                                        "is-controlled-by-automation", TRUE, NULL));
}

// The detail of the signal emission running on `instance` ("tab", "window"), or NULL without one.
static inline const char *cwk_signal_emission_detail(gpointer instance) {
    GSignalInvocationHint *hint = g_signal_get_invocation_hint(instance);
    return hint && hint->detail ? g_quark_to_string(hint->detail) : NULL;
}

// A web view related to `parent` (same web process, context and network session). Transfer: floating.
static inline WebKitWebView *cwk_web_view_new_related(WebKitWebView *parent) {
    return WEBKIT_WEB_VIEW(g_object_new(WEBKIT_TYPE_WEB_VIEW, "related-view", parent, NULL));
}

// A popup view related to `parent` with its own user-content manager and settings objects. Transfer: floating.
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

// ---- GTK casts ----
static inline GtkWidget *cwk_widget(gpointer p) { return GTK_WIDGET(p); }
static inline GtkWindow *cwk_window(gpointer p) { return GTK_WINDOW(p); }
static inline GtkPrintSettings *cwk_print_settings(gpointer p) { return GTK_PRINT_SETTINGS(p); }
static inline GtkPageSetup *cwk_page_setup(gpointer p) { return GTK_PAGE_SETUP(p); }
static inline GtkBox *cwk_box(gpointer p) { return GTK_BOX(p); }
static inline WebKitWebView *cwk_web_view(gpointer p) { return WEBKIT_WEB_VIEW(p); }
static inline gboolean cwk_is_window(gpointer p) { return p && GTK_IS_WINDOW(p); }
static inline GdkTexture *cwk_texture(gpointer p) { return GDK_TEXTURE(p); }
static inline gboolean cwk_is_box(gpointer p) { return p && GTK_IS_BOX(p); }
static inline GtkHeaderBar *cwk_header_bar(gpointer p) { return GTK_HEADER_BAR(p); }
static inline GtkMenuButton *cwk_menu_button(gpointer p) { return GTK_MENU_BUTTON(p); }
static inline GtkButton *cwk_button(gpointer p) { return GTK_BUTTON(p); }
static inline GtkPopover *cwk_popover(gpointer p) { return GTK_POPOVER(p); }
// Emits a button's `clicked` now (GTK 4 has no gtk_button_clicked; gtk_widget_activate clicks after a delay).
static inline void cwk_button_emit_clicked(gpointer button) { g_signal_emit_by_name(button, "clicked"); }

// ---- Host widgets of an attached view (GTK 4 has no GtkContainer) ----
// Whether `parent` has a writable `child` property taking a GtkWidget (GtkWindow, GtkScrolledWindow,
// GtkFrame, GtkOverlay, GtkRevealer, AdwBin, ...).
static inline gboolean cwk_has_child_property(gpointer parent) {
    if (!parent || !G_IS_OBJECT(parent)) return FALSE;
    GParamSpec *spec = g_object_class_find_property(G_OBJECT_GET_CLASS(parent), "child");
    return spec && (spec->flags & G_PARAM_WRITABLE) && g_type_is_a(spec->value_type, GTK_TYPE_WIDGET);
}
// Sets `parent`'s `child` property to `child` (NULL removes the current child).
static inline void cwk_set_child_property(gpointer parent, GtkWidget *child) {
    g_object_set(G_OBJECT(parent), "child", child, NULL);
}
// Whether `child` is the value of `parent`'s `child` property.
static inline gboolean cwk_child_property_is(gpointer parent, GtkWidget *child) {
    if (!cwk_has_child_property(parent)) return FALSE;
    GtkWidget *current = NULL;
    g_object_get(G_OBJECT(parent), "child", &current, NULL);
    if (current) g_object_unref(current);
    return current == child;
}

// ---- Parked views (GTK 4 has no offscreen window) ----
// Gives an unparented view a viewport of `width` × `height` without a window: WebKit keeps the last size it
// was allocated, which is what a snapshot of a view that is not on screen needs.
static inline void cwk_widget_park_size(GtkWidget *widget, int width, int height) {
    int minimum, natural;
    gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
    gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, NULL, NULL);
    GtkAllocation allocation = {0, 0, width, height};
    gtk_widget_size_allocate(widget, &allocation, -1);
}

// ---- Where widgets are on screen, for the tests' real X input (xdotool) ----
// GTK 4 has no gdk_window_get_origin; on X11 the surface's XID is translated to root coordinates. The few
// Xlib and GDK-X11 calls are declared here rather than by including <gdk/x11/gdkx.h>, whose Xlib macros
// (Bool, Status, None) would leak into every Swift file that imports this module.
extern unsigned long gdk_x11_surface_get_xid(GdkSurface *surface);
extern void *gdk_x11_display_get_xdisplay(GdkDisplay *display);
extern unsigned long XDefaultRootWindow(void *display);
extern int XTranslateCoordinates(void *display, unsigned long src, unsigned long dest, int src_x, int src_y,
                                 int *dest_x, int *dest_y, unsigned long *child);

// The root-window position of `widget`'s top-left corner; FALSE when it is in no surface or not on X11.
static inline gboolean cwk_widget_screen_origin(GtkWidget *widget, int *x, int *y) {
    GtkNative *native = gtk_widget_get_native(widget);
    GdkSurface *surface = native ? gtk_native_get_surface(native) : NULL;
    GType x11_surface = g_type_from_name("GdkX11Surface");
    if (!surface || !x11_surface || !G_TYPE_CHECK_INSTANCE_TYPE(surface, x11_surface)) return FALSE;
    double nx = 0, ny = 0, wx = 0, wy = 0;
    gtk_native_get_surface_transform(native, &nx, &ny);
    if (!gtk_widget_translate_coordinates(widget, GTK_WIDGET(native), 0, 0, &wx, &wy)) return FALSE;
    void *display = gdk_x11_display_get_xdisplay(gdk_surface_get_display(surface));
    int rx = 0, ry = 0;
    unsigned long child = 0;
    XTranslateCoordinates(display, gdk_x11_surface_get_xid(surface), XDefaultRootWindow(display), 0, 0, &rx, &ry, &child);
    *x = rx + (int)(nx + wx);
    *y = ry + (int)(ny + wy);
    return TRUE;
}

static inline gboolean cwk_tree_has_mapped_popover_menu(GtkWidget *widget) {
    if (GTK_IS_POPOVER_MENU(widget) && gtk_widget_get_mapped(widget)) return TRUE;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child))
        if (cwk_tree_has_mapped_popover_menu(child)) return TRUE;
    return FALSE;
}
// Whether a popover menu (a GTK 4 context menu) is mapped anywhere in the application's windows.
static inline gboolean cwk_has_mapped_popover_menu(void) {
    GListModel *windows = gtk_window_get_toplevels();
    guint count = g_list_model_get_n_items(windows);
    gboolean found = FALSE;
    for (guint i = 0; i < count && !found; i++) {
        GtkWidget *window = g_list_model_get_item(windows, i);
        found = cwk_tree_has_mapped_popover_menu(window);
        g_object_unref(window);
    }
    return found;
}

#endif
