"""``rulespec docs``: the rulings as a static site (adapters/runner/site/).

The site is built once per module from two real run reports of the MTG area: the oracle's, and a
wrong engine's (the mutant ``attach-to-any-permanent``, which lets Equipment attach to any
permanent, so the scenarios of 212.2g/212.2i that expect a rejection fail), with the Node example
engine's third where ``node`` is installed (it plays no Magic: every MTG scenario skips). The
pages are read back with the standard library's HTML parser, and a real headless browser
(Debian's chromium, installed by .ci/run) opens two of them.
"""

from __future__ import annotations

import functools
import json
import re
import shutil
import subprocess
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
from cli_runs import ROOT, parsed_feature, rulespec, scenario_count

from rulespec import features
from rulespec.features.catalogue import catalogue

FEATURES = Path(features.__file__).parent
NODE = shutil.which("node")
MUTANT = "python:tests.mutants:attach_to_any_permanent"
#: MTG-06's scenario the mutant fails (it lets an Equipment attach to itself, a non-creature),
#: listed as a known failure of the mutant: its cell reads "known failure", not "failed".
KNOWN = "An effect cannot attach an Equipment to itself"


@dataclass
class Page:
    """What the tests read of one HTML page."""

    ids: set[str] = field(default_factory=set)
    links: list[str] = field(default_factory=list)  # every href and src
    scripts: int = 0
    rows: dict[str, list[tuple[str, str]]] = field(default_factory=dict)  # a data-id row: its cells (class, text)
    data: dict[str, dict[str, str]] = field(default_factory=dict)  # a data-id element: its data-* attributes
    text: str = ""


class _Reader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.page = Page()
        self.row: str | None = None
        self.cell: list[str] | None = None
        self.cell_class = ""
        self.words: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if "id" in a:
            self.page.ids.add(a["id"])
        self.page.links += [a[k] for k in ("href", "src") if k in a]
        if tag == "script":
            self.page.scripts += 1
        if "data-id" in a:
            self.page.data.setdefault(a["data-id"], {k: v for k, v in a.items() if k.startswith("data-")})
        if tag == "tr" and "data-id" in a:
            self.row = a["data-id"]
            self.page.rows[self.row] = []
        if tag == "td" and self.row:
            self.cell, self.cell_class = [], a.get("class", "")

    def handle_endtag(self, tag: str) -> None:
        if tag == "td" and self.row and self.cell is not None:
            self.page.rows[self.row].append((self.cell_class, " ".join("".join(self.cell).split())))
            self.cell = None
        if tag == "tr":
            self.row = None

    def handle_data(self, data: str) -> None:
        self.words.append(data)
        if self.cell is not None:
            self.cell.append(data)

    def close(self) -> None:
        super().close()
        self.page.text = "".join(self.words)


@functools.cache
def read_page(path: Path) -> Page:
    """The page at ``path``, read once (the pages of a build do not change)."""
    reader = _Reader()
    reader.feed(path.read_text(encoding="utf-8"))
    reader.close()
    return reader.page


def docs(*args: str) -> tuple[int, str, str]:
    run = rulespec("docs", *args, timeout=120)
    assert "Traceback" not in run.stderr + run.stdout
    return run.returncode, run.stdout, run.stderr


@pytest.fixture(scope="module")
def reports(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("reports")
    known = folder / "mutant-known.json"
    known.write_text(json.dumps({"schema": "rulespec/expectations/1", "engine": "mutant",
                                 "known_failures": [{"scenario": KNOWN, "reason": "attaches to any permanent"}]}))
    found = {"oracle": folder / "oracle.jsonl", "mutant": folder / "mutant.jsonl"}
    assert rulespec("run", "--area", "MTG", "--report", str(found["oracle"]), timeout=180).returncode == 0
    run = rulespec("run", "--area", "MTG", "--adapter", MUTANT, "--expectations", str(known),
                   "--report", str(found["mutant"]), timeout=180, paths=[ROOT])
    assert run.returncode == 1, run.stdout + run.stderr  # MTG-01 fails, and is not listed
    if NODE:
        found["node"] = folder / "node.jsonl"
        run = rulespec("run", "--area", "MTG", "--adapter", f"stdio:{NODE} adapters/examples/node/engine.js",
                       "--report", str(found["node"]), timeout=180, cwd=ROOT)
        assert run.returncode == 0, run.stdout + run.stderr
    return found


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory, reports: dict[str, Path]) -> Path:
    out = tmp_path_factory.mktemp("site") / "out"
    args = [str(out)]
    for path in reports.values():
        args += ["--report", str(path)]
    code, stdout, stderr = docs(*args)
    assert code == 0, stderr
    assert f"open {(out / 'index.html').as_uri()}" in stdout
    return out


def pages(out: Path) -> Iterator[Path]:
    yield from sorted(out.rglob("*.html"))


def engine_columns(index: Page) -> list[str]:
    """The engines of the index's matrix, in column order, by their evidence page."""
    return [Path(urlsplit(link).path).stem for link in index.links
            if link.startswith("engines/") and "#" not in link][:len(index.rows["MTG-01"]) - 1]


def test_every_ruling_and_scenario_of_the_features_is_on_the_site(site: Path) -> None:
    index = read_page(site / "index.html")
    assert set(catalogue()) <= set(index.rows), "every ruling of the catalogue has a row on the index"
    areas: dict[str, Page] = {}  # each area's page read once, not once per scenario
    for path in sorted(FEATURES.rglob("*.feature")):
        for template in parsed_feature(path).scenarios.values():
            (ruling,) = [t for t in template.rule.tags if re.fullmatch(r"[A-Z]+-\d+", t)]
            name = ruling.split("-")[0]
            area = areas.get(name) or areas.setdefault(name, read_page(site / "areas" / f"{name}.html"))
            assert ruling in area.ids, f"{ruling} has no section on its area page"
            assert f"Scenario: {template.name}" in area.text, f"{path.name}: {template.name!r} is not on the site"
            for step in template.steps:
                assert f"{step.keyword} {step.name}" in area.text


def test_every_link_resolves_inside_the_site(site: Path) -> None:
    checked = 0
    for path in pages(site):
        page = read_page(path)
        for link in page.links:
            parts = urlsplit(link)
            assert not parts.scheme and not parts.netloc, f"{path.name}: {link} leaves the site (no network)"
            target = (path.parent / unquote(parts.path)).resolve() if parts.path else path
            assert target.is_relative_to(site.resolve()) and target.is_file(), f"{path.name}: {link} is broken"
            if parts.fragment:
                assert parts.fragment in read_page(target).ids, f"{path.name}: {link}: no such anchor"
            checked += 1
    assert checked > scenario_count(FEATURES)  # at least each scenario's own link


def test_the_matrix_shows_each_engine_in_its_state(site: Path, reports: dict[str, Path]) -> None:
    index = read_page(site / "index.html")
    columns = engine_columns(index)
    assert len(columns) == len(reports)
    oracle, mutant = columns[0], columns[1]
    cells = {ruling: dict(zip(columns, index.rows[ruling][1:], strict=True)) for ruling in index.rows}
    mtg = [r for r in catalogue() if r.startswith("MTG-")]
    assert all(cells[r][oracle][0] == "passed" for r in mtg)
    assert cells["MTG-01"][mutant][0] == "failed"
    assert cells["MTG-06"][mutant] == ("expected-failure", "known failure 2 of 3 passed")
    assert cells["MTG-02"][mutant] == ("passed", "passed")  # a played Equipment: no attachment checked
    assert cells["GEAR-01"][oracle] == ("absent", "not in the report")  # the reports ran the MTG area only
    if NODE:
        assert all(cells[r][columns[2]] == ("skipped", "skipped lacks game 'mtg'") for r in mtg)


def test_a_cell_links_to_the_evidence_of_the_failure(site: Path, reports: dict[str, Path]) -> None:
    area = read_page(site / "areas" / "MTG.html")
    mutant = engine_columns(read_page(site / "index.html"))[1]
    assert f"../engines/{mutant}.html#r-MTG-01" in area.links
    evidence = read_page(site / "engines" / f"{mutant}.html")
    assert "r-MTG-01" in evidence.ids
    failed = [json.loads(line) for line in reports["mutant"].read_text().splitlines()
              if '"outcome": "failed"' in line and "MTG-01" in line]
    assert failed
    for result in failed:
        assert result["evidence"] in evidence.text  # the report's failure text, whole
    assert "attaches to any permanent" in evidence.text  # why the known failure is known


def test_a_badge_per_engine_counts_the_rulings_passed(site: Path, reports: dict[str, Path]) -> None:
    badges = {p.stem: json.loads(p.read_text()) for p in (site / "badges").glob("*.json")}
    assert len(badges) == len(reports)
    columns = engine_columns(read_page(site / "index.html"))
    mtg, everything = sum(r.startswith("MTG-") for r in catalogue()), len(catalogue())
    assert badges[columns[0]] == {"schemaVersion": 1, "label": "rulings", "message": f"{mtg}/{everything}",
                                  "color": "red"}  # 12 of 84: the reports ran one area of four
    assert badges[columns[1]]["message"] == f"{mtg - 2}/{everything}"  # MTG-01 failed, MTG-06 known to fail


def test_the_filter_has_its_data_in_the_page(site: Path) -> None:
    index = read_page(site / "index.html")
    assert "Guardian Angel (SFD-051)" in index.data["GEAR-10"]["data-cards"]
    assert "requires-replacement" in index.data["GEAR-10"]["data-tags"].split()
    assert index.scripts == 1  # the filter, inline
    raw = (site / "index.html").read_text()
    (form,) = re.findall(r"<form[^>]*>", raw)
    assert 'hidden="hidden"' in form, "without the script, no filter box that does nothing"
    assert not re.search(r"<(tr|section)[^>]*hidden", raw), "without the script, every ruling shows"


JUDGE_FEATURE = """\
Feature: Stun, as a judge writes it
  Rulings written outside the project, run and shown with --features.

  Background:
    Given a Riftbound game between A and B with battlefields "bf1"

  @JUDGE-01
  Rule: Readying the unit does not ready its equipment
    Core Rules 716.

    Scenario: A judge's unit readies alone
      Given A controls an exhausted unit "garen" with might 4 in their base
      And A controls an exhausted Equipment "blade" with might bonus 1 in their base
      And "blade" is attached to "garen"
      When A readies "garen"
      Then "garen" is ready
      And "blade" is exhausted

    @JUDGE-03
    Scenario: A judge's equipment readies alone
      Given A controls an exhausted unit "garen" with might 4 in their base
      And A controls an exhausted Equipment "blade" with might bonus 1 in their base
      And "blade" is attached to "garen"
      When A readies "blade"
      Then "blade" is ready
      And "garen" is exhausted
"""

JUDGE_CATALOGUE = """\
[areas.JUDGE]
game = "riftbound"
title = "A judge's rulings on stun"

[rulings.JUDGE-01]
statement = "Readying a unit does not ready the equipment attached to it."
[rulings.JUDGE-02]
statement = "A stunned unit stunned again stays stunned once."

[rulings.JUDGE-03]
statement = "Readying the equipment does not ready the unit it is attached to."

[pending]
JUDGE-02 = "the second stun's wording is being checked"
"""


def test_feature_files_outside_the_package_run_lint_and_show_up(tmp_path: Path) -> None:
    judge = tmp_path / "judge"
    judge.mkdir()
    (judge / "stun.feature").write_text(JUDGE_FEATURE)
    (judge / "catalogue.toml").write_text(JUDGE_CATALOGUE)
    lint = rulespec("lint", str(judge), timeout=120)
    assert lint.returncode == 0, lint.stdout + lint.stderr
    report = tmp_path / "judge.jsonl"
    run = rulespec("run", "--features", str(judge), "--report", str(report), timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
    out = tmp_path / "out"
    code, stdout, stderr = docs(str(out), "--features", str(judge), "--report", str(report))
    assert code == 0, stderr
    assert "3 rulings, 2 scenarios" in stdout
    index = read_page(out / "index.html")
    assert set(index.rows) == {"JUDGE-01", "JUDGE-02", "JUDGE-03"}
    assert index.rows["JUDGE-01"][-1] == ("passed", "passed")
    assert index.rows["JUDGE-03"][-1] == ("passed", "passed")  # a scenario of JUDGE-01's Rule tagged with it
    assert index.rows["JUDGE-02"][-1] == ("absent", "not in the report")
    assert "JUDGE-02" in index.text and "pending" in index.text
    area = read_page(out / "areas" / "JUDGE.html")
    assert "Readying a unit does not ready the equipment attached to it." in area.text
    assert "Scenario: A judge's unit readies alone" in area.text
    assert "Pending: the second stun's wording is being checked" in area.text
    assert "Also encoded by scenarios of other rulings:A judge's equipment readies alone (JUDGE-01, JUDGE-03)" \
        in "".join(area.text.split("\n"))
    assert not (out / "areas" / "GEAR.html").exists()


HOSTILE = "<script>alert(1)</script>"


def test_what_an_engine_wrote_is_escaped(tmp_path: Path, reports: dict[str, Path]) -> None:
    lines = [json.loads(line) for line in reports["mutant"].read_text().splitlines()]
    lines[0]["engine"]["name"] = HOSTILE
    lines[0]["engine"]["version"] = '"><img src=x onerror=alert(2)>'
    failed = next(line for line in lines if line.get("outcome") == "failed")
    failed["evidence"] = f"</pre>{HOSTILE}\x1b[2J\u202egot"
    hostile = tmp_path / "hostile.jsonl"
    hostile.write_text("".join(json.dumps(line) + "\n" for line in lines))
    out = tmp_path / "out"
    code, stdout, stderr = docs(str(out), "--report", str(hostile))
    assert code == 0, stderr
    assert "\x1b" not in stdout
    for path in pages(out):
        raw = path.read_text()
        assert "<script>alert" not in raw and "<img" not in raw and "\x1b" not in raw and "\u202e" not in raw
        assert raw.count("<script") == 1, path  # the filter's, and no other
    index = (out / "index.html").read_text()
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in index
    (engine,) = (out / "engines").glob("*.html")
    assert "&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;\\x1b[2J\\u202egot" in engine.read_text()


@pytest.mark.parametrize(("make", "wanted"), [
    (lambda p: ["--report", str(p / "none.jsonl")], "none.jsonl"),
    (lambda p: ["--report", str(p / "bad.jsonl")], "not a rulespec report"),
    (lambda p: ["--features", str(p / "nowhere")], "no such .feature file or folder"),
    (lambda p: ["--features", str(p / "broken.feature")], "broken.feature:5: the file does not parse as Gherkin"),
])
def test_bad_input_is_a_clear_error(tmp_path: Path, make: object, wanted: str) -> None:
    (tmp_path / "bad.jsonl").write_text("not json\n")
    (tmp_path / "broken.feature").write_text("Feature: x\n  Scenario: y\n    Given a table\n    | a | b |\n    | c |\n")
    code, _stdout, stderr = docs(str(tmp_path / "out"), *make(tmp_path))  # type: ignore[operator]
    assert code == 2
    assert wanted in stderr and stderr.startswith("rulespec: ")


def test_out_must_be_a_folder(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("")
    code, _stdout, stderr = docs(str(tmp_path / "file"))
    assert (code, stderr.strip()) == (2, f"rulespec: {tmp_path / 'file'}: not a folder")


# --- A real browser -------------------------------------------------------------------------------

BROWSER_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--window-size=1280,1800"]


def browser() -> str:
    found = next((shutil.which(n) for n in ("chromium", "chromium-browser", "google-chrome") if shutil.which(n)), None)
    if found is None:
        pytest.skip("no headless browser: install Debian's chromium (`apt-get install -y chromium`; .ci/run does)")
    return found


def rendered(url: str, screenshot: Path, profile: Path) -> str:
    """The DOM of ``url`` after its scripts ran, and a screenshot of it: one browser start."""
    started = time.monotonic()
    proc = subprocess.run([browser(), *BROWSER_FLAGS, f"--user-data-dir={profile}", f"--screenshot={screenshot}",
                           "--dump-dom", url], capture_output=True, text=True, timeout=90)
    assert proc.returncode == 0, proc.stderr[-2000:]
    print(f"screenshot of {url}: {screenshot} ({time.monotonic() - started:.1f} s)")
    assert screenshot.stat().st_size > 10_000
    return proc.stdout


def test_a_browser_renders_the_index_and_filters_it(site: Path, tmp_path: Path) -> None:
    dom = rendered((site / "index.html").as_uri() + "?q=Guardian+Angel&by=cards", tmp_path / "index.png",
                   tmp_path / "profile")
    form = re.search(r"<form[^>]*id=\"filter\"[^>]*>", dom)
    assert form and "hidden" not in form.group(), "the script shows the filter"
    shown = int(re.search(r"(\d+) of 84 rulings shown", dom).group(1))  # type: ignore[union-attr]
    rows = re.findall(r"<tr([^>]*)data-id=\"([A-Z]+-\d+)\"([^>]*)>", dom)
    visible = {ruling for before, ruling, after in rows if "hidden" not in before + after}
    assert "GEAR-10" in visible and "MTG-01" not in visible and len(visible) == shown


def test_a_browser_renders_an_area_page_with_its_matrix(site: Path, tmp_path: Path) -> None:
    dom = rendered((site / "areas" / "MTG.html").as_uri(), tmp_path / "mtg.png", tmp_path / "profile")
    assert "12 of 12 rulings shown" in dom
    assert re.search(r"<td class=\"failed\"><a href=\"../engines/[^\"]+#r-MTG-01\">failed</a>", dom)
    assert "<b>Scenario:</b> An effect attaches an Equipment to a creature" in dom
