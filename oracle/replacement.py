"""Replacement effects: which ones apply to a proposed event (Riftbound 369-375, 725.1).

A replacement is matched by its data, never by its card: ``{"replaces": {"event": "die",
"object": "me"}}`` replaces the death of the object that has the ability; ``"object": "this"``
names the card that printed it. Two shapes:

- "If … would …, … instead" (``instead``): the event does not happen; the replacement's
  effect happens in its place (370.1.b). Each replacement applies at most once to an event and
  to the events that replace it (370.2). Only active abilities apply (135.4).
- "As …" (725.1; worded with "as", 369): the event happens, modified as it happens. "As this
  is attached…" applies although the card's printed rules text is inactive once it is attached
  (718.2), since it applies during the attach; its choice is the card's controller's.

With several replacements on one event the affected object's controller chooses the order
(372); the oracle knows of no two that meet on one event yet, and applies them in the order
of the object's abilities.
"""

from __future__ import annotations

from rulespec.oracle.errors import Rejected
from rulespec.oracle.events import Event
from rulespec.oracle.layers import Ability, abilities, active_abilities, is_unit
from rulespec.oracle.state import GameState


def _matches(ability: Ability, event: Event) -> bool:
    spec = ability.definition.replaces or {}
    if spec.get("event") != event.replaced_as:
        return False
    wanted = spec.get("object", "me")
    return (ability.holder if wanted == "me" else ability.origin) == event.object


def instead(state: GameState, event: Event) -> Ability | None:
    """The first replacement that replaces ``event`` and has not yet been applied to it (370.2)."""
    obj = state.get(event.object)
    if obj is None:
        return None
    for ability in active_abilities(state, obj, "replacement"):
        if ability.definition.instead and _matches(ability, event) and key(ability) not in event.applied:
            return ability
    return None


def as_it_happens(state: GameState, event: Event) -> list[Ability]:
    """The "As …" replacements of the card ``event`` is about: active or not, for "As this is
    attached" (725.1)."""
    obj = state.get(event.object)
    if obj is None:
        return []
    return [a for a in abilities(state, obj) if a.definition.kind == "replacement" and not a.definition.instead
            and a.origin == obj.id and _matches(a, event)]


def key(ability: Ability) -> tuple[str, str]:
    """What identifies a replacement for 370.2: the card that printed it, and its key."""
    return (ability.origin, ability.definition.key)


def choice(state: GameState, spec: str, player: str, host_id: str, chosen: tuple[str, ...] | None) -> str | None:
    """The choice an "As this is attached" text asks for (725.1): written into the action, or
    forced when only one object fits; with nothing to choose, that part does nothing (055)."""
    if spec != "another_friendly_unit":
        raise ValueError(f"unknown choice specification {spec!r}")
    fits = [o.id for o in state.board() if is_unit(o) and o.controller == player and o.id != host_id]
    if chosen is None:
        if len(fits) > 1:
            raise Rejected("illegal_target", "725.1", f"choose another friendly unit: one of {fits}")
        return fits[0] if fits else None
    if len(chosen) != 1 or chosen[0] not in fits:
        raise Rejected("illegal_target", "725.1", f"choose one other unit {player} controls, one of {fits}; "
                       f"got {list(chosen)}")
    return chosen[0]
