public import Foundation

/// Turns what a person types into the address bar into a URL to load.
public enum AddressParser {
    /// - `https://…`, `file:///…`, `about:…`, `data:…` and other URLs with a scheme: as typed.
    /// - `tel:+1555…`, `x-app:open` (a scheme, then anything but a port number): as typed, for the
    ///   desktop's handler of that scheme.
    /// - `localhost`, `127.0.0.1:8080/x`, hosts with a port: `http://` is added.
    /// - `example.org/path` (a dot, no spaces): `https://` is added.
    /// - `/absolute/path`: a `file://` URL.
    /// - Anything else is not an address: nil (the shell says so rather than guessing a search engine).
    public static func url(from text: String) -> URL? {
        let typed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !typed.isEmpty, !typed.contains(" ") else { return nil }
        if typed.hasPrefix("/") { return URL(fileURLWithPath: typed) }
        if let schemeEnd = typed.range(of: "://") ?? typed.range(of: ":"),
            let url = URL(string: typed), let scheme = url.scheme,
            scheme.count == typed.distance(from: typed.startIndex, to: schemeEnd.lowerBound),
            knownSchemes.contains(scheme.lowercased())
        {
            return url
        }
        if let url = otherSchemeURL(typed) { return url }
        let host = typed.split(separator: "/", maxSplits: 1).first.map(String.init) ?? typed
        let hostName = host.split(separator: ":").first.map(String.init) ?? host
        if hostName == "localhost" || isIPv4(hostName) || host.contains(":") {
            return URL(string: "http://" + typed)
        }
        if hostName.contains("."), !hostName.hasPrefix("."), !hostName.hasSuffix(".") {
            return URL(string: "https://" + typed)
        }
        return nil
    }

    static let knownSchemes: Set<String> = ["http", "https", "file", "about", "data", "blob", "mailto"]

    /// `scheme:rest` for a scheme without dots whose rest is not a port (`localhost:8080` is a host).
    private static func otherSchemeURL(_ typed: String) -> URL? {
        guard let colon = typed.firstIndex(of: ":") else { return nil }
        let scheme = typed[..<colon]
        let rest = typed[typed.index(after: colon)...]
        guard let first = scheme.first, first.isLetter, first.isASCII,
            scheme.allSatisfy({ ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "+" || $0 == "-" }),
            !rest.isEmpty, !(rest.first?.isNumber ?? false), scheme.lowercased() != "localhost"
        else { return nil }
        return URL(string: typed)
    }

    private static func isIPv4(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { UInt8($0) != nil }
    }
}
