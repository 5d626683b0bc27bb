import CWebKitGTK
import GLibInterop

/// What a `WebKitPermissionRequest` asks for, read from its GType (and, for media, its devices).
enum PermissionRequestType: Sendable, Equatable {
    case geolocation, notifications, camera, microphone, cameraAndMicrophone, screenCapture
    case clipboardRead, pointerLock
    case storageAccess(requestingDomain: String?)
    case deviceInfo
    case mediaKeySystem(keySystem: String?)
    case installMediaPlugins
    case other(typeName: String)
}

/// One `WebKitPermissionRequest`, kept alive (retained) until it is answered. WebKit denies a request
/// that is finalized unanswered.
@MainActor
final class PendingPermission {
    private let request: GObjectRef
    /// What the request asks for.
    let type: PermissionRequestType

    /// `WebKitPermissionRequest` is an interface, which Swift imports as an opaque pointer.
    private var pointer: OpaquePointer { request.opaque }

    init(retaining raw: UnsafeMutableRawPointer) {
        request = GObjectRef(retaining: raw)
        type = Self.type(of: raw)
    }

    /// Grants the request (`webkit_permission_request_allow`).
    func allow() { webkit_permission_request_allow(pointer) }
    /// Refuses the request (`webkit_permission_request_deny`).
    func deny() { webkit_permission_request_deny(pointer) }

    private static func type(of raw: UnsafeMutableRawPointer) -> PermissionRequestType {
        let instance = raw.assumingMemoryBound(to: GTypeInstance.self)
        func isA(_ type: GType) -> Bool { g_type_check_instance_is_a(instance, type) != 0 }
        if isA(webkit_geolocation_permission_request_get_type()) { return .geolocation }
        if isA(webkit_notification_permission_request_get_type()) { return .notifications }
        if isA(webkit_user_media_permission_request_get_type()) {
            let media = raw.assumingMemoryBound(to: WebKitUserMediaPermissionRequest.self)
            if webkit_user_media_permission_is_for_display_device(media) != 0 { return .screenCapture }
            let video = webkit_user_media_permission_is_for_video_device(media) != 0
            let audio = webkit_user_media_permission_is_for_audio_device(media) != 0
            return video ? (audio ? .cameraAndMicrophone : .camera) : .microphone
        }
        if isA(webkit_clipboard_permission_request_get_type()) { return .clipboardRead }
        if isA(webkit_pointer_lock_permission_request_get_type()) { return .pointerLock }
        if isA(webkit_website_data_access_permission_request_get_type()) {
            let access = raw.assumingMemoryBound(to: WebKitWebsiteDataAccessPermissionRequest.self)
            return .storageAccess(
                requestingDomain: String(
                    borrowingCString: webkit_website_data_access_permission_request_get_requesting_domain(access)))
        }
        if isA(webkit_device_info_permission_request_get_type()) { return .deviceInfo }
        if isA(webkit_media_key_system_permission_request_get_type()) {
            let keys = raw.assumingMemoryBound(to: WebKitMediaKeySystemPermissionRequest.self)
            return .mediaKeySystem(
                keySystem: String(borrowingCString: webkit_media_key_system_permission_get_name(keys)))
        }
        if let plugins = installMediaPluginsRequestType, isA(plugins) { return .installMediaPlugins }
        return .other(typeName: String(borrowingCString: cwk_type_name_of(raw)) ?? "")
    }
}

/// Listens to a view's `permission-request` signal and hands each request to `onRequest`, which
/// answers it now or later. The signal's return value is TRUE: WebKit applies no default of its own.
@MainActor
final class PermissionRequests {
    private let connection: SignalConnection

    init(handle: WebViewHandle, onRequest: @escaping @MainActor (PendingPermission) -> Void) {
        connection = handle.view.connect("permission-request") { arguments in
            guard let raw = arguments.pointer(1) else { return }
            onRequest(PendingPermission(retaining: raw))
            arguments.setReturn(true)
        }
    }
}
