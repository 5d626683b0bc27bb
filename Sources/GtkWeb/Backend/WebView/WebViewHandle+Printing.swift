import CWebKitGTK
import GLibInterop

/// A print job's page layout in points: the paper's size and the four margins.
struct PrintLayout {
    var width: Double
    var height: Double
    var top: Double
    var left: Double
    var bottom: Double
    var right: Double
    /// Whether backgrounds (colors and images) are printed (`WebKitSettings:print-backgrounds`).
    var backgrounds: Bool
}

extension WebViewHandle {
    /// Prints the page to the PDF file at `path` without a dialog: a `WebKitPrintOperation` on GTK's
    /// "Print to File" printer (`output-uri`, `output-file-format` pdf), `webkit_print_operation_print`.
    /// Returns when WebKit reports the job `finished`.
    /// - Throws: `GLibError` (WebKitPrintError) when WebKit reports the job `failed`.
    func printPDF(toPath path: String, layout: PrintLayout) async throws {
        let operation = GObjectRef(takingOwnership: webkit_print_operation_new(webView)!)
        let settings = GObjectRef(takingOwnership: gtk_print_settings_new()!)
        let printSettings = cwk_print_settings(settings.raw)
        gtk_print_settings_set_printer(printSettings, "Print to File")
        gtk_print_settings_set(printSettings, "output-file-format", "pdf")
        let uri = g_filename_to_uri(path, nil, nil)
        defer { g_free(uri) }
        gtk_print_settings_set(printSettings, "output-uri", uri)
        webkit_print_operation_set_print_settings(operation.pointer(), printSettings)
        let setup = GObjectRef(takingOwnership: gtk_page_setup_new()!)
        let pageSetup = cwk_page_setup(setup.raw)
        let paper = gtk_paper_size_new_custom("gtkweb-pdf", "GtkWeb PDF", layout.width, layout.height, GTK_UNIT_POINTS)
        gtk_page_setup_set_paper_size(pageSetup, paper)
        gtk_paper_size_free(paper)
        gtk_page_setup_set_top_margin(pageSetup, layout.top, GTK_UNIT_POINTS)
        gtk_page_setup_set_left_margin(pageSetup, layout.left, GTK_UNIT_POINTS)
        gtk_page_setup_set_bottom_margin(pageSetup, layout.bottom, GTK_UNIT_POINTS)
        gtk_page_setup_set_right_margin(pageSetup, layout.right, GTK_UNIT_POINTS)
        webkit_print_operation_set_page_setup(operation.pointer(), pageSetup)

        let webSettings = webkit_web_view_get_settings(webView)
        // A settings change goes to the web process and may restyle the page: made only when needed.
        let printedBackgrounds = webkit_settings_get_print_backgrounds(webSettings)
        let wanted: gboolean = layout.backgrounds ? 1 : 0
        if printedBackgrounds != wanted { webkit_settings_set_print_backgrounds(webSettings, wanted) }
        defer {
            if printedBackgrounds != wanted { webkit_settings_set_print_backgrounds(webSettings, printedBackgrounds) }
        }

        let job = PrintJobWait()
        defer { withExtendedLifetime((operation, settings, setup)) {} }
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            job.continuation = continuation
            job.connections = [
                operation.connect("failed") { arguments in
                    let error = arguments.pointer(1).map {
                        GLibError(borrowing: $0.assumingMemoryBound(to: GError.self))
                    }
                    job.finish(error ?? GLibError(domain: "WebKitPrintError", code: 0, message: "printing failed"))
                },
                operation.connect("finished") { _ in job.finish(nil) },
            ]
            webkit_print_operation_print(operation.pointer())
        }
    }

    /// Runs GTK's print dialog for the page, over the window that holds the view
    /// (`webkit_print_operation_run_dialog`, which returns when the dialog closes; printing then goes
    /// on in the background). Failures after the dialog are passed to `onFailure`.
    /// - Returns: whether the user chose to print.
    func runPrintDialog(onFailure: @escaping @MainActor (GLibError) -> Void) -> Bool {
        let operation = GObjectRef(takingOwnership: webkit_print_operation_new(webView)!)
        let parent = hostWindow
        let job = PrintDialogJob(operation: operation)
        job.connections = [
            operation.connect("failed") { arguments in
                guard let error = arguments.pointer(1) else { return }
                onFailure(GLibError(borrowing: error.assumingMemoryBound(to: GError.self)))
            },
            operation.connect("finished") { _ in job.end() },
        ]
        let response = webkit_print_operation_run_dialog(operation.pointer(), parent)
        guard response == WEBKIT_PRINT_OPERATION_RESPONSE_PRINT else {
            job.end()
            return false
        }
        return true
    }
}

/// One `printPDF` job: resumed once, by `finished` or `failed`.
@MainActor
private final class PrintJobWait {
    var continuation: CheckedContinuation<Void, any Error>?
    var connections: [SignalConnection] = []

    func finish(_ error: GLibError?) {
        guard let continuation else { return }
        self.continuation = nil
        connections = []
        if let error { continuation.resume(throwing: error) } else { continuation.resume() }
    }
}

/// A print started from the dialog: the operation is kept alive until WebKit says it finished.
@MainActor
private final class PrintDialogJob {
    private static var running: [PrintDialogJob] = []
    let operation: GObjectRef
    var connections: [SignalConnection] = []

    init(operation: GObjectRef) {
        self.operation = operation
        Self.running.append(self)
    }

    func end() {
        Self.running.removeAll { $0 === self }
        connections = []
    }
}
