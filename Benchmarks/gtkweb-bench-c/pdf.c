// pdf.c — the snapshot page printed to a PDF file the plain way, for the snapshots suite.
//
// A WebKitPrintOperation on GTK's "Print to File" printer (output-uri, output-file-format pdf), A4 with
// 36-point margins and backgrounds printed, as GtkWeb's exportPDF(to:) prints by default; each run is
// webkit_print_operation_print to "finished" and a check that the file starts with %PDF-.
//   pdf_export_ms  the median of 10 timed prints after 2 warm-ups (ms)
#include "bench.h"
#include <glib/gstdio.h>
#include <string.h>

#define PDF_WARMUP 2
#define PDF_TIMED 10

static void on_finished(WebKitPrintOperation *operation, gpointer user_data) {
    (void)operation;
    *(gboolean *)user_data = TRUE;
}

static void on_failed(WebKitPrintOperation *operation, GError *error, gpointer user_data) {
    (void)operation;
    (void)user_data;
    bench_fail("webkit_print_operation_print failed: %s", error->message);
}

// Prints `view` into the PDF file `path` and waits for WebKit's "finished".
static void print_to_file(WebKitWebView *view, const char *path) {
    WebKitPrintOperation *operation = webkit_print_operation_new(view);
    GtkPrintSettings *settings = gtk_print_settings_new();
    gtk_print_settings_set_printer(settings, "Print to File");
    gtk_print_settings_set(settings, "output-file-format", "pdf");
    char *uri = g_filename_to_uri(path, NULL, NULL);
    gtk_print_settings_set(settings, "output-uri", uri);
    g_free(uri);
    webkit_print_operation_set_print_settings(operation, settings);
    GtkPageSetup *setup = gtk_page_setup_new();
    GtkPaperSize *paper = gtk_paper_size_new_custom("gtkweb-pdf", "GtkWeb PDF", 595.28, 841.89, GTK_UNIT_POINTS);
    gtk_page_setup_set_paper_size(setup, paper);
    gtk_paper_size_free(paper);
    gtk_page_setup_set_top_margin(setup, 36, GTK_UNIT_POINTS);
    gtk_page_setup_set_left_margin(setup, 36, GTK_UNIT_POINTS);
    gtk_page_setup_set_bottom_margin(setup, 36, GTK_UNIT_POINTS);
    gtk_page_setup_set_right_margin(setup, 36, GTK_UNIT_POINTS);
    webkit_print_operation_set_page_setup(operation, setup);
    gboolean finished = FALSE;
    g_signal_connect(operation, "finished", G_CALLBACK(on_finished), &finished);
    g_signal_connect(operation, "failed", G_CALLBACK(on_failed), NULL);
    webkit_print_operation_print(operation);
    bench_wait(&finished, BENCH_DEADLINE_S, "webkit_print_operation_print to finish");
    g_signal_handlers_disconnect_by_data(operation, &finished);
    g_object_unref(setup);
    g_object_unref(settings);
    g_object_unref(operation);
    char head[5] = {0};
    FILE *file = fopen(path, "rb");
    if (file == NULL || fread(head, 1, sizeof head, file) != sizeof head || memcmp(head, "%PDF-", 5) != 0)
        bench_fail("%s is not a PDF", path);
    fclose(file);
}

double bench_pdf_export_ms(WebKitWebView *view, const char *workdir) {
    webkit_settings_set_print_backgrounds(webkit_web_view_get_settings(view), TRUE);
    char *path = g_build_filename(workdir, "c-page.pdf", NULL);
    gint64 samples[PDF_TIMED];
    for (int i = 0; i < PDF_WARMUP; i++) print_to_file(view, path);
    for (int i = 0; i < PDF_TIMED; i++) {
        gint64 start = bench_now_us();
        print_to_file(view, path);
        samples[i] = bench_now_us() - start;
    }
    g_unlink(path);
    g_free(path);
    return bench_ms(bench_percentile(samples, PDF_TIMED, 0.5));
}
