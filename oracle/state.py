"""The game state: a value, and its JSON text form (schemas/state.json).

Everything here is frozen. ``load_state`` parses a state document; ``dump_state`` gives back
its canonical form, with every default left out, so that load -> dump is the identity on
canonical documents and ``dumps`` is a text form that round-trips:

>>> doc = {"schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}, {"id": "B"}],
...        "battlefields": [{"id": "bf1"}],
...        "objects": [{"id": "u", "card": {"type": "unit", "might": 3}, "owner": "A",
...                     "zone": "board", "location": "battlefield:bf1", "exhausted": True}]}
>>> dump_state(load_state(doc)) == doc
True
>>> loads(dumps(load_state(doc))) == load_state(doc)
True
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from rulespec.oracle.cards import Card, UnknownCard, card_from_document
from rulespec.oracle.contract import checked
from rulespec.oracle.errors import StateError
from rulespec.oracle.games import RULESETS, Ruleset
from rulespec.oracle.resources import Resources

SCHEMA = "rulespec/state/1"
ZONES = ("board", "hand", "trash", "banishment", "deck", "chain")
STATES = ("stunned", "empowered")
PHASES = ("awaken", "beginning", "channel", "draw", "main", "ending")


@dataclass(frozen=True)
class Turn:
    number: int
    active_player: str
    phase: str = "main"


@dataclass(frozen=True)
class Player:
    id: str
    pool: Resources = field(default_factory=Resources)


@dataclass(frozen=True)
class Battlefield:
    id: str
    controller: str | None = None


@dataclass(frozen=True)
class CopyEffect:
    """A lasting "becomes a copy of" effect: the traits copied from ``of`` when it began. With
    ``while_attached``, it lasts for as long as that card stays attached to the object (Shady
    Spectacles); otherwise until the object leaves the board."""

    of: str
    card: Card
    while_attached: str | None = None


@dataclass(frozen=True)
class GameObject:
    """A card or token in a zone (Riftbound 124). ``location`` is set only on the board."""

    id: str
    card: Card
    owner: str
    controller: str
    zone: str
    location: str | None = None
    exhausted: bool = False
    damage: int = 0
    counters: tuple[tuple[str, int], ...] = ()
    states: frozenset[str] = frozenset()
    attached_to: str | None = None
    copy: CopyEffect | None = None

    @property
    def traits(self) -> Card:
        """Layer 1 (477.1): the printed traits, or the copied ones while a copy effect applies.
        A copy takes name, type, tags, cost, Might and rules text (477.1.b.1.a); nothing
        appended or granted is copied, and the object's own effect text and Might Bonus stay
        its own. Counters, damage and statuses are not traits and never change (124.2)."""
        if self.copy is None:
            return self.card
        model = self.copy.card
        abilities = tuple(a for a in model.abilities if a.box == "rules") + tuple(
            a for a in self.card.abilities if a.box == "effect")
        return replace(model, abilities=abilities, might_bonus=self.card.might_bonus, document=self.card.document)

    @property
    def on_board(self) -> bool:
        return self.zone == "board"

    def counter(self, kind: str) -> int:
        return dict(self.counters).get(kind, 0)


@dataclass(frozen=True)
class ChainItem:
    id: str
    kind: str
    source: str
    controller: str
    ability: str | None = None
    targets: tuple[str, ...] = ()


@dataclass(frozen=True)
class GameState:
    game: str
    turn: Turn
    players: tuple[Player, ...]
    objects: tuple[GameObject, ...]
    battlefields: tuple[Battlefield, ...] = ()
    chain: tuple[ChainItem, ...] = ()
    turn_given: bool = field(default=True, compare=False)

    @property
    def rules(self) -> Ruleset:
        return RULESETS[self.game]

    def get(self, object_id: str) -> GameObject | None:
        return next((o for o in self.objects if o.id == object_id), None)

    def player(self, player_id: str) -> Player | None:
        return next((p for p in self.players if p.id == player_id), None)

    def attachments_of(self, object_id: str) -> list[GameObject]:
        """Cards attached to ``object_id``, in the document's order of objects."""
        return [o for o in self.objects if o.attached_to == object_id and o.on_board]

    def board(self) -> Iterator[GameObject]:
        return (o for o in self.objects if o.on_board)

    def with_object(self, obj: GameObject) -> GameState:
        return replace(self, objects=tuple(obj if o.id == obj.id else o for o in self.objects))


# --- the JSON text form -------------------------------------------------------------------


class _Reader:
    """Reads a document already checked against the contract (oracle.contract); what it still
    checks is what the schema cannot say or a caller that vouched for a document it did not
    check, each as a StateError with a pointer."""

    def field(self, doc: Any, key: str, pointer: str, kind: type | tuple[type, ...], default: Any = ...) -> Any:
        if not isinstance(doc, dict):
            raise StateError(pointer, "expected an object")
        if key not in doc:
            if default is ...:
                raise StateError(pointer, f"{key!r} is a required property")
            return default
        value = doc[key]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise StateError(f"{pointer}/{key}", f"{value!r} has the wrong type")
        return value


def load_state(doc: Any, *, validated: bool = False) -> GameState:
    """Parse a state document. Raises StateError naming the JSON pointer of the first problem
    (``problems``: all of them): the document is checked against schemas/state.json and the
    referential rules first, unless ``validated`` says the caller did (oracle.contract)."""
    doc = checked("state", doc, StateError, validated=validated)
    r = _Reader()
    if r.field(doc, "schema", "", str) != SCHEMA:
        raise StateError("/schema", f"expected {SCHEMA!r}")
    game = r.field(doc, "game", "", str)
    if game not in ("riftbound", "mtg"):
        raise StateError("/game", f"unknown game {game!r}")
    players = tuple(
        Player(r.field(p, "id", f"/players/{i}", str), Resources.parse(r.field(p, "pool", f"/players/{i}", dict, {})))
        for i, p in enumerate(r.field(doc, "players", "", list)))
    if not players:
        raise StateError("/players", "a game has at least one player")
    player_ids = [p.id for p in players]
    fields = tuple(Battlefield(r.field(b, "id", f"/battlefields/{i}", str),
                               r.field(b, "controller", f"/battlefields/{i}", (str, type(None)), None))
                   for i, b in enumerate(r.field(doc, "battlefields", "", list, [])))
    turn_doc = r.field(doc, "turn", "", dict, None)
    turn = Turn(1, players[0].id, "main")
    if turn_doc is not None:
        turn = Turn(r.field(turn_doc, "number", "/turn", int, 1),
                    r.field(turn_doc, "active_player", "/turn", str, players[0].id),
                    r.field(turn_doc, "phase", "/turn", str, "main"))
        if turn.active_player not in player_ids:
            raise StateError("/turn/active_player", f"{turn.active_player!r} names no player of this state")
        if turn.phase not in PHASES:
            raise StateError("/turn/phase", f"unknown phase {turn.phase!r}")
    objects = []
    for i, o in enumerate(r.field(doc, "objects", "", list)):
        at = f"/objects/{i}"
        try:
            card = card_from_document(r.field(o, "card", at, dict))
        except UnknownCard as exc:
            raise StateError(f"{at}/card", exc.args[0]) from None
        except KeyError as exc:
            raise StateError(f"{at}/card", f"{exc.args[0]!r} is a required property") from None
        owner = r.field(o, "owner", at, str)
        zone = r.field(o, "zone", at, str)
        if zone not in ZONES:
            raise StateError(f"{at}/zone", f"unknown zone {zone!r}")
        states = r.field(o, "states", at, list, [])
        for j, s in enumerate(states):
            if s not in STATES:
                raise StateError(f"{at}/states/{j}", f"unknown state {s!r}")
        counters = r.field(o, "counters", at, dict, {})
        objects.append(GameObject(
            id=r.field(o, "id", at, str), card=card, owner=owner,
            controller=r.field(o, "controller", at, str, owner), zone=zone,
            location=r.field(o, "location", at, str, None), exhausted=r.field(o, "exhausted", at, bool, False),
            damage=r.field(o, "damage", at, int, 0), counters=tuple(sorted(counters.items())),
            states=frozenset(states), attached_to=r.field(o, "attached_to", at, str, None),
            copy=_load_copy(r.field(o, "copy_of", at, dict, None), f"{at}/copy_of")))
    chain = tuple(ChainItem(id=r.field(c, "id", f"/chain/{i}", str), kind=r.field(c, "kind", f"/chain/{i}", str),
                            source=r.field(c, "source", f"/chain/{i}", str),
                            controller=r.field(c, "controller", f"/chain/{i}", str),
                            ability=r.field(c, "ability", f"/chain/{i}", str, None),
                            targets=tuple(r.field(c, "targets", f"/chain/{i}", list, [])))
                  for i, c in enumerate(r.field(doc, "chain", "", list, [])))
    return GameState(game, turn, players, tuple(objects), fields, chain, turn_given=turn_doc is not None)


def _load_copy(doc: dict[str, Any] | None, at: str) -> CopyEffect | None:
    if doc is None:
        return None
    r = _Reader()
    try:
        card = card_from_document(r.field(doc, "card", at, dict))
    except (UnknownCard, KeyError) as exc:
        raise StateError(f"{at}/card", str(exc.args[0])) from None
    return CopyEffect(r.field(doc, "object", at, str), card, r.field(doc, "while_attached", at, str, None))


def dump_object(o: GameObject) -> dict[str, Any]:
    doc: dict[str, Any] = {"id": o.id, "card": dict(o.card.document), "owner": o.owner}
    if o.controller != o.owner:
        doc["controller"] = o.controller
    doc["zone"] = o.zone
    if o.location is not None:
        doc["location"] = o.location
    if o.exhausted:
        doc["exhausted"] = True
    if o.damage:
        doc["damage"] = o.damage
    if o.counters:
        doc["counters"] = dict(o.counters)
    if o.states:
        doc["states"] = sorted(o.states)
    if o.attached_to is not None:
        doc["attached_to"] = o.attached_to
    if o.copy is not None:
        doc["copy_of"] = {"object": o.copy.of, "card": dict(o.copy.card.document)}
        if o.copy.while_attached is not None:
            doc["copy_of"]["while_attached"] = o.copy.while_attached
    return doc


def dump_state(state: GameState) -> dict[str, Any]:
    """The canonical state document: defaults left out."""
    doc: dict[str, Any] = {"schema": SCHEMA, "game": state.game}
    default_turn = Turn(1, state.players[0].id, "main")
    if state.turn != default_turn or state.turn_given:
        doc["turn"] = {"number": state.turn.number, "active_player": state.turn.active_player,
                       "phase": state.turn.phase}
    doc["players"] = [{"id": p.id, **({"pool": p.pool.to_document()} if not p.pool.is_empty() else {})}
                      for p in state.players]
    if state.battlefields:
        doc["battlefields"] = [{"id": b.id, **({"controller": b.controller} if b.controller else {})}
                               for b in state.battlefields]
    doc["objects"] = [dump_object(o) for o in state.objects]
    if state.chain:
        doc["chain"] = [{"id": c.id, "kind": c.kind, "source": c.source, "controller": c.controller,
                         **({"ability": c.ability} if c.ability else {}),
                         **({"targets": list(c.targets)} if c.targets else {})} for c in state.chain]
    return doc


def dumps(state: GameState) -> str:
    """The state's text form: canonical JSON, keys sorted, one line."""
    return json.dumps(dump_state(state), sort_keys=True, separators=(",", ":"))


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def loads(text: str | bytes) -> GameState:
    """Parse a state document's text. Raises StateError for text that is not JSON (the pointer
    is empty) and for a document that is not a valid state."""
    try:
        doc = json.loads(text, parse_constant=_no_constant)
    except (ValueError, TypeError, RecursionError) as exc:
        raise StateError("", f"the text is not JSON: {exc}") from None
    return load_state(doc)
