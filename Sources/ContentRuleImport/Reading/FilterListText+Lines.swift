import Foundation

extension FilterListText {
    /// The lines of `text`, split where `Character.isNewline` would split it (`\n`, `\r\n`, `\r`, vertical
    /// tab, form feed, U+0085, U+2028, U+2029), empty lines included.
    ///
    /// Reads UTF-8 bytes instead of characters: splitting a 12 MB list by characters spent most of its time
    /// finding grapheme boundaries. Every separator is a whole scalar, so each cut is a character boundary.
    ///
    /// - Parameter text: The list.
    /// - Returns: The lines, without their separators.
    static func lines(of text: String) -> [Substring] {
        let utf8 = text.utf8
        var lines: [Substring] = []
        var lineStart = utf8.startIndex
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            var separatorEnd: String.Index?
            switch byte {
            case 0x0A, 0x0B, 0x0C:
                separatorEnd = utf8.index(after: index)
            case 0x0D:
                let next = utf8.index(after: index)
                separatorEnd = next < utf8.endIndex && utf8[next] == 0x0A ? utf8.index(after: next) : next
            case 0xC2:
                let next = utf8.index(after: index)
                if next < utf8.endIndex && utf8[next] == 0x85 { separatorEnd = utf8.index(after: next) }
            case 0xE2:
                let second = utf8.index(after: index)
                if second < utf8.endIndex, utf8[second] == 0x80 {
                    let third = utf8.index(after: second)
                    if third < utf8.endIndex, utf8[third] == 0xA8 || utf8[third] == 0xA9 {
                        separatorEnd = utf8.index(after: third)
                    }
                }
            default:
                break
            }
            if let separatorEnd {
                lines.append(text[lineStart..<index])
                lineStart = separatorEnd
                index = separatorEnd
            } else {
                index = utf8.index(after: index)
            }
        }
        lines.append(text[lineStart..<utf8.endIndex])
        return lines
    }
}
