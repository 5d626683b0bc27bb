/// Modifier keys held during an input event (a link click).
public struct WebKeyModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    /// Creates a set from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = WebKeyModifiers(rawValue: 1 << 0)
    /// Control.
    public static let control = WebKeyModifiers(rawValue: 1 << 1)
    /// Alt.
    public static let alt = WebKeyModifiers(rawValue: 1 << 2)
    /// Super (the Windows or Command key) or Meta.
    public static let meta = WebKeyModifiers(rawValue: 1 << 3)
}
