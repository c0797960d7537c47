"""Why a feature file cannot be read, said so that a judge can fix it: its bytes (``encoding_problem``),
a file with no ``Feature:`` line at all (``text_problem``, which checks both), and the parser's words
(``parse_message``, ``NO_SCENARIO``).

Gherkin files are UTF-8 (the Gherkin reference: "Gherkin files must be UTF-8"). Two mistakes of
an editor come out as a parser's riddle otherwise: a byte-order mark at the start (Windows
Notepad writes one; the parser then sees no ``Feature:`` keyword) and a file saved in another
encoding (Latin-1, Windows-1252: ``été`` is not UTF-8).

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "x.feature"
>>> _ = path.write_bytes(b"Feature: a\\n  Scenario: l\\xe9g\\xe8re\\n")
>>> encoding_problem(path)
(2, 'not UTF-8 text: byte 0xe9 at line 2, column 14; save the file as UTF-8')
>>> _ = path.write_bytes(b"\\xef\\xbb\\xbfFeature: a\\n")
>>> encoding_problem(path)[1]
'the file begins with a byte-order mark (U+FEFF), which Gherkin does not read; save it as UTF-8 without one'
>>> _ = path.write_text("Feature: été\\n", encoding="utf-8")
>>> encoding_problem(path) is None
True
>>> _ = path.write_text("# language: en\\n\\n# a ruling to come\\n", encoding="utf-8")
>>> text_problem(path)  # doctest: +ELLIPSIS
(1, 'the file holds no `Feature:` line (it is empty, or only comments and blank lines); ...')
>>> parse_message("Unknown parsing error: Parser errors:\\n(15:9): inconsistent cell count within the table")
'inconsistent cell count within the table (column 9)'
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

BOM = b"\xef\xbb\xbf"


def encoding_problem(path: Path) -> tuple[int, str] | None:
    """``(line, message)`` when the file at ``path`` is not BOM-less UTF-8 text; None when it is
    (or cannot be read: reading it is then the parser's to report)."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    if data.startswith(BOM):
        return 1, ("the file begins with a byte-order mark (U+FEFF), which Gherkin does not read; "
                   "save it as UTF-8 without one")
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        column = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        return line, (f"not UTF-8 text: byte 0x{data[exc.start]:02x} at line {line}, column {column}; "
                      "save the file as UTF-8")
    return None


def text_problem(path: Path) -> tuple[int, str] | None:
    """``encoding_problem``, else ``(1, message)`` when the file holds nothing but blank lines and
    comments (the parser's own word for it is a ``KeyError: 'feature'``); None when neither."""
    bad = encoding_problem(path)
    if bad is not None:
        return bad
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return None
    if all(not line.strip() or line.lstrip().startswith("#") for line in text.splitlines()):
        return 1, ("the file holds no `Feature:` line (it is empty, or only comments and blank lines); "
                   "a feature file begins with `Feature: <its name>`")
    return None


def unfilled_placeholders(template: Any) -> list[str]:
    """The ``<placeholders>`` of a Scenario Outline's steps that no column of its Examples fills
    (pytest-bdd leaves them as they are written: the step then matches nothing, or the wrong
    phrase); none for a plain scenario, whose placeholders are another mistake."""
    if not template.templated:
        return []
    columns = {c for examples in template.examples for c in examples.example_params}
    return sorted({p for step in template.steps for p in re.findall(r"<(\w+)>", step.name)} - columns)


def unfilled_message(template: Any, unfilled: list[str]) -> str:
    """What ``unfilled_placeholders`` found, said for the author of ``template``."""
    columns = sorted({c for examples in template.examples for c in examples.example_params})
    return (f"Scenario Outline {template.name!r} uses {', '.join(f'<{p}>' for p in unfilled)}, which no column "
            f"of its Examples fills (its columns: {', '.join(columns) or 'none'}): add the column or write the value")


#: pytest-bdd's ``NoScenariosFound`` (its message is the file's path, nothing else), said plainly.
NO_SCENARIO = "the feature has no Scenario: write one under its Feature or one of its Rules, or remove the file"


def parse_message(message: str) -> str:
    """The Gherkin parser's message without its wrapping: ``Unknown parsing error: Parser errors:``
    and each ``(line:column): what`` as ``what (column C)`` (the line is already the problem's), on
    one line."""
    body = message.removeprefix("Unknown parsing error: ").removeprefix("Parser errors:").strip()
    found = re.findall(r"^\((\d+):(\d+)\): (.+)$", body, re.M)
    return "; ".join(f"{what} (column {column})" for _line, column, what in found) if found else body
