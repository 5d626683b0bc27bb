// downloads.c — a 200 MiB download through WebKit from plain C, and curl on the same server.
//
// The server streams /download/stream as gtkweb-bench's fixture server does: 200 MiB of one 1 MiB
// block of pseudo-random bytes, appended 256 KiB at a time on `wrote-chunk`, with Content-Length and
// `Content-Disposition: attachment`. Three rounds, curl first in each:
//   download_200mib_curl_mb_per_s  `curl -s -f -o FILE URL` from this server (MB/s, 10^6 bytes)
//   download_200mib_mb_per_s       webkit_web_view_download_uri in an ephemeral context (GTK 4: its
//                                  ephemeral network session; toolkit.h), destination
//                                  set in `decide-destination`, timed to `finished` (MB/s)
// Each figure is the median of the three rounds; each file's size is checked, then it is removed.
#include "bench.h"

#include <glib/gstdio.h>

#define DOWNLOAD_LENGTH ((goffset)200 << 20)
#define DOWNLOAD_CHUNK (256 * 1024)
#define DOWNLOAD_BLOCK (1 << 20)
#define DOWNLOAD_ROUNDS 3

static guint8 download_block[DOWNLOAD_BLOCK];

typedef struct {
    goffset sent;
} Stream;

static void append_next(SoupServerMessage *msg, Stream *stream) {
    SoupMessageBody *body = soup_server_message_get_response_body(msg);
    if (stream->sent >= DOWNLOAD_LENGTH) {
        soup_message_body_complete(body);
        return;
    }
    goffset offset = stream->sent % DOWNLOAD_BLOCK;
    gsize count = (gsize)MIN((goffset)DOWNLOAD_CHUNK, MIN(DOWNLOAD_LENGTH - stream->sent, DOWNLOAD_BLOCK - offset));
    soup_message_body_append(body, SOUP_MEMORY_COPY, download_block + offset, count);
    stream->sent += (goffset)count;
}

static void on_wrote_chunk(SoupServerMessage *msg, gpointer user_data) { append_next(msg, user_data); }

static void serve_stream(SoupServer *server, SoupServerMessage *msg, const char *path, GHashTable *query,
                         gpointer user_data) {
    (void)server;
    (void)path;
    (void)query;
    (void)user_data;
    soup_server_message_set_status(msg, 200, NULL);
    SoupMessageHeaders *headers = soup_server_message_get_response_headers(msg);
    soup_message_headers_replace(headers, "Cache-Control", "no-store");
    soup_message_headers_replace(headers, "Content-Disposition", "attachment; filename=\"bench.bin\"");
    soup_message_headers_set_content_type(headers, "application/octet-stream", NULL);
    soup_message_headers_set_content_length(headers, DOWNLOAD_LENGTH);
    soup_message_body_set_accumulate(soup_server_message_get_response_body(msg), FALSE);
    Stream *stream = g_new0(Stream, 1);
    g_object_set_data_full(G_OBJECT(msg), "bench-stream", stream, g_free);
    g_signal_connect(msg, "wrote-chunk", G_CALLBACK(on_wrote_chunk), stream);
    append_next(msg, stream);
}

static double rate_since(gint64 start_us) { return (double)DOWNLOAD_LENGTH / (double)(bench_now_us() - start_us); }

static void check_and_remove(const char *file) {
    GStatBuf info;
    if (g_stat(file, &info) != 0 || info.st_size != DOWNLOAD_LENGTH)
        bench_fail("%s does not have %" G_GOFFSET_FORMAT " bytes", file, DOWNLOAD_LENGTH);
    g_remove(file);
}

typedef struct {
    gboolean done;
    gint status;
} CurlRun;

static void on_curl_exit(GPid pid, gint status, gpointer user_data) {
    CurlRun *run = user_data;
    run->status = status;
    run->done = TRUE;
    g_spawn_close_pid(pid);
}

// curl runs while this process's main loop serves it, so the wait iterates the loop.
static double curl_rate(const char *url, const char *file) {
    char *argv[] = {"/usr/bin/curl", "-s", "-f", "-o", (char *)file, (char *)url, NULL};
    GPid pid;
    GError *error = NULL;
    gint64 start = bench_now_us();
    if (!g_spawn_async(NULL, argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL, &pid, &error))
        bench_fail("cannot run curl: %s", error->message);
    CurlRun run = {0};
    g_child_watch_add(pid, on_curl_exit, &run);
    bench_wait(&run.done, BENCH_DEADLINE_S, "curl to fetch %s", url);
    double rate = rate_since(start);
    if (!g_spawn_check_wait_status(run.status, &error)) bench_fail("curl failed: %s", error->message);
    return rate;
}

typedef struct {
    const char *file;
    gboolean done;
} WebKitRun;

static gboolean on_decide_destination(WebKitDownload *download, gchar *suggested, gpointer user_data) {
    (void)suggested;
    webkit_download_set_destination(download, ((WebKitRun *)user_data)->file);
    return TRUE;
}

static void on_finished(WebKitDownload *download, gpointer user_data) {
    (void)download;
    ((WebKitRun *)user_data)->done = TRUE;
}

static void on_failed(WebKitDownload *download, GError *error, gpointer user_data) {
    (void)download;
    (void)user_data;
    bench_fail("the WebKit download failed: %s", error->message);
}

static double webkit_rate(WebKitWebView *view, const char *url, const char *file) {
    WebKitRun run = {.file = file};
    gint64 start = bench_now_us();
    WebKitDownload *download = webkit_web_view_download_uri(view, url);
    g_signal_connect(download, "decide-destination", G_CALLBACK(on_decide_destination), &run);
    g_signal_connect(download, "failed", G_CALLBACK(on_failed), &run);
    g_signal_connect(download, "finished", G_CALLBACK(on_finished), &run);
    bench_wait(&run.done, BENCH_DEADLINE_S, "the WebKit download of %s to finish", url);
    double rate = rate_since(start);
    g_signal_handlers_disconnect_by_data(download, &run);
    g_object_unref(download);
    return rate;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median3(double values[DOWNLOAD_ROUNDS]) {
    qsort(values, DOWNLOAD_ROUNDS, sizeof values[0], compare_doubles);
    return values[DOWNLOAD_ROUNDS / 2];
}

void bench_suite_downloads(Bench *bench) {
    // The same xorshift block as FixtureServer.downloadPattern: incompressible, so nothing is cheaper here.
    guint64 state = 0x9E3779B97F4A7C15ull;
    for (gsize i = 0; i < DOWNLOAD_BLOCK; i++) {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        download_block[i] = (guint8)(state >> 24);
    }
    soup_server_add_handler(bench->server, "/download/stream", serve_stream, NULL, NULL);
    WebKitWebContext *context = bench_toolkit_ephemeral_context_new();
    WebKitWebView *view = WEBKIT_WEB_VIEW(g_object_ref_sink(bench_toolkit_view_new(context, NULL)));
    char *url = bench_url(bench, "/download/stream");
    char *curl_file = g_build_filename(bench->workdir, "c-curl.bin", NULL);
    char *webkit_file = g_build_filename(bench->workdir, "c-webkit.bin", NULL);
    double curl[DOWNLOAD_ROUNDS], webkit[DOWNLOAD_ROUNDS];
    for (int round = 0; round < DOWNLOAD_ROUNDS; round++) {
        curl[round] = curl_rate(url, curl_file);
        check_and_remove(curl_file);
        webkit[round] = webkit_rate(view, url, webkit_file);
        check_and_remove(webkit_file);
    }
    bench_emit("download_200mib_mb_per_s", "MB/s", median3(webkit));
    bench_emit("download_200mib_curl_mb_per_s", "MB/s", median3(curl));
    g_free(webkit_file);
    g_free(curl_file);
    g_free(url);
    g_object_unref(view);
    g_object_unref(context);
}
