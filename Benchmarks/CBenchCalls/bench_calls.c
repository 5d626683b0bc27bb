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

typedef struct {
    GtkWebBenchTextDone done;
    void *context;
    char *identifier;
} TextCall;

static TextCall *text_call_new(GtkWebBenchTextDone done, void *context, const char *identifier) {
    TextCall *call = g_new(TextCall, 1);
    call->done = done;
    call->context = context;
    call->identifier = g_strdup(identifier);
    return call;
}

static void text_call_finish(TextCall *call, const char *text) {
    call->done(call->context, text);
    g_free(call->identifier);
    g_free(call);
}

static void on_bare_evaluated(GObject *source, GAsyncResult *result, gpointer user_data) {
    GError *error = NULL;
    JSCValue *value = webkit_web_view_evaluate_javascript_finish(WEBKIT_WEB_VIEW(source), result, &error);
    char *json = NULL;
    if (value != NULL) {
        json = jsc_value_to_json(value, 0);
        g_object_unref(value);
    } else {
        g_error_free(error);
    }
    text_call_finish(user_data, json);
    g_free(json);
}

void gtkweb_bench_evaluate_start(gpointer web_view, const char *script, GtkWebBenchTextDone done, void *context) {
    webkit_web_view_evaluate_javascript(WEBKIT_WEB_VIEW(web_view), script, -1, NULL, NULL, NULL, on_bare_evaluated,
                                        text_call_new(done, context, NULL));
}

static void on_bare_filter_loaded(GObject *source, GAsyncResult *result, gpointer user_data) {
    TextCall *call = user_data;
    GError *error = NULL;
    WebKitUserContentFilter *filter =
        webkit_user_content_filter_store_load_finish(WEBKIT_USER_CONTENT_FILTER_STORE(source), result, &error);
    if (filter != NULL) {
        webkit_user_content_filter_unref(filter);
    } else {
        g_error_free(error);
    }
    text_call_finish(call, filter != NULL ? call->identifier : NULL);
}

void gtkweb_bench_filter_load_start(const char *directory, const char *identifier, GtkWebBenchTextDone done,
                                    void *context) {
    static WebKitUserContentFilterStore *store;
    static char *store_directory;
    if (store == NULL || strcmp(store_directory, directory) != 0) {
        g_clear_object(&store);
        g_free(store_directory);
        store = webkit_user_content_filter_store_new(directory);
        store_directory = g_strdup(directory);
    }
    webkit_user_content_filter_store_load(store, identifier, NULL, on_bare_filter_loaded,
                                          text_call_new(done, context, identifier));
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
