"""Run reports: what happened to each scenario, as data (schemas/report_line.json).

A JSON-lines report is a header line (the suite's version, the adapter, the engine's start
answer) and then one line per scenario. ``rulespec report`` turns one into Markdown (for a
CI step summary) or a JSON summary.

Outcomes: ``passed``, ``failed`` (the engine answered wrongly), ``errored`` (the engine
crashed, hung, broke the contract, or the scenario sent an invalid document), ``skipped``
(the engine lacks what the scenario needs), ``expected-failure`` (failed or errored, and the
engine's expectations file says so), ``unexpected-pass`` (passed, but listed as a known
failure).
"""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

OUTCOMES = ("passed", "failed", "errored", "skipped", "expected-failure", "unexpected-pass")
BAD = ("failed", "errored")


@dataclass
class ScenarioResult:
    nodeid: str
    scenario: str = ""
    feature: str = ""
    line: int = 0
    ruling_ids: list[str] = field(default_factory=list)
    outcome: str = "passed"
    evidence: str = ""
    reason: str = ""  # for expected failures: why, from the expectations file
    issue: str = ""
    duration: float = 0.0

    @property
    def areas(self) -> list[str]:
        return sorted({i.split("-")[0] for i in self.ruling_ids}) or ["(untagged)"]


@dataclass
class RunReport:
    header: dict[str, Any]
    results: list[ScenarioResult]

    def outcomes(self) -> Counter[str]:
        return Counter(r.outcome for r in self.results)

    def by_area(self) -> dict[str, Counter[str]]:
        areas: dict[str, Counter[str]] = defaultdict(Counter)
        for r in self.results:
            for area in r.areas:
                areas[area][r.outcome] += 1
        return dict(sorted(areas.items()))

    def columns(self) -> list[str]:
        seen = self.outcomes()
        return [o for o in OUTCOMES if o in ("passed", "failed", "errored", "skipped") or seen[o]]

    def write_jsonl(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("w", encoding="utf-8") as out:
            out.write(json.dumps({"type": "header", **self.header}, sort_keys=True) + "\n")
            for r in self.results:
                out.write(json.dumps({"type": "scenario", **asdict(r)}, sort_keys=True) + "\n")

    @classmethod
    def read_jsonl(cls, path: Path) -> RunReport:
        header: dict[str, Any] = {}
        results = []
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip():
                continue
            try:
                doc = json.loads(line)
                kind = doc.pop("type")
                if kind == "header":
                    header = doc
                else:
                    results.append(ScenarioResult(**doc))
            except (ValueError, KeyError, TypeError) as exc:
                raise ValueError(f"{path}:{number}: not a rulespec report line: {exc}") from None
        return cls(header, results)

    def render_text(self) -> str:
        engine = self.header.get("engine", {})
        cols = self.columns()
        lines = [f"rulespec {self.header.get('suite_version', '')}: {len(self.results)} scenarios against "
                 f"{engine.get('name', '?')} {engine.get('version', '')} ({self.header.get('adapter', '?')})", ""]
        lines.append(f"{'area':<12}" + "".join(f"{c:>18}" if len(c) > 8 else f"{c:>9}" for c in cols))
        for area, counts in [*self.by_area().items(), ("all", self.outcomes())]:
            lines.append(f"{area:<12}" + "".join(f"{counts[c]:>18}" if len(c) > 8 else f"{counts[c]:>9}"
                                                 for c in cols))
        bad = [r for r in self.results if r.outcome in BAD]
        if bad:
            lines += ["", f"{len(bad)} scenario(s) did not pass:"]
            for r in bad:
                lines.append("")
                if not r.evidence.startswith(r.outcome.upper()):
                    lines.append(f"{r.outcome.upper()} {', '.join(r.ruling_ids) or '(no ruling ID)'} "
                                 f"{r.scenario or r.nodeid} ({r.feature}:{r.line})")
                lines.append(r.evidence)
        surprising = [r for r in self.results if r.outcome == "unexpected-pass"]
        if surprising:
            lines += ["", "listed as known failures, but passed (remove them from the expectations file):"]
            lines += [f"  {', '.join(r.ruling_ids)} {r.scenario} ({r.feature}:{r.line})" for r in surprising]
        skipped = Counter(r.evidence for r in self.results if r.outcome == "skipped")
        if skipped:
            lines += ["", "skipped, by reason:"] + [f"  {n} x {reason}" for reason, n in skipped.most_common()]
        counts = self.outcomes()
        lines += ["", ", ".join(f"{counts[c]} {c}" for c in cols)]
        return "\n".join(lines)

    def render_markdown(self) -> str:
        engine = self.header.get("engine", {})
        cols = self.columns()
        lines = [f"## rulespec: {engine.get('name', '?')} {engine.get('version', '')}", "",
                 f"{len(self.results)} scenarios, adapter `{self.header.get('adapter', '?')}`, "
                 f"suite {self.header.get('suite_version', '?')}.", "",
                 "| area | " + " | ".join(cols) + " |", "|---|" + "---:|" * len(cols)]
        for area, counts in [*self.by_area().items(), ("**all**", self.outcomes())]:
            lines.append(f"| {area} | " + " | ".join(str(counts[c]) for c in cols) + " |")
        bad = [r for r in self.results if r.outcome in BAD]
        if bad:
            lines += ["", "### Did not pass", ""]
            for r in bad:
                lines += [f"<details><summary>{r.outcome.upper()} {', '.join(r.ruling_ids)}: "
                          f"{_md(r.scenario or r.nodeid)} (<code>{_md(r.feature)}:{r.line}</code>)</summary>", "",
                          "```", r.evidence.replace("```", "'''"), "```", "</details>", ""]
        surprising = [r for r in self.results if r.outcome == "unexpected-pass"]
        if surprising:
            lines += ["", "### Known failures that now pass", ""]
            lines += [f"- {', '.join(r.ruling_ids)} {_md(r.scenario)}" for r in surprising]
        return "\n".join(lines) + "\n"

    def summary_document(self) -> dict[str, Any]:
        return {"header": self.header, "outcomes": dict(self.outcomes()),
                "areas": {a: dict(c) for a, c in self.by_area().items()},
                "not_passed": [asdict(r) for r in self.results if r.outcome in (*BAD, "unexpected-pass")]}


def _md(text: str) -> str:
    return text.replace("<", "&lt;").replace(">", "&gt;").replace("|", "\\|")
