"""The events tables of docs/implementing.md ("What each action produces", "The fields of each
event") against the schemas, the scenarios and the oracle.

The tables are written from the rules (their last column cites them); each case below is a small
state that shows the case, run through the oracle (``load_state`` / ``perform``), whose event
types must match the table's pattern. A mismatch means the guide or the oracle departs from the
rules: read the rules cited, do not copy the oracle's output into the table.
"""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path
from typing import Any

import pytest

from rulespec import oracle, schemas

ROOT = Path(__file__).resolve().parent.parent
GUIDE = ROOT / "docs" / "implementing.md"
ACTION_HEADER = ["case", "action", "events, in order", "notes", "rules"]
FIELDS_HEADER = ["event", "required", "also", "read by the scenarios", "from two snapshots"]


def _table(marker: str, header: list[str]) -> list[dict[str, str]]:
    """The Markdown table right after the HTML comment ``<!-- marker: ... -->``."""
    lines = GUIDE.read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(f"<!-- {marker}:"))
    rows = []
    for line in itertools.takewhile(lambda s: s.startswith("|"), lines[start + 1:]):
        rows.append([cell.strip() for cell in line.strip().strip("|").split("|")])
    assert rows and rows[0] == header, f"the {marker} table's header changed: {rows[:1]}"
    assert set(rows[1][0]) <= {"-", " "}
    return [dict(zip(header, row, strict=True)) for row in rows[2:]]


def _names(cell: str) -> list[str]:
    return re.findall(r"`([a-z_]+)`", cell)


TOKEN = re.compile(r"\s*(?:(?P<brace>[{}])|(?P<none>—)|`(?P<type>[a-z_]+)`(?P<q>[?*+]?))")


def pattern(cell: str) -> re.Pattern[str]:
    """The events column as a regular expression over ``type;type;…``: `a`? `b`* `c`+ are
    quantified, ``{ `a` `b` }`` is any order of its members, ``—`` is no event."""
    parts: list[str] = []
    group: list[str] | None = None
    pos, cell = 0, cell.strip()
    while pos < len(cell):
        m = TOKEN.match(cell, pos)
        assert m, f"cannot read the events cell {cell!r} at {cell[pos:]!r}"
        pos = m.end()
        if m["brace"] == "{":
            group = []
        elif m["brace"] == "}":
            assert group, f"an empty or unopened {{ }} in {cell!r}"
            parts.append("(?:" + "|".join("".join(f"{t};" for t in p) for p in itertools.permutations(group)) + ")")
            group = None
        elif m["none"]:
            assert cell == "—", f"— stands alone: {cell!r}"
        elif group is not None:
            assert not m["q"], f"no quantifier inside {{ }}: {cell!r}"
            group.append(m["type"])
        else:
            parts.append(f"(?:{m['type']};){m['q']}")
    assert group is None, f"an unclosed {{ in {cell!r}"
    return re.compile("".join(parts))


def _schema(name: str) -> dict[str, Any]:
    return json.loads((ROOT / "schemas" / f"{name}.json").read_text(encoding="utf-8"))


ACTION_TYPES = _schema("action")["properties"]["type"]["enum"]
EVENT_SCHEMA = _schema("event")
EVENT_TYPES = EVENT_SCHEMA["properties"]["type"]["enum"]
BY_ACTION = _table("events-by-action", ACTION_HEADER)
FIELDS = _table("events-fields", FIELDS_HEADER)


# --- the small states ---------------------------------------------------------------------

def unit(oid: str, location: str, owner: str = "A", might: int = 3, **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": {"type": "unit", "might": might}, "owner": owner, "zone": "board",
            "location": location, **more}


def equipment(oid: str, location: str, owner: str = "A", **more: Any) -> dict[str, Any]:
    card = {"type": "gear", "tags": ["Equipment"], "might_bonus": 1, "equip_cost": {"energy": 1}}
    return {"id": oid, "card": card, "owner": owner, "zone": "board", "location": location, **more}


def angel(oid: str, location: str, owner: str = "A", **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": {"name": "Guardian Angel", "set": "SFD-051"}, "owner": owner, "zone": "board",
            "location": location, **more}


def spectacles(oid: str, location: str, owner: str = "A", **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": {"name": "Shady Spectacles", "set": "VEN-137"}, "owner": owner, "zone": "board",
            "location": location, **more}


def real(oid: str, location: str, name: str, code: str, owner: str = "A", **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": {"name": name, "set": code}, "owner": owner, "zone": "board", "location": location,
            **more}


def in_zone(oid: str, zone: str, card: dict[str, Any], owner: str = "A") -> dict[str, Any]:
    return {"id": oid, "card": card, "owner": owner, "zone": zone}


def game(*objects: dict[str, Any], energy: int = 0, bf_controller: str | None = None) -> dict[str, Any]:
    return {"schema": "rulespec/state/1", "game": "riftbound",
            "turn": {"number": 3, "active_player": "A", "phase": "main"},
            "players": [{"id": "A", "pool": {"energy": energy}}, {"id": "B"}],
            "battlefields": [{"id": "bf1", "controller": bf_controller}], "objects": list(objects)}


BF, BASE_A = "battlefield:bf1", "base:A"
KILL_SPELL = {"type": "spell", "abilities": [{"kind": "spell", "text": "Kill a unit.", "target": "unit",
                                              "effect": [{"op": "kill", "object": "target"}]}]}
EQUIP = {"type": "activate", "player": "A", "object": "sword", "ability": "equip", "targets": ["garen"]}

#: case -> (state, actions performed first, the action whose events the table describes)
CASES: dict[str, tuple[dict[str, Any], list[dict[str, Any]], dict[str, Any]]] = {
    "play-permanent": (game(in_zone("garen", "hand", {"type": "unit", "might": 3})), [],
                       {"type": "play", "player": "A", "object": "garen"}),
    "play-spell": (game(unit("darius", BF, owner="B"), in_zone("zap", "hand", KILL_SPELL)), [],
                   {"type": "play", "player": "A", "object": "zap", "targets": ["darius"]}),
    "activate": (game(unit("garen", BASE_A), equipment("sword", BASE_A), energy=1), [], EQUIP),
    "resolve-equip": (game(unit("garen", BF), equipment("sword", BASE_A), energy=1), [EQUIP],
                      {"type": "resolve", "player": "A"}),
    "resolve-fizzle": (game(unit("garen", BASE_A), equipment("sword", BASE_A), energy=1),
                       [EQUIP, {"type": "change_control", "player": "B", "object": "garen", "to": "B"}],
                       {"type": "resolve", "player": "A"}),
    "resolve-spell": (game(unit("darius", BF, owner="B"), in_zone("zap", "hand", KILL_SPELL)),
                      [{"type": "play", "player": "A", "object": "zap", "targets": ["darius"]}],
                      {"type": "resolve", "player": "A"}),
    "move": (game(unit("garen", BASE_A), equipment("sword", BASE_A, attached_to="garen")), [],
             {"type": "move", "player": "A", "objects": ["garen"], "to": BF}),
    "move-leaves-battlefield": (game(unit("garen", BF), equipment("sword", BF, attached_to="garen"),
                                     bf_controller="A"), [],
                                {"type": "move", "player": "A", "objects": ["garen"], "to": BASE_A}),
    "recall": (game(unit("garen", BF), equipment("sword", BF, attached_to="garen")), [],
               {"type": "recall", "player": "A", "object": "garen"}),
    "attach": (game(unit("garen", BASE_A), unit("lux", BF), equipment("sword", BASE_A, attached_to="garen")), [],
               {"type": "attach", "player": "A", "object": "sword", "to": "lux"}),
    "attach-copies-text": (game(unit("garen", BASE_A), real("svell", BASE_A, "Svellsongur", "SFD-059")), [],
                           {"type": "attach", "player": "A", "object": "svell", "to": "garen"}),
    "attach-triggers": (game(real("aphelios", BASE_A, "Aphelios, Exalted", "SFD-049"), equipment("sword", BASE_A)), [],
                        {"type": "attach", "player": "A", "object": "sword", "to": "aphelios"}),
    "resolve-mode": (game(real("aphelios", BASE_A, "Aphelios, Exalted", "SFD-049"), equipment("sword", BASE_A),
                          unit("garen", BASE_A)),
                     [{"type": "attach", "player": "A", "object": "sword", "to": "aphelios"}],
                     {"type": "resolve", "player": "A", "choices": {"mode": 3, "chosen": ["garen"]}}),
    "attach-again": (game(unit("garen", BASE_A), equipment("sword", BASE_A, attached_to="garen")), [],
                     {"type": "attach", "player": "A", "object": "sword", "to": "garen"}),
    "detach": (game(unit("garen", BASE_A), equipment("sword", BASE_A, attached_to="garen")), [],
               {"type": "detach", "player": "A", "object": "sword"}),
    "detach-ends-copy": (game(unit("garen", BASE_A), unit("azir", BASE_A, might=5), spectacles("specs", BASE_A)),
                         [{"type": "attach", "player": "A", "object": "specs", "to": "garen",
                           "choices": {"chosen": ["azir"]}}],
                         {"type": "detach", "player": "A", "object": "specs"}),
    "detach-ends-text-copy": (game(unit("garen", BASE_A), real("svell", BASE_A, "Svellsongur", "SFD-059")),
                              [{"type": "attach", "player": "A", "object": "svell", "to": "garen"}],
                              {"type": "detach", "player": "A", "object": "svell"}),
    "detach-at-battlefield": (game(unit("garen", BF), equipment("sword", BF, attached_to="garen")), [],
                              {"type": "detach", "player": "A", "object": "sword"}),
    "deal_damage": (game(unit("garen", BF)), [],
                    {"type": "deal_damage", "player": "B", "amount": 1, "to": "garen", "source": {"kind": "spell"}}),
    "deal_damage-zero": (game(unit("garen", BF)), [],
                         {"type": "deal_damage", "player": "B", "amount": 0, "to": "garen",
                          "source": {"kind": "spell"}}),
    "deal_damage-lethal": (game(unit("garen", BF, might=2), equipment("sword", BF, attached_to="garen")), [],
                           {"type": "deal_damage", "player": "B", "amount": 3, "to": "garen",
                            "source": {"kind": "spell"}}),
    "kill": (game(unit("garen", BF), equipment("sword", BF, attached_to="garen"),
                  equipment("shield", BF, attached_to="garen")), [],
             {"type": "kill", "player": "B", "object": "garen", "choices": {"detach_order": ["shield", "sword"]}}),
    "kill-replaced": (game(unit("garen", BF, damage=1), angel("angel", BF, attached_to="garen")), [],
                      {"type": "kill", "player": "B", "object": "garen"}),
    "kill-token": (game({"id": "soldier", "card": {"token": "Sand Soldier"}, "token": True, "owner": "A",
                         "zone": "board", "location": BF}, equipment("sword", BF, attached_to="soldier")), [],
                   {"type": "kill", "player": "B", "object": "soldier"}),
    "banish": (game(unit("garen", BASE_A), equipment("sword", BASE_A, attached_to="garen")), [],
               {"type": "banish", "player": "B", "object": "garen"}),
    "change_control": (game(unit("garen", BASE_A), equipment("sword", BASE_A, attached_to="garen")), [],
                       {"type": "change_control", "player": "B", "object": "garen", "to": "B"}),
    "ready": (game(unit("garen", BF, exhausted=True)), [], {"type": "ready", "player": "A", "object": "garen"}),
    "exhaust": (game(unit("garen", BF)), [], {"type": "exhaust", "player": "A", "object": "garen"}),
    "exhaust-again": (game(unit("garen", BF, exhausted=True)), [],
                      {"type": "exhaust", "player": "A", "object": "garen"}),
    "stun": (game(unit("garen", BF)), [], {"type": "stun", "player": "B", "object": "garen"}),
    "empower": (game(unit("garen", BF)), [], {"type": "empower", "player": "A", "object": "garen"}),
    "buff": (game(unit("garen", BF)), [], {"type": "buff", "player": "A", "object": "garen"}),
    "buff-again": (game(unit("garen", BF, counters={"buff": 1})), [],
                   {"type": "buff", "player": "A", "object": "garen"}),
    "move_counter": (game(unit("garen", BF, counters={"buff": 1}), unit("lux", BF)), [],
                     {"type": "move_counter", "player": "A", "counter": "buff", "from": "garen", "to": "lux"}),
    "move_counter-lands-nowhere": (game(unit("garen", BF, counters={"buff": 1}), unit("lux", BF, counters={"buff": 1})),
                                   [], {"type": "move_counter", "player": "A", "counter": "buff", "from": "garen",
                                        "to": "lux"}),
    "remove_counter": (game(unit("garen", BF, counters={"buff": 1})), [],
                       {"type": "remove_counter", "player": "B", "counter": "buff", "object": "garen"}),
    "spend_counters": (game(unit("garen", BF, counters={"buff": 1}), unit("lux", BF, counters={"buff": 1})), [],
                       {"type": "spend_counters", "player": "A", "counter": "buff", "objects": ["lux", "garen"],
                        "allowed_by": {"kind": "spell"}}),
    "become_copy": (game(unit("garen", BF), unit("azir", BF, might=5)), [],
                    {"type": "become_copy", "player": "A", "object": "garen", "of": "azir"}),
    "return_to_board": (game(in_zone("garen", "trash", {"type": "unit", "might": 3})), [],
                        {"type": "return_to_board", "player": "A", "object": "garen"}),
}


def at_phase(doc: dict[str, Any], phase: str) -> dict[str, Any]:
    return {**doc, "turn": {**doc["turn"], "phase": phase}}


CASES.update({
    "end_phase": (game(unit("garen", BF)), [], {"type": "end_phase", "player": "A"}),
    "end_phase-ends-turn": (at_phase(game(unit("garen", BF, damage=1, states=["stunned"]),
                                          unit("darius", BF, owner="B", exhausted=True)), "ending"), [],
                            {"type": "end_phase", "player": "A"}),
    "end_turn": (game(unit("garen", BF, damage=1, states=["stunned"]), unit("darius", BF, owner="B", exhausted=True)),
                 [], {"type": "end_turn", "player": "A"}),
    "standard_move": (game(unit("garen", BASE_A), equipment("sword", BASE_A, attached_to="garen")), [],
                      {"type": "standard_move", "player": "A", "objects": ["garen"], "to": BF}),
    "standard_move-several": (game(unit("garen", BF), unit("lux", BF)), [],
                              {"type": "standard_move", "player": "A", "objects": ["garen", "lux"], "to": BASE_A}),
})


# --- combat (465, 466; ATTR-08, ATTR-11) ---------------------------------------------------
CASES.update({
    "combat": (game(unit("garen", BF), unit("lux", BF, might=2), unit("darius", BF, owner="B", might=4),
                    bf_controller="B"), [],
               {"type": "combat", "player": "A", "battlefield": "bf1",
                "assignment": {"darius": 5, "garen": 3, "lux": 1}}),
    "combat-recall": (game(unit("garen", BF), unit("darius", BF, owner="B", might=9, states=["stunned"])), [],
                      {"type": "combat", "player": "A", "battlefield": "bf1", "assignment": {"darius": 3}}),
})


def run_case(case: str) -> list[dict[str, Any]]:
    doc, before, action = CASES[case]
    state = oracle.load_state(doc)
    for earlier in before:
        state, result = oracle.perform(state, earlier)
        assert result["accepted"], (case, earlier, result)
    _, result = oracle.perform(state, action)
    assert result["accepted"], (case, action, result)
    events: list[dict[str, Any]] = result["events"]
    for event in events:
        assert schemas.validate("event", event) == [], (case, event)
    return events


# --- the table against the oracle ---------------------------------------------------------

@pytest.mark.parametrize("row", BY_ACTION, ids=[r["case"] for r in BY_ACTION])
def test_the_oracle_produces_the_events_the_table_lists(row: dict[str, str]) -> None:
    assert row["case"] in CASES, f"no state in this test for the guide's case {row['case']!r}"
    assert CASES[row["case"]][2]["type"] == row["action"].strip("`"), row
    events = run_case(row["case"])
    types = "".join(f"{e['type']};" for e in events)
    assert pattern(row["events, in order"]).fullmatch(types), \
        f"{row['case']}: the guide says {row['events, in order']} ({row['rules']}); the oracle gave {types}"


def test_every_case_of_this_test_is_in_the_table() -> None:
    assert sorted(CASES) == sorted(r["case"] for r in BY_ACTION)


def test_detaches_follow_the_kill_in_the_order_the_controller_chose() -> None:
    """719.5.a: the host's controller orders the detaches; the kill comes first (GEAR-37)."""
    events = run_case("kill")
    assert [(e["type"], e.get("object")) for e in events[:3]] == [("kill", "garen"), ("detach", "shield"),
                                                                  ("detach", "sword")]
    assert [e.get("cause") for e in events if e["type"] == "recall"] == ["cleanup", "cleanup"]


def test_the_replaced_kill_kills_the_angel_not_the_unit() -> None:
    """369-375: the unit's death is replaced; the Angel dies instead (Guardian Angel's text)."""
    events = run_case("kill-replaced")
    assert [e["object"] for e in events if e["type"] == "kill"] == ["angel"]
    assert {"type": "replacement_applied", "object": "garen", "replaced": "kill", "by": "angel"} in events


# --- the tables against the schemas and the scenarios -------------------------------------

def test_every_action_type_has_a_row() -> None:
    listed = {r["action"].strip("`") for r in BY_ACTION}
    assert listed <= set(ACTION_TYPES), listed - set(ACTION_TYPES)
    assert set(ACTION_TYPES) <= listed, f"no row for {sorted(set(ACTION_TYPES) - listed)}"


def test_the_events_column_names_only_event_types() -> None:
    for row in BY_ACTION:
        pattern(row["events, in order"])  # readable
        unknown = set(_names(row["events, in order"])) - set(EVENT_TYPES)
        assert not unknown, (row["case"], unknown)


def test_every_event_type_has_its_fields_row() -> None:
    listed = [r["event"].strip("`") for r in FIELDS]
    assert len(listed) == len(set(listed)), "an event listed twice"
    assert sorted(listed) == sorted(EVENT_TYPES)


def _event_def(event_type: str) -> dict[str, Any]:
    defs: dict[str, Any] = EVENT_SCHEMA["$defs"]
    return dict(defs[event_type])


@pytest.mark.parametrize("row", FIELDS, ids=[r["event"].strip("`") for r in FIELDS])
def test_the_fields_row_matches_the_schema(row: dict[str, str]) -> None:
    definition = _event_def(row["event"].strip("`"))
    required = [f for f in definition["required"] if f != "type"]
    assert sorted(_names(row["required"])) == sorted(required), row
    fields = set(definition["properties"]) - {"type"}
    assert sorted(_names(row["also"])) == sorted(fields - set(required)), row
    assert set(_names(row["read by the scenarios"])) <= fields, row


def _exact_event_tables() -> list[tuple[str, dict[str, str]]]:
    """Each row of the ``exactly these events, in order`` tables of the features: (file, row)."""
    found = []
    for path in sorted((ROOT / "features").rglob("*.feature")):
        lines = path.read_text(encoding="utf-8").splitlines()
        for i, line in enumerate(lines):
            if not line.strip().endswith("exactly these events, in order:"):
                continue
            table = [[c.strip() for c in s.strip().strip("|").split("|")]
                     for s in itertools.takewhile(lambda s: s.strip().startswith("|"), lines[i + 1:])]
            header, *rows = table
            found += [(path.name, dict(zip(header, row, strict=True))) for row in rows]
    return found


def test_the_fields_the_scenarios_compare_are_listed_as_read() -> None:
    read = {r["event"].strip("`"): set(_names(r["read by the scenarios"])) for r in FIELDS}
    rows = _exact_event_tables()
    assert len(rows) >= 20, "the features' event tables were not found"
    for name, row in rows:
        compared = {k for k, v in row.items() if v and k != "type"}
        assert compared <= read[row["type"]], (name, row, compared - read[row["type"]])
    steps = re.findall(r'caused (?:an?|no) ([a-z ]+?) events? for "', "\n".join(
        p.read_text(encoding="utf-8") for p in (ROOT / "features").rglob("*.feature")))
    assert steps, "no 'caused a … event for' step found"
    for words in steps:  # then.py caused_event: the event's type and object
        assert "object" in read[words.replace(" ", "_")], words


def test_the_pattern_reads_as_documented() -> None:
    assert pattern("`a`? { `b` `c` } `d`+").fullmatch("c;b;d;d;")
    assert pattern("`a`? { `b` `c` } `d`+").fullmatch("a;b;c;d;")
    assert not pattern("`a`? { `b` `c` } `d`+").fullmatch("b;c;")
    assert not pattern("`a` `b`*").fullmatch("b;a;")
    assert pattern("—").fullmatch("")
    assert not pattern("—").fullmatch("a;")


# --- granted text and type changes (477.1.a, 477.2.a; GEAR-07, GEAR-40, GEAR-42) -----------------

def _spell(text: str, target: str, op: dict[str, Any]) -> dict[str, Any]:
    return {"type": "spell", "abilities": [{"kind": "spell", "text": text, "target": target,
                                            "effect": [{**op, "object": "target"}]}]}


def _cast(spell: str, target: str) -> list[dict[str, Any]]:
    return [{"type": "play", "player": "A", "object": spell, "targets": [target]}]


CASES.update({
    "resolve-grant": (game(unit("garen", BASE_A), equipment("sword", BASE_A, attached_to="garen"),
                           in_zone("gift", "hand", _spell("Give an Equipment Tank.", "equipment",
                                                          {"op": "grant", "keyword": "Tank"}))),
                      _cast("gift", "sword"), {"type": "resolve", "player": "A"}),
    "resolve-set-type": (game(unit("garen", BASE_A), equipment("sword", BASE_A, attached_to="garen"),
                              in_zone("hex", "hand", _spell("A unit becomes a gear.", "unit",
                                                            {"op": "set_type", "type": "gear"}))),
                         _cast("hex", "garen"), {"type": "resolve", "player": "A"}),
    "resolve-set-type-detaches": (game(unit("garen", BASE_A), equipment("sword", BASE_A, attached_to="garen"),
                                       in_zone("awaken", "hand", _spell("An Equipment becomes a unit.", "equipment",
                                                                        {"op": "set_type", "type": "unit"}))),
                                  _cast("awaken", "sword"), {"type": "resolve", "player": "A"}),
})


# --- delayed triggered abilities (Riftbound 390-392; ATTR-16, ATTR-17) ------------------------

def _decree_game(*objects: dict[str, Any]) -> dict[str, Any]:
    doc = game(in_zone("decree", "hand", {"name": "Imperial Decree", "set": "OGN-221"}),
               in_zone("zap", "hand", _spell("Deal 1 damage to a unit.", "unit",
                                             {"op": "deal_damage", "amount": 1})), unit("darius", BF, owner="B"),
               *objects)
    doc["players"][0]["pool"] = {"energy": 5, "power": {"order": 2}}
    return doc


DECREE = [{"type": "play", "player": "A", "object": "decree"}, {"type": "resolve", "player": "A"}]
ZAP = [{"type": "play", "player": "A", "object": "zap", "targets": ["darius"]}, {"type": "resolve", "player": "A"}]

CASES.update({
    "resolve-delayed-create": (_decree_game(), DECREE[:1], {"type": "resolve", "player": "A"}),
    "resolve-damage-triggers-delayed": (_decree_game(), [*DECREE, *ZAP[:1]], {"type": "resolve", "player": "A"}),
    "resolve-delayed": (_decree_game(in_zone("phoenix", "trash", {"name": "Immortal Phoenix", "set": "OGN-037"})),
                        [*DECREE, *ZAP], {"type": "resolve", "player": "A"}),
})


def _phoenix_game() -> dict[str, Any]:
    doc = _decree_game(in_zone("phoenix", "trash", {"name": "Immortal Phoenix", "set": "OGN-037"}))
    doc["players"][0]["pool"] = {"energy": 6, "power": {"order": 2, "fury": 1}}
    return doc


CASES["resolve-play-from-trash"] = (_phoenix_game(), [*DECREE, *ZAP, {"type": "resolve", "player": "A"}],
                                    {"type": "resolve", "player": "A", "choices": {"chosen": ["phoenix"]}})


def _legend_game() -> dict[str, Any]:
    """A's Azir, Emperor of the Sands (SFD-197) in the Legend Zone, and an Equipment to play first."""
    return game(in_zone("azir", "legend", {"name": "Azir, Emperor of the Sands", "set": "SFD-197"}),
                in_zone("shield", "hand", {"type": "gear", "tags": ["Equipment"], "might_bonus": 1}), energy=1)


PLAY_SHIELD = {"type": "play", "player": "A", "object": "shield"}
PLAY_SAND_SOLDIER = {"type": "activate", "player": "A", "object": "azir", "ability": "play-sand-soldier"}
CASES.update({
    "activate-exhaust-cost": (_legend_game(), [PLAY_SHIELD], PLAY_SAND_SOLDIER),
    "resolve-play-token": (_legend_game(), [PLAY_SHIELD, PLAY_SAND_SOLDIER], {"type": "resolve", "player": "A"}),
})
