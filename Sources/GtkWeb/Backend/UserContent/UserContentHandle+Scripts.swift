import CWebKitGTK
import GLibInterop

/// One user script as WebKit takes it (`webkit_user_script_new_for_world`).
struct UserScriptSpec: Equatable {
    var source: String
    /// Every frame, or the main frame only.
    var allFrames: Bool
    /// Document start, or document end.
    var atDocumentStart: Bool
    /// A named isolated world, or nil for the page's world.
    var world: String?
    /// WebKit URL patterns (`*://*.example.com/*`) the script is limited to; empty for every page.
    var allowList: [String] = []
}

extension UserContentHandle {
    /// Replaces every user script of the manager with `scripts`, in order
    /// (`webkit_user_content_manager_remove_all_scripts`, then `…_add_script` each). WebKit injects
    /// them from the next navigation on; scripts of one world run in the order given.
    func replaceScripts(with scripts: [UserScriptSpec]) {
        webkit_user_content_manager_remove_all_scripts(pointer)
        for spec in scripts {
            let frames = spec.allFrames ? WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES : WEBKIT_USER_CONTENT_INJECT_TOP_FRAME
            let time =
                spec.atDocumentStart
                ? WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START : WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_END
            let script = Self.withCStringArray(spec.allowList) { allowList in
                if let world = spec.world {
                    return webkit_user_script_new_for_world(spec.source, frames, time, world, allowList, nil)
                }
                return webkit_user_script_new(spec.source, frames, time, allowList, nil)
            }
            webkit_user_content_manager_add_script(pointer, script)
            webkit_user_script_unref(script)
        }
    }

    /// Lends `strings` to `body` as a NULL-terminated `const char * const *` (NULL when empty).
    private static func withCStringArray<R>(
        _ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> R
    ) -> R {
        guard !strings.isEmpty else { return body(nil) }
        let copies = strings.map { UnsafePointer(g_strdup($0)) }
        defer { for copy in copies { g_free(UnsafeMutableRawPointer(mutating: copy)) } }
        return (copies + [nil]).withUnsafeBufferPointer { body($0.baseAddress) }
    }
}
