import CWebKitGTK
import GLibInterop

extension WebViewHandle {
    /// The view's find controller (`webkit_web_view_get_find_controller`, borrowed: the view owns it).
    private var findController: UnsafeMutablePointer<WebKitFindController> {
        webkit_web_view_get_find_controller(webView)!
    }

    /// Counts the matches of `text` (`webkit_find_controller_count_matches`, answered by the
    /// `counted-matches` signal), then highlights them and selects the first one after the current
    /// selection (`webkit_find_controller_search`). Overlapping calls (a find bar searching again while
    /// the user types) each get the count of their own text, WebKit answering the counts in order.
    /// - Returns: the number of matches, at most `maximum`.
    func find(_ text: String, caseInsensitive: Bool, backwards: Bool, maximum: UInt32) async -> Int {
        var options = WEBKIT_FIND_OPTIONS_WRAP_AROUND.rawValue
        if caseInsensitive { options |= WEBKIT_FIND_OPTIONS_CASE_INSENSITIVE.rawValue }
        if backwards { options |= WEBKIT_FIND_OPTIONS_BACKWARDS.rawValue }
        let controller = findController
        if countedMatches == nil {
            countedMatches = connectSignal(UnsafeMutableRawPointer(controller), "counted-matches") {
                [weak self] arguments in
                guard let self, !self.matchCountWaiters.isEmpty else { return }
                self.matchCountWaiters.removeFirst().resume(returning: arguments.integer(1))
            }
        }
        let count: Int = await withCheckedContinuation { continuation in
            matchCountWaiters.append(continuation)
            webkit_find_controller_count_matches(controller, text, options, maximum)
        }
        if count > 0 {
            webkit_find_controller_search(controller, text, options, maximum)
        } else {
            webkit_find_controller_search_finish(controller)
        }
        return count
    }

    /// Selects the next match of the last search (`webkit_find_controller_search_next`).
    func findNext() { webkit_find_controller_search_next(findController) }

    /// Selects the previous match of the last search (`webkit_find_controller_search_previous`).
    func findPrevious() { webkit_find_controller_search_previous(findController) }

    /// Removes the highlights of the last search (`webkit_find_controller_search_finish`).
    func endFind() { webkit_find_controller_search_finish(findController) }
}
