"""``rulespec smoke``: does an engine speak the protocol at all? An answer in seconds.

It runs one tiny conversation, each step a check with advice for the engine's author:

1. ``start``: the answer is valid (schemas/protocol/start_response.json);
2. ``capabilities``: every name is known (adapters/base.py CAPABILITIES);
3. ``setup``: a state with one generic unit is accepted;
4. ``snapshot``: it comes back valid, with the unit where it was put;
5. ``perform``: a simple action (``exhaust`` the unit) gets a valid result, or ``skipped``;
6. ``stop``: the engine answers and exits.

It checks the protocol, not the rules: the suite does that.
"""

from __future__ import annotations

import difflib
import json
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rulespec import schemas
from rulespec.adapters.base import ALIASES, CAPABILITIES, EngineFault, EngineSkipped, ValidatingAdapter
from rulespec.adapters.registry import KINDS, AdapterSpecError, make_adapter
from rulespec.adapters.runner.escape import terminal

OK, WARN, FAIL, NOT_RUN = "ok", "warn", "FAIL", "-"

#: The schemas as installed: the folder a user of the package has, whose checkout has no docs/.
SCHEMAS = Path(schemas.__file__).resolve().parent

ADVICE = {
    "crash": "The engine stopped. Run the command by hand, paste the `sent` line into it, and read what "
             "it prints on stderr (its tail is shown below).",
    "timeout": "No answer in time. Answer each request with exactly one line ending in a newline, and "
               "flush stdout after it (Python: print(..., flush=True); Node: process.stdout.write). "
               "A slow start? Give `start` longer (--start-timeout, or $RULESPEC_START_TIMEOUT), not "
               "every request.",
    "not_json": "Only answers may go to stdout, one JSON object per line: send logs and debug prints "
                "to stderr.",
    "invalid_answer": "Fix what each JSON pointer names; the messages' schemas are in "
                      f"{SCHEMAS / 'protocol'}, the documents' (state, action, result, event) in {SCHEMAS} "
                      "(docs/implementing.md of the rulespec repository explains them).",
    "wrong_seq": "Echo each request's `seq` in its answer, unchanged, and answer every request exactly "
                 "once, in order.",
    "errored": "The engine says it failed inside; its message and context are shown below.",
    "refused_setup": "The engine refused a minimal state document: accept every field of "
                     "schemas/state.json, leaving out what takes a default.",
    "unavailable": "The engine could not be reached: check the command (it runs without a shell, from "
                   "the current directory) or that the server listens at the URL.",
}

UNIT = {"id": "smoke-unit", "card": {"type": "unit", "name": "Smoke Test Unit", "might": 3}, "owner": "A",
        "zone": "board", "location": "base:A"}


@dataclass
class Check:
    """One step of the smoke test: its outcome, what was seen, and what to do about it."""

    name: str
    status: str
    detail: str
    advice: str = ""
    evidence: str = ""
    seconds: float = 0.0


@dataclass
class SmokeReport:
    spec: str
    checks: list[Check] = field(default_factory=list)
    start_answer: dict[str, Any] | None = None
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        """No check failed (warnings allowed)."""
        return all(c.status != FAIL for c in self.checks)

    def add(self, name: str, status: str, detail: str, advice: str = "", evidence: str = "",
            since: float | None = None) -> Check:
        check = Check(name, status, detail, advice, evidence,
                      time.monotonic() - since if since is not None else 0.0)
        self.checks.append(check)
        return check


def _fault(report: SmokeReport, name: str, fault: EngineFault, since: float) -> None:
    report.add(name, FAIL, f"{fault.kind}: {fault.message}", ADVICE.get(fault.kind, ""), str(fault), since)


#: The checks in the order they run; ``unknown cmd`` only for an engine that speaks the protocol.
CHECKS = ("adapter", "start", "capabilities", "setup", "snapshot", "perform", "unknown cmd", "stop")


def _not_run(report: SmokeReport, protocol: bool) -> None:
    """Every check still to come, listed as not run: a failure hides none of them."""
    done = {c.name for c in report.checks}
    for name in CHECKS[CHECKS.index(report.checks[-1].name) + 1:] if report.checks else CHECKS:
        if name not in done and (protocol or name != "unknown cmd"):
            report.add(name, NOT_RUN, "not run (an earlier step failed)")


def smoke(spec: str, timeout: float, start_timeout: float | None = None) -> SmokeReport:
    """Run the smoke test against the engine that ``spec`` names (an --adapter string), each request
    with ``timeout`` seconds but ``start``, which has ``start_timeout`` (adapters/protocol.py)."""
    report = SmokeReport(spec)
    began = time.monotonic()
    try:
        _run(report, spec, timeout, start_timeout)
    finally:
        report.seconds = time.monotonic() - began
    return report


def _run(report: SmokeReport, spec: str, timeout: float, start_timeout: float | None) -> None:
    from rulespec.adapters.protocol import ProtocolAdapter

    since = time.monotonic()
    try:
        inner = make_adapter(spec, timeout=timeout, start_timeout=start_timeout)
    except (AdapterSpecError, ValueError) as exc:
        report.add("adapter", FAIL, str(exc), f"--adapter takes one of: {', '.join(KINDS)}")
        _not_run(report, spec.startswith(("stdio:", "http:", "https:")))
        return
    adapter = ValidatingAdapter(inner)
    protocol = isinstance(inner, ProtocolAdapter)
    try:
        if not _start(report, adapter, since):
            _not_run(report, protocol)
            return
        _capabilities(report)
        if _setup_and_snapshot(report, adapter) and _perform(report, adapter) and _unknown(report, adapter):
            _stop(report, adapter)
        else:
            _not_run(report, protocol)
    finally:
        adapter.stop()


def _start(report: SmokeReport, adapter: ValidatingAdapter, since: float) -> bool:
    try:
        answer = adapter.start()
    except EngineFault as fault:
        _fault(report, "start", fault, since)
        return False
    except EngineSkipped as skipped:
        report.add("start", FAIL, f"the engine skipped `start`: {skipped}",
                   "An engine cannot skip `start`: answer with its name and capabilities.", since=since)
        return False
    problems = schemas.validate("protocol/start_response", {"seq": 0, **answer})
    if problems:
        report.add("start", FAIL, "the start answer breaks its schema", ADVICE["invalid_answer"],
                   "\n".join(str(p) for p in problems), since)
        return False
    report.start_answer = answer
    report.add("start", OK, f"{answer['name']} {answer['version']} ({answer['language']}): "
               f"{', '.join(answer['games'])}; {len(answer.get('cards', []))} real card(s)", since=since)
    return True


def _capabilities(report: SmokeReport) -> None:
    declared = list((report.start_answer or {}).get("capabilities", []))
    unknown = [c for c in declared if c not in CAPABILITIES and c not in ALIASES]
    old = [c for c in declared if c in ALIASES]
    details, advice = [], []
    if unknown:
        hints = []
        for name in unknown:
            close = difflib.get_close_matches(name, CAPABILITIES, n=1)
            hints.append(f"`{name}`" + (f" (did you mean `{close[0]}`?)" if close else ""))
        details.append(f"unknown: {', '.join(hints)}")
        advice.append("Unknown capabilities are ignored: no scenario asks for them. The known names: "
                      + ", ".join(sorted(CAPABILITIES))
                      + " (docs/implementing.md#capabilities of the rulespec repository says what each covers).")
    if old:
        details.append("old names: " + "; ".join(
            f"`{name}` (read as {', '.join(f'`{c}`' for c in ALIASES[name])})" for name in old))
        advice.append("Names that bundled several features are read as the capabilities they bundled, for this "
                      "version only: declare the new names, each one you implement (docs/implementing.md, "
                      "\"Changed in this version\"); `events`, `reasons` and `attribution` are new and must be "
                      "declared.")
    if details:
        report.add("capabilities", WARN, "; ".join(details), " ".join(advice))
    elif not declared:
        report.add("capabilities", WARN, "none declared",
                   "Every scenario that needs a capability will be skipped: declare what the engine does.")
    else:
        report.add("capabilities", OK, ", ".join(sorted(declared)))


def _state(game: str) -> dict[str, Any]:
    return {"schema": "rulespec/state/1", "game": game, "players": [{"id": "A"}, {"id": "B"}],
            "objects": [dict(UNIT)]}


def _setup_and_snapshot(report: SmokeReport, adapter: ValidatingAdapter) -> bool:
    answer = report.start_answer or {}
    state = _state(answer["games"][0])
    since = time.monotonic()
    try:
        adapter.setup(state)
    except EngineFault as fault:
        _fault(report, "setup", fault, since)
        return False
    except EngineSkipped as skipped:
        report.add("setup", FAIL, f"the engine skipped a state with one generic unit: {skipped}",
                   "Every scenario begins with a setup: accept at least generic cards (`card` without "
                   "`set`).", since=since)
        return False
    report.add("setup", OK, "a state with one generic unit (Might 3) in A's base", since=since)
    since = time.monotonic()
    try:
        snap = adapter.snapshot()
    except EngineFault as fault:
        _fault(report, "snapshot", fault, since)
        return False
    except EngineSkipped as skipped:
        report.add("snapshot", FAIL, f"the engine skipped `snapshot`: {skipped}",
                   "Every scenario checks a snapshot: answer with the state document.", since=since)
        return False
    problems = _compare_unit(snap, "view.might" in answer.get("capabilities", []))
    if problems:
        report.add("snapshot", FAIL, "; ".join(problems),
                   "A snapshot returns every object of the setup with the same id, owner, zone and "
                   "location, plus its `view` (docs/implementing.md).", since=since)
        return True  # the protocol itself works: go on
    report.add("snapshot", OK, "valid, and the unit is where it was put", since=since)
    return True


def _compare_unit(snap: dict[str, Any], has_might: bool) -> list[str]:
    found = [o for o in snap["objects"] if o["id"] == UNIT["id"]]
    if not found:
        return [f"the snapshot has no object `{UNIT['id']}` (it has {[o['id'] for o in snap['objects']]})"]
    unit = found[0]
    problems = [f"`{key}` is {unit.get(key)!r}, not {UNIT[key]!r}" for key in ("owner", "zone", "location")
                if unit.get(key) != UNIT[key]]
    if has_might and unit.get("view", {}).get("might") != 3:
        problems.append(f"it declares `view.might` but reports the unit's might as "
                        f"{unit.get('view', {}).get('might')!r}, not 3")
    return problems


def _perform(report: SmokeReport, adapter: ValidatingAdapter) -> bool:
    action = {"type": "exhaust", "player": "A", "object": UNIT["id"]}
    declared = "exhaust" in (report.start_answer or {}).get("capabilities", [])
    since = time.monotonic()
    try:
        result = adapter.perform(action)
    except EngineFault as fault:
        _fault(report, "perform", fault, since)
        return False
    except EngineSkipped as skipped:
        if declared:
            report.add("perform", WARN, f"`exhaust` skipped although declared: {skipped}",
                       "Declare only what the engine does, or scenarios fail later instead of skipping.",
                       since=since)
        else:
            report.add("perform", OK, f"`exhaust` skipped, as it is not declared ({skipped})", since=since)
        return True
    if result["accepted"]:
        detail = f"`exhaust` accepted with {len(result['events'])} event(s)"
    else:
        detail = f"`exhaust` rejected ({result['reason']})"
    report.add("perform", OK, detail + "; the result is valid", since=since)
    return True


#: A command no version of the protocol will have, for the "unknown command" check.
UNKNOWN_COMMAND = "rulespec-smoke-no-such-command"


def _unknown(report: SmokeReport, adapter: ValidatingAdapter) -> bool:
    """A process or HTTP engine answers a command it does not know with ``errored`` and goes on
    (docs/implementing.md: a later version of the protocol may add one). Anything else is a
    warning; an engine that crashed or hung on it is restarted for the ``stop`` check (False if
    it does not start again). An engine in this process speaks no protocol: nothing to check."""
    from rulespec.adapters.protocol import ProtocolAdapter

    inner = adapter.inner
    if not isinstance(inner, ProtocolAdapter):
        return True
    since = time.monotonic()
    advice = ('Answer a `cmd` you do not know with errored, naming it, and go on reading: '
              '{"seq": 6, "errored": {"message": "unknown command \\"frobnicate\\""}} (docs/implementing.md).')
    try:
        got = inner.probe_unknown(UNKNOWN_COMMAND, timeout=min(inner.timeout, 2.0))
    except EngineFault as fault:
        check = report.add("unknown cmd", WARN, f"`{UNKNOWN_COMMAND}`: {fault.kind}: {fault.message}", advice,
                           str(fault), since)
        try:
            inner.restart()
        except (EngineFault, EngineSkipped) as again:
            check.detail += f"; it did not start again for the `stop` check ({again})"
            return False
        return True
    if isinstance(got, dict) and got.get("seq") == inner._seq and isinstance(got.get("errored"), dict):
        report.add("unknown cmd", OK, "a command it does not know answered `errored`", since=since)
    else:
        shown = json.dumps(got, sort_keys=True)[:300]
        report.add("unknown cmd", WARN, f"`{UNKNOWN_COMMAND}` answered {shown}, not `errored`", advice, since=since)
    return True


def _stop(report: SmokeReport, adapter: ValidatingAdapter) -> None:
    from rulespec.adapters.stdio import StdioAdapter

    inner = adapter.inner
    since = time.monotonic()
    if not isinstance(inner, StdioAdapter):
        adapter.stop()
        report.add("stop", OK, "stopped", since=since)
        return
    process = inner._process
    try:
        inner.call("stop", timeout=min(inner.timeout, 2.0))
    except EngineFault as fault:
        _fault(report, "stop", fault, since)
        return
    except EngineSkipped as skipped:
        report.add("stop", WARN, f"the engine skipped `stop`: {skipped}", "Answer `stop` with ok, then exit.",
                   since=since)
        return
    try:
        code = process.proc.wait(timeout=2.0) if process else 0
    except subprocess.TimeoutExpired:
        inner.kill()
        report.add("stop", WARN, "answered, but still running 2 s later (killed)",
                   "Exit after answering `stop`; the suite kills an engine that does not.", since=since)
        return
    if code != 0:
        report.add("stop", WARN, f"answered, then exited with code {code}", "Exit with status 0 after `stop`.",
                   since=since)
        return
    report.add("stop", OK, "answered and exited (status 0)", since=since)


def format_smoke(report: SmokeReport) -> str:
    """The report for people: one line per check, with advice and evidence under each problem.
    What the engine sent is escaped (adapters/runner/escape.py): it cannot drive the terminal."""
    lines = [f"rulespec smoke --adapter {terminal(report.spec, one_line=True)}"]
    for check in report.checks:
        took = f"  ({check.seconds:.2f} s)" if check.seconds >= 0.005 else ""
        lines.append(f"  {check.status:<4}  {check.name:<12}  {terminal(check.detail, one_line=True)}{took}")
        if check.advice:
            lines.append(f"{'':20}advice: {check.advice}")
        if check.evidence and check.status != OK:
            lines += [f"{'':20}{line}" for line in terminal(check.evidence).splitlines()]
    failed = sum(c.status == FAIL for c in report.checks)
    warned = sum(c.status == WARN for c in report.checks)
    if failed:
        verdict = f"FAILED: {failed} problem(s)" + (f", {warned} warning(s)" if warned else "")
    else:
        verdict = "passed: the engine speaks the protocol" + (f" ({warned} warning(s))" if warned else "")
    lines.append(f"{verdict} in {report.seconds:.2f} s")
    return "\n".join(lines)
