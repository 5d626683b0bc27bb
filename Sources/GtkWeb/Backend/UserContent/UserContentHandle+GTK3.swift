#if GTK3
    import CWebKitGTK

    extension UserContentHandle {
        /// Registers a script message handler so that `window.webkit.messageHandlers.<name>` exists in
        /// `world` (nil: the page's world). With `withReply`, `postMessage` returns a promise the
        /// native side settles (`…_register_script_message_handler_with_reply`); otherwise it is
        /// `…_register_script_message_handler` or `…_in_world`.
        /// - Returns: false when WebKit refused (the name is already registered in that world).
        func registerMessageHandler(name: String, world: String?, withReply: Bool) -> Bool {
            if withReply {
                return webkit_user_content_manager_register_script_message_handler_with_reply(pointer, name, world)
                    != 0
            }
            if let world {
                return webkit_user_content_manager_register_script_message_handler_in_world(pointer, name, world)
                    != 0
            }
            return webkit_user_content_manager_register_script_message_handler(pointer, name) != 0
        }

        /// Removes a handler registered with `registerMessageHandler` (either kind).
        func unregisterMessageHandler(name: String, world: String?) {
            if let world {
                webkit_user_content_manager_unregister_script_message_handler_in_world(pointer, name, world)
            } else {
                webkit_user_content_manager_unregister_script_message_handler(pointer, name)
            }
        }
    }

    extension ScriptMessageChannel {
        /// The value a page posted, from `script-message-received`'s `WebKitJavascriptResult` (borrowed).
        static func postedValue(_ result: UnsafeMutableRawPointer) -> UnsafeMutablePointer<JSCValue>? {
            webkit_javascript_result_get_js_value(OpaquePointer(result))
        }
    }
#endif
