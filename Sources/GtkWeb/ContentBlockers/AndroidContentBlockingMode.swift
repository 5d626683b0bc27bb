/// A SkipWeb Android content-blocking provider.
///
/// Accepted so that SkipWeb code passing `androidMode: .custom(MyProvider())` compiles; it has **no
/// effect on Linux**. Android's provider decides each request in the app process; WebKitGTK has no
/// per-request hook in the UI process (webkitgtk-mapping.md §4), so GtkWeb blocks with WebKit's
/// compiled JSON rule lists (`WebContentBlockerConfiguration.ruleListPaths`) only.
public protocol AndroidContentBlockingProvider {}

/// SkipWeb's Android content-blocking mode. Accepted and ignored on Linux (see
/// `AndroidContentBlockingProvider`).
public enum AndroidContentBlockingMode {
    /// No Android provider.
    case disabled
    /// An Android provider; ignored on Linux.
    case custom(any AndroidContentBlockingProvider)
}
