import Foundation

/// The host's JavaScript machinery in a page: `evaluate` and `callAsyncJavaScript` run through it,
/// so that nothing the page replaces after load (`window.eval`, `JSON.stringify`, `JSON.parse`,
/// `Object.prototype.then`, `Promise.prototype.then`, `Error`, `instanceof` hooks) changes what the
/// host sees or reads what the host passes.
///
/// A document-start user script (main frame, before any page script) captures the built-ins it
/// needs in a closure and defines one global, `gtkweb$kit`, a frozen function: non-writable,
/// non-configurable, so a page can neither replace nor shadow it (a global `let` of that name is a
/// `SyntaxError`). A page can call it, which gives it nothing it could not do itself. Worlds and
/// documents without the user script (an isolated world no user script or handler uses, the first
/// empty document) get it on first use: the host's program answers `missingMarker` and the engine
/// installs the kit, then runs the program again.
enum HostKit {
    /// The global the kit is defined as.
    static let name = "gtkweb$kit"

    /// Returned instead of a result where the kit is missing. Random per process.
    static let missingMarker = "gtkweb-nokit-" + UUID().uuidString
    /// Prefixes the result of a script whose value is a promise; the parked promise's number follows.
    static let promiseMarker = "gtkweb-promise-" + UUID().uuidString

    /// The program `evaluate` runs for `script`: one `evaluate_javascript` round trip. The kit runs
    /// the script with the original indirect `eval` (global code: `var` and function declarations
    /// land on `window`) and returns its value as JSON text made by the original `JSON.stringify`
    /// (object keys in their JavaScript order); a native promise is parked in the kit's closure and
    /// reported as `promiseMarker` + its number, for `settleBody(_:)`.
    @MainActor
    static func evaluationProgram(_ script: String) -> String {
        if let last = lastProgram, last.script == script { return last.program }
        var program = ""
        program.reserveCapacity(programStart.utf8.count + script.utf8.count + 2 + programEnd.utf8.count)
        program += programStart
        JSONText.quote(script, into: &program)
        program += programEnd
        if script.utf8.count <= memoLimit { lastProgram = (script, program) }
        return program
    }

    /// The longest script (in UTF-8 bytes) whose program is kept: a polled expression is short, and a large
    /// injected script is not held twice for the life of the process.
    private static let memoLimit = 4096

    /// The last short script `evaluationProgram` wrapped and its program, which the next call usually
    /// repeats (an app polling the same expression); comparing the script costs less than building the
    /// program again.
    @MainActor private static var lastProgram: (script: String, program: String)?

    /// Whether `result` is a parked promise's marker (`promiseMarker` and its number). The length is
    /// compared first, which settles nearly every real result without reading its text.
    static func isPromiseMarker(_ result: String) -> Bool {
        result.utf8.count > promiseMarker.utf8.count && result.hasPrefix(promiseMarker)
    }

    private static let programStart = "typeof " + name + " === \"function\" ? " + name + "("
    private static let programEnd = ") : " + JSONText.quote(missingMarker)

    /// The second step for a parked promise: a constant-per-promise async function body that awaits it
    /// through the kit and returns its value's JSON text.
    static func settleBody(_ number: String) -> String { "return await " + name + ".settle(" + number + ")" }

    /// The kit, as a script (document-start user script, or evaluated on first use).
    static let source = """
        (function () {
        "use strict";
        var global = globalThis;
        if (typeof global.\(name) === "function") return;
        var evaluate = global.eval, stringify = JSON.stringify, parse = JSON.parse, define = Object.defineProperty;
        var freeze = Object.freeze, create = Object.create, apply = Reflect.apply;
        var isPrototypeOf = Object.prototype.isPrototypeOf, PromiseType = Promise, promiseProto = Promise.prototype;
        var ErrorType = Error, errorProto = Error.prototype, TypeErrorType = TypeError, StringType = String;
        var nodeProto = typeof Node === "function" ? Node.prototype : null;
        var parked = create(null), next = 0, marker = \(JSONText.quote(promiseMarker));
        function inherits(proto, value) { return proto !== null && apply(isPrototypeOf, proto, [value]); }
        function json(value) {
          var type = typeof value;
          if (type === "function") throw new TypeErrorType("the script's value is a function, which has no JSON form");
          if (type === "object" && value !== null && inherits(nodeProto, value)) throw new TypeErrorType("the script's value is a DOM node, which has no JSON form");
          return stringify(value);
        }
        function kit(source) {
          var value = evaluate(source);
          if (typeof value === "object" && value !== null && inherits(promiseProto, value)) {
            next += 1; parked[next] = value; return marker + next;
          }
          return json(value);
        }
        async function awaited(promise) { return json(await promise); }
        function settle(number) {
          var promise = parked[number];
          delete parked[number];
          var result = awaited(promise);
          define(result, "constructor", { value: PromiseType });
          return result;
        }
        function number(value) { return typeof value === "number" ? value : undefined; }
        function fail(error) {
          var info;
          try {
            info = typeof error === "object" && error !== null && inherits(errorProto, error)
              ? { name: StringType(error.name), message: StringType(error.message), line: number(error.line), column: number(error.column) }
              : { name: "Error", message: "uncaught value: " + StringType(error) };
          } catch (e) { info = { name: "Error", message: "uncaught value" }; }
          return new ErrorType("\\u0001gtkweb" + stringify(info));
        }
        define(kit, "settle", { value: settle });
        define(kit, "parse", { value: parse });
        define(kit, "fail", { value: fail });
        define(global, "\(name)", { value: freeze(kit) });
        })();
        """
}
