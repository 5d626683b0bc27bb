import Foundation

/// Writes content-blocker rules as the JSON WebKit compiles, directly into bytes.
///
/// Same output as `JSONEncoder` with sorted keys and unescaped slashes (keys in byte order, `null`s left
/// out), several times faster on lists of 100,000 rules, which matters because converting a list is mostly
/// writing it. Compact unless `pretty`; pretty output uses `JSONEncoder`'s layout (two-space indents,
/// `"key" : value`).
enum ContentBlockerRuleJSON {
    /// Encodes `rules` as a JSON array.
    ///
    /// - Parameters:
    ///   - rules: The rules, in list order.
    ///   - pretty: Whether to indent.
    /// - Returns: The JSON text.
    static func encode(_ rules: [ContentBlockerRule], pretty: Bool) -> String {
        var writer = Writer(pretty: pretty)
        writer.bytes.reserveCapacity(rules.count * 160)
        writer.array(rules) { writer, rule in writer.rule(rule) }
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Writes the same JSON as `encode(_:pretty:)` to `file`, about `chunkSize` bytes at a time, so that the
    /// whole text is never held in memory.
    ///
    /// - Parameters:
    ///   - rules: The rules, in list order.
    ///   - pretty: Whether to indent.
    ///   - file: The file being written.
    ///   - chunkSize: How many bytes to gather before each write.
    /// - Throws: `RuleListFile.Failure` when a write fails.
    static func write(
        _ rules: [ContentBlockerRule], pretty: Bool, to file: inout RuleListFile, chunkSize: Int = 1 << 20
    ) throws(RuleListFile.Failure) {
        var writer = Writer(pretty: pretty)
        writer.bytes.reserveCapacity(chunkSize + chunkSize / 4)
        writer.bytes.append(UInt8(ascii: "["))
        writer.depth = 1
        for (index, rule) in rules.enumerated() {
            if index > 0 { writer.bytes.append(UInt8(ascii: ",")) }
            writer.newline()
            writer.rule(rule)
            if writer.bytes.count >= chunkSize {
                try file.append(writer.bytes)
                writer.bytes.removeAll(keepingCapacity: true)
            }
        }
        writer.depth = 0
        if !rules.isEmpty { writer.newline() }
        writer.bytes.append(UInt8(ascii: "]"))
        try file.append(writer.bytes)
    }

    private struct Writer {
        let pretty: Bool
        var bytes: [UInt8] = []
        var depth = 0

        init(pretty: Bool) { self.pretty = pretty }

        mutating func rule(_ rule: ContentBlockerRule) {
            object { writer in
                writer.member("action", first: true) { writer in
                    writer.object { writer in
                        if let selector = rule.action.selector {
                            writer.member("selector", first: true) { $0.string(selector) }
                        }
                        writer.member("type", first: rule.action.selector == nil) {
                            $0.string(rule.action.type.rawValue)
                        }
                    }
                }
                writer.member("trigger", first: false) { writer in writer.trigger(rule.trigger) }
            }
        }

        mutating func trigger(_ trigger: ContentBlockerRule.Trigger) {
            object { writer in
                var first = true
                func strings(_ key: String, _ values: [String]?, _ writer: inout Writer) {
                    guard let values else { return }
                    writer.member(key, first: first) { writer in
                        writer.array(values) { writer, value in writer.string(value) }
                    }
                    first = false
                }
                strings("if-domain", trigger.ifDomain, &writer)
                strings("if-top-url", trigger.ifTopURL, &writer)
                strings("load-type", trigger.loadType?.map(\.rawValue), &writer)
                strings("resource-type", trigger.resourceType?.map(\.rawValue), &writer)
                strings("unless-domain", trigger.unlessDomain, &writer)
                strings("unless-top-url", trigger.unlessTopURL, &writer)
                writer.member("url-filter", first: first) { $0.string(trigger.urlFilter) }
                if let caseSensitive = trigger.urlFilterIsCaseSensitive {
                    writer.member("url-filter-is-case-sensitive", first: false) { writer in
                        writer.bytes += (caseSensitive ? "true" : "false").utf8
                    }
                }
            }
        }

        mutating func array<Element>(_ elements: [Element], _ body: (inout Writer, Element) -> Void) {
            bytes.append(UInt8(ascii: "["))
            guard !elements.isEmpty else {
                bytes.append(UInt8(ascii: "]"))
                return
            }
            depth += 1
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                newline()
                body(&self, element)
            }
            depth -= 1
            newline()
            bytes.append(UInt8(ascii: "]"))
        }

        mutating func object(_ body: (inout Writer) -> Void) {
            bytes.append(UInt8(ascii: "{"))
            depth += 1
            body(&self)
            depth -= 1
            newline()
            bytes.append(UInt8(ascii: "}"))
        }

        mutating func member(_ key: String, first: Bool, _ value: (inout Writer) -> Void) {
            if !first { bytes.append(UInt8(ascii: ",")) }
            newline()
            string(key)
            if pretty {
                bytes += " : ".utf8
            } else {
                bytes.append(UInt8(ascii: ":"))
            }
            value(&self)
        }

        mutating func newline() {
            guard pretty else { return }
            bytes.append(UInt8(ascii: "\n"))
            bytes += repeatElement(UInt8(ascii: " "), count: depth * 2)
        }

        mutating func string(_ text: String) {
            bytes.append(UInt8(ascii: "\""))
            // Copied whole, then checked in the array: both far cheaper than going through the string byte by
            // byte, and most strings need no escape.
            let start = bytes.count
            bytes += text.utf8
            guard let firstEscape = bytes[start...].firstIndex(where: Self.needsEscape) else {
                bytes.append(UInt8(ascii: "\""))
                return
            }
            let rest = Array(bytes[firstEscape...])
            bytes.removeSubrange(firstEscape...)
            var runStart = rest.startIndex
            for index in rest.indices where Self.needsEscape(rest[index]) {
                bytes += rest[runStart..<index]
                runStart = index + 1
                switch rest[index] {
                case UInt8(ascii: "\""): bytes += #"\""#.utf8
                case UInt8(ascii: "\\"): bytes += #"\\"#.utf8
                case UInt8(ascii: "\n"): bytes += #"\n"#.utf8
                case UInt8(ascii: "\r"): bytes += #"\r"#.utf8
                case UInt8(ascii: "\t"): bytes += #"\t"#.utf8
                default: bytes += String(format: "\\u%04x", rest[index]).utf8
                }
            }
            bytes += rest[runStart...]
            bytes.append(UInt8(ascii: "\""))
        }

        /// Whether JSON needs `byte` escaped in a string: a control character, `"` or `\`.
        private static func needsEscape(_ byte: UInt8) -> Bool {
            byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
        }
    }
}
