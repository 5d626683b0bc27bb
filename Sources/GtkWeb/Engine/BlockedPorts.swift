/// The ports browsers refuse to fetch from (the Fetch standard's "bad ports"), which WebKit enforces.
///
/// WebKit does not report such a navigation as failed: it shows `about:blank` and logs to the page's
/// console, so a waiting `load(url:)` would return as if the page had loaded. GtkWeb refuses them
/// before any request instead, with a `WebLoadError` of kind `.policy`.
enum BlockedPorts {
    /// The Fetch standard's bad ports (https://fetch.spec.whatwg.org/#port-blocking).
    static let ports: Set<Int> = [
        0, 1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103,
        104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514,
        515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723,
        2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
    ]

    /// Whether a URL with `scheme` and an explicit `port` is one WebKit would refuse to load.
    static func refuses(scheme: String, port: Int?) -> Bool {
        guard let port, ["http", "https", "ws", "wss"].contains(scheme) else { return false }
        return ports.contains(port)
    }
}
