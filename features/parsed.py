"""Feature files parsed once per text: the Gherkin document and pytest-bdd's ``Feature`` of a file.

Parsing is the costly part of reading a feature file (gherkin-official's parser: about 15 ms a file
here, most of a `rulespec lint` or a site build), and the linter, the site and the project's tests
each read the same files, some of them more than once in a process. Each answer is kept for the
file's path and text, so a file rewritten is parsed afresh (its text is read each time: a
modification time can stay the same over two writes); a file that does not parse raises each time,
as pytest-bdd's parser does (``GherkinParseError``), and nothing is kept.

The answers are shared: read them, never change them. pytest-bdd's own collection keeps its own
(``pytest_bdd.feature.get_features``): what a run executes does not come from here.
"""

from __future__ import annotations

import functools
import os
from pathlib import Path
from typing import Any


def feature_files(path: Path) -> list[Path]:
    """The feature files at ``path``: itself, or those below the folder, in order. A folder whose
    name ends in ``.feature`` is searched like any other, not read as a file; a link to nothing is
    listed, for its reader to report."""
    return sorted(p for p in path.rglob("*.feature") if not p.is_dir()) if path.is_dir() else [path]


def document(path: Path) -> Any:
    """The Gherkin document of the feature file at ``path`` (pytest-bdd's ``GherkinDocument``)."""
    return _document(*_key(path))


def feature(path: Path) -> Any:
    """The feature file at ``path`` as pytest-bdd reads it (``pytest_bdd.parser.Feature``): its
    scenarios, with their rules, tags, steps and examples."""
    return _feature(*_key(path))


def _key(path: Path) -> tuple[str, str]:
    """The file's absolute path and its text (as pytest-bdd reads it: UTF-8)."""
    full = os.path.abspath(path)
    with open(full, encoding="utf-8") as f:
        return full, f.read()


@functools.lru_cache(maxsize=256)
def _document(full: str, text: str) -> Any:
    from pytest_bdd.gherkin_parser import get_gherkin_document

    return get_gherkin_document(full)


@functools.lru_cache(maxsize=256)
def _feature(full: str, text: str) -> Any:
    from pytest_bdd.parser import FeatureParser

    parser = FeatureParser(os.path.dirname(full), os.path.basename(full))
    parser._parse_feature_file = lambda: _document(full, text)  # type: ignore[method-assign]
    return parser.parse()
