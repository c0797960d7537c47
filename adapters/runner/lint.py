"""``rulespec lint [PATHS]``: the mistakes a scenario's author can make, found without an engine.

Checked, file by file (the JSON-Schema-Test-Suite lints its corpus the same way):

- the file parses as Gherkin;
- every scenario sits under a ``Rule:`` that carries exactly one ruling ID of the catalogue
  (features/catalogue.toml, or a ``catalogue.toml`` beside the files linted, for rulings being
  written) and cites the official rules ("Core Rules NNN", "Comprehensive Rules NNN");
- scenario names are unique across the files linted, and say what happens, not what "should";
- every scenario has a Then step;
- every step line matches exactly one step definition of features/steps/, with "did you mean"
  for the closest phrases the shipped features use; a step that matches a definition of another
  kind (a Then written as a Given) says so;
- on the shipped features: every step definition is used by some scenario;
- a dry run: each scenario's Given steps build its state document and its When steps their
  action documents, as they would for an engine, and each is checked against schemas/ (the run
  stops at the first step that would need an engine's answer).

Every problem is printed as ``FILE:LINE: message``. Exit 0 when clean, 2 when there are problems
(errors of the suite, never an engine's failures).
"""

from __future__ import annotations

import copy
import difflib
import inspect
import re
import tomllib
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from rulespec import schemas
from rulespec.features.malformed import parse_message, text_problem, unfilled_message, unfilled_placeholders

RULING_ID = re.compile(r"^[A-Z]+-\d+$")
CITATION = re.compile(r"\b(Core Rules|Comprehensive Rules) \d{3}")
STEPS_PACKAGE = "rulespec.features.steps"


@dataclass(frozen=True, order=True)
class Problem:
    file: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.message}"


@dataclass(frozen=True)
class Definition:
    """A step definition of features/steps/: its kind, its pattern and where it is written."""

    type: str
    pattern: str
    func: Callable[..., Any]
    context: Any  # pytest-bdd's StepFunctionContext
    file: str
    line: int

    @property
    def key(self) -> str:
        return f"{self.func.__module__.rsplit('.', 1)[-1]}.{self.func.__name__}"


def shipped_features() -> Path:
    from rulespec import features

    return Path(features.__file__).parent


def definitions() -> list[Definition]:
    """Every step definition of the suite's vocabulary, in the order they are written."""
    from pytest_bdd.steps import step_function_context_registry

    import rulespec.features.steps.given
    import rulespec.features.steps.then
    import rulespec.features.steps.when  # noqa: F401  (registers the steps)

    found = []
    for context in step_function_context_registry.values():
        func = context.step_func
        if not func.__module__.startswith(STEPS_PACKAGE) or context.type is None:
            continue
        source = Path(inspect.getsourcefile(func) or "?")
        line = inspect.getsourcelines(func)[1]
        pattern = getattr(getattr(context.parser, "regex", None), "pattern", None) or str(context.parser.name)
        found.append(Definition(context.type, pattern, func, context, _from_features(source), line))
    return sorted(found, key=lambda d: (d.file, d.line))


def block_problem(step: Any, func: Callable[..., Any]) -> str | None:
    """A data table or doc string written under ``step`` whose definition ``func`` reads none
    (pytest-bdd drops it without a word: the scenario would pass without what its author meant it
    to check), or one missing under a step that reads it (the step could not run: pytest-bdd's
    "fixture 'datatable' not found" would fail the scenario as if the engine had); None when
    neither."""
    taken = inspect.signature(func).parameters
    for block, name, what in ((step.datatable, "datatable", "data table"), (step.docstring, "docstring", "doc string")):
        if block is not None and name not in taken:
            return (f"{step.keyword} {step.name!r} reads no {what}: the one written under it would be ignored; "
                    "remove it, or use a step that reads one (`rulespec steps` lists them)")
        if block is None and name in taken:
            return (f"{step.keyword} {step.name!r} reads a {what} written under it, and there is none: "
                    "`rulespec steps` shows the step with its table")
    return None


@cache
def _definitions_once() -> tuple[Definition, ...]:
    return tuple(definitions())


@cache
def _reading_blocks() -> tuple[Definition, ...]:
    blocks = {"datatable", "docstring"}
    return tuple(d for d in _definitions_once() if blocks & set(inspect.signature(d.func).parameters))


def block_problem_of(step: Any) -> str | None:
    """``block_problem`` for the one definition of the vocabulary that ``step`` matches (None when
    it matches none or several: that is another problem)."""
    among = _definitions_once() if step.datatable is not None or step.docstring is not None else _reading_blocks()
    same = [d for d in among if d.type == step.type and d.context.parser.is_matching(step.name)]
    return block_problem(step, same[0].func) if len(same) == 1 else None


def shown_path(path: Path) -> str:
    """A path as a reader finds it (in the linter's problems and the runner's errors of the suite):
    from the current folder, else from the project's features/ folder."""
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return _from_features(path)


def _from_features(path: Path) -> str:
    """A path of the project from its features/ folder on (``features/steps/then.py``), the same
    in a checkout and in an installed distribution; another path as it is."""
    try:
        return "features/" + path.resolve().relative_to(shipped_features().resolve()).as_posix()
    except ValueError:
        return str(path)


def feature_files(paths: Iterable[Path]) -> list[Path]:
    """The .feature files at ``paths`` (files, or folders searched below)."""
    from rulespec.features import parsed

    found: list[Path] = []
    for path in paths:
        found += parsed.feature_files(path)
    return list(dict.fromkeys(found))


def known_ids(paths: Iterable[Path]) -> tuple[set[str], list[Problem]]:
    """The catalogue's IDs, with those of a ``catalogue.toml`` in a folder linted (rulings being
    written outside the project list their IDs there, in the catalogue's own format), and the
    problems of such a file."""
    from rulespec.features.catalogue import catalogue

    ids, problems = set(catalogue()), []
    for path in paths:
        local = path / "catalogue.toml" if path.is_dir() else path.parent / "catalogue.toml"
        if not local.is_file() or local.resolve() == (shipped_features() / "catalogue.toml").resolve():
            continue
        try:
            with local.open("rb") as f:
                rulings = tomllib.load(f).get("rulings", {})
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
            problems.append(Problem(shown_path(local), 1, f"not a catalogue (TOML, as features/catalogue.toml): {exc}"))
            continue
        for key, ruling in rulings.items() if isinstance(rulings, dict) else []:
            if RULING_ID.match(key) and isinstance(ruling, dict) and ruling.get("statement"):
                ids.add(key)
            else:
                problems.append(Problem(shown_path(local), 1, f"[rulings.{key}]: an ID is AREA-NN, with a statement"))
    return ids, problems


@dataclass
class Linter:
    """Lints feature files against the step vocabulary and the catalogue."""

    ids: set[str]
    check_unused: bool = False
    defs: list[Definition] = field(default_factory=definitions)
    problems: list[Problem] = field(default_factory=list)
    used: set[str] = field(default_factory=set)
    scenarios: int = 0

    def add(self, file: str, line: int, message: str) -> None:
        self.problems.append(Problem(file, line, message))

    def run(self, files: list[Path]) -> list[Problem]:
        names: dict[str, tuple[str, int]] = {}
        for path in files:
            self.lint_file(path, names)
        if self.check_unused:
            for d in self.defs:
                if d.key not in self.used:
                    self.add(d.file, d.line, f"step definition {d.key} ({d.type} /{d.pattern}/) is used by no scenario "
                                             "of the shipped features: give it a scenario, or remove it")
        return sorted(set(self.problems))

    def lint_file(self, path: Path, names: dict[str, tuple[str, int]]) -> None:
        from pytest_bdd.exceptions import GherkinParseError

        from rulespec.features import parsed

        shown = shown_path(path)
        if not path.is_file():
            self.add(shown, 1, "a link to nothing" if path.is_symlink() else "no such feature file")
            return
        bad_text = text_problem(path)
        if bad_text is not None:
            self.add(shown, *bad_text)
            return
        try:
            feature = parsed.feature(path)
        except GherkinParseError as exc:
            self.add(shown, exc.line or 1, f"the file does not parse as Gherkin: {parse_message(exc.message)}")
            return
        except Exception as exc:
            self.add(shown, 1, f"the file does not parse as Gherkin: {exc}")
            return
        document = parsed.document(path)
        named: list[tuple[Any, Any]] = []  # every scenario, in the file's order, with its Rule (None: not under one)
        for child in document.feature.children if document.feature else []:
            if child.rule is not None:
                self.lint_rule(shown, child.rule)
                named += [(c.scenario, child.rule) for c in child.rule.children if c.scenario is not None]
            elif child.scenario is not None:
                named.append((child.scenario, None))
        if not named:
            self.add(shown, 1, "the feature has no scenarios")
        for scenario, rule in named:
            line, name = scenario.location.line, scenario.name
            if rule is None:
                self.add(shown, line, f"scenario {name!r} is not under a Rule: every scenario encodes a ruling, "
                                      "under a `Rule:` tagged with its ID")
            if name in names:
                first = names[name]
                self.add(shown, line, f"scenario name {name!r} is used twice (first at {first[0]}:{first[1]}): "
                                      "pytest-bdd would silently keep only one")
            else:
                names[name] = (shown, line)
            if re.search(r"\bshould\b", name, re.I):
                self.add(shown, line, f"scenario {name!r}: say what happens, not what should")
        for template in feature.scenarios.values():
            self.scenarios += 1
            self.lint_scenario(shown, template)

    def lint_rule(self, shown: str, rule: Any) -> None:
        """A Rule carries exactly one ruling ID of the catalogue and cites the official rules."""
        line = rule.location.line
        tags = sorted(t.name.lstrip("@") for t in rule.tags if RULING_ID.match(t.name.lstrip("@")))
        if len(tags) != 1:
            lower = [t.name for t in rule.tags if RULING_ID.match(t.name.lstrip("@").upper()) and t.name.lstrip("@")
                     not in tags]
            capitals = f" ({', '.join(lower)}: a ruling ID is written in capitals, as @GEAR-23)" if lower else ""
            self.add(shown, line, f"Rule {rule.name!r} carries {len(tags)} ruling IDs ({', '.join(tags) or 'none'}): "
                                  f"tag it with exactly one, such as @GEAR-23{capitals}")
        for tag in tags:
            if tag not in self.ids:
                self.add(shown, line, f"Rule {rule.name!r}: {tag} is not an ID of the catalogue: add it to "
                                      "features/catalogue.toml (or to a catalogue.toml beside your feature files); "
                                      "docs/writing-rulings.md says how")
        if not CITATION.search(rule.description or ""):
            self.add(shown, line, f"Rule {rule.name!r} cites no official rule: write the rule numbers in its "
                                  "description, as \"Core Rules 718.5.e\" or \"Comprehensive Rules 212.2g\"")
        if not any(c.scenario is not None for c in rule.children):
            self.add(shown, line, f"Rule {rule.name!r} has no scenario")

    def lint_scenario(self, shown: str, template: Any) -> None:
        contexts = [ex for examples in template.examples for ex in examples.as_contexts()]
        if template.examples and not contexts:
            self.add(shown, template.line_number, f"Scenario Outline {template.name!r}: its Examples have no row, so "
                                                  "it runs no scenario: give each placeholder a value in a row")
            return
        if not template.templated:
            placeholders = sorted({p for step in template.steps for p in re.findall(r"<(\w+)>", step.name)})
            if placeholders:
                self.add(shown, template.line_number, f"scenario {template.name!r} uses "
                                                      f"{', '.join(f'<{p}>' for p in placeholders)}, a placeholder "
                                                      "of a Scenario Outline: make it one, with Examples, or write "
                                                      "the value")
                return
        unfilled = unfilled_placeholders(template)
        if unfilled:
            self.add(shown, template.line_number, unfilled_message(template, unfilled))
            return
        for context in contexts or [{}]:
            scenario = template.render(context)
            own = scenario.steps[len(template.all_background_steps):]
            if not any(step.type == "then" for step in own):
                self.add(shown, template.line_number, f"scenario {template.name!r} has no Then step: "
                                                      "it checks nothing")
            matched = [(step, self.match(shown, step)) for step in scenario.steps]
            for step, definition in matched:
                block = block_problem(step, definition.func) if definition is not None else None
                if block is not None:
                    self.add(shown, step.line_number, block)
            if all(d is not None for _, d in matched):
                for problem in dry_run([(s, d) for s, d in matched if d is not None], template.line_number):
                    self.add(shown, *problem)

    def match(self, shown: str, step: Any) -> Definition | None:
        """The one definition that ``step`` matches, or None with the problem recorded."""
        same = [d for d in self.defs if d.type == step.type and d.context.parser.is_matching(step.name)]
        for d in same:
            self.used.add(d.key)
        if len(same) == 1:
            return same[0]
        where = step.line_number
        if same:
            self.add(shown, where, f"{step.keyword} {step.name!r} matches {len(same)} step definitions: "
                                   + ", ".join(f"{d.key} ({d.file}:{d.line})" for d in same))
            return None
        other = [d for d in self.defs if d.type != step.type and d.context.parser.is_matching(step.name)]
        kind = {"given": "a Given phrase (it sets up the state)", "when": "a When phrase (an action)",
                "then": "a Then phrase (a check)"}
        hint = f"; that is {kind[other[0].type]}, not a {step.type.capitalize()} one" if other else ""
        close = did_you_mean(step.type, step.name)
        mean = ("; did you mean: " + " | ".join(repr(c) for c in close)) if close else ""
        self.add(shown, where, f"no step definition matches {step.keyword} {step.name!r}{hint}{mean} "
                               "(`rulespec steps` lists every phrase)")
        return None


@cache
def shipped_phrases() -> dict[str, list[str]]:
    """Every step phrase the shipped features use, by kind of step (the candidates of "did you mean")."""
    from rulespec.features import parsed

    found: dict[str, dict[str, None]] = {"given": {}, "when": {}, "then": {}}
    for path in feature_files([shipped_features()]):
        try:
            feature = parsed.feature(path)
        except Exception:
            continue
        for scenario in feature.scenarios.values():
            for step in scenario.steps:
                found.setdefault(step.type, {})[step.name] = None
    return {k: list(v) for k, v in found.items()}


SLOT = re.compile(r'"[^"]*"|\b\d+\b')


def shape(text: str) -> str:
    """A phrase with its quoted names and its numbers left out: what a definition fixes."""
    return SLOT.sub(lambda m: '""' if m[0].startswith('"') else "0", text)


def did_you_mean(step_type: str, text: str, n: int = 3) -> list[str]:
    """The phrases of the shipped features closest to ``text``, for this kind of step (difflib on
    their shapes), with the names and numbers of ``text`` put in where they fit."""
    shapes: dict[str, str] = {}
    for phrase in shipped_phrases().get(step_type, []):
        shapes.setdefault(shape(phrase), phrase)
    slots = SLOT.findall(text)
    found = []
    shapes.pop(shape(text), None)  # the misspelt line itself, when it is in a shipped file being written
    for close in difflib.get_close_matches(shape(text), list(shapes), n=n, cutoff=0.6):
        holes = SLOT.findall(close)
        fits = len(holes) == len(slots) and all(h.startswith('"') == v.startswith('"') for h, v in zip(holes, slots,
                                                                                                      strict=True))
        found.append(_fill(close, slots) if fits else shapes[close])
    return found


def _fill(phrase: str, values: list[str]) -> str:
    rest = iter(values)
    return SLOT.sub(lambda _m: next(rest), phrase)


# --- the dry run ---------------------------------------------------------------------------------


class _Stop(Exception):
    """The dry run reached a step that needs an engine's answer."""


def _dry_world() -> Any:
    from rulespec.features.steps.world import ACTION_SCHEMA, STATE_SCHEMA, World

    class DryWorld(World):
        """A World with no engine: it builds the documents and checks them against the schemas."""

        def __init__(self) -> None:  # no engine, no pytest item: only what the Given steps write to
            self.doc = {"schema": STATE_SCHEMA, "game": "riftbound", "players": [], "battlefields": [],
                        "objects": []}
            self.started = False
            self.history = []
            self.before = None
            self.verdict_checked = True
            self._snapshot = None
            self.needs, self.parts, self.unchecked = {}, {}, {}

        def require(self, capability: str, why: str = "") -> None:
            return None

        def checks(self, capability: str) -> bool:
            return True

        def ensure_setup(self) -> None:
            if not self.started:
                _check("state", self.doc)
            self.started = True

        def perform(self, action: dict[str, Any], *, attempt: bool = False) -> dict[str, Any]:
            self.ensure_setup()
            _check("action", {"schema": ACTION_SCHEMA, **action})
            never = [] if attempt or self.history else self.never_set_up(action)
            if never:  # the first action: nothing can have made an object yet ("tries to" may name none on purpose)
                raise pytest.UsageError(f"the action names {', '.join(map(repr, never))}, which the scenario never "
                                        "sets up (no Given step names it)")
            result: dict[str, Any] = {"accepted": True, "events": []}
            self.history.append((action, result))
            return result

        def snapshot(self) -> dict[str, Any]:
            if self.history:  # the state after an action is the engine's answer
                raise _Stop
            self.ensure_setup()
            return copy.deepcopy(self.doc)

    return DryWorld()


def _check(kind: str, document: dict[str, Any]) -> None:
    problems = schemas.validate(kind, document)
    if problems:
        raise schemas.DocumentError(kind, problems)


def dry_run(steps: list[tuple[Any, Definition]], line: int) -> Iterator[tuple[int, str]]:
    """Run a scenario's Given and When steps without an engine: (line, problem) for each document
    that breaks its schema and each step its author used wrongly (the state document at the
    scenario's ``line``, an action at its step's)."""
    world = _dry_world()
    for step, definition in steps:
        if step.type == "then":
            break
        try:
            _call(definition, step, world)
        except _Stop:
            return
        except schemas.DocumentError as exc:
            yield _invalid(exc, step.line_number, line)
            return
        except pytest.UsageError as exc:
            yield step.line_number, f"{step.keyword} {step.name!r}: {exc}"
            return
        except (KeyError, ValueError, LookupError, TypeError) as exc:
            message = exc.args[0] if isinstance(exc, KeyError) and exc.args else exc
            yield step.line_number, f"{step.keyword} {step.name!r}: {message}"
            return
        except BaseException as exc:  # pytest.skip and the like: nothing more to learn without an engine
            if isinstance(exc, KeyboardInterrupt | SystemExit):
                raise
            return
    try:
        world.ensure_setup()  # a scenario of Given and Then steps only: its state is still checked
    except schemas.DocumentError as exc:
        yield _invalid(exc, line, line)


def _invalid(exc: schemas.DocumentError, step_line: int, scenario_line: int) -> tuple[int, str]:
    problems = "; ".join(str(p) for p in exc.problems)
    if exc.kind == "state":
        return scenario_line, f"the Given steps build an invalid state document (schemas/state.json): {problems}"
    return step_line, f"this step builds an invalid {exc.kind} document (schemas/{exc.kind}.json): {problems}"


def _call(definition: Definition, step: Any, world: Any) -> None:
    context = definition.context
    args = dict(context.parser.parse_arguments(step.name) or {})
    for name, convert in (context.converters or {}).items():
        if name in args:
            args[name] = convert(args[name])
    params = inspect.signature(definition.func).parameters
    supplied: dict[str, Any] = {"world": world}
    if step.datatable is not None:
        supplied["datatable"] = step.datatable.raw()
    if step.docstring is not None:
        supplied["docstring"] = step.docstring
    kwargs = {}
    for name in params:
        if name in args:
            kwargs[name] = args[name]
        elif name in supplied:
            kwargs[name] = supplied[name]
        elif params[name].default is inspect.Parameter.empty:
            raise _Stop  # a fixture the dry run does not have
    definition.func(**kwargs)


def lint(paths: list[Path] | None = None) -> tuple[list[Problem], int, int]:
    """Lint the feature files at ``paths`` (the shipped features if None): the problems, the
    number of files and of scenarios. On the shipped features, unused step definitions count too."""
    shipped = paths is None
    roots = [shipped_features()] if paths is None else paths
    files = feature_files(roots)
    ids, problems = known_ids(roots)
    linter = Linter(ids, check_unused=shipped or any(p.resolve() == shipped_features().resolve() for p in roots))
    return sorted(problems + linter.run(files)), len(files), linter.scenarios


def format_problems(problems: list[Problem], files: int, scenarios: int) -> str:
    lines = [str(p) for p in problems]
    counts = Counter(p.file for p in problems)
    lines.append(f"{files} feature file(s), {scenarios} scenario(s): "
                 + (f"{len(problems)} problem(s) in {len(counts)} file(s) (errors of the suite, not of an engine)"
                    if problems else "no problems"))
    return "\n".join(lines)
