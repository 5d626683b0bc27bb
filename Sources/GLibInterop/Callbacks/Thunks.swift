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
let asyncReadyThunk: GAsyncReadyCallback = { source, result, data in
    guard let data else { return }
    let box = Unmanaged<AsyncCallBoxBase>.fromOpaque(data).takeRetainedValue()
    nonisolated(unsafe) let source = source
    nonisolated(unsafe) let result = result
    MainActor.assumeIsolated { box.complete(source: source, result: result) }
    // The call is over on WebKit's side: let the task it resumed continue now (issue 4).
    MainLoopBridge.drainNow()
}

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
