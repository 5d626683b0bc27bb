// shell_interact.c — what the launch probe measures in a launched browser once its page is painted and its
// memory settled (`--launch-probe --interact APP_ID`), the same way for gtkweb and plain C's minimal window:
//
//   resize_step_ms           the main thread's CPU time per resize step: the probe resizes the browser's
//                            window (XResizeWindow, granted by the window manager) 40 times, 8 px at a time
//                            in both directions, and after each step waits until the thread that owns the
//                            window has used no CPU for 30 ms (it handled the step, its page included); the
//                            figure is that thread's CPU time (/proc/PID/task/PID/schedstat) over all
//                            steps, divided by 40
//   new_tab_typing_ready_ms  from sending Ctrl+T (XTest) to the window to the browser saying, over D-Bus,
//                            that the new tab's address bar has the keyboard focus: the `window` action
//                            state of APP_ID (at /APP/ID) says `"focused":true` (polled every ms, each
//                            read a D-Bus round trip) after it said false. The probe first activates the
//                            app's `publish-window-state` action (gtkweb builds its window state only when
//                            asked); the resize steps run before it, with no state built.
//
// The window is the largest viewable top-level X window whose _NET_WM_PID is the browser's process or
// one of its descendants; that process's main thread is the one measured.
#ifndef BENCH_GTK4  // a GTK 3 suite (suites.h): WebKitGTK 4.1 calls
#include "bench.h"

#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>
#include <X11/keysym.h>
#include <gdk/gdkx.h>
#include <stdlib.h>
#include <string.h>

#define RESIZE_STEPS 40
#define RESIZE_PIXELS 8
#define QUIET_US (30 * 1000)
#define STEP_DEADLINE_US (5 * G_USEC_PER_SEC)
#define FOCUS_DEADLINE_US (30 * G_USEC_PER_SEC)

static void turn(void) {
    while (g_main_context_iteration(NULL, FALSE)) {
    }
}

static gboolean in_tree(int root, int pid) {
    if (pid == root) return TRUE;
    int found[256];
    size_t count = bench_descendants(root, found, G_N_ELEMENTS(found));
    for (size_t i = 0; i < count; i++)
        if (found[i] == pid) return TRUE;
    return FALSE;
}

// The largest viewable window under `window` (the window manager's frames included, three levels deep)
// whose _NET_WM_PID is in the browser's process tree; `best_area` and `owner` are updated.
static void search(Display *display, Window window, int depth, int root_pid, Window *best, long *best_area,
                   int *owner) {
    Atom wm_pid = XInternAtom(display, "_NET_WM_PID", False);
    Window root = 0, parent = 0, *children = NULL;
    unsigned int count = 0;
    if (!XQueryTree(display, window, &root, &parent, &children, &count)) return;
    for (unsigned int i = 0; i < count; i++) {
        Atom type;
        int format;
        unsigned long items, after;
        unsigned char *data = NULL;
        if (XGetWindowProperty(display, children[i], wm_pid, 0, 1, False, XA_CARDINAL, &type, &format, &items, &after,
                               &data) == Success && data != NULL) {
            int pid = (int)*(unsigned long *)data;
            XFree(data);
            XWindowAttributes attributes;
            if (XGetWindowAttributes(display, children[i], &attributes) && attributes.map_state == IsViewable) {
                long area = (long)attributes.width * attributes.height;
                if (area > *best_area && in_tree(root_pid, pid)) {
                    *best = children[i];
                    *best_area = area;
                    *owner = pid;
                }
            }
        } else if (depth > 0) {
            search(display, children[i], depth - 1, root_pid, best, best_area, owner);
        }
    }
    if (children) XFree(children);
}

// The browser's largest viewable top-level window, and the process that owns it.
static Window browser_window(Display *display, int root_pid, int *owner) {
    Window best = 0;
    long best_area = 0;
    search(display, DefaultRootWindow(display), 3, root_pid, &best, &best_area, owner);
    return best;
}

// The CPU time the main thread of `pid` has used, in ns; the run fails once the browser has exited.
static guint64 main_thread_cpu_ns(int pid) {
    gint64 ns = bench_main_thread_cpu_ns(pid);
    if (ns < 0) bench_fail("cannot read the CPU time of process %d's main thread", pid);
    return (guint64)ns;
}

// Waits until the main thread of `pid` has used no CPU for QUIET_US.
static void wait_quiet(int pid) {
    guint64 last = main_thread_cpu_ns(pid);
    gint64 start = bench_now_us(), quiet_since = start;
    while (bench_now_us() - quiet_since < QUIET_US) {
        if (bench_now_us() - start > STEP_DEADLINE_US) bench_fail("the browser's main thread did not go quiet within 5 s");
        g_usleep(1000);
        turn();
        guint64 now = main_thread_cpu_ns(pid);
        if (now != last) {
            last = now;
            quiet_since = bench_now_us();
        }
    }
}

static double resize_step_ms(Display *display, Window window, int pid) {
    XWindowAttributes attributes;
    XGetWindowAttributes(display, window, &attributes);
    wait_quiet(pid);
    guint64 before = main_thread_cpu_ns(pid);
    for (int step = 0; step < RESIZE_STEPS; step++) {
        int shrink = (step / (RESIZE_STEPS / 2)) == 0;  // smaller for the first half, back for the second
        int offset = shrink ? (step + 1) * RESIZE_PIXELS : (RESIZE_STEPS - step - 1) * RESIZE_PIXELS;
        XResizeWindow(display, window, (unsigned)(attributes.width - offset), (unsigned)(attributes.height - offset));
        XFlush(display);
        wait_quiet(pid);
    }
    // Each wait ends after QUIET_US without CPU: nothing in those stretches is counted.
    return (double)(main_thread_cpu_ns(pid) - before) / 1e6 / RESIZE_STEPS;
}

// The `window` state of the app on `bus`, without spaces (NULL when it cannot be read).
static char *window_state(GDBusConnection *bus, const char *app_id, const char *path) {
    GError *error = NULL;
    GVariant *reply = g_dbus_connection_call_sync(bus, app_id, path, "org.gtk.Actions", "Describe",
                                                  g_variant_new("(s)", "window"), G_VARIANT_TYPE("((bgav))"),
                                                  G_DBUS_CALL_FLAGS_NONE, 2000, NULL, &error);
    if (reply == NULL) {
        g_clear_error(&error);
        return NULL;
    }
    GVariant *states = NULL;
    gboolean enabled;
    const char *signature;
    g_variant_get(reply, "((b&g@av))", &enabled, &signature, &states);
    char *text = NULL;
    if (g_variant_n_children(states) > 0) {
        GVariant *boxed = g_variant_get_child_value(states, 0);
        GVariant *value = g_variant_get_variant(boxed);
        if (g_variant_is_of_type(value, G_VARIANT_TYPE_STRING)) {
            const char *raw = g_variant_get_string(value, NULL);
            GString *compact = g_string_new(NULL);
            for (const char *c = raw; *c; c++)
                if (*c != ' ') g_string_append_c(compact, *c);
            text = g_string_free(compact, FALSE);
        }
        g_variant_unref(value);
        g_variant_unref(boxed);
    }
    g_variant_unref(states);
    g_variant_unref(reply);
    return text;
}

static gboolean state_says_focused(GDBusConnection *bus, const char *app_id, const char *path, gboolean *known) {
    char *state = window_state(bus, app_id, path);
    *known = state != NULL && strstr(state, "\"focused\":") != NULL;
    gboolean focused = state != NULL && strstr(state, "\"focused\":true") != NULL;
    g_free(state);
    return focused;
}

// The private bus of the launch (its socket, the one file dbus-daemon made in `bus_folder`).
static GDBusConnection *connect_bus(const char *bus_folder) {
    GDir *folder = g_dir_open(bus_folder, 0, NULL);
    const char *name = folder ? g_dir_read_name(folder) : NULL;
    if (name == NULL) bench_fail("no bus socket in %s", bus_folder);
    char *address = g_strdup_printf("unix:path=%s/%s", bus_folder, name);
    g_dir_close(folder);
    GError *error = NULL;
    GDBusConnection *bus = g_dbus_connection_new_for_address_sync(
        address, G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION, NULL,
        NULL, &error);
    if (bus == NULL) bench_fail("cannot connect to %s: %s", address, error->message);
    g_free(address);
    return bus;
}

static double typing_ready_ms(Display *display, Window window, const char *bus_folder, const char *app_id) {
    GDBusConnection *bus = connect_bus(bus_folder);
    char *path = g_strdup_printf("/%s", app_id);
    for (char *c = path; *c; c++)
        if (*c == '.') *c = '/';
    g_dbus_connection_call_sync(bus, app_id, path, "org.gtk.Actions", "Activate",
                                g_variant_new("(s@av@a{sv})", "publish-window-state",
                                              g_variant_new_array(G_VARIANT_TYPE_VARIANT, NULL, 0),
                                              g_variant_new_array(G_VARIANT_TYPE("{sv}"), NULL, 0)),
                                NULL, G_DBUS_CALL_FLAGS_NONE, 2000, NULL, NULL);
    gboolean known = FALSE;
    gint64 start = bench_now_us();
    while (state_says_focused(bus, app_id, path, &known) || !known) {
        if (bench_now_us() - start > FOCUS_DEADLINE_US)
            bench_fail("%s's window state never said its address bar is not focused", app_id);
        turn();
        g_usleep(1000);
    }
    XSetInputFocus(display, window, RevertToParent, CurrentTime);
    XSync(display, False);
    KeyCode control = XKeysymToKeycode(display, XK_Control_L), t = XKeysymToKeycode(display, XK_t);
    gint64 sent = bench_now_us();
    XTestFakeKeyEvent(display, control, True, CurrentTime);
    XTestFakeKeyEvent(display, t, True, CurrentTime);
    XTestFakeKeyEvent(display, t, False, CurrentTime);
    XTestFakeKeyEvent(display, control, False, CurrentTime);
    XFlush(display);
    while (!state_says_focused(bus, app_id, path, &known)) {
        if (bench_now_us() - sent > FOCUS_DEADLINE_US)
            bench_fail("%s's new tab's address bar did not take the focus within 30 s of Ctrl+T", app_id);
        turn();
        g_usleep(1000);
    }
    double ms = (double)(bench_now_us() - sent) / 1000.0;
    g_free(path);
    g_object_unref(bus);
    return ms;
}

void bench_shell_interact(int root_pid, const char *bus_folder, const char *app_id, double *resize_ms,
                          double *typing_ms) {
    Display *display = GDK_DISPLAY_XDISPLAY(gdk_display_get_default());
    int owner = 0;
    Window window = browser_window(display, root_pid, &owner);
    if (window == 0) bench_fail("no viewable window of %s's process tree", app_id);
    *resize_ms = resize_step_ms(display, window, owner);
    *typing_ms = typing_ready_ms(display, window, bus_folder, app_id);
}
#endif
