import Foundation
import GtkWeb

/// The window's page commands: print (`win.print`, Ctrl+P: GTK's print dialog) and view source
/// (`win.view-source`, Ctrl+U: the page's source as received, in a new tab under `view-source:`).
extension ShellWindow {
    func installPageCommands() {
        view.addAction("print") { [weak self] in self?.printPage() }
        view.addAction("view-source") { [weak self] in self?.viewSource() }
    }

    /// Shows GTK's print dialog for the active tab; a print that fails afterwards is said in the notice bar.
    private func printPage() {
        guard let engine = activeTab?.engine else { return }
        engine.runPrintDialog { [weak self] message in self?.showNotice("The page was not printed: \(message)") }
    }

    /// Opens the active tab's source, as WebKit received it, in a new tab after it.
    private func viewSource() {
        guard let tab = activeTab, let engine = tab.engine, let url = tab.url,
            url.scheme?.lowercased() != ViewSourcePages.scheme
        else { return }
        Task { @MainActor [weak self] in
            do {
                let data = try await engine.mainResourceData()
                self?.openTab(ViewSourcePages.shared.keep(data, of: url))
            } catch {
                self?.showNotice("The source of this page cannot be shown: \(error.localizedDescription)")
            }
        }
    }
}
