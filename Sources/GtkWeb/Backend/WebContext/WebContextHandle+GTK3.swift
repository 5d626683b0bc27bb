#if GTK3
    import CWebKitGTK
    import GLibInterop

    /// Owns a `WebKitWebContext`: the network process and website data store that engines share.
    @MainActor
    final class WebContextHandle {
        let context: GObjectRef
        /// The custom URL schemes registered on this context (`WebContextHandle+Schemes.swift`).
        var registeredSchemes: Set<String> = []

        var pointer: UnsafeMutablePointer<WebKitWebContext> { context.pointer() }

        init(takingOwnership context: UnsafeMutablePointer<WebKitWebContext>) {
            self.context = GObjectRef(takingOwnership: context)
        }
    }
#endif
