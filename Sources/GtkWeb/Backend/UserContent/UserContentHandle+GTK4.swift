#if GTK4
    import CWebKitGTK

    extension UserContentHandle {
        /// Registers a script message handler so that `window.webkit.messageHandlers.<name>` exists in
        /// `world` (nil: the page's world). With `withReply`, `postMessage` returns a promise the
        /// native side settles (`…_register_script_message_handler_with_reply`); otherwise it is
        /// `…_register_script_message_handler`, which takes the world on 6.0 (the `…_in_world` calls are gone).
        /// - Returns: false when WebKit refused (the name is already registered in that world).
        func registerMessageHandler(name: String, world: String?, withReply: Bool) -> Bool {
            if withReply {
                return webkit_user_content_manager_register_script_message_handler_with_reply(pointer, name, world)
                    != 0
            }
            return webkit_user_content_manager_register_script_message_handler(pointer, name, world) != 0
        }

        /// Removes a handler registered with `registerMessageHandler` (either kind).
        func unregisterMessageHandler(name: String, world: String?) {
            webkit_user_content_manager_unregister_script_message_handler(pointer, name, world)
        }
    }

    extension ScriptMessageChannel {
        /// The value a page posted: on 6.0 `script-message-received` passes the `JSCValue` itself (borrowed).
        static func postedValue(_ value: UnsafeMutableRawPointer) -> UnsafeMutablePointer<JSCValue>? {
            value.assumingMemoryBound(to: JSCValue.self)
        }
    }
#endif
