"""The conformance matrix: each engine's report (``rulespec run --report``, read by
``RunReport.read_jsonl``), its state on each ruling and each scenario, and its shields.io badge.

A ruling's state for an engine is the worst outcome among the report's scenarios tagged with its
ID: failed, then errored, then the other outcomes, passed only when every one passed. A ruling the
report holds no scenario of is ``absent``.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rulespec.adapters.runner.report import ReportError, RunReport, ScenarioResult, lacks
from rulespec.adapters.runner.site.model import SiteError

#: Worst first: the state a ruling takes when its scenarios differ.
STATES = ("failed", "errored", "suite-error", "unexpected-pass", "not-run", "expected-failure", "skipped", "passed")
LABELS = {"passed": "passed", "failed": "failed", "errored": "errored", "skipped": "skipped",
          "expected-failure": "known failure", "unexpected-pass": "known failure, passed", "not-run": "not run",
          "suite-error": "suite error", "absent": "not in the report"}


@dataclass(frozen=True)
class Cell:
    """An engine's state on a ruling or a scenario, with what a reader needs beside it."""

    state: str
    counts: Counter[str]
    missing: tuple[str, ...] = ()  # what the engine lacks, for skips

    @property
    def label(self) -> str:
        return LABELS[self.state]

    def detail(self) -> str:
        """``3 of 5 passed``, ``lacks: stun, recall``: empty when the state says it all."""
        parts = []
        total = sum(self.counts.values())
        if total > 1 and len(self.counts) > 1:
            parts.append(f"{self.counts['passed']} of {total} passed")
        if self.missing:
            parts.append("lacks " + ", ".join(self.missing))
        return "; ".join(parts)


@dataclass
class Engine:
    slug: str  # its file names: engines/SLUG.html, badges/SLUG.json
    label: str
    report: RunReport
    path: Path

    @property
    def header(self) -> dict[str, Any]:
        return self.report.header

    def results(self, ruling_id: str) -> list[ScenarioResult]:
        return [r for r in self.report.results if ruling_id in r.ruling_ids]

    def ruling(self, ruling_id: str) -> Cell:
        return cell(self.results(ruling_id))

    def scenario(self, name: str) -> tuple[Cell, ScenarioResult | None]:
        found = [r for r in self.report.results if r.scenario == name]
        return cell(found), (found[0] if found else None)

    def badge(self, ruling_ids: list[str]) -> dict[str, Any]:
        """A shields.io endpoint document: rulings passed, of the rulings with scenarios."""
        passed = sum(self.ruling(i).state == "passed" for i in ruling_ids)
        total = len(ruling_ids)
        return {"schemaVersion": 1, "label": "rulings", "message": f"{passed}/{total}", "color": color(passed, total)}


def cell(results: list[ScenarioResult]) -> Cell:
    if not results:
        return Cell("absent", Counter())
    counts = Counter(r.outcome for r in results)
    state = next((s for s in STATES if counts[s]), "passed")
    missing = tuple(dict.fromkeys(m for r in results if r.outcome == "skipped" for m in lacks(r.evidence)))
    return Cell(state, counts, missing)


def color(passed: int, total: int) -> str:
    if total == 0:
        return "lightgrey"
    share = passed / total
    for least, name in ((1.0, "brightgreen"), (0.9, "green"), (0.75, "yellowgreen"), (0.5, "yellow"), (0.25, "orange")):
        if share >= least:
            return name
    return "red"


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:60] or "engine"


def read_engines(paths: list[Path]) -> list[Engine]:
    """One engine per report, named by its engine's name and version (with the adapter, or a
    number, where two would read the same)."""
    reports = []
    for path in paths:
        try:
            reports.append((path, RunReport.read_jsonl(path)))
        except ReportError as exc:
            raise SiteError(str(exc)) from None
        except OSError as exc:
            raise SiteError(f"{path}: {exc.strerror or exc}") from None
    names = [report.engine_line() or "?" for _, report in reports]
    labels = [f"{name} ({report.header.get('adapter', '?')})" if names.count(name) > 1 else name
              for name, (_, report) in zip(names, reports, strict=True)]
    for i in range(len(labels)):
        if labels.count(labels[i]) > 1:
            labels[i] = f"{labels[i]} #{labels[:i + 1].count(labels[i])}"
    engines: list[Engine] = []
    slugs: set[str] = set()
    for (path, report), label in zip(reports, labels, strict=True):
        slug, n = _slug(label), 1
        while slug in slugs:
            n += 1
            slug = f"{_slug(label)}-{n}"
        slugs.add(slug)
        engines.append(Engine(slug, label, report, path))
    return engines

