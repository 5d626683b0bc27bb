import Foundation

#if !FUZZING
    @testable import SessionStore
#endif

/// A Netscape bookmark file with any content: reading it gives the same answer twice, and either a tree or
/// a `NetscapeBookmarkError` in words. A tree names only earlier folders as parents, holds no more items
/// than the limit, keeps names with their blanks collapsed, and survives being written and read back: the
/// file the writer makes from it reads as the same folders, names, addresses and dates.
enum NetscapeBookmarksFuzzCheck {
    static let name = "netscape-bookmarks"

    static func check(_ bytes: [UInt8]) throws(FuzzInvariantViolation) {
        let parser = NetscapeBookmarkParser()
        let first = read(bytes, with: parser)
        try fuzzRequire(first == read(bytes, with: parser), name, "two reads of the same bytes differ")
        switch first {
        case .failure(let error):
            try fuzzRequire(!(error.errorDescription ?? "").isEmpty, name, "a refusal without words: \(error)")
            if case .invalidEncoding(let offset) = error {
                let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
                try fuzzRequire(
                    offset >= 0 && start + offset < bytes.count, name, "an encoding error past the end: \(offset)")
            }
        case .success(let tree):
            try requireWellFormed(tree)
            let written = NetscapeBookmarkWriter.html(for: tree)
            switch read(Array(written.utf8), with: parser) {
            case .failure(let error):
                throw FuzzInvariantViolation(check: name, message: "the written file is refused: \(error)")
            case .success(let again):
                try fuzzRequire(
                    Outline(tree) == Outline(again), name,
                    "written and read back, the tree changed: \(tree.items.map(\.title)) became \(again.items.map(\.title))"
                )
            }
        }
    }

    private static func read(_ bytes: [UInt8], with parser: NetscapeBookmarkParser) -> Result<
        BookmarkTree, NetscapeBookmarkError
    > {
        do throws(NetscapeBookmarkError) {
            return .success(try parser.parse(Data(bytes)))
        } catch {
            return .failure(error)
        }
    }

    private static func requireWellFormed(_ tree: BookmarkTree) throws(FuzzInvariantViolation) {
        try fuzzRequire(
            tree.items.count <= NetscapeBookmarkParser().maximumItems, name, "\(tree.items.count) items read")
        for (index, item) in tree.items.enumerated() {
            if let parent = item.parent {
                try fuzzRequire(
                    parent < index && tree.items[parent].isFolder, name,
                    "item \(index) names \(parent), not an earlier folder, as its folder")
            }
            let title = Array(item.title)
            let blanks: Set<Character> = ["\t", "\n", "\r", "\r\n"]
            try fuzzRequire(
                !title.contains(where: blanks.contains) && title.first != " " && title.last != " "
                    && !zip(title, title.dropFirst()).contains { $0 == " " && $1 == " " },
                name, "a name with its blanks not collapsed: \(item.title.debugDescription)")
            if let date = item.addedAt {
                try fuzzRequire(
                    date.timeIntervalSince1970 >= 1 && date.timeIntervalSince1970 <= 1e11
                        && date.timeIntervalSince1970.rounded(.down) == date.timeIntervalSince1970,
                    name, "a date of \(date.timeIntervalSince1970) s read")
            }
        }
    }

    /// A tree as its folders' contents in order, whatever the order of its flat list: the writer lists a
    /// folder's contents right after it, where a file may have put another folder's item in between.
    private struct Outline: Equatable {
        struct Entry: Equatable {
            var title: String
            var url: String?
            var addedAt: Date?
            var contents: [Int]
        }
        var entries: [Entry] = []
        var top: [Int] = []

        init(_ tree: BookmarkTree) {
            var contents = [[Int]](repeating: [], count: tree.items.count)
            for (index, item) in tree.items.enumerated() {
                if let parent = item.parent { contents[parent].append(index) } else { top.append(index) }
            }
            // Numbered in the writer's order (depth first, without recursion), so equal trees number alike.
            var number = [Int](repeating: -1, count: tree.items.count)
            var pending = Array(top.reversed())
            var order: [Int] = []
            while let next = pending.popLast() {
                number[next] = order.count
                order.append(next)
                pending += contents[next].reversed()
            }
            entries = order.map { index in
                let item = tree.items[index]
                return Entry(
                    title: item.title, url: item.url, addedAt: item.addedAt,
                    contents: contents[index].map { number[$0] })
            }
            top = top.map { number[$0] }
        }
    }
}
