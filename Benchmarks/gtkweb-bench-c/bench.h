// bench.h — shared state of gtkweb-bench-c: the fixture server, the web views, the suites.
//
// gtkweb-bench-c is the plain-C WebKitGTK baseline that gtkweb-bench runs as a child process, so
// that GtkWeb's figures print next to what WebKitGTK costs from C. Everything runs on the one
// GLib main loop of this process: the libsoup SoupServer, the web views and every async call.
#ifndef GTKWEB_BENCH_C_BENCH_H
#define GTKWEB_BENCH_C_BENCH_H

#include <libsoup/soup.h>

#include "timing.h"
#include "toolkit.h"

typedef struct {
    const char *workdir;        // --workdir; the blockers suite reads and writes files here
    SoupServer *server;         // the fixture server (server.c)
    guint port;                 // its port on 127.0.0.1
    char *base_url;             // "http://127.0.0.1:<port>"
    guint image_requests;       // /img<n>.png requests answered (diagnostics only)
    WebKitWebContext *context;  // the shared context, made on first use: use bench_context() (main.c)
} Bench;

// The shared WebKitWebContext (website data manager in DIR/c-profile/{data,cache}, sandbox on), made on
// the first call, inside whatever that call's caller is timing: GtkWeb makes its profile's context in
// its first WebEngine(), so the first view of a process pays for the context on both sides (main.c).
WebKitWebContext *bench_context(Bench *bench);

// ---- server.c: the fixture routes ----
void bench_server_start(Bench *bench);
void bench_server_stop(Bench *bench);
// "<base_url><path>"; free with g_free.
char *bench_url(const Bench *bench, const char *path);

// The body of every /small/<n> response (server.c, and windows.c's scheme): 100 bytes of 'x'.
#define BENCH_SMALL_BODY_LENGTH 100
static const char bench_small_body[BENCH_SMALL_BODY_LENGTH + 1] =
    "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx";

// ---- views.c: a web view in its own 800x600 GtkWindow ----
typedef struct {
    GtkWidget *window;
    WebKitWebView *view;
    gboolean load_finished;  // set by load-changed (WEBKIT_LOAD_FINISHED)
    gint64 finished_us;      // bench_now_us() at that moment
} BenchView;

// Creates a window with a view on `context`; `ucm` may be NULL (the view gets its own). Shown.
BenchView *bench_view_new(WebKitWebContext *context, WebKitUserContentManager *ucm);
// Starts loading `url` and waits for WEBKIT_LOAD_FINISHED; a load failure fails the run.
// Returns the microseconds from the load_uri call to load-finished.
gint64 bench_view_load(BenchView *view, const char *url);
// Starts loading `url` without waiting (reset load_finished first); pair with bench_view_wait_loaded.
void bench_view_start_load(BenchView *view, const char *url);
void bench_view_wait_loaded(BenchView *view, const char *url);
// Evaluates `script` and returns jsc_value_to_json of the result (NULL for undefined); g_free it.
char *bench_view_eval_json(BenchView *view, const char *script);
void bench_view_destroy(BenchView *view);

// ---- tabmemory.c: process trees, read from /proc ----
// The live processes descended from `root` (not `root` itself), at most `capacity`, into `found`;
// returns how many.
size_t bench_descendants(int root, int *found, size_t capacity);
// The summed PSS (smaps_rollup) of `root` and every descendant, in MB.
double bench_process_tree_pss_mb(int root);
// Whether `pid` is a live process whose name (comm, at most 15 bytes) starts with `prefix`.
gboolean bench_process_named(int pid, const char *prefix);
// Whether `pid` is a live WebKit web process (its comm name).
gboolean bench_is_web_process(int pid);
// The CPU time that the main thread of process `pid` has used so far (the first field of
// /proc/<pid>/task/<pid>/schedstat), in nanoseconds; -1 once it has exited.
gint64 bench_main_thread_cpu_ns(int pid);
// The CPU time, all threads, that process `pid` has used so far (its process CPU-time clock), in
// microseconds; -1 once it has exited.
gint64 bench_process_cpu_us(int pid);

// ---- shell.c: browsers launched as processes, watched on the screen ----
// `gtkweb-bench-c --minimal-window URL...`: plain C's minimal browser window (one view per URL, in tabs).
int bench_minimal_window_main(int argc, char **argv);
// `gtkweb-bench-c --launch-probe [--tabs N] -- COMMAND...`: runs COMMAND, prints its launch to first paint
// and its settled PSS as figure lines (shell.c says how), stops it.
int bench_launch_probe_main(int argc, char **argv);
// shell_interact.c: in the launched process tree under `root_pid`, the main thread's CPU ms per resize step
// of its window and the ms from Ctrl+T to the app `app_id` saying (D-Bus, on the bus whose socket is in
// `bus_folder`) that its new tab's address bar has the focus.
void bench_shell_interact(int root_pid, const char *bus_folder, const char *app_id, double *resize_ms,
                          double *typing_ms);

// ---- pdf.c: the page printed to a PDF file ----
// The median ms of printing `view` to a PDF file in `workdir` (A4, 36-point margins, backgrounds).
double bench_pdf_export_ms(WebKitWebView *view, const char *workdir);

// ---- the suites (suites.h lists them) ----
#define BENCH_SUITE(name) void bench_suite_##name(Bench *bench);
#include "suites.h"
#undef BENCH_SUITE

#endif
