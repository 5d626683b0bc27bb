import Foundation

/// What a saved tab record says of its page: URL, title and WebKit's back/forward state, taken together.
struct SavedPage {
    var url: String?
    var title: String
    var sessionState: Data?
}

extension BrowserSession {
    /// The page a tab's record names, as one unit.
    ///
    /// A live engine's URL and title move on at each commit and title change, while its back/forward state
    /// was captured after the last finished load: saved side by side, a record could name one page and
    /// restore another. So for a live engine with a current history entry, all three are read from the
    /// engine now — the entry's URL, the entry's title (the engine's title when it is for that URL, or
    /// none), and the serialized state whose current entry it is — and the state is kept on the tab for
    /// later hibernation. Other tabs keep the unit they were restored or hibernated with.
    func savedPage(of tab: BrowserTab) -> SavedPage {
        guard let engine = tab.engine, let current = engine.currentItem, let state = engine.sessionStateData() else {
            return SavedPage(url: tab.url?.absoluteString, title: tab.title, sessionState: tab.sessionState)
        }
        tab.sessionState = state
        var title = current.title ?? ""
        if title.isEmpty, engine.url?.absoluteString == current.url { title = engine.title ?? "" }
        return SavedPage(url: current.url, title: title, sessionState: state)
    }
}
