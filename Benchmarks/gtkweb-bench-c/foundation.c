// foundation.c — view creation (cold and warm) and evaluate_javascript round trips.
//
// Figures:
//   create_cold_ms  first WebKitWebView of the process: from just before the shared context (its
//                   website data manager, sandbox on; bench_context), the view and its 800x600
//                   window are created, through webkit_web_view_load_uri("/"), to WEBKIT_LOAD_FINISHED.
//                   Includes WebKit's one-time setup of a process's first context and spawning the web
//                   (and network) process, as GtkWeb's first WebEngine() does.
//   create_warm_ms  the same for a second, unrelated view on the same context (own web process).
//   eval_rtt_p50/p95  webkit_web_view_evaluate_javascript("1+1") → _finish → jsc_value_to_json,
//                   one at a time on the first view; 20 warm-up, then 1,000 timed (us).
#include "bench.h"

#include <string.h>

#define EVAL_WARMUP 20
#define EVAL_TIMED 1000

typedef struct {
    gboolean done;
    gint64 end_us;
    int index;
} EvalCall;

static void on_eval_finished(GObject *source, GAsyncResult *result, gpointer user_data) {
    EvalCall *call = user_data;
    GError *error = NULL;
    JSCValue *value = webkit_web_view_evaluate_javascript_finish(WEBKIT_WEB_VIEW(source), result, &error);
    if (value == NULL) bench_fail("evaluate_javascript(1+1) #%d failed: %s", call->index, error->message);
    char *json = jsc_value_to_json(value, 0);
    call->end_us = bench_now_us();
    if (json == NULL || strcmp(json, "2") != 0)
        bench_fail("evaluate_javascript(1+1) #%d returned %s, expected 2", call->index, json ? json : "(undefined)");
    g_free(json);
    g_object_unref(value);
    call->done = TRUE;
}

// One evaluate round trip; returns its latency in microseconds.
static gint64 eval_once(WebKitWebView *view, int index) {
    EvalCall call = {.done = FALSE, .index = index};
    gint64 start = bench_now_us();
    webkit_web_view_evaluate_javascript(view, "1+1", -1, NULL, NULL, NULL, on_eval_finished, &call);
    bench_wait(&call.done, BENCH_DEADLINE_S, "evaluate_javascript(1+1) #%d to finish", index);
    return call.end_us - start;
}

// Creates a view and loads "/"; returns the microseconds from before creation to load-finished.
static gint64 create_and_load(Bench *bench, const char *url, BenchView **out) {
    gint64 start = bench_now_us();
    BenchView *view = bench_view_new(bench_context(bench), NULL);  // the first call makes the context
    bench_view_start_load(view, url);
    bench_view_wait_loaded(view, url);
    *out = view;
    return view->finished_us - start;
}

void bench_suite_foundation(Bench *bench) {
    bench_note("suite foundation");
    char *url = bench_url(bench, "/");

    BenchView *first = NULL, *second = NULL;
    gint64 cold = create_and_load(bench, url, &first);
    bench_emit("create_cold_ms", "ms", bench_ms(cold));
    gint64 warm = create_and_load(bench, url, &second);
    bench_emit("create_warm_ms", "ms", bench_ms(warm));
    bench_view_destroy(second);

    for (int i = 0; i < EVAL_WARMUP; i++) eval_once(first->view, i);
    gint64 *samples = g_new(gint64, EVAL_TIMED);
    for (int i = 0; i < EVAL_TIMED; i++) samples[i] = eval_once(first->view, EVAL_WARMUP + i);
    bench_emit_p50_p95_us("eval_rtt", samples, EVAL_TIMED);

    g_free(samples);
    bench_view_destroy(first);
    g_free(url);
}
