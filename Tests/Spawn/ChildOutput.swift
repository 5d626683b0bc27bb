public import Foundation

/// Where a `ChildProcess`'s standard output or error goes: a `FileHandle` or a `Pipe`.
public protocol ChildOutput: AnyObject, Sendable {
    /// The descriptor the child gets, or -1 for the null device.
    var descriptorForChild: Int32 { get }
    /// Called in this process once the child has started.
    func childDidStart()
}

extension FileHandle: ChildOutput {
    /// The handle's descriptor (`FileHandle.nullDevice` has none: -1).
    public var descriptorForChild: Int32 { self === FileHandle.nullDevice ? -1 : fileDescriptor }
    /// Nothing: this process keeps its handle.
    public func childDidStart() {}
}

extension Pipe: ChildOutput {
    /// The pipe's writing end.
    public var descriptorForChild: Int32 { fileHandleForWriting.fileDescriptor }
    /// Closes this process's copy of the writing end, so that reading sees the end of the output once the
    /// child (and whatever it passed the pipe to) has closed its own.
    public func childDidStart() { try? fileHandleForWriting.close() }  // closed already: nothing left to do
}
