"""A small Markdown reader for the rules pages (docs/rules/<game>.md). Pure text: no drawing.

A page becomes blocks (h1 / h2 / h3 / p / li / quote / code), and each block's words become
runs of one style: "" plain, "b" **bold**, "i" *italic*, "bi" both. `code` and links read as
their plain words; button prompts ("[A]", "[Enter]") are left in for the screen to draw.
"""
from __future__ import annotations

import re

Runs = list[tuple[str, str]]          # (words, style)


def markdown_blocks(text: str) -> list[tuple[str, str]]:
    """(kind, plain text) blocks: the rich blocks with their emphasis dropped."""
    return [(kind, "".join(words for words, _ in runs)) for kind, runs in markdown_rich_blocks(text)]


def markdown_rich_blocks(text: str) -> list[tuple[str, Runs]]:
    """(kind, runs) blocks; kind is h1 / h2 / h3 / p / li / quote / code."""
    return [(kind, inline_runs(raw) if inline else [(raw, "")]) for kind, raw, inline in _raw_blocks(text)]


def _raw_blocks(text: str) -> list[tuple[str, str, bool]]:
    """(kind, text with its inline marks, whether those marks are read) blocks."""
    blocks: list[tuple[str, str, bool]] = []
    paragraph: list[str] = []
    in_code = False
    code: list[str] = []

    def flush() -> None:
        if paragraph:
            blocks.append(("p", " ".join(paragraph), True))
            paragraph.clear()

    for raw in text.splitlines():
        line = raw.rstrip()
        if line.strip().startswith("```"):
            if in_code:
                blocks.append(("code", "\n".join(code), False))
                code.clear()
            else:
                flush()
            in_code = not in_code
            continue
        if in_code:
            code.append(line)
            continue
        stripped = line.strip()
        if not stripped:
            flush()
            continue
        heading = re.match(r"^(#{1,6})\s+(.*)$", stripped)
        bullet = re.match(r"^\s*([-*+]|\d+[.)])\s+(.*)$", line)
        if heading:
            flush()
            level = min(3, len(heading.group(1)))
            blocks.append((f"h{level}", heading.group(2), True))
        elif bullet:
            flush()
            marker = bullet.group(1)
            prefix = "•" if marker in "-*+" else marker
            indent = "    " if len(line) - len(line.lstrip()) >= 2 else ""
            blocks.append(("li", f"{indent}{prefix}  {bullet.group(2)}", True))
        elif stripped.startswith(">"):
            flush()
            blocks.append(("quote", stripped.lstrip("> "), True))
        elif blocks and blocks[-1][0] == "li" and line.startswith((" ", "\t")) and not paragraph:
            kind, previous, inline = blocks[-1]
            blocks[-1] = (kind, previous + " " + stripped, inline)
        elif stripped.startswith("|"):
            flush()
            if not re.match(r"^\|[\s:|-]+\|?$", stripped):
                cells = [c.strip() for c in stripped.strip("|").split("|")]
                blocks.append(("code", "   ".join(cells), True))
        else:
            paragraph.append(stripped)
    flush()
    if in_code and code:
        blocks.append(("code", "\n".join(code), False))
    return blocks


# `code`, a link [words](address), a bold mark, an italic mark
INLINE = re.compile(r"`([^`]*)`|\[([^\]]+)\]\([^)]*\)|\*\*|\*")
CLOSING_STAR = re.compile(r"[^\s*]\*(?!\*)")


def inline_runs(text: str) -> Runs:
    """The words of one block as (words, style) runs. A mark opens only where a matching mark
    closes it later in the block, so an odd star ("3 * 4") stays a star and a lone ** is dropped."""
    runs: Runs = []
    words: list[str] = []
    bold = italic = False

    def flush() -> None:
        joined = "".join(words)
        if joined:
            style = ("b" if bold else "") + ("i" if italic else "")
            if runs and runs[-1][1] == style:
                runs[-1] = (runs[-1][0] + joined, style)
            else:
                runs.append((joined, style))
        words.clear()

    at = 0
    for match in INLINE.finditer(text):
        words.append(text[at:match.start()])
        at = match.end()
        mark = match.group(0)
        if match.group(1) is not None:          # code reads as plain words
            words.append(match.group(1))
        elif match.group(2) is not None:        # a link reads as its words
            words.append(match.group(2))
        elif mark == "**":
            if bold or "**" in text[at:]:
                flush()
                bold = not bold
        else:
            before = text[match.start() - 1] if match.start() else " "
            after = text[at] if at < len(text) else " "
            if italic and not before.isspace():
                flush()
                italic = False
            elif not italic and not after.isspace() and CLOSING_STAR.search(text, at):
                flush()
                italic = True
            else:
                words.append(mark)
    words.append(text[at:])
    flush()
    return runs
