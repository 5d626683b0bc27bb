import Foundation

/// A body the fixture server generates while sending it: `length` bytes of `FixtureServer.downloadPattern`.
public struct FixtureStreamedBody: Sendable {
    /// The announced and (unless dropped) sent length.
    public var length: Int64
    /// Close the connection after this many bytes, mid-body.
    public var dropAfter: Int64?
    /// Pause this long after each 256 KiB chunk (a slow server).
    public var chunkDelayMilliseconds: UInt32
    /// The name of the `FixtureStreamHold` to stop at after the first chunk, if one is registered.
    public var hold: String?

    /// A body of `length` bytes, optionally dropped after `dropAfter` bytes, slowed per chunk, or held
    /// after its first chunk by the hold named `hold`.
    public init(length: Int64, dropAfter: Int64? = nil, chunkDelayMilliseconds: UInt32 = 0, hold: String? = nil) {
        self.length = length
        self.dropAfter = dropAfter
        self.chunkDelayMilliseconds = chunkDelayMilliseconds
        self.hold = hold
    }
}

extension FixtureServer {
    /// The bytes streamed bodies are made of, repeated: 1 MiB of pseudo-random (incompressible) bytes.
    public static let downloadPattern: [UInt8] = {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<(1 << 20)).map { _ in
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return UInt8(truncatingIfNeeded: state >> 24)
        }
    }()

    /// The SHA-256 (hex) of a streamed body of `length` bytes: what the server sends.
    public static func patternDigest(length: Int64) -> String {
        let digest = FixtureSHA256()
        var remaining = length
        while remaining > 0 {
            let count = Int(min(remaining, Int64(downloadPattern.count)))
            digest.update(downloadPattern[0..<count])
            remaining -= Int64(count)
        }
        return digest.hex
    }

    /// Routes for download tests and benchmarks:
    /// - `/download/stream?bytes=<n>&name=<file>&drop=<n>&delay=<ms>&type=<mime>&hold=<name>`: `n` bytes
    ///   of `downloadPattern`, streamed in 256 KiB chunks with `Content-Length`, as
    ///   `Content-Disposition: attachment` named `name` (default `stream.bin`) unless `name` is empty;
    ///   `drop` closes the connection after that many bytes, `delay` pauses after each chunk, `hold`
    ///   stops after the first chunk until the `FixtureStreamHold` of that name (see `hold(_:)`) is released.
    /// - `/download/body?type=<mime>&disposition=<value>&bytes=<n>`: `n` (default 64) bytes of the pattern
    ///   with that `Content-Type` (default `application/octet-stream`) and, if given, that
    ///   `Content-Disposition` (verbatim).
    func installDownloadRoutes() {
        route("/download/stream") { request in
            let length = Int64(request.query["bytes"] ?? "") ?? 1 << 20
            let name = request.query["name"] ?? "stream.bin"
            var response = FixtureResponse(
                contentType: request.query["type"] ?? "application/octet-stream",
                headers: name.isEmpty ? [] : [("Content-Disposition", "attachment; filename=\"\(name)\"")])
            response.streamedBody = FixtureStreamedBody(
                length: length, dropAfter: request.query["drop"].flatMap { Int64($0) },
                chunkDelayMilliseconds: UInt32(request.query["delay"] ?? "") ?? 0, hold: request.query["hold"])
            return response
        }
        route("/download/body") { request in
            let count = min(Int(request.query["bytes"] ?? "") ?? 64, Self.downloadPattern.count)
            return FixtureResponse(
                contentType: request.query["type"] ?? "application/octet-stream",
                body: Data(Self.downloadPattern[0..<count]),
                headers: request.query["disposition"].map { [("Content-Disposition", $0)] } ?? [])
        }
    }
}
