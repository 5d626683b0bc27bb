/// What a page asks permission for (WebKitGTK's `WebKitPermissionRequest` subclasses).
public enum WebPermissionKind: Sendable, Hashable {
    /// The device's location (`navigator.geolocation`; `WebKitGeolocationPermissionRequest`).
    case geolocation
    /// Showing desktop notifications (`Notification.requestPermission()`; `WebKitNotificationPermissionRequest`).
    case notifications
    /// A camera (`getUserMedia({video})`; `WebKitUserMediaPermissionRequest`).
    case camera
    /// A microphone (`getUserMedia({audio})`).
    case microphone
    /// A camera and a microphone in one request (`getUserMedia({audio, video})`).
    case cameraAndMicrophone
    /// Capturing the screen or a window (`getDisplayMedia()`).
    case screenCapture
    /// Reading the clipboard without a user gesture (`WebKitClipboardPermissionRequest`).
    case clipboardRead
    /// Capturing the pointer (`requestPointerLock()`; `WebKitPointerLockPermissionRequest`).
    case pointerLock
    /// Access to its own cookies and storage for an embedded site (`document.requestStorageAccess()`;
    /// `WebKitWebsiteDataAccessPermissionRequest`); `requestingDomain` is the embedded site's domain.
    case storageAccess(requestingDomain: String?)
    /// The names of the media devices (`enumerateDevices()`; `WebKitDeviceInfoPermissionRequest`).
    case deviceInfo
    /// A DRM key system for encrypted media (`WebKitMediaKeySystemPermissionRequest`), by name.
    case mediaKeySystem(keySystem: String?)
    /// Installing missing media plugins (`WebKitInstallMissingMediaPluginsPermissionRequest`).
    case installMediaPlugins
    /// A request of a kind this version of GtkWeb does not name, by its GType name.
    case other(typeName: String)

    /// A short name that stays the same across releases, fit to store a remembered decision under:
    /// `geolocation`, `notifications`, `camera`, `microphone`, `camera+microphone`, `screen-capture`,
    /// `clipboard-read`, `pointer-lock`, `storage-access`, `device-info`, `media-key-system`,
    /// `install-media-plugins`, or `other:` and the GType name.
    public var storageName: String {
        switch self {
        case .geolocation: "geolocation"
        case .notifications: "notifications"
        case .camera: "camera"
        case .microphone: "microphone"
        case .cameraAndMicrophone: "camera+microphone"
        case .screenCapture: "screen-capture"
        case .clipboardRead: "clipboard-read"
        case .pointerLock: "pointer-lock"
        case .storageAccess: "storage-access"
        case .deviceInfo: "device-info"
        case .mediaKeySystem: "media-key-system"
        case .installMediaPlugins: "install-media-plugins"
        case .other(let typeName): "other:\(typeName)"
        }
    }

    init(_ type: PermissionRequestType) {
        switch type {
        case .geolocation: self = .geolocation
        case .notifications: self = .notifications
        case .camera: self = .camera
        case .microphone: self = .microphone
        case .cameraAndMicrophone: self = .cameraAndMicrophone
        case .screenCapture: self = .screenCapture
        case .clipboardRead: self = .clipboardRead
        case .pointerLock: self = .pointerLock
        case .storageAccess(let domain): self = .storageAccess(requestingDomain: domain)
        case .deviceInfo: self = .deviceInfo
        case .mediaKeySystem(let keySystem): self = .mediaKeySystem(keySystem: keySystem)
        case .installMediaPlugins: self = .installMediaPlugins
        case .other(let typeName): self = .other(typeName: typeName)
        }
    }
}
