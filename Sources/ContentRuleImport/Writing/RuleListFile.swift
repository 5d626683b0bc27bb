#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A rule list being written: bytes go to a hidden temporary file beside the destination, which replaces the
/// destination only when the list is complete (`commit()`), so a reader never sees half a list and a failed
/// write leaves the previous file in place.
struct RuleListFile: ~Copyable {
    /// Why a file could not be written, renamed or removed: the path and the system's message.
    struct Failure: Error {
        var path: String
        var description: String
    }

    let destination: String
    private let temporary: String
    private var descriptor: Int32

    /// Creates the temporary file beside `destination`.
    ///
    /// - Parameter destination: The file the list replaces when committed.
    /// - Throws: `Failure` for `destination` when its folder does not take a new file.
    init(replacing destination: String) throws(Failure) {
        self.destination = destination
        let slash = destination.lastIndex(of: "/")
        let folder = slash.map { String(destination[...$0]) } ?? ""
        let name = slash.map { String(destination[destination.index(after: $0)...]) } ?? destination
        temporary = folder + ".\(name).\(getpid())-\(UInt32.random(in: .min ... .max)).tmp"
        descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(path: destination, description: Self.systemMessage()) }
    }

    deinit {
        if descriptor >= 0 {
            close(descriptor)
            unlink(temporary)
        }
    }

    /// Appends `bytes` to the temporary file.
    ///
    /// - Throws: `Failure` for the destination when the disk is full or the write fails otherwise.
    mutating func append(_ bytes: [UInt8]) throws(Failure) {
        var pending = bytes
        while !pending.isEmpty {
            let written = write(descriptor, pending, pending.count)
            guard written >= 0 else {
                if errno == EINTR { continue }
                throw Failure(path: destination, description: Self.systemMessage())
            }
            pending.removeFirst(written)
        }
    }

    /// Closes the temporary file and renames it over the destination.
    ///
    /// - Throws: `Failure` for the destination when closing or renaming fails; the temporary file is removed.
    consuming func commit() throws(Failure) {
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0, rename(temporary, destination) == 0 else {
            let failure = Failure(path: destination, description: Self.systemMessage())
            unlink(temporary)
            throw failure
        }
    }

    /// Removes `path` when it exists.
    ///
    /// - Returns: Whether there was a file to remove.
    /// - Throws: `Failure` for `path` when it exists and cannot be removed.
    static func remove(_ path: String) throws(Failure) -> Bool {
        guard unlink(path) == 0 else {
            if errno == ENOENT { return false }
            throw Failure(path: path, description: systemMessage())
        }
        return true
    }

    private static func systemMessage() -> String {
        String(cString: strerror(errno))
    }
}
