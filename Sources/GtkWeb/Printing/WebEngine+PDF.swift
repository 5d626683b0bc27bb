public import Foundation
import GLibInterop

extension WebEngine {
    /// Makes a PDF of the page as it prints (its print style sheet applies), paginated on
    /// `configuration`'s paper. An addition to SkipWeb in the shape of WKWebView's
    /// `createPDF(configuration:)`.
    ///
    /// WebKit prints the page (`WebKitPrintOperation`, `webkit_print_operation_print`) to GTK's
    /// "Print to File" printer, headless, into a private temporary file that is read and removed.
    /// - Returns: the PDF document's bytes.
    /// - Throws: `WebPDFError.invalidConfiguration` for sizes that leave no room for content;
    ///   `.printFailed` when WebKit's print job fails; `.emptyOutput` when it wrote no PDF;
    ///   `.destinationNotWritable` when no temporary file can be made.
    public func pdfData(configuration: WebPDFConfiguration = WebPDFConfiguration()) async throws -> Data {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtkweb-pdf-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw WebPDFError.destinationNotWritable(path: folder.path, reason: error.localizedDescription)
        }
        defer { try? FileManager.default.removeItem(at: folder) }  // the private folder made above
        let file = folder.appendingPathComponent("page.pdf")
        try await printPDF(toPath: file.path, configuration: configuration)
        return try Data(contentsOf: file)
    }

    /// Writes a PDF of the page (as `pdfData(configuration:)` makes it) to the file `url`, replacing
    /// any file there. The PDF is printed into a temporary file beside `url` and renamed to it once
    /// complete, so `url` is never left half-written and a failure leaves nothing behind.
    /// - Throws: `WebPDFError.destinationNotWritable` when `url` is not a file URL or its folder is missing
    ///   or not writable (nothing is written); otherwise as `pdfData(configuration:)`.
    public func exportPDF(to url: URL, configuration: WebPDFConfiguration = WebPDFConfiguration()) async throws {
        guard url.isFileURL, !url.lastPathComponent.isEmpty else {
            throw WebPDFError.destinationNotWritable(path: url.absoluteString, reason: "it is not a file address.")
        }
        let partial = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).partial")
        do {
            try Data().write(to: partial, options: .withoutOverwriting)
        } catch {
            throw WebPDFError.destinationNotWritable(path: url.path, reason: error.localizedDescription)
        }
        do {
            try await printPDF(toPath: partial.path, configuration: configuration)
            guard rename(partial.path, url.path) == 0 else {
                let reason = String(cString: strerror(errno))
                throw WebPDFError.destinationNotWritable(path: url.path, reason: reason)
            }
        } catch {
            try? FileManager.default.removeItem(at: partial)  // this call's own temporary file
            throw error
        }
    }

    /// Shows GTK's print dialog for the page over the engine's window; printing, when chosen, goes on in
    /// the background after the dialog closes. An addition to SkipWeb.
    ///
    /// `webkit_print_operation_run_dialog`: the call returns when the dialog closes (GTK runs the main
    /// loop meanwhile, so other events are still handled). Inside Flatpak or Snap (WebKit takes any
    /// machine with `/.flatpak-info` for a Flatpak), or with `WEBKIT_USE_PORTAL=1`, WebKit asks the
    /// desktop portal's print dialog instead, and returns false at once when there is no portal.
    /// - Parameter onFailure: called with WebKit's message when the chosen print fails.
    /// - Returns: whether the user chose to print (false when the dialog was cancelled).
    @discardableResult
    public func runPrintDialog(onFailure: @escaping @MainActor (String) -> Void = { _ in }) -> Bool {
        handle.runPrintDialog { onFailure($0.message) }
    }

    /// Prints the page into the PDF file at `path` and checks that a PDF was written there.
    private func printPDF(toPath path: String, configuration: WebPDFConfiguration) async throws {
        guard configuration.isValid else { throw WebPDFError.invalidConfiguration }
        let layout = PrintLayout(
            width: configuration.pageSize.width, height: configuration.pageSize.height,
            top: configuration.margins.top, left: configuration.margins.left,
            bottom: configuration.margins.bottom, right: configuration.margins.right,
            backgrounds: configuration.printsBackgrounds)
        do {
            try await handle.printPDF(toPath: path, layout: layout)
        } catch let error as GLibError {
            throw WebPDFError.printFailed(error.message)
        }
        // A file that cannot be read back is no PDF: the check below says so.
        let head = FileHandle(forReadingAtPath: path).flatMap { try? $0.read(upToCount: 5) }
        guard head == Data("%PDF-".utf8) else { throw WebPDFError.emptyOutput }
    }
}
