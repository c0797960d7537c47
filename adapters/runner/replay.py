"""``rulespec replay OUT/ --adapter A``: replay test vectors (``rulespec vectors``) against an
engine, without pytest or pytest-bdd.

Each vector is replayed as ``rulespec run`` runs its scenario: skipped before any request when the
engine lacks its game, a card it names or a capability it needs (counted by capability); else its
state is set up, its actions sent (one that is not a "tries to" must be accepted) and its checks
made by the suite's own evaluator (features/steps/checks.py), a difference shown as JSON pointer,
wanted, got. An engine that crashes, hangs or answers garbage errors the scenario and is restarted,
up to the same circuit breaker as ``run``. The summary, the JSON-lines report
(schemas/report_line.json) and the exit codes are ``run``'s:

  0  every vector replayed as expected (passed, skipped, or a known failure of --expectations)
  1  a vector failed or errored, a known failure now passes (unless --allow-stale), or the engine
     never started
  2  usage error: a missing folder, a folder with no vector, a bad --adapter, --report or
     --expectations file; or a
     file that is not a vector (not JSON, not valid against schemas/vector.json, or a state whose
     references break schemas/references.py): named on stderr, and the other vectors are still
     replayed
  3  interrupted (Ctrl-C, SIGINT, SIGTERM): the report says the replay did not complete

``--expectations FILE`` reads known failures as ``rulespec run`` does (schemas/expectations.json): a
listed vector that fails is an expected failure, one that passes a stale entry that fails the replay
unless ``--allow-stale``. (``run --update-expectations`` writes the file; replay only reads it.)

``--shard K/N`` replays the K-th of N shards (the vectors' files in sorted order, every N-th from
the K-th): N machines of a CI matrix, one shard each, replay every vector exactly once.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
import time
from pathlib import Path
from typing import Any

from rulespec import schemas
from rulespec.adapters.base import CAPABILITIES, EngineFault, EngineSkipped
from rulespec.adapters.registry import AdapterSpecError, make_adapter
from rulespec.adapters.runner.interrupts import Interrupts
from rulespec.adapters.runner.report import RunReport, ScenarioResult
from rulespec.adapters.session import Engine, declared_note, lacks_card, lacks_game
from rulespec.features.steps import invariants
from rulespec.features.steps.checks import Check, Failure, evaluate, failure_report

EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_INCOMPLETE = 0, 1, 2, 3


class VectorError(ValueError):
    """A file that is not a vector: the message names the file and what is wrong."""


def load(path: Path) -> dict[str, Any]:
    """A vector file, parsed and checked against schemas/vector.json (its state, actions and answers
    against the state, action and result schemas), and its state's references."""
    try:
        doc = json.loads(path.read_text(encoding="utf-8"), parse_constant=_no_constant)
    except (OSError, UnicodeDecodeError) as exc:
        raise VectorError(f"{path}: cannot be read: {exc}") from None
    except json.JSONDecodeError as exc:
        raise VectorError(f"{path}: not JSON: line {exc.lineno} column {exc.colno}: {exc.msg}") from None
    except ValueError as exc:
        raise VectorError(f"{path}: not JSON: {exc}") from None
    except RecursionError:
        raise VectorError(f"{path}: nested too deeply") from None
    if not schemas.fast_validator("vector").is_valid(doc):  # JSON text is JSON data: no need to walk it first
        problems = schemas.validate("vector", doc)
        if problems:
            raise VectorError(f"{path}: not a valid vector (schemas/vector.json): "
                              + "; ".join(str(p) for p in problems[:5]))
    # What the state schema cannot say, which schemas.validate("state") checks too: with it, the
    # state and the actions the replay sends are checked here, once (ValidatingAdapter.sent_checked).
    problems = [schemas.Problem("/state" + p.pointer, p.message) for p in schemas.check_state_references(doc["state"])]
    if problems:
        raise VectorError(f"{path}: not a valid vector: its state breaks the references of a state document "
                          "(schemas/references.py): " + "; ".join(str(p) for p in problems[:5]))
    return dict(doc)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def skip_reason(engine: Engine, vec: dict[str, Any]) -> str | None:
    """Why the engine skips a vector before any request (World.check_needs, World.ensure_setup), or None."""
    info = engine.info
    if info.games and vec["game"] not in info.games:
        return lacks_game(info.name, vec["game"])
    missing = sorted(c for c in vec["needs"] if c not in info.capabilities)
    if missing:
        return f"engine {info.name!r} does not declare " + ", ".join(
            f"capability {c!r} ({CAPABILITIES.get(c, c)}; needed by: {'; '.join(dict.fromkeys(vec['needs'][c]))})"
            for c in missing)
    for card in vec["cards"]:
        if card not in info.cards:
            return lacks_card(info.name, card)
    return None


class Replay:
    """One vector replayed: the documents its checks read, and what it sent."""

    def __init__(self, engine: Engine, vec: dict[str, Any]) -> None:
        self.engine, self.vec = engine, vec
        self.result: dict[str, Any] | None = None
        self.snap: dict[str, Any] | None = None
        self.before: dict[str, Any] | None = None
        self.history: list[tuple[dict[str, Any], dict[str, Any]]] = []
        self.verified: list[dict[str, Any]] = []  # the snapshots held to the invariants already

    def document(self, name: str) -> Any:
        if name == "result":
            if self.result is None:
                raise VectorError("a check reads the last action's result, but no action was sent")
            return self.result
        if name == "snapshot":
            if self.snap is None:
                self.snap = self.engine.adapter.snapshot()
            return self.snap
        if self.before is None:
            raise VectorError("an 'unchanged' check, but no 'tries to' action was sent before it")
        return self.before

    def run(self) -> tuple[str, Failure] | None:
        """Set up, send and check; the first check that fails, with its step, or None."""
        adapter = self.engine.adapter
        adapter.setup(self.vec["state"])
        capabilities = self.engine.info.capabilities
        for step in self.vec["steps"]:
            where = f"{step['keyword']} {step['text']} ({self.vec['feature']}:{step['line']})"
            for sent in step["actions"]:
                self.before = self.document("snapshot") if sent["attempt"] else None
                self.result = adapter.perform(sent["action"])
                self.snap = None
                self.history.append((sent["action"], self.result))
                if not sent["attempt"] and self.result.get("accepted") is not True:
                    rule = f" (rule {self.result['rule']})" if self.result.get("rule") else ""
                    return where, Failure(
                        f"the engine performs the action of this When step; it was rejected as "
                        f"{self.result.get('reason')!r}{rule}: {self.result.get('message', '')}".rstrip(": "),
                        "/accepted", True, self.result.get("accepted"))
            failure = self.check(step["checks"], capabilities)
            if failure is not None:
                return where, failure
        return None

    def check(self, checks: list[dict[str, Any]], capabilities: frozenset[str]) -> Failure | None:
        """A step's checks, in order, then the invariants of each snapshot they read (World.check)."""
        read: list[str] = []

        def document(name: str) -> Any:
            read.append(name)
            return self.document(name)

        for doc in checks:
            check = Check.from_json(doc)
            if check.part and not all(c in capabilities for c in check.needs):
                continue  # counted in the scenario's `unchecked`
            failure = evaluate(check, document, self.vec["object_defaults"])
            if failure is not None:
                return failure
        for name in dict.fromkeys(read):
            failure = self.invariants(name)
            if failure is not None:
                return failure
        return None

    def invariants(self, name: str) -> Failure | None:
        if name == "result":
            return None
        doc = self.document(name)
        if any(doc is seen for seen in self.verified):
            return None
        self.verified.append(doc)
        prior = self.history[-1:] if name == "snapshot" else self.history[-2:-1]
        cleaned = bool(prior) and prior[0][1].get("accepted") is True
        found = invariants.failure(doc, name, self.engine.info.capabilities, cleaned)
        return None if found is None else found[1]


def replay_vector(engine: Engine, vec: dict[str, Any]) -> ScenarioResult:
    result = ScenarioResult(nodeid=vec["nodeid"], scenario=vec["scenario"], feature=vec["feature"],
                            line=vec["line"], ruling_ids=list(vec["ruling_ids"]))
    head = f"[{', '.join(vec['ruling_ids']) or 'no ruling ID'}] {vec['nodeid']}"
    started = time.perf_counter()
    replay = Replay(engine, vec)
    try:
        engine.check_started()
        reason = skip_reason(engine, vec)
        if reason:
            result.outcome, result.evidence = "skipped", reason
            return result
        caps = engine.info.capabilities
        result.unchecked = {c: len(why) for c, why in sorted(vec["parts"].items())
                            if c not in caps and c not in vec["needs"]}
        found = replay.run()
        if found is None:
            result.outcome = "passed"
        else:
            step, failure = found
            result.outcome = "failed"
            result.evidence = failure_report(head, step, failure, replay.history, vec["state"])
    except EngineSkipped as exc:
        result.outcome, result.evidence = "skipped", f"engine says: {exc}{declared_note(sorted(vec['needs']))}"
    except EngineFault as exc:
        result.outcome, result.evidence = "errored", f"ERRORED {head}\n{exc}"
        engine.fault(exc, vec["nodeid"])
    except (schemas.DocumentError, VectorError) as exc:
        result.outcome, result.evidence = "suite-error", f"SUITE ERROR {head}\n  a defect of the vector: {exc}"
    finally:
        result.duration = time.perf_counter() - started
    return result


def vector_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*.json") if p.is_file())


def replay_command(args: argparse.Namespace, interrupts: Interrupts) -> int:
    from rulespec.adapters.runner.cli import SUITE_VERSION, check_output_path
    from rulespec.adapters.runner.options import check_timeout_env

    folder = Path(args.folder)
    if not folder.is_dir():
        return _usage(f"{args.folder}: no such folder of vectors")
    paths = vector_files(folder)
    if not paths:
        return _usage(f"{args.folder}: the folder holds no vector (*.json)")
    if args.shard:
        k, n = args.shard
        paths = paths[k - 1::n]
        if not paths:
            return _usage(f"--shard {k}/{n}: no vector falls in this shard ({len(vector_files(folder))} in all)")
    try:
        check_timeout_env()
        make_adapter(args.adapter, timeout=args.engine_timeout, start_timeout=args.start_timeout)
    except (AdapterSpecError, ValueError) as exc:
        return _usage(str(exc))
    problem = check_output_path(args.report, "--report") if args.report else None
    if problem:
        return _usage(problem)
    expected: list[Any] = []
    if args.expectations:
        from rulespec.adapters.runner import expectations as known

        if not Path(args.expectations).exists():
            return _usage(f"no expectations file {args.expectations}")
        try:
            expected = known.load(Path(args.expectations))
        except known.ExpectationsError as exc:
            return _usage(str(exc))
    bad: list[str] = []
    vectors: list[dict[str, Any]] = []
    for path in paths:
        try:
            vectors.append(load(path))
        except VectorError as exc:
            bad.append(str(exc))
    for message in bad:
        print(f"rulespec: {message}", file=sys.stderr)
    results: list[ScenarioResult] = []
    interrupted: str | None = None
    engine = Engine(args.adapter, args.engine_timeout, args.max_engine_faults, start_timeout=args.start_timeout)
    engine.adapter.sent_checked = True  # every state and action sent is a vector's, checked whole by load()
    try:
        for vec in vectors:
            results.append(replay_vector(engine, vec))
    except KeyboardInterrupt:
        interrupted = interrupts.received or "SIGINT"
    finally:
        with contextlib.suppress(Exception, KeyboardInterrupt):  # stopping must not change an outcome
            engine.adapter.stop()
    for vec in vectors[len(results):]:
        results.append(ScenarioResult(nodeid=vec["nodeid"], scenario=vec["scenario"], feature=vec["feature"],
                                      line=vec["line"], ruling_ids=list(vec["ruling_ids"]),
                                      evidence="not run: the replay was interrupted before it"))
    report = RunReport({"suite_version": SUITE_VERSION, "command": "replay", "adapter": args.adapter,
                        "engine": engine.start_answer or {"name": args.adapter}, "features": str(folder.resolve())},
                       results)
    if expected:
        known.apply(report, expected)
    counts = report.outcomes()
    stale = counts["unexpected-pass"] and not args.allow_stale
    if interrupted:
        verdict = EXIT_INCOMPLETE
    elif bad or counts["suite-error"]:
        verdict = EXIT_USAGE
    elif counts["failed"] or counts["errored"] or stale or not engine.start_answer:
        verdict = EXIT_FAILED
    else:
        verdict = EXIT_OK
    report.finish(complete=not interrupted, exit_code=verdict, interrupted=interrupted,
                  engine_started=bool(engine.start_answer))
    print(report.render_text())
    if bad:
        print(f"\nrulespec: {len(bad)} file(s) of {args.folder} are not vectors (above); the others were replayed",
              file=sys.stderr)
    if stale:
        print("\nrulespec: known failures that now pass fail the replay: remove them from the expectations "
              "file (or pass --allow-stale)", file=sys.stderr)
    if (nothing := report.all_skipped_note()) is not None:
        print(f"\n{nothing}", file=sys.stderr)
    if not engine.start_answer:
        print("\nrulespec: the engine never started: every scenario that needed it errored", file=sys.stderr)
    if args.report:
        try:
            report.write_jsonl(Path(args.report))
        except OSError as exc:
            return _usage(f"could not write {exc.filename or args.report}: {exc.strerror or exc}")
    return verdict


def vectors_command(args: argparse.Namespace, interrupts: Interrupts) -> int:
    import shutil

    from rulespec.adapters.runner.cli import features_dir, features_suite
    from rulespec.adapters.runner.vectors import export

    out = Path(args.out)
    if out.exists() and not out.is_dir():
        return _usage(f"{args.out}: not a folder")
    if args.features and not Path(args.features).exists():
        return _usage(f"--features {args.features}: no such file or folder")
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return _usage(f"{args.out}: cannot be made: {exc.strerror or exc}")
    made = features_suite(Path(args.features)) if args.features else None
    try:
        written, problems = export(out, made or features_dir())
    finally:
        if made:
            shutil.rmtree(made, ignore_errors=True)
    for problem in problems:
        print(f"rulespec: {problem}", file=sys.stderr)
    print(f"rulespec: wrote {written} vector(s) to {out}")
    return EXIT_USAGE if problems or not written else EXIT_OK


def shard(text: str) -> tuple[int, int]:
    """``K/N`` (1 <= K <= N) for --shard."""
    k, _, n = text.partition("/")
    if not (k.isdigit() and n.isdigit() and 1 <= int(k) <= int(n)):
        raise argparse.ArgumentTypeError(f"{text!r}: say K/N with 1 <= K <= N, e.g. 2/4")
    return int(k), int(n)


def _usage(message: str) -> int:
    print(f"rulespec: {message}", file=sys.stderr)
    return EXIT_USAGE
