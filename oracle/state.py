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
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, TypeVar, cast

from rulespec.oracle.cards import AbilityDef, Card, UnknownCard, activated_ability, card_from_document, keyword_ability
from rulespec.oracle.contract import checked
from rulespec.oracle.errors import StateError
from rulespec.oracle.games import RULESETS, Ruleset
from rulespec.oracle.resources import Resources
from rulespec.oracle.values import computed, evolve
from rulespec.schemas import jsontext

SCHEMA = "rulespec/state/1"

T = TypeVar("T")


@dataclass(frozen=True)
class Use:
    """One use of an ability that may be used only once per turn, or of one mode of a "choose one
    that hasn't been chosen this turn" ability: by the ability instance of ``object`` printed by
    ``origin``'s card (or copied into it)."""

    object: str
    origin: str
    ability: str
    mode: int | None = None


@dataclass(frozen=True)
class Played:
    """A card or token played this turn, and who played it (377.2.b: "if you've played … this turn")."""

    object: str
    player: str


@dataclass(frozen=True)
class Turn:
    number: int
    active_player: str
    phase: str = "main"
    used: tuple[Use, ...] = ()  # what was used this turn, of what may be used once per turn
    played: tuple[Played, ...] = ()  # what was played this turn; a new turn starts with none
    priority: str | None = None  # who acts next, if anyone (oracle.priority; 312)


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
    #: Whether the copy takes the model's whole text, what an Equipment gives its host included
    #: (Magic 707.2: one text box, all of it copiable; ``Ruleset.copies_effect_text``).
    whole_text: bool = False
    #: The copy effects that began earlier and still last, oldest first: this one applies over
    #: them (timestamp order, 480; Magic 613.7), and when it ends the latest of them applies again.
    earlier: tuple[CopyEffect, ...] = ()


@dataclass(frozen=True)
class Granted:
    """Text an effect granted to the object ("gains"/"has", 477.2.a): a keyword or a generic
    ability, and the object it comes from. It is not printed rules text: it stays active on an
    attached card whose printed text is inactive (135.4.b; GEAR-07), and no copy takes it
    (477.1.b.1.b). ``document`` is its entry of the state's ``granted``."""

    by: str
    ability: AbilityDef
    document: dict[str, Any] = field(compare=False, hash=False)

    @staticmethod
    def from_document(doc: dict[str, Any]) -> Granted:
        ability = keyword_ability(doc["keyword"], "granted") if "keyword" in doc else activated_ability(
            doc["ability"], "granted")
        return Granted(doc["from"], ability, dict(doc))


@dataclass(frozen=True)
class TypeChange:
    """A lasting effect that sets the object's type (477.1.a: "becomes a gear", "is a unit"),
    from the object ``by``. Several apply in timestamp order, the latest last (480)."""

    type: str
    by: str


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
    text_copy: CopyEffect | None = None  # another object's rules text copied into the effect text
    #: How many times the card has changed zones since the state was set up: each zone change
    #: makes a new object (Riftbound 124; Magic 400.7), and (id, incarnation) names that object
    #: while ``id`` stays the card's (oracle.identity).
    incarnation: int = 0
    granted: tuple[Granted, ...] = ()
    type_changes: tuple[TypeChange, ...] = ()
    #: A token: an object that is not a card (185). It exists only on the board or the chain;
    #: put anywhere else, it ceases to exist (186.1: oracle.zones). A copy never changes it (185.1.a).
    token: bool = False
    #: Who is responsible for each part of ``damage`` (142.3): (player, amount), one entry per
    #: player in the order each first marked damage, None for damage no player marked. Read it
    #: through ``marked_by``: left empty, all the damage is no player's.
    damage_by: tuple[tuple[str | None, int], ...] = ()

    @property
    def marked_by(self) -> tuple[tuple[str | None, int], ...]:
        """The damage on the unit by the player responsible for marking it (142.3-142.3.b): the
        parts add up to ``damage``; none when it has no damage (a healed unit, a new object)."""
        if not self.damage:
            return ()
        return self.damage_by or ((None, self.damage),)

    @computed
    def traits(self) -> Card:
        """The traits of layer 1 (``layer_one``), with the rules text another object's text
        copy put into this card's effect text (Svellsongur, 725.1): its abilities are effect text.
        They are the object's own fields' alone, so computed once per object value (every rule
        reads them, many times per action)."""
        traits = self.layer_one
        if self.text_copy is None:
            return traits
        copied = tuple(evolve(a, box="effect") for a in self.text_copy.card.abilities if a.box == "rules")
        return evolve(traits, abilities=traits.abilities + copied)

    @property
    def layer_one(self) -> Card:
        """Layer 1 (477.1): the printed traits, or the copied ones while a copy effect applies,
        then the type set by the latest type-changing effect (477.1.a, 480).
        A copy takes name, type, tags, cost, Might and rules text (477.1.b.1.a); nothing
        appended or granted is copied, and the object's own effect text and Might Bonus stay
        its own; in Magic they are printed text like the rest, and copied (707.2).
        Counters, damage and statuses are not traits and never change (124.2).
        Copy effects apply before type changes here, whatever their timestamps."""
        copied = self._copied_traits()
        if self.type_changes and self.type_changes[-1].type != copied.type:
            return evolve(copied, type=self.type_changes[-1].type)
        return copied

    def _copied_traits(self) -> Card:
        if self.copy is None:
            return self.card
        model = self.copy.card
        if self.copy.whole_text:  # Magic 707.2: "equipped creature has/gets" is printed text too
            return evolve(model, document=self.card.document)
        abilities = tuple(a for a in model.abilities if a.box == "rules") + tuple(
            a for a in self.card.abilities if a.box == "effect")
        return evolve(model, abilities=abilities, might_bonus=self.card.might_bonus, document=self.card.document)

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
    origin: str | None = None  # the object whose card printed the ability, when not ``source``
    #: The incarnation of its source and of each target when it was put on the chain, sorted by
    #: id: a target or source that has since become a new object is no longer the one it meant
    #: (oracle.identity). ``load_state`` fills in the current incarnation of each left out.
    incarnations: tuple[tuple[str, int], ...] = ()
    delayed: str | None = None  # a delayed triggered ability's id (``GameState.delayed``; 390-392)
    it: str | None = None  # for a delayed trigger, the object of the event that triggered it ("kill it")


@dataclass(frozen=True)
class Pending:
    """A triggered ability whose condition was met, waiting to go on the chain (383.4): ``holder``
    has the ability, ``origin`` is the object whose card printed it (oracle.triggers)."""

    holder: str
    origin: str
    ability: str
    controller: str
    delayed: str | None = None  # a delayed trigger's id (oracle.delayed)
    it: str | None = None  # for a delayed trigger, the object of the event that triggered it


# --- delayed triggered abilities (Riftbound 390-392; oracle.delayed) ------------------------

#: The windows a delayed triggered ability can last: "this turn" ends at the ending cleanup (317.2).
WINDOWS = ("end_of_turn",)


@dataclass(frozen=True)
class Delayed:
    """A delayed triggered ability a spell or ability created (390.2): tied to no object, it works
    even if ``origin``, the object that created it, is gone (392), until its window ends
    (``until``). ``document`` is its entry of the state's ``delayed``."""

    id: str
    origin: str
    controller: str
    ability: AbilityDef
    until: str = "end_of_turn"
    document: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    @staticmethod
    def from_document(doc: dict[str, Any]) -> Delayed:
        return Delayed(doc["id"], doc["from"], doc["controller"], delayed_ability(doc["ability"]),
                       doc.get("until", "end_of_turn"), dict(doc))


def delayed_ability(data: dict[str, Any]) -> AbilityDef:
    """The triggered ability of a delayed trigger's data: ``when`` and ``effect`` (oracle.triggers)."""
    return activated_ability({**data, "kind": "triggered", "key": data.get("key", "delayed")}, "rules")


@dataclass(frozen=True)
class GameState:
    game: str
    turn: Turn
    players: tuple[Player, ...]
    objects: tuple[GameObject, ...]
    battlefields: tuple[Battlefield, ...] = ()
    chain: tuple[ChainItem, ...] = ()
    #: the ids of tokens that ceased to exist (186.1), which a chain item may still name
    ceased: tuple[str, ...] = ()
    delayed: tuple[Delayed, ...] = ()  # delayed triggered abilities (390-392)
    #: triggered abilities that triggered and are not on the chain yet (383.4): never left by an
    #: action of the oracle, which puts them on the chain as it ends (oracle.chain.put_triggers)
    pending: tuple[Pending, ...] = ()
    turn_given: bool = field(default=True, compare=False)

    @property
    def rules(self) -> Ruleset:
        return RULESETS[self.game]

    def get(self, object_id: str) -> GameObject | None:
        return self._by_id.get(object_id)

    def player(self, player_id: str) -> Player | None:
        return next((p for p in self.players if p.id == player_id), None)

    def position(self, object_id: str) -> int:
        """The place of the object in ``objects``."""
        return self._positions[object_id]

    def attachments_of(self, object_id: str) -> list[GameObject]:
        """Cards attached to ``object_id``, in the document's order of objects."""
        return list(self._attached.get(object_id, ()))

    # The state is a frozen value: what is derived from it alone is computed once, on first use,
    # and lives as long as the value does. So a view of every object, or a pass of the cleanup,
    # costs one pass over the objects, not one per object. A state that ``with_object`` made from
    # another (each change of one object in an action) derives its indexes from the other's,
    # where that one had them, by the change of that one object (``Step``): an action whose
    # events change many objects one at a time does not pay a pass over every object per event.

    @computed
    def _positions(self) -> dict[str, int]:
        """The place of each object id in ``objects`` (the first, were an id written twice)."""
        step = self._step("_positions")
        if step is not None:
            return cast(dict[str, int], step[0])  # ids and places do not change in with_object
        index: dict[str, int] = {}
        for n, o in enumerate(self.objects):
            index.setdefault(o.id, n)
        return index

    @computed
    def _by_id(self) -> dict[str, GameObject]:
        """Each object by id; the first one, were an id ever written twice (the contract refuses it)."""
        step = self._step("_by_id")
        if step is not None:
            earlier, _, new = step
            return {**earlier, new.id: new}
        index: dict[str, GameObject] = {}
        for o in self.objects:
            index.setdefault(o.id, o)
        return index

    @computed
    def _attached(self) -> dict[str, list[GameObject]]:
        """The cards on the board attached to each host id, in the document's order of objects."""
        step = self._step("_attached")
        if step is not None:
            earlier, old, new = step
            index = dict(earlier)
            for host in {old.attached_to, new.attached_to} - {None}:
                assert host is not None
                cards = [o for o in index.get(host, ()) if o.id != old.id]
                if new.attached_to == host and new.on_board:
                    cards = sorted([*cards, new], key=lambda o: self.position(o.id))
                if cards:
                    index[host] = cards
                else:
                    index.pop(host, None)
            return index
        index = {}
        for o in self.objects:
            if o.attached_to is not None and o.on_board:
                index.setdefault(o.attached_to, []).append(o)
        return index

    @computed
    def _derived(self) -> dict[Callable[[GameState], Any], Any]:
        return {}

    def _step(self, name: str) -> tuple[Any, GameObject, GameObject] | None:
        """The index ``name`` of the state ``with_object`` made this one from, if it had it, with
        the object replaced as it was and as it is now."""
        step: Step | None = self.__dict__.get("_made_by")
        if step is None or name not in step.indexes:
            return None
        return step.indexes[name], step.old, step.new

    def derived(self, compute: Callable[[GameState], T],
                update: Callable[[T, GameState, GameObject, GameObject], T] | None = None) -> T:
        """``compute(self)``, computed once for this state value: ``compute`` must read nothing
        but the state's ``game`` and ``objects`` (oracle.layers keeps the static granting abilities
        of the board this way), since a state ``with_fields`` made keeps the values.
        ``update(earlier, self, old, new)``, if given, gives the same value from the value
        ``earlier`` of the state this one was made from by ``with_object``, which replaced
        ``old`` with ``new``."""
        memo = self._derived
        if compute in memo:
            return cast(T, memo[compute])
        step = self._step("_derived")
        earlier = step[0] if step is not None else {}
        if update is not None and step is not None and compute in earlier:
            value = update(earlier[compute], self, step[1], step[2])
        else:
            value = compute(self)
        memo[compute] = value
        return value

    def board(self) -> Iterator[GameObject]:
        return (o for o in self.objects if o.on_board)

    def with_fields(self, **changes: Any) -> GameState:
        """This state with ``changes`` made to fields other than ``game`` and ``objects`` (the turn,
        the chain, the players' pools...): what it has derived from those two, its indexes and the
        values of ``derived``, is the new state's too, not computed again."""
        if "objects" in changes or "game" in changes:
            return evolve(self, **changes)
        made = evolve(self, **changes)
        for name in (*INDEXES, "_made_by"):
            if name in self.__dict__:
                made.__dict__[name] = self.__dict__[name]
        return made

    def with_object(self, obj: GameObject) -> GameState:
        at = self._positions.get(obj.id)
        if at is None or len(self._positions) != len(self.objects):  # no such object, or an id twice
            return evolve(self, objects=tuple(obj if o.id == obj.id else o for o in self.objects))
        made = evolve(self, objects=(*self.objects[:at], obj, *self.objects[at + 1:]))
        # Only the indexes, never the state itself: a chain of states is not kept alive.
        indexes = {name: self.__dict__[name] for name in INDEXES if name in self.__dict__}
        made.__dict__["_made_by"] = Step(indexes, self.objects[at], obj)
        return made


#: The indexes a state made by ``with_object`` may derive from the state it was made from.
INDEXES = ("_positions", "_by_id", "_attached", "_derived")


@dataclass(frozen=True)
class Step:
    """How ``with_object`` made a state: the indexes of the state it was made from (only those
    computed), and the object it replaced, as it was (``old``) and as it is (``new``)."""

    indexes: dict[str, Any]
    old: GameObject
    new: GameObject


# --- the JSON text form -------------------------------------------------------------------


def load_state(doc: Any, *, validated: bool = False) -> GameState:
    """Parse a state document. Raises StateError naming the JSON pointer of the first problem
    (``problems``: all of them): the document is checked against schemas/state.json and the
    referential rules first, unless ``validated`` says the caller did (oracle.contract).

    Past that check the document is read as valid: every type, enum, required field and
    reference is already the contract's (a caller that passes ``validated=True`` vouches for
    it). The one thing the contract cannot say is which real cards the oracle implements: a
    set code it does not know, or a name that is not that card's, is a StateError at the card;
    so is a type change to a card type the game does not have (``type_changes``)."""
    doc = checked("state", doc, StateError, validated=validated)
    players = tuple(Player(p["id"], Resources.parse(p.get("pool"))) for p in doc["players"])
    fields = tuple(Battlefield(b["id"], b.get("controller")) for b in doc.get("battlefields", ()))
    turn_doc = doc.get("turn")
    turn = Turn(1, players[0].id, "main")
    if turn_doc is not None:
        turn = Turn(turn_doc.get("number", 1), turn_doc.get("active_player", players[0].id),
                    turn_doc.get("phase", "main"),
                    tuple(Use(u["object"], u.get("from", u["object"]), u["ability"], u.get("mode"))
                          for u in turn_doc.get("used", ())),
                    tuple(Played(p["object"], p["player"]) for p in turn_doc.get("played", ())))
    objects = tuple(GameObject(
        id=o["id"], card=_card(o["card"], f"/objects/{i}/card"), owner=o["owner"],
        controller=o.get("controller", o["owner"]), zone=o["zone"], location=o.get("location"),
        exhausted=o.get("exhausted", False), damage=o.get("damage", 0),
        counters=tuple(sorted(o.get("counters", {}).items())), states=frozenset(o.get("states", ())),
        attached_to=o.get("attached_to"),
        copy=_load_copy(o.get("copy_of"), f"/objects/{i}/copy_of", RULESETS[doc["game"]].copies_effect_text),
        text_copy=_load_copy(o.get("text_copy_of"), f"/objects/{i}/text_copy_of"),
        incarnation=o.get("incarnation", 0),
        granted=tuple(Granted.from_document(g) for g in o.get("granted", ())),
        type_changes=_load_type_changes(o.get("type_changes", ()), RULESETS[doc["game"]], f"/objects/{i}"),
        token=o.get("token", False),
        damage_by=_load_damage_by(o, {p.id for p in players}, f"/objects/{i}"))
        for i, o in enumerate(doc["objects"]))
    for i, o in enumerate(doc["objects"]):
        if "token" in o["card"] and not o.get("token", False):
            raise StateError(f"/objects/{i}/token", f"{o['id']!r} has the token {o['card']['token']!r} as its card: "
                             "a token is not a card, say so with \"token\": true (185)")
    current = {o.id: o.incarnation for o in objects}
    chain = tuple(ChainItem(id=c["id"], kind=c["kind"], source=c["source"], controller=c["controller"],
                            ability=c.get("ability"), targets=tuple(c.get("targets", ())), origin=c.get("from"),
                            incarnations=_load_incarnations(c, current), delayed=c.get("delayed"), it=c.get("it"))
                  for c in doc.get("chain", ()))
    delayed = tuple(Delayed.from_document(d) for d in doc.get("delayed", ()))
    pending = tuple(Pending(p["source"], p.get("from", p["source"]), p["ability"], p["controller"], p.get("delayed"),
                            p.get("it")) for p in doc.get("pending", ()))
    state = GameState(doc["game"], turn, players, objects, fields, chain, tuple(doc.get("ceased", ())), delayed,
                      pending, turn_given=turn_doc is not None)
    if turn_doc is not None and "priority" in turn_doc:
        return state.with_fields(turn=evolve(turn, priority=turn_doc["priority"]))
    from rulespec.oracle import priority  # the rules of priority read a whole state

    return state.with_fields(turn=evolve(turn, priority=priority.holder(state)))


def _card(doc: dict[str, Any], at: str) -> Card:
    """The card a valid ``card`` field names; a real card the oracle does not implement is a
    StateError at ``at`` (the schema checks only the shape of a set code)."""
    try:
        return card_from_document(doc)
    except UnknownCard as exc:
        raise StateError(at, str(exc.args[0])) from None


def _load_type_changes(docs: list[dict[str, Any]], rules: Ruleset, at: str) -> tuple[TypeChange, ...]:
    """A type change sets one of the game's own card types (Riftbound 130; Magic 300)."""
    for n, t in enumerate(docs):
        if t["type"] not in rules.card_types:
            raise StateError(f"{at}/type_changes/{n}/type", f"{t['type']!r} is not a card type of "
                             f"{rules.name}: {', '.join(sorted(rules.card_types))}")
    return tuple(TypeChange(t["type"], t["from"]) for t in docs)


def _load_damage_by(o: dict[str, Any], players: set[str], at: str) -> tuple[tuple[str | None, int], ...]:
    """``damage_by``: its parts add up to ``damage``, each player named once and in the game (142.3)."""
    parts = o.get("damage_by")
    if parts is None:
        return ()
    named = [p.get("player") for p in parts]
    for n, player in enumerate(named):
        if player is not None and player not in players:
            raise StateError(f"{at}/damage_by/{n}/player", f"no player {player!r} in this game")
        if named.index(player) != n:
            raise StateError(f"{at}/damage_by/{n}/player", f"{player!r} is named twice: one part per player")
    if sum(p["amount"] for p in parts) != o.get("damage", 0):
        raise StateError(f"{at}/damage_by", f"the parts add up to {sum(p['amount'] for p in parts)}, "
                         f"not to the unit's damage {o.get('damage', 0)}")
    marked = tuple((p.get("player"), p["amount"]) for p in parts)
    return () if all(player is None for player, _ in marked) else marked  # the default, written out


def _load_incarnations(item: dict[str, Any], current: dict[str, int]) -> tuple[tuple[str, int], ...]:
    """The incarnation a chain item meant of each object it names: as written, else the current one."""
    named = {item["source"], *item.get("targets", ()), *((item["it"],) if "it" in item else ())}
    written = item.get("incarnations", {})
    return tuple(sorted((i, written[i] if i in written else current[i]) for i in named if i in written or i in current))


def _dump_incarnations(item: ChainItem, current: dict[str, int]) -> dict[str, int]:
    """Only what differs from the object's current incarnation: the rest is the default."""
    return {i: n for i, n in item.incarnations if current.get(i) != n}


def _load_copy(doc: dict[str, Any] | None, at: str, whole_text: bool = False) -> CopyEffect | None:
    if doc is None:
        return None
    earlier = tuple(CopyEffect(e["object"], _card(e["card"], f"{at}/earlier/{n}/card"), e.get("while_attached"),
                               whole_text) for n, e in enumerate(doc.get("earlier", ())))
    return CopyEffect(doc["object"], _card(doc["card"], f"{at}/card"), doc.get("while_attached"), whole_text,
                      earlier)


def _dump_copy(copy: CopyEffect) -> dict[str, Any]:
    doc: dict[str, Any] = {"object": copy.of, "card": dict(copy.card.document)}
    if copy.while_attached is not None:
        doc["while_attached"] = copy.while_attached
    if copy.earlier:
        doc["earlier"] = [_dump_copy(e) for e in copy.earlier]
    return doc


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
        doc["copy_of"] = _dump_copy(o.copy)
    if o.text_copy is not None:
        doc["text_copy_of"] = {"object": o.text_copy.of, "card": dict(o.text_copy.card.document)}
        if o.text_copy.while_attached is not None:
            doc["text_copy_of"]["while_attached"] = o.text_copy.while_attached
    if o.incarnation:
        doc["incarnation"] = o.incarnation
    if o.granted:
        doc["granted"] = [dict(g.document) for g in o.granted]
    if o.type_changes:
        doc["type_changes"] = [{"type": t.type, "from": t.by} for t in o.type_changes]
    if o.token:
        doc["token"] = True
    if o.marked_by and o.marked_by != ((None, o.damage),):  # the default: all of it no player's
        doc["damage_by"] = [{"player": player, "amount": amount} for player, amount in o.marked_by]
    return doc


def dump_state(state: GameState) -> dict[str, Any]:
    """The canonical state document: defaults left out."""
    doc: dict[str, Any] = {"schema": SCHEMA, "game": state.game}
    from rulespec.oracle import priority  # the rules of priority read a whole state

    default_turn = Turn(1, state.players[0].id, "main", priority=priority.holder(state))
    if state.turn != default_turn or state.turn_given:
        doc["turn"] = {"number": state.turn.number, "active_player": state.turn.active_player,
                       "phase": state.turn.phase}
        if state.turn.used:
            doc["turn"]["used"] = [{"object": u.object, **({"from": u.origin} if u.origin != u.object else {}),
                                    "ability": u.ability, **({"mode": u.mode} if u.mode is not None else {})}
                                   for u in state.turn.used]
        if state.turn.played:
            doc["turn"]["played"] = [{"object": p.object, "player": p.player} for p in state.turn.played]
        if state.turn.priority != default_turn.priority:  # the default: by 312.2, from the rest of the state
            doc["turn"]["priority"] = state.turn.priority
    doc["players"] = [{"id": p.id, **({"pool": p.pool.to_document()} if not p.pool.is_empty() else {})}
                      for p in state.players]
    if state.battlefields:
        doc["battlefields"] = [{"id": b.id, **({"controller": b.controller} if b.controller else {})}
                               for b in state.battlefields]
    doc["objects"] = [dump_object(o) for o in state.objects]
    if state.chain:
        current = {o.id: o.incarnation for o in state.objects}
        doc["chain"] = [{"id": c.id, "kind": c.kind, "source": c.source, "controller": c.controller,
                         **({"ability": c.ability} if c.ability else {}),
                         **({"targets": list(c.targets)} if c.targets else {}),
                         **({"from": c.origin} if c.origin and c.origin != c.source else {}),
                         **({"delayed": c.delayed} if c.delayed else {}), **({"it": c.it} if c.it else {}),
                         **({"incarnations": meant} if (meant := _dump_incarnations(c, current)) else {})}
                        for c in state.chain]
    if state.ceased:
        doc["ceased"] = list(state.ceased)
    if state.delayed:
        doc["delayed"] = [dict(d.document) for d in state.delayed]
    if state.pending:
        doc["pending"] = [{"source": p.holder, "controller": p.controller, "ability": p.ability,
                           **({"from": p.origin} if p.origin != p.holder else {}),
                           **({"delayed": p.delayed} if p.delayed else {}), **({"it": p.it} if p.it else {})}
                          for p in state.pending]
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
        doc = json.loads(text, parse_constant=_no_constant, object_pairs_hook=jsontext.unique_members)
    except (ValueError, TypeError, RecursionError) as exc:
        raise StateError("", f"the text is not JSON: {exc}") from None
    return load_state(doc)
