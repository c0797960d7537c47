"""The Adapter interface: the only way the suite talks to an engine.

Steps never import the oracle. They build JSON documents (schemas/) and hand them to an
Adapter, which an engine implements in-process, behind a pipe, or behind HTTP. Every
adapter is wrapped in ``ValidatingAdapter``, so every document sent and every document
received is checked against the schemas, both ways.

Outcomes an engine can cause, and what the suite makes of them:

- ``EngineSkipped``: the engine says it does not do this (scenario skipped, with its message);
- ``EngineFault``: the engine crashed, hung, answered garbage or broke the schema, or said
  ``errored`` (scenario errored, with the evidence: sent, got, stderr, JSON pointers);
- a rejection is not an error: it is a result document with ``accepted: false``.
"""

from __future__ import annotations

import abc
from dataclasses import dataclass, field
from typing import Any

from rulespec import schemas

#: What an engine can declare in its start answer, and what steps ask for: one engine feature
#: each, that an author can say yes or no to. An engine that leaves one out has the scenarios that
#: need it reported skipped, not failed (docs/implementing.md, "Capabilities", lists the steps
#: that need each one).
CAPABILITIES: dict[str, str] = {
    "play": "play a card from hand (action `play`)",
    "equip": "the Equip activated ability (action `activate` with ability `equip`)",
    "chain": "chain items and their resolution (action `resolve`)",
    "move": "moving permanents (action `move`)",
    "recall": "recalling permanents (action `recall`)",
    "attach": "attaching directly by an effect (action `attach`)",
    "detach": "detaching by an effect (action `detach`)",
    "damage": "dealing damage (action `deal_damage`), damage marked on units, and lethal damage at cleanup",
    "kill": "killing permanents (action `kill`)",
    "banish": "banishing (action `banish`)",
    "control": "changing control (action `change_control`)",
    "exhaust": "readying and exhausting (actions `ready`, `exhaust`)",
    "stun": "the stunned state (action `stun`; Riftbound 423)",
    "empower": "the empowered state (action `empower`; Riftbound 441)",
    "buff": "buff counters (action `buff`; Riftbound 702)",
    "move_counter": "moving a counter from one object to another (action `move_counter`; Riftbound 746)",
    "remove_counter": "removing a counter (action `remove_counter`; Riftbound 747)",
    "spend_counters": "spending counters as an effect allows (action `spend_counters`; Riftbound 745)",
    "copy": "copy effects (action `become_copy`)",
    "return": "returning a card from the trash or banishment to the board (action `return_to_board`)",
    "cleanup": "the cleanup after every action (Riftbound 319-324)",
    "spells": "playing spells with targets onto the chain (action `play` of a spell)",
    "abilities": "the text of generic test cards (`abilities` and `effect_abilities`: schemas/state.json "
                 "generic_ability): activated abilities (action `activate` with the ability's key, `ability` by "
                 "default) and spell instructions, written as data over a few effect primitives",
    "replacement": "replacement effects (Riftbound 369-375)",
    "triggers": "triggered abilities (Riftbound 383): `ability_triggered` events, `trigger` items on the chain, "
                "resolved with the choices they ask for (a mode: the resolve action's `choices.mode`)",
    "once_per_turn": "abilities usable only once per turn, and modes that can't be chosen again this turn: "
                     "the state's `turn.used`, the `already_used` rejection",
    "weaponmaster": "the [Weaponmaster] keyword (Riftbound 821): a play trigger resolved with the Equipment "
                    "chosen (the resolve action's `choices.chosen`, or none), which pays that Equipment's Equip "
                    "cost minus [A] to attach it, even from another unit",
    "tokens": "tokens (Riftbound 185-187): objects with `token: true`, the Sand Soldier "
              "(`{\"token\": \"Sand Soldier\"}`, 187.3), and a token that leaves the board ceasing to "
              "exist (186.1: it leaves the state, event `ceased_to_exist`)",
    "legends": "Champion Legends (Riftbound 103.1.a, 107.4): the card type `legend` in the zone `legend`, a board "
               "zone that is not a location, whose text works there: a static ability that grants a keyword to "
               "objects it names (477.2.a), an activated ability with an [E] cost (414.4) and a \"Use only if\" "
               "condition (377.2.b, the state's `turn.played`) that plays a token (Azir, Emperor of the Sands, "
               "SFD-197)",
    "copy_text": "text copied into an Equipment's effect text (Svellsongur, SFD-059: `text_copy_of`, "
                 "the `text_copied` and `text_copy_ended` events)",
    "events": "the events of an accepted action, in order (a result's `events`: docs/implementing.md, "
              "\"What each action produces\")",
    "reasons": "the reason code of a rejection, from the closed list of schemas/result.json",
    "attribution": "what an event is credited to: `source`, `responsible` and `attributed_to` of `damage` and "
                   "`kill` events (Riftbound 411, 417.6, 428.5)",
    "turns": "turns and phases (actions `end_phase`, `end_turn`; Riftbound 315-318): the Awaken Phase readies what "
             "the new turn player controls, the ending cleanup heals, ends \"this turn\" effects and stuns and empties "
             "the rune pools; the events `turn_began`, `phase_began`, `state_lost`",
    "standard_move": "the Standard Move (action `standard_move`; Riftbound 144): the controller's move, on their turn, "
                     "paying the unit's exhaust",
    "procedures": "game procedures with no responsible player (Riftbound 411.2): `responsible: null` on the events of "
                  "the cleanup's recalls, the Awaken Phase's readying and the ending cleanup's heals and stun endings",
    "view.name": "the current name in a snapshot's view (`view.name`): a copy has its model's name",
    "delayed_triggers": "delayed triggered abilities (Riftbound 390-392): the state's `delayed`, created by a "
                        "spell's effect (Imperial Decree, OGN-221) and ended with their window; the events "
                        "`delayed_trigger_created`, `delayed_trigger_ended`; `trigger` chain items with `delayed`; "
                        "abilities that trigger from the trash (Immortal Phoenix, OGN-037)",
    "combat": "the combat damage step and the combat cleanup (action `combat`; Riftbound 465, 466): damage from the "
              "units of the other side, the kills of the combat cleanup credited to them, the heal and the recall "
              "of the attackers",
    "priority": "who acts next (a state's `turn.priority`; Riftbound 312, 337.1; Magic 117.3), and triggered "
                "abilities waiting to go on the chain (a state's `pending`; 383.4), put on it by the next action",
    "damage_by_player": "the player responsible for each part of a unit's damage (a state's `damage_by`; Riftbound "
                        "142.3)",
    "view.might": "the computed Might in a snapshot's view (`view.might`)",
    "view.abilities": "the abilities in a snapshot's view, with where they come from (`view.abilities`)",
    "view.attachment_list": "the cards attached to an object, in a snapshot's view (`view.attachments`)",
    "view.top_most": "whether an object is the Top-Most Card, in a snapshot's view (`view.top_most`; Riftbound 717)",
    "view.equipped": "whether an object is equipped, in a snapshot's view (`view.equipped`; Riftbound 818.3)",
    "view.tags": "an object's current tags, in a snapshot's view (`view.tags`; Riftbound 477.1)",
    "view.text_boxes": "which text boxes are active, in a snapshot's view (`view.text_boxes`)",
    "view.copy": "what an object is a copy of, in a snapshot's view (`view.copy_of`)",
}

#: Names of an older version that bundled several features, each still accepted in a start answer
#: for this version and read as the capabilities it bundled (docs/implementing.md, "Changed in
#: this version"). ``events``, ``reasons`` and ``attribution`` are new: no old name gives them.
ALIASES: dict[str, tuple[str, ...]] = {
    "states": ("stun", "empower"),
    "counters": ("move_counter", "remove_counter", "spend_counters"),
    "view.attachments": ("view.attachment_list", "view.top_most", "view.equipped", "view.tags"),
}


def expand_capabilities(declared: Any) -> frozenset[str]:
    """The capabilities a start answer declares, each old name (ALIASES) read as the ones it
    bundled: the one place where the old names are understood."""
    names: set[str] = set()
    for name in declared:
        names.update(ALIASES.get(name, (name,)))
    return frozenset(names)


class EngineSkipped(Exception):
    """The engine declared that it does not implement what a request needs."""

    def __init__(self, message: str, issue_url: str | None = None) -> None:
        self.issue_url = issue_url
        super().__init__(message + (f" ({issue_url})" if issue_url else ""))


@dataclass
class EngineFault(Exception):
    """The engine misbehaved: the scenario errors with this evidence, and the run goes on.

    ``kind`` is one of: ``crash``, ``timeout``, ``not_json``, ``invalid_answer``,
    ``wrong_seq``, ``errored`` (the engine said so), ``refused_setup``, ``unavailable``.
    Output without end (a line past the size limit) is reported as ``not_json``.
    """

    kind: str
    message: str
    sent: Any = None
    got: Any = None
    stderr: str = ""
    problems: list[schemas.Problem] = field(default_factory=list)

    def __post_init__(self) -> None:
        super().__init__(self.message)

    def __str__(self) -> str:
        lines = [f"engine fault ({self.kind}): {self.message}"]
        lines += [f"  {p}" for p in self.problems]
        if self.sent is not None:
            lines.append(f"  sent: {_short(self.sent)}")
        if self.got is not None:
            lines.append(f"  got:  {_short(self.got)}")
        if self.stderr:
            lines.append(f"  engine stderr (tail):\n    {stderr_tail(self.stderr)}")
        return "\n".join(lines)


def stderr_tail(text: str, lines: int = 15, width: int = 300) -> str:
    """The end of an engine's stderr as evidence shows it: its last ``lines`` lines, each cut to its
    last ``width`` characters (an engine that writes megabytes on one line is shown its end, not
    all of it in every scenario's evidence)."""
    kept = text.rstrip().splitlines()[-lines:]
    return "\n    ".join(line if len(line) <= width else f"…{line[-width:]}" for line in kept)


def _short(value: Any, limit: int = 2000) -> str:
    import json

    text = value if isinstance(value, str) else json.dumps(value, sort_keys=True)
    return text if len(text) <= limit else text[:limit] + f"… ({len(text)} characters)"


@dataclass(frozen=True)
class EngineInfo:
    """What an engine says about itself when it starts (the ``start`` answer)."""

    name: str
    version: str = ""
    language: str = ""
    games: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    capabilities: frozenset[str] = frozenset()

    @classmethod
    def from_document(cls, doc: dict[str, Any]) -> EngineInfo:
        return cls(
            name=doc["name"],
            version=doc.get("version", ""),
            language=doc.get("language", ""),
            games=tuple(doc.get("games", ())),
            cards=tuple(doc.get("cards", ())),
            capabilities=expand_capabilities(doc.get("capabilities", ())),
        )

    def to_document(self) -> dict[str, Any]:
        return {"name": self.name, "version": self.version, "language": self.language,
                "games": list(self.games), "cards": list(self.cards),
                "capabilities": sorted(self.capabilities)}


class Adapter(abc.ABC):
    """An engine under test. One instance serves many scenarios, one after another.

    ``setup`` replaces the whole game with the given state document; ``perform`` applies one
    action and returns a result document; ``snapshot`` returns the current state document
    with each object's computed ``view``.
    """

    @abc.abstractmethod
    def start(self) -> dict[str, Any]:
        """Start the engine; return its start answer (name, version, language, games, cards,
        capabilities)."""

    @abc.abstractmethod
    def setup(self, state: dict[str, Any]) -> None:
        """Replace the game with ``state``. Raise EngineFault(kind='refused_setup') if the
        engine finds the document invalid, naming the JSON pointer in the problems."""

    @abc.abstractmethod
    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        """Perform ``action``; return the result document."""

    @abc.abstractmethod
    def snapshot(self) -> dict[str, Any]:
        """The current state document, with views."""

    @abc.abstractmethod
    def stop(self) -> None:
        """Stop the engine and free what it holds. Safe to call twice."""

    def restart(self) -> None:
        """Bring a faulted engine back for the next scenario (a process adapter starts a new
        process). The default does nothing: an in-process engine keeps no state between setups."""
        return None


class ValidatingAdapter(Adapter):
    """Checks every document both ways against schemas/.

    A document the suite sends that breaks the contract is a defect of the scenario
    (``schemas.DocumentError``); a document the engine returns that breaks it is the
    engine's fault (``EngineFault`` of kind ``invalid_answer``).
    """

    def __init__(self, inner: Adapter) -> None:
        self.inner = inner
        self.info: EngineInfo | None = None
        # A protocol adapter already checks each answer against its message schema, which
        # includes the state and result documents: no need to check them twice.
        self.answers_checked = bool(getattr(inner, "validates_answers", False))
        #: Set by a caller that has checked every state and action it sends against the contract
        #: itself (``rulespec replay``: each vector whole, against schemas/vector.json, whose state and
        #: actions are those schemas, and its state's references): they are not checked again here.
        self.sent_checked = False

    def start(self) -> dict[str, Any]:
        doc = _guarded(self.inner.start, "start")
        if not isinstance(doc, dict) or not isinstance(doc.get("name"), str):
            raise EngineFault("invalid_answer", "the start answer must be an object with a `name`", got=doc)
        self.info = EngineInfo.from_document(doc)
        return doc

    def setup(self, state: dict[str, Any]) -> None:
        if not self.sent_checked:
            schemas.check("state", state)
        _guarded(self.inner.setup, "setup", state)

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        if not self.sent_checked:
            schemas.check("action", action)
        result = _guarded(self.inner.perform, "perform", action)
        if not self.answers_checked:
            self._check_answer("result", result, action)
        return result

    def snapshot(self) -> dict[str, Any]:
        snap = _guarded(self.inner.snapshot, "snapshot")
        if not self.answers_checked:
            self._check_answer("state", snap, {"snapshot": True})
        return snap

    def stop(self) -> None:
        self.inner.stop()

    def restart(self) -> None:
        _guarded(self.inner.restart, "restart")

    @staticmethod
    def _check_answer(kind: str, doc: Any, sent: Any) -> None:
        problems = schemas.validate(kind, doc)
        if problems:
            raise EngineFault("invalid_answer", f"the engine's {kind} document breaks the schema",
                              sent=sent, got=doc, problems=problems)


def _guarded(method: Any, name: str, *args: Any) -> Any:
    """Call an inner adapter's method; an exception that is not one of the outcomes above (a bug
    of a ``python:`` adapter, say) is the engine's fault: the scenario errors, it does not fail."""
    try:
        return method(*args)
    except (EngineFault, EngineSkipped, schemas.DocumentError):
        raise
    except Exception as exc:
        import traceback

        where = traceback.format_tb(exc.__traceback__.tb_next if exc.__traceback__ else None)
        raise EngineFault("crash", f"the adapter's {name}() raised {type(exc).__name__}: {exc}",
                          sent=args[0] if args else None, stderr="where it raised:\n" + "".join(where)) from exc
