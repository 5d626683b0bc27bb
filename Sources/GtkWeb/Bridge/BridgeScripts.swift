/// The JavaScript GtkWeb injects to build its bridge on WebKitGTK (webkitgtk-mapping.md §11, §13).
///
/// Every script is a document-start, all-frames user script. Each captures the built-ins it needs
/// before any page script runs, so a page that later replaces `JSON.stringify`, `Promise`,
/// `CustomEvent` or `Function.prototype.call` changes nothing in them.
enum BridgeScripts {
    /// Wraps `window.webkit.messageHandlers.<name>.postMessage` for `handlers` in one world.
    ///
    /// The wrapper JSON-encodes the value in the page (refusing functions, symbols, DOM nodes,
    /// cyclic values and BigInts with a rejected promise and a `TypeError` that says why; only
    /// objects go through the replacer that finds nested ones, primitives are checked once) and posts
    /// one string, the envelope `ScriptMessageEnvelope` parses:
    /// `"\u{1}" + token + ("1" | "0") + origin + "\n" + location.href + "\n" + json`.
    /// The main-frame flag and the document's origin are read once, at document start; the URL on
    /// every post (it changes with `history.pushState`). It returns WebKit's own promise; for a
    /// handler with reply, chained to parse the reply, which native code sends as JSON text.
    ///
    /// WebKit drops a handler object's JavaScript wrapper, own properties and all, when nothing refers
    /// to it and a garbage collection runs, and makes a bare one on the next access. So the wrapped
    /// handlers are kept in a list that a window event listener (named with the token, so nothing
    /// else fires it) refers to: the window keeps its listeners, hence the list and the handlers'
    /// wrappers, for the document's life.
    static func messageWrapper(handlers: [(name: String, withReply: Bool)], token: String) -> String {
        let list = "[" + handlers.map { "[\(JSONText.quote($0.name)),\($0.withReply)]" }.joined(separator: ",") + "]"
        return """
            (function () {
            "use strict";
            var handlers = window.webkit && window.webkit.messageHandlers;
            if (!handlers) return;
            var bind = Function.prototype.bind, stringify = JSON.stringify, define = Object.defineProperty;
            var describe = Object.getOwnPropertyDescriptor, rejected = bind.call(Promise.reject, Promise);
            var parse = JSON.parse, then = bind.call(Function.prototype.call, Promise.prototype.then);
            var TypeErrorType = TypeError, NodeType = typeof Node === "function" ? Node : null;
            var place = window.location, kept = [];
            bind.call(EventTarget.prototype.addEventListener, window)("gtkwebkeep-\(token)", function () { return kept; });
            var originGetter = (describe(window, "origin") || describe(Window.prototype, "origin") || {}).get;
            var origin = originGetter ? originGetter.call(window) : place.origin;
            var head = "\\u0001\(token)" + (window === window.top ? "1" : "0") + origin + "\\n";
            function replacer(key, value) {
              var type = typeof value;
              if (type === "function") throw new TypeErrorType("it contains a function");
              if (type === "symbol") throw new TypeErrorType("it contains a symbol");
              if (type === "object" && value !== null && NodeType && value instanceof NodeType) throw new TypeErrorType("it contains a DOM node");
              return value;
            }
            function wrap(name, withReply) {
              var handler = handlers[name];
              if (!handler || describe(handler, "postMessage")) return;
              var send = bind.call(handler.postMessage, handler);
              kept[kept.length] = handler;
              function decode(text) {
                if (text === undefined) return undefined;
                try { return parse(text); }
                catch (error) { throw new TypeErrorType("the reply of '" + name + "' is not valid JSON"); }
              }
              define(handler, "postMessage", { value: function postMessage(body) {
                var json, type = typeof body;
                try {
                  if (type === "object" && body !== null) json = stringify(body, replacer);
                  else if (type === "function" || type === "symbol") replacer("", body);
                  else json = stringify(body);
                }
                catch (error) {
                  var reason = error && typeof error.message === "string" ? error.message : "" + error;
                  return rejected(new TypeErrorType("postMessage to '" + name + "': the value cannot be sent as JSON: " + reason));
                }
                var sent = send(head + place.href + "\\n" + (json === undefined ? "null" : json));
                return withReply ? then(sent, decode) : sent;
              } });
            }
            var list = \(list);
            for (var i = 0; i < list.length; i++) wrap(list[i][0], list[i][1]);
            })();
            """
    }

    /// Wraps `console.log/info/warn/error/debug` of one world. Each call still reaches the original
    /// method; a copy goes, as a cancelable `CustomEvent` named after the engine's secret `token`, to
    /// the collector in GtkWeb's isolated world, which cancels it to say it took it. Until the
    /// collector exists (scripts of different worlds run in no set order) copies wait in a queue
    /// that the collector's "ready" event flushes.
    static func consoleHook(token: String) -> String {
        """
        (function () {
        "use strict";
        var type = "gtkwebconsole-\(token)", doc = document, bind = Function.prototype.bind;
        var dispatch = bind.call(EventTarget.prototype.dispatchEvent, doc);
        var listen = bind.call(EventTarget.prototype.addEventListener, doc);
        var EventType = CustomEvent, ErrorType = Error, stringify = JSON.stringify, apply = Reflect.apply;
        var queue = [];
        function send(detail) {
          if (dispatch(new EventType(type, { detail: detail, cancelable: true })) && queue.length < 500) queue[queue.length] = detail;
        }
        listen(type + "-ready", function () {
          var pending = queue; queue = [];
          for (var i = 0; i < pending.length; i++) send(pending[i]);
        }, true);
        function text(value) {
          if (typeof value === "string") return value;
          if (value instanceof ErrorType) return "" + value;
          if (value !== null && typeof value === "object") {
            try { var json = stringify(value); if (json !== undefined) return json; } catch (e) {}
          }
          try { return String(value); } catch (e) { return "[value]"; }
        }
        var levels = { log: "log", info: "info", warn: "warning", error: "error", debug: "debug" };
        var target = window.console;
        function hook(method) {
          var original = target[method];
          if (typeof original !== "function") return;
          target[method] = function () {
            try {
              var message = "";
              for (var i = 0; i < arguments.length; i++) message += (i ? " " : "") + text(arguments[i]);
              send(stringify([levels[method], message, new ErrorType().stack || ""]));
            } catch (e) {}
            return apply(original, this, arguments);
          };
        }
        for (var method in levels) hook(method);
        })();
        """
    }

    /// The collector, in GtkWeb's isolated world: it takes the hooks' console copies and the
    /// window's trusted `error` events and its `unhandledrejection` events, adds the frame's URL,
    /// and posts each as a JSON object to the `gtkwebConsole` handler, which only this world sees.
    ///
    /// Locations come only from what the engine made: a console call's stack, an error event's
    /// fields (a file name of `"undefined"`, which WebKit gives code the host evaluated, becomes
    /// null), and a rejected real `Error`'s own location. An arbitrary rejected object's `sourceURL`
    /// and `line` are ignored.
    static func consoleCollector(token: String) -> String {
        """
        (function () {
        "use strict";
        var handler = window.webkit && window.webkit.messageHandlers.\(ScriptHandlerName.console);
        if (!handler) return;
        var type = "gtkwebconsole-\(token)", isMain = window === window.top;
        function post(level, kind, message, site) {
          handler.postMessage(JSON.stringify({ level: level, kind: kind, message: message, url: site.url,
            line: site.line, column: site.column, frame: location.href, main: isMain }));
        }
        function number(value) { return typeof value === "number" && value > 0 ? value : null; }
        var tagOf = Object.prototype.toString, tagKey = Symbol.toStringTag;
        // Whether a page object is a real Error (JavaScriptCore made it, and its location with it): only
        // an object with the internal error slot is tagged "[object Error]" without its own toStringTag.
        function isError(value) {
          try { return typeof value[tagKey] !== "string" && tagOf.call(value) === "[object Error]"; } catch (e) { return false; }
        }
        function caller(stack) {
          var frame = String(stack).split("\\n")[1] || "";
          var at = frame.indexOf("@"), match = /^(.*):(\\d+):(\\d+)$/.exec(at >= 0 ? frame.slice(at + 1) : frame);
          return match ? { url: match[1], line: +match[2], column: +match[3] } : { url: null, line: null, column: null };
        }
        document.addEventListener(type, function (event) {
          event.preventDefault();
          try { var entry = JSON.parse(event.detail); post(entry[0], "console", String(entry[1]), caller(entry[2])); } catch (e) {}
        }, true);
        window.addEventListener("error", function (event) {
          if (!event.isTrusted || !(event instanceof ErrorEvent)) return;
          var file = event.filename;
          post("error", "uncaughtError", String(event.message),
            { url: file && file !== "undefined" ? file : null, line: number(event.lineno), column: number(event.colno) });
        }, true);
        window.addEventListener("unhandledrejection", function (event) {
          var reason = event.reason, site = { url: null, line: null, column: null }, message;
          try {
            if (reason !== null && typeof reason === "object" && typeof reason.message === "string") {
              message = (typeof reason.name === "string" ? reason.name : "Error") + ": " + reason.message;
              if (isError(reason)) site = { url: typeof reason.sourceURL === "string" ? reason.sourceURL : null, line: number(reason.line), column: number(reason.column) };
            } else {
              message = String(reason);
            }
          } catch (e) { message = "[reason]"; }
          post("error", "unhandledRejection", "Unhandled promise rejection: " + message, site);
        }, true);
        document.dispatchEvent(new CustomEvent(type + "-ready"));
        })();
        """
    }
}
