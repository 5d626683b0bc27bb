import CWebKitGTK
public import Foundation
import GLibInterop

/// One request the fixture server received.
public struct FixtureRequest: Sendable, Equatable {
    /// HTTP method, e.g. `GET`.
    public var method: String
    /// The path, without the query.
    public var path: String
    /// Query items, decoded.
    public var query: [String: String]
    /// Request headers; names lowercased. Repeated headers are joined with ", ".
    public var headers: [String: String]
    /// The host the client asked for (`Host` header without the port), e.g. `127.0.0.1` or `localhost`.
    public var host: String { headers["host"].map { String($0.split(separator: ":").first ?? "") } ?? "" }
}

/// What a route answers.
public struct FixtureResponse: Sendable {
    public var status: Int
    public var contentType: String
    public var body: Data
    /// Extra response headers, in order (repeat a name for several `Set-Cookie` headers).
    public var headers: [(String, String)]
    /// Answer only after this many milliseconds (the connection stays open meanwhile).
    public var delayMilliseconds: UInt32
    /// A body generated while it is sent, instead of `body` (see `FixtureStreamedBody`).
    public var streamedBody: FixtureStreamedBody?

    public init(
        status: Int = 200, contentType: String = "text/html; charset=utf-8", body: Data = Data(),
        headers: [(String, String)] = [], delayMilliseconds: UInt32 = 0
    ) {
        self.status = status
        self.contentType = contentType
        self.body = body
        self.headers = headers
        self.delayMilliseconds = delayMilliseconds
    }

    /// An HTML page with the given title and body markup.
    public static func html(title: String, body: String = "", headers: [(String, String)] = []) -> FixtureResponse {
        let page =
            "<!doctype html><html><head><meta charset=utf-8><title>\(title)</title></head><body>\(body)</body></html>"
        return FixtureResponse(body: Data(page.utf8), headers: headers)
    }

    /// A redirect to `location` (302 by default).
    public static func redirect(to location: String, status: Int = 302) -> FixtureResponse {
        FixtureResponse(status: status, contentType: "text/plain", headers: [("Location", location)])
    }
}

/// Errors starting the fixture server.
public struct FixtureServerError: Error, CustomStringConvertible {
    public var description: String
}

/// An in-process HTTP server (libsoup 3 `SoupServer`) on 127.0.0.1, sharing the GLib main loop with
/// the web views under test. Routes are Swift closures; every request is logged for assertions.
///
/// The server answers `127.0.0.1` and `localhost` alike, which gives tests two distinct origins.
@MainActor
public final class FixtureServer {
    public typealias Handler = @MainActor (FixtureRequest) -> FixtureResponse

    private let server: GObjectRef
    private var routes: [String: Handler] = [:]
    private var prefixRoutes: [(prefix: String, handler: Handler)] = []
    private var requestWaiters: [(matches: (FixtureRequest) -> Bool, fire: (FixtureRequest) -> Void)] = []
    private var pausedMessages: [ObjectIdentifier: PausedMessage] = [:]
    private var streamedResponses: [ObjectIdentifier: StreamedResponse] = [:]
    private var holds: [String: FixtureStreamHold] = [:]

    /// The port the server listens on.
    public let port: UInt16
    /// `http`, or `https` for a server made with a certificate.
    public let scheme: String
    /// Every request received so far while `keepsRequests` held, oldest first.
    public private(set) var requests: [FixtureRequest] = []
    /// Whether every request received is kept in `requests` (each with its headers). A long run
    /// that never reads them, such as the soak, turns this off so that the log does not grow with it.
    public var keepsRequests = true

    /// Starts listening on 127.0.0.1 (IPv4 only) on `port`, or on a free port when `port` is 0.
    /// - Throws: `FixtureServerError` when the port cannot be bound.
    /// With `tlsPEM` (a certificate and its private key, PEM), it speaks HTTPS only, with that certificate.
    /// - Throws: `FixtureServerError` when the port cannot be bound; `GLibError` for a PEM GLib cannot read.
    public init(port: UInt16 = 0, tlsPEM: String? = nil) throws {
        guard let raw = cwk_soup_server_new() else { throw FixtureServerError(description: "soup_server_new failed") }
        server = GObjectRef(takingOwnership: raw)
        scheme = tlsPEM == nil ? "http" : "https"
        var options = SOUP_SERVER_LISTEN_IPV4_ONLY
        if let tlsPEM {
            let certificate = try GLibError.check { error in g_tls_certificate_new_from_pem(tlsPEM, -1, error) }
            if let certificate {
                soup_server_set_tls_certificate(raw, certificate)
                g_object_unref(certificate)
            }
            options = SoupServerListenOptions(options.rawValue | SOUP_SERVER_LISTEN_HTTPS.rawValue)
        }
        try GLibError.check { error in
            _ = soup_server_listen_local(raw, guint(port), options, error)
        }
        self.port = cwk_soup_server_port(raw)
        let box = CallbackUserData.retain(ServerBox(self))
        soup_server_add_handler(raw, nil, soupHandlerThunk, box.data, box.destroy)
        installDefaultRoutes()
    }

    /// Stops listening, closes the connections of responses held by a `FixtureStreamHold` and drops paused
    /// responses. Safe to call twice.
    public func stop() {
        // Before the server lets go of its connections, which would leave a held message without one.
        for streamed in Array(streamedResponses.values) { streamed.closeIfHeld() }
        soup_server_disconnect(server.pointer(to: SoupServer.self))
        holds.removeAll()
        pausedMessages.removeAll()
        streamedResponses.removeAll()
    }

    /// `http://<host>:<port><path>` (`https:` for a server made with a certificate).
    public func url(_ path: String, host: String = "127.0.0.1") -> URL {
        URL(string: "\(scheme)://\(host):\(port)\(path.hasPrefix("/") ? path : "/" + path)")!
    }

    /// The origin `http://<host>:<port>`.
    public func origin(host: String = "127.0.0.1") -> String { "\(scheme)://\(host):\(port)" }

    /// Answers requests for exactly `path` with `handler` (replacing an earlier route).
    public func route(_ path: String, _ handler: @escaping Handler) { routes[path] = handler }

    /// Answers requests whose path starts with `prefix` (longest prefix wins).
    public func route(prefix: String, _ handler: @escaping Handler) {
        prefixRoutes.removeAll { $0.prefix == prefix }
        prefixRoutes.append((prefix, handler))
        prefixRoutes.sort { $0.prefix.count > $1.prefix.count }
    }

    /// Registers the hold `name` for the next `/download/stream?…&hold=<name>` request (replacing an unused
    /// one of that name); returns it, to watch the response and release it.
    public func hold(_ name: String) -> FixtureStreamHold {
        let hold = FixtureStreamHold(name: name)
        holds[name] = hold
        return hold
    }

    /// The requests received for `path`.
    public func requests(for path: String) -> [FixtureRequest] { requests.filter { $0.path == path } }

    /// Calls `body` once, for the first request (from now on) that satisfies `matches`.
    public func onNextRequest(
        where matches: @escaping (FixtureRequest) -> Bool, _ body: @escaping (FixtureRequest) -> Void
    ) {
        requestWaiters.append((matches, body))
    }

    // MARK: - Dispatch

    func handle(message: OpaquePointer, path: String) {
        let request = Self.makeRequest(message: message, path: path)
        if keepsRequests { requests.append(request) }
        let waiters = requestWaiters
        requestWaiters.removeAll()
        for waiter in waiters {
            if waiter.matches(request) { waiter.fire(request) } else { requestWaiters.append(waiter) }
        }
        let handler = routes[path] ?? prefixRoutes.first { path.hasPrefix($0.prefix) }?.handler
        let response = handler?(request) ?? .html(title: "Not Found", body: "<h1>404</h1>").with(status: 404)
        if let stream = response.streamedBody {
            let hold = stream.hold.flatMap { holds.removeValue(forKey: $0) }
            let streamed = StreamedResponse(message: message, response: response, stream: stream, hold: hold) {
                [weak self] id in self?.streamedResponses[id] = nil
            }
            streamedResponses[streamed.id] = streamed
        } else if response.delayMilliseconds > 0 {
            let paused = PausedMessage(message: message, response: response) { [weak self] id in
                self?.pausedMessages[id] = nil
            }
            pausedMessages[paused.id] = paused
        } else {
            Self.send(response, to: message)
        }
    }

    static func send(_ response: FixtureResponse, to message: OpaquePointer) {
        soup_server_message_set_status(message, guint(response.status), nil)
        let headers = soup_server_message_get_response_headers(message)
        for (name, value) in response.headers {
            soup_message_headers_append(headers, name, value)
        }
        if response.status == 302 || response.status == 301 || response.status == 307 {
            // libsoup fills a body for redirects; nothing else to send.
            return
        }
        response.body.withUnsafeBytes { bytes in
            cwk_soup_message_set_response_copy(message, response.contentType, bytes.baseAddress, gsize(bytes.count))
        }
    }

    private static func makeRequest(message: OpaquePointer, path: String) -> FixtureRequest {
        let method = String(borrowingCString: soup_server_message_get_method(message)) ?? "GET"
        var query: [String: String] = [:]
        if let uri = soup_server_message_get_uri(message),
            let rawQuery = String(borrowingCString: g_uri_get_query(uri))
        {
            var components = URLComponents()
            components.percentEncodedQuery = rawQuery
            for item in components.queryItems ?? [] { query[item.name] = item.value ?? "" }
        }
        var headers: [String: String] = [:]
        var iterator = SoupMessageHeadersIter()
        soup_message_headers_iter_init(&iterator, soup_server_message_get_request_headers(message))
        var name: UnsafePointer<CChar>?
        var value: UnsafePointer<CChar>?
        while soup_message_headers_iter_next(&iterator, &name, &value) != 0 {
            guard let key = String(borrowingCString: name)?.lowercased() else { continue }
            let text = String(borrowingCString: value) ?? ""
            headers[key] = headers[key].map { "\($0), \(text)" } ?? text
        }
        return FixtureRequest(method: method, path: path, query: query, headers: headers)
    }
}

extension FixtureResponse {
    /// The same response with another status.
    public func with(status: Int) -> FixtureResponse {
        var copy = self
        copy.status = status
        return copy
    }
}

/// The server's user data for the C handler; weak, so the SoupServer does not keep the Swift owner alive.
@MainActor final class ServerBox {
    weak var server: FixtureServer?
    init(_ server: FixtureServer) { self.server = server }
}
