/// Scrolling input that reaches a view, from GTK's events (`WebViewHandle+ScrollInput+GTK3.swift`,
/// `+GTK4.swift`).
enum ScrollInput {
    /// A wheel or touchpad scroll event; `isStop` for a touchpad's end-of-gesture event.
    case wheel(isStop: Bool, isSmooth: Bool)
    /// A touch began, or ended (also when cancelled).
    case touchBegan
    case touchEnded
}
