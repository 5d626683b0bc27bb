import CWebKitGTK
import GLibInterop

/// A response whose body is generated chunk by chunk while libsoup writes it (`wrote-chunk`), so a
/// 200 MB body never sits in memory. It can pause between chunks and drop the connection part-way.
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
    private let done: @MainActor (ObjectIdentifier) -> Void

    init(
        message: OpaquePointer, response: FixtureResponse, stream: FixtureStreamedBody,
        done: @escaping @MainActor (ObjectIdentifier) -> Void
    ) {
        let ref = GObjectRef(retaining: message)
        self.message = ref
        self.stream = stream
        self.done = done
        id = ObjectIdentifier(ref)
        soup_server_message_set_status(message, guint(response.status), nil)
        let headers = soup_server_message_get_response_headers(message)
        for (name, value) in response.headers { soup_message_headers_append(headers, name, value) }
        soup_message_headers_set_content_type(headers, response.contentType, nil)
        soup_message_headers_set_content_length(headers, goffset(stream.length))
        soup_message_body_set_accumulate(soup_server_message_get_response_body(message), 0)
        connections.append(ref.connect("wrote-chunk") { [weak self] _ in self?.scheduleNext() })
        connections.append(ref.connect("finished") { [weak self] _ in self?.end() })
        appendNext()
    }

    private var body: UnsafeMutablePointer<SoupMessageBody> { soup_server_message_get_response_body(message.opaque) }

    private func scheduleNext() {
        guard !ended else { return }
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
        done(id)
    }
}
