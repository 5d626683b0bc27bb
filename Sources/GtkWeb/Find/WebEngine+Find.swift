extension WebEngine {
    /// Finds `text` in the page, as a browser's find bar does: highlights every match and selects the
    /// first one (after the current selection, or before it when `backwards`), wrapping around the
    /// page. Wraps WebKit's find controller (`webkit_find_controller_count_matches`, then
    /// `webkit_find_controller_search`).
    ///
    /// An empty `text` clears the highlights and returns 0.
    /// - Parameters:
    ///   - text: the text to find.
    ///   - backwards: select the match before the current selection instead of after it.
    ///   - caseSensitive: match letter case exactly (default: not).
    ///   - maximumMatchCount: the count stops there (default 1,000).
    /// - Returns: how many matches the page has (0 when none; the highlights are then cleared).
    public func find(
        _ text: String, caseSensitive: Bool = false, backwards: Bool = false, maximumMatchCount: Int = 1000
    ) async -> Int {
        guard !text.isEmpty else {
            handle.endFind()
            return 0
        }
        return await handle.find(
            text, caseInsensitive: !caseSensitive, backwards: backwards,
            maximum: UInt32(clamping: max(1, maximumMatchCount)))
    }

    /// Selects the next match of the last `find` (wrapping around).
    public func findNext() { handle.findNext() }

    /// Selects the previous match of the last `find` (wrapping around).
    public func findPrevious() { handle.findPrevious() }

    /// Clears the highlights of the last `find`.
    public func endFind() { handle.endFind() }
}
