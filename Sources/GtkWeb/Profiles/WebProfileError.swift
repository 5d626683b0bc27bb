public import Foundation

/// Why a profile cannot be used, listed or deleted.
///
/// The cases are exactly SkipWeb's, so a `switch` written against SkipWeb is exhaustive here. What
/// failed on Linux travels in `profileSetupFailed`'s `WebProfileFailure` (SkipWeb code matching
/// `case .profileSetupFailed:` ignores it).
public enum WebProfileError: Error, Equatable, Sendable, LocalizedError {
    /// SkipWeb's Android error for missing multi-profile support. Never thrown on Linux, where every
    /// profile kind is supported.
    case unsupportedOnAndroid
    /// The `.named` profile name or `.ephemeralSession` identifier is refused (see `WebProfile`):
    /// empty, longer than `WebProfile.maximumNameLength` bytes, not made of ASCII letters, digits and
    /// `. _ - @ +` starting with a letter or digit, `default`, or starting with a reserved prefix.
    /// Nothing was written to disk.
    case invalidProfileName
    /// The profile's folders could not be set up, or a profile-management call
    /// (`WebProfileStorage.deleteProfile(named:)`) was refused; the value says why.
    case profileSetupFailed(WebProfileFailure)

    /// A sentence saying what went wrong and, where it helps, what to do.
    public var errorDescription: String? {
        switch self {
        case .unsupportedOnAndroid:
            return "This profile kind is not supported on this Android device."
        case .invalidProfileName:
            return "The profile name is not valid: use 1–\(WebProfile.maximumNameLength) ASCII letters, digits "
                + "and . _ - @ +, starting with a letter or digit; not 'default', and not starting with "
                + WebProfile.reservedNamePrefixes.map { "'\($0)'" }.joined(separator: " or ")
                + " (an ephemeral session identifier must not be empty, start or end with whitespace, or"
                + " contain control characters)."
        case .profileSetupFailed(let failure):
            return failure.errorDescription
        }
    }
}

/// What failed when a profile's folders were set up or a profile-management call was refused; carried
/// by `WebProfileError.profileSetupFailed`.
public enum WebProfileFailure: Error, Equatable, Sendable, LocalizedError {
    /// A profile folder exists but is not a folder (a file, or a link to one).
    case profileFolderNotAFolder(path: String)
    /// A profile folder cannot be read, written or created (permissions, a read-only or immutable
    /// folder, a file where a parent folder should be). `reason` is the system's message.
    case profileFolderNotAccessible(path: String, reason: String)
    /// `deleteProfile(named:)` was refused: live engines still use the profile. Release them first.
    case profileInUse(name: String, liveEngines: Int)
    /// `deleteProfile(named:)` found no folder of that profile in either root.
    case profileNotFound(name: String)
    /// Removing a profile folder failed part-way; `reason` is the system's message.
    case profileDeletionFailed(path: String, reason: String)

    /// A sentence saying what went wrong and, where it helps, what to do.
    public var errorDescription: String? {
        switch self {
        case .profileFolderNotAFolder(let path):
            return "The profile folder '\(path)' exists but is not a folder."
        case .profileFolderNotAccessible(let path, let reason):
            return "The profile folder '\(path)' cannot be used: \(reason)."
        case .profileInUse(let name, let count):
            return "The profile '\(name)' is used by \(count) live engine\(count == 1 ? "" : "s"); release them first."
        case .profileNotFound(let name):
            return "There is no profile named '\(name)' on disk."
        case .profileDeletionFailed(let path, let reason):
            return "The profile folder '\(path)' could not be removed: \(reason)."
        }
    }
}
