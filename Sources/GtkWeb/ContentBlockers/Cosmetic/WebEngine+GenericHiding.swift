import GLibInterop

extension WebEngine {
    /// Registers, in each script's world, the script message handler (with reply) of every
    /// `GenericHidingLookup` the user scripts carry, and removes the handlers of scripts no longer installed.
    ///
    /// A handler answers each query at once with the selectors its lookup names; a query it refuses
    /// (`GenericHidingQueryError`: not a query, too many names or values, one too long) rejects the page's promise
    /// with the error's words. A name WebKit refuses leaves that script without generic hiding, logged.
    func syncGenericHidingHandlers(_ userScripts: [WebViewUserScript]) {
        var wanted: [String: (lookup: GenericHidingLookup, world: String?)] = [:]
        for script in userScripts {
            if let lookup = script.genericHiding { wanted[lookup.handlerName] = (lookup, script.world.name) }
        }
        for (name, channel) in windowing.genericHidingChannels
        where wanted[name] == nil || wanted[name]?.world != channel.world {
            channel.close()
            windowing.genericHidingChannels[name] = nil
        }
        for (name, entry) in wanted where windowing.genericHidingChannels[name] == nil {
            let lookup = entry.lookup
            let channel = ScriptMessageChannel(
                userContent: userContent, name: name, world: entry.world, withReply: true, marker: ""
            ) { payload, reply in
                guard let reply else { return }
                guard case .marked(let text) = payload else {
                    let error = GenericHidingQueryError.notAQuery("a value that is not a string")
                    reply.reject(ScriptBridge.rejectionMessage(for: error))
                    return
                }
                do {
                    reply.resolve(json: try lookup.answer(text))
                } catch {
                    reply.reject(ScriptBridge.rejectionMessage(for: error))
                }
            }
            if let channel {
                windowing.genericHidingChannels[name] = channel
            } else {
                GLibLog.warning("generic hiding: WebKit refused the script message handler \(name)")
            }
        }
    }
}
