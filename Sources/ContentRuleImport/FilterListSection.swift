import Foundation

/// The sections of a converted list, in the order they are emitted.
///
/// WebKit evaluates a list top to bottom and an `ignore-previous-rules` rule cancels every *earlier* rule of
/// the list that matched the same load; later rules still apply. Adblock Plus exceptions, in contrast,
/// override filters wherever they appear. So each kind of exception is placed right after the rules it may
/// cancel and before the rules it must leave alone:
///
/// 1. generic element hiding (`##.ad`, `~a.com##.ad`)
/// 2. `@@||site^$generichide` — cancels only section 1 on the site's pages
/// 3. domain-specific element hiding (`a.com##.ad`)
/// 4. `@@||site^$elemhide` — cancels sections 1–3 on the site's pages, not blocking
/// 5. blocking (`||ads.example^`)
/// 6. request exceptions (`@@||example.com/ad.js`) — cancel blocking for matching loads. They carry an
///    explicit `resource-type` without `top-document`, so they never match the page's own load and leave
///    its element hiding in place, as in Adblock Plus.
/// 7. `$important` blocking — after the request exceptions, so that they cannot cancel it
/// 8. `@@||site^$document` — cancels everything on the site's pages, `$important` blocks included
///
/// Within a section, rules keep the order of their lines, so the output is deterministic.
enum FilterListSection: Int, CaseIterable, Comparable {
    case genericHiding
    case genericHidingExceptions
    case specificHiding
    case hidingExceptions
    case blocking
    case requestExceptions
    case importantBlocking
    case pageExceptions

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
