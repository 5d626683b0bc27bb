// shell.c — browsers launched as processes: launch to first paint and the memory of their process trees.
//
// Figures of the shell suite (this side: plain C's minimal window, `--minimal-window URL...`):
//   shell_first_paint_ms   from spawning the browser with one URL to the first screen sample that shows the
//                          page's colour (the launch probe, below)
//   shell_pss_1_tab_mb     the summed PSS of the browser's process tree with that one page, once settled
//   shell_pss_10_tabs_mb   the same, launched with ten URLs (ten tabs)
//   shell_resize_step_main_thread_ms, new_tab_typing_ready_ms
//                          in the one-tab launch, once settled: the main thread's CPU time per step of
//                          resizing the window, and Ctrl+T to the new tab's address bar taking keys
//                          (shell_interact.c; the minimal window has an address entry for this, and
//                          Ctrl+T opens a tab on about:blank and focuses it)
// gtkweb-bench's side launches the gtkweb shell and Epiphany through the same probe
// (`--launch-probe`), so all three are measured by this one method.
//
// All three run without WebKit's bubblewrap sandbox (gtkweb --no-sandbox; Epiphany with
// WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS=1, since Debian's Epiphany 43 loses its web processes in the
// sandbox when its bus is a private one), each on a private session bus with no services
// (`dbus-run-session` with a bus configuration of its own, so nothing is activated) and empty XDG data,
// cache and config folders: every launch is a first run.
//
// The launch probe spawns COMMAND (stdout and stderr to /dev/null) and samples 24 points of the root
// window (gdk_pixbuf_get_from_window, one X round trip each) every millisecond, iterating the main loop
// in between (this process's fixture server keeps answering), until one shows the page colour #12ab34:
// the page fills its viewport with it, so any browser's content area shows it once painted, and the run
// has its own X server, where nothing else is on screen. Then it reads the PSS of COMMAND's process tree
// every 200 ms until five readings in a row stay within 2 % (after at least one web process exists), and
// stops the browser (SIGTERM, SIGKILL after 10 s; its children that are left get SIGKILL).
#ifndef BENCH_GTK4  // a GTK 3 suite (suites.h): WebKitGTK 4.1 calls
#include "bench.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define SHELL_TABS 10
#define PAINT_DEADLINE_US (60 * G_USEC_PER_SEC)
#define SETTLE_DEADLINE_US (60 * G_USEC_PER_SEC)

static const char shell_page[] =
    "<!doctype html><meta charset=utf-8><title>shell page</title>"
    "<style>html, body { margin: 0; height: 100%; background: #12ab34; }</style><p>shell page</p>";

static void serve_shell_page(SoupServer *server, SoupServerMessage *message, const char *path, GHashTable *query,
                             gpointer data) {
    (void)server, (void)path, (void)query, (void)data;
    soup_server_message_set_status(message, 200, NULL);
    soup_server_message_set_response(message, "text/html; charset=utf-8", SOUP_MEMORY_STATIC, shell_page,
                                     strlen(shell_page));
}

// ---- the minimal window ----

// The minimal window's state for the launch probe's `--interact`, as gtkweb publishes its own: the
// `window` action's state says whether the address entry has the keyboard focus.
typedef struct {
    GtkApplication *application;
    GSimpleAction *state;
    GtkWidget *entry;
    GtkWidget *tabs;
    WebKitWebContext *context;
    int url_count;
    char **urls;
} MinimalWindow;

static void publish_focus(GObject *entry, GParamSpec *spec, gpointer data) {
    (void)spec;
    MinimalWindow *minimal = data;
    gboolean focused = gtk_widget_has_focus(GTK_WIDGET(entry));
    g_simple_action_set_state(minimal->state,
                              g_variant_new_string(focused ? "{\"address\": {\"focused\": true}}"
                                                           : "{\"address\": {\"focused\": false}}"));
}

static GtkWidget *add_view(MinimalWindow *minimal, const char *url) {
    GtkWidget *view = g_object_new(WEBKIT_TYPE_WEB_VIEW, "web-context", minimal->context, NULL);
    gtk_widget_show(view);
    gtk_notebook_append_page(GTK_NOTEBOOK(minimal->tabs), view, gtk_label_new(url));
    webkit_web_view_load_uri(WEBKIT_WEB_VIEW(view), url);
    return view;
}

// Ctrl+T: a tab on about:blank, shown, and the address entry focused (what gtkweb does with its start page).
static void new_tab(GSimpleAction *action, GVariant *parameter, gpointer data) {
    (void)action, (void)parameter;
    MinimalWindow *minimal = data;
    add_view(minimal, "about:blank");
    gtk_notebook_set_current_page(GTK_NOTEBOOK(minimal->tabs), -1);
    gtk_widget_grab_focus(minimal->entry);
}

static void ignore(GSimpleAction *action, GVariant *parameter, gpointer data) { (void)action, (void)parameter, (void)data; }

static void activate_minimal(GApplication *application, gpointer data) {
    MinimalWindow *minimal = data;
    GtkWidget *window = gtk_application_window_new(GTK_APPLICATION(application));
    gtk_window_set_default_size(GTK_WINDOW(window), 1024, 720);
    gtk_window_set_title(GTK_WINDOW(window), "minimal window");
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    minimal->entry = gtk_entry_new();
    g_signal_connect(minimal->entry, "notify::has-focus", G_CALLBACK(publish_focus), minimal);
    minimal->tabs = gtk_notebook_new();
    gtk_box_pack_start(GTK_BOX(box), minimal->entry, FALSE, FALSE, 0);
    gtk_box_pack_start(GTK_BOX(box), minimal->tabs, TRUE, TRUE, 0);
    GtkWidget *first = NULL;
    for (int index = 0; index < minimal->url_count; index++) {
        GtkWidget *view = add_view(minimal, minimal->urls[index]);
        if (first == NULL) first = view;
    }
    gtk_container_add(GTK_CONTAINER(window), box);
    gtk_widget_show_all(window);
    if (first) gtk_widget_grab_focus(first);
}

int bench_minimal_window_main(int argc, char **argv) {
    if (argc < 1) {
        fprintf(stderr, "usage: gtkweb-bench-c --minimal-window URL...\n");
        return 2;
    }
    if (!gtk_init_check(NULL, NULL)) {
        fprintf(stderr, "gtkweb-bench-c: cannot open a display\n");
        return 1;
    }
    MinimalWindow minimal = {.url_count = argc, .urls = argv};
    minimal.context = webkit_web_context_new();
    webkit_web_context_set_sandbox_enabled(minimal.context, FALSE);  // as the other browsers of the suite run
    minimal.application = gtk_application_new("org.gtkweb.BenchMinimalWindow", G_APPLICATION_FLAGS_NONE);
    minimal.state = g_simple_action_new_stateful("window", NULL, g_variant_new_string("{}"));
    g_action_map_add_action(G_ACTION_MAP(minimal.application), G_ACTION(minimal.state));
    const GActionEntry entries[] = {{"new-tab", new_tab, NULL, NULL, NULL, {0}},
                                    {"publish-window-state", ignore, NULL, NULL, NULL, {0}}};
    g_action_map_add_action_entries(G_ACTION_MAP(minimal.application), entries, G_N_ELEMENTS(entries), &minimal);
    const char *accelerators[] = {"<Control>t", NULL};
    gtk_application_set_accels_for_action(minimal.application, "app.new-tab", accelerators);
    g_signal_connect(minimal.application, "activate", G_CALLBACK(activate_minimal), &minimal);
    char *no_arguments[] = {"gtkweb-bench-c", NULL};
    int status = g_application_run(G_APPLICATION(minimal.application), 1, no_arguments);
    g_object_unref(minimal.state);
    g_object_unref(minimal.application);
    g_object_unref(minimal.context);
    return status;
}

// ---- the launch probe ----

// Whether any of 24 points of the screen (a 6 x 4 grid over 100..900 x 200..650) shows the page colour.
static gboolean page_colour_on_screen(GdkWindow *root) {
    for (int x = 100; x <= 900; x += 160) {
        for (int y = 200; y <= 650; y += 150) {
            GdkPixbuf *pixel = gdk_pixbuf_get_from_window(root, x, y, 1, 1);
            if (pixel == NULL) continue;
            const guchar *rgb = gdk_pixbuf_get_pixels(pixel);
            gboolean match = abs(rgb[0] - 0x12) < 8 && abs(rgb[1] - 0xab) < 8 && abs(rgb[2] - 0x34) < 8;
            g_object_unref(pixel);
            if (match) return TRUE;
        }
    }
    return FALSE;
}

static gboolean any_web_process(int root) {
    int found[256];
    size_t count = bench_descendants(root, found, G_N_ELEMENTS(found));
    for (size_t i = 0; i < count; i++)
        if (bench_is_web_process(found[i])) return TRUE;
    return FALSE;
}

static void turn_main_loop(void) {
    while (g_main_context_iteration(NULL, FALSE)) {
    }
}

static const char bus_config[] =
    "<!DOCTYPE busconfig PUBLIC \"-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN\"\n"
    " \"http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd\">\n"
    "<busconfig><type>session</type><listen>unix:dir=%s</listen><auth>EXTERNAL</auth>\n"
    "<policy context=\"default\"><allow send_destination=\"*\" eavesdrop=\"true\"/>"
    "<allow eavesdrop=\"true\"/><allow own=\"*\"/></policy></busconfig>\n";

// Spawns `command` on a private session bus with empty XDG folders (all in a new temporary folder), returns
// its launch to first paint in ms and its settled PSS in MB, and stops it.
// With `interact_app` (its D-Bus name), also measures the resize steps and new-tab typing readiness once
// the memory settled (shell_interact.c); `resize_ms` and `typing_ms` are then set.
static void probe(char **command, const char *interact_app, double *first_paint_ms, double *pss_mb, double *resize_ms,
                  double *typing_ms) {
    GdkWindow *root = gdk_get_default_root_window();
    // The previous launch's windows go with its processes, which the X server may notice a little later.
    gint64 clear_start = bench_now_us();
    while (page_colour_on_screen(root)) {
        if (bench_now_us() - clear_start > 10 * G_USEC_PER_SEC)
            bench_fail("the page colour is on screen before the browser starts");
        turn_main_loop();
        g_usleep(10000);
    }
    GError *error = NULL;
    char *home = g_dir_make_tmp("gtkweb-bench-launch-XXXXXX", &error);
    if (home == NULL) bench_fail("cannot make a temporary folder: %s", error->message);
    char **environment = g_environ_unsetenv(g_get_environ(), "DBUS_SESSION_BUS_ADDRESS");
    const char *folders[][2] = {{"XDG_DATA_HOME", "data"}, {"XDG_CACHE_HOME", "cache"}, {"XDG_CONFIG_HOME", "config"}};
    for (size_t i = 0; i < G_N_ELEMENTS(folders); i++) {
        char *folder = g_build_filename(home, folders[i][1], NULL);
        g_mkdir_with_parents(folder, 0700);
        environment = g_environ_setenv(environment, folders[i][0], folder, TRUE);
        g_free(folder);
    }
    char *bus_folder = g_build_filename(home, "bus", NULL);
    g_mkdir_with_parents(bus_folder, 0700);
    char *config_text = g_strdup_printf(bus_config, bus_folder);
    char *config = g_build_filename(home, "bus.conf", NULL);
    if (!g_file_set_contents(config, config_text, -1, &error)) bench_fail("cannot write %s: %s", config, error->message);
    char *config_option = g_strdup_printf("--config-file=%s", config);
    GPtrArray *argv = g_ptr_array_new();
    g_ptr_array_add(argv, "dbus-run-session");
    g_ptr_array_add(argv, config_option);
    g_ptr_array_add(argv, "--");
    for (char **word = command; *word != NULL; word++) g_ptr_array_add(argv, *word);
    g_ptr_array_add(argv, NULL);
    GPid pid = 0;
    gint64 start = bench_now_us();
    if (!g_spawn_async(NULL, (char **)argv->pdata, environment,
                       G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                       NULL,
                       NULL, &pid, &error)) {
        bench_fail("cannot start %s: %s", command[0], error->message);
    }
    while (!page_colour_on_screen(root)) {
        if (waitpid(pid, NULL, WNOHANG) == pid) bench_fail("%s exited before painting its page", command[0]);
        if (bench_now_us() - start > PAINT_DEADLINE_US) {
            kill(pid, SIGKILL);
            bench_fail("%s did not paint its page within 60 s", command[0]);
        }
        turn_main_loop();
        g_usleep(1000);
    }
    *first_paint_ms = (double)(bench_now_us() - start) / 1000.0;

    double readings[5] = {0};
    size_t taken = 0;
    gint64 settle_start = bench_now_us();
    for (;;) {
        gint64 next = bench_now_us() + 200000;
        while (bench_now_us() < next) {
            turn_main_loop();
            g_usleep(2000);
        }
        if (!any_web_process(pid)) continue;
        readings[taken % 5] = bench_process_tree_pss_mb(pid);
        taken++;
        if (taken >= 5) {
            double low = readings[0], high = readings[0];
            for (int i = 1; i < 5; i++) {
                low = MIN(low, readings[i]);
                high = MAX(high, readings[i]);
            }
            if (high <= low * 1.02) {
                *pss_mb = readings[(taken - 1) % 5];
                break;
            }
        }
        if (bench_now_us() - settle_start > SETTLE_DEADLINE_US) {
            kill(pid, SIGKILL);
            bench_fail("the memory of %s did not settle within 60 s", command[0]);
        }
    }

    if (interact_app) bench_shell_interact(pid, bus_folder, interact_app, resize_ms, typing_ms);

    int left[256];
    size_t left_count = bench_descendants(pid, left, G_N_ELEMENTS(left));
    kill(pid, SIGTERM);
    gint64 stop_start = bench_now_us();
    while (waitpid(pid, NULL, WNOHANG) != pid) {
        if (bench_now_us() - stop_start > 10 * G_USEC_PER_SEC) kill(pid, SIGKILL);
        turn_main_loop();
        g_usleep(2000);
    }
    for (size_t i = 0; i < left_count; i++) kill(left[i], SIGKILL);  // what the browser left behind
    g_spawn_close_pid(pid);
    char *remove[] = {"rm", "-rf", home, NULL};
    g_spawn_sync(NULL, remove, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, NULL, NULL);
    g_ptr_array_free(argv, TRUE);
    g_free(config_option);
    g_free(config);
    g_free(config_text);
    g_free(bus_folder);
    g_strfreev(environment);
    g_free(home);
}

int bench_launch_probe_main(int argc, char **argv) {
    int index = 0;
    const char *interact = NULL;
    if (index + 1 < argc && strcmp(argv[index], "--tabs") == 0) index += 2;  // informational: the URLs say it
    if (index + 1 < argc && strcmp(argv[index], "--interact") == 0) {
        interact = argv[index + 1];
        index += 2;
    }
    if (index < argc && strcmp(argv[index], "--") == 0) index++;
    if (index >= argc) {
        fprintf(stderr, "usage: gtkweb-bench-c --launch-probe [--tabs N] [--interact APP_ID] -- COMMAND...\n");
        return 2;
    }
    if (!gtk_init_check(NULL, NULL)) bench_fail("cannot open a display (run under xvfb-run)");
    double paint = 0, pss = 0, resize = 0, typing = 0;
    probe(argv + index, interact, &paint, &pss, &resize, &typing);
    bench_emit("first_paint_ms", "ms", paint);
    bench_emit("pss_mb", "MB", pss);
    if (interact) {
        bench_emit("resize_step_main_thread_ms", "ms", resize);
        bench_emit("new_tab_typing_ready_ms", "ms", typing);
    }
    return 0;
}

// ---- the suite (this side: the minimal window) ----

void bench_suite_shell(Bench *bench) {
    bench_note("suite shell");
    soup_server_add_handler(bench->server, "/shell-page", serve_shell_page, NULL, NULL);
    char *self = g_file_read_link("/proc/self/exe", NULL);
    if (self == NULL) bench_fail("cannot find this program (/proc/self/exe)");
    char *argv[2 + SHELL_TABS + 1] = {self, "--minimal-window"};
    char *urls[SHELL_TABS];
    for (int index = 0; index < SHELL_TABS; index++) {
        char path[32];
        snprintf(path, sizeof path, "/shell-page?tab=%d", index);
        urls[index] = bench_url(bench, path);
        argv[2 + index] = urls[index];
    }
    double paint = 0, pss_one = 0, pss_ten = 0, unused = 0, resize = 0, typing = 0;
    argv[3] = NULL;
    probe(argv, "org.gtkweb.BenchMinimalWindow", &paint, &pss_one, &resize, &typing);
    argv[3] = urls[1];
    probe(argv, NULL, &unused, &pss_ten, &unused, &unused);
    bench_emit("shell_first_paint_ms", "ms", paint);
    bench_emit("shell_pss_1_tab_mb", "MB", pss_one);
    bench_emit("shell_pss_10_tabs_mb", "MB", pss_ten);
    bench_emit("shell_resize_step_main_thread_ms", "ms", resize);
    bench_emit("new_tab_typing_ready_ms", "ms", typing);
    for (int index = 0; index < SHELL_TABS; index++) g_free(urls[index]);
    g_free(self);
}
#endif
