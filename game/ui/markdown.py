"""A small Markdown reader for the rules pages (docs/rules/<game>.md). Pure text: no drawing."""
from __future__ import annotations

import re


def markdown_blocks(text: str) -> list[tuple[str, str]]:
    """A small Markdown reader for rules pages: (kind, text) blocks where kind is
    h1 / h2 / h3 / p / li / quote / code. Inline marks (**bold**, `code`, links) are
    dropped to plain words."""
    blocks: list[tuple[str, str]] = []
    paragraph: list[str] = []
    in_code = False
    code: list[str] = []

    def flush() -> None:
        if paragraph:
            blocks.append(("p", " ".join(paragraph)))
            paragraph.clear()

    for raw in text.splitlines():
        line = raw.rstrip()
        if line.strip().startswith("```"):
            if in_code:
                blocks.append(("code", "\n".join(code)))
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
            blocks.append((f"h{level}", _inline(heading.group(2))))
        elif bullet:
            flush()
            marker = bullet.group(1)
            prefix = "•" if marker in "-*+" else marker
            indent = "    " if len(line) - len(line.lstrip()) >= 2 else ""
            blocks.append(("li", f"{indent}{prefix}  {_inline(bullet.group(2))}"))
        elif stripped.startswith(">"):
            flush()
            blocks.append(("quote", _inline(stripped.lstrip("> "))))
        elif blocks and blocks[-1][0] == "li" and line.startswith((" ", "\t")) and not paragraph:
            kind, previous = blocks[-1]
            blocks[-1] = (kind, previous + " " + _inline(stripped))
        elif stripped.startswith("|"):
            flush()
            if not re.match(r"^\|[\s:|-]+\|?$", stripped):
                cells = [c.strip() for c in stripped.strip("|").split("|")]
                blocks.append(("code", "   ".join(_inline(c) for c in cells)))
        else:
            paragraph.append(_inline(stripped))
    flush()
    if in_code and code:
        blocks.append(("code", "\n".join(code)))
    return blocks


def _inline(text: str) -> str:
    text = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"(\*\*|__)(.+?)\1", r"\2", text)
    text = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?!\w)", r"\1", text)
    return text.replace("`", "")
