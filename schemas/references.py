"""What a schema cannot say about a document: that it is JSON data at all (``check_json_data``),
and, for a state, that ids are unique, every reference names something that exists, no card
is attached to itself through other cards (434.1, 717) and the chain zone holds exactly the
spells being played (108.1). Standard library only, so that the oracle
checks the same rules when it loads a document (oracle.state) as the suite does before it sends
one (schemas.validate).

>>> doc = {"schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}],
...        "objects": [{"id": "s", "card": {"type": "gear"}, "owner": "A", "zone": "board",
...                     "location": "base:A", "attached_to": "ghost"}]}
>>> [str(p) for p in check_state_references(doc)]
["at /objects/0/attached_to (JSON pointer): 'ghost' names no object of this state"]
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import Any

#: The integers every JSON implementation carries exactly (RFC 7493, I-JSON, 2.2).
MAX_SAFE_INTEGER = 2**53 - 1
#: Far deeper than any document of the contract; deeper ones break recursive code (repr, json).
MAX_DEPTH = 64


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a document: where (an RFC 6901 JSON pointer) and what."""

    pointer: str
    message: str

    def __str__(self) -> str:
        return f"at {self.pointer or '/'} (JSON pointer): {self.message}"


def _escape(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


def check_json_data(doc: Any) -> list[Problem]:
    """What in ``doc`` JSON cannot carry: NaN and infinite numbers (RFC 8259 6), keys that are
    not strings, values that are not null, booleans, numbers, strings, lists or dicts; and
    nesting deeper than MAX_DEPTH. A Python caller can hand these over; a JSON text holds none
    but the last. Iterative, so that it never runs out of stack itself."""
    if _plain_json(doc):
        return []
    problems: list[Problem] = []
    todo: list[tuple[str, int, Any]] = [("", 0, doc)]
    while todo:
        pointer, depth, value = todo.pop()
        if isinstance(value, (dict, list)) and depth == MAX_DEPTH:
            problems.append(Problem(pointer, f"nested deeper than {MAX_DEPTH} levels"))
        elif isinstance(value, dict):
            for key, item in value.items():
                if not isinstance(key, str):
                    problems.append(Problem(pointer, f"the key {key!r} is not a string"))
                else:
                    todo.append((f"{pointer}/{_escape(key)}", depth + 1, item))
        elif isinstance(value, list):
            todo.extend((f"{pointer}/{i}", depth + 1, item) for i, item in enumerate(value))
        elif isinstance(value, float) and not math.isfinite(value):
            problems.append(Problem(pointer, f"{value!r} is not a JSON number"))
        elif value is not None and not isinstance(value, (str, int, float)):  # bool is an int
            problems.append(Problem(pointer, f"a Python {type(value).__name__} is not JSON data"))
    return sorted(problems, key=lambda p: p.pointer)


def _plain_json(doc: Any) -> bool:
    """Whether ``doc`` is JSON data, told without a pointer per value (the documents of a run
    nearly all are): only exact types; a subclass is left to check_json_data's full walk.
    One level of the tree at a time, and the common scalars passed over first: this runs on
    every document a run sends and reads."""
    level = [doc]
    depth = 0
    while level:
        below: list[Any] = []
        for value in level:
            kind = type(value)
            if kind in _SCALARS:
                continue
            if kind is dict:
                if depth == MAX_DEPTH:
                    return False
                for key in value:
                    if type(key) is not str:
                        return False
                below.extend(value.values())
            elif kind is list:
                if depth == MAX_DEPTH:
                    return False
                below.extend(value)
            elif kind is not float or not math.isfinite(value):
                return False
        level = below
        depth += 1
    return True


_SCALARS = frozenset({str, int, bool, type(None)})


def _attachment_cycles(objects: list[dict[str, Any]]) -> list[Problem]:
    """An attached card's host is a card on the board, never the card itself, not even through
    other cards (434.1, 717: a stack of attached cards has one Top-Most Card). One problem per
    cycle, at its first object in document order."""
    if not any("attached_to" in o for o in objects):
        return []
    index = {o["id"]: i for i, o in enumerate(objects)}
    problems: list[Problem] = []
    reported: set[str] = set()
    for o in objects:
        path = [o["id"]]
        host = o.get("attached_to")
        while host in index and host not in path:
            path.append(host)
            host = objects[index[host]].get("attached_to")
        if host != o["id"] or host in reported or len(path) == 1:
            continue  # not on a cycle, already reported, or self-attachment (reported elsewhere)
        reported.update(path)
        problems.append(Problem(f"/objects/{index[o['id']]}/attached_to",
                                f"attachment cycle: {' -> '.join(map(repr, [*path, o['id']]))}"))
    return problems


def check_state_references(doc: dict[str, Any]) -> list[Problem]:
    """Every referential problem of a state document (assumed valid against the schema)."""
    problems: list[Problem] = []
    players = [p["id"] for p in doc.get("players", [])]
    fields = doc.get("battlefields", [])
    objects = doc.get("objects", [])
    for label, ids, where in (("player", players, "players"), ("battlefield", [b["id"] for b in fields],
                              "battlefields"), ("object", [o["id"] for o in objects], "objects")):
        if len(set(ids)) == len(ids):
            continue  # no id twice: nothing to point at
        seen: set[str] = set()
        for i, ident in enumerate(ids):
            if ident in seen:
                problems.append(Problem(f"/{where}/{i}/id", f"duplicate {label} id {ident!r}"))
            seen.add(ident)
    bf_ids = {b["id"] for b in fields}
    obj_by_id = {o["id"]: o for o in objects}
    ceased = set(doc.get("ceased", ())) - set(obj_by_id)  # tokens gone (186.1): a chain item may name one
    # What names an object as it was (a chain or pending item's source, targets and `it`, a copy's
    # model, a delayed trigger's creator, an ability used this turn) may name a token gone since.
    was: Collection[str] = obj_by_id.keys() | ceased if ceased else obj_by_id
    for i, ident in enumerate(doc.get("ceased", ())):
        if ident in obj_by_id:
            problems.append(Problem(f"/ceased/{i}", f"{ident!r} is an object of this state: it has not ceased "
                                    "to exist"))

    def player_ref(pointer: str, value: Any) -> None:
        if value is not None and value not in players:
            problems.append(Problem(pointer, f"{value!r} names no player of this state"))

    turn = doc.get("turn", {})
    if "active_player" in turn:
        player_ref("/turn/active_player", turn["active_player"])
    player_ref("/turn/priority", turn.get("priority"))
    for i, use in enumerate(turn.get("used", [])):
        for key in ("object", "from"):
            if key in use and use[key] not in was:
                problems.append(Problem(f"/turn/used/{i}/{key}", f"{use[key]!r} names no object of this state"))
    for i, entry in enumerate(turn.get("played", [])):
        if entry["object"] not in obj_by_id and entry["object"] not in ceased:  # a token played may be gone
            problems.append(Problem(f"/turn/played/{i}/object", f"{entry['object']!r} names no object of this state"))
        player_ref(f"/turn/played/{i}/player", entry["player"])
    for i, b in enumerate(fields):
        player_ref(f"/battlefields/{i}/controller", b.get("controller"))
    game = doc.get("game")
    types = _CARD_TYPES.get(game) if isinstance(game, str) else None
    for i, o in enumerate(objects):
        # The pointer is written only for a problem: this runs on every state a run sends and reads.
        kind = o.get("card", {}).get("type")
        zone = o.get("zone")
        if kind is not None and types is not None and kind not in types:
            problems.append(Problem(f"/objects/{i}/card/type", f"{kind!r} is not a card type of {game}: "
                                    f"{', '.join(types)}"))
        if game == "riftbound" and (zone == "board") != ("location" in o):
            problems.append(Problem(f"/objects/{i}/location",
                                    "an object has a location if and only if it is on the board"))
        if zone == "legend" and (game != "riftbound" or kind not in (None, "legend")):
            problems.append(Problem(f"/objects/{i}/zone",
                                    "only a Riftbound legend is in the Legend Zone (103.1.a, 107.4)"))
        if game == "mtg" and "location" in o:
            problems.append(Problem(f"/objects/{i}/location", "Magic has no locations"))
        if o["owner"] not in players:
            player_ref(f"/objects/{i}/owner", o["owner"])
        controller = o.get("controller")
        if controller is not None and controller not in players:
            player_ref(f"/objects/{i}/controller", controller)
        loc = o.get("location")
        if loc:
            kind, _, name = loc.partition(":")
            if (kind == "base" and name not in players) or (kind == "battlefield" and name not in bf_ids):
                problems.append(Problem(f"/objects/{i}/location", f"{loc!r} names no {kind} of this state"))
        if "copy_of" in o or "text_copy_of" in o:
            problems += _copy_references(o, f"/objects/{i}", obj_by_id, was)
        host_id = o.get("attached_to")
        if host_id is not None:
            at = f"/objects/{i}"
            host = obj_by_id.get(host_id)
            if host is None:
                problems.append(Problem(f"{at}/attached_to", f"{host_id!r} names no object of this state"))
            elif host_id == o["id"]:
                problems.append(Problem(f"{at}/attached_to", "an object cannot be attached to itself"))
            elif host.get("zone") != "board":
                problems.append(Problem(f"{at}/attached_to", f"{host_id!r} is not on the board"))
            elif host.get("location") != loc:
                problems.append(Problem(f"{at}/location",
                                        f"an attached card shares its host's location {host.get('location')!r}"))
    problems += _attachment_cycles(objects)
    played: set[str] = set()
    for i, item in enumerate(doc.get("chain", [])):
        at = f"/chain/{i}"
        player_ref(f"{at}/controller", item["controller"])
        source = obj_by_id.get(item["source"])
        if source is None:
            if item["source"] not in ceased:
                problems.append(Problem(f"{at}/source", f"{item['source']!r} names no object of this state"))
        elif item["kind"] == "spell":
            played.add(item["source"])
            if source.get("zone") != "chain":
                problems.append(Problem(f"{at}/source", f"a spell being played is in the chain zone (108.1); "
                                        f"{item['source']!r} is in {source.get('zone')!r}"))
        if "from" in item and item["from"] not in obj_by_id:
            problems.append(Problem(f"{at}/from", f"{item['from']!r} names no object of this state"))
        for j, t in enumerate(item.get("targets", [])):
            if t not in obj_by_id and t not in ceased:
                problems.append(Problem(f"{at}/targets/{j}", f"{t!r} names no object of this state"))
        for ref, meant in (item.get("incarnations") or {}).items():  # Riftbound 124; Magic 400.7
            if ref != item["source"] and ref not in item.get("targets", []) and ref != item.get("it"):
                problems.append(Problem(f"{at}/incarnations/{_escape(ref)}",
                                        f"{ref!r} is neither the source nor a target of this item"))
            elif isinstance(meant, int) and ref in obj_by_id and meant > obj_by_id[ref].get("incarnation", 0):
                problems.append(Problem(f"{at}/incarnations/{_escape(ref)}",
                                        f"{ref!r} is at incarnation {obj_by_id[ref].get('incarnation', 0)}: "
                                        f"incarnation {meant} has not existed yet"))
    problems += _delayed_references(doc, was, player_ref)
    problems += _pending_references(doc, was, player_ref)
    for i, o in enumerate(objects):
        if o.get("zone") == "chain" and o["id"] not in played:
            problems.append(Problem(f"/objects/{i}/zone", "a card is in the chain zone only while it is being "
                                    "played: no spell item of the chain names it (108.1, 328)"))
    return problems


_CARD_TYPES = {"riftbound": ("unit", "gear", "spell", "rune", "legend"), "mtg": ("creature", "artifact", "spell")}


def _copy_references(o: dict[str, Any], at: str, obj_by_id: dict[str, Any],
                     was: Collection[str]) -> list[Problem]:
    """An object's copy effects (477.1.b, 725.1): the object copied is one of the state or a token
    that ceased to exist since (the copy keeps the card it copied), and the card that sustains the
    effect is still attached as it says."""
    problems: list[Problem] = []
    copy = o.get("copy_of") or {}
    effects = [("copy_of", copy), *((f"copy_of/earlier/{n}", e) for n, e in enumerate(copy.get("earlier", ())))]
    for where, effect in effects:
        model = effect.get("object")
        if model is not None and model not in was:
            problems.append(Problem(f"{at}/{where}/object", f"{model!r} names no object of this state"))
        sustainer = effect.get("while_attached")
        if sustainer is not None and (obj_by_id.get(sustainer) or {}).get("attached_to") != o["id"]:
            problems.append(Problem(f"{at}/{where}/while_attached",
                                    f"{sustainer!r} is not a card attached to {o['id']!r}: the copy would have ended"))
    copied = o.get("text_copy_of") or {}
    if "object" in copied and copied["object"] not in was:
        problems.append(Problem(f"{at}/text_copy_of/object", f"{copied['object']!r} names no object of this state"))
    elif copied.get("while_attached") is not None and (
            copied["while_attached"] != o["id"] or o.get("attached_to") != copied["object"]):
        problems.append(Problem(f"{at}/text_copy_of/while_attached",
                                f"{o['id']!r} is not attached to {copied['object']!r} as "
                                f"{copied['while_attached']!r}: the text copy would have ended"))
    return problems


def _delayed_references(doc: dict[str, Any], was: Collection[str],
                        player_ref: Callable[[str, Any], None]) -> list[Problem]:
    """Delayed triggers (Riftbound 390-392): unique ids, a creator that is an object of the state (or
    a token gone since: 392) and a controller that is a player. A chain item that is one may outlive
    it (its window ended while it waited), so it need not name one still in ``delayed``; its ``it``
    names an object, or a token that ceased to exist after its event (a unit token killed by the
    damage that triggered "kill it")."""
    problems: list[Problem] = []
    ids: set[str] = set()
    for i, d in enumerate(doc.get("delayed", [])):
        if d["id"] in ids:
            problems.append(Problem(f"/delayed/{i}/id", f"duplicate delayed trigger id {d['id']!r}"))
        ids.add(d["id"])
        if d["from"] not in was:
            problems.append(Problem(f"/delayed/{i}/from", f"{d['from']!r} names no object of this state"))
        player_ref(f"/delayed/{i}/controller", d["controller"])
    for i, item in enumerate(doc.get("chain", [])):
        if "delayed" in item and item["kind"] != "trigger":
            problems.append(Problem(f"/chain/{i}/delayed", "only a `trigger` item is a delayed trigger"))
        if "it" in item and item["it"] not in was:
            problems.append(Problem(f"/chain/{i}/it", f"{item['it']!r} names no object of this state"))
        if "it" in item and "delayed" not in item:
            problems.append(Problem(f"/chain/{i}/it", "only a delayed trigger's item names `it`"))
    return problems


def _pending_references(doc: dict[str, Any], was: Collection[str],
                        player_ref: Callable[[str, Any], None]) -> list[Problem]:
    """Triggered abilities waiting to go on the chain (383.4): each names objects of the state (or
    tokens gone since, as a chain item may) and a player, a delayed one a delayed trigger of it;
    while any waits, no player has priority (337.1.a)."""
    problems: list[Problem] = []
    delayed = {d["id"] for d in doc.get("delayed", [])}
    for i, p in enumerate(doc.get("pending", [])):
        for key in ("source", "from", "it"):
            if key in p and p[key] not in was:
                problems.append(Problem(f"/pending/{i}/{key}", f"{p[key]!r} names no object of this state"))
        player_ref(f"/pending/{i}/controller", p["controller"])
        if "delayed" in p and p["delayed"] not in delayed:
            problems.append(Problem(f"/pending/{i}/delayed",
                                    f"{p['delayed']!r} names no delayed trigger of this state"))
        if "it" in p and "delayed" not in p:
            problems.append(Problem(f"/pending/{i}/it", "only a delayed trigger names `it`"))
    if doc.get("pending") and (doc.get("turn") or {}).get("priority") is not None:
        problems.append(Problem("/turn/priority", "no player has priority while triggered abilities wait to go on "
                                "the chain (337.1.a): say null"))
    return problems
