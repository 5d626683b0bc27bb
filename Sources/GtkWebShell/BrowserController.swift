import Foundation
import GtkWeb

/// The browser window's behaviour: what the toolbar does and what it shows, on the public API only.
@MainActor
final class BrowserController {
    private let window: ShellWindow
    private let view: WebView
    private var observation: WebViewStateObservation?
    private var reportedLoads: Set<URL> = []

    init(startURL: URL?) {
        window = ShellWindow()
        let configuration = WebEngineConfiguration(isInspectable: true)
        if let rules = ResourceLocator.rules?.appendingPathComponent("default.json") {
            // The default list blocks common ad and tracker hosts; compiled once, then loaded from cache.
            configuration.contentBlockers = WebContentBlockerConfiguration(ruleListPaths: [rules.path])
        }
        view = WebView(
            configuration: configuration,
            url: startURL,
            onContentRuleBlockedNavigation: { url in
                FileHandle.standardError.write(Data("gtkweb: a content blocker stopped \(url.absoluteString)\n".utf8))
            },
            onNavigationFailedWithError: { error in
                FileHandle.standardError.write(Data("gtkweb: load failed: \(error.localizedDescription)\n".utf8))
            })
        view.unsafeAttach(toContainer: window.contentContainer)
        window.onBack = { [weak self] in self?.view.navigator.goBack() }
        window.onForward = { [weak self] in self?.view.navigator.goForward() }
        window.onReloadOrStop = { [weak self] in
            guard let self else { return }
            if self.view.state.isLoading { self.view.navigator.stopLoading() } else { self.view.navigator.reload() }
        }
        window.onAddress = { [weak self] text in self?.open(text) }
        observation = view.state.observe { [weak self] state in self?.render(state) }
    }

    /// Shows the window and runs the GTK main loop until it closes.
    func run() {
        window.show()
        window.runUntilClosed()
    }

    private func open(_ text: String) {
        guard let url = AddressParser.url(from: text) else {
            window.showAddressError("Not an address: \(text)")
            return
        }
        view.navigator.load(url: url)
    }

    private func render(_ state: WebViewState) {
        let title = state.pageTitle.flatMap { $0.isEmpty ? nil : $0 }
        window.setTitle(title.map { "GtkWeb — \($0)" } ?? "GtkWeb")
        if !window.isEditingAddress { window.setAddress(state.url?.absoluteString ?? "") }
        window.setProgress(state.isLoading ? max(0.05, state.estimatedProgress ?? 0) : 0)
        window.setNavigation(canGoBack: state.canGoBack, canGoForward: state.canGoForward, isLoading: state.isLoading)
        if !state.isLoading, state.error == nil, let url = state.url, !reportedLoads.contains(url) {
            reportedLoads.insert(url)
            // Scripts and the screenshot check wait for this line.
            FileHandle.standardOutput.write(Data("gtkweb: page loaded \(url.absoluteString)\n".utf8))
        }
    }
}
