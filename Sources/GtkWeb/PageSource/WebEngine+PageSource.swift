public import Foundation
import GLibInterop

extension WebEngine {
    /// The page's source as the server sent it: the bytes WebKit received for the main frame's document
    /// (after content decoding), taken from WebKit's memory, never fetched again, so a page that answered
    /// a form's POST gives what was received then. A GtkWeb addition to SkipWeb (WKWebView has no
    /// equivalent; `webkit_web_resource_get_data` on `webkit_web_view_get_main_resource`).
    /// - Returns: the document's bytes, in the page's own encoding.
    /// - Throws: `WebPageSourceError.nothingLoaded` when the engine has shown no page yet;
    ///   `.unavailable` when WebKit cannot give the data (the page is still loading, or its load failed);
    ///   `CancellationError` when the awaiting task is cancelled.
    public func mainResourceData() async throws -> Data {
        let data: Data?
        do {
            data = try await handle.mainResourceData()
        } catch let error as GLibError {
            throw WebPageSourceError.unavailable(error.message)
        }
        guard let data else { throw WebPageSourceError.nothingLoaded }
        return data
    }
}
