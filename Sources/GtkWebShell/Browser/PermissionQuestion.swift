import GtkWeb

/// A site's permission request as a question in words: "http://example.org wants to know your location."
enum PermissionQuestion {
    static func text(origin: String, kind: WebPermissionKind) -> String {
        let site = origin.hasPrefix("https://") ? String(origin.dropFirst("https://".count)) : origin
        switch kind {
        case .storageAccess(let domain):
            return "\(domain ?? "A site embedded here") wants to use its cookies and site data on \(site)."
        default:
            return "\(site) wants to \(verb(kind))."
        }
    }

    private static func verb(_ kind: WebPermissionKind) -> String {
        switch kind {
        case .geolocation: "know your location"
        case .notifications: "show notifications"
        case .camera: "use your camera"
        case .microphone: "use your microphone"
        case .cameraAndMicrophone: "use your camera and microphone"
        case .screenCapture: "see your screen"
        case .clipboardRead: "read your clipboard"
        case .pointerLock: "hide and capture your mouse pointer"
        case .storageAccess: "use its cookies and site data here"
        case .deviceInfo: "see the names of your cameras and microphones"
        case .mediaKeySystem: "play protected (DRM) content"
        case .installMediaPlugins: "install media plugins"
        case .other: "use a feature of your computer"
        }
    }
}
