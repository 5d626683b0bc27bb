// cosmetic.c — what EasyList + EasyPrivacy cost a page load, with and without their element hiding.
//
// FILES. gtkweb-bench converts the real lists before the rounds and writes DIR/cosmetic/ (this program has no
// importer; CosmeticSuite+Files.swift says what each holds): easylist.json (every hiding filter a
// css-display-none rule), easylist-nohide.json (the same rules without those) and heavy-page.html (served
// at /heavy-page). Without them the suite notes so and emits nothing.
//
// STORE. Both lists are loaded from DIR/cosmetic/c-store as "easylist-<sha256>" and "easylist-nohide-<sha256>"
// (the digest of the file's bytes), compiled (webkit_user_content_filter_store_save) only when the load fails:
// the warm-up round compiles them, and a later run with the same work folder (--workdir) and the same lists
// loads them.
//
// Figures, for /blocker-page and /heavy-page on http://www.localhost:<port>, each list (none, easylist, easylist_nohide): a new view (own UCM
// with the filter added, shown in its own 800x600 GtkWindow) loads the page once (its web process starts,
// not timed), then the page 4 more times back to back, each from webkit_web_view_load_uri to
// WEBKIT_LOAD_FINISHED, then 4 more times settled: each after SETTLE_MS of idle main loop (the page before has
// done its work after the load: painted, and with GtkWeb's cosmetic script, walked and restyled).
// Variants alternate view by view, 5 views each: median of 20 loads each:
//   page_load_rules_none_ms, page_load_easylist_ms, page_load_easylist_nohide_ms,
//   page_load_heavy_none_ms, page_load_heavy_easylist_ms, page_load_heavy_easylist_nohide_ms,
//   and the settled loads' page_load_settled_{none,easylist,easylist_nohide}_ms and
//   page_load_heavy_settled_{none,easylist,easylist_nohide}_ms;
//   per settled load, the CPU ms from its start to the end of the idle main loop after it (what the page
//   costs, its work after the load included) of the view's web process, all threads,
//   page_load_web_cpu_{none,easylist,easylist_nohide}_ms and page_load_heavy_web_cpu_…, and its main thread,
//   page_load_web_main_cpu_…; of the network process, page_load_network_cpu_…; and of this process's main
//   thread, page_load_ui_cpu_… (each also for the heavy page: page_load_heavy_web_main_cpu_…);
// and each list's *_ratio: its median over the same page's none median.
#include "bench.h"

#include <string.h>
#include <time.h>
#include <unistd.h>

#define COMPILE_DEADLINE_S 600
#define VIEWS_PER_VARIANT 5
#define TIMED_LOADS 4
#define SETTLE_MS 200
#define PAGE_REPEATS (VIEWS_PER_VARIANT * TIMED_LOADS)
#define VARIANTS 3
// EasyList turns generic hiding off on 127.0.0.1 and localhost (`@@://127.0.0.1$generichide`,
// `@@://localhost:$generichide`), not on their subdomains, which resolve to the loopback address too.
#define PAGE_HOST "www.localhost"

typedef struct {
    gboolean done;
    WebKitUserContentFilter *filter;
    GError *error;
} StoreCall;

static void on_loaded(GObject *source, GAsyncResult *result, gpointer user_data) {
    StoreCall *call = user_data;
    call->filter = webkit_user_content_filter_store_load_finish(WEBKIT_USER_CONTENT_FILTER_STORE(source), result,
                                                                &call->error);
    call->done = TRUE;
}

static void on_saved(GObject *source, GAsyncResult *result, gpointer user_data) {
    StoreCall *call = user_data;
    call->filter = webkit_user_content_filter_store_save_finish(WEBKIT_USER_CONTENT_FILTER_STORE(source), result,
                                                                &call->error);
    call->done = TRUE;
}

// The filter of the list at `path` from the store, as `name` and the SHA-256 of the file's bytes (a list
// whose content changed gets a new identifier), compiled first when the store has none.
static WebKitUserContentFilter *filter_for(WebKitUserContentFilterStore *store, const char *name, const char *path) {
    char *contents = NULL;
    gsize length = 0;
    GError *error = NULL;
    if (!g_file_get_contents(path, &contents, &length, &error)) bench_fail("cannot read %s: %s", path, error->message);
    char *digest = g_compute_checksum_for_data(G_CHECKSUM_SHA256, (const guchar *)contents, length);
    char *identifier = g_strdup_printf("%s-%s", name, digest);
    g_free(digest);
    GBytes *source = g_bytes_new_take(contents, length);

    StoreCall loaded = {0};
    webkit_user_content_filter_store_load(store, identifier, NULL, on_loaded, &loaded);
    bench_wait(&loaded.done, BENCH_DEADLINE_S, "webkit_user_content_filter_store_load(%s)", identifier);
    if (loaded.filter != NULL) {
        g_bytes_unref(source);
        g_free(identifier);
        return loaded.filter;
    }
    g_clear_error(&loaded.error);

    StoreCall saved = {0};
    gint64 start = bench_now_us();
    webkit_user_content_filter_store_save(store, identifier, source, NULL, on_saved, &saved);
    bench_wait(&saved.done, COMPILE_DEADLINE_S, "webkit_user_content_filter_store_save(%s)", identifier);
    if (saved.filter == NULL) bench_fail("WebKit refused %s: %s", path, saved.error->message);
    bench_note("compiled %s in %.0f ms", identifier, bench_ms(bench_now_us() - start));
    g_bytes_unref(source);
    g_free(identifier);
    return saved.filter;
}

static void serve_heavy_page(SoupServer *server, SoupServerMessage *msg, const char *path, GHashTable *query,
                             gpointer user_data) {
    (void)server;
    (void)path;
    (void)query;
    GBytes *page = user_data;
    soup_server_message_set_status(msg, SOUP_STATUS_OK, NULL);
    soup_message_headers_replace(soup_server_message_get_response_headers(msg), "Cache-Control", "no-store");
    gsize length = 0;
    const char *body = g_bytes_get_data(page, &length);
    soup_server_message_set_response(msg, "text/html; charset=utf-8", SOUP_MEMORY_COPY, body, length);
}

static gboolean on_settled(gpointer user_data) {
    *(gboolean *)user_data = TRUE;
    return G_SOURCE_REMOVE;
}

// Runs the main loop for SETTLE_MS.
static void settle(void) {
    gboolean settled = FALSE;
    g_timeout_add(SETTLE_MS, on_settled, &settled);
    bench_wait(&settled, BENCH_DEADLINE_S, "the %d ms between settled loads to pass", SETTLE_MS);
}

// The CPU time of this thread (the main loop's), in microseconds.
static gint64 thread_cpu_us(void) {
    struct timespec time;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time);
    return (gint64)time.tv_sec * G_USEC_PER_SEC + time.tv_nsec / 1000;
}

// The one web process in `now` that is not in `before` (count of each given), or -1.
static int new_web_process(const int *before, size_t before_count, const int *now, size_t now_count) {
    int found = -1;
    for (size_t i = 0; i < now_count; i++) {
        gboolean seen = FALSE;
        for (size_t j = 0; j < before_count && !seen; j++) seen = now[i] == before[j];
        if (seen || !bench_is_web_process(now[i])) continue;
        if (found != -1) return -1;  // two new ones: which is the view's cannot be told
        found = now[i];
    }
    return found;
}

// One variant's samples of one page, TIMED_LOADS per view: times (µs) back to back and settled, and per settled
// load the CPU µs its web process (all threads, and its main thread; `web_count` of each, none when the view's
// web process could not be told apart), the network processes and this thread used from the load's start to
// the end of the idle main loop after it.
typedef struct {
    gint64 *samples, *settled, *web_cpu, *web_main_cpu, *network_cpu, *ui_cpu;
    size_t web_count;
} PageLoads;

// The network processes among `pids` (`count` of them), kept in place; returns how many.
static size_t keep_network_processes(int *pids, size_t count) {
    size_t kept = 0;
    for (size_t i = 0; i < count; i++)
        if (bench_process_named(pids[i], "WebKitNetworkPr")) pids[kept++] = pids[i];
    return kept;
}

// The CPU µs that the processes `pids` have used so far (those still running).
static gint64 cpu_us_of(const int *pids, size_t count) {
    gint64 sum = 0;
    for (size_t i = 0; i < count; i++) {
        gint64 us = bench_process_cpu_us(pids[i]);
        if (us > 0) sum += us;
    }
    return sum;
}

// TIMED_LOADS loads of `url` back to back, then TIMED_LOADS settled, each followed by settle() (and the first
// preceded by it too), in a new view with `filter` (or none), after a first load that starts its web process.
static void page_loads_again(Bench *bench, WebKitUserContentFilter *filter, const char *url, PageLoads *loads) {
    static int before[256], now[256];
    size_t before_count = bench_descendants((int)getpid(), before, G_N_ELEMENTS(before));
    WebKitUserContentManager *ucm = webkit_user_content_manager_new();
    if (filter != NULL) webkit_user_content_manager_add_filter(ucm, filter);
    BenchView *view = bench_view_new(bench_context(bench), ucm);
    g_object_unref(ucm);  // the view holds it
    bench_view_load(view, url);
    size_t now_count = bench_descendants((int)getpid(), now, G_N_ELEMENTS(now));
    int web = new_web_process(before, before_count, now, now_count);
    if (web == -1) bench_note("suite cosmetic: not one new web process for one view; no CPU figures for it");
    for (int i = 0; i < TIMED_LOADS; i++) loads->samples[i] = bench_view_load(view, url);
    settle();
    static int network[256];
    memcpy(network, now, now_count * sizeof now[0]);
    size_t network_count = keep_network_processes(network, now_count);
    for (int i = 0; i < TIMED_LOADS; i++) {
        gint64 web_start = web != -1 ? bench_process_cpu_us(web) : -1;
        gint64 web_main_start = web != -1 ? bench_main_thread_cpu_ns(web) : -1;
        gint64 network_start = cpu_us_of(network, network_count);
        gint64 ui_start = thread_cpu_us();
        loads->settled[i] = bench_view_load(view, url);
        settle();
        loads->ui_cpu[i] = thread_cpu_us() - ui_start;
        loads->network_cpu[i] = cpu_us_of(network, network_count) - network_start;
        gint64 web_end = web != -1 ? bench_process_cpu_us(web) : -1;
        gint64 web_main_end = web != -1 ? bench_main_thread_cpu_ns(web) : -1;
        if (web_start >= 0 && web_end >= 0 && web_main_start >= 0 && web_main_end >= 0) {
            loads->web_cpu[loads->web_count] = web_end - web_start;
            loads->web_main_cpu[loads->web_count++] = (web_main_end - web_main_start) / 1000;
        }
    }
    bench_view_destroy(view);
}

// The figures of one page and way of loading or CPU time (`prefix`: page_load or page_load_heavy, alone or with
// _settled, _web_cpu, _web_main_cpu, _network_cpu or _ui_cpu), from `counts[v]` samples of each variant
// (PAGE_REPEATS when `counts` is NULL); a variant with none emits nothing.
static void emit_page(const char *prefix, const char *none_name, gint64 samples[VARIANTS][PAGE_REPEATS],
                      const size_t *counts) {
    static const char *const variants[VARIANTS] = {"none", "easylist", "easylist_nohide"};
    double medians[VARIANTS];
    for (int v = 0; v < VARIANTS; v++) {
        size_t count = counts != NULL ? counts[v] : PAGE_REPEATS;
        medians[v] = count > 0 ? bench_ms(bench_percentile(samples[v], count, 0.5)) : -1;
    }
    for (int v = 0; v < VARIANTS; v++) {
        if (medians[v] < 0) continue;
        char *figure =
            v == 0 && none_name != NULL ? g_strdup(none_name) : g_strdup_printf("%s_%s", prefix, variants[v]);
        char *ms = g_strconcat(figure, "_ms", NULL);
        bench_emit(ms, "ms", medians[v]);
        if (v > 0 && medians[0] > 0) {
            char *ratio = g_strconcat(figure, "_ratio", NULL);
            bench_emit(ratio, "x", medians[v] / medians[0]);
            g_free(ratio);
        }
        g_free(ms);
        g_free(figure);
    }
}

void bench_suite_cosmetic(Bench *bench) {
    bench_note("suite cosmetic");
    char *folder = g_build_filename(bench->workdir, "cosmetic", NULL);
    char *heavy_path = g_build_filename(folder, "heavy-page.html", NULL);
    char *contents = NULL;
    gsize length = 0;
    if (!g_file_get_contents(heavy_path, &contents, &length, NULL)) {
        bench_note("suite cosmetic: no %s (gtkweb-bench writes it from the filter lists); no figures", heavy_path);
        g_free(heavy_path);
        g_free(folder);
        return;
    }
    GBytes *heavy = g_bytes_new_take(contents, length);
    soup_server_add_handler(bench->server, "/heavy-page", serve_heavy_page, heavy, NULL);

    char *store_path = g_build_filename(folder, "c-store", NULL);
    WebKitUserContentFilterStore *store = webkit_user_content_filter_store_new(store_path);
    char *full_path = g_build_filename(folder, "easylist.json", NULL);
    char *nohide_path = g_build_filename(folder, "easylist-nohide.json", NULL);
    WebKitUserContentFilter *filters[VARIANTS] = {
        NULL,
        filter_for(store, "easylist", full_path),
        filter_for(store, "easylist-nohide", nohide_path),
    };
    static const char *const pages[2] = {"/blocker-page", "/heavy-page"};
    static const char *const prefixes[2] = {"page_load", "page_load_heavy"};

    for (int p = 0; p < 2; p++) {
        char *url = g_strdup_printf("http://" PAGE_HOST ":%u%s", bench->port, pages[p]);
        static gint64 samples[VARIANTS][PAGE_REPEATS], settled[VARIANTS][PAGE_REPEATS];
        static gint64 web_cpu[VARIANTS][PAGE_REPEATS], web_main_cpu[VARIANTS][PAGE_REPEATS];
        static gint64 network_cpu[VARIANTS][PAGE_REPEATS], ui_cpu[VARIANTS][PAGE_REPEATS];
        PageLoads loads[VARIANTS];
        for (int v = 0; v < VARIANTS; v++)
            loads[v] = (PageLoads){.web_cpu = web_cpu[v], .web_main_cpu = web_main_cpu[v]};
        for (int i = 0; i < VIEWS_PER_VARIANT; i++) {
            for (int v = 0; v < VARIANTS; v++) {
                loads[v].samples = &samples[v][i * TIMED_LOADS];
                loads[v].settled = &settled[v][i * TIMED_LOADS];
                loads[v].ui_cpu = &ui_cpu[v][i * TIMED_LOADS];
                loads[v].network_cpu = &network_cpu[v][i * TIMED_LOADS];
                page_loads_again(bench, filters[v], url, &loads[v]);
            }
        }
        size_t web_counts[VARIANTS];
        for (int v = 0; v < VARIANTS; v++) web_counts[v] = loads[v].web_count;
        char *settled_prefix = g_strconcat(prefixes[p], "_settled", NULL);
        char *web_prefix = g_strconcat(prefixes[p], "_web_cpu", NULL);
        char *web_main_prefix = g_strconcat(prefixes[p], "_web_main_cpu", NULL);
        char *network_prefix = g_strconcat(prefixes[p], "_network_cpu", NULL);
        char *ui_prefix = g_strconcat(prefixes[p], "_ui_cpu", NULL);
        emit_page(prefixes[p], p == 0 ? "page_load_rules_none" : NULL, samples, NULL);
        emit_page(settled_prefix, NULL, settled, NULL);
        emit_page(web_prefix, NULL, web_cpu, web_counts);
        emit_page(web_main_prefix, NULL, web_main_cpu, web_counts);
        emit_page(network_prefix, NULL, network_cpu, NULL);
        emit_page(ui_prefix, NULL, ui_cpu, NULL);
        g_free(ui_prefix);
        g_free(network_prefix);
        g_free(web_main_prefix);
        g_free(web_prefix);
        g_free(settled_prefix);
        g_free(url);
    }

    soup_server_remove_handler(bench->server, "/heavy-page");
    for (int v = 1; v < VARIANTS; v++) webkit_user_content_filter_unref(filters[v]);
    g_object_unref(store);
    g_bytes_unref(heavy);
    g_free(nohide_path);
    g_free(full_path);
    g_free(store_path);
    g_free(heavy_path);
    g_free(folder);
}
