public import Foundation

/// Why `WebEngine.mainResourceData()` has no source to give.
public enum WebPageSourceError: LocalizedError, Equatable {
    /// The engine has not shown a page.
    case nothingLoaded
    /// WebKit could not give the page's data (its message is kept): the page is still loading, or its
    /// load failed.
    case unavailable(String)

    public var errorDescription: String? {
        switch self {
        case .nothingLoaded: "No page is loaded."
        case .unavailable(let message): "The page's source is not available: \(message)"
        }
    }
}
