public import Foundation

extension FixtureServer {
    /// The routes every test can rely on:
    /// - `/` and `/page/<name>`: an HTML page titled "Home" or `<name>`, with a link to `/page/next`.
    /// - `/redirect?to=<path>`: a 302 to `to`.
    /// - `/slow?ms=<n>&title=<t>`: a page answered after `n` ms (default 2000).
    /// - `/status/<code>`: an HTML page with that status (e.g. `/status/404`).
    /// - `/set-cookie?cookie=<header>` (repeatable as cookie2, cookie3): sets the given `Set-Cookie` headers.
    /// - `/echo-cookies`: a page whose body is the request's `Cookie` header.
    /// - `/attachment?name=<file>`: a text body with `Content-Disposition: attachment`.
    /// - `/octet`: an `application/octet-stream` body.
    /// - `/image.png` and `/ad.png`: a 1×1 PNG.
    /// - `/icon-page?title=<t>`: an HTML page titled `t` (default "with-icon") whose icon is `/image.png`.
    /// - `/download/…`: see `installDownloadRoutes()`.
    /// - `/basic-auth?user=<u>&password=<p>&realm=<r>`: HTTP Basic authentication. Without the matching
    ///   `Authorization` header, a 401 page titled "Unauthorized" with `WWW-Authenticate: Basic realm="<r>"`
    ///   (default realm "GtkWeb fixture"); with it, a page titled "Authorized <u>".
    func installDefaultRoutes() {
        route("/") { _ in .html(title: "Home", body: "<h1>Home</h1><a id=next href=/page/next>next</a>") }
        route(prefix: "/page/") { request in
            let name = String(request.path.dropFirst("/page/".count))
            return .html(title: name, body: "<h1>\(name)</h1><a id=next href=/page/next>next</a>")
        }
        route("/redirect") { request in .redirect(to: request.query["to"] ?? "/") }
        route("/slow") { request in
            var response = FixtureResponse.html(title: request.query["title"] ?? "Slow")
            response.delayMilliseconds = UInt32(request.query["ms"] ?? "") ?? 2000
            return response
        }
        route(prefix: "/status/") { request in
            let code = Int(request.path.dropFirst("/status/".count)) ?? 500
            return FixtureResponse.html(title: "Status \(code)", body: "<h1>\(code)</h1>").with(status: code)
        }
        route("/set-cookie") { request in
            let cookies = ["cookie", "cookie2", "cookie3", "cookie4"].compactMap { request.query[$0] }
            return .html(title: "Cookies set", headers: cookies.map { ("Set-Cookie", $0) })
        }
        route("/echo-cookies") { request in
            .html(title: "Cookies", body: "<pre id=cookies>\(request.headers["cookie"] ?? "")</pre>")
        }
        route("/attachment") { request in
            FixtureResponse(
                contentType: "text/plain", body: Data("attachment body".utf8),
                headers: [("Content-Disposition", "attachment; filename=\"\(request.query["name"] ?? "report.txt")\"")])
        }
        route("/octet") { _ in
            FixtureResponse(contentType: "application/octet-stream", body: Data(repeating: 7, count: 64))
        }
        route("/basic-auth") { request in Self.basicAuthentication(request) }
        let png = FixtureResponse(contentType: "image/png", body: Self.onePixelPNG)
        route("/image.png") { _ in png }
        route("/ad.png") { _ in png }
        route("/icon-page") { request in
            let title = request.query["title"] ?? "with-icon"
            let page =
                "<!doctype html><html><head><meta charset=utf-8><title>\(title)</title>"
                + "<link rel=icon href='/image.png'></head><body></body></html>"
            return FixtureResponse(contentType: "text/html", body: Data(page.utf8))
        }
        installDownloadRoutes()
    }

    private static func basicAuthentication(_ request: FixtureRequest) -> FixtureResponse {
        let user = request.query["user"] ?? "user"
        let expected = "Basic " + Data("\(user):\(request.query["password"] ?? "")".utf8).base64EncodedString()
        if request.headers["authorization"] == expected {
            return .html(title: "Authorized \(user)", body: "<h1>Authorized</h1>")
        }
        let realm = request.query["realm"] ?? "GtkWeb fixture"
        return FixtureResponse.html(
            title: "Unauthorized", body: "<h1>401</h1>", headers: [("WWW-Authenticate", "Basic realm=\"\(realm)\"")]
        ).with(status: 401)
    }

    /// A valid 1×1 transparent PNG.
    public static let onePixelPNG = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==")!
}
