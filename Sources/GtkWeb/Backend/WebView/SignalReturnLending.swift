import CWebKitGTK
import GLibInterop

/// Hands `object` back as the return value of a signal whose emitter takes it as a borrowed pointer
/// (`create`, `create-web-view`): GLib copies an object return value out with a new reference, which the
/// emitter never drops. One extra reference is taken for that copy and dropped once the emission is over
/// (on an idle turn), so the object's owner stays its only owner.
func lendObject(_ object: UnsafeMutableRawPointer, asReturnOf arguments: borrowing SignalArguments) {
    g_object_ref(object)
    arguments.setReturn(takingObject: object)
    g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, unrefObjectOnIdle, object, nil)
}

/// GSourceFunc that drops one reference of the object it is given; runs once.
private let unrefObjectOnIdle: GSourceFunc = { object in
    if let object { g_object_unref(object) }
    return 0  // G_SOURCE_REMOVE
}
