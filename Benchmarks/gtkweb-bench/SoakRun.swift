import Foundation
import GtkWeb
import HTTPFixture
import SessionStore

/// One soak session at a time, over the same store, download manager, rule lists and message counter.
@MainActor
struct SoakRun {
    let server: FixtureServer
    let store: SessionStore
    let downloads: SoakDownloads
    let rules: [String]
    let messages = SoakMessageCounter()
    let popups = SoakPopups()
    /// One navigation in this many is followed by a popup (opened by the page, shown as a tab, closed by
    /// its page).
    static let popupEvery = 10

    /// Opens a session of `SoakSuite.tabCount` tabs saved to the store, makes `navigations` navigations in
    /// turn (a popup every 10, hibernation and a cancelled download every 100, a blocker preparation and a
    /// sample every 200; see `SoakSuite`), closes it and waits for its web processes to end and its popups'
    /// engines to be released.
    /// - Returns: the samples taken.
    /// - Throws: `BenchError` when a load, a download, a preparation or a wait fails.
    func session(navigations: Int) async throws -> [SoakSample] {
        let popupCount = (navigations + Self.popupEvery / 2) / Self.popupEvery
        let expectedMessages = messages.received + (navigations + popupCount) * SoakSuite.messagesPerPage
        var samples: [SoakSample] = []
        do {
            let session = BrowserSession(store: store) { profile in
                WebEngineConfiguration(
                    profile: profile, userScripts: [SoakPages.poster], scriptMessageHandlerNames: ["soak"],
                    scriptMessageDelegate: messages, uiDelegate: popups, capturesConsoleOutput: false)
            }
            popups.session = session
            let window = session.openWindow()
            let tabs = (0..<SoakSuite.tabCount).map {
                session.openTab(url: server.url("/soak/open-\($0)"), in: window)
            }
            for tab in tabs { try await SessionsSuite.finished(tab) }
            for index in 0..<navigations {
                let tab = tabs[index % tabs.count]
                session.activate(tabID: tab.id)
                try await SessionsSuite.finished(tab)
                let engine = try SessionsSuite.require(tab.engine, "tab \(index % tabs.count)'s engine")
                try await engine.load(url: server.url("/soak/page-\(index)"))
                let done = index + 1
                if done % Self.popupEvery == Self.popupEvery / 2 {
                    try await popups.openAndAwaitClose(server.url("/soak/popup-\(index)"), from: engine)
                }
                if done % 100 == 0 {
                    for offset in [3, 7] { session.hibernate(tabID: tabs[(index + offset) % tabs.count].id) }
                    try await downloads.startAndCancel(using: engine)
                }
                if done % 200 == 0 {
                    let runtime = WebContentBlockerRuntime(
                        configuration: WebContentBlockerConfiguration(ruleListPaths: [rules[done / 200 % 2]]))
                    let errors = await runtime.prepare()
                    guard errors.isEmpty else { throw BenchError("preparing the rule list failed: \(errors)") }
                    samples.append(SoakSample.take(navigations: done))
                    note(samples[samples.count - 1].jsonLine)
                }
            }
            try await messages.wait(forAtLeast: expectedMessages)
            for window in session.windows { session.closeWindow(window) }
            try await store.flushAsync()
        }
        try await ProcessTree.wait(for: "the web processes to end after the session closed", seconds: 60) {
            ProcessTree.webProcesses().isEmpty
        }
        try await ProcessTree.wait(for: "the popups' engines to be released (\(popups.liveChildren) alive)") {
            popups.liveChildren == 0
        }
        return samples
    }
}
