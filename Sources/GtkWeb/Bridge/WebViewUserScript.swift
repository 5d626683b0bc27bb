/// When a user script runs while a document loads.
public enum WebUserScriptInjectionTime: Sendable, Hashable {
    /// Before any of the page's own scripts, as soon as the document exists (no DOM content yet).
    case atDocumentStart
    /// After the document is parsed, before subresources such as images have loaded.
    case atDocumentEnd
}

/// A script the engine runs in every document it loads (WebKit's `WebKitUserScript`).
///
/// Add scripts to `WebEngineConfiguration.userScripts`; a live engine picks up changes with
/// `WebEngine.updateUserScripts()`, from its next navigation on.
public struct WebViewUserScript: Sendable, Hashable {
    /// The JavaScript source.
    public let source: String
    /// When it runs.
    public let injectionTime: WebUserScriptInjectionTime
    /// Whether it runs in the main frame only, or in every frame (iframes of any origin included).
    public let isForMainFrameOnly: Bool
    /// The world it runs in: the page's, or an isolated one whose globals the page cannot see.
    public let world: WebContentWorld
    /// Host names the script is limited to, each matching itself and its subdomains
    /// (`example.com` covers `www.example.com`); empty runs it on every page. A frame's own URL
    /// decides, whatever the port. Only `http` and `https` pages match a non-empty list.
    public let allowedDomains: Set<String>
    /// The generic hiding selectors the script asks for through a script message handler, which the engine
    /// registers in `world` while the script is installed (`CosmeticFilterList.userScript(whitelistedDomains:)`).
    var genericHiding: GenericHidingLookup?

    /// Creates a user script.
    /// - Parameters:
    ///   - source: the JavaScript to run.
    ///   - injectionTime: document start or document end.
    ///   - forMainFrameOnly: true to skip iframes.
    ///   - world: where the script runs; the page's world by default.
    ///   - allowedDomains: host names to limit the script to (see `allowedDomains`); an invalid
    ///     entry is reported as `WebScriptBridgeError.invalidAllowedDomain` when the engine
    ///     validates its configuration.
    public init(
        source: String, injectionTime: WebUserScriptInjectionTime, forMainFrameOnly: Bool,
        world: WebContentWorld = .page, allowedDomains: Set<String> = []
    ) {
        self.source = source
        self.injectionTime = injectionTime
        self.isForMainFrameOnly = forMainFrameOnly
        self.world = world
        self.allowedDomains = allowedDomains
    }

    /// - Throws: `WebScriptBridgeError.invalidWorldName` or `.invalidAllowedDomain`.
    func validate() throws(WebScriptBridgeError) {
        try world.validate()
        for domain in allowedDomains where Self.normalizedDomain(domain) == nil {
            throw WebScriptBridgeError.invalidAllowedDomain(domain)
        }
    }

    /// The script as WebKit takes it; `allowedDomains` become `*://*.<domain>/*` patterns, which
    /// WebKit matches against the host and its subdomains on any port.
    var spec: UserScriptSpec {
        UserScriptSpec(
            source: source, allFrames: !isForMainFrameOnly, atDocumentStart: injectionTime == .atDocumentStart,
            world: world.name,
            allowList: allowedDomains.compactMap(Self.normalizedDomain).sorted().map { "*://*.\($0)/*" })
    }

    /// `domain` lowercased without a leading `*.`, or nil when it is not a plain host name or
    /// IPv4 address (empty, or containing a scheme, port, path, wildcard or space).
    static func normalizedDomain(_ domain: String) -> String? {
        var host = domain.lowercased()
        if host.hasPrefix("*.") { host.removeFirst(2) }
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-.")
        guard !host.isEmpty, host.allSatisfy(allowed.contains), !host.hasPrefix("."), !host.hasSuffix("."),
            !host.contains("..")
        else { return nil }
        return host
    }
}
