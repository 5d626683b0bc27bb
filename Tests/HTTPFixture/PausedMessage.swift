import CWebKitGTK
import GLibInterop

/// A response held back for a delay (`soup_server_message_pause`), then sent and unpaused.
///
/// If the client goes away first (the message emits `finished`), the timer is dropped: answering a
/// finished message makes libsoup assert.
@MainActor
final class PausedMessage {
    let id: ObjectIdentifier
    private let message: GObjectRef
    private var timer: MainLoopSource?
    private var finished: SignalConnection?

    init(message: OpaquePointer, response: FixtureResponse, done: @escaping @MainActor (ObjectIdentifier) -> Void) {
        let ref = GObjectRef(retaining: message)
        self.message = ref
        let id = ObjectIdentifier(ref)
        self.id = id
        soup_server_message_pause(message)
        finished = ref.connect("finished") { [weak self] _ in
            self?.timer?.cancel()
            done(id)
        }
        timer = MainLoopSource.once(afterMilliseconds: response.delayMilliseconds) { [weak self] in
            guard let self else { return }
            FixtureServer.send(response, to: self.message.opaque)
            soup_server_message_unpause(self.message.opaque)
        }
    }
}
