public import Foundation

// SkipWeb's Android content-blocking value types, declared on every platform as in SkipWeb. They
// exist so that an `AndroidContentBlockingProvider` written for Android compiles on Linux; GtkWeb never
// creates or reads them (see `AndroidContentBlockingProvider`).

/// An Android provider's verdict on one request. No effect on Linux.
public enum AndroidRequestBlockDecision: Equatable, Sendable {
    /// Let the request through.
    case allow
    /// Block the request.
    case block
}

/// What kind of resource an Android request loads, when Android says. No effect on Linux.
public enum AndroidResourceTypeHint: String, CaseIterable, Hashable, Sendable {
    /// A main-frame document.
    case document
    /// A frame's document.
    case subdocument
    /// A style sheet.
    case stylesheet
    /// A script.
    case script
    /// An image.
    case image
    /// A font.
    case font
    /// Audio or video.
    case media
    /// An `XMLHttpRequest`.
    case xhr
    /// A `fetch` request.
    case fetch
    /// A WebSocket.
    case websocket
    /// Anything else.
    case other
}

/// A request an Android provider is asked about. No effect on Linux.
public struct AndroidBlockableRequest: Equatable, Sendable {
    /// The requested URL.
    public var url: URL
    /// The URL of the page making the request, when known.
    public var mainDocumentURL: URL?
    /// The HTTP method.
    public var method: String
    /// The request headers.
    public var headers: [String: String]
    /// Whether the request loads the main frame's document.
    public var isForMainFrame: Bool
    /// Whether a user gesture started the request.
    public var hasGesture: Bool
    /// Whether the request follows a redirect, when known.
    public var isRedirect: Bool?
    /// The kind of resource, when known.
    public var resourceTypeHint: AndroidResourceTypeHint?

    /// Creates a request description; SkipWeb's parameters and defaults.
    public init(
        url: URL, mainDocumentURL: URL? = nil, method: String, headers: [String: String] = [:],
        isForMainFrame: Bool, hasGesture: Bool, isRedirect: Bool? = nil,
        resourceTypeHint: AndroidResourceTypeHint? = nil
    ) {
        self.url = url
        self.mainDocumentURL = mainDocumentURL
        self.method = method
        self.headers = headers
        self.isForMainFrame = isForMainFrame
        self.hasGesture = hasGesture
        self.isRedirect = isRedirect
        self.resourceTypeHint = resourceTypeHint
    }
}

/// The page an Android provider chooses cosmetic rules for. No effect on Linux.
public struct AndroidPageContext: Equatable, Sendable {
    /// The page's URL.
    public var url: URL
    /// The page's host; `url.host` unless the initializer was given another.
    public var host: String?

    /// Creates a page context; `host` defaults to `url.host`, as in SkipWeb.
    public init(url: URL, host: String? = nil) {
        self.url = url
        self.host = host ?? url.host
    }
}

/// Which frames an Android cosmetic rule applies to. No effect on Linux.
public enum AndroidCosmeticFrameScope: String, CaseIterable, Hashable, Sendable {
    /// The main frame only.
    case mainFrameOnly
    /// Frames other than the main frame.
    case subframesOnly
    /// Every frame.
    case allFrames
}

/// When Android injects a cosmetic rule. No effect on Linux.
public enum AndroidCosmeticInjectionTiming: String, CaseIterable, Hashable, Sendable {
    /// When the document starts.
    case documentStart
    /// Along the page's lifecycle events.
    case pageLifecycle
}

/// An element-hiding rule of an Android provider. No effect on Linux: GtkWeb hides elements with the
/// `css-display-none` actions of its JSON rule lists.
public struct AndroidCosmeticRule: Equatable, Sendable {
    /// CSS selectors of the elements to hide (the initializer trims them and drops empty ones).
    public var hiddenSelectors: [String]
    /// A regular expression the page URL must match, if any.
    public var urlFilterPattern: String?
    /// Whether `urlFilterPattern` is case-sensitive.
    public var urlFilterIsCaseSensitive: Bool
    /// Origins the rule applies to (`"*"`: all).
    public var allowedOriginRules: [String]
    /// Domains the rule is limited to.
    public var ifDomainList: [String]
    /// Domains the rule does not apply to.
    public var unlessDomainList: [String]
    /// Which frames the rule applies to.
    public var frameScope: AndroidCosmeticFrameScope
    /// When the rule is injected.
    public var preferredTiming: AndroidCosmeticInjectionTiming

    /// Creates a rule; SkipWeb's parameters, order and defaults. Each selector is trimmed of white space
    /// and empty selectors are dropped, as SkipWeb does.
    public init(
        hiddenSelectors: [String] = [], urlFilterPattern: String? = nil, allowedOriginRules: [String] = ["*"],
        ifDomainList: [String] = [], unlessDomainList: [String] = [],
        frameScope: AndroidCosmeticFrameScope = .mainFrameOnly,
        preferredTiming: AndroidCosmeticInjectionTiming = .documentStart, urlFilterIsCaseSensitive: Bool = true
    ) {
        self.hiddenSelectors = hiddenSelectors.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
        self.urlFilterPattern = urlFilterPattern
        self.urlFilterIsCaseSensitive = urlFilterIsCaseSensitive
        self.allowedOriginRules = allowedOriginRules
        self.ifDomainList = ifDomainList
        self.unlessDomainList = unlessDomainList
        self.frameScope = frameScope
        self.preferredTiming = preferredTiming
    }
}
