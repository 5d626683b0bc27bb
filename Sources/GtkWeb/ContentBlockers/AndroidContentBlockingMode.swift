/// A SkipWeb Android content-blocking provider.
///
/// Accepted so that SkipWeb code passing `androidMode: .custom(MyProvider())` compiles; it has **no
/// effect on Linux**. Android's provider decides each request in the app process; WebKitGTK has no
/// per-request hook in the UI process (webkitgtk-mapping.md §4), so GtkWeb blocks with WebKit's
/// compiled JSON rule lists (`WebContentBlockerConfiguration.ruleListPaths`) only. GtkWeb never calls
/// these requirements; each has a default here so that a provider written for Android compiles.
public protocol AndroidContentBlockingProvider {
    /// Cosmetic rules the provider applies to every page (on Android). Default: none.
    var persistentCosmeticRules: [AndroidCosmeticRule] { get }
    /// Whether Android should block `request`. Default: `.allow`.
    func requestDecision(for request: AndroidBlockableRequest) -> AndroidRequestBlockDecision
    /// Cosmetic rules for one page (on Android). Default: none.
    func navigationCosmeticRules(for page: AndroidPageContext) -> [AndroidCosmeticRule]
}

/// The defaults: no cosmetic rules, every request allowed.
extension AndroidContentBlockingProvider {
    /// No rules.
    public var persistentCosmeticRules: [AndroidCosmeticRule] { [] }
    /// `.allow`.
    public func requestDecision(for request: AndroidBlockableRequest) -> AndroidRequestBlockDecision { .allow }
    /// No rules.
    public func navigationCosmeticRules(for page: AndroidPageContext) -> [AndroidCosmeticRule] { [] }
}

/// SkipWeb's Android content-blocking mode. Accepted and ignored on Linux (see
/// `AndroidContentBlockingProvider`).
public enum AndroidContentBlockingMode {
    /// No Android provider.
    case disabled
    /// An Android provider; ignored on Linux.
    case custom(any AndroidContentBlockingProvider)
}
