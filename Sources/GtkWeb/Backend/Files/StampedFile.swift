import Foundation
import Glibc

/// A file read whole with POSIX calls together with its `FileStamp`, so that a caller can tell later,
/// with one `stat`, whether the bytes it hashed are still the file's.
enum StampedFile {
    /// The bytes of the file at `path` and its stamp, read with POSIX calls so that a failure keeps its
    /// `errno` (Foundation's `Data(contentsOf:)` reports only a generic message on Linux). The stamp is
    /// nil when the file changed while it was read, so that no digest is remembered for it.
    /// - Throws: `ReadError` with the failing call's `errno`.
    static func read(_ path: String) throws(ReadError) -> (Data, FileStamp?) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadError(code: errno) }
        defer { close(descriptor) }
        let before = try FileStamp(descriptor: descriptor)
        var bytes = Data(capacity: Int(clamping: max(0, before.size)))
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadError(code: errno)
            }
            buffer.withUnsafeBytes { bytes.append(contentsOf: $0[0..<count]) }
        }
        let after = try FileStamp(descriptor: descriptor)
        return (bytes, before == after ? before : nil)
    }

    /// A failed POSIX call while reading a file.
    struct ReadError: Error {
        var code: Int32
    }
}

/// A file's identity and version from `stat(2)`: device, inode, size, and the modification and
/// status-change times in nanoseconds. The kernel sets the status-change time on every write, rename and
/// `utimes` call, and no call sets it back, so an equal stamp means the file was not touched.
struct FileStamp: Codable, Sendable, Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: Int64
    var changed: Int64

    /// The stamp of the file at `path`; nil for anything but a regular file.
    /// - Throws: `StampedFile.ReadError` when `stat` fails.
    init?(path: String) throws(StampedFile.ReadError) {
        var info = stat()
        guard stat(path, &info) == 0 else { throw StampedFile.ReadError(code: errno) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        self.init(info)
    }

    /// The stamp of an open file.
    /// - Throws: `StampedFile.ReadError` when `fstat` fails.
    init(descriptor: Int32) throws(StampedFile.ReadError) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw StampedFile.ReadError(code: errno) }
        self.init(info)
    }

    private init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
    }
}
