import Foundation

/// Turns address-bar text into the URL to load: an address as `AddressParser` reads it, else a search.
///
/// The search engine is a URL template with `%s` for the query, from `GTKWEB_SEARCH_URL`, else the
/// preferences' search engine (DuckDuckGo's unless changed). Text is never dropped: whatever is not an
/// address is searched for.
struct AddressResolver {
    /// The template used when neither `GTKWEB_SEARCH_URL` nor the preference has a `%s`.
    static let defaultSearchTemplate = "https://duckduckgo.com/?q=%s"

    let searchTemplate: String

    init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        preferred: String = ShellPreferences.current.searchURL
    ) {
        let configured = environment["GTKWEB_SEARCH_URL"] ?? ""
        searchTemplate =
            configured.contains("%s") ? configured : preferred.contains("%s") ? preferred : Self.defaultSearchTemplate
    }

    /// The URL for `text`, or nil for blank text.
    func url(for text: String) -> URL? {
        let typed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !typed.isEmpty else { return nil }
        if let address = AddressParser.url(from: typed) { return address }
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&+=?#")
        let query = typed.addingPercentEncoding(withAllowedCharacters: allowed) ?? typed
        return URL(string: searchTemplate.replacingOccurrences(of: "%s", with: query))
    }
}
