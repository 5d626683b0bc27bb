// views.c — web views in their own 800x600 GtkWindow, load waits and a one-off evaluate helper.
#include "bench.h"

static void on_load_changed(WebKitWebView *web_view, WebKitLoadEvent event, gpointer user_data) {
    (void)web_view;
    BenchView *view = user_data;
    if (event == WEBKIT_LOAD_FINISHED) {
        view->finished_us = bench_now_us();
        view->load_finished = TRUE;
    }
}

static gboolean on_load_failed(WebKitWebView *web_view, WebKitLoadEvent event, char *failing_uri,
                               GError *error, gpointer user_data) {
    (void)web_view;
    (void)event;
    (void)user_data;
    bench_fail("load of %s failed: %s", failing_uri, error->message);
}

static void on_web_process_terminated(WebKitWebView *web_view, WebKitWebProcessTerminationReason reason,
                                      gpointer user_data) {
    (void)web_view;
    (void)user_data;
    bench_fail("the web process terminated (reason %d)", (int)reason);
}

BenchView *bench_view_new(WebKitWebContext *context, WebKitUserContentManager *ucm) {
    BenchView *view = g_new0(BenchView, 1);
    view->view = bench_toolkit_view_new(context, ucm);
    g_signal_connect(view->view, "load-changed", G_CALLBACK(on_load_changed), view);
    g_signal_connect(view->view, "load-failed", G_CALLBACK(on_load_failed), view);
    g_signal_connect(view->view, "web-process-terminated", G_CALLBACK(on_web_process_terminated), view);
    view->window = bench_toolkit_window_new(view->view, 800, 600);
    return view;
}

void bench_view_start_load(BenchView *view, const char *url) {
    view->load_finished = FALSE;
    webkit_web_view_load_uri(view->view, url);
}

void bench_view_wait_loaded(BenchView *view, const char *url) {
    bench_wait(&view->load_finished, BENCH_DEADLINE_S, "load of %s to reach WEBKIT_LOAD_FINISHED", url);
}

gint64 bench_view_load(BenchView *view, const char *url) {
    gint64 start = bench_now_us();
    bench_view_start_load(view, url);
    bench_view_wait_loaded(view, url);
    return view->finished_us - start;
}

typedef struct {
    gboolean done;
    char *json;
    char *error;
} EvalResult;

static void on_eval_finished(GObject *source, GAsyncResult *result, gpointer user_data) {
    EvalResult *out = user_data;
    GError *error = NULL;
    JSCValue *value = webkit_web_view_evaluate_javascript_finish(WEBKIT_WEB_VIEW(source), result, &error);
    if (value == NULL) {
        out->error = g_strdup(error->message);
        g_error_free(error);
    } else {
        out->json = jsc_value_to_json(value, 0);
        g_object_unref(value);
    }
    out->done = TRUE;
}

char *bench_view_eval_json(BenchView *view, const char *script) {
    EvalResult out = {0};
    webkit_web_view_evaluate_javascript(view->view, script, -1, NULL, NULL, NULL, on_eval_finished, &out);
    bench_wait(&out.done, BENCH_DEADLINE_S, "evaluate_javascript(%s) to finish", script);
    if (out.error != NULL) bench_fail("evaluate_javascript(%s) failed: %s", script, out.error);
    return out.json;
}

void bench_view_destroy(BenchView *view) {
    if (view == NULL) return;
    g_signal_handlers_disconnect_by_data(view->view, view);
    bench_toolkit_window_destroy(view->window);  // destroys the view with it
    g_free(view);
}
