import CWebKitGTK
import Dispatch

/// Iterates GLib's default main context from the main dispatch queue while the main thread runs a loop
/// that is not GLib's.
///
/// GtkWeb's work (WebKit's replies and signals, libsoup, GLib timeouts) is dispatched by GLib's default
/// main context. In a GTK app `gtk_main()` iterates it, and `MainLoopBridge` drains Swift's main queue
/// from inside it. When instead the main thread is run by Foundation's run loop or `dispatchMain()` — an
/// `async` XCTest method, a command-line tool that awaits GtkWeb calls — nothing iterates GLib, and an
/// awaited WebKit call never completes. The pump is a timer on the main queue that iterates the context
/// without blocking, every millisecond, for as long as it fires outside any GLib dispatch. The first time
/// it fires inside one (`g_main_depth() > 0`: GLib owns the loop, and drains the queue itself) it stops, so a
/// GTK app pays one timer tick; a later call made outside any GLib dispatch starts it again.
package enum ForeignLoopPump {
    @MainActor private static var timer: DispatchSourceTimer?

    /// Starts the pump unless it runs already; call on the main thread outside any GLib dispatch.
    @MainActor
    package static func start() {
        guard timer == nil, g_main_depth() == 0 else { return }
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now(), repeating: .milliseconds(1), leeway: .microseconds(500))
        timer.setEventHandler { MainActor.assumeIsolated { tick() } }
        self.timer = timer
        timer.resume()
    }

    @MainActor
    private static func tick() {
        guard g_main_depth() == 0 else {
            timer?.cancel()
            timer = nil
            return
        }
        // The main queue is being drained by the foreign loop, which runs this job: the bridge's watch
        // must not drain it again from inside the iteration (it only consumes its wake-up; this timer
        // brings the queue's next turn within a millisecond).
        MainLoopBridge.isDraining = true
        defer { MainLoopBridge.isDraining = false }
        var dispatched = 0
        while dispatched < 64, g_main_context_iteration(nil, 0) != 0 { dispatched += 1 }
    }
}
