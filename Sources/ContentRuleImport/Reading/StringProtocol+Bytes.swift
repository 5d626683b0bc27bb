extension StringProtocol {
    /// Whether the UTF-8 of `needle` occurs in the text's UTF-8: a literal search, for ASCII needles such as
    /// `:-abp-has(`.
    ///
    /// Foundation's `contains(_:)` goes through `NSString`, and the standard library's generic
    /// `contains(_:)` on collections is not specialized; on the 20,000 selectors of EasyList both cost more
    /// than the rest of the selector checks.
    ///
    /// - Parameter needle: The text to look for.
    /// - Returns: Whether it occurs; `true` for an empty needle.
    func containsBytes(_ needle: String) -> Bool {
        let haystack = utf8
        let pattern = needle.utf8
        guard let first = pattern.first else { return true }
        var start = haystack.startIndex
        while let found = haystack[start...].firstIndex(of: first) {
            if haystack[found...].starts(with: pattern) { return true }
            start = haystack.index(after: found)
        }
        return false
    }
}
