// timing.c — see timing.h.
#include "timing.h"

#include <float.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

void bench_fail(const char *format, ...) {
    va_list args;
    va_start(args, format);
    fputs("gtkweb-bench-c: error: ", stderr);
    vfprintf(stderr, format, args);
    fputc('\n', stderr);
    va_end(args);
    fflush(stdout);
    fflush(stderr);
    exit(1);
}

void bench_note(const char *format, ...) {
    va_list args;
    va_start(args, format);
    fputs("gtkweb-bench-c: ", stderr);
    vfprintf(stderr, format, args);
    fputc('\n', stderr);
    va_end(args);
}

static gboolean watchdog_tick(gpointer data) {
    (void)data;
    return G_SOURCE_CONTINUE;  // Only wakes the blocking iteration so bench_wait can check its deadline.
}

void bench_watchdog_start(void) { g_timeout_add(250, watchdog_tick, NULL); }

static void wait_until(const gboolean *done, const guint *progress, guint total, int timeout_s, const char *what,
                       va_list args) {
    gint64 deadline = bench_now_us() + (gint64)timeout_s * G_USEC_PER_SEC;
    while (!*done) {
        g_main_context_iteration(NULL, TRUE);
        if (!*done && bench_now_us() > deadline) {
            char *text = g_strdup_vprintf(what, args);
            if (progress != NULL)
                bench_fail("timed out after %d s waiting for %s (%u of %u arrived)", timeout_s, text, *progress, total);
            bench_fail("timed out after %d s waiting for %s", timeout_s, text);
        }
    }
}

void bench_wait(const gboolean *done, int timeout_s, const char *what, ...) {
    va_list args;
    va_start(args, what);
    wait_until(done, NULL, 0, timeout_s, what, args);
    va_end(args);
}

void bench_wait_batch(const gboolean *done, const guint *progress, guint total, int timeout_s, const char *what,
                      ...) {
    va_list args;
    va_start(args, what);
    wait_until(done, progress, total, timeout_s, what, args);
    va_end(args);
}

void bench_emit(const char *figure, const char *unit, double value) {
    if (value != value || value > DBL_MAX || value < -DBL_MAX)
        bench_fail("figure %s is not a finite number", figure);
    if (value > -1e15 && value < 1e15 && (double)(gint64)value == value)
        printf("{\"figure\": \"%s\", \"unit\": \"%s\", \"c\": %.0f}\n", figure, unit, value);
    else
        printf("{\"figure\": \"%s\", \"unit\": \"%s\", \"c\": %.3f}\n", figure, unit, value);
    fflush(stdout);
}

static int compare_gint64(const void *a, const void *b) {
    gint64 x = *(const gint64 *)a, y = *(const gint64 *)b;
    return (x > y) - (x < y);
}

gint64 bench_percentile(gint64 *samples, size_t n, double p) {
    if (n == 0) bench_fail("percentile of an empty sample set");
    qsort(samples, n, sizeof *samples, compare_gint64);
    double exact = p * (double)n;
    size_t rank = (size_t)exact;  // nearest rank (1-based): ceil(p * n)
    if ((double)rank < exact) rank++;
    if (rank < 1) rank = 1;
    if (rank > n) rank = n;
    return samples[rank - 1];
}

void bench_emit_p50_p95_us(const char *prefix, gint64 *samples, size_t n) {
    char *name50 = g_strdup_printf("%s_p50", prefix);
    char *name95 = g_strdup_printf("%s_p95", prefix);
    bench_emit(name50, "us", (double)bench_percentile(samples, n, 0.50));
    bench_emit(name95, "us", (double)bench_percentile(samples, n, 0.95));
    g_free(name50);
    g_free(name95);
}
