// navigation.c — navigations in a view that already shows a page.
//
// One view on the shared context loads "/nav-a"; each iteration then loads "/nav-b" and goes back to
// "/nav-a". Both pages are small and sent with "Cache-Control: no-store" (this file's own handlers);
// going back restores "/nav-a" from WebKit's back-forward cache, so it reaches no server.
// Figures (medians of 20; the first 3 iterations are warm-up and not counted):
//   nav_warm_ms  webkit_web_view_load_uri("/nav-b") to WEBKIT_LOAD_FINISHED.
//   nav_back_ms  webkit_web_view_go_back to WEBKIT_LOAD_FINISHED.
#include "bench.h"

#include <string.h>

#define NAV_WARMUP 3
#define NAV_TIMED 20

static const char page_a[] =
    "<!doctype html><html><head><meta charset=\"utf-8\"><title>nav a</title></head>"
    "<body><h1>Page A</h1><p><a href=\"/nav-b\">to B</a></p></body></html>";
static const char page_b[] =
    "<!doctype html><html><head><meta charset=\"utf-8\"><title>nav b</title></head>"
    "<body><h1>Page B</h1><p><a href=\"/nav-a\">to A</a></p></body></html>";

static void handle_nav(SoupServer *server, SoupServerMessage *msg, const char *path, GHashTable *query,
                       gpointer user_data) {
    (void)server;
    (void)query;
    (void)user_data;
    const char *body = strcmp(path, "/nav-a") == 0 ? page_a : page_b;
    soup_server_message_set_status(msg, SOUP_STATUS_OK, NULL);
    soup_message_headers_replace(soup_server_message_get_response_headers(msg), "Cache-Control", "no-store");
    soup_server_message_set_response(msg, "text/html; charset=utf-8", SOUP_MEMORY_STATIC, body, strlen(body));
}

static void expect_uri(BenchView *view, const char *want, const char *after) {
    const char *uri = webkit_web_view_get_uri(view->view);
    if (uri == NULL || strcmp(uri, want) != 0) bench_fail("%s ended at %s, expected %s", after, uri ? uri : "(none)", want);
}

void bench_suite_navigation(Bench *bench) {
    bench_note("suite navigation");
    soup_server_add_handler(bench->server, "/nav-a", handle_nav, NULL, NULL);
    soup_server_add_handler(bench->server, "/nav-b", handle_nav, NULL, NULL);
    char *a = bench_url(bench, "/nav-a");
    char *b = bench_url(bench, "/nav-b");
    BenchView *view = bench_view_new(bench_context(bench), NULL);
    bench_view_load(view, a);

    gint64 warm[NAV_TIMED], back[NAV_TIMED];
    for (int i = 0; i < NAV_WARMUP + NAV_TIMED; i++) {
        gint64 loaded = bench_view_load(view, b);
        expect_uri(view, b, "load of /nav-b");
        view->load_finished = FALSE;
        gint64 start = bench_now_us();
        webkit_web_view_go_back(view->view);
        bench_view_wait_loaded(view, a);
        gint64 returned = view->finished_us - start;
        expect_uri(view, a, "go_back");
        if (i >= NAV_WARMUP) {
            warm[i - NAV_WARMUP] = loaded;
            back[i - NAV_WARMUP] = returned;
        }
    }
    bench_emit("nav_warm_ms", "ms", bench_ms(bench_percentile(warm, NAV_TIMED, 0.5)));
    bench_emit("nav_back_ms", "ms", bench_ms(bench_percentile(back, NAV_TIMED, 0.5)));

    bench_view_destroy(view);
    soup_server_remove_handler(bench->server, "/nav-a");
    soup_server_remove_handler(bench->server, "/nav-b");
    g_free(b);
    g_free(a);
}
