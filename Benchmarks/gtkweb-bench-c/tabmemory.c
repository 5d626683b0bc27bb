// tabmemory.c — the plain-C reference for gtkweb-bench's tabmemory suite.
//
// Figure:
//   tabs_10_pss_mb  10 live views on the shared context, each loaded ("/?tab=N") one after the other;
//                   then the summed PSS (smaps_rollup) of this process and every descendant, in MB
//                   (GtkWeb: 10 tabs of a session capped at 3 live engines).
#include "bench.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define TAB_COUNT 10
#define MAX_PROCESSES 4096

// The Pss of `pid` in kB from /proc/<pid>/smaps_rollup, or 0 when it is gone.
static long pss_kilobytes(int pid) {
    char path[64];
    char *text = NULL;
    snprintf(path, sizeof path, "/proc/%d/smaps_rollup", pid);
    if (!g_file_get_contents(path, &text, NULL, NULL)) return 0;
    long value = 0;
    char *line = strstr(text, "\nPss:");
    if (line != NULL) value = strtol(line + strlen("\nPss:"), NULL, 10);
    g_free(text);
    return value;
}

size_t bench_descendants(int root, int *found, size_t capacity) {
    enum { MAX = 4096 };
    static int pids[MAX], parents[MAX];
    size_t count = 0;
    DIR *proc = opendir("/proc");
    if (proc == NULL) bench_fail("cannot read /proc");
    for (struct dirent *entry; (entry = readdir(proc)) != NULL && count < MAX;) {
        int pid = atoi(entry->d_name);
        if (pid <= 0) continue;
        char path[64], *text = NULL;
        snprintf(path, sizeof path, "/proc/%d/stat", pid);
        if (!g_file_get_contents(path, &text, NULL, NULL)) continue;
        char *close = strrchr(text, ')');
        char state = 0;
        int parent = -1;
        if (close != NULL && sscanf(close + 1, " %c %d", &state, &parent) == 2 && state != 'Z') {
            pids[count] = pid;
            parents[count] = parent;
            count++;
        }
        g_free(text);
    }
    closedir(proc);
    size_t total = 0;
    int frontier[MAX], next[MAX];
    size_t frontier_count = 1, next_count = 0;
    frontier[0] = root;
    while (frontier_count > 0) {
        next_count = 0;
        for (size_t i = 0; i < count; i++) {
            for (size_t j = 0; j < frontier_count; j++) {
                if (parents[i] == frontier[j] && next_count < MAX) {
                    next[next_count++] = pids[i];
                    if (total < capacity) found[total++] = pids[i];
                    break;
                }
            }
        }
        memcpy(frontier, next, next_count * sizeof next[0]);
        frontier_count = next_count;
    }
    return total;
}

gboolean bench_process_named(int pid, const char *prefix) {
    char path[64], *name = NULL;
    snprintf(path, sizeof path, "/proc/%d/comm", pid);
    if (!g_file_get_contents(path, &name, NULL, NULL)) return FALSE;  // it exited
    gboolean named = g_str_has_prefix(name, prefix);
    g_free(name);
    return named;
}

gboolean bench_is_web_process(int pid) { return bench_process_named(pid, "WebKitWebProces"); }

gint64 bench_main_thread_cpu_ns(int pid) {
    char path[64], *text = NULL;
    snprintf(path, sizeof path, "/proc/%d/task/%d/schedstat", pid, pid);
    if (!g_file_get_contents(path, &text, NULL, NULL)) return -1;  // it exited
    gint64 ns = (gint64)g_ascii_strtoull(text, NULL, 10);
    g_free(text);
    return ns;
}

gint64 bench_process_cpu_us(int pid) {
    clockid_t clock;
    struct timespec time;
    if (clock_getcpuclockid((pid_t)pid, &clock) != 0 || clock_gettime(clock, &time) != 0) return -1;
    return (gint64)time.tv_sec * G_USEC_PER_SEC + time.tv_nsec / 1000;
}

double bench_process_tree_pss_mb(int root) {
    static int found[MAX_PROCESSES];
    size_t count = bench_descendants(root, found, MAX_PROCESSES);
    long kilobytes = pss_kilobytes(root);
    for (size_t i = 0; i < count; i++) kilobytes += pss_kilobytes(found[i]);
    return (double)kilobytes / 1024.0;
}

void bench_suite_tabmemory(Bench *bench) {
    bench_note("suite tabmemory");
    BenchView *views[TAB_COUNT];
    for (int index = 0; index < TAB_COUNT; index++) {
        char path[32];
        snprintf(path, sizeof path, "/?tab=%d", index);
        char *url = bench_url(bench, path);
        views[index] = bench_view_new(bench_context(bench), NULL);
        bench_view_load(views[index], url);
        g_free(url);
    }
    bench_emit("tabs_10_pss_mb", "MB", bench_process_tree_pss_mb((int)getpid()));
    for (int index = 0; index < TAB_COUNT; index++) bench_view_destroy(views[index]);
}
