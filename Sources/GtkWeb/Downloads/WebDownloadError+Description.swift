public import Foundation

extension WebDownloadError: LocalizedError {
    /// The failure in words, for a person: what went wrong and with which file or folder; the message
    /// WebKit gave, when there is one, comes last.
    public var errorDescription: String? {
        switch self {
        case .folderMissing(let folder):
            "The download folder \(folder.path) does not exist."
        case .folderNotWritable(let folder):
            "The download folder \(folder.path) cannot be written to."
        case .writeFailed(let message):
            "The file could not be written (the disk may be full): \(message)"
        case .network(let message):
            "The connection to the server failed: \(message)"
        case .httpStatus(let status):
            "The server answered with an error (HTTP \(status)) instead of the file."
        case .cancelled:
            "The download was cancelled."
        case .noFreeName(let name):
            "No free file name was found for \(name): too many files of that name are in the folder."
        case .destinationNotAbsolute(let url):
            "The file to save to must be a full path, not \(url.relativeString)."
        case .destinationIsDirectory(let url):
            "\(url.path) is a folder, not a file to save to."
        case .fileExists(let url):
            "A file named \(url.lastPathComponent) is already in \(url.deletingLastPathComponent().path)."
        }
    }
}
