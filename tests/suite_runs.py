"""One whole run of the feature suite against a recorded engine of tests/engines/subset.py, read back
for the checks of tests/test_capability_subsets.py and tests/test_node_example.py: its JSON-lines
report, its printed summary, and every request the engine got with the scenario it came in."""

from __future__ import annotations

import json
import re
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.cli_runs import Run, rulespec

ENGINES = Path(__file__).parent / "engines"


@dataclass
class SuiteRun:
    proc: Run  # its exit code and output
    scenarios: list[dict[str, Any]]  # the report's scenario lines
    end: dict[str, Any]
    requests: list[tuple[str, str]]  # (scenario's node id, request), in order
    seconds: float
    report: Path  # the JSON-lines report

    def outcomes(self) -> Counter[str]:
        return Counter(line["outcome"] for line in self.scenarios)

    def reached(self) -> set[str]:
        """The scenarios in which the engine got a request other than ``start`` (which the first
        scenario of the run sends, whatever becomes of it)."""
        return {nodeid for nodeid, request in self.requests if request != "start"}

    def half_run(self) -> list[str]:
        """Scenarios reported skipped that had reached the engine: begun, then skipped."""
        reached = self.reached()
        return [line["nodeid"] for line in self.scenarios if line["outcome"] == "skipped" and line["nodeid"] in reached]

    def section(self, title: str) -> str:
        out = self.proc.stdout
        if title not in out:
            return ""
        return out[out.index(title):].split("\n\n", 1)[0]

    def missing_in_summary(self) -> dict[str, int]:
        """The printed summary's "skipped, by missing capability" lines, as {what: scenarios}."""
        return {what: int(n) for what, n in
                re.findall(r"^  (.+): (\d+) scenarios?$", self.section("skipped, by missing capability"), re.M)}

    def missing_in_reasons(self) -> dict[str, int]:
        """The same counts, read from each skipped scenario's own reason."""
        counts: Counter[str] = Counter()
        for line in self.scenarios:
            if line["outcome"] == "skipped":
                reason = line["evidence"]
                counts.update(set(re.findall(r"capability '([\w.]+)' \(", reason)))
                counts.update(f"game '{g}'" for g in re.findall(r"does not implement the game '(\w+)'", reason))
                cards = re.findall(r"does not implement the card (.+?)(?: \(its start answer's .*)?$", reason)
                counts.update(f"card {c}" for c in cards)
        return dict(counts)

    def unchecked_in_summary(self) -> tuple[int, dict[str, int]]:
        """The printed "N checks not made for missing capabilities: name n, …" line."""
        m = re.search(r"^(\d+) checks? not made for missing capabilities[^:]*: (.+)$", self.proc.stdout, re.M)
        if m is None:
            return 0, {}
        return int(m[1]), {name: int(n) for name, n in re.findall(r"([\w.]+) (\d+)", m[2])}


def run_suite(factory: str, tmp: Path, *args: str, cwd: Path | None = None) -> SuiteRun:
    """``rulespec run --adapter python:subset:FACTORY`` over the shipped suite, with a report, in this
    process (tests/cli_runs.py: what is read here is the run's outcome, not a process's)."""
    record, report = tmp / "requests.tsv", tmp / "report.jsonl"
    began = time.monotonic()
    proc = rulespec("run", "--adapter", f"python:subset:{factory}", "--report", str(report), *args,
                    env={"RULESPEC_TEST_RECORD": str(record)}, cwd=cwd, paths=[ENGINES])
    seconds = time.monotonic() - began
    lines = [json.loads(x) for x in report.read_text().splitlines()] if report.exists() else []
    requests = [tuple(x.split("\t", 1)) for x in record.read_text().splitlines()] if record.exists() else []
    return SuiteRun(proc, [x for x in lines if x["type"] == "scenario"],
                    next((x for x in lines if x["type"] == "end"), {}),
                    [(r[0], r[1]) for r in requests], seconds, report)
