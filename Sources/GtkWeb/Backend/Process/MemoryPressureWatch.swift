import CWebKitGTK
import GLibInterop

/// Listens to GIO's memory monitor (`g_memory_monitor_dup_default`, signal `low-memory-warning`) and
/// reports each warning, and whether it is critical (`G_MEMORY_MONITOR_WARNING_LEVEL_CRITICAL`).
///
/// The connection ends when the watch is released.
@MainActor
final class MemoryPressureWatch {
    private let monitor: GObjectRef?
    private var connection: SignalConnection?

    init(_ onWarning: @escaping @MainActor (_ critical: Bool) -> Void) {
        guard let raw = g_memory_monitor_dup_default() else {
            monitor = nil
            return
        }
        let monitor = GObjectRef(takingOwnership: UnsafeMutableRawPointer(raw))
        self.monitor = monitor
        connection = monitor.connect("low-memory-warning") { arguments in
            onWarning(arguments.integer(1) >= Int(G_MEMORY_MONITOR_WARNING_LEVEL_CRITICAL.rawValue))
        }
    }
}
