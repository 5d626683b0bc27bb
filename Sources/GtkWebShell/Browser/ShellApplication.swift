import Foundation
import GtkWeb

/// The running browser: its windows, the command lines it is given (its own and those of later
/// launches, forwarded over D-Bus), and the application actions scripts drive it through.
///
/// D-Bus (`org.gtk.Actions` on the application's object path, `/org/gtkweb/Browser`):
/// - `open-url(s)`: opens the URL (or search) in a new tab of the most recent window;
/// - `eval(s)`: runs the script in the active tab; the result, `{"result": JSON}` or `{"error": …}`,
///   becomes the state of `last-eval`;
/// - `tabs`: a state-only action whose state is the JSON list of windows and tabs;
/// - `new-window`, `new-private-window`, `quit`.
@MainActor
final class ShellApplication {
    static let applicationID = "org.gtkweb.Browser"

    private let application: ApplicationHandle
    private let startPage: URL?
    private var windows: [BrowserWindow] = []
    private var publishTabs: (String) -> Void = { _ in }
    private var publishEval: (String) -> Void = { _ in }

    init(startPage: URL?) {
        self.startPage = startPage
        let unique = ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"]?.isEmpty == false
        application = ApplicationHandle(id: Self.applicationID, unique: unique)
        application.onCommandLine = { [weak self] arguments, _ in self?.handle(arguments) ?? 1 }
        for (action, keys) in BrowserWindow.accelerators { application.setAccelerators(keys, for: action) }
        application.setAccelerators(["<Control>n"], for: "app.new-window")
        application.setAccelerators(["<Control><Shift>n"], for: "app.new-private-window")
        application.setAccelerators(["<Control>q"], for: "app.quit")
        installActions()
    }

    /// Runs until the last window closes; returns the exit status.
    func run(arguments: [String]) -> Int32 { application.run(arguments: ["gtkweb"] + arguments) }

    /// Handles one command line in the primary instance.
    private func handle(_ arguments: [String]) -> Int32 {
        guard case .browse(let options) = ShellCommand.parse(arguments) else {
            FileHandle.standardError.write(Data("gtkweb: that command does not open a browser window\n".utf8))
            return 2
        }
        let kind: BrowserWindow.Kind
        if options.isPrivate {
            kind = BrowserWindow.Kind(profile: .ephemeralSession("private-\(UUID().uuidString)"), label: "Private")
        } else if let name = options.profile {
            kind = BrowserWindow.Kind(profile: .named(name), label: name)
        } else {
            kind = BrowserWindow.Kind(profile: .default, label: nil)
        }
        // A new window unless asked for tabs in the window of this kind that is open already.
        if !options.newWindow, !options.urls.isEmpty, let window = windows.last(where: { $0.kind == kind }) {
            for url in options.urls { window.openTab(url) }
            window.view.present()
            return 0
        }
        openWindow(kind, urls: options.urls)
        return 0
    }

    @discardableResult
    private func openWindow(_ kind: BrowserWindow.Kind, urls: [URL]) -> BrowserWindow {
        let window = BrowserWindow(application: application, kind: kind, startPage: startPage)
        window.onChange = { [weak self] in self?.publishState() }
        window.onClosed = { [weak self] closed in
            self?.windows.removeAll { $0 === closed }
            self?.publishState()
        }
        windows.append(window)
        if urls.isEmpty {
            window.openTab(nil)
        } else {
            for url in urls { window.openTab(url) }
        }
        window.view.show()
        window.view.present()
        return window
    }

    private func installActions() {
        application.addAction("new-window") { [weak self] _ in
            self?.openWindow(BrowserWindow.Kind(profile: .default, label: nil), urls: [])
        }
        application.addAction("new-private-window") { [weak self] _ in
            self?.openWindow(
                BrowserWindow.Kind(profile: .ephemeralSession("private-\(UUID().uuidString)"), label: "Private"),
                urls: [])
        }
        application.addAction("quit") { [weak self] _ in
            for window in self?.windows ?? [] { window.view.close() }
        }
        application.addAction("open-url", takesString: true) { [weak self] text in
            guard let self, let text else { return }
            if let window = self.windows.last {
                window.navigate(toNewTab: text)
            } else if let url = AddressResolver().url(for: text) {
                self.openWindow(BrowserWindow.Kind(profile: .default, label: nil), urls: [url])
            }
        }
        application.addAction("eval", takesString: true) { [weak self] script in
            guard let self, let script, let tab = self.windows.last?.activeTab else { return }
            Task { @MainActor in
                do {
                    let result = try await tab.engine.evaluate(js: script)
                    self.publishEval("{\"result\": \(result ?? "null")}")
                } catch {
                    self.publishEval("{\"error\": \(JSONText.quote(error.localizedDescription))}")
                }
            }
        }
        publishTabs = application.addStateAction("tabs", initial: "[]")
        publishEval = application.addStateAction("last-eval", initial: "null")
    }

    /// Publishes the windows and tabs as the `tabs` action's state.
    private func publishState() {
        let list = windows.enumerated().map { index, window in
            let tabs = window.tabs.enumerated().map { tabIndex, tab in
                "{\"title\": \(JSONText.quote(tab.displayTitle)), \"url\": \(JSONText.quote(tab.state.url?.absoluteString ?? "")), "
                    + "\"active\": \(tabIndex == window.activeIndex)}"
            }
            return
                "{\"window\": \(index), \"label\": \(JSONText.quote(window.kind.label ?? "")), \"tabs\": [\(tabs.joined(separator: ", "))]}"
        }
        publishTabs("[\(list.joined(separator: ", "))]")
    }
}

extension BrowserWindow {
    /// Opens `text` (an address or a search) in a new tab.
    func navigate(toNewTab text: String) {
        guard let url = AddressResolver().url(for: text) else { return }
        openTab(url)
        view.present()
    }
}
