import Foundation
import GtkWeb

extension ShellApplication {
    /// Links opened elsewhere: a modified click (`LinkOpening`) from the window of the engine it was
    /// made in, a link menu's item from the window that has the focus; the menu's Save items ask where
    /// to save in a chooser (`SaveAsDialog`).
    func installLinkOpening() {
        ExternalLinks.shared.openLink = { [weak self] engine, url, opening in
            guard let self, let window = self.windows.first(where: { $0.tabs.contains { $0.engine === engine } })
            else { return }
            self.open(url, opening, from: window)
        }
        ShellLinkMenu.shared.open = { [weak self] url, opening in
            guard let self, let window = self.windows.first(where: { $0.view.isActive }) ?? self.windows.last else {
                return
            }
            self.open(url, opening, from: window)
        }
        ShellLinkMenu.shared.save = { [weak self] url, engine, title in
            let window = self?.windows.first { $0.tabs.contains { $0.engine === engine } }
            do {
                try SaveAsDialog.save(url, using: engine, title: title, parent: window)
            } catch {
                window?.showNotice(
                    "\(url.lastPathComponent) could not be saved.", detail: error.localizedDescription)
            }
        }
        ShellLinkMenu.shared.onChange = { [weak self] in
            // A menu is on screen once WebKit has shown it, after this turn of the main loop.
            Task { @MainActor [weak self] in self?.publishChrome() }
        }
    }

    private func open(_ url: URL, _ opening: LinkOpening, from window: ShellWindow) {
        switch opening {
        case .backgroundTab: window.openTab(url, select: false)
        case .foregroundTab: window.openTab(url, select: true)
        case .newWindow: openWindow(window.kind, urls: [url])
        case .newPrivateWindow:
            openWindow(
                ShellWindow.Kind(profile: .ephemeralSession("private-\(UUID().uuidString)"), label: "Private"),
                urls: [url])
        }
    }
}
