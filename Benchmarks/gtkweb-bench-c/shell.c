// shell.c — browsers launched as processes: launch to first paint and the memory of their process trees.
//
// Figures of the shell suite (this side: plain C's minimal window, `--minimal-window URL...`):
//   shell_first_paint_ms   from spawning the browser with one URL to the first screen sample that shows the
//                          page's colour (the launch probe, below)
//   shell_pss_1_tab_mb     the summed PSS of the browser's process tree with that one page, once settled
//   shell_pss_10_tabs_mb   the same, launched with ten URLs (ten tabs)
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

int bench_minimal_window_main(int argc, char **argv) {
    if (argc < 1) {
        fprintf(stderr, "usage: gtkweb-bench-c --minimal-window URL...\n");
        return 2;
    }
    if (!gtk_init_check(NULL, NULL)) {
        fprintf(stderr, "gtkweb-bench-c: cannot open a display\n");
        return 1;
    }
    WebKitWebContext *context = webkit_web_context_new();
    webkit_web_context_set_sandbox_enabled(context, FALSE);  // as the other browsers of the suite run
    GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_default_size(GTK_WINDOW(window), 1024, 720);
    gtk_window_set_title(GTK_WINDOW(window), "minimal window");
    GtkWidget *tabs = gtk_notebook_new();
    for (int index = 0; index < argc; index++) {
        GtkWidget *view = g_object_new(WEBKIT_TYPE_WEB_VIEW, "web-context", context, NULL);
        gtk_notebook_append_page(GTK_NOTEBOOK(tabs), view, gtk_label_new(argv[index]));
        webkit_web_view_load_uri(WEBKIT_WEB_VIEW(view), argv[index]);
    }
    gtk_container_add(GTK_CONTAINER(window), tabs);
    g_signal_connect(window, "destroy", G_CALLBACK(gtk_main_quit), NULL);
    gtk_widget_show_all(window);
    gtk_main();
    g_object_unref(context);
    return 0;
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
    for (size_t i = 0; i < count; i++) {
        char path[64], *name = NULL;
        snprintf(path, sizeof path, "/proc/%d/comm", found[i]);
        gboolean web = g_file_get_contents(path, &name, NULL, NULL) && g_str_has_prefix(name, "WebKitWebProces");
        g_free(name);
        if (web) return TRUE;
    }
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
static void probe(char **command, double *first_paint_ms, double *pss_mb) {
    GdkWindow *root = gdk_get_default_root_window();
    if (page_colour_on_screen(root)) bench_fail("the page colour is on screen before the browser starts");
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
    if (index + 1 < argc && strcmp(argv[index], "--tabs") == 0) index += 2;  // informational: the URLs say it
    if (index < argc && strcmp(argv[index], "--") == 0) index++;
    if (index >= argc) {
        fprintf(stderr, "usage: gtkweb-bench-c --launch-probe [--tabs N] -- COMMAND...\n");
        return 2;
    }
    if (!gtk_init_check(NULL, NULL)) bench_fail("cannot open a display (run under xvfb-run)");
    double paint = 0, pss = 0;
    probe(argv + index, &paint, &pss);
    bench_emit("first_paint_ms", "ms", paint);
    bench_emit("pss_mb", "MB", pss);
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
    double paint = 0, pss_one = 0, pss_ten = 0, unused = 0;
    argv[3] = NULL;
    probe(argv, &paint, &pss_one);
    argv[3] = urls[1];
    probe(argv, &unused, &pss_ten);
    bench_emit("shell_first_paint_ms", "ms", paint);
    bench_emit("shell_pss_1_tab_mb", "MB", pss_one);
    bench_emit("shell_pss_10_tabs_mb", "MB", pss_ten);
    for (int index = 0; index < SHELL_TABS; index++) g_free(urls[index]);
    g_free(self);
}
