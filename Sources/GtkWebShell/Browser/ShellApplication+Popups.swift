import Foundation
import GtkWeb

extension ShellApplication {
    /// Popups open once WebKit is ready to show them: a page's dialog (`window.open` with a size, or
    /// without toolbars) in a small window of its own, anything else as a tab of the opener's window.
    /// Links the engine cannot show report failures in their window's notice bar, console lines go to
    /// their window's console panel; the `window` state follows the most recent window's chrome.
    func installPopupsAndChrome() {
        ShellPopups.shared.open = { [weak self] opener, context in
            guard let self, self.windows.contains(where: { $0.tabs.contains { $0.view === opener } }) else {
                return nil
            }
            let child = context.makeChildWebEngine()
            ShellPopups.shared.pending.append(child)
            child.whenReadyToShow { [weak self, weak child] features in
                guard let self, let child else { return }
                ShellPopups.shared.pending.removeAll { $0 === child }
                self.place(child, openedBy: opener, features: features)
            }
            return child
        }
        ExternalLinks.shared.notify = { [weak self] engine, message, detail in
            let window = self?.windows.first { $0.tabs.contains { $0.engine === engine } } ?? self?.windows.last
            window?.showNotice(message, detail: detail)
        }
        ShellConsole.shared.show = { [weak self] engine, message in
            for window in self?.windows ?? [] { window.showConsoleMessage(message, of: engine) }
        }
        windowStatePublication = WindowStatePublication(
            state: { [weak self] in self?.windows.last?.windowState },
            publish: application.addStateAction("window", initial: "{}"))
        application.addAction(WindowStatePublication.actionName) { [weak self] _ in
            self?.windowStatePublication.start()
        }
    }

    /// Publishes the most recent window's chrome as the `window` action's state, at most once per turn of
    /// the main loop and only once a test asked for it (`WindowStatePublication`).
    func publishChrome() { windowStatePublication.request() }

    private func place(_ child: WebEngine, openedBy opener: WebView, features: WebWindowFeatures) {
        guard let window = windows.first(where: { $0.tabs.contains { $0.view === opener } }) else { return }
        guard features.isDialog else {
            window.openTab(adopting: child)
            return
        }
        let owner = window.kind.profile.isPersistent ? session : privateSession
        let dialog = makeWindow(window.kind, record: owner.openWindow())
        dialog.isDialog = true
        // WebKit's size for a popup not yet shown is a hint at best (see WebWindowFeatures).
        let width = features.width.map { $0 >= 200 ? $0 : 480 } ?? 480
        let height = features.height.map { $0 >= 200 ? $0 : 360 } ?? 360
        dialog.view.becomeDialog(width: width, height: height)
        dialog.openTab(adopting: child)
        dialog.view.show()
        dialog.view.present()
        publishChrome()
    }
}
