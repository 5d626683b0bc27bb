// server.c — the in-process libsoup-3 fixture server on 127.0.0.1 (free port, IPv4 only).
//
// Routes (GET; every response carries "Cache-Control: no-store" so each load really reaches
// the server and no run is served from WebKit's caches):
//   /               200 text/html  — a small static page (foundation, bridge)
//   /blocker-page   200 text/html  — a page with 5 images: <img src="/img0.png"> … /img4.png
//   /img0.png … /img4.png
//                   200 image/png  — the same 68-byte 1x1 transparent PNG
//   /small/<n>      200 text/plain — 100 bytes of 'x' (windows: fetch throughput)
//   anything else   404 text/plain — "not found" (e.g. /favicon.ico)
// The benchmark rules never match 127.0.0.1, so with the 50k list attached the 5 images still
// load: the figure measures what the attached list costs, not what blocking saves.
#include "bench.h"

#include <string.h>

static const char index_html[] =
    "<!doctype html><html><head><meta charset=\"utf-8\"><title>gtkweb-bench fixture</title></head>"
    "<body><h1>gtkweb-bench</h1><p>Fixture page.</p></body></html>";

static const char blocker_page_html[] =
    "<!doctype html><html><head><meta charset=\"utf-8\"><title>gtkweb-bench blocker page</title></head>"
    "<body><h1>blocker page</h1>"
    "<img src=\"/img0.png\" width=\"1\" height=\"1\"><img src=\"/img1.png\" width=\"1\" height=\"1\">"
    "<img src=\"/img2.png\" width=\"1\" height=\"1\"><img src=\"/img3.png\" width=\"1\" height=\"1\">"
    "<img src=\"/img4.png\" width=\"1\" height=\"1\">"
    "</body></html>";

// A valid 1x1 RGBA PNG (one transparent pixel).
static const unsigned char tiny_png[] = {
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4,
    0x89, 0x00, 0x00, 0x00, 0x0b, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0x60, 0x00, 0x02, 0x00,
    0x00, 0x05, 0x00, 0x01, 0x7a, 0x5e, 0xab, 0x3f, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44,
    0xae, 0x42, 0x60, 0x82,
};

static void respond(SoupServerMessage *msg, guint status, const char *content_type,
                    const void *body, gsize length) {
    soup_server_message_set_status(msg, status, NULL);
    soup_message_headers_replace(soup_server_message_get_response_headers(msg), "Cache-Control",
                                 "no-store");
    soup_server_message_set_response(msg, content_type, SOUP_MEMORY_STATIC, body, length);
}

static gboolean is_image_path(const char *path) {
    // Exactly "/img<d>.png" with d in 0..4.
    return strlen(path) == 9 && strncmp(path, "/img", 4) == 0 && path[4] >= '0' && path[4] <= '4' &&
           strcmp(path + 5, ".png") == 0;
}

static void handle_request(SoupServer *server, SoupServerMessage *msg, const char *path,
                           GHashTable *query, gpointer user_data) {
    (void)server;
    (void)query;
    Bench *bench = user_data;
    if (strcmp(path, "/") == 0) {
        respond(msg, SOUP_STATUS_OK, "text/html; charset=utf-8", index_html, sizeof index_html - 1);
    } else if (strcmp(path, "/blocker-page") == 0) {
        respond(msg, SOUP_STATUS_OK, "text/html; charset=utf-8", blocker_page_html,
                sizeof blocker_page_html - 1);
    } else if (g_str_has_prefix(path, "/small/")) {
        respond(msg, SOUP_STATUS_OK, "text/plain", bench_small_body, BENCH_SMALL_BODY_LENGTH);
    } else if (is_image_path(path)) {
        bench->image_requests++;
        respond(msg, SOUP_STATUS_OK, "image/png", tiny_png, sizeof tiny_png);
    } else {
        static const char not_found[] = "not found";
        respond(msg, SOUP_STATUS_NOT_FOUND, "text/plain", not_found, sizeof not_found - 1);
    }
}

void bench_server_start(Bench *bench) {
    GError *error = NULL;
    bench->server = soup_server_new(NULL, NULL);
    if (bench->server == NULL) bench_fail("soup_server_new failed");
    soup_server_add_handler(bench->server, NULL, handle_request, bench, NULL);
    if (!soup_server_listen_local(bench->server, 0, SOUP_SERVER_LISTEN_IPV4_ONLY, &error))
        bench_fail("fixture server cannot listen on 127.0.0.1: %s", error->message);

    GSList *uris = soup_server_get_uris(bench->server);
    if (uris == NULL) bench_fail("fixture server reports no listening URI");
    bench->port = (guint)g_uri_get_port(uris->data);
    g_slist_free_full(uris, (GDestroyNotify)g_uri_unref);
    bench->base_url = g_strdup_printf("http://127.0.0.1:%u", bench->port);
    bench_note("fixture server at %s", bench->base_url);
}

void bench_server_stop(Bench *bench) {
    if (bench->server == NULL) return;
    soup_server_disconnect(bench->server);
    g_clear_object(&bench->server);
    g_clear_pointer(&bench->base_url, g_free);
}

char *bench_url(const Bench *bench, const char *path) {
    return g_strconcat(bench->base_url, path, NULL);
}
