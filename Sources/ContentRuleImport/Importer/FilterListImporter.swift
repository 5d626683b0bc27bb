import Foundation

/// Converts Adblock Plus / EasyList filter lists into WebKit content-blocker rules.
///
/// WebKitGTK compiles the same JSON as Safari's `WKContentRuleList`; this importer translates the common
/// subset of Adblock Plus syntax into it and reports every filter line it cannot translate faithfully,
/// with the reason. Nothing is dropped silently; the few places where WebKit's meaning differs slightly from
/// Adblock Plus's are listed at the end.
///
/// Converted:
/// - request filters: `||host^`, `||host/path`, plain substrings, `|` start/end anchors, `*`, `^`;
/// - `/regex/` filters that fit WebKit's regex subset: `\d` and `\w` are rewritten, `x{n,m}` is spelled out,
///   alternations become one rule per branch (`FilterRegexAlternation`); `\b`, lookarounds, backreferences
///   and repeated alternations are reported;
/// - options: `third-party`/`~third-party` (and `3p`, `1p`, `first-party`) → `load-type`;
///   `domain=a.com|b.com` or `domain=~a.com|~b.com` → `if-domain`/`unless-domain` with `*` for subdomains;
///   `script image stylesheet font media popup subdocument xmlhttprequest websocket ping other` and their
///   `~` negations → `resource-type` (`stylesheet` → `style-sheet`, `subdocument` → `child-document`,
///   `xmlhttprequest` → `fetch`, `ping` and `other` → `other`); `match-case` → `url-filter-is-case-sensitive`;
///   `collapse` (no effect on blocking);
/// - blocking `$document` → `top-document` (the page's own navigation; with `$popup`, popups too);
///   `$important` → a block placed after the request exceptions, so that only `$document` exceptions cancel it;
/// - `@@` request exceptions → `ignore-previous-rules`; `@@||site^$document`, `$elemhide`, `$generichide`
///   → `ignore-previous-rules` for the site's pages (`if-domain`), or for pages whose address matches the
///   pattern when it is not a bare host (`@@://10.0.0.$generichide` → `if-top-url`);
/// - `$domain=` and generic hiding's excluded domains with wildcard top-level domains (`example.*`) →
///   `if-top-url` / `unless-top-url` regexes;
/// - element hiding → `css-display-none`: generic `##selector` (`~a.com##selector`) on every load
///   (`url-filter` `.*`, `unless-domain`), domain-specific `a.com,b.com##selector` as one rule per domain on
///   the addresses of that domain's documents (`url-filter` `^[^:]+://([^/]+\.)?a\.com[/:]`,
///   `resource-type` `document`), so that it applies in each frame whose own host it names, as in Adblock
///   Plus, and costs WebKit nothing on other sites (with `if-domain`, WebKitGTK 2.50 did work for each such
///   rule on every load of every page); selectors of the same trigger grouped into one rule per 1,000;
///   `:-abp-has(` → `:has(` (also in `#?#` filters needing nothing
///   else); element-hiding exceptions `a.com#@#selector` are folded into the matching hiding rules. With
///   `GenericHiding.cosmeticScript`, generic hiding goes to `FilterListConversion.cosmeticFilters` instead
///   (`GenericHidingSelector`), its exceptions folded in as excluded domains.
///
/// Procedural hiding (`#?#` with `:-abp-has()`, `:-abp-contains()`, `:has-text()`, `:-abp-properties()`) and
/// style injection (`##selector { style }`, `:style()`, `{remove:true;}`) go to
/// `FilterListConversion.cosmeticFilters`, for GtkWeb's cosmetic-filter script (`CosmeticSelectorParser` says
/// which forms it takes); their exceptions (`a.com#@?#…`, or `#@#` before such a selector) are folded into
/// them as excluded domains, or drop them when they name no domain.
///
/// Reported as skipped: domain lists mixing `a.com` and `~b.com` in element hiding (a WebKit trigger holds
/// only one of `if-domain`/`unless-domain`); `#$#`, `#%#`, `##+js(…)`, `##^…`, `$$`, and procedural
/// selectors the cosmetic script cannot apply exactly;
/// `$csp`, `$redirect`, `$removeparam`, `$badfilter` and other options WebKit cannot express;
/// unknown options; non-ASCII patterns; `|` inside a pattern; and a blocking filter with no condition at all.
///
/// Exceptions: Adblock Plus exceptions win wherever they appear, but WebKit's `ignore-previous-rules` only
/// cancels the rules above it. So rules are emitted by kind (see `FilterListSection`), each kind of exception
/// right after what it may cancel.
///
/// Blocks of filters without type options carry no `resource-type` (WebKit's default, every type), and one
/// `ignore-previous-rules` rule for `top-document` and `popup` loads follows them: as in Adblock Plus, they
/// block every subresource and frame but never a page's own navigation or a popup. Everything that must hold
/// on pages comes after that rule: element hiding, `$document` and `$popup` blocks, typed exceptions,
/// `$important` blocks and page-wide exceptions.
///
/// Where WebKit's meaning differs slightly:
/// - domain conditions (`$domain=`, `a.com##`) are checked against the top-level page, where Adblock Plus
///   checks the frame's document; the two differ only inside cross-site frames;
/// - `$ping` also matches WebKit's other untyped loads (WebKit files beacons under `other`);
/// - `$object` is dropped from type lists: WebKitGTK has no plug-ins, so such loads never happen (a filter
///   naming only `$object` is reported);
/// - `child-document`, `fetch`, `websocket` and `other` need a recent WebKit (WebKitGTK 2.50 has them);
/// - `$generichide` and `$elemhide` cancel hiding on the site's pages but not inside frames of other sites
///   on them (the exceptions match the page's own load only, so that they leave its subresource blocks).
public struct FilterListImporter: Sendable {
    /// Where generic element hiding (`##.ad`, `~a.com##.ad`: no included domain) goes.
    public enum GenericHiding: Sendable, Equatable {
        /// `css-display-none` rules in the WebKit list, as Safari's content blockers take them. WebKit then
        /// builds and matches a style sheet of every generic selector on every page (EasyList has about
        /// 13,700), which costs each page load tens of milliseconds.
        case ruleList
        /// `FilterListConversion.cosmeticFilters.genericHiding`, for GtkWeb's cosmetic-filter script, which
        /// hides with only the selectors whose class, id, attribute value or name, or element name the page
        /// has. The rules keep one `css-display-none` rule for `GenericHidingSelector.probeSelector` in their
        /// place, so that `$generichide`, `$elemhide`, `$document` and whitelists still decide where generic
        /// hiding applies. Domain-specific hiding stays in the rules.
        case cosmeticScript
    }

    /// Where generic element hiding goes.
    public var genericHiding: GenericHiding

    /// Creates an importer.
    ///
    /// - Parameter genericHiding: Where generic element hiding goes: `.ruleList` (the default) writes it as
    ///   WebKit rules, which any WebKit applies alone; `.cosmeticScript` leaves it to GtkWeb's cosmetic-filter
    ///   script, which must then run in the pages (`CosmeticFilterList.userScript(whitelistedDomains:)`).
    public init(genericHiding: GenericHiding = .ruleList) {
        self.genericHiding = genericHiding
    }

    /// Converts the text of a filter list.
    ///
    /// Pure and deterministic: the same text always gives the same rules in the same order.
    ///
    /// - Parameter text: The whole list, with `\n`, `\r\n` or `\r` line breaks.
    /// - Returns: The WebKit rules and the skipped lines, each with its line number and reason.
    public func convert(_ text: String) -> FilterListConversion {
        convert(lists: [text])
    }

    /// Converts several filter lists into one rule list, as if they were one list: an exception in one
    /// (`@@…`, `#@#`) also cancels the filters of the others, and a filter present in several is emitted once.
    ///
    /// - Parameter lists: The texts of the lists, such as EasyList and EasyPrivacy.
    /// - Returns: The WebKit rules and the skipped lines, each with its list's index, line number and reason.
    public func convert(lists: [String]) -> FilterListConversion {
        var builder = FilterListBuilder(genericHidingInScript: genericHiding == .cosmeticScript)
        for (listIndex, text) in lists.enumerated() {
            let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
            for (offset, line) in FilterListText.lines(of: text).enumerated() {
                builder.add(line.trimmingSpaces, lineNumber: offset + 1, listIndex: listIndex)
            }
        }
        return builder.finish()
    }
}
