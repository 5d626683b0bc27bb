package import CWebKitGTK

/// The Swift side of a GLib timeout or idle source.
@MainActor final class SourceBox {
    let body: @MainActor () -> Bool
    init(_ body: @escaping @MainActor () -> Bool) { self.body = body }
    func fire() -> Bool { body() }
}

/// A timeout or idle callback on the GLib main loop. Dropping it removes the source.
package final class MainLoopSource {
    private var id: UInt32

    private init(id: UInt32) { self.id = id }

    /// Calls `body` after `milliseconds`, then again every `milliseconds` while it returns true.
    @MainActor
    package static func timeout(milliseconds: UInt32, _ body: @escaping @MainActor () -> Bool) -> MainLoopSource {
        let data = Unmanaged.passRetained(SourceBox(body)).toOpaque()
        return MainLoopSource(
            id: g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, sourceThunk, data, sourceDestroyThunk))
    }

    /// Calls `body` once, after `milliseconds`.
    @MainActor
    package static func once(afterMilliseconds milliseconds: UInt32, _ body: @escaping @MainActor () -> Void)
        -> MainLoopSource
    {
        timeout(milliseconds: milliseconds) {
            body()
            return false
        }
    }

    /// Calls `body` when the loop is idle, while it returns true.
    @MainActor
    package static func idle(_ body: @escaping @MainActor () -> Bool) -> MainLoopSource {
        let data = Unmanaged.passRetained(SourceBox(body)).toOpaque()
        return MainLoopSource(id: g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, sourceThunk, data, sourceDestroyThunk))
    }

    /// Removes the source if it has not finished; idempotent.
    package func cancel() {
        guard id != 0 else { return }
        // The source may already be gone (a one-shot that fired); look it up before removing it.
        if g_main_context_find_source_by_id(nil, id) != nil { g_source_remove(id) }
        id = 0
    }

    deinit { cancel() }
}

/// Runs one iteration of the default GLib main context.
/// - Parameter mayBlock: wait for an event when none is pending.
/// - Returns: whether any event was dispatched.
@MainActor
@discardableResult
package func iterateMainContext(mayBlock: Bool) -> Bool {
    g_main_context_iteration(nil, mayBlock ? 1 : 0) != 0
}
