import Foundation
import GtkWeb

/// The window's page commands: print (`win.print`, Ctrl+P: GTK's print dialog).
extension ShellWindow {
    func installPageCommands() {
        view.addAction("print") { [weak self] in self?.printPage() }
    }

    /// Shows GTK's print dialog for the active tab; a print that fails afterwards is said in the notice bar.
    private func printPage() {
        guard let engine = activeTab?.engine else { return }
        engine.runPrintDialog { [weak self] message in self?.showNotice("The page was not printed: \(message)") }
    }
}
