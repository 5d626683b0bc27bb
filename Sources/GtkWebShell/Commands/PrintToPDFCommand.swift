import Foundation
import GtkWeb

/// `gtkweb --print-to-pdf FILE URL`: loads the page in an ephemeral engine that no window shows and
/// prints it to the PDF file FILE (A4, half-inch margins, backgrounds printed) with `WebEngine.exportPDF`.
@MainActor
enum PrintToPDFCommand {
    /// Exit statuses, as `--snapshot`'s: 0 written, 1 the print failed or FILE could not be written
    /// (nothing is left at FILE), 3 the page did not load, 4 no display.
    static func run(file: URL, url: URL) -> Int32 {
        HeadlessPage.run(url: url) { engine in
            do {
                try await engine.exportPDF(to: file)
            } catch {
                HeadlessPage.fail("no PDF of \(url.absoluteString): \(error.localizedDescription)")
                return 1
            }
            return 0
        }
    }
}
