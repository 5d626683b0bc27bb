/// Hears how the page of a `WebView` scrolls (SkipWeb's `UIScrollViewDelegate` subset).
///
/// On Linux the callbacks are synthesized from what WebKitGTK reports:
/// - `scrollViewDidScroll` is exact: it follows every `scroll` event of the main frame, whatever moved it
///   (wheel, touchpad, keyboard, scroll bar, script).
/// - `scrollViewWillBeginDragging` is exact for touch and touchpad input (the first wheel, touchpad or
///   touch event of a gesture reaches the view) and inferred for a mouse wheel, which has no gesture.
/// - `scrollViewDidEndDragging(_:willDecelerate:)` is exact for touch (touch end) and touchpad (the
///   scroll-stop event), and inferred for a mouse wheel: 120 ms without wheel input. `willDecelerate`
///   is inferred: true when the page was still scrolling when the input ended (WebKit's smooth or
///   kinetic scrolling carries on).
/// - `scrollViewWillBeginDecelerating` follows at once when `willDecelerate` is true;
///   `scrollViewDidEndDecelerating` is inferred: 150 ms without a page `scroll` event.
/// Keyboard and scroll-bar scrolling report `scrollViewDidScroll` only.
@MainActor
public protocol SkipWebScrollDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: WebScrollViewProxy)
    /// The user started scrolling the view with wheel, touchpad or touch input.
    func scrollViewWillBeginDragging(_ scrollView: WebScrollViewProxy)
    /// The user's scrolling input ended; `decelerate` says whether the page keeps moving.
    func scrollViewDidEndDragging(_ scrollView: WebScrollViewProxy, willDecelerate decelerate: Bool)
    /// The page keeps moving after the input ended.
    func scrollViewWillBeginDecelerating(_ scrollView: WebScrollViewProxy)
    /// The page stopped moving.
    func scrollViewDidEndDecelerating(_ scrollView: WebScrollViewProxy)
}

extension SkipWebScrollDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: WebScrollViewProxy) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: WebScrollViewProxy) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: WebScrollViewProxy, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: WebScrollViewProxy) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: WebScrollViewProxy) {}
}
