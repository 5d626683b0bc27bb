import Foundation

/// The sections of a converted list, in the order they are emitted.
///
/// WebKit evaluates a list top to bottom and an `ignore-previous-rules` rule cancels every *earlier* rule of
/// the list that matched the same load (and, on a document's load, the list's shared hiding style sheet);
/// later rules still apply. Adblock Plus exceptions, in contrast, override filters wherever they appear. So
/// each kind of exception is placed right after the rules it may cancel and before the rules it must leave
/// alone:
///
/// 1. blocking (`||ads.example^`). Filters without type options carry no `resource-type` (WebKit's default:
///    every type), which would also match top-level navigations and popups; section 2 takes those back.
/// 2. the top-level pass: one `ignore-previous-rules` for every `top-document` and `popup` load, so that no
///    rule above blocks a page's own navigation or a popup, as in Adblock Plus.
/// 3. request exceptions without type options (`@@||example.com/ad.js`) — cancel blocking for every
///    subresource and frame load they match. Placed above the hiding rules, they leave a page's hiding alone.
/// 4. generic element hiding (`##.ad`, `~a.com##.ad`)
/// 5. `@@||site^$generichide` — cancels only section 4 on the site's pages
/// 6. domain-specific element hiding (`a.com##.ad`)
/// 7. `@@||site^$elemhide` — cancels sections 4–6 on the site's pages. Sections 5 and 7 match only the
///    site's top-level document (so they cannot cancel its subresource blocks), and the hiding rules they
///    cancel then match document loads only.
/// 8. blocks of top-level documents and popups (`$document`, `$popup`), below the top-level pass
/// 9. request exceptions with type options (`@@||example.com^$script`, `$popup`) — cancel sections 1 and 8
/// 10. `$important` blocking — after the request exceptions, so that they cannot cancel it
/// 11. `@@||site^$document` — cancels everything on the site's pages, `$important` blocks included
///
/// Within a section, rules keep the order of their lines, so the output is deterministic.
enum FilterListSection: Int, CaseIterable, Comparable {
    case blocking
    case topLevelPass
    case untypedRequestExceptions
    case genericHiding
    case genericHidingExceptions
    case specificHiding
    case hidingExceptions
    case documentBlocking
    case requestExceptions
    case importantBlocking
    case pageExceptions

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
