public import Foundation

/// Why a scheme handler was not installed, or why a scheme task call was refused.
public enum URLSchemeHandlerError: Error, Equatable, Sendable, LocalizedError {
    /// The scheme is one WebKit handles itself (`http`, `https`, `file`, `data`, `blob`, `about`, …).
    case reservedScheme(String)
    /// The name is not a URL scheme (`ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`).
    case invalidSchemeName(String)
    /// `respond` was called twice, or `write` before `respond`, or after the body ended.
    case responseOrderViolation(String)

    /// A sentence saying what went wrong.
    public var errorDescription: String? {
        switch self {
        case .reservedScheme(let scheme): "the URL scheme \(scheme) belongs to WebKit and cannot have a handler"
        case .invalidSchemeName(let scheme): "\(scheme.debugDescription) is not a valid URL scheme name"
        case .responseOrderViolation(let what): "scheme task misuse: \(what)"
        }
    }

    /// Schemes WebKit owns.
    static let reservedSchemes: Set<String> = [
        "http", "https", "file", "data", "blob", "about", "javascript", "ws", "wss", "ftp", "ftps",
        "resource", "webkit", "webkit-pdfjs-viewer", "filesystem",
    ]

    /// The lowercased scheme, or the reason it cannot have a handler.
    static func validated(_ name: String) throws(URLSchemeHandlerError) -> String {
        let scheme = name.lowercased()
        guard let first = scheme.unicodeScalars.first, first.isASCII, ("a"..."z").contains(Character(first)),
            scheme.unicodeScalars.allSatisfy({
                $0.isASCII
                    && (("a"..."z").contains(Character($0)) || ("0"..."9").contains(Character($0))
                        || "+-.".unicodeScalars.contains($0))
            })
        else { throw .invalidSchemeName(name) }
        guard !reservedSchemes.contains(scheme) else { throw .reservedScheme(scheme) }
        return scheme
    }
}
