import Foundation
import GtkWeb

/// The window's tools: the per-site content-blocking toggle (a header-bar button), the JavaScript
/// console panel (`win.console`, Ctrl+Shift+J) and snapshots of the
/// view (`win.save-snapshot`, Ctrl+Shift+S) or the whole page (`win.save-page-snapshot`, Ctrl+Alt+S),
/// saved into the pictures folder (the notice bar says where).
extension ShellWindow {
    func installTools() {
        view.addAction("console") { [weak self] in self?.view.console.toggle() }
        view.addAction("save-snapshot") { [weak self] in self?.saveSnapshot(fullPage: false) }
        view.addAction("save-page-snapshot") { [weak self] in self?.saveSnapshot(fullPage: true) }
        view.console.onEvaluate = { [weak self] script in self?.evaluateInConsole(script) }
        view.console.onChange = { [weak self] in self?.onChromeChange() }
        view.addToHeaderEnd(view.blocker.button)
        view.blocker.onToggled = { [weak self] blocking in self?.setBlocking(blocking) }
    }

    /// Shows whether content is blocked on the active tab's site.
    func renderBlocking() {
        let host = activeTab?.url?.host
        let blocking = SiteBlocking.shared.isBlocking(on: host)
        let usable = SiteBlocking.shared.runtime != nil && host != nil
        view.blocker.show(
            active: blocking, usable: usable,
            tooltip: usable
                ? (blocking ? "Content blocking is on for \(host!)" : "Content blocking is off for \(host!)")
                : "No content blocking here")
    }

    private func setBlocking(_ blocking: Bool) {
        guard let host = activeTab?.url?.host else { return }
        Task { @MainActor [weak self] in
            if let problem = await SiteBlocking.shared.setBlocking(blocking, on: host) { self?.showNotice(problem) }
            self?.renderBlocking()
            self?.onChromeChange()
        }
    }

    /// Adds a console line of `engine` when it is one of this window's tabs.
    func showConsoleMessage(_ message: WebConsoleMessage, of engine: WebEngine) {
        guard tabs.contains(where: { $0.engine === engine }) else { return }
        view.console.append(ShellConsole.line(for: message))
    }

    private func evaluateInConsole(_ script: String) {
        guard let engine = activeTab?.engine, !script.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        view.console.append("› \(script)")
        Task { @MainActor [weak self] in
            do {
                let result = try await engine.evaluate(js: script)
                self?.view.console.append("← \(result ?? "undefined")")
            } catch {
                self?.view.console.append("✕ \(error.localizedDescription)")
            }
        }
    }

    private func saveSnapshot(fullPage: Bool) {
        guard let engine = activeTab?.engine else { return }
        Task { @MainActor [weak self] in
            do {
                let file = try await SnapshotSaver.save(engine, fullPage: fullPage, into: UserFolders.pictures)
                self?.showNotice("Saved a snapshot of the \(fullPage ? "page" : "view") to \(file.path)")
            } catch {
                self?.showNotice("No snapshot was saved.", detail: error.localizedDescription)
            }
        }
    }
}
