"""What the site shows, read from the feature files and the ruling catalogue: areas, rulings, the
``Rule:`` blocks that encode them, and their scenarios as Gherkin lines.

The feature files are read with pytest-bdd's parser (the one that runs them), so the site shows
the scenarios exactly as they run. A ruling's statement, sources and editions come from the
catalogue (features/catalogue.toml, read through features/catalogue.py), or from a
``catalogue.toml`` beside feature files written outside the project (the linter reads the same
file); an ID found in neither still appears, with its Rule's name as its statement.
"""

from __future__ import annotations

import hashlib
import re
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rulespec.features.malformed import parse_message, text_problem

RULING_ID = re.compile(r"^(?P<area>[A-Z][A-Z0-9]*)-\d+$")
#: A named card in a step: ``a Guardian Angel (SFD-051)``, ``an Azir, Emperor of the Sands (SFD-197)``.
CARD = re.compile(r"\b(?:an?|of|that) ((?:[A-Z][\w'’]*)(?:,? (?:of |the )*[A-Z][\w'’]*)*) \(([A-Z]{2,4}-\d{3})\)")
#: An object named in a step: ``"blade"``.
OBJECT = re.compile(r'"([^"]+)"')
GAMES = {"riftbound": "Riftbound", "mtg": "Magic: The Gathering"}


class SiteError(ValueError):
    """Input the site cannot be made from (a feature file that does not parse, a bad report):
    the message says which file and why."""


@dataclass(frozen=True)
class Line:
    """One line of rendered Gherkin: its indent, and its parts as (kind, text), where kind is
    ``keyword``, ``text``, ``tag`` or ``table``."""

    indent: int
    parts: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class Scenario:
    name: str
    file: str  # relative to the features folder
    line: int
    tags: tuple[str, ...]
    ruling_ids: tuple[str, ...]
    gherkin: tuple[Line, ...]
    cards: tuple[str, ...]  # named cards, then the objects the steps name

    @property
    def anchor(self) -> str:
        return scenario_anchor(self.name)


@dataclass(frozen=True)
class RuleBlock:
    """A ``Rule:`` of a feature file: its name, its description (the citation) and its scenarios."""

    ruling_id: str
    name: str
    description: str
    file: str
    line: int
    scenarios: tuple[Scenario, ...]


@dataclass(frozen=True)
class Link:
    """A source document: a text copied into the site (``file``, relative to features/) or a
    published one (``where``)."""

    title: str
    kind: str
    file: str = ""
    where: str = ""


@dataclass
class Ruling:
    id: str
    statement: str
    in_catalogue: bool
    pending: str = ""
    sources: list[Link] = field(default_factory=list)
    editions: list[str] = field(default_factory=list)
    rules: list[RuleBlock] = field(default_factory=list)
    also: list[Scenario] = field(default_factory=list)  # scenarios of another ruling's Rule tagged with this ID

    @property
    def scenarios(self) -> list[Scenario]:
        return [s for r in self.rules for s in r.scenarios]

    @property
    def tags(self) -> list[str]:
        return sorted({t for s in self.scenarios for t in s.tags})

    @property
    def cards(self) -> list[str]:
        return list(dict.fromkeys(c for s in self.scenarios for c in s.cards))


@dataclass
class Area:
    key: str
    game: str
    title: str
    sources: list[Link] = field(default_factory=list)
    editions: list[str] = field(default_factory=list)
    rulings: dict[str, Ruling] = field(default_factory=dict)

    @property
    def game_name(self) -> str:
        return GAMES.get(self.game, self.game or "other")

    @property
    def scenario_count(self) -> int:
        return sum(len(r.scenarios) for r in self.rulings.values())

    @property
    def pending(self) -> list[Ruling]:
        return [r for r in self.rulings.values() if r.pending]


@dataclass
class Suite:
    root: Path
    areas: dict[str, Area]

    def rulings(self) -> list[Ruling]:
        return [r for a in self.areas.values() for r in a.rulings.values()]

    def scenarios(self) -> list[Scenario]:
        return [s for r in self.rulings() for s in r.scenarios]

    def source_files(self) -> list[str]:
        found = [s.file for a in self.areas.values() for s in a.sources]
        found += [s.file for r in self.rulings() for s in r.sources]
        return sorted({f for f in found if f})


def scenario_anchor(name: str) -> str:
    """A stable HTML id for a scenario name, the same on every page (names are unique in a suite)."""
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:60]
    return f"s-{slug}-{hashlib.sha1(name.encode()).hexdigest()[:6]}"


def area_of(ruling_id: str) -> str:
    m = RULING_ID.match(ruling_id)
    return m["area"] if m else "OTHER"


# --- Gherkin, as lines -------------------------------------------------------------------------


def _table(rows: Iterable[Iterable[object]], indent: int) -> list[Line]:
    cells = [[str(c).replace("|", "\\|") for c in row] for row in rows]
    widths = [max(len(row[i]) if i < len(row) else 0 for row in cells) for i in range(max(map(len, cells), default=0))]
    return [Line(indent, (("table", "| " + " | ".join(c.ljust(w) for c, w in zip(row, widths, strict=False)) + " |"),))
            for row in cells]


def _steps(steps: Iterable[Any], indent: int) -> list[Line]:
    lines: list[Line] = []
    for step in steps:
        lines.append(Line(indent, (("keyword", step.keyword.strip()), ("text", " " + step.name))))
        if step.datatable is not None:
            lines += _table(step.datatable.raw(), indent + 2)
        if step.docstring is not None:
            lines += [Line(indent + 2, (("text", '"""'),))]
            lines += [Line(indent + 2, (("text", text),)) for text in str(step.docstring).splitlines()]
            lines += [Line(indent + 2, (("text", '"""'),))]
    return lines


def gherkin(template: Any) -> tuple[Line, ...]:
    """A scenario as readable Gherkin: its tags, its feature's Background, its steps, its Examples."""
    lines: list[Line] = []
    if template.tags:
        lines.append(Line(0, tuple(("tag", f"@{t} ") for t in sorted(template.tags))))
    background = [s for s in template.steps if s.background is not None]
    if background:
        lines.append(Line(0, (("keyword", "Background:"),)))
        lines += _steps(background, 2)
    lines.append(Line(0, (("keyword", f"{template.keyword}:"), ("text", " " + template.name))))
    lines += [Line(2, (("text", text.strip()),)) for text in (template.description or "").splitlines() if text.strip()]
    lines += _steps([s for s in template.steps if s.background is None], 2)
    for examples in template.examples:
        lines.append(Line(2, (("keyword", "Examples:"), ("text", f" {examples.name or ''}".rstrip()))))
        lines += _table([examples.example_params, *examples.examples], 4)
    return tuple(lines)


def cards(template: Any) -> tuple[str, ...]:
    """The named cards of a scenario's steps (``Guardian Angel (SFD-051)``), then the objects
    it names (``blade``): what a reader filters by."""
    texts = [s.name for s in template.steps]
    named = [f"{m[1]} ({m[2]})" for text in texts for m in CARD.finditer(text)]
    objects = [m[1] for text in texts for m in OBJECT.finditer(text)]
    return tuple(dict.fromkeys(named + objects))


# --- Reading the features and the catalogue ------------------------------------------------------


def feature_files(path: Path) -> list[Path]:
    from rulespec.features import parsed

    return parsed.feature_files(path)


def _rule_blocks(path: Path, root: Path) -> list[RuleBlock]:
    from pytest_bdd.exceptions import GherkinParseError

    from rulespec.features import parsed

    shown = path.relative_to(root).as_posix() if path.is_relative_to(root) else path.name
    bad_text = text_problem(path)
    if bad_text is not None:
        raise SiteError(f"{path}:{bad_text[0]}: {bad_text[1]}")
    try:
        feature = parsed.feature(path)
    except GherkinParseError as exc:
        raise SiteError(f"{path}:{exc.line}: the file does not parse as Gherkin: "
                        f"{parse_message(exc.message)}") from None
    except Exception as exc:
        raise SiteError(f"{path}: the file does not parse as Gherkin: {exc}") from None
    blocks: dict[int, tuple[Any, list[Scenario]]] = {}
    for template in feature.scenarios.values():
        rule = template.rule
        rule_tags = sorted(rule.tags) if rule is not None else []
        ids = [t for t in [*rule_tags, *sorted(template.tags)] if RULING_ID.match(t)]
        if not ids:
            continue  # not a ruling's scenario (`rulespec lint` says so)
        scenario = Scenario(template.name, shown, template.line_number, tuple(sorted(set(rule_tags) | template.tags)),
                            tuple(dict.fromkeys(ids)), gherkin(template), cards(template))
        blocks.setdefault(id(rule) if rule is not None else -template.line_number, (rule, []))[1].append(scenario)
    found = []
    for rule, scenarios in blocks.values():
        own = [t for t in sorted(rule.tags) if RULING_ID.match(t)] if rule is not None else []
        ruling_id = own[0] if own else scenarios[0].ruling_ids[0]
        name = rule.name if rule is not None else scenarios[0].name
        description = "\n".join(t.strip() for t in (rule.description if rule is not None else "").splitlines()).strip()
        found.append(RuleBlock(ruling_id, name, description, shown, scenarios[0].line, tuple(scenarios)))
    return found


def _local_catalogue(path: Path) -> dict[str, Any]:
    """A ``catalogue.toml`` beside feature files written outside the project (the linter's
    convention), or an empty one."""
    from rulespec.features.catalogue import PATH

    local = path / "catalogue.toml" if path.is_dir() else path.parent / "catalogue.toml"
    if not local.is_file() or local.resolve() == PATH.resolve():
        return {}
    try:
        with local.open("rb") as f:
            return tomllib.load(f)
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise SiteError(f"{local}: not a readable catalogue: {exc}") from None


def _link(source: Any) -> Link:
    return Link(source.title, source.kind, source.file, source.where)


def _edition(edition: Any) -> str:
    return f"{edition.document}, {edition.edition}"


def read(features: Path) -> Suite:
    """The site's content: every ruling of the feature files at ``features`` (a file or a
    folder), in the catalogue's order, with its statement, sources and scenarios. The catalogue's
    rulings of the areas those files touch are listed too, pending or not yet encoded."""
    from rulespec.features import catalogue

    root = features if features.is_dir() else features.parent
    blocks = [b for path in feature_files(features) for b in _rule_blocks(path, root)]
    local = _local_catalogue(features)
    local_areas = local.get("areas", {})
    local_rulings = local.get("rulings", {})
    local_pending = local.get("pending", {})
    areas: dict[str, Area] = {}

    def area(key: str) -> Area:
        if key not in areas:
            known = catalogue.areas().get(key)
            if known is not None:
                areas[key] = Area(key, known.game, known.title, [_link(s) for s in known.sources],
                                  [_edition(e) for e in known.editions])
            else:
                mine = local_areas.get(key, {})
                areas[key] = Area(key, str(mine.get("game", "")), str(mine.get("title", f"rulings {key}-NN")))
        return areas[key]

    used = {b.ruling_id for b in blocks} | {i for b in blocks for s in b.scenarios for i in s.ruling_ids}
    touched = {area_of(i) for i in used}
    ordered = [i for i in catalogue.rulings() if area_of(i) in touched]
    ordered += [i for i in local_rulings if i not in ordered]
    ordered += sorted(i for i in used if i not in ordered)
    rulings: dict[str, Ruling] = {}
    for ruling_id in ordered:
        known = catalogue.rulings().get(ruling_id)
        if known is not None:
            ruling = Ruling(ruling_id, known.statement, True, known.pending, [_link(s) for s in known.sources],
                            [_edition(e) for e in known.editions])
        elif ruling_id in local_rulings:
            ruling = Ruling(ruling_id, str(local_rulings[ruling_id].get("statement", "")), True,
                            str(local_pending.get(ruling_id, "")))
        else:
            first = next((b.name for b in blocks if b.ruling_id == ruling_id), "")
            ruling = Ruling(ruling_id, first, False)
        rulings[ruling_id] = area(area_of(ruling_id)).rulings[ruling_id] = ruling
    for block in blocks:
        rulings[block.ruling_id].rules.append(block)
        for scenario in block.scenarios:
            for other in scenario.ruling_ids:
                if other != block.ruling_id:
                    rulings[other].also.append(scenario)
    order = list(catalogue.areas())

    def place(a: Area) -> tuple[bool, int, str]:
        return (a.game not in GAMES, order.index(a.key) if a.key in order else len(order), a.key)

    return Suite(root, {a.key: a for a in sorted(areas.values(), key=place)})
