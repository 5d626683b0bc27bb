import CWebKitGTK
import GLibInterop

/// SoupServerCallback for the fixture server's catch-all handler. libsoup calls it on the main
/// context (main thread); the request is handled synchronously before this returns.
let soupHandlerThunk: SoupServerCallback = { _, incoming, path, _, data in
    guard let incoming, let data else { return }
    let box = CallbackUserData.object(from: data, as: ServerBox.self)
    let requestPath = path.map { String(cString: $0) } ?? "/"
    // Safe: used synchronously on this thread before the callback returns.
    nonisolated(unsafe) let message = incoming
    MainActor.assumeIsolated {
        box.server?.handle(message: message, path: requestPath)
    }
}
