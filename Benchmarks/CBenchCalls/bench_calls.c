// bench_calls.c — see include/bench_calls.h.
#include "bench_calls.h"

#include <string.h>

// WebKitGTK 6.0 under the GTK4 trait (Package.swift defines BENCH_GTK4), 4.1 otherwise: the calls are the same.
#ifdef BENCH_GTK4
#include <webkit/webkit.h>
#else
#include <webkit2/webkit2.h>
#endif

#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define GTKWEB_BENCH_HAS_CALLGRIND 1
#endif

typedef struct {
    gboolean done;
    gboolean abandoned;  // the caller timed out and left; the callback frees the call
    gboolean answered_two;
    gint64 end_us;
} AsyncCall;

static void on_call_async_finished(GObject *source, GAsyncResult *result, gpointer user_data) {
    AsyncCall *call = user_data;
    GError *error = NULL;
    JSCValue *value = webkit_web_view_call_async_javascript_function_finish(WEBKIT_WEB_VIEW(source), result, &error);
    if (value != NULL) {
        char *json = jsc_value_to_json(value, 0);
        call->answered_two = json != NULL && strcmp(json, "2") == 0;
        g_free(json);
        g_object_unref(value);
    } else {
        g_error_free(error);
    }
    call->end_us = g_get_monotonic_time();
    call->done = TRUE;
    if (call->abandoned) g_free(call);
}

gint64 gtkweb_bench_call_async_us(gpointer web_view, double deadline_s) {
    WebKitWebView *view = WEBKIT_WEB_VIEW(web_view);
    AsyncCall *call = g_new0(AsyncCall, 1);
    gint64 start = g_get_monotonic_time();
    GVariantBuilder builder;
    g_variant_builder_init(&builder, G_VARIANT_TYPE("a{sv}"));
    g_variant_builder_add(&builder, "{sv}", "a", g_variant_new_int32(1));
    GVariant *args = g_variant_ref_sink(g_variant_builder_end(&builder));
    webkit_web_view_call_async_javascript_function(view, "return await Promise.resolve(a + 1)", -1, args, NULL, NULL,
                                                   NULL, on_call_async_finished, call);
    g_variant_unref(args);
    gint64 deadline = start + (gint64)(deadline_s * G_USEC_PER_SEC);
    while (!call->done && g_get_monotonic_time() < deadline) g_main_context_iteration(NULL, TRUE);
    if (!call->done) {
        call->abandoned = TRUE;
        return -1;
    }
    gint64 elapsed = call->answered_two ? call->end_us - start : -1;
    g_free(call);
    return elapsed;
}

void gtkweb_bench_instructions_begin(void) {
#ifdef GTKWEB_BENCH_HAS_CALLGRIND
    CALLGRIND_ZERO_STATS;
#endif
}

void gtkweb_bench_instructions_end(const char *figure) {
#ifdef GTKWEB_BENCH_HAS_CALLGRIND
    CALLGRIND_DUMP_STATS_AT(figure);
#else
    (void)figure;
#endif
}
