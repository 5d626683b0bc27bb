// bridge.c — script messages (fire-and-forget and with reply) and call_async_javascript_function.
//
// One view whose user-content manager registered "sink" (register_script_message_handler) and
// "rpc" (register_script_message_handler_with_reply, world NULL), loaded from "/".
// Figures:
//   msgs_per_s      10,000 / seconds from the native evaluate_javascript call that starts
//                   `for (let i = 0; i < 10000; i++) window.webkit.messageHandlers.sink.postMessage(i)`
//                   to the 10,000th `script-message-received::sink` (each converted with
//                   jsc_value_to_json). A 100-message batch runs first, untimed, as warm-up.
//   reply_rtt_p50/p95  one call_async_javascript_function runs 1,020 sequential
//                   `await window.webkit.messageHandlers.rpc.postMessage({i})`; the native handler
//                   answers at once with jsc_value_new_from_json(to_json(value)). Latency = interval
//                   between consecutive native arrivals; arrivals 0..19 are warm-up, so the 1,000
//                   samples are arrival[k] - arrival[k-1] for k = 20..1019 (us).
//   call_async_js_rtt_p50/p95  call_async_javascript_function("return await Promise.resolve(a + 1)",
//                   a{sv} {"a": <int32 1>}) → _finish → to_json, sequential; 20 warm-up + 1,000 (us).
#include "bench.h"
#include "bench_calls.h"

#include <string.h>

#define SINK_WARMUP 100
#define SINK_TIMED 10000
#define RPC_TOTAL 1020
#define RPC_DROPPED 20
#define CALL_WARMUP 20
#define CALL_TIMED 1000

typedef struct {
    guint received;    // sink messages received in the current batch
    guint expected;    // size of the current batch
    gboolean batch_done;
    gint64 last_us;    // when the last message of the batch arrived
    gint64 rpc_arrivals[RPC_TOTAL];
    guint rpc_count;
} Bridge;

static void on_sink_message(WebKitUserContentManager *ucm, gpointer message, gpointer user_data) {
    (void)ucm;
    Bridge *bridge = user_data;
    char *json = jsc_value_to_json(bench_toolkit_message_value(message), 0);
    bridge->received++;
    if (bridge->received == bridge->expected) {
        bridge->last_us = bench_now_us();
        char *want = g_strdup_printf("%u", bridge->expected - 1);
        if (json == NULL || strcmp(json, want) != 0)
            bench_fail("last sink message was %s, expected %s", json ? json : "(undefined)", want);
        g_free(want);
        bridge->batch_done = TRUE;
    } else if (bridge->received > bridge->expected) {
        bench_fail("more sink messages than posted (%u > %u)", bridge->received, bridge->expected);
    }
    g_free(json);
}

static gboolean on_rpc_message(WebKitUserContentManager *ucm, JSCValue *value, WebKitScriptMessageReply *reply,
                               gpointer user_data) {
    (void)ucm;
    Bridge *bridge = user_data;
    if (bridge->rpc_count >= RPC_TOTAL) bench_fail("more rpc messages than the %d posted", RPC_TOTAL);
    bridge->rpc_arrivals[bridge->rpc_count++] = bench_now_us();
    char *json = jsc_value_to_json(value, 0);
    if (json == NULL) bench_fail("rpc message %u has no JSON value", bridge->rpc_count);
    JSCValue *answer = jsc_value_new_from_json(jsc_value_get_context(value), json);
    webkit_script_message_reply_return_value(reply, answer);
    g_object_unref(answer);
    g_free(json);
    return TRUE;
}

typedef struct {
    gboolean done;
    gint64 end_us;
    char *json;  // result of the call, for the callers that check it
    const char *what;
} JsCall;

static void on_evaluate_finished(GObject *source, GAsyncResult *result, gpointer user_data) {
    JsCall *call = user_data;
    GError *error = NULL;
    JSCValue *value = webkit_web_view_evaluate_javascript_finish(WEBKIT_WEB_VIEW(source), result, &error);
    if (value == NULL) bench_fail("%s failed: %s", call->what, error->message);
    call->json = jsc_value_to_json(value, 0);
    call->end_us = bench_now_us();
    g_object_unref(value);
    call->done = TRUE;
}

static void on_call_async_finished(GObject *source, GAsyncResult *result, gpointer user_data) {
    JsCall *call = user_data;
    GError *error = NULL;
    JSCValue *value = webkit_web_view_call_async_javascript_function_finish(WEBKIT_WEB_VIEW(source), result, &error);
    if (value == NULL) bench_fail("%s failed: %s", call->what, error->message);
    call->json = jsc_value_to_json(value, 0);
    call->end_us = bench_now_us();
    g_object_unref(value);
    call->done = TRUE;
}

// Posts `count` sink messages from one evaluate call; returns microseconds to the last receipt.
static gint64 sink_batch(Bridge *bridge, BenchView *view, guint count) {
    char *script = g_strdup_printf(
        "for (let i = 0; i < %u; i++) window.webkit.messageHandlers.sink.postMessage(i); undefined", count);
    JsCall call = {.what = "evaluate_javascript(sink loop)"};
    bridge->received = 0;
    bridge->expected = count;
    bridge->batch_done = FALSE;
    gint64 start = bench_now_us();
    webkit_web_view_evaluate_javascript(view->view, script, -1, NULL, NULL, NULL, on_evaluate_finished, &call);
    bench_wait_batch(&bridge->batch_done, &bridge->received, count, 60, "sink messages");
    gint64 elapsed = bridge->last_us - start;
    bench_wait(&call.done, BENCH_DEADLINE_S, "the evaluate call of the sink loop to finish");
    g_free(call.json);
    g_free(script);
    return elapsed;
}

static void measure_messages(Bridge *bridge, BenchView *view) {
    sink_batch(bridge, view, SINK_WARMUP);
    gint64 elapsed = sink_batch(bridge, view, SINK_TIMED);
    bench_emit("msgs_per_s", "msg/s", (double)SINK_TIMED * 1e6 / (double)elapsed);
}

static void measure_replies(Bridge *bridge, BenchView *view) {
    static const char body[] =
        "let ok = 0;"
        "for (let i = 0; i < 1020; i++) {"
        "  const r = await window.webkit.messageHandlers.rpc.postMessage({i});"
        "  if (r && r.i === i) ok++;"
        "}"
        "return ok;";
    JsCall call = {.what = "call_async_javascript_function(rpc loop)"};
    bridge->rpc_count = 0;
    webkit_web_view_call_async_javascript_function(view->view, body, -1, NULL, NULL, NULL, NULL,
                                                   on_call_async_finished, &call);
    bench_wait_batch(&call.done, &bridge->rpc_count, RPC_TOTAL, 60, "the call running the rpc loop to finish");
    if (bridge->rpc_count != RPC_TOTAL)
        bench_fail("%u rpc messages arrived, expected %d", bridge->rpc_count, RPC_TOTAL);
    if (call.json == NULL || strcmp(call.json, "1020") != 0)
        bench_fail("rpc loop got %s correct replies, expected 1020", call.json ? call.json : "(undefined)");
    g_free(call.json);

    gint64 samples[RPC_TOTAL - RPC_DROPPED];
    for (int k = RPC_DROPPED; k < RPC_TOTAL; k++)
        samples[k - RPC_DROPPED] = bridge->rpc_arrivals[k] - bridge->rpc_arrivals[k - 1];
    bench_emit_p50_p95_us("reply_rtt", samples, RPC_TOTAL - RPC_DROPPED);
}

static gint64 call_async_once(BenchView *view, int index) {
    gint64 elapsed = gtkweb_bench_call_async_us(view->view, BENCH_DEADLINE_S);
    if (elapsed < 0)
        bench_fail("call_async_javascript_function #%d failed, did not answer 2 or took over %d s", index,
                   BENCH_DEADLINE_S);
    return elapsed;
}

static void measure_call_async(BenchView *view) {
    for (int i = 0; i < CALL_WARMUP; i++) call_async_once(view, i);
    gint64 *samples = g_new(gint64, CALL_TIMED);
    for (int i = 0; i < CALL_TIMED; i++) samples[i] = call_async_once(view, CALL_WARMUP + i);
    bench_emit_p50_p95_us("call_async_js_rtt", samples, CALL_TIMED);
    g_free(samples);
}

void bench_suite_bridge(Bench *bench) {
    bench_note("suite bridge");
    Bridge *bridge = g_new0(Bridge, 1);
    WebKitUserContentManager *ucm = webkit_user_content_manager_new();
    if (!bench_toolkit_register_handler(ucm, "sink"))
        bench_fail("cannot register script message handler \"sink\"");
    if (!webkit_user_content_manager_register_script_message_handler_with_reply(ucm, "rpc", NULL))
        bench_fail("cannot register script message handler with reply \"rpc\"");
    g_signal_connect(ucm, "script-message-received::sink", G_CALLBACK(on_sink_message), bridge);
    g_signal_connect(ucm, "script-message-with-reply-received::rpc", G_CALLBACK(on_rpc_message), bridge);

    BenchView *view = bench_view_new(bench_context(bench), ucm);
    char *url = bench_url(bench, "/");
    bench_view_load(view, url);

    measure_messages(bridge, view);
    measure_replies(bridge, view);
    measure_call_async(view);

    bench_view_destroy(view);
    g_signal_handlers_disconnect_by_data(ucm, bridge);
    g_object_unref(ucm);
    g_free(url);
    g_free(bridge);
}
