import GtkWeb

/// SkipWeb's internal profile checks, answered with GtkWeb's rules.
enum WebProfilePolicy {
    /// Why `profile` cannot be used, or nil: `WebProfile.validate()`'s error (GtkWeb's name rules,
    /// which refuse at least what SkipWeb refuses: a blank name and `default`).
    static func validationError(for profile: WebProfile) -> WebProfileError? {
        do {
            try profile.validate()
            return nil
        } catch {
            return error
        }
    }

    /// Why Android would refuse `profile`: its validation error first; then `.unsupportedOnAndroid` for
    /// any profile but `.default` when the device's WebView lacks the multi-profile feature.
    static func androidSupportError(for profile: WebProfile, isMultiProfileFeatureSupported: Bool)
        -> WebProfileError?
    {
        if let error = validationError(for: profile) { return error }
        if case .default = profile { return nil }
        return isMultiProfileFeatureSupported ? nil : .unsupportedOnAndroid
    }
}
