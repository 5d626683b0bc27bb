import CWebKitGTK
import GLibInterop

/// Owns a `WebKitWebContext`: the network process and website data store that engines share.
@MainActor
final class WebContextHandle {
    let context: GObjectRef

    var pointer: UnsafeMutablePointer<WebKitWebContext> { context.pointer() }

    init(retaining context: UnsafeMutablePointer<WebKitWebContext>) {
        self.context = GObjectRef(retaining: context)
    }

    init(takingOwnership context: UnsafeMutablePointer<WebKitWebContext>) {
        self.context = GObjectRef(takingOwnership: context)
    }
}
