// suites.h — the registry of gtkweb-bench-c's suites, in the order they run.
//
// Each BENCH_SUITE(name) line declares `void bench_suite_<name>(Bench *bench)` (bench.h) and adds
// "<name>" to the --suite table (main.c). To add a suite: write <name>.c with that function (it emits
// its figures with bench_emit and serves its own pages with soup_server_add_handler), add its line
// here, and add the Swift side as Benchmarks/gtkweb-bench/Suites.swift describes.
//
// Under the GTK4 trait (BENCH_GTK4, WebKitGTK 6.0) only the suites whose calls toolkit.h covers are built; the
// others call WebKitGTK 4.1 and GTK 3 directly, and each of their files compiles to nothing there.
BENCH_SUITE(foundation)
#ifndef BENCH_GTK4
BENCH_SUITE(unsandboxed)
#endif
BENCH_SUITE(navigation)
BENCH_SUITE(bridge)
BENCH_SUITE(cookies)
BENCH_SUITE(blockers)
BENCH_SUITE(cosmetic)
BENCH_SUITE(sessions)
BENCH_SUITE(tabmemory)
BENCH_SUITE(snapshots)
BENCH_SUITE(downloads)
BENCH_SUITE(windows)
BENCH_SUITE(importer)
#ifndef BENCH_GTK4
BENCH_SUITE(shell)
#endif
BENCH_SUITE(instructions)
#ifndef BENCH_GTK4
BENCH_SUITE(soak)
#endif
