"""``rulespec fuzz``: generated cases run on the oracle and on an engine; divergences shrunk and written.

Exploring draws each case from a seeded ``random.Random`` (generate.RandomDraw), so that the same
seed gives the same cases, and fast; the oracle plays each case as it is drawn. A case whose engine
answers differ from the oracle's (compare) or whose engine snapshots break an invariant
(``--invariants``) is shrunk: first whole steps are left out while the divergence stays (cheap,
and what a reader wants first), then its choice sequence is handed to hypothesis's shrinker, which
looks for a smaller case with the same kind of divergence (fewer steps, fewer and simpler objects,
smaller numbers), within a time limit; that case is written as a JSON case (case.json
is its schema) and a draft Gherkin scenario. One divergence is shrunk per signature (the action
type and the pointer, object indices left out), so that one bug is reported once.

With a seed corpus (corpus.py: the suite's scenarios as vectors), the first cases are its entries
played as they are (the dry run), then one case in ``corpus.SEEDED_ONE_IN`` starts from an entry
whose actions are mutated, the others are generated; which, and how, are draws like any other.

Shard K/N runs the cases whose index is K-1 modulo N: N machines, one campaign.
"""

from __future__ import annotations

import json
import random
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rulespec.adapters.base import Adapter, EngineFault, EngineSkipped, ValidatingAdapter
from rulespec.adapters.runner.fuzz import compare
from rulespec.adapters.runner.fuzz.corpus import SEEDED_ONE_IN, Entry, dry_run_choices, play_seeded, playable
from rulespec.adapters.runner.fuzz.generate import Draw, Played, Profile, RandomDraw, _chance, _ints, play_case
from rulespec.adapters.runner.fuzz.gherkin import scenario
from rulespec.features.steps import invariants

CASE_SCHEMA = "rulespec/fuzz-case/1"


@dataclass
class Divergence:
    step: int | None  #: index of the action, None for the setup
    kind: str  #: ``result``, ``snapshot``, ``invariant``, ``fault`` or ``refused``
    difference: compare.Difference
    message: str = ""
    engine_results: list[Any] = field(default_factory=list)

    def signature(self, played: Played) -> str:
        action = played.case.actions[self.step]["type"] if self.step is not None else "setup"
        pointer = re.sub(r"/\d+", "/*", self.difference.pointer)
        return f"{self.kind}:{action}:{pointer}"


@dataclass
class Finding:
    played: Played
    divergence: Divergence
    choices: list[int]
    found_steps: int  #: actions of the case as first found, before shrinking
    #: what the case as first found was: ``seed`` (a corpus entry as it is, the dry run),
    #: ``mutated`` (a corpus entry mutated) or ``generated``
    source: str = "generated"


def source(played: Played) -> str:
    if played.origin is None:
        return "generated"
    return "mutated" if played.origin["mutated"] else "seed"


@dataclass
class Outcome:
    cases: int = 0
    steps: int = 0
    accepted: int = 0
    skipped: int = 0
    seconds: float = 0.0
    findings: list[Finding] = field(default_factory=list)


def run_on_engine(engine: Adapter, played: Played, capabilities: frozenset[str],
                  check_invariants: bool, every_step: bool = False) -> Divergence | None:
    """Play ``played`` on the engine; the first divergence from the oracle's answers, or None.

    The results are compared at every step, the snapshots after the setup and at the end only (a
    snapshot costs more than an action): a case whose last snapshots differ is played again with a snapshot after
    every step, to say after which action the games parted. ``check_invariants`` snapshots every
    step, and so does ``every_step`` (a corpus entry's actions as they are: its scenario checked the
    game after each step, and a game that parts from the oracle's may come back to it by the end)."""
    every_step = every_step or check_invariants
    divergence = _run(engine, played, capabilities, check_invariants, every_step=every_step)
    if divergence is not None and divergence.kind == "snapshot" and not every_step:
        return _run(engine, played, capabilities, False, every_step=True) or divergence
    return divergence


def _run(engine: Adapter, played: Played, capabilities: frozenset[str], check_invariants: bool,
         every_step: bool) -> Divergence | None:
    case = played.case
    results: list[Any] = []
    last = len(case.actions)

    def diverged(step: int | None, kind: str, diff: compare.Difference, message: str = "") -> Divergence:
        return Divergence(step, kind, diff, message, results)

    try:
        engine.setup(case.state)
    except EngineFault as fault:
        engine.restart()
        kind = "refused" if fault.kind == "refused_setup" else "fault"
        return diverged(None, kind, compare.Difference("snapshot", "", "setup accepted", str(fault)), str(fault))
    try:
        # after the setup always: a state loaded wrongly, or what an engine keeps of it (the
        # creature equipped at first, 212.2j) and reports later, shows before any action
        before = engine.snapshot()
        if before is not None:
            diff = compare.compare_snapshots(played.snapshot(0), before, capabilities)
            if diff:
                return diverged(None, "snapshot", diff)
        for step, action in enumerate(case.actions):
            got = engine.perform(action)
            results.append(got)
            diff = compare.compare_results(played.results[step], got, capabilities)
            if diff:
                return diverged(step, "result", diff)
            if not every_step and step + 1 < last:
                continue
            after = engine.snapshot()
            diff = compare.compare_snapshots(played.snapshot(step + 1), after, capabilities)
            if diff:
                return diverged(step, "snapshot", diff)
            if check_invariants:
                broken = invariants.check_snapshot(after, capabilities, cleaned=bool(got.get("accepted")))
                if not got.get("accepted") and before is not None and \
                        invariants.without_views(after) != invariants.without_views(before):
                    broken.append(("rejected-action-changes-nothing", "", "a rejected action changed the state"))
                if broken:
                    name, pointer, message = broken[0]
                    return diverged(step, "invariant", compare.Difference("snapshot", pointer, name, message),
                                    f"{name}: {message}")
            before = after
    except EngineFault as fault:
        engine.restart()
        return diverged(len(results) - 1 if results else None, "fault",
                        compare.Difference("result", "", "an answer", fault.kind), str(fault))
    return None


class Fuzzer:
    """A campaign against one started engine (wrapped in ValidatingAdapter, as ``rulespec run``
    does): what it declares chooses what is generated and compared."""

    def __init__(self, engine: Adapter, info: dict[str, Any], *, check_invariants: bool = False,
                 max_steps: int = 8, shrink_examples: int = 200,
                 shrink_seconds: float = 10.0, shrink_calls: int | None = None,
                 corpus: tuple[Entry, ...] | list[Entry] = (), dry_run: bool = True) -> None:
        self.shrink_examples = shrink_examples
        self.shrink_calls = shrink_calls  #: at most this many cases tried while shrinking: the same result anywhere
        self.shrink_seconds = shrink_seconds
        self.engine = engine if isinstance(engine, ValidatingAdapter) else ValidatingAdapter(engine)
        # The states and actions sent are the generator's, valid documents by construction (its
        # references too: tests/test_invariants.py checks them): not checked again on the way out.
        # The engine's answers are checked, always.
        self.engine.sent_checked = True
        self.info = info
        self.capabilities = frozenset(self.engine.info.capabilities if self.engine.info else ())
        self.profile = Profile(self.capabilities, frozenset(info.get("cards", ())), max_steps,
                               frozenset(info.get("games", ("riftbound",))) & {"riftbound", "mtg"})
        self.check_invariants = check_invariants
        #: the corpus entries this engine can play (corpus.playable)
        self.corpus = playable(corpus, {**info, "capabilities": sorted(self.capabilities)})
        self.dry_run = dry_run  #: the first cases each corpus entry once, unmutated (AFL's dry run)

    def play(self, draw: Draw) -> tuple[Played, Divergence | None]:
        if self.corpus and _chance(draw, SEEDED_ONE_IN):
            played = play_seeded(draw, self.profile, self.corpus[draw(_ints(0, len(self.corpus) - 1))])
        else:
            played = play_case(draw, self.profile)
        return played, run_on_engine(self.engine, played, self.capabilities, self.check_invariants,
                                     every_step=source(played) == "seed")

    def run(self, seed: int, *, cases: int | None = None, budget: float | None = None,
            shard: tuple[int, int] = (1, 1), max_findings: int = 10,
            progress: Callable[[str], None] | None = None) -> Outcome:
        outcome, seen = Outcome(), set[str]()
        start = time.perf_counter()
        index = -1
        while len(outcome.findings) < max_findings:
            index += 1
            if cases is not None and outcome.cases + outcome.skipped >= cases:  # skipped ones count
                break
            if budget is not None and time.perf_counter() - start >= budget:
                break
            if index % shard[1] != shard[0] - 1:
                continue
            # the dry run first: each corpus entry once as it is
            draw = RandomDraw(random.Random(f"{seed}:{index}"),
                              dry_run_choices(index) if self.dry_run and index < len(self.corpus) else None)
            try:
                played, divergence = self.play(draw)
            except EngineSkipped:
                outcome.skipped += 1
                continue
            outcome.cases += 1
            outcome.steps += len(played.case.actions)
            outcome.accepted += sum(1 for r in played.results if r.get("accepted"))
            if divergence is None or divergence.signature(played) in seen:
                continue
            signature = divergence.signature(played)
            if progress:
                progress(f"case {index}: {signature}; shrinking {len(played.case.actions)} action(s)")
            finding = self.shrink(draw.choices, signature, seed) or Finding(played, divergence, draw.choices, 0)
            finding.found_steps = len(played.case.actions)
            finding.source = source(played)
            seen.add(signature)
            outcome.findings.append(finding)
        outcome.seconds = time.perf_counter() - start
        return outcome

    def shrink(self, choices: list[int], signature: str, seed: int) -> Finding | None:
        """The smallest case found with the same divergence signature: first the shortest prefix of
        the steps that still diverges, then hypothesis's shrinker from there, for at most
        ``shrink_seconds``."""
        prefix = self._shortest_prefix(choices, signature)
        replayed = self._replay(prefix, signature)
        if replayed is not None:
            prefix = replayed.choices  # every choice the case reads, none missing: hypothesis replays it exactly
        try:
            shrunk = self._hypothesis_shrink(prefix, signature, seed)
        except (ImportError, AttributeError, TypeError):  # hypothesis's internals, as of 6.170, moved
            shrunk = None
        # hypothesis orders cases by their choices, not by their actions: an interrupted shrink
        # may end with fewer choices but more actions, so keep whichever reads shorter
        found = [f for f in (self._replay(prefix, signature),
                             shrunk and self._replay(self._shortest_prefix(shrunk.choices, signature), signature))
                 if f]
        return min(found, key=lambda f: (len(f.played.case.actions), len(f.played.case.state["objects"]),
                                         len(f.choices)), default=None)

    def _replay(self, choices: list[int], signature: str) -> Finding | None:
        draw = RandomDraw(random.Random(0), choices)
        try:
            played, divergence = self.play(draw)
        except EngineSkipped:
            return None
        if divergence is None or divergence.signature(played) != signature:
            return None
        return Finding(played, divergence, draw.choices, 0)

    def _shortest_prefix(self, choices: list[int], signature: str) -> list[int]:
        """Fewer steps, cheaply, before hypothesis: the shortest prefix of the steps that still
        diverges, then each remaining step left out in turn (the steps after it are drawn again
        from the same choices, on the game without it), while the divergence stays."""
        found = self._replay(choices, signature)
        if found is None:
            return choices
        for mark in found.played.marks[1:]:
            shorter = [*choices[:mark], 0]  # "no more steps" where the next step was drawn
            if self._replay(shorter, signature):
                choices = shorter
                break
        step = len(self._spans(choices, signature)) - 1
        while step >= 0:
            spans = self._spans(choices, signature)
            if step < len(spans) and len(spans) > 1:
                start, end = spans[step]
                fewer = choices[:start] + choices[end:]
                if self._replay(fewer, signature):
                    choices = fewer
            step -= 1
        return choices

    def _spans(self, choices: list[int], signature: str) -> list[tuple[int, int]]:
        """Where each step's choices are: step 0 up to the next "one more" choice included, each
        later step from its "one more" choice to the next."""
        found = self._replay(choices, signature)
        if found is None:
            return []
        marks = found.played.marks
        if not marks:
            return []
        ends = [*marks[1:], len(found.choices)]
        spans = [(marks[0], ends[0] + 1)] + [(marks[i], ends[i]) for i in range(1, len(marks))]
        return [(a, b) for a, b in spans if a < b <= len(choices)]

    def _hypothesis_shrink(self, choices: list[int], signature: str, seed: int) -> Finding | None:
        from hypothesis import HealthCheck, Phase, settings
        from hypothesis.errors import HypothesisException
        from hypothesis.internal.conjecture import engine as conjecture
        from hypothesis.internal.conjecture.data import ConjectureData
        from hypothesis.internal.escalation import InterestingOrigin
        from hypothesis.reporting import with_reporter

        from rulespec.adapters.runner.fuzz.generate import bounds

        class Same(Exception):
            pass

        origin = InterestingOrigin.from_exception(Same())
        deadline = time.perf_counter() + self.shrink_seconds
        calls = [0]

        def test_function(data: ConjectureData) -> None:
            calls[0] += 1
            if time.perf_counter() > deadline or (self.shrink_calls is not None and calls[0] > self.shrink_calls):
                return  # past the limit every attempt fails at once, and the shrinker stops
            try:  # each draw of the generator is one integer: hypothesis's primitive, no strategy
                played, divergence = self.play(lambda strategy: data.draw_integer(*bounds(strategy)))
            except EngineSkipped:
                return
            if divergence is not None and divergence.signature(played) == signature:
                data.mark_interesting(origin)

        quiet = settings(database=None, deadline=None, max_examples=self.shrink_examples, phases=[Phase.shrink],
                         suppress_health_check=list(HealthCheck))
        runner = conjecture.ConjectureRunner(test_function, settings=quiet, random=random.Random(seed))
        saved = conjecture.MAX_SHRINKING_SECONDS
        conjecture.MAX_SHRINKING_SECONDS = self.shrink_seconds  # type: ignore[assignment]  # its own time limit
        try:
            with with_reporter(lambda _: None):  # its notes are for its own test runs, not ours
                runner.cached_test_function(choices)
                runner.shrink_interesting_test_cases()
        except HypothesisException:
            pass
        except Exception as exc:  # hypothesis stops a finished run by raising its own marker
            if type(exc).__name__ != "RunIsComplete":
                raise
        finally:
            conjecture.MAX_SHRINKING_SECONDS = saved
        result = runner.interesting_test_cases.get(origin)
        return self._replay([int(c) for c in result.choices], signature) if result is not None else None


def case_document(finding: Finding, adapter: str, engine: dict[str, Any], seed: int) -> dict[str, Any]:
    played, div = finding.played, finding.divergence
    steps = []
    for i, action in enumerate(played.case.actions):
        step: dict[str, Any] = {"action": action, "oracle": played.results[i]}
        if i < len(div.engine_results):
            step["engine"] = div.engine_results[i]
        steps.append(step)
        if div.step is not None and i >= div.step:
            break
    doc = {"schema": CASE_SCHEMA, "adapter": adapter,
           "engine": {"name": engine.get("name", ""), "version": engine.get("version", "")},
           "seed": seed, "choices": finding.choices, "state": played.case.state, "steps": steps,
           "divergence": {"step": div.step, "kind": div.kind, **div.difference.to_document(),
                          "message": div.message, "found_with_actions": finding.found_steps}}
    if played.origin is not None:
        doc["corpus"] = played.origin
    return doc


def write_findings(folder: Path, outcome: Outcome, adapter: str, engine: dict[str, Any], seed: int) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for n, finding in enumerate(outcome.findings, 1):
        doc = case_document(finding, adapter, engine, seed)
        slug = re.sub(r"[^a-z0-9]+", "-", finding.divergence.signature(finding.played).lower()).strip("-")[:60]
        path = folder / f"divergence-{n:02d}-{slug}.json"
        path.write_text(json.dumps(doc, indent=2, sort_keys=True) + "\n", encoding="utf-8")
        feature = path.with_suffix(".feature")
        feature.write_text(scenario(doc), encoding="utf-8")
        written += [path, feature]
    return written
