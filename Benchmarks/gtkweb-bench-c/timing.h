// timing.h — clocks, deadlines, percentiles and the JSON figure lines of gtkweb-bench-c.
//
// Every wait in the program goes through bench_wait(): it iterates the one GLib main context until
// a flag is set, and fails the run (message on stderr, exit 1) when the deadline passes first.
// A 250 ms watchdog tick keeps the blocking iteration from sleeping past a deadline.
#ifndef GTKWEB_BENCH_C_TIMING_H
#define GTKWEB_BENCH_C_TIMING_H

#include <glib.h>
#include <stddef.h>

// Default deadline for one wait, in seconds.
#define BENCH_DEADLINE_S 30

// Monotonic clock in microseconds (g_get_monotonic_time).
static inline gint64 bench_now_us(void) { return g_get_monotonic_time(); }

// Prints "gtkweb-bench-c: error: <message>" on stderr and exits with status 1.
void bench_fail(const char *format, ...) G_GNUC_PRINTF(1, 2) G_GNUC_NORETURN;

// Prints "gtkweb-bench-c: <message>" on stderr (diagnostics; never on stdout).
void bench_note(const char *format, ...) G_GNUC_PRINTF(1, 2);

// Starts the watchdog tick. Call once, after gtk_init.
void bench_watchdog_start(void);

// Iterates the default main context until *done is TRUE. Fails the run with
// "timed out after <s> s waiting for <what>" if that takes longer than timeout_s seconds.
// `what` is a printf format, only expanded on failure (so it costs nothing in timed loops).
void bench_wait(const gboolean *done, int timeout_s, const char *what, ...) G_GNUC_PRINTF(3, 4);

// bench_wait for a batch: on timeout the message also says how many of `total` had arrived
// (*progress, read at that moment).
void bench_wait_batch(const gboolean *done, const guint *progress, guint total, int timeout_s, const char *what,
                      ...) G_GNUC_PRINTF(5, 6);

// Writes {"figure": "<figure>", "unit": "<unit>", "c": <value>} and a newline to stdout, flushed.
void bench_emit(const char *figure, const char *unit, double value);

// Nearest-rank percentile (p in 0..1) of n samples; sorts the samples in place.
gint64 bench_percentile(gint64 *samples, size_t n, double p);

// Emits <prefix>_p50 and <prefix>_p95 of n samples in microseconds (unit "us").
void bench_emit_p50_p95_us(const char *prefix, gint64 *samples, size_t n);

// Microseconds as milliseconds.
static inline double bench_ms(gint64 us) { return (double)us / 1000.0; }

#endif
