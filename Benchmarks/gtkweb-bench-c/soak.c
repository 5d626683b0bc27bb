// soak.c — the plain-C reference for gtkweb-bench's soak suite: the same navigations without GtkWeb.
//
// Ten views on the shared context share one user-content manager: a user script at document end posts
// five messages to "soak" on every page, and the handler counts them. The views load /soak/page-<n> in
// turn (n = 0 … GTKWEB_SOAK_NAVIGATIONS-1, default 2,000), each to load-finished. After one navigation in
// ten the page opens a popup, as GtkWeb's soak does (SoakPopups): the view evaluates
// "window.open('/soak/popup-<n>')", its `create` handler returns webkit_web_view_new_with_related_view
// parked in a GtkOffscreenWindow (what every GtkWeb engine has), `ready-to-show` moves the child into an
// 800x600 window of its own (GtkWeb adopts it as a tab of the opener's window), and the popup's page calls
// window.close() once loaded: `close` destroys the child with both windows. After one navigation in 100,
// two other tabs hibernate as GtkWeb's do (session state serialized, view destroyed, its web process ended)
// and rehydrate when their turn comes (a new view, the state restored, its current entry loaded, then the
// navigation). Every 200 navigations the resident memory and the heap in use (glibc's mallinfo2, as GtkWeb's
// samples) of this process and the summed resident memory of its web processes are read.
// Figures (GtkWeb's names; plain C has no thumbnails, downloads or blocker preparations in between):
//   soak_ui_rss_mb_per_1000, soak_ui_heap_mb_per_1000, soak_web_rss_mb_per_1000  growth per 1,000
//                   navigations over the second half
//   soak_navigations, soak_script_messages, soak_popups_opened, soak_popups_closed
//   soak_popup_views_left  popup views closed and not finalized once the script messages arrived
//   soak_rehydrations  hibernated tabs made again
#ifndef BENCH_GTK4  // a GTK 3 suite (suites.h): WebKitGTK 4.1 calls
#include "bench.h"
#include "bench_calls.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define SOAK_TABS 10
#define SOAK_SAMPLE_EVERY 200
#define SOAK_MAX_PROCESSES 4096
// One navigation in this many is followed by a popup (GtkWeb's SoakRun.popupEvery).
#define SOAK_POPUP_EVERY 10
// After one navigation in this many, two other tabs hibernate (GtkWeb's SoakRun).
#define SOAK_HIBERNATE_EVERY 100

static const char soak_poster[] =
    "for (let i = 0; i < 5; i++) window.webkit.messageHandlers.soak.postMessage(location.pathname + ' ' + i);";

// The page GtkWeb's SoakPages.page(path:) serves for the same path, byte for byte: a popup's page
// (/soak/popup-<n>) closes its window once loaded.
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
                           "%s</body></html>",
                           name,
                           g_str_has_prefix(name, "popup-")
                               ? "<script>addEventListener('load', () => window.close());</script>"
                               : "");
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

// The popup being opened: at most one at a time, each awaited until it closed itself.
typedef struct {
    GtkWidget *parking;  // the child's offscreen window, from `create` until `close`
    GtkWidget *window;   // the child's window once `ready-to-show` moved it there
    WebKitWebView *child;
    guint opened;  // popups shown
    guint closed;  // popups that closed themselves
    guint finalized;  // popup views finalized (their last reference dropped)
    gboolean done;  // the current popup was shown and closed
} SoakPopups;

static void on_popup_ready_to_show(WebKitWebView *child, gpointer user_data) {
    SoakPopups *popups = user_data;
    g_object_ref(child);
    gtk_container_remove(GTK_CONTAINER(popups->parking), GTK_WIDGET(child));
    popups->window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_default_size(GTK_WINDOW(popups->window), 800, 600);
    gtk_container_add(GTK_CONTAINER(popups->window), GTK_WIDGET(child));
    g_object_unref(child);
    gtk_widget_show_all(popups->window);
    popups->opened++;
}

static void on_popup_close(WebKitWebView *child, gpointer user_data) {
    SoakPopups *popups = user_data;
    g_signal_handlers_disconnect_by_data(child, popups);
    if (popups->window != NULL) gtk_widget_destroy(popups->window);  // destroys the child with it
    gtk_widget_destroy(popups->parking);  // destroys the child when it was never shown
    *popups = (SoakPopups){
        .opened = popups->opened, .closed = popups->closed + 1, .finalized = popups->finalized, .done = TRUE};
}

static void on_popup_finalized(gpointer user_data, GObject *child) {
    (void)child;
    SoakPopups *popups = user_data;
    popups->finalized++;
}

static GtkWidget *on_popup_create(WebKitWebView *opener, WebKitNavigationAction *action, gpointer user_data) {
    (void)action;
    SoakPopups *popups = user_data;
    if (popups->child != NULL) bench_fail("a second popup was requested while one was open");
    popups->child = WEBKIT_WEB_VIEW(webkit_web_view_new_with_related_view(opener));
    popups->parking = gtk_offscreen_window_new();
    gtk_container_add(GTK_CONTAINER(popups->parking), GTK_WIDGET(popups->child));  // sinks the child
    gtk_widget_show_all(popups->parking);
    g_object_weak_ref(G_OBJECT(popups->child), on_popup_finalized, popups);
    g_signal_connect(popups->child, "ready-to-show", G_CALLBACK(on_popup_ready_to_show), popups);
    g_signal_connect(popups->child, "close", G_CALLBACK(on_popup_close), popups);
    return GTK_WIDGET(popups->child);
}

// Makes `view`'s page open `path` with window.open (a script the host runs counts as the user's gesture),
// then waits until the popup was shown and closed itself.
static void soak_popup(Bench *bench, BenchView *view, SoakPopups *popups, const char *path) {
    char *url = bench_url(bench, path);
    char *script = g_strdup_printf("window.open('%s'); true", url);
    guint shown = popups->opened;
    popups->done = FALSE;
    webkit_web_view_evaluate_javascript(view->view, script, -1, NULL, NULL, NULL, NULL, NULL);
    bench_wait(&popups->done, BENCH_DEADLINE_S, "the popup %s to show and close itself", path);
    if (popups->opened == shown) bench_fail("the popup %s closed without being shown", path);
    g_free(script);
    g_free(url);
}

// Hibernates a tab as GtkWeb does (BrowserSession.hibernate): its session state is serialized and its view
// destroyed, which ends its web process. Returns the state; `create` is disconnected with the view.
static GBytes *soak_hibernate(BenchView *view) {
    WebKitWebViewSessionState *state = webkit_web_view_get_session_state(view->view);
    GBytes *saved = webkit_web_view_session_state_serialize(state);
    webkit_web_view_session_state_unref(state);
    g_signal_handlers_disconnect_matched(view->view, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, on_popup_create, NULL);
    bench_view_destroy(view);
    return saved;
}

// Rehydrates a hibernated tab as GtkWeb does when its turn comes: a new view on the shared context and
// user-content manager, the saved state restored, its current entry loaded to load-finished.
static BenchView *soak_rehydrate(Bench *bench, WebKitUserContentManager *ucm, SoakPopups *popups, GBytes *saved) {
    BenchView *view = bench_view_new(bench_context(bench), ucm);
    g_signal_connect(view->view, "create", G_CALLBACK(on_popup_create), popups);
    WebKitWebViewSessionState *state = webkit_web_view_session_state_new(saved);
    if (state == NULL) bench_fail("a hibernated tab's saved state does not restore");
    webkit_web_view_restore_session_state(view->view, state);
    webkit_web_view_session_state_unref(state);
    WebKitBackForwardListItem *current =
        webkit_back_forward_list_get_current_item(webkit_web_view_get_back_forward_list(view->view));
    if (current == NULL) bench_fail("a hibernated tab's restored state has no current entry");
    view->load_finished = FALSE;
    webkit_web_view_go_to_back_forward_list_item(view->view, current);
    bench_view_wait_loaded(view, "the rehydrated tab's page");
    return view;
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

static double web_rss_mb(void) {
    static int found[SOAK_MAX_PROCESSES];
    size_t count = bench_descendants((int)getpid(), found, SOAK_MAX_PROCESSES);
    long kilobytes = 0;
    for (size_t i = 0; i < count; i++)
        if (bench_is_web_process(found[i])) kilobytes += rss_kilobytes(found[i]);
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

    SoakPopups popups = {0};
    BenchView *views[SOAK_TABS];
    GBytes *hibernated[SOAK_TABS] = {0};  // a hibernated tab's state; its view is NULL
    int rehydrated = 0;
    for (int index = 0; index < SOAK_TABS; index++) {
        char path[32];
        snprintf(path, sizeof path, "/soak/open-%d", index);
        char *url = bench_url(bench, path);
        views[index] = bench_view_new(bench_context(bench), ucm);
        g_signal_connect(views[index]->view, "create", G_CALLBACK(on_popup_create), &popups);
        bench_view_load(views[index], url);
        g_free(url);
    }
    int samples = total / SOAK_SAMPLE_EVERY;
    double *ui = g_new0(double, samples), *heap = g_new0(double, samples), *web = g_new0(double, samples);
    for (int index = 0; index < total; index++) {
        char path[32];
        snprintf(path, sizeof path, "/soak/page-%d", index);
        char *url = bench_url(bench, path);
        int tab = index % SOAK_TABS;
        if (views[tab] == NULL) {
            views[tab] = soak_rehydrate(bench, ucm, &popups, hibernated[tab]);
            g_clear_pointer(&hibernated[tab], g_bytes_unref);
            rehydrated++;
        }
        bench_view_load(views[tab], url);
        g_free(url);
        if ((index + 1) % SOAK_HIBERNATE_EVERY == 0) {
            for (int offset = 3; offset <= 7; offset += 4) {
                int other = (index + offset) % SOAK_TABS;
                if (views[other] == NULL) continue;
                hibernated[other] = soak_hibernate(views[other]);
                views[other] = NULL;
            }
        }
        if ((index + 1) % SOAK_POPUP_EVERY == SOAK_POPUP_EVERY / 2) {
            snprintf(path, sizeof path, "/soak/popup-%d", index);
            soak_popup(bench, views[index % SOAK_TABS], &popups, path);
        }
        if ((index + 1) % SOAK_SAMPLE_EVERY == 0) {
            int sample = (index + 1) / SOAK_SAMPLE_EVERY - 1;
            ui[sample] = (double)rss_kilobytes((int)getpid()) / 1024.0;
            heap[sample] = gtkweb_bench_heap_in_use_mb();
            web[sample] = web_rss_mb();
        }
    }
    messages.expected = (guint)(total + SOAK_TABS + (int)popups.opened + rehydrated) * 5;
    messages.all_arrived = messages.received >= messages.expected;
    bench_wait_batch(&messages.all_arrived, &messages.received, messages.expected, 60, "the soak's script messages");
    int middle = (samples - 1) / 2, end = samples - 1;
    double span = (double)((end - middle) * SOAK_SAMPLE_EVERY);
    bench_emit("soak_navigations", "count", total);
    bench_emit("soak_script_messages", "count", messages.received);
    bench_emit("soak_popups_opened", "count", popups.opened);
    bench_emit("soak_popups_closed", "count", popups.closed);
    bench_emit("soak_popup_views_left", "count", popups.closed - popups.finalized);
    bench_emit("soak_rehydrations", "count", rehydrated);
    bench_emit("soak_ui_rss_mb_per_1000", "MB", span > 0 ? (ui[end] - ui[middle]) * 1000 / span : 0);
    bench_emit("soak_ui_heap_mb_per_1000", "MB", span > 0 ? (heap[end] - heap[middle]) * 1000 / span : 0);
    bench_emit("soak_web_rss_mb_per_1000", "MB", span > 0 ? (web[end] - web[middle]) * 1000 / span : 0);
    g_free(ui);
    g_free(heap);
    g_free(web);
    for (int index = 0; index < SOAK_TABS; index++) {
        g_clear_pointer(&hibernated[index], g_bytes_unref);
        if (views[index] == NULL) continue;  // hibernated
        g_signal_handlers_disconnect_by_data(views[index]->view, &popups);
        bench_view_destroy(views[index]);
    }
    soup_server_remove_handler(bench->server, "/soak");
    g_object_unref(ucm);
}
#endif
