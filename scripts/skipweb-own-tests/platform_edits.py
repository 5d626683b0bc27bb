#!/usr/bin/env python3
"""Copies SkipWeb's own test files and makes the platform edits that let them build on Linux.

The edits only change what selects a platform; no test's body is changed:
- `import WebKit` and `import OSLog` go (Apple-only modules; PlatformShims.swift stands in for OSLog's
  `Logger` and SkipTest's platform flags);
- `os(iOS)` in an `#if` reads `os(Linux)`: the tests SkipWeb runs on iOS are the ones that drive a real
  engine, which GtkWeb is on Linux;
- a function or type that uses an API only Apple's WebKit or UIKit has (a `WKWebView`, a
  `UIScrollView`, SwiftUI's `makeCoordinator`, WebKit's data-type constants), or a type so wrapped, is
  wrapped in `#if false`, with the reason in a comment.

Usage: platform_edits.py SOURCE_DIR DEST_DIR
"""
import re
import sys
from pathlib import Path

APPLE_ONLY = {
    "WKWebView": "WKWebView",
    "PlatformWebView(frame:": "WKWebView (PlatformWebView(frame:configuration:))",
    "makeCookieTestEngine": "makeCookieTestEngine builds a WKWebView",
    "UIScrollView": "UIScrollView",
    "makeCoordinator": "SwiftUI makeCoordinator",
    "WKWebsiteDataType": "WKWebsiteDataType constants",
}
FILES = ["SkipWebTests.swift", "WebContentBlockerTests.swift", "WebEngineTestSupport.swift",
         "WebProfileSegregationTests.swift"]


def apple_only_reason(text):
    for needle, reason in APPLE_ONLY.items():
        if needle in text:
            return reason
    return None


def block_end(lines, start):
    """The index of the line closing the brace block that opens on or after `start`."""
    depth, opened = 0, False
    for index in range(start, len(lines)):
        code = re.sub(r'"(?:[^"\\]|\\.)*"', '""', lines[index].split("//")[0])
        depth += code.count("{") - code.count("}")
        opened = opened or "{" in code
        if opened and depth == 0:
            return index
    raise SystemExit(f"unbalanced braces from line {start + 1}")


def directive_end(lines, start):
    """The index of the `#endif` matching the `#if` at `start`."""
    depth = 0
    for index in range(start, len(lines)):
        stripped = lines[index].strip()
        if stripped.startswith("#if"):
            depth += 1
        elif stripped.startswith("#endif"):
            depth -= 1
            if depth == 0:
                return index
    raise SystemExit(f"no #endif for line {start + 1}")


DECLARATION = re.compile(
    r"^(    )?(@MainActor\s*)?(public |private |fileprivate |static |final )*(func|class|struct|enum|extension) (\w+)")


def declaration_at(lines, index):
    """The kind and name of the declaration starting at `index` (its attribute line included), or None."""
    line = lines[index]
    if line.strip() == "@MainActor" and index + 1 < len(lines):
        line = lines[index + 1]
    match = DECLARATION.match(line)
    return (match.group(4), match.group(5)) if match else None


def wrap_apple_only(lines, needles):
    """`lines` with each declaration that uses one of `needles` inside `#if false`, and the names of the
    types so wrapped."""
    out, wrapped_types, index = [], [], 0
    while index < len(lines):
        line = lines[index]
        found = declaration_at(lines, index)
        if found:
            end = block_end(lines, index)
            body = "\n".join(code.split("//")[0] for code in lines[index : end + 1])
            top_level_type = found[0] != "func" and not line.startswith(" ")
            reason = None if top_level_type else next(
                (why for needle, why in needles.items() if needle in body), None)
            if reason:
                indent = line[: len(line) - len(line.lstrip())]
                out.append(f"{indent}#if false // Apple-only: {reason}")
                out.extend(lines[index : end + 1])
                out.append(f"{indent}#endif")
                if found[0] in ("class", "struct", "enum"):
                    wrapped_types.append(found[1])
                index = end + 1
                continue
            if found[0] != "func":
                # A type or extension that stays: its members are looked at one by one.
                out.append(line)
                index += 1
                continue
            out.extend(lines[index : end + 1])
            index = end + 1
            continue
        out.append(line)
        index += 1
    return out, wrapped_types


def edit(text):
    lines = [line for line in text.split("\n") if line.strip() not in ("import WebKit", "import OSLog")]
    lines = [re.sub(r"os\(iOS\)", "os(Linux)", line) if line.strip().startswith("#if") else line
             for line in lines]
    needles = dict(APPLE_ONLY)
    while True:
        out, wrapped_types = wrap_apple_only(lines, needles)
        new = {name: f"uses {name}, which is Apple-only" for name in wrapped_types if name not in needles}
        if not new:
            return "\n".join(out)
        needles.update(new)


def main():
    source, dest = Path(sys.argv[1]), Path(sys.argv[2])
    dest.mkdir(parents=True, exist_ok=True)
    for name in FILES:
        (dest / name).write_text(edit((source / name).read_text()))
    resources = dest / "Resources"
    resources.mkdir(exist_ok=True)
    for item in (source / "Resources").iterdir():
        (resources / item.name).write_bytes(item.read_bytes())


if __name__ == "__main__":
    main()
