/// Text placed into HTML the shell writes (error pages, page source): the characters HTML gives meaning to
/// written as entities, so that no text from a page, a server or an address can become markup.
enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` written as entities.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
