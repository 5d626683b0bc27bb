// cookies.c — reading cookies back through WebKitCookieManager.
//
// A fresh ephemeral store (GTK 3: a WebKitWebContext, GTK 4: a WebKitNetworkSession; its own network process,
// no view) gets 1,000 cookies via
// webkit_cookie_manager_add_cookie: name c<i>, value v<i>, domain "127.0.0.1", path "/", session
// (soup_cookie_new max_age -1), i = 0..999, all adds in flight at once, then all awaited.
// Figures:
//   cookies_for_p50/p95  webkit_cookie_manager_get_cookies(cm, "http://127.0.0.1:<port>/") → _finish
//                   → walk the GList reading every name and value → free the list; 5 warm-up +
//                   200 timed, sequential (us).
//   cookies_for_count  how many cookies the last call returned (expected 1000).
#include "bench.h"

#include <string.h>

#define COOKIE_COUNT 1000
#define GET_WARMUP 5
#define GET_TIMED 200

typedef struct {
    guint added;
    gboolean all_added;
} AddState;

static void on_cookie_added(GObject *source, GAsyncResult *result, gpointer user_data) {
    AddState *state = user_data;
    GError *error = NULL;
    if (!webkit_cookie_manager_add_cookie_finish(WEBKIT_COOKIE_MANAGER(source), result, &error))
        bench_fail("webkit_cookie_manager_add_cookie failed: %s", error->message);
    if (++state->added == COOKIE_COUNT) state->all_added = TRUE;
}

typedef struct {
    gboolean done;
    gint64 end_us;
    guint count;
    gsize bytes;  // total name + value length, so the walk really reads them
    int index;
} GetCall;

static void on_cookies_got(GObject *source, GAsyncResult *result, gpointer user_data) {
    GetCall *call = user_data;
    GError *error = NULL;
    GList *cookies = webkit_cookie_manager_get_cookies_finish(WEBKIT_COOKIE_MANAGER(source), result, &error);
    if (error != NULL) bench_fail("webkit_cookie_manager_get_cookies #%d failed: %s", call->index, error->message);
    guint count = 0;
    gsize bytes = 0;
    for (GList *item = cookies; item != NULL; item = item->next) {
        SoupCookie *cookie = item->data;
        const char *name = soup_cookie_get_name(cookie);
        const char *value = soup_cookie_get_value(cookie);
        bytes += strlen(name) + strlen(value);
        count++;
    }
    g_list_free_full(cookies, (GDestroyNotify)soup_cookie_free);
    call->end_us = bench_now_us();
    call->count = count;
    call->bytes = bytes;
    call->done = TRUE;
}

static gint64 get_once(WebKitCookieManager *cm, const char *uri, int index, guint *count) {
    GetCall call = {.index = index};
    gint64 start = bench_now_us();
    webkit_cookie_manager_get_cookies(cm, uri, NULL, on_cookies_got, &call);
    bench_wait(&call.done, BENCH_DEADLINE_S, "webkit_cookie_manager_get_cookies #%d to finish", index);
    if (call.count > 0 && call.bytes == 0) bench_fail("cookies came back with empty names and values");
    *count = call.count;
    return call.end_us - start;
}

void bench_suite_cookies(Bench *bench) {
    bench_note("suite cookies");
    GObject *store = NULL;
    WebKitCookieManager *cm = bench_toolkit_ephemeral_cookie_manager(&store);

    AddState state = {0};
    for (int i = 0; i < COOKIE_COUNT; i++) {
        char name[16], value[16];
        g_snprintf(name, sizeof name, "c%d", i);
        g_snprintf(value, sizeof value, "v%d", i);
        SoupCookie *cookie = soup_cookie_new(name, value, "127.0.0.1", "/", -1);
        webkit_cookie_manager_add_cookie(cm, cookie, NULL, on_cookie_added, &state);
        soup_cookie_free(cookie);
    }
    bench_wait_batch(&state.all_added, &state.added, COOKIE_COUNT, BENCH_DEADLINE_S, "add_cookie calls to finish");

    char *uri = bench_url(bench, "/");
    guint count = 0;
    for (int i = 0; i < GET_WARMUP; i++) get_once(cm, uri, i, &count);
    gint64 samples[GET_TIMED];
    guint first_count = 0;
    for (int i = 0; i < GET_TIMED; i++) {
        samples[i] = get_once(cm, uri, GET_WARMUP + i, &count);
        if (i == 0) first_count = count;
        else if (count != first_count)
            bench_note("cookie count changed between calls: %u, then %u", first_count, count);
    }
    bench_emit_p50_p95_us("cookies_for", samples, GET_TIMED);
    bench_emit("cookies_for_count", "cookies", (double)count);
    if (count != COOKIE_COUNT) bench_note("warning: %u cookies came back, %d were stored", count, COOKIE_COUNT);

    g_free(uri);
    g_object_unref(store);
}
