import CWebKitGTK
import GLibInterop
import Glibc

/// A response whose body is generated chunk by chunk while libsoup writes it (`wrote-chunk`), so a
/// 200 MB body never sits in memory. It can pause between chunks, drop the connection part-way, or stop
/// after its first chunk until a `FixtureStreamHold` lets it go.
@MainActor
final class StreamedResponse {
    static let chunkSize = 256 * 1024

    let id: ObjectIdentifier
    private let message: GObjectRef
    private let stream: FixtureStreamedBody
    private var sent: Int64 = 0
    private var connections: [SignalConnection] = []
    private var timer: MainLoopSource?
    private var ended = false
    private var wroteBody = false
    private let hold: FixtureStreamHold?
    private let done: @MainActor (ObjectIdentifier) -> Void

    init(
        message: OpaquePointer, response: FixtureResponse, stream: FixtureStreamedBody, hold: FixtureStreamHold?,
        done: @escaping @MainActor (ObjectIdentifier) -> Void
    ) {
        let ref = GObjectRef(retaining: message)
        self.message = ref
        self.stream = stream
        self.hold = hold
        self.done = done
        id = ObjectIdentifier(ref)
        soup_server_message_set_status(message, guint(response.status), nil)
        let headers = soup_server_message_get_response_headers(message)
        for (name, value) in response.headers { soup_message_headers_append(headers, name, value) }
        soup_message_headers_set_content_type(headers, response.contentType, nil)
        soup_message_headers_set_content_length(headers, goffset(stream.length))
        soup_message_body_set_accumulate(soup_server_message_get_response_body(message), 0)
        connections.append(ref.connect("wrote-chunk") { [weak self] _ in self?.scheduleNext() })
        connections.append(ref.connect("wrote-body") { [weak self] _ in self?.wroteBody = true })
        connections.append(ref.connect("finished") { [weak self] _ in self?.end() })
        appendNext()
    }

    private var body: UnsafeMutablePointer<SoupMessageBody> { soup_server_message_get_response_body(message.opaque) }

    private func scheduleNext() {
        guard !ended else { return }
        if let hold, !hold.isReleased, sent < stream.length {
            soup_server_message_pause(message.opaque)
            hold.held(
                after: sent,
                resume: { [weak self] in
                    guard let self, !self.ended else { return }
                    self.appendNext()
                    soup_server_message_unpause(self.message.opaque)
                },
                clientClosed: { [weak self] in self?.clientClosed() ?? true })
            return
        }
        if stream.chunkDelayMilliseconds == 0 {
            appendNext()
            return
        }
        soup_server_message_pause(message.opaque)
        timer = MainLoopSource.once(afterMilliseconds: stream.chunkDelayMilliseconds) { [weak self] in
            guard let self, !self.ended else { return }
            self.appendNext()
            soup_server_message_unpause(self.message.opaque)
        }
    }

    private func appendNext() {
        if sent >= stream.length {
            soup_message_body_complete(body)
            return
        }
        if let drop = stream.dropAfter, sent >= drop {
            dropConnection()
            return
        }
        let limit = min(stream.length, stream.dropAfter ?? stream.length)
        let offset = Int(sent % Int64(FixtureServer.downloadPattern.count))
        let count = Int(min(Int64(Self.chunkSize), limit - sent, Int64(FixtureServer.downloadPattern.count - offset)))
        FixtureServer.downloadPattern.withUnsafeBufferPointer { pattern in
            soup_message_body_append(body, SOUP_MEMORY_COPY, pattern.baseAddress! + offset, gsize(count))
        }
        sent += Int64(count)
    }

    /// Whether the client closed its end of the connection: its socket reads as end of file or reset
    /// (`recv` with `MSG_PEEK`, so nothing is consumed). libsoup reads nothing from a paused message's
    /// socket, so it notices only when it writes again.
    private func clientClosed() -> Bool {
        guard let socket = soup_server_message_get_socket(message.opaque) else { return true }
        var byte: UInt8 = 0
        let count = recv(g_socket_get_fd(socket), &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        return count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
    }

    /// Closes the connection of a response paused at its hold (the server stops).
    func closeIfHeld() {
        if hold?.isHolding == true { dropConnection() }
    }

    /// Closes the connection under the response (`soup_server_message_steal_connection`).
    private func dropConnection() {
        guard let connection = soup_server_message_steal_connection(message.opaque) else { return }
        g_io_stream_close(connection, nil, nil)
        g_object_unref(connection)
        end()
    }

    private func end() {
        guard !ended else { return }
        ended = true
        timer?.cancel()
        connections.removeAll()
        hold?.ended(wroteBody ? .complete : .closedEarly(sentBytes: sent))
        done(id)
    }
}
