// instructions.c — the round trips an embedder repeats, each as a stretch of work between callgrind's
// client requests (gtkweb_bench_instructions_begin/_end, CBenchCalls), for `make bench-instructions`, which
// runs this program and gtkweb-bench's InstructionsSuite under callgrind and divides each stretch's
// main-thread instructions by its operation count. Run outside callgrind, the suite only does the work.
//
// Each figure does WARMUP operations first, outside the stretches, then OPS operations inside each of
// STRETCHES stretches, and emits
// {"figure": "instr_<name>", "unit": "ops", "c": OPS} so that the driver knows the count:
//   instr_evaluate          webkit_web_view_evaluate_javascript("1+1") → _finish → jsc_value_to_json
//   instr_call_async_js     gtkweb_bench_call_async_us: call_async_javascript_function("return await
//                           Promise.resolve(a + 1)", {a: 1}) → _finish → to_json (the same C as bridge.c)
//   instr_reply_message     one call_async_javascript_function whose body awaits OPS sequential
//                           window.webkit.messageHandlers.rpc.postMessage({i}); the handler answers each at once
//                           with its own JSON (an operation: one message in and its reply out)
//   instr_js_to_native      an evaluate that posts OPS messages to "sink", to the OPS-th
//                           script-message-received (each converted with jsc_value_to_json)
//   instr_cookies_for       webkit_cookie_manager_get_cookies of a page with 100 cookies (ephemeral context)
//   instr_blocker_cached    webkit_user_content_filter_store_load of a compiled 1,000-rule list, saved under
//                           an identifier of the shape and length GtkWeb gives it ("gtkweb-" + the SHA-256
//                           of the list in hex): WebKit turns the identifier into the file's name character by
//                           character, so a shorter one would be less work than GtkWeb's load of the same list
//   instr_nav_warm          webkit_web_view_load_uri of /small/1 and /small/2 in turn, to load-finished
#include "bench.h"
#include "bench_calls.h"

#include <string.h>

#define WARMUP 10
// Stretches per figure: the driver keeps the one with the least work per operation (instructions outside the
// main loop's bookkeeping and GDK's own sources; scripts/bench-instructions.py), which leaves out a one-off cost
// that can fall into a figure's first stretch.
#define STRETCHES 5

typedef struct {
    gboolean done;
    guint received;
    guint expected;
    char *json;
} Wait;

static void on_evaluated(GObject *source, GAsyncResult *result, gpointer user_data) {
    Wait *wait = user_data;
    GError *error = NULL;
    JSCValue *value = webkit_web_view_evaluate_javascript_finish(WEBKIT_WEB_VIEW(source), result, &error);
    if (value == NULL) bench_fail("evaluate failed: %s", error->message);
    g_free(wait->json);
    wait->json = jsc_value_to_json(value, 0);
    g_object_unref(value);
    wait->done = TRUE;
}

static void evaluate(BenchView *view, const char *script, Wait *wait) {
    wait->done = FALSE;
    webkit_web_view_evaluate_javascript(view->view, script, -1, NULL, NULL, NULL, on_evaluated, wait);
    bench_wait(&wait->done, BENCH_DEADLINE_S, "evaluate(%s)", script);
}

static void on_called(GObject *source, GAsyncResult *result, gpointer user_data) {
    Wait *wait = user_data;
    GError *error = NULL;
    JSCValue *value =
        webkit_web_view_call_async_javascript_function_finish(WEBKIT_WEB_VIEW(source), result, &error);
    if (value == NULL) bench_fail("call_async_javascript_function failed: %s", error->message);
    g_free(wait->json);
    wait->json = jsc_value_to_json(value, 0);
    g_object_unref(value);
    wait->done = TRUE;
}

static void on_sink(WebKitUserContentManager *ucm, gpointer message, gpointer user_data) {
    (void)ucm;
    Wait *wait = user_data;
    char *json = jsc_value_to_json(bench_toolkit_message_value(message), 0);
    g_free(json);
    if (++wait->received == wait->expected) wait->done = TRUE;
}

static gboolean on_rpc(WebKitUserContentManager *ucm, JSCValue *value, WebKitScriptMessageReply *reply,
                       gpointer user_data) {
    (void)ucm;
    (void)user_data;
    char *json = jsc_value_to_json(value, 0);
    JSCValue *answer = jsc_value_new_from_json(jsc_value_get_context(value), json);
    webkit_script_message_reply_return_value(reply, answer);
    g_object_unref(answer);
    g_free(json);
    return TRUE;
}

static void figure_evaluate(BenchView *view, int ops) {
    Wait wait = {0};
    for (int i = 0; i < WARMUP; i++) evaluate(view, "1+1", &wait);
    for (int k = 0; k < STRETCHES; k++) {
        gtkweb_bench_instructions_begin();
        for (int i = 0; i < ops; i++) evaluate(view, "1+1", &wait);
        gtkweb_bench_instructions_end("instr_evaluate");
    }
    if (wait.json == NULL || strcmp(wait.json, "2") != 0) bench_fail("1+1 gave %s", wait.json ? wait.json : "null");
    g_free(wait.json);
    bench_emit("instr_evaluate", "ops", ops);
}

static void figure_call_async(BenchView *view, int ops) {
    for (int i = 0; i < WARMUP; i++)
        if (gtkweb_bench_call_async_us(view->view, BENCH_DEADLINE_S) < 0) bench_fail("call_async warm-up failed");
    for (int k = 0; k < STRETCHES; k++) {
        gtkweb_bench_instructions_begin();
        for (int i = 0; i < ops; i++)
            if (gtkweb_bench_call_async_us(view->view, BENCH_DEADLINE_S) < 0) bench_fail("call_async #%d failed", i);
        gtkweb_bench_instructions_end("instr_call_async_js");
    }
    bench_emit("instr_call_async_js", "ops", ops);
}

static void rpc_loop(BenchView *view, int count, Wait *wait) {
    char *body = g_strdup_printf(
        "let ok = 0; for (let i = 0; i < %d; i++) { const r = await window.webkit.messageHandlers.rpc.postMessage({i});"
        " if (r && r.i === i) ok++; } return ok;",
        count);
    wait->done = FALSE;
    webkit_web_view_call_async_javascript_function(view->view, body, -1, NULL, NULL, NULL, NULL, on_called, wait);
    bench_wait(&wait->done, BENCH_DEADLINE_S * 4, "the rpc loop of %d messages", count);
    char *want = g_strdup_printf("%d", count);
    if (wait->json == NULL || strcmp(wait->json, want) != 0)
        bench_fail("the rpc loop answered %s, expected %s", wait->json ? wait->json : "null", want);
    g_free(want);
    g_free(body);
}

static void figure_reply_message(BenchView *view, int ops) {
    Wait wait = {0};
    rpc_loop(view, WARMUP, &wait);
    for (int k = 0; k < STRETCHES; k++) {
        gtkweb_bench_instructions_begin();
        rpc_loop(view, ops, &wait);
        gtkweb_bench_instructions_end("instr_reply_message");
    }
    g_free(wait.json);
    bench_emit("instr_reply_message", "ops", ops);
}

static void sink_batch(BenchView *view, Wait *sink, int count) {
    sink->received = 0;
    sink->expected = (guint)count;
    sink->done = FALSE;
    char *script =
        g_strdup_printf("for (let i = 0; i < %d; i++) window.webkit.messageHandlers.sink.postMessage(i); 0", count);
    Wait evaluated = {0};
    webkit_web_view_evaluate_javascript(view->view, script, -1, NULL, NULL, NULL, on_evaluated, &evaluated);
    bench_wait_batch(&sink->done, &sink->received, sink->expected, BENCH_DEADLINE_S * 4, "%d sink messages", count);
    bench_wait(&evaluated.done, BENCH_DEADLINE_S, "the sink loop's evaluate");
    g_free(evaluated.json);
    g_free(script);
}

static void figure_js_to_native(BenchView *view, Wait *sink, int ops) {
    sink_batch(view, sink, WARMUP);
    for (int k = 0; k < STRETCHES; k++) {
        gtkweb_bench_instructions_begin();
        sink_batch(view, sink, ops);
        gtkweb_bench_instructions_end("instr_js_to_native");
    }
    bench_emit("instr_js_to_native", "ops", ops);
}

static void on_cookie_added(GObject *source, GAsyncResult *result, gpointer user_data) {
    Wait *wait = user_data;
    GError *error = NULL;
    if (!webkit_cookie_manager_add_cookie_finish(WEBKIT_COOKIE_MANAGER(source), result, &error))
        bench_fail("add_cookie failed: %s", error->message);
    wait->received++;
    if (wait->received == wait->expected) wait->done = TRUE;
}

static void on_cookies(GObject *source, GAsyncResult *result, gpointer user_data) {
    Wait *wait = user_data;
    GError *error = NULL;
    GList *cookies = webkit_cookie_manager_get_cookies_finish(WEBKIT_COOKIE_MANAGER(source), result, &error);
    if (error != NULL) bench_fail("get_cookies failed: %s", error->message);
    wait->received = g_list_length(cookies);
    g_list_free_full(cookies, (GDestroyNotify)soup_cookie_free);
    wait->done = TRUE;
}

static void figure_cookies_for(Bench *bench, int ops) {
    GObject *owner = NULL;
    WebKitCookieManager *cookies = bench_toolkit_ephemeral_cookie_manager(&owner);
    Wait added = {.expected = 100};
    for (int i = 0; i < 100; i++) {
        char name[16], value[16];
        g_snprintf(name, sizeof name, "c%d", i);
        g_snprintf(value, sizeof value, "v%d", i);
        SoupCookie *cookie = soup_cookie_new(name, value, "127.0.0.1", "/", -1);
        webkit_cookie_manager_add_cookie(cookies, cookie, NULL, on_cookie_added, &added);
        soup_cookie_free(cookie);
    }
    bench_wait(&added.done, BENCH_DEADLINE_S, "100 cookies to be added");
    char *uri = bench_url(bench, "/");
    Wait got = {0};
    for (int i = 0; i < WARMUP + STRETCHES * ops; i++) {
        if (i >= WARMUP && (i - WARMUP) % ops == 0) gtkweb_bench_instructions_begin();
        got.done = FALSE;
        webkit_cookie_manager_get_cookies(cookies, uri, NULL, on_cookies, &got);
        bench_wait(&got.done, BENCH_DEADLINE_S, "get_cookies #%d", i);
        if (i >= WARMUP && (i - WARMUP) % ops == ops - 1) gtkweb_bench_instructions_end("instr_cookies_for");
    }
    if (got.received != 100) bench_fail("get_cookies gave %u cookies, expected 100", got.received);
    g_free(uri);
    g_object_unref(owner);
    bench_emit("instr_cookies_for", "ops", ops);
}

typedef struct {
    gboolean done;
    WebKitUserContentFilter *filter;
} FilterWait;

static void on_filter_saved(GObject *source, GAsyncResult *result, gpointer user_data) {
    FilterWait *wait = user_data;
    GError *error = NULL;
    wait->filter =
        webkit_user_content_filter_store_save_finish(WEBKIT_USER_CONTENT_FILTER_STORE(source), result, &error);
    if (wait->filter == NULL) bench_fail("compiling the list: %s", error->message);
    wait->done = TRUE;
}

static void on_filter_loaded(GObject *source, GAsyncResult *result, gpointer user_data) {
    FilterWait *wait = user_data;
    GError *error = NULL;
    wait->filter =
        webkit_user_content_filter_store_load_finish(WEBKIT_USER_CONTENT_FILTER_STORE(source), result, &error);
    if (wait->filter == NULL) bench_fail("loading the compiled list: %s", error->message);
    wait->done = TRUE;
}

static void figure_blocker_cached(Bench *bench, int ops) {
    char *folder = g_build_filename(bench->workdir, "c-instr-filters", NULL);
    WebKitUserContentFilterStore *store = webkit_user_content_filter_store_new(folder);
    GString *json = g_string_new("[");
    for (int i = 0; i < 1000; i++)
        g_string_append_printf(json,
                               "%s{\"trigger\":{\"url-filter\":\"^https?://ads%d\\\\.example/\"},"
                               "\"action\":{\"type\":\"block\"}}",
                               i ? "," : "", i);
    g_string_append(json, "]");
    GBytes *bytes = g_string_free_to_bytes(json);
    char *digest = g_compute_checksum_for_bytes(G_CHECKSUM_SHA256, bytes);
    char *identifier = g_strconcat("gtkweb-", digest, NULL);
    g_free(digest);
    FilterWait saved = {0};
    webkit_user_content_filter_store_save(store, identifier, bytes, NULL, on_filter_saved, &saved);
    bench_wait(&saved.done, BENCH_DEADLINE_S * 4, "the 1,000-rule list to compile");
    webkit_user_content_filter_unref(saved.filter);
    for (int i = 0; i < WARMUP + STRETCHES * ops; i++) {
        if (i >= WARMUP && (i - WARMUP) % ops == 0) gtkweb_bench_instructions_begin();
        FilterWait loaded = {0};
        webkit_user_content_filter_store_load(store, identifier, NULL, on_filter_loaded, &loaded);
        bench_wait(&loaded.done, BENCH_DEADLINE_S, "webkit_user_content_filter_store_load #%d", i);
        webkit_user_content_filter_unref(loaded.filter);
        if (i >= WARMUP && (i - WARMUP) % ops == ops - 1) gtkweb_bench_instructions_end("instr_blocker_cached");
    }
    g_free(identifier);
    g_bytes_unref(bytes);
    g_object_unref(store);
    g_free(folder);
    bench_emit("instr_blocker_cached", "ops", ops);
}

static void figure_nav_warm(Bench *bench, BenchView *view, int ops) {
    char *pages[2] = {bench_url(bench, "/small/1"), bench_url(bench, "/small/2")};
    for (int i = 0; i < WARMUP + STRETCHES * ops; i++) {
        if (i >= WARMUP && (i - WARMUP) % ops == 0) gtkweb_bench_instructions_begin();
        bench_view_load(view, pages[i % 2]);
        if (i >= WARMUP && (i - WARMUP) % ops == ops - 1) gtkweb_bench_instructions_end("instr_nav_warm");
    }
    g_free(pages[0]);
    g_free(pages[1]);
    bench_emit("instr_nav_warm", "ops", ops);
}

void bench_suite_instructions(Bench *bench) {
    WebKitUserContentManager *ucm = webkit_user_content_manager_new();
    Wait sink = {0};
    if (!bench_toolkit_register_handler(ucm, "sink"))
        bench_fail("cannot register \"sink\"");
    if (!webkit_user_content_manager_register_script_message_handler_with_reply(ucm, "rpc", NULL))
        bench_fail("cannot register \"rpc\"");
    g_signal_connect(ucm, "script-message-received::sink", G_CALLBACK(on_sink), &sink);
    g_signal_connect(ucm, "script-message-with-reply-received::rpc", G_CALLBACK(on_rpc), NULL);
    BenchView *view = bench_view_new(bench_context(bench), ucm);
    char *index = bench_url(bench, "/");
    bench_view_load(view, index);
    g_free(index);

    figure_evaluate(view, 200);
    figure_call_async(view, 200);
    figure_reply_message(view, 500);
    figure_js_to_native(view, &sink, 1000);
    figure_cookies_for(bench, 100);
    figure_blocker_cached(bench, 50);
    figure_nav_warm(bench, view, 40);

    bench_view_destroy(view);
    g_signal_handlers_disconnect_by_data(ucm, &sink);
    g_object_unref(ucm);
}
