// snapshots.c — a 1280x800 view captured with webkit_web_view_get_snapshot and encoded the plain way.
//
// The page (/snapshot-page, the same bytes as gtkweb-bench's SnapshotsSuite) is loaded into a view
// in its own 1280x800 GtkWindow. Each figure is the median of 20 timed runs after 2 warm-ups, one
// after another: visible-region snapshot → _finish → encode into memory, the toolkit's plain way (toolkit.h;
// _finish gives a cairo surface on WebKitGTK 4.1, a GdkTexture on 6.0).
//   snapshot_capture_ms  the capture alone, to its pixels in memory (GTK 4: the texture downloaded, as
//                        GtkWeb's capture does) (ms)
//   snapshot_png_ms      capture + PNG (GTK 3 cairo_surface_write_to_png_stream, GTK 4
//                        gdk_texture_save_to_png_bytes) (ms)
//   snapshot_png_kb      the PNG's size (KiB)
//   snapshot_jpeg_ms     capture + a GdkPixbuf of it + gdk_pixbuf_save_to_buffer jpeg q85 (ms)
//   pdf_export_ms        the page printed to a PDF file (pdf.c says how; ms)
#include "bench.h"

#define SNAPSHOT_WARMUP 2
#define SNAPSHOT_TIMED 20

// Kept byte for byte equal to SnapshotsSuite.page in Benchmarks/gtkweb-bench/SnapshotsSuite.swift.
static const char snapshot_page[] =
    "<!doctype html><html><head><meta charset=\"utf-8\"><title>snapshot</title><style>"
    "body{margin:0;font:16px sans-serif;background:linear-gradient(#fdf6e3,#eee8d5)}"
    "header{background:#268bd2;color:#fff;padding:24px;font-size:32px}"
    ".grid{display:grid;grid-template-columns:repeat(4,1fr);gap:16px;padding:16px}"
    ".card{height:140px;border-radius:12px;padding:12px;color:#fff}"
    "</style></head><body><header>GtkWeb snapshot benchmark</header><div class=grid>"
    "<div class=card style=background:#dc322f>Red</div><div class=card style=background:#859900>Green</div>"
    "<div class=card style=background:#b58900>Yellow</div><div class=card style=background:#6c71c4>Violet</div>"
    "<div class=card style=background:#2aa198>Cyan</div><div class=card style=background:#d33682>Magenta</div>"
    "<div class=card style=background:#cb4b16>Orange</div><div class=card style=background:#073642>Base</div>"
    "</div><p style=padding:16px>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor "
    "incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco "
    "laboris nisi ut aliquip ex ea commodo consequat.</p></body></html>";

static void serve_page(SoupServer *server, SoupServerMessage *msg, const char *path, GHashTable *query,
                       gpointer user_data) {
    (void)server;
    (void)path;
    (void)query;
    (void)user_data;
    soup_server_message_set_status(msg, 200, NULL);
    soup_message_headers_replace(soup_server_message_get_response_headers(msg), "Cache-Control", "no-store");
    soup_server_message_set_response(msg, "text/html", SOUP_MEMORY_STATIC, snapshot_page, sizeof snapshot_page - 1);
}

static void on_load_changed(WebKitWebView *view, WebKitLoadEvent event, gpointer user_data) {
    (void)view;
    if (event == WEBKIT_LOAD_FINISHED) *(gboolean *)user_data = TRUE;
}

typedef struct {
    gboolean done;
    gpointer snapshot;
} Capture;

static void on_snapshot(GObject *source, GAsyncResult *result, gpointer user_data) {
    Capture *capture = user_data;
    GError *error = NULL;
    capture->snapshot = webkit_web_view_get_snapshot_finish(WEBKIT_WEB_VIEW(source), result, &error);
    if (capture->snapshot == NULL) bench_fail("webkit_web_view_get_snapshot failed: %s", error->message);
    capture->done = TRUE;
}

static gpointer capture(WebKitWebView *view) {
    Capture result = {0};
    webkit_web_view_get_snapshot(view, WEBKIT_SNAPSHOT_REGION_VISIBLE, WEBKIT_SNAPSHOT_OPTIONS_NONE, NULL,
                                 on_snapshot, &result);
    bench_wait(&result.done, BENCH_DEADLINE_S, "webkit_web_view_get_snapshot to finish");
    return result.snapshot;
}

// JPEG at quality 85 through a GdkPixbuf; returns its size in bytes.
static gsize encode_jpeg(gpointer snapshot) {
    GdkPixbuf *pixbuf = bench_toolkit_snapshot_pixbuf(snapshot);
    gchar *buffer = NULL;
    gsize size = 0;
    GError *error = NULL;
    if (!gdk_pixbuf_save_to_buffer(pixbuf, &buffer, &size, "jpeg", &error, "quality", "85", NULL))
        bench_fail("gdk_pixbuf_save_to_buffer jpeg failed: %s", error->message);
    g_free(buffer);
    g_object_unref(pixbuf);
    return size;
}

typedef enum { ENCODE_NONE, ENCODE_PNG, ENCODE_JPEG } Encoding;

// One capture + encode; returns the encoded size in bytes (0 for ENCODE_NONE).
static gsize capture_and_encode(WebKitWebView *view, Encoding encoding) {
    gpointer snapshot = capture(view);
    gsize size = 0;
    if (encoding == ENCODE_NONE) bench_toolkit_snapshot_read_pixels(snapshot);
    else if (encoding == ENCODE_PNG) size = bench_toolkit_snapshot_png(snapshot);
    else if (encoding == ENCODE_JPEG) size = encode_jpeg(snapshot);
    bench_toolkit_snapshot_free(snapshot);
    return size;
}

static double median_ms(WebKitWebView *view, Encoding encoding, gsize *size) {
    gint64 samples[SNAPSHOT_TIMED];
    for (int i = 0; i < SNAPSHOT_WARMUP; i++) capture_and_encode(view, encoding);
    for (int i = 0; i < SNAPSHOT_TIMED; i++) {
        gint64 start = bench_now_us();
        *size = capture_and_encode(view, encoding);
        samples[i] = bench_now_us() - start;
    }
    return bench_ms(bench_percentile(samples, SNAPSHOT_TIMED, 0.5));
}

void bench_suite_snapshots(Bench *bench) {
    soup_server_add_handler(bench->server, "/snapshot-page", serve_page, NULL, NULL);
    WebKitWebView *view = bench_toolkit_view_new(bench_context(bench), NULL);
    GtkWidget *window = bench_toolkit_window_new(view, 1280, 800);
    gboolean loaded = FALSE;
    g_signal_connect(view, "load-changed", G_CALLBACK(on_load_changed), &loaded);
    char *url = bench_url(bench, "/snapshot-page");
    webkit_web_view_load_uri(view, url);
    bench_wait(&loaded, BENCH_DEADLINE_S, "load of %s to finish", url);
    g_signal_handlers_disconnect_by_data(view, &loaded);
    g_free(url);
    gpointer first = capture(view);
    int width = bench_toolkit_snapshot_width(first), height = bench_toolkit_snapshot_height(first);
    bench_toolkit_snapshot_free(first);
    bench_note("snapshots: the view's snapshot is %dx%d", width, height);
    gsize size = 0;
    bench_emit("snapshot_capture_ms", "ms", median_ms(view, ENCODE_NONE, &size));
    bench_emit("snapshot_png_ms", "ms", median_ms(view, ENCODE_PNG, &size));
    bench_emit("snapshot_png_kb", "KiB", (double)size / 1024.0);
    bench_emit("snapshot_jpeg_ms", "ms", median_ms(view, ENCODE_JPEG, &size));
    bench_emit("pdf_export_ms", "ms", bench_pdf_export_ms(view, bench->workdir));
    bench_toolkit_window_destroy(window);
}
