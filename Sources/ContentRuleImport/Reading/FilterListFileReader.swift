#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a filter-list file a chunk at a time and hands over its lines, so that the whole text is never held:
/// only the current chunk and the line that runs past it.
///
/// Lines split where `FilterListText.lines(of:)` splits them (`\n`, `\r\n`, `\r`, vertical tab, form feed,
/// U+0085, U+2028, U+2029), also when a separator or a character straddles two chunks. A leading UTF-8
/// byte-order mark is dropped; bytes that are not UTF-8 become U+FFFD, as `FilterListText.decode` makes them.
struct FilterListFileReader {
    /// The file's path.
    let path: String
    /// How many bytes each read asks for.
    let readSize: Int

    /// Calls `body` with each line of the file, without its separator, in order; the last line is handed over
    /// even when empty.
    ///
    /// - Parameter body: Called with each line.
    /// - Throws: `FilterListReadError.readFailed` when the file cannot be opened or read (missing, a folder),
    ///   `.notText` when it starts with a UTF-16 byte-order mark or holds a NUL byte; lines before the NUL have
    ///   been handed over.
    func forEachLine(_ body: (String) -> Void) throws(FilterListReadError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .readFailed(path: path, description: Self.systemMessage()) }
        defer { close(descriptor) }
        var chunk = [UInt8](repeating: 0, count: max(readSize, 1))
        var pending: [UInt8] = []
        var scanned = 0
        var atStart = true
        var atEnd = false
        while !atEnd {
            let count = read(descriptor, &chunk, chunk.count)
            guard count >= 0 else {
                if errno == EINTR { continue }
                throw .readFailed(path: path, description: Self.systemMessage())
            }
            if count == 0 {
                atEnd = true
            } else {
                if chunk[..<count].contains(0) { throw .notText(path: path, reason: .binary) }
                pending += chunk[..<count]
            }
            if atStart {
                guard pending.count >= 3 || atEnd else { continue }
                if pending.starts(with: [0xFF, 0xFE]) || pending.starts(with: [0xFE, 0xFF]) {
                    throw .notText(path: path, reason: .utf16)
                }
                if pending.starts(with: [0xEF, 0xBB, 0xBF]) { pending.removeFirst(3) }
                atStart = false
            }
            let (consumed, scannedEnd) = Self.splitLines(of: pending, from: scanned, atEnd: atEnd, body)
            pending.removeFirst(consumed)
            scanned = scannedEnd - consumed
        }
    }

    /// Hands over the complete lines of `bytes`, scanning for separators from `start` (the bytes before it
    /// hold none); at the end of the file the rest is the last line.
    ///
    /// - Returns: How many bytes were handed over with their separators (the rest starts the next line), and
    ///   where the scan stopped: at the end, or at a byte that may start a separator ending in the next chunk.
    private static func splitLines(
        of bytes: [UInt8], from start: Int, atEnd: Bool, _ body: (String) -> Void
    ) -> (consumed: Int, scannedEnd: Int) {
        var lineStart = 0
        var index = start
        scan: while index < bytes.count {
            var separatorEnd: Int?
            switch bytes[index] {
            case 0x0A, 0x0B, 0x0C:
                separatorEnd = index + 1
            case 0x0D:
                if index + 1 < bytes.count {
                    separatorEnd = bytes[index + 1] == 0x0A ? index + 2 : index + 1
                } else if atEnd {
                    separatorEnd = index + 1
                } else {
                    break scan
                }
            case 0xC2:
                if index + 1 < bytes.count {
                    if bytes[index + 1] == 0x85 { separatorEnd = index + 2 }
                } else if !atEnd {
                    break scan
                }
            case 0xE2:
                if index + 2 < bytes.count {
                    if bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                        separatorEnd = index + 3
                    }
                } else if !atEnd {
                    break scan
                }
            default:
                break
            }
            if let separatorEnd {
                body(String(decoding: bytes[lineStart..<index], as: UTF8.self))
                lineStart = separatorEnd
                index = separatorEnd
            } else {
                index += 1
            }
        }
        if atEnd {
            body(String(decoding: bytes[lineStart...], as: UTF8.self))
            return (bytes.count, bytes.count)
        }
        return (lineStart, index)
    }

    private static func systemMessage() -> String {
        String(cString: strerror(errno))
    }
}
