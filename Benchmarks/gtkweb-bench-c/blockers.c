// blockers.c — content-blocker (WebKitUserContentFilter) compile, cache load and page-load cost.
//
// RULE FILES. The Swift side writes DIR/rules-10000.json and DIR/rules-50000.json; when a file is
// absent this program writes it with the generator below (and warns if an existing file differs).
// Format, byte for byte (ASCII, no whitespace anywhere, no trailing newline):
//   "[" + rule(0) + "," + rule(1) + "," + … + rule(n-1) + "]"
// where rule(i), with <i> the decimal index (0-based, no padding), is exactly these bytes:
//   {"trigger":{"url-filter":"^https?://([^/]+\\.)?tracker<i>\\.example/ad<i>\\.js"},"action":{"type":"block"}}
// (each `\\.` is two backslash bytes and a dot in the file: JSON for the regex `\.`). Example, n = 2:
//   [{"trigger":{"url-filter":"^https?://([^/]+\\.)?tracker0\\.example/ad0\\.js"},"action":{"type":"block"}},{"trigger":{"url-filter":"^https?://([^/]+\\.)?tracker1\\.example/ad1\\.js"},"action":{"type":"block"}}]
// No rule matches the fixture server, so pages load the same with or without a list.
//
// Figures (one fresh store directory DIR/c-filter-store-XXXXXX per run, deleted at the end; identifiers
// "rules-10000" and "rules-50000"; the file is read into GBytes before the clock starts):
//   blocker_compile_10k_ms, blocker_compile_50k_ms  webkit_user_content_filter_store_save → _finish.
//   blocker_load_cached_ms  webkit_user_content_filter_store_load("rules-50000") → _finish; median of 5.
//   page_load_rules_none_ms, page_load_rules_50k_ms  a new view (own UCM, the 50k filter added to it
//                   or nothing; shown in its own 800x600 GtkWindow, views.c, as gtkweb-bench shows each
//                   engine in one: a view in a GtkOffscreenWindow loads the page again ~17 ms slower,
//                   BlockersSuite.swift gives the figures) per load; from webkit_web_view_load_uri of
//                   "/blocker-page" (5 × /img<n>.png, each a 200 tiny PNG) to WEBKIT_LOAD_FINISHED,
//                   view creation not included (first load of the view: includes its web process
//                   launch). Loads alternate none / 50k; median of 5 each.
//   page_load_again_rules_none_ms, page_load_again_rules_50k_ms  each of those views then loads the page
//                   once more (web process up, the page's images in the memory cache); median of 5.
#include "bench.h"

#include <glib/gstdio.h>
#include <string.h>

#define COMPILE_DEADLINE_S 300
#define LOAD_REPEATS 5
#define PAGE_REPEATS 5

// The rule list of n rules described at the top of this file.
static GString *rules_json(guint n) {
    GString *json = g_string_sized_new((gsize)n * 112 + 2);
    g_string_append_c(json, '[');
    for (guint i = 0; i < n; i++) {
        if (i > 0) g_string_append_c(json, ',');
        g_string_append_printf(json,
                               "{\"trigger\":{\"url-filter\":\"^https?://([^/]+\\\\.)?tracker%u\\\\.example/ad%u\\\\.js\"},"
                               "\"action\":{\"type\":\"block\"}}",
                               i, i);
    }
    g_string_append_c(json, ']');
    return json;
}

// Contents of DIR/rules-<n>.json, written from the generator first if the file does not exist.
static GBytes *rules_file(Bench *bench, guint n) {
    char *name = g_strdup_printf("rules-%u.json", n);
    char *path = g_build_filename(bench->workdir, name, NULL);
    GString *generated = rules_json(n);
    GError *error = NULL;
    char *contents = NULL;
    gsize length = 0;
    if (g_file_test(path, G_FILE_TEST_EXISTS)) {
        if (!g_file_get_contents(path, &contents, &length, &error))
            bench_fail("cannot read %s: %s", path, error->message);
        if (length != generated->len || memcmp(contents, generated->str, length) != 0)
            bench_note("warning: %s differs from this program's generator; using the file as is", path);
    } else {
        if (!g_file_set_contents(path, generated->str, (gssize)generated->len, &error))
            bench_fail("cannot write %s: %s", path, error->message);
        bench_note("wrote %s (%" G_GSIZE_FORMAT " bytes)", path, generated->len);
        length = generated->len;
        contents = g_string_free(generated, FALSE);
        generated = NULL;
    }
    if (generated != NULL) g_string_free(generated, TRUE);
    g_free(path);
    g_free(name);
    return g_bytes_new_take(contents, length);
}

typedef struct {
    gboolean done;
    gint64 end_us;
    WebKitUserContentFilter *filter;
    const char *what;
} FilterCall;

static void on_saved(GObject *source, GAsyncResult *result, gpointer user_data) {
    FilterCall *call = user_data;
    GError *error = NULL;
    WebKitUserContentFilterStore *store = WEBKIT_USER_CONTENT_FILTER_STORE(source);
    call->filter = webkit_user_content_filter_store_save_finish(store, result, &error);
    call->end_us = bench_now_us();
    if (call->filter == NULL) bench_fail("%s failed: %s", call->what, error->message);
    call->done = TRUE;
}

static void on_loaded(GObject *source, GAsyncResult *result, gpointer user_data) {
    FilterCall *call = user_data;
    GError *error = NULL;
    WebKitUserContentFilterStore *store = WEBKIT_USER_CONTENT_FILTER_STORE(source);
    call->filter = webkit_user_content_filter_store_load_finish(store, result, &error);
    call->end_us = bench_now_us();
    if (call->filter == NULL) bench_fail("%s failed: %s", call->what, error->message);
    call->done = TRUE;
}

// Compiles DIR/rules-<n>.json into the store as "rules-<n>"; emits `figure`.
static void compile(Bench *bench, WebKitUserContentFilterStore *store, guint n, const char *figure) {
    GBytes *source = rules_file(bench, n);
    char *identifier = g_strdup_printf("rules-%u", n);
    FilterCall call = {.what = figure};
    gint64 start = bench_now_us();
    webkit_user_content_filter_store_save(store, identifier, source, NULL, on_saved, &call);
    bench_wait(&call.done, COMPILE_DEADLINE_S, "webkit_user_content_filter_store_save(%s) to finish", identifier);
    bench_emit(figure, "ms", bench_ms(call.end_us - start));
    webkit_user_content_filter_unref(call.filter);
    g_free(identifier);
    g_bytes_unref(source);
}

// Loads "rules-50000" LOAD_REPEATS times; emits the median; returns the last filter (owned).
static WebKitUserContentFilter *load_cached(WebKitUserContentFilterStore *store) {
    gint64 samples[LOAD_REPEATS];
    WebKitUserContentFilter *filter = NULL;
    for (int i = 0; i < LOAD_REPEATS; i++) {
        FilterCall call = {.what = "webkit_user_content_filter_store_load(rules-50000)"};
        gint64 start = bench_now_us();
        webkit_user_content_filter_store_load(store, "rules-50000", NULL, on_loaded, &call);
        bench_wait(&call.done, BENCH_DEADLINE_S, "webkit_user_content_filter_store_load(rules-50000) #%d", i);
        samples[i] = call.end_us - start;
        if (filter != NULL) webkit_user_content_filter_unref(filter);
        filter = call.filter;
    }
    bench_emit("blocker_load_cached_ms", "ms", bench_ms(bench_percentile(samples, LOAD_REPEATS, 0.5)));
    return filter;
}

// One load of /blocker-page in a new view, with `filter` (or none) on its own UCM: returns the
// first load. A second load in the same view (web process already up) goes to *again_us.
static gint64 page_load(Bench *bench, WebKitUserContentFilter *filter, const char *url, gint64 *again_us) {
    WebKitUserContentManager *ucm = webkit_user_content_manager_new();
    if (filter != NULL) webkit_user_content_manager_add_filter(ucm, filter);
    BenchView *view = bench_view_new(bench_context(bench), ucm);
    g_object_unref(ucm);  // the view holds it
    guint images_before = bench->image_requests;
    gint64 elapsed = bench_view_load(view, url);
    *again_us = bench_view_load(view, url);
    guint images = bench->image_requests - images_before;
    if (images != 10) bench_note("warning: two loads of /blocker-page fetched %u of their 10 images", images);
    bench_view_destroy(view);
    return elapsed;
}

// Deletes the store directory and the compiled lists in it (tens of MB) once the suite is done.
static void remove_store_dir(const char *path) {
    GDir *dir = g_dir_open(path, 0, NULL);
    if (dir == NULL) return;
    const char *name;
    while ((name = g_dir_read_name(dir)) != NULL) {
        char *file = g_build_filename(path, name, NULL);
        if (g_remove(file) != 0) bench_note("warning: cannot remove %s", file);
        g_free(file);
    }
    g_dir_close(dir);
    if (g_rmdir(path) != 0) bench_note("warning: cannot remove %s", path);
}

void bench_suite_blockers(Bench *bench) {
    bench_note("suite blockers");
    char *template = g_build_filename(bench->workdir, "c-filter-store-XXXXXX", NULL);
    if (g_mkdtemp(template) == NULL) bench_fail("cannot create a store directory under %s", bench->workdir);
    WebKitUserContentFilterStore *store = webkit_user_content_filter_store_new(template);

    compile(bench, store, 10000, "blocker_compile_10k_ms");
    compile(bench, store, 50000, "blocker_compile_50k_ms");
    WebKitUserContentFilter *filter = load_cached(store);

    char *url = bench_url(bench, "/blocker-page");
    gint64 none[PAGE_REPEATS], with50k[PAGE_REPEATS], none_again[PAGE_REPEATS], with50k_again[PAGE_REPEATS];
    for (int i = 0; i < PAGE_REPEATS; i++) {
        none[i] = page_load(bench, NULL, url, &none_again[i]);
        with50k[i] = page_load(bench, filter, url, &with50k_again[i]);
    }
    bench_emit("page_load_rules_none_ms", "ms", bench_ms(bench_percentile(none, PAGE_REPEATS, 0.5)));
    bench_emit("page_load_rules_50k_ms", "ms", bench_ms(bench_percentile(with50k, PAGE_REPEATS, 0.5)));
    bench_emit("page_load_again_rules_none_ms", "ms", bench_ms(bench_percentile(none_again, PAGE_REPEATS, 0.5)));
    bench_emit("page_load_again_rules_50k_ms", "ms", bench_ms(bench_percentile(with50k_again, PAGE_REPEATS, 0.5)));

    g_free(url);
    webkit_user_content_filter_unref(filter);
    g_object_unref(store);
    remove_store_dir(template);
    g_free(template);
}
