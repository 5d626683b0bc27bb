import CBenchCalls
import GLibInterop

/// The least a Swift program pays to await a WebKit call on the main actor, for the instruction figures'
/// `__bare_async` variants: the C program's own call (`gtkweb_bench_evaluate_start`,
/// `gtkweb_bench_filter_load_start`), awaited through one unsafe continuation that the C callback resumes on
/// the spot (`InlineResumption`, as GtkWeb resumes its own calls), its text copied into a Swift `String`.
/// Nothing of GtkWeb's runs: no cancellation handler, no world or web-process checks, no host kit, no
/// Swift objects for the result. With `cancellable`, the await is wrapped in the cancellation handler that
/// lets a task's cancellation end GtkWeb's calls at once (it abandons the wait), and nothing else is added.
@MainActor
enum BareAsync {
    /// `webkit_web_view_evaluate_javascript(script)` on `view` (a `WebKitWebView`), awaited; its result's JSON,
    /// or nil when it failed.
    static func evaluate(
        _ view: UnsafeMutableRawPointer, _ script: String, cancellable: Bool = false
    ) async -> String? {
        await call(cancellable: cancellable) { done, context in
            gtkweb_bench_evaluate_start(view, script, done, context)
        }
    }

    /// `webkit_user_content_filter_store_load(identifier)` from a store of `directory`, awaited; whether it
    /// loaded.
    static func loadFilter(directory: String, identifier: String) async -> Bool {
        await call(cancellable: false) { done, context in
            gtkweb_bench_filter_load_start(directory, identifier, done, context)
        } != nil
    }

    private static func call(
        cancellable: Bool, _ start: (GtkWebBenchTextDone, UnsafeMutableRawPointer) -> Void
    ) async -> String? {
        guard cancellable else {
            return await withUnsafeContinuation { continuation in
                start(textDone, Unmanaged.passRetained(PendingText(continuation)).toOpaque())
            }
        }
        let pending = PendingText(nil)
        return await withTaskCancellationHandler {
            await withUnsafeContinuation { continuation in
                pending.continuation = continuation
                start(textDone, Unmanaged.passRetained(pending).toOpaque())
            }
        } onCancel: {
            Task { @MainActor in pending.resume(nil) }
        }
    }
}

/// One awaited call's continuation, resumed once: by the C callback or, in a cancellable call, by the
/// cancellation, whichever comes first.
@MainActor
private final class PendingText {
    var continuation: UnsafeContinuation<String?, Never>?

    init(_ continuation: UnsafeContinuation<String?, Never>?) { self.continuation = continuation }

    func resume(_ text: String?) {
        guard let continuation else { return }
        self.continuation = nil
        InlineResumption.resumeInline { continuation.resume(returning: text) }
    }
}

/// The C callback of `BareAsync`'s calls: `context` is a retained `PendingText`.
private let textDone: GtkWebBenchTextDone = { context, text in
    guard let context else { return }
    let pending = Unmanaged<PendingText>.fromOpaque(context).takeRetainedValue()
    let value = text.map { String(cString: $0) }
    MainActor.assumeIsolated { pending.resume(value) }
}
