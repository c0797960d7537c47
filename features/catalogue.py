"""The ruling catalogue (features/catalogue.md): every ruling ID with its summary, and the IDs
still pending with the reason. One reader for the lint test, the runner's summary and tools.

>>> rulings = catalogue()
>>> rulings["GEAR-01"].startswith("The unit is the Top-Most Card")
True
>>> set(pending()) <= set(rulings)
True
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

PATH = Path(__file__).parent / "catalogue.md"
_ROW = re.compile(r"^\|\s*([A-Z]+-\d+)\s*\|\s*(.+?)\s*\|\s*$", re.M)


def _sections() -> tuple[str, str]:
    text = PATH.read_text(encoding="utf-8")
    body, _, pend = text.partition("\n## Pending\n")
    return body, pend


@cache
def catalogue() -> dict[str, str]:
    """Every ruling ID of the catalogue, with its one-line summary."""
    return dict(_ROW.findall(_sections()[0]))


@cache
def pending() -> dict[str, str]:
    """The IDs no scenario encodes yet, with what they wait for."""
    return dict(_ROW.findall(_sections()[1]))
