"""Known failures of an engine, kept in a file beside it (schemas/expectations.json).

    {"schema": "rulespec/expectations/1", "engine": "my-engine",
     "known_failures": [
       {"ruling": "GEAR-23", "reason": "re-attaching is not done yet", "issue": "https://…"},
       {"scenario": "Equip cannot be activated on the opponent's turn", "reason": "no turn model"}]}

An entry names a ruling ID (every scenario tagged with it) or a scenario by name. A listed
scenario that fails or errs is an expected failure; one that passes is an unexpected pass, and
fails the run (unless ``--allow-stale``), so stale entries cannot hide, as toml-test does.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rulespec import schemas
from rulespec.adapters.runner.report import BAD, RunReport, ScenarioResult, write_atomic

SCHEMA = "rulespec/expectations/1"


class ExpectationsError(ValueError):
    pass


@dataclass(frozen=True)
class Expectation:
    reason: str
    ruling: str | None = None
    scenario: str | None = None
    issue: str | None = None

    def matches(self, result: ScenarioResult) -> bool:
        return (self.ruling is not None and self.ruling in result.ruling_ids) or (
            self.scenario is not None and self.scenario in (result.scenario, result.nodeid))

    def to_document(self) -> dict[str, Any]:
        doc: dict[str, Any] = {"ruling": self.ruling} if self.ruling else {"scenario": self.scenario}
        doc["reason"] = self.reason
        if self.issue:
            doc["issue"] = self.issue
        return doc


def load(path: Path) -> list[Expectation]:
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ExpectationsError(f"{path}: {exc.strerror}") from None
    except ValueError as exc:
        raise ExpectationsError(f"{path}: not JSON: {exc}") from None
    problems = schemas.validate("expectations", doc)
    if problems:
        raise ExpectationsError(f"{path}: not an expectations file:\n  " + "\n  ".join(map(str, problems)))
    return [Expectation(reason=e["reason"], ruling=e.get("ruling"), scenario=e.get("scenario"), issue=e.get("issue"))
            for e in doc["known_failures"]]


def apply(report: RunReport, expectations: list[Expectation]) -> None:
    """Turn failures that are known into expected-failure, and passes that are listed into
    unexpected-pass."""
    for result in report.results:
        match = next((e for e in expectations if e.matches(result)), None)
        if match is None:
            continue
        if result.outcome in BAD:
            result.outcome = "expected-failure"
            result.reason, result.issue = match.reason, match.issue or ""
        elif result.outcome == "passed":
            result.outcome = "unexpected-pass"
            result.reason, result.issue = match.reason, match.issue or ""


def write(path: Path, report: RunReport, previous: list[Expectation]) -> int:
    """Write the expectations that this run shows, whole or not at all (a temporary file renamed
    over ``path``). Returns how many entries.

    A previous entry is kept, with its reason and issue link, unless this run shows it fixed:
    some scenario it covers passed and none failed or erred. Entries about scenarios outside
    this run's selection (``--area``, ``--tags``, ``-k``), or only skipped, are kept as they were.
    Every scenario that failed or erred and no kept entry covers gets an entry of its own."""
    entries: list[Expectation] = []
    for old in previous:
        covered = [r for r in report.results if old.matches(r)]
        fixed = any(r.outcome in ("passed", "unexpected-pass") for r in covered) and not any(
            r.outcome in (*BAD, "expected-failure") for r in covered)
        if not fixed and old not in entries:
            entries.append(old)
    for result in report.results:
        if result.outcome not in (*BAD, "expected-failure") or any(e.matches(result) for e in entries):
            continue
        first_line = (result.evidence.strip().splitlines() or [result.outcome])[0]
        entries.append(Expectation(reason=f"{result.outcome}: {first_line}"[:300],
                                   scenario=result.scenario or result.nodeid))
    doc = {"schema": SCHEMA, "engine": report.header.get("engine", {}).get("name", ""),
           "known_failures": [e.to_document() for e in entries]}
    write_atomic(path, json.dumps(doc, indent=2) + "\n")
    return len(entries)
