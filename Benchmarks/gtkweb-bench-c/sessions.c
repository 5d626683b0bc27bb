// sessions.c — the plain-C references for gtkweb-bench's sessions suite.
//
// Figures (same names as GtkWeb's, which measure the session manager doing the same job):
//   session_restore_ms  one new view on the shared context, from just before creation to
//                       WEBKIT_LOAD_FINISHED of "/" (GtkWeb: restoring 100 tabs to the active one's).
//   session_new_tab_ms  a second, unrelated view while the first is live, to load-finished of "/".
//                       Also emitted as session_new_tab_spare_ms and session_new_tab_shared_ms: the
//                       reference for GtkWeb's new tab on a prewarmed spare engine (isolated or sharing
//                       a web process) is the same plain second view.
//   hibernate_ms        webkit_web_view_get_session_state + webkit_web_view_session_state_serialize of a
//                       view with two history entries ("/", "/?second"), then destroying the view.
//   rehydrate_ms        a new view, webkit_web_view_session_state_new + restore_session_state, then
//                       go_to_back_forward_list_item(current) to load-finished.
#include "bench.h"

// A new view on the shared context, loaded; `*elapsed_us` runs from before its creation to load-finished.
static BenchView *new_loaded_view(Bench *bench, const char *url, gint64 *elapsed_us) {
    gint64 start = bench_now_us();
    BenchView *view = bench_view_new(bench_context(bench), NULL);
    bench_view_load(view, url);
    *elapsed_us = view->finished_us - start;
    return view;
}

void bench_suite_sessions(Bench *bench) {
    bench_note("suite sessions");
    char *url = bench_url(bench, "/");
    char *second_url = bench_url(bench, "/?second");

    gint64 elapsed = 0;
    BenchView *first = new_loaded_view(bench, url, &elapsed);
    bench_emit("session_restore_ms", "ms", bench_ms(elapsed));
    BenchView *second = new_loaded_view(bench, url, &elapsed);
    bench_emit("session_new_tab_ms", "ms", bench_ms(elapsed));
    bench_emit("session_new_tab_spare_ms", "ms", bench_ms(elapsed));
    bench_emit("session_new_tab_shared_ms", "ms", bench_ms(elapsed));
    bench_view_load(second, second_url);

    gint64 start = bench_now_us();
    WebKitWebViewSessionState *state = webkit_web_view_get_session_state(second->view);
    GBytes *bytes = webkit_web_view_session_state_serialize(state);
    webkit_web_view_session_state_unref(state);
    bench_view_destroy(second);
    bench_emit("hibernate_ms", "ms", bench_ms(bench_now_us() - start));

    start = bench_now_us();
    BenchView *again = bench_view_new(bench_context(bench), NULL);
    WebKitWebViewSessionState *restored = webkit_web_view_session_state_new(bytes);
    if (restored == NULL) bench_fail("WebKit refused its own serialized session state");
    webkit_web_view_restore_session_state(again->view, restored);
    webkit_web_view_session_state_unref(restored);
    WebKitBackForwardList *list = webkit_web_view_get_back_forward_list(again->view);
    WebKitBackForwardListItem *current = webkit_back_forward_list_get_current_item(list);
    if (current == NULL) bench_fail("the restored session state has no current entry");
    again->load_finished = FALSE;
    webkit_web_view_go_to_back_forward_list_item(again->view, current);
    bench_view_wait_loaded(again, second_url);
    bench_emit("rehydrate_ms", "ms", bench_ms(again->finished_us - start));
    if (!webkit_web_view_can_go_back(again->view)) bench_fail("the rehydrated view lost its back list");

    g_bytes_unref(bytes);
    bench_view_destroy(again);
    bench_view_destroy(first);
    g_free(second_url);
    g_free(url);
}
