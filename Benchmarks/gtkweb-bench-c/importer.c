// importer.c — the filter-list importer has no plain-C WebKitGTK counterpart: its floor is a
// JSONSerialization round trip of the output, which gtkweb-bench measures itself. This suite exists so
// both programs know the same suite names.
#include "bench.h"

void bench_suite_importer(Bench *bench) { (void)bench; }
