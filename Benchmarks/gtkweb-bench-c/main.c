// gtkweb-bench-c — the plain-C WebKitGTK baseline that gtkweb-bench runs as a child process.
//
//   gtkweb-bench-c --workdir DIR [--suite NAME]...
//
// Suites: those suites.h lists; without --suite all run, always in that order (a repeated or
// reordered --suite does not change the order). gtkweb-bench runs one suite per process, in rounds. stdout carries only figure
// lines, one JSON object each: {"figure": "<name>", "unit": "<unit>", "c": <number>}.
// Diagnostics go to stderr. Exit status: 0 = all figures printed, 1 = a run failure (message on
// stderr), 2 = bad command line. Every wait has a deadline, so the program never hangs.
//
// Foundation, navigation, bridge and blockers share one WebKitWebContext whose website data (toolkit.h) lives in
// DIR/c-profile/{data,cache}, made on first use (bench_context): the first context of a process costs
// WebKit a one-time setup (tens of ms: it loads EGL/GLES), which GtkWeb pays in its first WebEngine(), so
// the C side pays it in its first view, inside the same figure. Cookies uses its own fresh ephemeral context. Pages come from an
// in-process SoupServer on 127.0.0.1 (server.c). Needs a display: run under xvfb-run.
#include "bench.h"

#include <stdio.h>
#include <string.h>

typedef struct {
    const char *name;
    void (*run)(Bench *bench);
} Suite;

static const Suite suites[] = {
#define BENCH_SUITE(name) {#name, bench_suite_##name},
#include "suites.h"
#undef BENCH_SUITE
};
#define SUITE_COUNT (sizeof suites / sizeof suites[0])

static const char description[] =
    "Suites and figures (unit):\n"
    "  foundation  create_cold_ms (ms), create_warm_ms (ms), eval_rtt_p50 (us), eval_rtt_p95 (us)\n"
    "  unsandboxed create_cold_unsandboxed_ms (ms): create_cold_ms with the bubblewrap sandbox off\n"
    "  navigation  nav_warm_ms (ms), nav_back_ms (ms)\n"
    "  bridge      msgs_per_s (msg/s), reply_rtt_p50 (us), reply_rtt_p95 (us),\n"
    "              call_async_js_rtt_p50 (us), call_async_js_rtt_p95 (us)\n"
    "  cookies     cookies_for_p50 (us), cookies_for_p95 (us), cookies_for_count (cookies)\n"
    "  blockers    blocker_compile_10k_ms (ms), blocker_compile_50k_ms (ms),\n"
    "              blocker_load_cached_ms (ms), page_load_rules_none_ms (ms),\n"
    "              page_load_rules_50k_ms (ms), page_load_again_rules_none_ms (ms),\n"
    "              page_load_again_rules_50k_ms (ms)\n"
    "  snapshots   snapshot_capture_ms (ms), snapshot_png_ms (ms), snapshot_png_kb (KiB), snapshot_jpeg_ms (ms), pdf_export_ms (ms)\n"
    "  downloads   download_200mib_mb_per_s (MB/s), download_200mib_curl_mb_per_s (MB/s)\n"
    "  shell       shell_first_paint_ms (ms), shell_pss_1_tab_mb (MB), shell_pss_10_tabs_mb (MB),\n"
    "              shell_resize_step_main_thread_ms (ms), new_tab_typing_ready_ms (ms): this\n"
    "              program's minimal window launched as a process (--minimal-window URL...), watched by\n"
    "              the launch probe (--launch-probe [--tabs N] [--interact APP_ID] -- COMMAND...; see\n"
    "              shell.c and shell_interact.c)\n"
    "  instructions instr_evaluate, instr_call_async_js, instr_reply_message, instr_js_to_native,\n"
    "              instr_cookies_for, instr_blocker_cached, instr_nav_warm (ops): stretches of work between\n"
    "              callgrind client requests, for make bench-instructions; only when named with --suite\n"
    "  soak        soak_navigations, soak_script_messages (count), soak_ui_rss_mb_per_1000,\n"
    "              soak_web_rss_mb_per_1000 (MB): ten views through 2,000 navigations (see soak.c); only when\n"
    "              named with --suite\n"
    "  Built with the GTK4 trait (WebKitGTK 6.0), only the suites suites.h lists for BENCH_GTK4 exist.\n"
    "\n"
    "Output: one JSON object per line on stdout, {\"figure\": NAME, \"unit\": UNIT, \"c\": NUMBER}.\n"
    "The blockers suite reads DIR/rules-10000.json and DIR/rules-50000.json (written if absent;\n"
    "format documented in blockers.c). Exit 0 on success, 1 on failure, 2 on a bad command line.\n"
    "Run under a display, e.g. xvfb-run -a -s \"-screen 0 1280x1024x24\".";

static int usage_error(const char *message) {
    fprintf(stderr, "gtkweb-bench-c: %s\n", message);
    fputs("Usage: gtkweb-bench-c --workdir DIR [--suite NAME]... (see --help)\n", stderr);
    return 2;
}

static WebKitWebContext *shared_context(const char *workdir) {
    char *data = g_build_filename(workdir, "c-profile", "data", NULL);
    char *cache = g_build_filename(workdir, "c-profile", "cache", NULL);
    // GtkWeb confines web processes with bubblewrap by default; the baseline does the same, so that
    // creation figures compare like with like (the unsandboxed suite measures the difference).
    WebKitWebContext *context = bench_toolkit_context_new(data, cache);
    g_free(cache);
    g_free(data);
    return context;
}

WebKitWebContext *bench_context(Bench *bench) {
    if (bench->context == NULL) bench->context = shared_context(bench->workdir);
    return bench->context;
}

int main(int argc, char **argv) {
    // The shell suite's helper modes (shell.c): a minimal browser window, and the launch probe.
#ifndef BENCH_GTK4
    if (argc > 1 && strcmp(argv[1], "--minimal-window") == 0) return bench_minimal_window_main(argc - 2, argv + 2);
    if (argc > 1 && strcmp(argv[1], "--launch-probe") == 0) return bench_launch_probe_main(argc - 2, argv + 2);
#endif
    char *workdir = NULL;
    char **requested = NULL;
    GOptionEntry entries[] = {
        {"workdir", 0, 0, G_OPTION_ARG_FILENAME, &workdir,
         "Directory for rule files, stores and profile data (required)", "DIR"},
        {"suite", 0, 0, G_OPTION_ARG_STRING_ARRAY, &requested,
         "Run this suite (see below); repeatable; default: all", "NAME"},
        {NULL, 0, 0, 0, NULL, NULL, NULL},
    };
    GOptionContext *options = g_option_context_new("- plain-C WebKitGTK baseline for gtkweb-bench");
    g_option_context_add_main_entries(options, entries, NULL);
    g_option_context_set_description(options, description);
    GError *error = NULL;
    if (!g_option_context_parse(options, &argc, &argv, &error)) return usage_error(error->message);
    if (argc > 1) return usage_error("unexpected argument");
    if (workdir == NULL) return usage_error("--workdir DIR is required");

    gboolean selected[SUITE_COUNT];
    // Without --suite every suite runs but "instructions", which only means something under callgrind, and
    // "soak", which takes minutes.
    for (size_t s = 0; s < SUITE_COUNT; s++)
        selected[s] = requested == NULL && strcmp(suites[s].name, "instructions") != 0 && strcmp(suites[s].name, "soak") != 0;
    for (char **name = requested; name != NULL && *name != NULL; name++) {
        size_t s = 0;
        while (s < SUITE_COUNT && strcmp(suites[s].name, *name) != 0) s++;
        if (s == SUITE_COUNT) {
            char *message = g_strdup_printf("unknown suite \"%s\"", *name);
            return usage_error(message);
        }
        selected[s] = TRUE;
    }
    g_option_context_free(options);

    if (g_mkdir_with_parents(workdir, 0700) != 0) bench_fail("cannot create the work directory %s", workdir);
    if (!bench_toolkit_init(&argc, &argv)) bench_fail("cannot open a display (run under xvfb-run)");
    bench_watchdog_start();

    Bench bench = {.workdir = workdir};
    bench_server_start(&bench);

    for (size_t s = 0; s < SUITE_COUNT; s++)
        if (selected[s]) suites[s].run(&bench);

    if (bench.context != NULL) g_object_unref(bench.context);
    bench_server_stop(&bench);
    g_strfreev(requested);
    g_free(workdir);
    return 0;
}
