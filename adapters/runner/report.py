"""Run reports: what happened to each scenario, as data (schemas/report_line.json).

A JSON-lines report is a header line (the suite's version, the command that wrote it, the
adapter, the engine's start answer), one line per scenario, and an end record (complete or not, interrupted by what, the
counts, the exit code). A report without its end record was cut short; ``rulespec report``
refuses it, as it refuses any line that breaks the schema. Reports are written whole, to a
temporary file renamed over the target, so a run that dies while writing leaves the previous
report in place.

Outcomes: ``passed`` (its steps ran and passed), ``failed`` (the engine answered wrongly),
``errored`` (the engine crashed, hung or broke the contract), ``skipped`` (the engine lacks what
the scenario needs), ``expected-failure`` (failed or errored, and the engine's expectations file
says so), ``unexpected-pass`` (passed, but listed as a known failure), ``not-run`` (selected,
but the run was interrupted or stopped before its steps ran), ``suite-error`` (a defect of the
suite: a feature file that does not parse, a step without a definition, an invalid document
built by the scenario). A scenario that ran may also carry ``unchecked``: the checks it could not make
for a capability the engine lacks that only a part of a step needed (features/steps/world.py, PART),
counted by capability in the summary, never silent.

Everything an engine sends is escaped before it is shown (adapters/runner/escape.py).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
from collections import Counter, defaultdict
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from rulespec import schemas
from rulespec.adapters.runner import escape

OUTCOMES = ("passed", "failed", "errored", "skipped", "expected-failure", "unexpected-pass", "not-run",
            "suite-error")
BAD = ("failed", "errored")
#: Columns always shown; the others only when some scenario has that outcome.
MAIN_COLUMNS = ("passed", "failed", "errored", "skipped")


class ReportError(ValueError):
    """A file that is not a whole rulespec report: the message says which line and why."""


@dataclass
class ScenarioResult:
    nodeid: str
    scenario: str = ""
    feature: str = ""
    line: int = 0
    ruling_ids: list[str] = field(default_factory=list)
    outcome: str = "not-run"
    evidence: str = ""
    reason: str = ""  # for expected failures: why, from the expectations file
    issue: str = ""
    duration: float = 0.0
    #: Checks the scenario left out, by the capability the engine lacks that a part of a step needed
    #: (a rejection's reason on an engine without ``reasons``): decided before it ran.
    unchecked: dict[str, int] = field(default_factory=dict)

    @property
    def areas(self) -> list[str]:
        return sorted({i.split("-")[0] for i in self.ruling_ids}) or ["(untagged)"]


#: How a skip names what the engine lacks (features/steps/world.py writes these reasons).
#: How a skip's reason says that the engine declared every capability the scenario needs
#: (adapters/session.py ``declared_note`` writes it; ``skipped_though_declared`` counts it).
DECLARED_NOTE = "though its start answer declares every capability this scenario needs"
DECLARED_SUFFIX = re.compile(rf" \({DECLARED_NOTE}: [^)]*\)$")
LACKS = re.compile(r"does not declare .*|does not implement the (game|card) (.+?)(?: \(its start answer's .*)?$", re.S)
CAPABILITY = re.compile(r"capability '([\w.-]+)'")


def lacks(reason: str) -> list[str]:
    """What a skip reason says the engine lacks: capabilities by name, ``game 'mtg'``, ``card …``."""
    m = LACKS.search(reason)
    if m is None:
        return []
    if m[1]:
        return [f"{m[1]} {m[2].strip()}"]
    return list(dict.fromkeys(CAPABILITY.findall(m[0])))


def _scenarios(n: int) -> str:
    return f"{n} scenario{'s' if n != 1 else ''}"


def _checks(counts: Counter[str]) -> str:
    n = sum(counts.values())
    return f"{n} check{'s' if n != 1 else ''}"


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` whole or not at all: a temporary file beside it, flushed to
    disk, then renamed over it. On any error the temporary file is removed and ``path`` is as it
    was."""
    import tempfile

    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


@dataclass
class RunReport:
    header: dict[str, Any]
    results: list[ScenarioResult]
    end: dict[str, Any] | None = None  # the end record; None for a run still in progress

    def outcomes(self) -> Counter[str]:
        return Counter(r.outcome for r in self.results)

    def all_skipped_note(self) -> str | None:
        """What to say of a run in which every scenario was skipped: exit 0 (nothing failed), yet
        nothing was tested, which a CI job gating on the exit code alone would not see."""
        counts = self.outcomes()
        if not self.results or counts["skipped"] != len(self.results):
            return None
        return (f"rulespec: all {len(self.results)} scenario(s) were skipped: nothing was tested. The engine "
                "declares none of what they need (its `games` and `capabilities` at `start`), or answered "
                "`skipped`: the reasons are above")

    def by_area(self) -> dict[str, Counter[str]]:
        areas: dict[str, Counter[str]] = defaultdict(Counter)
        for r in self.results:
            for area in r.areas:
                areas[area][r.outcome] += 1
        return dict(sorted(areas.items()))

    def columns(self) -> list[str]:
        seen = self.outcomes()
        return [o for o in OUTCOMES if o in MAIN_COLUMNS or seen[o]]

    @property
    def complete(self) -> bool:
        return bool(self.end and self.end.get("complete"))

    def finish(self, *, complete: bool, exit_code: int, interrupted: str | None = None,
               engine_started: bool = True) -> None:
        """Close the report with its end record."""
        self.end = {"type": "end", "complete": complete, "scenarios": len(self.results),
                    "outcomes": dict(self.outcomes()), "exit_code": exit_code, "engine_started": engine_started}
        if interrupted:
            self.end["interrupted"] = interrupted

    def to_jsonl(self) -> str:
        lines = [json.dumps({"type": "header", **self.header}, sort_keys=True)]
        lines += [json.dumps({"type": "scenario", **asdict(r)}, sort_keys=True) for r in self.results]
        if self.end is not None:
            lines.append(json.dumps(self.end, sort_keys=True))
        return "\n".join(lines) + "\n"

    def write_jsonl(self, path: Path) -> None:
        write_atomic(path, self.to_jsonl())

    @classmethod
    def read_jsonl(cls, path: Path) -> RunReport:
        """Read a report, checking every line against schemas/report_line.json and the whole:
        a header first, scenario lines, and the end record last, with as many scenario lines as
        it counts. Raises ReportError (or OSError) with a message for people."""
        try:
            text = path.read_bytes().decode("utf-8")
        except UnicodeDecodeError as exc:
            raise ReportError(f"{path}: not a rulespec report: not UTF-8 text ({exc.reason} at byte "
                              f"{exc.start})") from None
        return cls.parse(text, str(path))

    @classmethod
    def parse(cls, text: str, name: str = "<report>") -> RunReport:
        lines = [(n, line) for n, line in enumerate(text.splitlines(), 1) if line.strip()]
        if not lines:
            raise ReportError(f"{name}: not a rulespec report: the file is empty")
        header: dict[str, Any] | None = None
        results: list[ScenarioResult] = []
        end: dict[str, Any] | None = None
        names = {f.name for f in fields(ScenarioResult)}
        for number, line in lines:
            where = f"{name}:{number}"
            try:
                doc = json.loads(line)
            except ValueError as exc:
                raise ReportError(f"{where}: not a rulespec report line: not JSON ({exc})") from None
            problems = schemas.validate("report_line", doc)
            if problems:
                raise ReportError(f"{where}: not a rulespec report line (schemas/report_line.json):\n  "
                                  + "\n  ".join(str(p) for p in problems))
            kind = doc.pop("type")
            if end is not None:
                raise ReportError(f"{where}: a {kind} line after the end record")
            if kind == "header":
                if header is not None or results:
                    raise ReportError(f"{where}: a second header: only the first line is the header")
                header = doc
            elif header is None:
                raise ReportError(f"{where}: the report does not begin with its header line")
            elif kind == "scenario":
                results.append(ScenarioResult(**{k: v for k, v in doc.items() if k in names}))
            else:
                end = {"type": kind, **doc}
        if header is None:
            raise ReportError(f"{name}: the report has no header line")
        if end is None:
            raise ReportError(f"{name}: the report is truncated: it has no end record (the run that "
                              f"wrote it was cut short, or the file was cut); {len(results)} scenario "
                              "line(s) read")
        if end["scenarios"] != len(results):
            raise ReportError(f"{name}: the report is truncated: its end record counts {end['scenarios']} "
                              f"scenario(s), the file holds {len(results)}")
        return cls(header, results, end)

    # --- for people -----------------------------------------------------------------------

    def unknown_capabilities(self) -> str:
        """The names the engine declared that this suite does not know (a misspelling is ignored,
        and the scenarios that need the real name are skipped), each with the nearest known name."""
        from rulespec.adapters.base import ALIASES, CAPABILITIES

        declared = self.header.get("engine", {}).get("capabilities", [])
        if not isinstance(declared, list):
            return ""
        hints = []
        for name in declared:
            if not isinstance(name, str) or name in CAPABILITIES or name in ALIASES:
                continue
            import difflib  # here: the import costs a replay 2 ms, and most engines misspell nothing

            close = difflib.get_close_matches(name, CAPABILITIES, n=1)
            hints.append(f"`{name}`" + (f" (did you mean `{close[0]}`?)" if close else ""))
        return ", ".join(hints)

    def engine_line(self) -> str:
        engine = self.header.get("engine", {})
        return f"{engine.get('name', '?')} {engine.get('version', '')}".strip()

    def verdict(self) -> str:
        """One sentence on how the run ended, from its end record."""
        if self.end is None:
            return "in progress"
        counts = self.outcomes()
        if self.end.get("interrupted"):
            return (f"INTERRUPTED by {self.end['interrupted']}: {counts['not-run']} of {len(self.results)} "
                    "scenario(s) did not run")
        if counts["suite-error"]:
            return f"ERROR OF THE SUITE: {counts['suite-error']} scenario(s) could not run as written"
        if counts["not-run"]:
            return f"INCOMPLETE: {counts['not-run']} of {len(self.results)} scenario(s) did not run"
        if not self.end.get("engine_started", True):
            return "FAILED: the engine never started"
        code = self.end.get("exit_code")
        if code == 0 and self.results and counts["skipped"] == len(self.results):
            return "as expected, but nothing was tested: every scenario was skipped"
        if code == 0:
            promised = self.skipped_though_declared()
            return f"as expected, but {_scenarios(promised)} skipped though declared" if promised else "as expected"
        if code == 1:
            return "FAILED"
        return f"exit code {code}"

    def rerun(self, r: ScenarioResult) -> str | None:
        """The command that runs scenario ``r`` alone, against the same engine and feature files;
        None for a replay of test vectors, which has no such command (said by the header's
        ``command``; in a report written before it, by a folder without feature files)."""
        import shlex

        from rulespec import features

        if self.header.get("command") == "replay":
            return None
        command = ["rulespec", "run", "--adapter", str(self.header.get("adapter", "oracle"))]
        read = self.header.get("features")
        if read:
            path = Path(str(read))
            shipped = path.parts[-2:] == ("rulespec", "features") or \
                path.resolve() == Path(features.__file__).resolve().parent
            if path.is_dir() and not shipped and next(path.rglob("*.feature"), None) is None:
                return None
            if not shipped:
                command += ["--features", str(read)]
        return shlex.join([*command, "-k", r.nodeid.rsplit("::", 1)[-1].split("[")[0]])

    def render_text(self) -> str:
        cols = self.columns()
        lines = [f"rulespec {escape.terminal(str(self.header.get('suite_version', '')), one_line=True)}: "
                 f"{len(self.results)} scenarios against {escape.terminal(self.engine_line(), one_line=True)} "
                 f"({escape.terminal(str(self.header.get('adapter', '?')), one_line=True)})"]
        if self.header.get("features"):
            lines.append(f"features: {escape.terminal(str(self.header['features']), one_line=True)}")
        lines.append("")
        lines.append(f"{'area':<12}" + "".join(f"{c:>18}" if len(c) > 8 else f"{c:>9}" for c in cols))
        for area, counts in [*self.by_area().items(), ("all", self.outcomes())]:
            lines.append(f"{area:<12}" + "".join(f"{counts[c]:>18}" if len(c) > 8 else f"{counts[c]:>9}"
                                                 for c in cols))
        bad = [r for r in self.results if r.outcome in (*BAD, "suite-error")]
        if bad:
            lines += ["", f"{len(bad)} scenario(s) did not pass:"]
            shown: dict[str, str] = {}  # an engine fault's evidence -> the first scenario it was shown for
            after_same = False  # whether the last line is one of those "the same engine fault" lines
            for r in bad:
                label = "SUITE ERROR" if r.outcome == "suite-error" else r.outcome.upper()
                fault = _fault_part(r.evidence) if r.outcome == "errored" else None
                if fault is not None and fault in shown:
                    # An engine given up errs every scenario after with the same fault: shown once.
                    lines += [] if after_same else [""]
                    lines.append(f"{label} [{', '.join(r.ruling_ids) or 'no ruling ID'}] "
                                 f"{escape.terminal(r.nodeid, one_line=True)}: the same engine fault as "
                                 f"{escape.terminal(shown[fault], one_line=True)}, above")
                    after_same = True
                    continue
                after_same = False
                if fault is not None:
                    shown[fault] = r.nodeid
                lines.append("")
                if not r.evidence.startswith(r.outcome.upper()):
                    lines.append(f"{label} {', '.join(r.ruling_ids) or '(no ruling ID)'} "
                                 f"{escape.terminal(r.scenario or r.nodeid, one_line=True)} ({r.feature}:{r.line})")
                lines.append(escape.terminal(r.evidence))
                rerun = self.rerun(r) if r.outcome != "suite-error" else None
                if rerun:
                    lines.append(f"  re-run it alone: {escape.terminal(rerun, one_line=True)}")
        surprising = [r for r in self.results if r.outcome == "unexpected-pass"]
        if surprising:
            lines += ["", "listed as known failures, but passed (remove them from the expectations file):"]
            lines += [f"  {', '.join(r.ruling_ids)} {escape.terminal(r.scenario, one_line=True)} "
                      f"({r.feature}:{r.line})" for r in surprising]
        not_run = [r for r in self.results if r.outcome == "not-run"]
        if not_run:
            lines += ["", f"{len(not_run)} scenario(s) did not run:"]
            lines += [f"  {escape.terminal(r.scenario or r.nodeid, one_line=True)}" for r in not_run[:20]]
            if len(not_run) > 20:
                lines.append(f"  … and {len(not_run) - 20} more")
        unknown = self.unknown_capabilities()
        if unknown:
            lines += ["", "declared capabilities this suite does not know, ignored: "
                      + escape.terminal(unknown, one_line=True)]
        lacking, other = self.skips()
        if lacking:
            lines += ["", "skipped, by missing capability (what to implement next):"]
            lines += [f"  {escape.terminal(what, one_line=True)}: {_scenarios(n)}" for what, n in lacking.most_common()]
        unchecked = self.unchecked()
        if unchecked:
            lines += ["", f"{_checks(unchecked)} not made for missing capabilities (the scenarios ran, without them): "
                      + ", ".join(f"{escape.terminal(what, one_line=True)} {n}" for what, n in unchecked.most_common())]
        if other:
            # The engine's own reasons, each once: which capabilities a scenario needed is in its report line.
            said: Counter[str] = Counter()
            declared: Counter[str] = Counter()
            for reason, n in other.items():
                plain = DECLARED_SUFFIX.sub("", reason)
                said[plain] += n
                declared[plain] += n if plain != reason else 0
            lines += ["", "skipped, by reason:"] + [
                f"  {n} x {escape.terminal(reason, one_line=True)}"
                + (f" (the engine declares all that {declared[reason]} of them need)" if declared[reason] else "")
                for reason, n in said.most_common()]
        promised = self.skipped_though_declared()
        if promised:
            lines += ["", f"{_scenarios(promised)} skipped by the engine though its start answer declares every "
                      "capability they need: it declares more than it does (the reasons above)"]
        if self.end is not None and (self.verdict() != "as expected" or promised):
            lines += ["", f"verdict: {self.verdict()}"]
        counts = self.outcomes()
        lines += ["", ", ".join(f"{counts[c]} {c}" for c in cols)]
        return "\n".join(lines)

    def render_markdown(self) -> str:
        cols = self.columns()
        lines = [f"## rulespec: {escape.markdown(self.engine_line())}", "",
                 f"**{escape.markdown(self.verdict())}**: {len(self.results)} scenarios, adapter "
                 f"{escape.markdown(str(self.header.get('adapter', '?')))}, suite "
                 f"{escape.markdown(str(self.header.get('suite_version', '?')))}.", "",
                 "| area | " + " | ".join(cols) + " |", "|---|" + "---:|" * len(cols)]
        for area, counts in [*self.by_area().items(), ("**all**", self.outcomes())]:
            lines.append(f"| {area} | " + " | ".join(str(counts[c]) for c in cols) + " |")
        bad = [r for r in self.results if r.outcome in (*BAD, "suite-error")]
        if bad:
            lines += ["", "### Did not pass", ""]
            shown: dict[str, str] = {}  # as in render_text: a fault shared by many scenarios shown once
            for r in bad:
                label = "SUITE ERROR" if r.outcome == "suite-error" else r.outcome.upper()
                fault = _fault_part(r.evidence) if r.outcome == "errored" else None
                if fault is not None and fault in shown:
                    lines += [f"- {label} {escape.html(', '.join(r.ruling_ids))}: {escape.html(r.scenario or r.nodeid)}"
                              f" (<code>{escape.html(r.feature)}:{r.line}</code>): the same engine fault as "
                              f"{escape.html(shown[fault])}, above", ""]
                    continue
                if fault is not None:
                    shown[fault] = r.scenario or r.nodeid
                lines += [f"<details><summary>{label} {escape.html(', '.join(r.ruling_ids))}: "
                          f"{escape.html(r.scenario or r.nodeid)} (<code>{escape.html(r.feature)}:{r.line}</code>)"
                          "</summary>", "",
                          f"<pre>{escape.html(r.evidence, one_line=False)}</pre>", ""]
                rerun = self.rerun(r) if r.outcome != "suite-error" else None
                if rerun:
                    lines += [f"Re-run it alone: <code>{escape.html(rerun)}</code>", ""]
                lines += ["</details>", ""]
        surprising = [r for r in self.results if r.outcome == "unexpected-pass"]
        if surprising:
            lines += ["", "### Known failures that now pass", ""]
            lines += [f"- {', '.join(r.ruling_ids)} {escape.markdown(r.scenario)}" for r in surprising]
        unknown = self.unknown_capabilities()
        if unknown:
            lines += ["", f"Declared capabilities this suite does not know, ignored: {escape.markdown(unknown)}"]
        lacking, _other = self.skips()
        if lacking:
            lines += ["", "### Skipped, by missing capability", ""]
            lines += [f"- {escape.markdown(what)}: {_scenarios(n)}" for what, n in lacking.most_common()]
        unchecked = self.unchecked()
        if unchecked:
            lines += ["", "### Checks not made, by missing capability", "",
                      f"The scenarios ran; {_checks(unchecked)} in them needed a capability the engine does not "
                      "declare, and were not made:", ""]
            lines += [f"- {escape.markdown(what)}: {_checks(Counter({what: n}))}"
                      for what, n in unchecked.most_common()]
        not_run = [r for r in self.results if r.outcome == "not-run"]
        if not_run:
            lines += ["", f"### Did not run ({len(not_run)})", ""]
            lines += [f"- {escape.markdown(r.scenario or r.nodeid)}" for r in not_run]
        return "\n".join(lines) + "\n"

    def skips(self) -> tuple[Counter[str], Counter[str]]:
        """The skipped scenarios counted by what the engine lacks (each missing capability, a game,
        a card: a scenario lacking two capabilities counts under both), and the other skips by
        reason (the engine said `skipped`)."""
        lacking: Counter[str] = Counter()
        other: Counter[str] = Counter()
        for r in self.results:
            if r.outcome != "skipped":
                continue
            missing = lacks(r.evidence)
            if missing:
                lacking.update(missing)
            else:
                other[r.evidence] += 1
        return lacking, other

    def skipped_though_declared(self) -> int:
        """The scenarios the engine answered ``skipped`` although its start answer declares every
        capability they need (adapters/session.py ``declared_note`` says so in the reason)."""
        return sum(r.outcome == "skipped" and DECLARED_NOTE in r.evidence for r in self.results)

    def unchecked(self) -> Counter[str]:
        """The checks not made in the scenarios that ran, by the missing capability a part of a
        step needed (a skipped scenario made none of its checks, and is counted in ``skips``)."""
        counts: Counter[str] = Counter()
        for r in self.results:
            if r.outcome not in ("skipped", "not-run", "suite-error"):
                counts.update(r.unchecked)
        return counts

    def summary_document(self) -> dict[str, Any]:
        return {"header": self.header, "end": self.end, "verdict": self.verdict(),
                "outcomes": dict(self.outcomes()), "skipped_by_missing": dict(self.skips()[0]),
                "skipped_though_declared": self.skipped_though_declared(),
                "unchecked_by_missing": dict(self.unchecked()),
                "areas": {a: dict(c) for a, c in self.by_area().items()},
                "not_passed": [asdict(r) for r in self.results
                               if r.outcome in (*BAD, "unexpected-pass", "not-run", "suite-error")]}


def _fault_part(evidence: str) -> str | None:
    """The engine fault of an errored scenario's evidence (what follows its scenario and step lines),
    or None when the evidence holds none."""
    at = evidence.find("\nengine fault (")
    return evidence[at + 1:] if at >= 0 else None
