"""The site's HTML pages: the index, a page per area, a page of evidence per engine.

Page content is built as ``xml.etree`` elements (``el``), so every text and attribute is escaped
when it is written, whatever it holds; the shell around it (head, navigation, footer, the inline
filter script) is templates/page.html, filled by ``string.Template``. Text from a report (an
engine's name, version, messages, evidence) also has its control characters shown as escapes
(adapters/runner/escape.py), so that it reads as what it is.
"""

from __future__ import annotations

import html
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from functools import cache
from importlib import resources
from string import Template

from rulespec.adapters.runner import escape
from rulespec.adapters.runner.site.matrix import LABELS, Cell, Engine
from rulespec.adapters.runner.site.model import Area, Line, Link, Ruling, Scenario, Suite, area_of, scenario_anchor

Child = ET.Element | str | None


def el(tag: str, *children: Child | Iterable[Child], **attrs: object) -> ET.Element:
    """An element with its children (elements, texts, or lists of them; None is left out).
    Attribute names: ``class_`` is ``class``, ``data_id`` is ``data-id``; a None value is left out."""
    element = ET.Element(tag, {k.rstrip("_").replace("_", "-"): str(v) for k, v in attrs.items() if v is not None})
    last: ET.Element | None = None
    flat: list[Child] = []
    for child in children:
        if isinstance(child, ET.Element | str) or child is None:
            flat.append(child)
        else:
            flat.extend(child)
    for child in flat:
        if child is None:
            continue
        if isinstance(child, str):
            if last is None:
                element.text = (element.text or "") + child
            else:
                last.tail = (last.tail or "") + child
        else:
            element.append(child)
            last = child
    return element


def said(text: object, *, one_line: bool = True) -> str:
    """Text from a report, with control characters shown (the element escapes the rest)."""
    return escape.terminal(str(text), one_line=one_line)


@cache
def template(name: str) -> str:
    return resources.files("rulespec.adapters.runner.site").joinpath("templates", name).read_text(encoding="utf-8")


def page(title: str, root: str, body: list[ET.Element], crumbs: list[ET.Element] | None = None) -> str:
    from rulespec.adapters.runner.cli import SUITE_VERSION

    return Template(template("page.html")).substitute(
        title=html.escape(title), root=root, version=SUITE_VERSION,
        crumbs="".join(ET.tostring(c, encoding="unicode", method="html") for c in crumbs or []),
        body="\n".join(ET.tostring(e, encoding="unicode", method="html") for e in body),
        script=template("filter.js"))


# --- Pieces shared by the pages ----------------------------------------------------------------


def filter_form() -> ET.Element:
    """The filter box, hidden until the inline script shows it (without the script there is
    nothing to filter with, and every ruling shows)."""
    return el("form", el("label", "Filter rulings ", el("input", type="search", name="q",
                                                         placeholder="GEAR-17, Guardian Angel, requires-stun")),
              " by ", el("select", *(el("option", text, value=value) for value, text in
                                     (("any", "ID, card or tag"), ("id", "ID"), ("cards", "card name"),
                                      ("tags", "tag"))), name="by", aria_label="filter by"),
              " ", el("output", aria_live="polite"), id="filter", hidden="hidden", role="search")


def filter_data(ruling: Ruling) -> dict[str, str]:
    return {"data_filter": "ruling", "data_id": ruling.id, "data_tags": " ".join(ruling.tags),
            "data_cards": " · ".join(ruling.cards), "data_statement": ruling.statement}


def state_cell(cell: Cell, href: str) -> ET.Element:
    detail = cell.detail()
    if cell.state == "absent":
        return el("td", cell.label, class_="absent")
    return el("td", el("a", cell.label, href=href), " ", el("small", said(detail)) if detail else None,
              class_=cell.state)


def engine_heading(engine: Engine, root: str) -> ET.Element:
    return el("th", el("a", said(engine.label), href=f"{root}engines/{engine.slug}.html"), scope="col")


def matrix(rulings: list[Ruling], engines: list[Engine], root: str, caption: str,
           link: str = "{root}areas/{area}.html#{id}", statement: bool = True) -> ET.Element:
    """Rulings by engines: each cell the engine's state on the ruling, linking to its evidence."""
    head = el("tr", el("th", "ruling", scope="col"), el("th", "statement", scope="col") if statement else None,
              [engine_heading(e, root) for e in engines])
    rows = []
    for r in rulings:
        first = el("th", el("a", r.id, href=link.format(root=root, area=area_of(r.id), id=r.id)), scope="row")
        text = el("td", r.statement, el("small", el("strong", "pending: ", class_="pending"), r.pending)
                  if r.pending else None) if statement else None
        cells = [state_cell(e.ruling(r.id), f"{root}engines/{e.slug}.html#r-{r.id}") for e in engines]
        rows.append(el("tr", first, text, cells, **filter_data(r)))
    return el("table", el("caption", caption), el("thead", head), el("tbody", rows), class_="matrix")


def link_to(source: Link, root: str) -> ET.Element:
    title = el("a", f"« {source.title} »", href=f"{root}{source.file}") if source.file else f"« {source.title} »"
    return el("li", title, f", {source.kind}", f" ({source.where})" if source.where else None)


def gherkin_block(lines: tuple[Line, ...]) -> ET.Element:
    parts: list[Child] = []
    for line in lines:
        parts.append(" " * line.indent)
        for kind, text in line.parts:
            parts.append(el("b", text) if kind == "keyword" else el("span", text, class_="tag") if kind == "tag"
                         else text)
        parts.append("\n")
    return el("pre", el("code", parts), class_="gherkin")


# --- The index ---------------------------------------------------------------------------------


def index(suite: Suite, engines: list[Engine], encoded: list[str]) -> str:
    rulings = suite.rulings()
    pending = [r for r in rulings if r.pending]
    body = [el("h1", "Rulings"),
            el("p", f"{len(rulings)} rulings in {len(suite.areas)} areas, {len(suite.scenarios())} scenarios",
               f"; {len(pending)} pending (in the catalogue, not encoded by a scenario yet)" if pending else "",
               ". Each ruling is checked by the scenarios that encode it; an engine passes a ruling when it "
               "passes every one of them.")]
    games: dict[str, list[Area]] = {}
    for area in suite.areas.values():
        games.setdefault(area.game_name, []).append(area)
    sections = [el("h2", "Games and areas")]
    for game, areas in games.items():
        rows = [el("tr", el("th", el("a", a.key, href=f"areas/{a.key}.html"), scope="row"), el("td", a.title),
                   el("td", str(len(a.rulings))), el("td", str(a.scenario_count)),
                   el("td", ", ".join(r.id for r in a.pending) or "none", class_="pending" if a.pending else None))
                for a in areas]
        sections.append(el("section", el("h3", game), el("table", el("thead", el("tr", [
            el("th", h, scope="col") for h in ("area", "title", "rulings", "scenarios", "pending")])),
            el("tbody", rows))))
    body.append(el("section", sections))
    if engines:
        body.append(engines_section(engines, encoded))
    body.append(el("section", el("h2", "Every ruling"), filter_form(),
                   matrix(rulings, engines, "", "Rulings" + (" by engine: each cell links to the engine's evidence"
                                                              if engines else ""))))
    return page("rulespec rulings", "", body)


def engines_section(engines: list[Engine], encoded: list[str]) -> ET.Element:
    rows = []
    for e in engines:
        badge = e.badge(encoded)
        counts = e.report.outcomes()
        rows.append(el("tr", el("th", el("a", said(e.label), href=f"engines/{e.slug}.html"), scope="row"),
                       el("td", el("code", said(e.header.get("adapter", "?")))),
                       el("td", said(e.report.verdict())),
                       el("td", el("strong", badge["message"]), " rulings passed"),
                       el("td", ", ".join(f"{n} {LABELS.get(o, o)}" for o, n in sorted(counts.items()))),
                       el("td", el("a", "badge JSON", href=f"badges/{e.slug}.json"))))
    head = el("tr", [el("th", h, scope="col") for h in ("engine", "adapter", "verdict", "rulings", "scenarios",
                                                         "shields.io")])
    return el("section", el("h2", "Engines"),
              el("p", "From the reports given to ", el("code", "rulespec docs --report"), ". A ruling counts as "
                 "passed when every scenario of it passed; the badge files are shields.io endpoint JSON."),
              el("table", el("thead", head), el("tbody", rows)))


# --- An area -----------------------------------------------------------------------------------


def area_page(suite: Suite, area: Area, engines: list[Engine]) -> str:
    rulings = list(area.rulings.values())
    body: list[ET.Element] = [
        el("h1", f"{area.key}: {area.title}"),
        el("p", f"{area.game_name}. {len(rulings)} rulings, {area.scenario_count} scenarios",
           f"; pending: {', '.join(r.id for r in area.pending)}" if area.pending else "", "."),
    ]
    if area.sources:
        body.append(el("h2", "Sources"))
        body.append(el("ul", [link_to(s, "../") for s in area.sources]))
    if area.editions:
        body += [el("h2", "Citations refer to"), el("ul", [el("li", e) for e in area.editions])]
    body.append(filter_form())
    if engines:
        body.append(matrix(rulings, engines, "../", f"{area.key} rulings by engine", link="#{id}", statement=False))
    body += [ruling_section(r, area, engines) for r in rulings]
    crumbs = [el("span", f"{area.game_name} · {area.key}")]
    return page(f"{area.key}: {area.title} — rulespec rulings", "../", body, crumbs)


def ruling_section(ruling: Ruling, area: Area, engines: list[Engine]) -> ET.Element:
    parts: list[Child] = [el("h2", f"{ruling.id}"), el("p", ruling.statement, class_="statement")]
    if not ruling.in_catalogue:
        parts.append(el("p", "Not in the catalogue: the statement is its Rule's name.", class_="meta"))
    if ruling.pending:
        parts.append(el("p", el("strong", "Pending: "), ruling.pending, class_="pending"))
    elif not ruling.rules and not ruling.also:
        parts.append(el("p", el("strong", "No scenario "), "in these feature files encodes it yet.", class_="pending"))
    extra = [s for s in ruling.sources if s not in area.sources]
    if extra:
        parts += [el("p", "Also from:"), el("ul", [link_to(s, "../") for s in extra])]
    if ruling.editions and ruling.editions != area.editions:
        parts += [el("p", "Its citations refer to:"), el("ul", [el("li", e) for e in ruling.editions])]
    for block in ruling.rules:
        parts += [el("h3", el("b", "Rule: "), block.name),
                  el("blockquote", block.description, class_="citation") if block.description else None,
                  el("p", "in ", el("code", block.file), class_="where")]
        parts += [scenario_article(s, engines) for s in block.scenarios]
    if ruling.also:
        parts += [el("p", "Also encoded by scenarios of other rulings:"),
                  el("ul", [el("li", el("a", s.name, href=f"../areas/{area_of(s.ruling_ids[0])}.html#{s.anchor}"),
                               f" ({', '.join(s.ruling_ids)})") for s in ruling.also])]
    return el("section", parts, id=ruling.id, class_="ruling", **filter_data(ruling))


def scenario_article(scenario: Scenario, engines: list[Engine]) -> ET.Element:
    outcomes = None
    if engines:
        items = []
        for e in engines:
            c, _result = e.scenario(scenario.name)
            label = el("a", c.label, href=f"../engines/{e.slug}.html#{scenario.anchor}") if c.state != "absent" \
                else c.label
            items.append(el("li", said(e.label), ": ", label, f" ({said(c.detail())})" if c.detail() else None))
        outcomes = el("ul", items, class_="outcomes", aria_label="outcomes by engine")
    return el("article", el("h4", el("a", "Scenario: ", href=f"#{scenario.anchor}"), scenario.name),
              el("p", el("code", f"{scenario.file}:{scenario.line}"), class_="where"),
              outcomes, gherkin_block(scenario.gherkin), id=scenario.anchor, class_="scenario")


# --- An engine's evidence ----------------------------------------------------------------------


def engine_page(suite: Suite, engine: Engine, encoded: list[str]) -> str:
    header = engine.header
    facts = engine.header.get("engine", {})
    badge = engine.badge(encoded)
    body: list[ET.Element] = [
        el("h1", said(engine.label)),
        el("dl",
           el("dt", "engine"), el("dd", said(facts.get("name", "?"))),
           el("dt", "version"), el("dd", said(facts.get("version", "?"))),
           el("dt", "adapter"), el("dd", el("code", said(header.get("adapter", "?")))),
           el("dt", "report"), el("dd", el("code", said(engine.path.name))),
           el("dt", "suite"), el("dd", said(header.get("suite_version", "?"))),
           el("dt", "verdict"), el("dd", said(engine.report.verdict())),
           el("dt", "rulings passed"), el("dd", badge["message"], " (", el("a", "badge JSON",
                                                                         href=f"../badges/{engine.slug}.json"), ")"),
           el("dt", "games"), el("dd", said(", ".join(map(str, facts.get("games", []))) or "?")),
           el("dt", "capabilities"), el("dd", said(", ".join(map(str, facts.get("capabilities", []))) or "none"))),
    ]
    rows = []
    absent = [r.id for r in suite.rulings() if not engine.results(r.id)]
    for ruling in suite.rulings():
        results = engine.results(ruling.id)
        if not results:
            continue
        c = engine.ruling(ruling.id)
        links = [el("li", el("a", said(r.scenario or r.nodeid), href=f"#{scenario_anchor(r.scenario)}"),
                     f": {LABELS.get(r.outcome, r.outcome)}") for r in results]
        rows.append(el("tr", el("th", el("a", ruling.id, href=f"../areas/{area_of(ruling.id)}.html#{ruling.id}"),
                                scope="row"),
                       el("td", c.label, " ", el("small", said(c.detail())) if c.detail() else None,
                          class_=c.state),
                       el("td", el("ul", links) if links else "—"), id=f"r-{ruling.id}"))
    body += [el("h2", "By ruling"), el("table", el("thead", el("tr", [el("th", h, scope="col") for h in
                                                                       ("ruling", "state", "scenarios")])),
                                       el("tbody", rows))]
    if absent:
        body.append(el("p", f"Not in this report ({len(absent)}, the run did not select them): ", ", ".join(absent)))
    body.append(el("h2", "Scenarios"))
    seen: set[str] = set()
    for r in engine.report.results:
        anchor = scenario_anchor(r.scenario)
        if anchor in seen:  # an outline's examples: one anchor, the first
            anchor = ""
        seen.add(anchor)
        body.append(el("article",
                       el("h3", said(r.scenario or r.nodeid)),
                       el("p", el("strong", LABELS.get(r.outcome, r.outcome)), " · ",
                          ", ".join(said(i) for i in r.ruling_ids) or "no ruling ID", " · ",
                          el("code", said(f"{r.feature}:{r.line}")), class_="meta"),
                       el("p", "Why known: ", said(r.reason)) if r.reason else None,
                       el("pre", said(r.evidence, one_line=False), class_="evidence") if r.evidence else None,
                       id=anchor or None, class_="scenario"))
    crumbs = [el("span", "engines"), el("span", said(engine.label))]
    return page(f"{engine.label} — rulespec conformance", "../", body, crumbs)
