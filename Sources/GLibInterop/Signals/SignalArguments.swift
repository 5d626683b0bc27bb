package import CWebKitGTK

/// The arguments of one signal emission, lent to a handler for the duration of the call.
///
/// Index 0 is the emitting instance; the signal's own parameters follow. Pointers read from here
/// are borrowed: retain them (`GObjectRef(retaining:)`) before keeping them past the handler.
package struct SignalArguments: ~Copyable {
    private let values: UnsafePointer<GValue>?
    private let returnValue: UnsafeMutablePointer<GValue>?
    /// How many values the emission carries, the instance included.
    package let count: Int

    init(values: UnsafePointer<GValue>?, count: Int, returnValue: UnsafeMutablePointer<GValue>?) {
        self.values = values
        self.count = count
        self.returnValue = returnValue
    }

    private func value(_ index: Int) -> UnsafePointer<GValue>? {
        guard let values, index >= 0, index < count else { return nil }
        return values + index
    }

    /// A pointer-like argument (object, boxed, pointer, param spec, string), or nil.
    package func pointer(_ index: Int) -> UnsafeMutableRawPointer? {
        value(index).flatMap { cwk_value_pointer($0) }
    }

    /// An integer-like argument (enum, flags, boolean, integers), or 0.
    package func integer(_ index: Int) -> Int {
        value(index).map { Int(cwk_value_integer($0)) } ?? 0
    }

    /// A string argument, copied, or nil.
    package func string(_ index: Int) -> String? {
        pointer(index).flatMap { String(borrowingCString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    /// Sets a `gboolean` return value (for signals such as `decide-policy` or `load-failed`).
    package func setReturn(_ handled: Bool) {
        cwk_value_set_boolean(returnValue, handled ? 1 : 0)
    }

    /// Sets a `gint` return value (for signals such as GApplication's `command-line`).
    package func setReturn(integer value: Int32) {
        cwk_value_set_int(returnValue, value)
    }

    /// Hands a new object reference back as the return value (for signals such as `create`).
    /// The reference is consumed.
    package func setReturn(takingObject object: UnsafeMutableRawPointer?) {
        cwk_value_take_object(returnValue, object)
    }
}
