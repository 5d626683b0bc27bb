/// A point in content coordinates (CSS pixels).
public struct WebScrollPoint: Equatable {
    /// Horizontal coordinate.
    public let x: Double
    /// Vertical coordinate.
    public let y: Double
    /// Creates a point.
    public init(x: Double = 0.0, y: Double = 0.0) {
        self.x = x
        self.y = y
    }
}

/// A size in content coordinates (CSS pixels).
public struct WebScrollSize: Equatable {
    /// Width.
    public let width: Double
    /// Height.
    public let height: Double
    /// Creates a size.
    public init(width: Double = 0.0, height: Double = 0.0) {
        self.width = width
        self.height = height
    }
}

/// The scroll state of a `WebView`'s page, handed to `SkipWebScrollDelegate` (one object per view,
/// updated in place; equal only to itself).
@MainActor
public final class WebScrollViewProxy: Equatable {
    /// The page's scroll position (`scrollX`, `scrollY`).
    public internal(set) var contentOffset: WebScrollPoint
    /// The document's scrollable size.
    public internal(set) var contentSize: WebScrollSize
    /// The viewport's size (`innerWidth`, `innerHeight`).
    public internal(set) var visibleSize: WebScrollSize
    /// Whether scrolling input is in progress (same as `isDragging` on Linux).
    public internal(set) var isTracking: Bool
    /// Whether wheel, touchpad or touch input is scrolling the page.
    public internal(set) var isDragging: Bool
    /// Whether the page keeps moving after the input ended.
    public internal(set) var isDecelerating: Bool
    /// Whether the page can be scrolled (`WebEngineConfiguration.isScrollEnabled`).
    public internal(set) var isScrollEnabled: Bool
    /// The content's speed when the input ended, in content-offset units per second, positive toward
    /// increasing offsets (inferred from the last page scroll events of the drag).
    public internal(set) var dragEndContentVelocity: WebScrollPoint = WebScrollPoint()

    /// Creates a proxy.
    public init(
        contentOffset: WebScrollPoint = WebScrollPoint(), contentSize: WebScrollSize = WebScrollSize(),
        visibleSize: WebScrollSize = WebScrollSize(), isTracking: Bool = false, isDragging: Bool = false,
        isDecelerating: Bool = false, isScrollEnabled: Bool = true
    ) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.visibleSize = visibleSize
        self.isTracking = isTracking
        self.isDragging = isDragging
        self.isDecelerating = isDecelerating
        self.isScrollEnabled = isScrollEnabled
    }

    /// Identity.
    public nonisolated static func == (lhs: WebScrollViewProxy, rhs: WebScrollViewProxy) -> Bool { lhs === rhs }
}
