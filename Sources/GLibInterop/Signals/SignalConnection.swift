package import CWebKitGTK

/// A handler attached to a GObject signal. Dropping the connection disconnects the handler.
///
/// The Swift closure is retained by the GClosure and released by its finalize notifier, which
/// runs when the handler is disconnected or when the instance is finalized, whichever comes first.
/// The connection watches the instance through a weak reference, so dropping it after the instance
/// died is safe. Handlers should capture their owner `[weak self]` to avoid a cycle.
package final class SignalConnection {
    private let instance: GWeakObject
    /// GLib's handler ID.
    package let handlerID: UInt
    /// The signal name, for diagnostics.
    package let signal: String

    init(instance: UnsafeMutableRawPointer, handlerID: UInt, signal: String) {
        self.instance = GWeakObject(instance)
        self.handlerID = handlerID
        self.signal = signal
    }

    deinit { disconnect() }

    /// Disconnects now; idempotent.
    package func disconnect() {
        instance.withObject { object in
            if g_signal_handler_is_connected(object, gulong(handlerID)) != 0 {
                g_signal_handler_disconnect(object, gulong(handlerID))
            }
        }
    }

    /// Whether the handler is still attached to a live instance.
    package var isConnected: Bool {
        instance.withObject { g_signal_handler_is_connected($0, gulong(handlerID)) != 0 } ?? false
    }
}

/// The Swift side of a signal handler: what the GClosure's data points to.
@MainActor final class SignalHandlerBox {
    let handler: @MainActor (borrowing SignalArguments) -> Void
    init(_ handler: @escaping @MainActor (borrowing SignalArguments) -> Void) { self.handler = handler }
}

/// Connects `handler` to `signal` (a detailed name such as `notify::title` works) on `instance`.
///
/// The handler runs on the main thread, where GTK and WebKit emit their signals.
/// - Parameters:
///   - after: connect with `G_CONNECT_AFTER`.
/// - Returns: the connection; keep it as long as the handler should stay attached.
@MainActor
package func connectSignal(
    _ instance: UnsafeMutableRawPointer, _ signal: String, after: Bool = false,
    _ handler: @escaping @MainActor (borrowing SignalArguments) -> Void
) -> SignalConnection {
    let box = Unmanaged.passRetained(SignalHandlerBox(handler)).toOpaque()
    let closure = cwk_closure_new(box, signalMarshalThunk, signalClosureFinalizeThunk)
    let id = g_signal_connect_closure(instance, signal, closure, after ? 1 : 0)
    precondition(id != 0, "no signal '\(signal)' on \(String(cString: cwk_type_name_of(instance)))")
    return SignalConnection(instance: instance, handlerID: UInt(id), signal: signal)
}

extension GObjectRef {
    /// Connects `handler` to `signal` on this object; see `connectSignal`.
    @MainActor
    package func connect(
        _ signal: String, after: Bool = false, _ handler: @escaping @MainActor (borrowing SignalArguments) -> Void
    ) -> SignalConnection {
        connectSignal(raw, signal, after: after, handler)
    }
}
