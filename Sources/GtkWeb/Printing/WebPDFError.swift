public import Foundation

/// Why a PDF of the page was not made.
public enum WebPDFError: LocalizedError, Equatable {
    /// The configuration's sizes leave no room for content (see `WebPDFConfiguration`).
    case invalidConfiguration
    /// The PDF cannot be written where asked: the folder is missing or not writable. Nothing was written.
    case destinationNotWritable(path: String, reason: String)
    /// WebKit's print job failed (its message is kept). Nothing was left at the destination.
    case printFailed(String)
    /// The print job ended without writing a PDF.
    case emptyOutput

    public var errorDescription: String? {
        switch self {
        case .invalidConfiguration:
            "The page size and margins leave no room for the page's content."
        case .destinationNotWritable(let path, let reason):
            "The PDF cannot be saved to \(path): \(reason)"
        case .printFailed(let message):
            "Printing the page failed: \(message)"
        case .emptyOutput:
            "Printing the page produced no PDF."
        }
    }
}
