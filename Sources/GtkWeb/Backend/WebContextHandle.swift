import CWebKitGTK
import GLibInterop

/// Owns a `WebKitWebContext`: the network process and website data store that engines share.
@MainActor
final class WebContextHandle {
    let context: GObjectRef

    var pointer: UnsafeMutablePointer<WebKitWebContext> { context.pointer() }

    init(takingOwnership context: UnsafeMutablePointer<WebKitWebContext>) {
        self.context = GObjectRef(takingOwnership: context)
    }
}
