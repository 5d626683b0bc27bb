import Foundation
import GtkWeb
import SessionStore

/// The running browser: its windows, the command lines it is given (its own and those of later
/// launches, forwarded over D-Bus), and the application actions scripts drive it through.
///
/// D-Bus (`org.gtk.Actions` on the application's object path, `/org/gtkweb/Browser`):
/// - `open-url(s)`: opens the URL (or search) in a new tab of the most recent window;
/// - `eval(s)`: runs the script in the active tab; the result, `{"result": JSON}` or `{"error": …}`,
///   becomes the state of `last-eval`;
/// - `tabs`: a state-only action whose state is the JSON list of windows and tabs (title, URL, active,
///   whether the tab shows a page icon, whether it is loaded: restored tabs load when first shown, and
///   its page zoom as WebKit reports it, 1 for 100 %, and whether it is loading);
/// - `downloads`: a state-only action whose state is the JSON list of downloads (`ShellDownloads.json`),
///   republished at once when a download starts or ends and at most ten times a second for progress;
/// - `window`: a state-only action whose state is the most recent window's chrome as JSON
///   (`ShellWindow.windowState`, a `WindowState` encoded by `JSONEncoder`), built only when
///   `GTKWEB_WINDOW_STATE=1` is in the environment or `publish-window-state` was activated (end-to-end
///   tests), at most once per main-loop turn;
/// - `library`: a state-only action whose state is the bookmark star, the bookmarks and history
///   windows, Clear Browsing Data and the preferences as JSON (`ShellLibrary.publishState`);
/// - `new-window`, `new-private-window`, `about`, `quit`, `preferences`; each window's actions
///   (`ShellActionTable`) are at `/org/gtkweb/Browser/window/<id>`.
///
/// Windows and tabs live in a `BrowserSession` saved to `$XDG_DATA_HOME/gtkweb/sessions.sqlite`, so
/// they come back after a restart or a crash; private windows are on a session kept in memory only.
@MainActor
final class ShellApplication {
    static let applicationID = "org.gtkweb.Browser"

    let application: ApplicationHandle
    private let startPage: URL?
    private(set) var windows: [ShellWindow] = []
    /// Builds and publishes the `window` state when asked (`publishChrome`).
    var windowStatePublication = WindowStatePublication()
    private var publishTabs: (String) -> Void = { _ in }
    private var publishEval: (String) -> Void = { _ in }
    let session: BrowserSession
    let privateSession = BrowserSession(store: nil, configuration: { ShellWindow.configuration(for: $0) })
    private var restored = false
    private var quitting = false
    /// In automation mode: WebKit's automation, and whether the application is held until its first window.
    private var automation: WebAutomation?
    private var heldForAutomation = false

    /// A browser on `startPage`; with `automation` (`--automation-mode`), one for WebKit's WebDriver: no
    /// session store, nothing restored, its own instance.
    init(startPage: URL?, automation isAutomation: Bool = false) {
        self.startPage = startPage
        // Tabs show page icons: WebKit's favicon database in each persistent profile.
        GtkWebRuntime.keepsFavicons = true
        session = BrowserSession(
            store: isAutomation ? nil : Self.openStore(), configuration: { ShellWindow.configuration(for: $0) })
        restored = isAutomation
        session.onEvent = { event in
            FileHandle.standardError.write(Data("gtkweb: session: \(event)\n".utf8))
        }
        let unique = !isAutomation && ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"]?.isEmpty == false
        application = ApplicationHandle(id: Self.applicationID, unique: unique)
        application.onCommandLine = { [weak self] arguments, _ in self?.handle(arguments) ?? 1 }
        for entry in ShellActionTable.entries where !entry.keys.isEmpty {
            application.setAccelerators(entry.keys, for: entry.detailedName)
        }
        installActions()
        installAboutAction()
        installPopupsAndChrome()
        installLibrary()
        installPermissions()
        installLinkOpening()
        SiteBlocking.shared.liveEngines = { [weak self] in
            self?.windows.flatMap { $0.tabs.compactMap(\.engine) } ?? []
        }
        ShellPopups.shared.close = { [weak self] child in
            for window in self?.windows ?? [] {
                if let index = window.tabs.firstIndex(where: { $0.engine === child }) { window.closeTab(at: index) }
            }
        }
    }

    /// Runs until the last window closes; returns the exit status once the session is on disk.
    func run(arguments: [String]) -> Int32 {
        let status = application.run(arguments: ["gtkweb"] + arguments)
        saveSession()
        return status
    }

    /// The session store in `$XDG_DATA_HOME/gtkweb` (made if missing), or nil (said on stderr) when it
    /// cannot be opened: the shell then runs with its session in memory.
    private static func openStore() -> SessionStore? {
        do {
            return try SessionStore(fileURL: SessionStoreLocation.fileURL)
        } catch {
            FileHandle.standardError.write(
                Data("gtkweb: the session will not be kept: \(error.localizedDescription)\n".utf8))
            return nil
        }
    }

    /// Writes the session and waits until the store has it.
    private func saveSession() {
        session.saveNow()
        do {
            try session.store?.flush()
        } catch {
            FileHandle.standardError.write(
                Data("gtkweb: the session was not saved: \(error.localizedDescription)\n".utf8))
        }
    }

    /// Brings back the saved windows and tabs (once, at the first command line); returns whether any came.
    private func restoreSession() -> Bool {
        guard !restored else { return false }
        restored = true
        guard ShellPreferences.current.restoreSession else { return false }
        do {
            try session.restore()
        } catch {
            FileHandle.standardError.write(
                Data("gtkweb: the session was not restored: \(error.localizedDescription)\n".utf8))
            return false
        }
        for record in session.windows {
            guard let first = record.tabs.first else {
                session.closeWindow(record)
                continue
            }
            let label: String? = if case .named(let name) = first.profile { name } else { nil }
            let window = makeWindow(ShellWindow.Kind(profile: first.profile, label: label), record: record)
            window.showRestored(record.tabs, activeID: record.activeTabID)
            window.view.show()
            window.view.present()
        }
        return !windows.isEmpty
    }

    /// Handles one command line in the primary instance.
    private func handle(_ arguments: [String]) -> Int32 {
        guard case .browse(let options) = ShellCommand.parse(arguments) else {
            FileHandle.standardError.write(Data("gtkweb: that command does not open a browser window\n".utf8))
            return 2
        }
        let kind: ShellWindow.Kind
        if options.isPrivate {
            kind = ShellWindow.Kind(profile: .ephemeralSession("private-\(UUID().uuidString)"), label: "Private")
        } else if let name = options.profile {
            kind = ShellWindow.Kind(profile: .named(name), label: name)
        } else {
            kind = ShellWindow.Kind(profile: .default, label: nil)
        }
        if options.automation { return startAutomation() }
        let restoredWindows = restoreSession()
        if restoredWindows, options.urls.isEmpty, !options.newWindow, !options.isPrivate, options.profile == nil {
            return 0
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
    func openWindow(_ kind: ShellWindow.Kind, urls: [URL]) -> ShellWindow {
        let owner = kind.profile.isPersistent ? session : privateSession
        let window = makeWindow(kind, record: owner.openWindow())
        if urls.isEmpty {
            window.openTab(nil)
        } else {
            for url in urls { window.openTab(url) }
        }
        window.view.show()
        window.view.present()
        return window
    }

    /// Allows WebKit's automation and waits (the application held) for the driver's first request.
    private func startAutomation() -> Int32 {
        guard automation == nil else { return 0 }
        do {
            automation = try ShellAutomation.start { [weak self] presentation in
                self?.openForAutomation(presentation)
            }
        } catch {
            FileHandle.standardError.write(Data("gtkweb: \(error.localizedDescription)\n".utf8))
            return 1
        }
        application.hold()
        heldForAutomation = true
        return 0
    }

    /// A new automation tab (in the last automation window) or window; returns its engine.
    private func openForAutomation(_ presentation: WebAutomation.Presentation) -> WebEngine? {
        let tab: ShellTab?
        if presentation == .tab, let window = windows.last(where: { $0.kind == ShellAutomation.kind }) {
            tab = window.openTab(nil)
            window.view.present()
        } else {
            tab = openWindow(ShellAutomation.kind, urls: []).activeTab
        }
        if heldForAutomation {
            // From now on the application ends with its last window, as when the driver closes them all.
            heldForAutomation = false
            application.release()
        }
        return tab?.engine
    }

    /// A window showing the session window `record` (tabs are added by the caller).
    func makeWindow(_ kind: ShellWindow.Kind, record: BrowserWindow) -> ShellWindow {
        let owner = kind.profile.isPersistent ? session : privateSession
        let window = ShellWindow(
            application: application, kind: kind, startPage: startPage, session: owner, record: record)
        window.onChange = { [weak self] in
            self?.publishState()
            self?.publishChrome()
        }
        window.onChromeChange = { [weak self] in self?.publishChrome() }
        window.onClosed = { [weak self] closed in self?.windowClosed(closed) }
        window.onReopened = { [weak self] tab in self?.showReopened(tab) }
        windows.append(window)
        return window
    }

    /// A window that closes leaves the session, except the last one (or all, on quit), which the next
    /// launch restores.
    private func windowClosed(_ closed: ShellWindow) {
        windows.removeAll { $0 === closed }
        let isLastSaved = !windows.contains { $0.session === session }
        if !quitting, !(closed.session === session && isLastSaved) { closed.session.closeWindow(closed.record) }
        if closed.session === session { saveSession() }
        publishState()
    }

    /// Shows a reopened tab in the window the session put it in (a new one when that window is gone).
    private func showReopened(_ tab: BrowserTab) {
        guard let record = tab.window else { return }
        let window =
            windows.first { $0.record === record }
            ?? makeWindow(ShellWindow.Kind(profile: tab.profile, label: nil), record: record)
        window.show(tab, at: record.index(ofTab: tab.id) ?? window.tabs.count, select: true)
        window.view.show()
        window.view.present()
    }

    private func installActions() {
        application.addAction("new-window") { [weak self] _ in
            self?.openWindow(ShellWindow.Kind(profile: .default, label: nil), urls: [])
        }
        application.addAction("new-private-window") { [weak self] _ in
            self?.openWindow(
                ShellWindow.Kind(profile: .ephemeralSession("private-\(UUID().uuidString)"), label: "Private"),
                urls: [])
        }
        application.addAction("quit") { [weak self] _ in
            guard let self else { return }
            self.quitting = true
            self.saveSession()
            for window in self.windows { window.view.close() }
        }
        application.addAction("open-url", takesString: true) { [weak self] text in
            guard let self, let text else { return }
            if let window = self.windows.last {
                window.navigate(toNewTab: text)
            } else if let url = AddressResolver().url(for: text) {
                self.openWindow(ShellWindow.Kind(profile: .default, label: nil), urls: [url])
            }
        }
        application.addAction("eval", takesString: true) { [weak self] script in
            guard let self, let script, let engine = self.windows.last?.activeTab?.engine else { return }
            Task { @MainActor in
                do {
                    let result = try await engine.evaluate(js: script)
                    self.publishEval("{\"result\": \(result ?? "null")}")
                } catch {
                    self.publishEval("{\"error\": \(JSONText.quote(error.localizedDescription))}")
                }
            }
        }
        publishTabs = application.addStateAction("tabs", initial: "[]")
        publishEval = application.addStateAction("last-eval", initial: "null")
        let publishDownloads = application.addStateAction("downloads", initial: "[]")
        let downloadsChanged = CoalescedCall(milliseconds: CoalescedCall.progressMilliseconds) {
            publishDownloads(ShellDownloads.json)
        }
        ShellDownloads.manager.addObserver { event in
            if case .progressed = event { downloadsChanged.soon() } else { downloadsChanged.now() }
        }
    }

    /// Publishes the windows and tabs as the `tabs` action's state.
    private func publishState() {
        let list = windows.enumerated().map { index, window in
            let tabs = window.tabs.enumerated().map { tabIndex, tab in
                "{\"title\": \(JSONText.quote(tab.displayTitle)), \"url\": \(JSONText.quote(tab.url?.absoluteString ?? "")), "
                    + "\"active\": \(tabIndex == window.activeIndex), \"favicon\": \(tab.page.hasFavicon), "
                    + "\"loaded\": \(tab.isLoaded), \"zoom\": \(Double(tab.engine?.pageZoom ?? 1)), "
                    + "\"loading\": \(tab.state?.isLoading == true)}"
            }
            return
                "{\"window\": \(index), \"label\": \(JSONText.quote(window.kind.label ?? "")), \"dialog\": \(window.isDialog), "
                + "\"tabs\": [\(tabs.joined(separator: ", "))]}"
        }
        publishTabs("[\(list.joined(separator: ", "))]")
    }
}

extension ShellWindow {
    /// Opens `text` (an address or a search) in a new tab.
    func navigate(toNewTab text: String) {
        guard let url = AddressResolver().url(for: text) else { return }
        openTab(url)
        view.present()
    }
}
