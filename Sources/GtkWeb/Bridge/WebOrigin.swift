import Foundation

/// Origins as the bridge compares them: `scheme://host[:port]`, lowercased, default ports omitted,
/// exactly as a page's `window.origin` serializes them.
enum WebOrigin {
    /// The serialized origin of `text`, which must be an origin (`https://example.com`,
    /// `http://127.0.0.1:8080`); a trailing `/` is accepted.
    /// - Throws: `WebScriptBridgeError.invalidOrigin` for anything else (a path, a query, no host).
    static func normalized(_ text: String) throws(WebScriptBridgeError) -> String {
        let trimmed = text.hasSuffix("/") ? String(text.dropLast()) : text
        guard let components = URLComponents(string: trimmed), let scheme = components.scheme?.lowercased(),
            let host = components.host?.lowercased(), !host.isEmpty, components.path.isEmpty,
            components.query == nil, components.fragment == nil, components.user == nil
        else { throw WebScriptBridgeError.invalidOrigin(text) }
        let defaultPort = ["http": 80, "https": 443, "ws": 80, "wss": 443][scheme]
        let port = components.port.flatMap { $0 == defaultPort ? nil : $0 }
        return "\(scheme)://\(host)\(port.map { ":\($0)" } ?? "")"
    }
}
