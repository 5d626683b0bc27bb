// heap_in_use.c — the bytes malloc has handed out and not had back, for the soak's samples.
#include "bench_calls.h"

#include <malloc.h>

double gtkweb_bench_heap_in_use_mb(void) {
    struct mallinfo2 info = mallinfo2();
    return (double)(info.uordblks + info.hblkhd) / (1024.0 * 1024.0);
}
