public import Foundation

/// A navigation the engine is about to start, with what the user did to start it: the mouse button and
/// the modifier keys of a link click (WebKit's `WebKitNavigationAction`). A GtkWeb addition, given to
/// `SkipWebNavigationDelegate.webEngine(_:shouldOverride:)`.
public struct WebNavigationAction: Sendable, Equatable {
    /// Which mouse button started a navigation.
    public enum MouseButton: Sendable, Equatable {
        /// The primary (left) button.
        case primary
        /// The middle button (or wheel).
        case middle
        /// The secondary (right) button.
        case secondary
        /// Another button, by its X number.
        case other(Int)
    }

    /// Where the navigation goes.
    public let url: URL
    /// Whether the user clicked a link (not a form, a script, a reload or history).
    public let isLinkClick: Bool
    /// The button of the click that started it; nil when no mouse button did (a script, a key).
    public let mouseButton: MouseButton?
    /// The modifier keys held when it started.
    public let modifiers: WebKeyModifiers
    /// Whether the page asked for a new window (`target=_blank`, `window.open`).
    public let opensNewWindow: Bool
    /// Whether it was started by a user gesture.
    public let isUserGesture: Bool

    /// Creates an action (the engine makes them; this is for tests and delegates that forward them).
    public init(
        url: URL, isLinkClick: Bool, mouseButton: MouseButton?, modifiers: WebKeyModifiers, opensNewWindow: Bool,
        isUserGesture: Bool
    ) {
        self.url = url
        self.isLinkClick = isLinkClick
        self.mouseButton = mouseButton
        self.modifiers = modifiers
        self.opensNewWindow = opensNewWindow
        self.isUserGesture = isUserGesture
    }
}

extension WebNavigationAction.MouseButton {
    /// The button with X number `number` (1 primary, 2 middle, 3 secondary); nil for 0 (no button).
    init?(number: Int) {
        switch number {
        case 0: return nil
        case 1: self = .primary
        case 2: self = .middle
        case 3: self = .secondary
        default: self = .other(number)
        }
    }
}
