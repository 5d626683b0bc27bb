// unsandboxed.c — view creation without the bubblewrap sandbox, to measure what the sandbox costs.
//
// Figures:
//   create_cold_unsandboxed_ms  as foundation.c's create_cold_ms (first view, from just before it is
//                               created to WEBKIT_LOAD_FINISHED of "/"), on a context of its own with
//                               webkit_web_context_set_sandbox_enabled(FALSE). foundation's figure is
//                               taken with the sandbox on; the difference is bubblewrap's cost.
#ifndef BENCH_GTK4  // a GTK 3 suite (suites.h): WebKitGTK 4.1 calls
#include "bench.h"

void bench_suite_unsandboxed(Bench *bench) {
    bench_note("suite unsandboxed");
    char *url = bench_url(bench, "/");
    char *data = g_build_filename(bench->workdir, "c-profile-unsandboxed", "data", NULL);
    char *cache = g_build_filename(bench->workdir, "c-profile-unsandboxed", "cache", NULL);

    gint64 start = bench_now_us();
    WebKitWebsiteDataManager *dm =
        webkit_website_data_manager_new("base-data-directory", data, "base-cache-directory", cache, NULL);
    WebKitWebContext *context = webkit_web_context_new_with_website_data_manager(dm);
    webkit_web_context_set_sandbox_enabled(context, FALSE);
    BenchView *view = bench_view_new(context, NULL);
    bench_view_start_load(view, url);
    bench_view_wait_loaded(view, url);
    bench_emit("create_cold_unsandboxed_ms", "ms", bench_ms(view->finished_us - start));

    bench_view_destroy(view);
    g_object_unref(context);
    g_object_unref(dm);
    g_free(cache);
    g_free(data);
    g_free(url);
}
#endif
