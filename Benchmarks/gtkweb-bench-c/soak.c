// soak.c — the plain-C reference for gtkweb-bench's soak suite: the same navigations without GtkWeb.
//
// Ten views on the shared context share one user-content manager: a user script at document end posts
// five messages to "soak" on every page, and the handler counts them. The views load /soak/page-<n> in
// turn (n = 0 … GTKWEB_SOAK_NAVIGATIONS-1, default 2,000), each to load-finished. Every 200 navigations the
// resident memory of this process and the summed resident memory of its web processes are read.
// Figures (GtkWeb's names; plain C has no hibernation, downloads or blocker preparations in between):
//   soak_ui_rss_mb_per_1000, soak_web_rss_mb_per_1000  growth per 1,000 navigations over the second half
//   soak_navigations, soak_script_messages
#include "bench.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define SOAK_TABS 10
#define SOAK_SAMPLE_EVERY 200
#define SOAK_MAX_PROCESSES 4096

static const char soak_poster[] =
    "for (let i = 0; i < 5; i++) window.webkit.messageHandlers.soak.postMessage(location.pathname + ' ' + i);";

// The page GtkWeb's SoakPages.page(path:) serves for the same path, byte for byte.
static void soak_page(SoupServer *server, SoupServerMessage *msg, const char *path, GHashTable *query,
                      gpointer user_data) {
    (void)server;
    (void)query;
    (void)user_data;
    const char *name = strrchr(path, '/') != NULL ? strrchr(path, '/') + 1 : "page";
    GString *html = g_string_new(NULL);
    g_string_append_printf(html,
                           "<!doctype html><html><head><meta charset=\"utf-8\"><title>soak %s</title></head>"
                           "<body><h1>%s</h1><p>",
                           name, name);
    for (int i = 0; i < 200; i++) g_string_append(html, "Soak text. ");
    g_string_append_printf(html,
                           "</p><img src=\"/img0.png\"><script>document.body.dataset.n = [...'%s'].length;</script>"
                           "</body></html>",
                           name);
    soup_server_message_set_status(msg, SOUP_STATUS_OK, NULL);
    soup_message_headers_replace(soup_server_message_get_response_headers(msg), "Cache-Control", "no-store");
    gsize length = html->len;
    soup_server_message_set_response(msg, "text/html; charset=utf-8", SOUP_MEMORY_TAKE,
                                     g_string_free(html, FALSE), length);
}

typedef struct {
    guint received;
    guint expected;  // G_MAXUINT until the navigations are done
    gboolean all_arrived;
} SoakMessages;

static void on_soak_message(WebKitUserContentManager *ucm, WebKitJavascriptResult *result, gpointer user_data) {
    (void)ucm;
    (void)result;
    SoakMessages *messages = user_data;
    messages->received++;
    messages->all_arrived = messages->received >= messages->expected;
}

// VmRSS of `pid` in kB, or 0 once it is gone.
static long rss_kilobytes(int pid) {
    char path[64], *text = NULL;
    snprintf(path, sizeof path, "/proc/%d/status", pid);
    if (!g_file_get_contents(path, &text, NULL, NULL)) return 0;
    char *line = strstr(text, "\nVmRSS:");
    long value = line != NULL ? strtol(line + strlen("\nVmRSS:"), NULL, 10) : 0;
    g_free(text);
    return value;
}

static gboolean is_web_process(int pid) {
    char path[64], *name = NULL;
    snprintf(path, sizeof path, "/proc/%d/comm", pid);
    if (!g_file_get_contents(path, &name, NULL, NULL)) return FALSE;
    gboolean web = g_str_has_prefix(name, "WebKitWebProces");
    g_free(name);
    return web;
}

static double web_rss_mb(void) {
    static int found[SOAK_MAX_PROCESSES];
    size_t count = bench_descendants((int)getpid(), found, SOAK_MAX_PROCESSES);
    long kilobytes = 0;
    for (size_t i = 0; i < count; i++)
        if (is_web_process(found[i])) kilobytes += rss_kilobytes(found[i]);
    return (double)kilobytes / 1024.0;
}

void bench_suite_soak(Bench *bench) {
    bench_note("suite soak");
    const char *setting = g_getenv("GTKWEB_SOAK_NAVIGATIONS");
    int total = setting != NULL ? MAX(200, atoi(setting)) : 2000;
    soup_server_add_handler(bench->server, "/soak", soak_page, NULL, NULL);

    SoakMessages messages = {.expected = G_MAXUINT};
    WebKitUserContentManager *ucm = webkit_user_content_manager_new();
    g_signal_connect(ucm, "script-message-received::soak", G_CALLBACK(on_soak_message), &messages);
    webkit_user_content_manager_register_script_message_handler(ucm, "soak");
    WebKitUserScript *script = webkit_user_script_new(soak_poster, WEBKIT_USER_CONTENT_INJECT_TOP_FRAME,
                                                      WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_END, NULL, NULL);
    webkit_user_content_manager_add_script(ucm, script);
    webkit_user_script_unref(script);

    BenchView *views[SOAK_TABS];
    for (int index = 0; index < SOAK_TABS; index++) {
        char path[32];
        snprintf(path, sizeof path, "/soak/open-%d", index);
        char *url = bench_url(bench, path);
        views[index] = bench_view_new(bench_context(bench), ucm);
        bench_view_load(views[index], url);
        g_free(url);
    }
    int samples = total / SOAK_SAMPLE_EVERY;
    double *ui = g_new0(double, samples), *web = g_new0(double, samples);
    for (int index = 0; index < total; index++) {
        char path[32];
        snprintf(path, sizeof path, "/soak/page-%d", index);
        char *url = bench_url(bench, path);
        bench_view_load(views[index % SOAK_TABS], url);
        g_free(url);
        if ((index + 1) % SOAK_SAMPLE_EVERY == 0) {
            int sample = (index + 1) / SOAK_SAMPLE_EVERY - 1;
            ui[sample] = (double)rss_kilobytes((int)getpid()) / 1024.0;
            web[sample] = web_rss_mb();
        }
    }
    messages.expected = (guint)(total + SOAK_TABS) * 5;
    messages.all_arrived = messages.received >= messages.expected;
    bench_wait_batch(&messages.all_arrived, &messages.received, messages.expected, 60, "the soak's script messages");
    int middle = (samples - 1) / 2, end = samples - 1;
    double span = (double)((end - middle) * SOAK_SAMPLE_EVERY);
    bench_emit("soak_navigations", "count", total);
    bench_emit("soak_script_messages", "count", messages.received);
    bench_emit("soak_ui_rss_mb_per_1000", "MB", span > 0 ? (ui[end] - ui[middle]) * 1000 / span : 0);
    bench_emit("soak_web_rss_mb_per_1000", "MB", span > 0 ? (web[end] - web[middle]) * 1000 / span : 0);
    g_free(ui);
    g_free(web);
    for (int index = 0; index < SOAK_TABS; index++) bench_view_destroy(views[index]);
    soup_server_remove_handler(bench->server, "/soak");
    g_object_unref(ucm);
}
