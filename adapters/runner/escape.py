"""Text that comes from an engine (its name, version, messages, evidence), made safe for where it
is shown: a terminal, Markdown (a CI step summary) or HTML. An engine must not be able to move
the cursor, clear the screen, start a new Markdown paragraph that reads "All scenarios passed",
or hide the real table in an HTML comment."""

from __future__ import annotations

import html as _html
import re

# C0 controls but tab and newline, DEL, C1 controls, and the bidirectional overrides that can
# reorder what a reader sees.
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")
_MARKDOWN = re.compile(r"([\\`*_\[\](){}#!|~+])")


def _visible(char: str) -> str:
    code = ord(char)
    if char == "\r":
        return "\\r"
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def terminal(text: str, *, one_line: bool = False) -> str:
    """``text`` with every control character shown as an escape (``\\x1b``), so that it prints as
    what it is; with ``one_line``, newlines and tabs too."""
    text = _CONTROL.sub(lambda m: _visible(m.group()), text)
    if one_line:
        text = text.replace("\n", "\\n").replace("\t", "\\t")
    return text


def html(text: str, *, one_line: bool = True) -> str:
    """``text`` for an HTML context (a ``<summary>``, a ``<pre>``): control characters shown, and
    ``<``, ``>``, ``&`` and quotes as entities."""
    return _html.escape(terminal(text, one_line=one_line), quote=True)


def markdown(text: str) -> str:
    """``text`` for one line of Markdown: on one line, HTML-escaped, and every character that
    Markdown would read as markup escaped with a backslash."""
    return _MARKDOWN.sub(r"\\\1", _html.escape(terminal(text, one_line=True), quote=False))
