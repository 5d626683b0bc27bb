// small_pages.c — see include/bench_calls.h.
#include "bench_calls.h"

#include <string.h>

#ifdef BENCH_GTK4
#include <webkit/webkit.h>
#else
#include <webkit2/webkit2.h>
#endif

// gtkweb-bench-c's BENCH_SMALL_BODY_LENGTH bytes of 'x'.
static char small_body[100];

static void serve_small_page(SoupServer *server, SoupServerMessage *msg, const char *path, GHashTable *query,
                             gpointer user_data) {
    (void)server;
    (void)query;
    (void)user_data;
    // The C program's server.c answers "/" and "/blocker-page" before "/small/": the same comparisons.
    if (strcmp(path, "/") != 0 && strcmp(path, "/blocker-page") != 0 && g_str_has_prefix(path, "/small/")) {
        soup_server_message_set_status(msg, SOUP_STATUS_OK, NULL);
        soup_message_headers_replace(soup_server_message_get_response_headers(msg), "Cache-Control", "no-store");
        soup_server_message_set_response(msg, "text/plain", SOUP_MEMORY_STATIC, small_body, sizeof small_body);
    } else {
        static const char not_found[] = "not found";
        soup_server_message_set_status(msg, SOUP_STATUS_NOT_FOUND, NULL);
        soup_server_message_set_response(msg, "text/plain", SOUP_MEMORY_STATIC, not_found, sizeof not_found - 1);
    }
}

guint16 gtkweb_bench_small_page_server_start(void) {
    memset(small_body, 'x', sizeof small_body);
    SoupServer *server = soup_server_new(NULL, NULL);
    if (server == NULL) return 0;
    soup_server_add_handler(server, NULL, serve_small_page, NULL, NULL);
    GError *error = NULL;
    if (!soup_server_listen_local(server, 0, SOUP_SERVER_LISTEN_IPV4_ONLY, &error)) {
        g_error_free(error);
        g_object_unref(server);
        return 0;
    }
    GSList *uris = soup_server_get_uris(server);
    guint16 port = uris != NULL ? (guint16)g_uri_get_port(uris->data) : 0;
    g_slist_free_full(uris, (GDestroyNotify)g_uri_unref);
    return port;  // the server lives as long as the process
}
