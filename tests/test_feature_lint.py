"""The rulings corpus lints itself (after the JSON-Schema-Test-Suite): every scenario sits under
a Rule that carries one ruling ID and cites the official rules; names are unique and say what
happens, not what "should" happen."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from rulespec import features
from rulespec.features import catalogue as catalogue_module
from rulespec.features.catalogue import MARKDOWN, catalogue, pending, render_markdown, rulings
from rulespec.features.catalogue import PATH as CATALOGUE
from tests.cli_runs import parsed_feature

FEATURES = Path(features.__file__).parent
FILES = sorted(FEATURES.rglob("*.feature"))
RULING_ID = re.compile(r"^[A-Z]+-\d+$")
CITATION = re.compile(r"\b(Core Rules|Comprehensive Rules) \d{3}")


def parse(path: Path):  # type: ignore[no-untyped-def]
    return parsed_feature(path)


def ids(path: Path) -> str:
    return str(path.relative_to(FEATURES))


def test_there_are_feature_files() -> None:
    assert len(FILES) >= 4


@pytest.mark.parametrize("path", FILES, ids=ids)
def test_every_scenario_sits_under_a_rule_with_one_ruling_id_and_a_citation(path: Path) -> None:
    feature = parse(path)
    assert feature.scenarios, f"{path}: no scenarios"
    for name, scenario in feature.scenarios.items():
        rule = scenario.rule
        assert rule is not None, f"{path}: scenario {name!r} is not under a Rule"
        tags = [t for t in rule.tags if RULING_ID.match(t)]
        assert len(tags) == 1, f"{path}: Rule {rule.name!r} carries {tags}, not exactly one ruling ID"
        assert CITATION.search(rule.description), f"{path}: Rule {rule.name!r} cites no official rule number"


@pytest.mark.parametrize("path", FILES, ids=ids)
def test_scenario_names_are_unique_and_say_what_happens(path: Path) -> None:
    names = re.findall(r"^\s*Scenario(?: Outline)?:\s*(.+?)\s*$", path.read_text(encoding="utf-8"), re.M)
    dupes = [n for n, c in Counter(names).items() if c > 1]
    assert not dupes, f"{path}: scenario names used twice (pytest-bdd would silently keep only one): {dupes}"
    should = [n for n in names if re.search(r"\bshould\b", n, re.I)]
    assert not should, f"{path}: say what happens, not what should: {should}"


def test_scenario_names_are_unique_across_the_suite() -> None:
    names = [n for p in FILES for n in re.findall(r"^\s*Scenario(?: Outline)?:\s*(.+?)\s*$", p.read_text(), re.M)]
    assert not [n for n, c in Counter(names).items() if c > 1]


def used_ids() -> set[str]:
    return {t for p in FILES for s in parse(p).scenarios.values() if s.rule for t in s.rule.tags if RULING_ID.match(t)}


def test_every_ruling_tag_is_an_id_of_the_catalogue() -> None:
    used = used_ids()
    assert used <= set(catalogue()), f"tags not in {CATALOGUE}: {sorted(used - set(catalogue()))}"


def test_every_catalogue_id_is_covered_or_pending_with_its_reason() -> None:
    used, waiting = used_ids(), set(pending())
    missing = set(catalogue()) - used - waiting
    assert not missing, f"IDs neither covered by a scenario nor pending in {CATALOGUE}: {sorted(missing)}"
    stale = used & waiting
    assert not stale, f"ruling IDs covered by a scenario but still listed as pending: {sorted(stale)}"
    assert all(reason.strip() for reason in pending().values())


def test_every_rejection_names_its_reason() -> None:
    """A scenario that expects a rejection checks its reason, so a rejection for another
    reason (an unpaid cost where the target was the point) fails (issue 6)."""
    bare = [f"{p.relative_to(FEATURES)}:{n}" for p in FILES for n, line in enumerate(p.read_text().splitlines(), 1)
            if re.search(r"the action is rejected\s*$", line)]
    assert not bare, f"say which reason: 'Then the action is rejected as \"<reason>\"': {bare}"


def test_the_catalogue_page_is_generated_from_the_catalogue_data() -> None:
    assert MARKDOWN.read_text(encoding="utf-8") == render_markdown(), (
        f"{MARKDOWN.name} is out of date: run `python -m rulespec.features.catalogue` after editing {CATALOGUE.name}")


def test_every_ruling_names_its_sources_and_the_editions_its_citations_refer_to() -> None:
    for ruling in rulings().values():
        assert ruling.statement.strip() and ruling.sources and ruling.editions, ruling.id
        for source in ruling.sources:  # a text kept in the project, or a published one named with where it is
            assert (FEATURES / source.file).is_file() if source.file else source.where, (ruling.id, source.key)
        assert all(e.document and e.edition and e.where for e in ruling.editions), ruling.id


def test_the_catalogue_refuses_an_entry_that_names_what_it_does_not_hold(monkeypatch: pytest.MonkeyPatch) -> None:
    broken = {**catalogue_module.data(), "rulings": {"GEAR-01": {"statement": "x", "sources": ["nowhere"]}}}
    for reader in (catalogue_module.data, catalogue_module.areas, catalogue_module.rulings):
        reader.cache_clear()
    monkeypatch.setattr(catalogue_module, "data", lambda: broken)
    try:
        with pytest.raises(catalogue_module.CatalogueError, match=r"\[rulings.GEAR-01\] names sources not in the "
                                                                    r"catalogue: nowhere"):
            catalogue_module.rulings()
        broken["rulings"] = {"JUDGE-01": {"statement": "x"}}
        catalogue_module.rulings.cache_clear()
        with pytest.raises(catalogue_module.CatalogueError, match="an ID is AREA-NN with an area of"):
            catalogue_module.rulings()
    finally:
        monkeypatch.undo()
        for reader in (catalogue_module.data, catalogue_module.areas, catalogue_module.rulings):
            reader.cache_clear()


def test_nothing_a_reader_is_sent_to_lies_outside_the_project() -> None:
    """Feature files, the catalogue and the guides name sources a reader can find: no "seed 000",
    no design notes or rules notes outside the repository."""
    root = FEATURES.resolve().parent
    texts = [*FILES, *FEATURES.glob("catalogue.*"), root / "docs" / "writing-rulings.md",
             root / "docs" / "oracle-limits.md"]
    outside = re.compile(r"\bseeds?\b|\bdesign\.md\b|\.\./shared|\bshared/|the rules notes(?! \(docs/)")
    found = [f"{p.name}:{n}: {line.strip()}" for p in texts if p.exists()
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if outside.search(line)]
    assert not found, found
    for source in sorted({s.file for r in rulings().values() for s in r.sources if s.file}):
        assert (FEATURES / source).is_file(), source
