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
#include <unistd.h>

#define TAB_COUNT 10
#define MAX_PROCESSES 4096

// The parent PID of `pid` from /proc/<pid>/stat, or -1 (gone, or a zombie).
static int parent_of(int pid) {
    char path[64];
    char *text = NULL;
    snprintf(path, sizeof path, "/proc/%d/stat", pid);
    if (!g_file_get_contents(path, &text, NULL, NULL)) return -1;
    int parent = -1;
    char *close = strrchr(text, ')');
    char state = 0;
    if (close != NULL && sscanf(close + 1, " %c %d", &state, &parent) == 2 && state == 'Z') parent = -1;
    g_free(text);
    return parent;
}

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

// The summed PSS of this process and its descendants, in MB.
static double process_tree_pss_mb(void) {
    static int pids[MAX_PROCESSES], parents[MAX_PROCESSES];
    size_t count = 0;
    DIR *proc = opendir("/proc");
    if (proc == NULL) bench_fail("cannot read /proc");
    for (struct dirent *entry; (entry = readdir(proc)) != NULL && count < MAX_PROCESSES;) {
        int pid = atoi(entry->d_name);
        if (pid <= 0) continue;
        pids[count] = pid;
        parents[count] = parent_of(pid);
        count++;
    }
    closedir(proc);
    static gboolean in_tree[MAX_PROCESSES];
    int self = (int)getpid();
    for (size_t i = 0; i < count; i++) in_tree[i] = pids[i] == self;
    for (gboolean grew = TRUE; grew;) {  // add children of processes in the tree until none is new
        grew = FALSE;
        for (size_t i = 0; i < count; i++) {
            if (in_tree[i]) continue;
            for (size_t j = 0; j < count; j++) {
                if (in_tree[j] && parents[i] == pids[j]) {
                    in_tree[i] = grew = TRUE;
                    break;
                }
            }
        }
    }
    long kilobytes = 0;
    for (size_t i = 0; i < count; i++) {
        if (in_tree[i]) kilobytes += pss_kilobytes(pids[i]);
    }
    return (double)kilobytes / 1024.0;
}

void bench_suite_tabmemory(Bench *bench) {
    bench_note("suite tabmemory");
    BenchView *views[TAB_COUNT];
    for (int index = 0; index < TAB_COUNT; index++) {
        char path[32];
        snprintf(path, sizeof path, "/?tab=%d", index);
        char *url = bench_url(bench, path);
        views[index] = bench_view_new(bench->context, NULL);
        bench_view_load(views[index], url);
        g_free(url);
    }
    bench_emit("tabs_10_pss_mb", "MB", process_tree_pss_mb());
    for (int index = 0; index < TAB_COUNT; index++) bench_view_destroy(views[index]);
}
