import Foundation

extension WebEngine {
    /// Starts answering the view's permission requests through `configuration.permissionRequestHandler`;
    /// without a handler each one is denied.
    func startAnsweringPermissions() {
        permissionRequests = PermissionRequests(handle: handle) { [weak self] pending in
            guard let self, let handler = self.configuration.permissionRequestHandler else {
                pending.deny()
                return
            }
            handler(self, WebPermissionRequest(request: pending, pageURL: self.url))
        }
    }
}
