"""``rulespec docs OUT/ [--report R.jsonl ...] [--features PATH]``: the rulings as a static site.

Written to OUT/, needing no network to build or to read:

- ``index.html``: the games and their areas with counts (pending rulings named), the engines of
  the reports given with their scores, and every ruling, filterable by ID, card name and tag;
- ``areas/AREA.html``: each ruling of the area with its statement, sources, the Rule that encodes
  it with its citation, and its scenarios as Gherkin; with reports, the area's matrix of rulings
  by engine and each scenario's outcome per engine;
- ``engines/SLUG.html``: an engine's report, by ruling and by scenario, with the evidence of
  every scenario that did not pass (the matrix's cells link here);
- ``badges/SLUG.json``: a shields.io endpoint badge per engine ("rulings: 57/84");
- ``sources/``: the source texts the project keeps, which the pages cite; ``style.css``.

The pages read without the stylesheet or the script (semantic HTML), and print without the
navigation and the filter.
"""

from __future__ import annotations

import json
import shutil
from dataclasses import dataclass
from pathlib import Path

from rulespec.adapters.runner.site import pages
from rulespec.adapters.runner.site.matrix import read_engines
from rulespec.adapters.runner.site.model import SiteError, read

__all__ = ["Built", "SiteError", "build"]


@dataclass(frozen=True)
class Built:
    out: Path
    files: list[Path]
    rulings: int
    scenarios: int
    engines: list[str]


def _write(path: Path, text: str, files: list[Path]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    files.append(path)


def _remove_stale(out: Path, written: list[Path]) -> None:
    """Pages and badges of an earlier build that this one did not write (an engine no longer
    given, an area no longer shown): the site's own folders hold only this build."""
    kept = {p.resolve() for p in written}
    for folder, pattern in (("areas", "*.html"), ("engines", "*.html"), ("badges", "*.json")):
        for path in (out / folder).glob(pattern):
            if path.resolve() not in kept:
                path.unlink()


def build(out: Path, reports: list[Path], features: Path) -> Built:
    """Write the site for the feature files at ``features`` and the given reports into ``out``.
    Raises SiteError for input it cannot use, OSError when ``out`` cannot be written."""
    from rulespec.features.catalogue import HERE as CATALOGUE_FOLDER

    if out.exists() and not out.is_dir():
        raise SiteError(f"{out}: not a folder")
    suite = read(features)
    engines = read_engines(reports)
    if not suite.rulings():
        raise SiteError(f"{features}: no scenario under a ruling ID: nothing to show")
    encoded = [r.id for r in suite.rulings() if r.rules]
    files: list[Path] = []
    _write(out / "index.html", pages.index(suite, engines, encoded), files)
    _write(out / "style.css", pages.template("style.css"), files)
    for area in suite.areas.values():
        _write(out / "areas" / f"{area.key}.html", pages.area_page(suite, area, engines), files)
    for engine in engines:
        _write(out / "engines" / f"{engine.slug}.html", pages.engine_page(suite, engine, encoded), files)
        _write(out / "badges" / f"{engine.slug}.json", json.dumps(engine.badge(encoded), indent=2) + "\n", files)
    for name in suite.source_files():
        source = (CATALOGUE_FOLDER / name).resolve()
        target = (out / name).resolve()
        if not target.is_relative_to(out.resolve()) or not source.is_file():
            raise SiteError(f"features/catalogue.toml: source file {name!r} is not a file under features/")
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
        files.append(target)
    _remove_stale(out, files)
    return Built(out, files, len(suite.rulings()), len(suite.scenarios()), [e.label for e in engines])
