"""docs/implementing.md lists every capability with the steps that need it, in a table whose steps
are written as a scenario reads them. The table is checked against the one place the suite says
what each step needs (features/steps/world.py, STEP_CAPABILITIES) and against adapters/base.py
CAPABILITIES: every capability has its row and no row names one that does not exist; every step
function shows up; each step shown matches exactly one step definition and needs the capability
of its row (or, in the row of none, needs none); a step whose needs do not depend on its words
shows up in the row of each capability it needs."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from rulespec import features
from rulespec.adapters.base import ALIASES, CAPABILITIES
from rulespec.features.steps.world import PART, STEP_CAPABILITIES, step_key, step_needs

ROOT = Path(__file__).resolve().parent.parent
GUIDE = ROOT / "docs" / "implementing.md"
MARKER = "<!-- capabilities-by-step: the test parses this table; keep its header -->"
HEADER = "| capability | what it covers | steps that need it |"
NONE = "—"
STEP = re.compile(r"`((?:Given|When|Then) (?:[^`\\]|\\.)+)`")
TAG = re.compile(r"`@requires-([\w.]+)`")


def table() -> dict[str, str]:
    """The table's rows: capability (or NONE) -> the cell of steps."""
    text = GUIDE.read_text(encoding="utf-8")
    assert MARKER in text, "the capabilities table lost its marker"
    lines = text[text.index(MARKER):].splitlines()[1:]
    assert lines[0] == HEADER
    rows: dict[str, str] = {}
    for line in lines[2:]:
        if not line.startswith("|"):
            break
        cells = [c.strip() for c in re.split(r"(?<!\\)\|", line)[1:-1]]
        assert len(cells) == 3, line
        name = cells[0].strip("`")
        assert name not in rows, f"two rows for {name}"
        rows[name] = cells[2]
    return rows


def definitions() -> list[Any]:
    from pytest_bdd.steps import step_function_context_registry

    import rulespec.features.conftest  # noqa: F401  (registers the steps)

    return [c for c in step_function_context_registry.values()
            if c.step_func.__module__.startswith("rulespec.features.steps")]


def parse(example: str) -> tuple[str, frozenset[str]]:
    """The step function an example step matches (exactly one) and what it needs, a part's
    capabilities included: ``… in order: | type | responsible |`` gives the step a table with that header."""
    keyword, _, text = example.partition(" ")
    text, _, header = text.replace("\\|", "|").partition(" |")
    matches = [c for c in definitions() if c.type == keyword.lower() and c.parser.is_matching(text)]
    assert len(matches) == 1, f"{example!r} matches {len(matches)} step definitions"
    args = dict(matches[0].parser.parse_arguments(text) or {})
    if header:
        args["datatable"] = [[h.strip() for h in header.strip(" |").split("|")]]
    return step_key(matches[0].step_func), step_needs(matches[0].step_func, args)


ROWS = table()
EXAMPLES = [(name, example) for name, cell in ROWS.items() for example in STEP.findall(cell)]


def test_the_table_has_a_row_for_every_capability_and_no_other() -> None:
    assert set(ROWS) - {NONE} == set(CAPABILITIES)
    assert not set(ROWS) & set(ALIASES)


@pytest.mark.parametrize(("capability", "example"), EXAMPLES, ids=[f"{c}: {e}" for c, e in EXAMPLES])
def test_each_step_shown_needs_the_capability_of_its_row(capability: str, example: str) -> None:
    _key, needs = parse(example)
    names = {n.removesuffix(PART) for n in needs}
    if capability == NONE:
        assert {n for n in needs if not n.endswith(PART)} == set(), f"{example!r} needs {sorted(needs)}"
    else:
        assert capability in names, f"{example!r} needs {sorted(needs)}, not {capability!r}"


def test_every_step_shows_up_under_every_capability_it_needs() -> None:
    shown: dict[str, set[str]] = {}
    for capability, example in EXAMPLES:
        key, _needs = parse(example)
        shown.setdefault(key, set()).add(capability)
    assert set(STEP_CAPABILITIES) - set(shown) == set(), "steps the guide does not show"
    for key, needs in STEP_CAPABILITIES.items():
        if isinstance(needs, frozenset):  # needs that do not depend on the step's words
            wanted = {n.removesuffix(PART) for n in needs} or {NONE}
            assert wanted <= shown[key], f"{key} needs {sorted(wanted)}; the guide shows it under {sorted(shown[key])}"


def test_a_capability_without_a_step_is_asked_for_by_a_tag_that_exists() -> None:
    tags = {m for p in Path(features.__file__).parent.rglob("*.feature")
            for m in re.findall(r"@requires-([\w.]+)", p.read_text(encoding="utf-8"))}
    for capability, cell in ROWS.items():
        named = set(TAG.findall(cell))
        assert named <= tags, f"the row of {capability} names tags no scenario carries: {sorted(named - tags)}"
        if capability != NONE and not STEP.search(cell):
            assert capability in named, f"no step and no tag for {capability}"
