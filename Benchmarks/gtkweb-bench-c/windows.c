// windows.c — popups and custom URL schemes.
//
// Figures:
//   popup_open_p50/p95  an opener view (shared context, page "/") evaluates "window.open('/'); 1";
//                   its `create` handler returns a view related to the opener, parked as the toolkit
//                   parks one (toolkit.h: GTK 3 a GtkOffscreenWindow, GTK 4 no window); timed from the
//                   evaluate call to the child's WEBKIT_LOAD_FINISHED. 3 warm-up + 20 timed, each child
//                   destroyed before the next (us).
//   scheme_fetch_1000_ms  a view shows "bench://x/" from a scheme registered on the shared context;
//                   call_async_javascript_function runs 1,000 sequential fetch('/small/<i>') + text(),
//                   each answered from memory (webkit_uri_scheme_request_finish, 100 bytes) (ms).
//   http_fetch_1000_ms  the same 1,000 fetches from the fixture server's "/" page (/small/<i>) (ms).
#include "bench.h"

#define POPUP_WARMUP 3
#define POPUP_TIMED 20

static const char fetch_loop[] =
    "for (let i = 0; i < 1000; i++) { const r = await fetch('/small/' + i); await r.text(); } return 1;";

typedef struct {
    GtkWidget *parking;  // NULL on GTK 4
    WebKitWebView *child;
    gboolean finished;
    gint64 finished_us;
} Popup;

static void on_child_load_changed(WebKitWebView *view, WebKitLoadEvent event, gpointer user_data) {
    (void)view;
    Popup *popup = user_data;
    if (event == WEBKIT_LOAD_FINISHED && !popup->finished) {
        popup->finished_us = bench_now_us();
        popup->finished = TRUE;
    }
}

static GtkWidget *on_create(WebKitWebView *opener, WebKitNavigationAction *action, gpointer user_data) {
    (void)action;
    Popup *popup = user_data;
    popup->child = bench_toolkit_popup_new(opener, &popup->parking);
    g_signal_connect(popup->child, "load-changed", G_CALLBACK(on_child_load_changed), popup);
    return GTK_WIDGET(popup->child);
}

static gint64 open_popup(BenchView *opener, Popup *popup) {
    *popup = (Popup){0};
    gint64 start = bench_now_us();
    webkit_web_view_evaluate_javascript(opener->view, "window.open('/'); 1", -1, NULL, NULL, NULL, NULL, NULL);
    bench_wait(&popup->finished, BENCH_DEADLINE_S, "the popup's load to finish");
    gint64 elapsed = popup->finished_us - start;
    g_signal_handlers_disconnect_by_data(popup->child, popup);
    bench_toolkit_popup_destroy(popup->child, popup->parking);
    return elapsed;
}

static void serve_scheme(WebKitURISchemeRequest *request, gpointer user_data) {
    (void)user_data;
    const char *path = webkit_uri_scheme_request_get_path(request);
    if (g_str_has_prefix(path, "/small/")) {
        GInputStream *stream = g_memory_input_stream_new_from_data(bench_small_body, BENCH_SMALL_BODY_LENGTH, NULL);
        webkit_uri_scheme_request_finish(request, stream, BENCH_SMALL_BODY_LENGTH, "text/plain");
        g_object_unref(stream);
    } else {
        static const char page[] = "<!doctype html><title>scheme page</title><p>scheme</p>";
        GInputStream *stream = g_memory_input_stream_new_from_data(page, sizeof page - 1, NULL);
        webkit_uri_scheme_request_finish(request, stream, sizeof page - 1, "text/html");
        g_object_unref(stream);
    }
}

typedef struct {
    gboolean done;
    char *error;
} CallResult;

static void on_call_finished(GObject *source, GAsyncResult *result, gpointer user_data) {
    CallResult *out = user_data;
    GError *error = NULL;
    JSCValue *value = webkit_web_view_call_async_javascript_function_finish(WEBKIT_WEB_VIEW(source), result, &error);
    if (value == NULL) {
        out->error = g_strdup(error->message);
        g_error_free(error);
    } else {
        g_object_unref(value);
    }
    out->done = TRUE;
}

static double fetch_1000_ms(BenchView *view, const char *url) {
    bench_view_load(view, url);
    CallResult out = {0};
    gint64 start = bench_now_us();
    webkit_web_view_call_async_javascript_function(view->view, fetch_loop, -1, NULL, NULL, NULL, NULL,
                                                   on_call_finished, &out);
    bench_wait(&out.done, 120, "1,000 fetches from %s", url);
    if (out.error != NULL) bench_fail("1,000 fetches from %s failed: %s", url, out.error);
    return bench_ms(bench_now_us() - start);
}

void bench_suite_windows(Bench *bench) {
    bench_note("suite windows");
    char *index = bench_url(bench, "/");
    BenchView *opener = bench_view_new(bench_context(bench), NULL);
    webkit_settings_set_javascript_can_open_windows_automatically(webkit_web_view_get_settings(opener->view), TRUE);
    bench_view_load(opener, index);
    Popup popup;
    g_signal_connect(opener->view, "create", G_CALLBACK(on_create), &popup);
    for (int i = 0; i < POPUP_WARMUP; i++) open_popup(opener, &popup);
    gint64 samples[POPUP_TIMED];
    for (int i = 0; i < POPUP_TIMED; i++) samples[i] = open_popup(opener, &popup);
    bench_emit_p50_p95_us("popup_open", samples, POPUP_TIMED);
    g_signal_handlers_disconnect_by_data(opener->view, &popup);

    webkit_web_context_register_uri_scheme(bench_context(bench), "bench", serve_scheme, NULL, NULL);
    bench_emit("scheme_fetch_1000_ms", "ms", fetch_1000_ms(opener, "bench://x/"));
    bench_emit("http_fetch_1000_ms", "ms", fetch_1000_ms(opener, index));
    bench_view_destroy(opener);
    g_free(index);
}
