import CWebKitGTK

// Every `@convention(c)` entry point of GLibInterop lives in this file. Each one recovers the Swift
// box it was given as user data and hands control to Swift code on the main actor: GLib calls all of
// them from the default main context, which GTK and WebKit run on the main thread, and
// `MainActor.assumeIsolated` traps if that ever stops being true.
//
// The C arguments are raw pointers, which Swift cannot prove safe to move into the main-actor
// closure. They are marked `nonisolated(unsafe)` below: safe because the closure runs synchronously,
// on this same thread, before the thunk returns — the pointers never cross a thread.

/// GClosureMarshal for every signal connected with `connectSignal`.
let signalMarshalThunk: GClosureMarshal = { closure, returnValue, count, values, _, _ in
    guard let closure, let data = cwk_closure_data(closure) else { return }
    let box = Unmanaged<SignalHandlerBox>.fromOpaque(data).takeUnretainedValue()
    nonisolated(unsafe) let values = values
    nonisolated(unsafe) let returnValue = returnValue
    MainActor.assumeIsolated {
        box.handler(SignalArguments(values: values, count: Int(count), returnValue: returnValue))
    }
}

/// GClosureNotify: the closure is gone (disconnected or instance finalized); release the handler box.
let signalClosureFinalizeThunk: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<SignalHandlerBox>.fromOpaque(data).release()
}

/// GDestroyNotify for `CallbackUserData.retain`.
let releaseUserDataThunk: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// GAsyncReadyCallback for `gAsync`: finishes the call and resumes the awaiting task, once.
///
/// The box (and the objects its `finish` closure captured, such as a profile's WebKit context) is
/// released with the call's result object, not here: GIO drops its task, and with it the source object's
/// reference, only after this callback returns. Releasing the box first could finalize the owner of
/// that source object (a website data manager) while the task still holds the source (its cookie
/// manager), and WebKit crashes finalizing one after the other (seen in the cookie tests). The box rides
/// on the result as object data, whose destroy notify GObject runs last in finalization, after the task
/// has let go of its source.
let asyncReadyThunk: GAsyncReadyCallback = { source, result, data in
    guard let data else { return }
    let box = Unmanaged<AsyncCallBoxBase>.fromOpaque(data).takeUnretainedValue()
    nonisolated(unsafe) let source = source
    nonisolated(unsafe) let result = result
    MainActor.assumeIsolated { box.complete(source: source, result: result) }
    if let result {
        g_object_set_qdata_full(
            UnsafeMutablePointer<GObject>(result), asyncCallBoxQuark, data, releaseAsyncBoxThunk)
    } else {
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, releaseAsyncBoxSourceThunk, data, releaseAsyncBoxThunk)
    }
}

/// The object-data key under which a call's result keeps its `AsyncCallBoxBase` until it is finalized,
/// interned once.
private let asyncCallBoxQuark = g_quark_from_string("gtkweb-async-call-box")

/// GDestroyNotify that releases an `AsyncCallBoxBase` after its call's task is gone; runs once.
let releaseAsyncBoxThunk: GDestroyNotify = { data in
    if let data { Unmanaged<AsyncCallBoxBase>.fromOpaque(data).release() }
}

/// GSourceFunc of the idle that releases a box whose call came back without a result object (its destroy
/// notify, `releaseAsyncBoxThunk`, does the release).
let releaseAsyncBoxSourceThunk: GSourceFunc = { _ in 0 }  // G_SOURCE_REMOVE

/// GUnixFDSourceFunc for the main-loop bridge: the main dispatch queue has work.
let mainQueueReadyThunk: GUnixFDSourceFunc = { fd, _, _ in
    cwk_eventfd_consume(fd)
    guard !MainLoopBridge.isDraining else { return 1 }
    MainLoopBridge.isDraining = true
    cwk_main_queue_drain()
    MainLoopBridge.isDraining = false
    return 1  // G_SOURCE_CONTINUE
}

/// GSourceFunc for `MainLoopSource`: runs the Swift body; it decides whether to keep the source.
let sourceThunk: GSourceFunc = { data in
    guard let data else { return 0 }
    let box = Unmanaged<SourceBox>.fromOpaque(data).takeUnretainedValue()
    return MainActor.assumeIsolated { box.fire() } ? 1 : 0
}

/// GDestroyNotify for `MainLoopSource`.
let sourceDestroyThunk: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<SourceBox>.fromOpaque(data).release()
}
