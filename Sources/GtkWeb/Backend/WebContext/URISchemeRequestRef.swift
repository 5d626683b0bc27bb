import CWebKitGTK
import Foundation
import GLibInterop

/// One `WebKitURISchemeRequest`, retained until it is answered.
///
/// WebKit expects exactly one answer: `finish(error:)` or `startResponse(…)`; later calls are ignored.
@MainActor
final class URISchemeRequestRef {
    private let request: GObjectRef
    private(set) var isAnswered = false

    init(retaining pointer: UnsafeMutablePointer<WebKitURISchemeRequest>) {
        request = GObjectRef(retaining: pointer)
    }

    private var pointer: UnsafeMutablePointer<WebKitURISchemeRequest> { request.pointer() }

    /// The full request URI, as WebKit normalized it.
    var uri: String { String(borrowingCString: webkit_uri_scheme_request_get_uri(pointer)) ?? "" }
    /// The scheme, lowercase.
    var scheme: String { (String(borrowingCString: webkit_uri_scheme_request_get_scheme(pointer)) ?? "").lowercased() }
    /// The HTTP method (`GET` for navigations and plain fetches).
    var method: String { String(borrowingCString: webkit_uri_scheme_request_get_http_method(pointer)) ?? "GET" }
    /// The address of the view that asked (`webkit_uri_scheme_request_get_web_view`), to route by.
    var viewAddress: UInt { UInt(bitPattern: webkit_uri_scheme_request_get_web_view(pointer)) }

    /// The request headers (`webkit_uri_scheme_request_get_http_headers`), names lowercased.
    var headers: [String: String] {
        guard let headers = webkit_uri_scheme_request_get_http_headers(pointer) else { return [:] }
        var result: [String: String] = [:]
        var iterator = SoupMessageHeadersIter()
        soup_message_headers_iter_init(&iterator, headers)
        var name: UnsafePointer<CChar>?
        var value: UnsafePointer<CChar>?
        while soup_message_headers_iter_next(&iterator, &name, &value) != 0 {
            if let key = String(borrowingCString: name)?.lowercased() {
                result[key] = String(borrowingCString: value) ?? ""
            }
        }
        return result
    }

    /// Fails the load with `message` (`webkit_uri_scheme_request_finish_error`), in the error domain
    /// `gtkweb-url-scheme`.
    func finish(error message: String) {
        guard !isAnswered else { return }
        isAnswered = true
        // `g_quark_from_string` copies the name into GLib's quark table; the `_static_` variant would keep the
        // pointer to Swift's temporary C string, freed at the end of the statement, and WebKit reads it later.
        let error = g_error_new_literal(g_quark_from_string("gtkweb-url-scheme"), 1, message)
        webkit_uri_scheme_request_finish_error(pointer, error)
        g_error_free(error)
    }

    /// Sends the response head and returns the stream the body is written to
    /// (`webkit_uri_scheme_request_finish_with_response` with the read end of a socket pair).
    /// - Parameter length: the body's length, or nil when unknown (the body ends when the stream closes).
    /// - Throws: `GLibError` when the socket pair cannot be made (the request is failed then).
    func startResponse(status: Int, mimeType: String, headers: [String: String], length: Int?) throws
        -> SchemeResponseStream
    {
        precondition(!isAnswered, "a URL scheme request is answered once")
        isAnswered = true
        var input: UnsafeMutablePointer<GInputStream>?
        var output: UnsafeMutablePointer<GIOStream>?
        do {
            try GLibError.check { cwk_stream_pair_new(&input, &output, $0) }
        } catch {
            isAnswered = false
            finish(error: "could not stream the response: \(error)")
            throw error
        }
        let response = webkit_uri_scheme_response_new(input, gint64(length ?? -1))!
        g_object_unref(input)
        webkit_uri_scheme_response_set_status(response, guint(status), nil)
        if !headers.isEmpty {
            // Headers replace the content type set on the response: carry it in them too.
            let soupHeaders = soup_message_headers_new(SOUP_MESSAGE_HEADERS_RESPONSE)
            for (name, value) in headers where name.lowercased() != "content-type" {
                soup_message_headers_append(soupHeaders, name, value)
            }
            soup_message_headers_replace(soupHeaders, "Content-Type", mimeType)
            webkit_uri_scheme_response_set_http_headers(response, soupHeaders)  // transfer full
        }
        webkit_uri_scheme_response_set_content_type(response, mimeType)
        webkit_uri_scheme_request_finish_with_response(pointer, response)
        g_object_unref(response)
        return SchemeResponseStream(takingOwnership: output!)
    }
}
