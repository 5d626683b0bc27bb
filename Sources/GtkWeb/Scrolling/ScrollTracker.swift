import Foundation
import GLibInterop

/// Synthesizes SkipWeb's scroll callbacks from page scroll events and the view's scrolling input
/// (see `SkipWebScrollDelegate` for which are exact and which inferred).
@MainActor
final class ScrollTracker {
    weak var delegate: (any SkipWebScrollDelegate)?
    let proxy = WebScrollViewProxy()
    /// Wheel input quiet this long ends a mouse-wheel "drag".
    static let wheelQuietMilliseconds: UInt32 = 120
    /// Page scroll events quiet this long end deceleration.
    static let scrollQuietMilliseconds: UInt32 = 150

    private var inputQuiet: MainLoopSource?
    private var scrollQuiet: MainLoopSource?
    private var lastScrollTime: ContinuousClock.Instant?
    private var recentScrolls: [(time: ContinuousClock.Instant, offset: WebScrollPoint)] = []
    /// Whether the current drag comes from a wheel or touchpad, and whether the page moved during it.
    private var dragByWheel = false
    private var scrolledDuringDrag = false

    /// A page report: geometry only (`didScroll` false, on load) or a `scroll` event.
    func pageReported(offset: WebScrollPoint, content: WebScrollSize, visible: WebScrollSize, didScroll: Bool) {
        proxy.contentSize = content
        proxy.visibleSize = visible
        guard didScroll else {
            proxy.contentOffset = offset
            return
        }
        proxy.contentOffset = offset
        let now = ContinuousClock.now
        lastScrollTime = now
        recentScrolls.append((now, offset))
        recentScrolls.removeAll { now - $0.time > .milliseconds(100) }
        if proxy.isDragging { scrolledDuringDrag = true }
        delegate?.scrollViewDidScroll(proxy)
        if proxy.isDecelerating { restartScrollQuiet() }
    }

    /// Scrolling input reached the view.
    func input(_ input: ScrollInput) {
        switch input {
        case .touchBegan:
            endDecelerating()
            beginDragging(byWheel: false)
        case .touchEnded:
            endDragging()
        case .wheel(let isStop, _):
            if isStop {
                if proxy.isDragging { endDragging() }
                return
            }
            endDecelerating()
            beginDragging(byWheel: true)
            inputQuiet = MainLoopSource.once(afterMilliseconds: Self.wheelQuietMilliseconds) { [weak self] in
                self?.endDragging()
            }
        }
    }

    private func beginDragging(byWheel: Bool) {
        guard !proxy.isDragging else { return }
        dragByWheel = byWheel
        scrolledDuringDrag = false
        proxy.isDragging = true
        proxy.isTracking = true
        delegate?.scrollViewWillBeginDragging(proxy)
    }

    private func endDragging() {
        inputQuiet = nil
        guard proxy.isDragging else { return }
        proxy.isDragging = false
        proxy.isTracking = false
        proxy.dragEndContentVelocity = velocity()
        // Still moving: the page scrolled within the last 50 ms, or wheel input has not moved it yet
        // (WebKit's smooth scrolling can start after the input ended).
        let stillMoving =
            (lastScrollTime.map { ContinuousClock.now - $0 < .milliseconds(50) } ?? false)
            || (dragByWheel && !scrolledDuringDrag)
        delegate?.scrollViewDidEndDragging(proxy, willDecelerate: stillMoving)
        guard stillMoving else { return }
        proxy.isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(proxy)
        restartScrollQuiet()
    }

    private func restartScrollQuiet() {
        scrollQuiet = MainLoopSource.once(afterMilliseconds: Self.scrollQuietMilliseconds) { [weak self] in
            self?.endDecelerating()
        }
    }

    private func endDecelerating() {
        scrollQuiet = nil
        guard proxy.isDecelerating else { return }
        proxy.isDecelerating = false
        delegate?.scrollViewDidEndDecelerating(proxy)
    }

    /// Offset change per second over the last 100 ms of page scroll events.
    private func velocity() -> WebScrollPoint {
        guard let first = recentScrolls.first, let last = recentScrolls.last, last.time > first.time else {
            return WebScrollPoint()
        }
        let seconds =
            Double((last.time - first.time).components.attoseconds) / 1e18
            + Double((last.time - first.time).components.seconds)
        return WebScrollPoint(
            x: (last.offset.x - first.offset.x) / seconds, y: (last.offset.y - first.offset.y) / seconds)
    }
}
