// bench_calls.h — plain-C WebKitGTK calls that both benchmark programs time: gtkweb-bench-c in its own
// process, and gtkweb-bench in its own, on the view of the engine it measures, interleaved call by call
// with GtkWeb's (both sides then share the process, the web process, the page and the moment, and their
// ratio does not swing with the machine's load).
#pragma once

#include <glib.h>

// One webkit_web_view_call_async_javascript_function("return await Promise.resolve(a + 1)", {a: 1}) on
// `web_view` (a WebKitWebView; `WebEngine.unsafeWidget` gives one): the arguments built per call, the
// default main context iterated until the callback. Returns the microseconds from before the arguments
// are built to the callback, or -1 when the call fails, does not answer 2, or takes longer than
// `deadline_s`.
gint64 gtkweb_bench_call_async_us(gpointer web_view, double deadline_s);

// The callback of the `_start` calls below: `context` as given, and the call's text (freed after it returns), or
// NULL when the call failed.
typedef void (*GtkWebBenchTextDone)(void *context, const char *text);

// webkit_web_view_evaluate_javascript(`script`) on `web_view` → _finish → jsc_value_to_json, the C program's
// evaluate, handing the JSON to `done` instead of a flag the caller's loop waits for: what a Swift program
// awaits when it calls WebKit itself (gtkweb-bench's `instr_evaluate__bare_async`).
void gtkweb_bench_evaluate_start(gpointer web_view, const char *script, GtkWebBenchTextDone done, void *context);

// webkit_user_content_filter_store_load of `identifier` from a store of `directory` (made on the first call and
// kept for the process's life, as the C program keeps one store), the filter unreffed in the callback; `done`
// gets `identifier` on success. What a Swift program awaits when it loads a compiled list itself.
void gtkweb_bench_filter_load_start(const char *directory, const char *identifier, GtkWebBenchTextDone done,
                                    void *context);

// Starts a libsoup server on 127.0.0.1 (a free port) that answers GET /small/<n> as gtkweb-bench-c's server.c
// does (200, text/plain, 100 bytes of 'x', Cache-Control: no-store) with a C handler, and 404 otherwise; it
// lives as long as the process. gtkweb-bench's instruction count of a navigation loads its pages from it, so
// that the test server's work on the main thread is the same C code on both sides. Returns its port, or 0
// when it cannot listen.
guint16 gtkweb_bench_small_page_server_start(void);

// Callgrind's client requests around a measured stretch of work (`make bench-instructions`): `begin` zeroes
// the counters of every thread, `end` writes them to a dump named `figure`. Outside valgrind (or when built
// without valgrind's headers) both cost a few instructions and do nothing.
void gtkweb_bench_instructions_begin(void);
void gtkweb_bench_instructions_end(const char *figure);

// The process's heap in use, in MiB: glibc's mallinfo2() over all arenas, the bytes of chunks allocated and
// not freed (`uordblks`) plus those of mmapped chunks (`hblkhd`). Unlike the resident size it does not count
// freed memory malloc keeps, nor memory that is not malloc's (GPU buffers, mapped files, JIT code).
double gtkweb_bench_heap_in_use_mb(void);
