/// A JavaScript namespace a script runs in: the page's own, or a named isolated world.
///
/// Isolated worlds share the page's DOM but not its JavaScript globals: page scripts cannot see
/// their variables, nor the script message handlers registered in them. The model is Apple's
/// `WKContentWorld`; on WebKitGTK a world is identified by its name
/// (`webkit_user_script_new_for_world`, `…_register_script_message_handler_in_world`).
public struct WebContentWorld: Sendable, Hashable, CustomStringConvertible {
    /// The world's name, or nil for the page's world.
    public let name: String?

    private init(name: String?) { self.name = name }

    /// The page's own world, where its scripts run.
    public static let page = WebContentWorld(name: nil)

    /// An isolated world reserved for the host app, as `WKContentWorld.defaultClient`.
    public static let defaultClient = WebContentWorld(name: "gtkwebDefaultClient")

    /// The isolated world called `name`; the same name always gives the same world within an engine.
    ///
    /// Names must be non-empty and must not start with `gtkweb` (GtkWeb's own worlds); a bad name is
    /// reported as `WebScriptBridgeError.invalidWorldName` where the world is used.
    public static func world(name: String) -> WebContentWorld { WebContentWorld(name: name) }

    /// The isolated world called `name`; the same as `world(name:)`.
    public static func isolated(_ name: String) -> WebContentWorld { WebContentWorld(name: name) }

    /// Whether this is the page's world.
    public var isPage: Bool { name == nil }

    /// "page world", or "isolated world '<name>'".
    public var description: String { name.map { "isolated world '\($0)'" } ?? "page world" }

    /// The world GtkWeb's console collector runs in; page scripts cannot reach it.
    static let bridge = WebContentWorld(name: "gtkweb")

    /// The world GtkWeb's cosmetic-filter script runs in (`CosmeticFilterList.userScript()`).
    public static let cosmeticFilters = WebContentWorld(name: "gtkwebCosmeticFilters")

    /// - Throws: `WebScriptBridgeError.invalidWorldName` for an empty or reserved name.
    func validate() throws(WebScriptBridgeError) {
        guard let name, self != .defaultClient, self != .cosmeticFilters else { return }
        if name.isEmpty || name.hasPrefix(ScriptHandlerName.reservedPrefix) {
            throw WebScriptBridgeError.invalidWorldName(name)
        }
    }
}
