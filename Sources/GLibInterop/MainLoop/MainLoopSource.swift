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

    /// Calls `body` when no source of higher priority than `priority` is ready, while it returns true
    /// (`g_idle_add_full`; `G_PRIORITY_DEFAULT_IDLE` unless given).
    @MainActor
    package static func idle(priority: Int32 = G_PRIORITY_DEFAULT_IDLE, _ body: @escaping @MainActor () -> Bool)
        -> MainLoopSource
    {
        let data = Unmanaged.passRetained(SourceBox(body)).toOpaque()
        return MainLoopSource(id: g_idle_add_full(priority, sourceThunk, data, sourceDestroyThunk))
    }

    /// The priority just below WebKit's run-loop dispatch (`RunLoopSourcePriority::RunLoopDispatcher`,
    /// `G_PRIORITY_HIGH_IDLE`), where the UI process handles the messages its web process sent: an idle
    /// source at this priority runs once the messages already received are handled, and before GTK's
    /// resize (`G_PRIORITY_HIGH_IDLE + 10`) and redraw (`+ 20`) and everything at idle priority.
    package static let afterWebKitDispatch: Int32 = G_PRIORITY_HIGH_IDLE + 1

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
