"""Generated Magic games (``game: "mtg"``): creatures and artifacts on one battlefield, no locations.

The Equipment rules as the oracle plays them for Magic (oracle/games.py, the old French rules
212.2g-k and 502.33): an Equipment is an artifact with the subtype Equipment and an equip cost
(sometimes two: 502.33c), attached to a creature; an Equipment creature (212.2i) and an artifact
with an equip ability but no subtype are drawn too, and Equipment that grants a keyword or an
activated ability to the creature it equips (212.2k). The actions are those Magic has (no move,
recall, standard move, stun, empower, turn or combat: the ruleset refuses them), drawn with the
roles the rules give the objects so that most are accepted: Equip by the turn player on a creature
they control while the stack is empty (502.33a), a copy that makes an Equipment a creature or a
creature an artifact (212.2i), a control change (212.2k), a creature destroyed and returned while
an equip waits for it (400.7).

Every draw is one integer, as in ``generate`` (whose helpers this module uses).
"""

from __future__ import annotations

from typing import Any

from rulespec.adapters.runner.fuzz.generate import PLAYERS, STATE_SCHEMA, Draw, Profile, _chance, _ints, _one, _other

#: The actions Magic has, of those the generator draws (the others are refused by the MTG ruleset).
MTG_ACTIONS = ("play", "resolve", "attach", "detach", "deal_damage", "kill", "banish", "change_control", "ready",
               "exhaust", "become_copy", "return_to_board", "activate")

#: The actions the Equipment rules are about, drawn this many times more often than the others.
WEIGHTED = {"activate": 4, "resolve": 2, "attach": 1, "become_copy": 1, "change_control": 1}

#: Activated abilities a creature prints or an Equipment grants (features/steps/given.py's phrases).
ABILITIES = (
    {"key": "1-untap-me", "text": "[1]: Untap me", "cost": {"energy": 1}, "effect": [{"op": "ready", "object": "me"}]},
    {"key": "1-tap-me", "text": "[1]: Tap me", "cost": {"energy": 1}, "effect": [{"op": "exhaust", "object": "me"}]},
)


def _controller(obj: dict[str, Any]) -> str:
    return str(obj.get("controller", obj["owner"]))


def _is_creature(obj: dict[str, Any]) -> bool:
    return obj["card"].get("type") == "creature"


def _equipment(obj: dict[str, Any]) -> bool:
    return "Equipment" in obj["card"].get("tags", ())


def _creature_card(draw: Draw, profile: Profile) -> dict[str, Any]:
    card: dict[str, Any] = {"type": "creature"}
    if _chance(draw, 4):
        card["keywords"] = ["Vigilance"]
    if profile.has("abilities") and _chance(draw, 4):
        card["abilities"] = [dict(_one(draw, ABILITIES))]
    return card


def _artifact_card(draw: Draw, profile: Profile) -> dict[str, Any]:
    kind = _one(draw, ("Equipment", "Equipment", "Equipment", "Equipment", "artifact", "Equipment creature"))
    if kind == "artifact":
        card: dict[str, Any] = {"type": "artifact"}
        if profile.has("equip") and _chance(draw, 2):  # an equip ability without the subtype (212.2i)
            card["equip_cost"] = {"energy": draw(_ints(0, 2))}
        return card
    card = {"type": "creature", "tags": ["Artifact", "Equipment"]} if kind == "Equipment creature" else \
        {"type": "artifact", "tags": ["Equipment"]}
    if profile.has("equip"):
        card["equip_cost"] = {"energy": draw(_ints(0, 2))}
        if _chance(draw, 4):  # several equip abilities, each its own (502.33c)
            card["extra_equip_costs"] = [{"energy": draw(_ints(0, 3))}]
    if _chance(draw, 3):
        card["effect_keywords"] = ["Vigilance"]
    if profile.has("abilities") and _chance(draw, 3):
        card["effect_abilities"] = [dict(_one(draw, ABILITIES))]
    return card


def _permanent(draw: Draw, profile: Profile, object_id: str, card: dict[str, Any]) -> dict[str, Any]:
    owner = _one(draw, PLAYERS)
    obj: dict[str, Any] = {"id": object_id, "card": card, "owner": owner}
    zone = _one(draw, ("board", "board", "board", "board", "board", "hand", "trash"))
    if zone != "board" and not profile.has("play" if zone == "hand" else "return"):
        zone = "board"
    obj["zone"] = zone
    if zone != "board":
        return obj
    if profile.has("control") and draw(_ints(0, 5)) == 0:
        obj["controller"] = _other(owner)
    if profile.has("exhaust") and _chance(draw, 4):
        obj["exhausted"] = True
    return obj


def draw_mtg_state(draw: Draw, profile: Profile) -> dict[str, Any]:
    """A valid Magic state document: two players with some mana, 1-4 creatures and 0-3
    artifacts (mostly Equipment), some Equipment attached to a creature, the turn player's main phase."""
    players: list[dict[str, Any]] = []
    for player in PLAYERS:
        doc: dict[str, Any] = {"id": player}
        if profile.has("equip") or profile.has("abilities"):
            energy = draw(_ints(0, 4))
            if energy:
                doc["pool"] = {"energy": energy}
        players.append(doc)
    objects = [_permanent(draw, profile, f"c{i}", _creature_card(draw, profile))
               for i in range(1, draw(_ints(1, 4)) + 1)]
    objects += [_permanent(draw, profile, f"a{i}", _artifact_card(draw, profile))
                for i in range(1, draw(_ints(0, 3)) + 1)]
    hosts = [o for o in objects if o["zone"] == "board" and _is_creature(o)]
    for obj in objects:
        if obj["zone"] == "board" and _equipment(obj) and not _is_creature(obj) and hosts and _chance(draw, 2):
            obj["attached_to"] = _one(draw, hosts)["id"]
    doc = {"schema": STATE_SCHEMA, "game": "mtg", "players": players, "objects": objects}
    if profile.has("turns") or profile.has("equip") or _chance(draw, 2):
        # mostly the turn of a player with something to equip: when equip can be played (502.33a)
        equippers = [_controller(o) for o in objects if o["zone"] == "board" and "equip_cost" in o["card"]]
        active = _one(draw, equippers) if equippers and draw(_ints(0, 3)) else _one(draw, PLAYERS)
        doc["turn"] = {"number": draw(_ints(1, 3)), "active_player": active, "phase": "main"}
    return doc


class _Board:
    """The objects of a Magic state, by the roles actions give them."""

    def __init__(self, state: dict[str, Any]) -> None:
        self.objects = [o for o in state["objects"] if not o.get("token")]
        on_board = [o for o in self.objects if o["zone"] == "board"]
        self.permanents = on_board
        self.creatures = [o for o in on_board if _is_creature(o)]
        self.artifacts = [o for o in on_board if o["card"].get("type") == "artifact" or _equipment(o)]
        self.equipping = [o for o in on_board if "equip_cost" in o["card"]]
        self.attached = [o for o in on_board if "attached_to" in o]
        self.hand = [o for o in self.objects if o["zone"] == "hand"]
        self.gone = [o for o in self.objects if o["zone"] in ("trash", "banishment")]
        self.chain = state.get("chain") or []
        self.active = state.get("turn", {}).get("active_player", "A")
        by_id = {o["id"]: o for o in on_board}
        #: the permanents the top of the stack names: its source and its targets
        self.named = [by_id[i] for i in (self.chain[-1]["source"], *self.chain[-1].get("targets", ()))
                      if i in by_id] if self.chain else []
        by_id = {o["id"]: o for o in on_board}
        #: (creature, ability key): printed ones, and those an attached Equipment grants (212.2k)
        self.abilities = [(o, a["key"]) for o in self.creatures for a in o["card"].get("abilities", ())]
        for eq in self.attached:
            host = by_id.get(eq["attached_to"])
            if host is not None:
                self.abilities += [(host, a["key"]) for a in eq["card"].get("effect_abilities", ())]

    def usable(self, kind: str) -> bool:
        needs: dict[str, Any] = {
            "attach": self.artifacts and self.creatures, "detach": self.attached,
            "activate": (self.equipping and self.creatures) or self.abilities, "play": self.hand,
            "resolve": self.chain, "return_to_board": self.gone, "become_copy": len(self.permanents) > 1,
        }
        return bool(needs.get(kind, self.permanents))


def draw_mtg_step(draw: Draw, profile: Profile, state: dict[str, Any], game: Any = None) -> list[dict[str, Any]]:
    """One step of play on a Magic ``state``: an action, or an activation with the ``resolve``
    after it. Mostly what the rules allow; now and then not (another player, a wrong object).
    ``game`` (the oracle's GameState of ``state``) is not read: a Magic step needs the document only."""
    board = _Board(state)
    types = [t for t in profile.action_types() if t in MTG_ACTIONS]
    usable = [t for t in types if board.usable(t)] or types
    kind = _one(draw, usable + [t for t in usable if t in WEIGHTED for _ in range(WEIGHTED[t])])
    anything = board.objects

    def pick(pool: list[dict[str, Any]]) -> dict[str, Any]:
        return _one(draw, pool or board.creatures or board.permanents or anything)

    def player_for(obj: dict[str, Any]) -> str:
        return _controller(obj) if draw(_ints(0, 7)) else _other(_controller(obj))

    def anyone() -> str:
        return _one(draw, PLAYERS)

    def then_resolve(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
        if profile.has("chain") and _chance(draw, 2):  # else later: something may happen in between
            steps.append({"type": "resolve", "player": steps[0]["player"]})
        return steps

    equip = "equip" in profile.capabilities and board.equipping
    if kind == "activate" and equip and (not board.abilities or draw(_ints(0, 3))):
        # Equip: the turn player's permanent with an equip ability, on a creature they control (502.33a)
        player = board.active if draw(_ints(0, 5)) else _other(board.active)
        mine = [o for o in board.equipping if _controller(o) == player]
        source = pick(mine if mine and draw(_ints(0, 5)) else board.equipping)
        friendly = [c for c in board.creatures if _controller(c) == player and c is not source]
        target = source if _chance(draw, 8) else pick(friendly if draw(_ints(0, 5)) else board.creatures)
        action: dict[str, Any] = {"type": "activate", "player": player, "object": source["id"], "ability": "equip",
                                  "targets": [target["id"]]}
        if "extra_equip_costs" in source["card"] and _chance(draw, 2):
            action["instance"] = 2
        if profile.has("chain") and _chance(draw, 4):
            # while it waits, what it names leaves and comes back (a new object), or changes control
            # and comes back (the same object): 400.7, 212.2h
            named = source if target is source or _chance(draw, 2) else target
            ways = [w for w, needs in (("kill", ("kill", "return")), ("banish", ("banish", "return")),
                                       ("change_control", ("control",))) if profile.has(*needs)]
            way = _one(draw, ways) if ways else None
            between: list[dict[str, Any]] = []
            if way == "change_control":
                between = [{"type": way, "player": anyone(), "object": named["id"], "to": _other(_controller(named))},
                           {"type": way, "player": anyone(), "object": named["id"], "to": _controller(named)}]
            elif way is not None:
                between = [{"type": way, "player": anyone(), "object": named["id"]},
                           {"type": "return_to_board", "player": anyone(), "object": named["id"]}]
            return [action, *between, {"type": "resolve", "player": player}]
        return then_resolve([action])
    if kind == "activate":  # a creature's ability, printed or granted, its controller's mostly
        mine = [(o, key) for o, key in board.abilities if _controller(o) == board.active]
        creature, key = _one(draw, mine if mine and draw(_ints(0, 3)) else board.abilities)
        return then_resolve([{"type": "activate", "player": player_for(creature), "object": creature["id"],
                              "ability": key}])
    if kind == "play":
        card = pick([o for o in board.hand if o["owner"] == board.active] or board.hand)
        player = card["owner"] if draw(_ints(0, 7)) else _other(card["owner"])
        return [{"type": "play", "player": player, "object": card["id"]}]
    if kind == "resolve":
        return [{"type": "resolve", "player": _one(draw, (board.active, board.active, _other(board.active)))}]
    if kind == "attach":
        equipment = [a for a in board.artifacts if _equipment(a) and not _is_creature(a)]
        card = pick(equipment if equipment and draw(_ints(0, 3)) else board.artifacts)
        host = pick(board.creatures if draw(_ints(0, 4)) else board.permanents)
        return [{"type": "attach", "player": player_for(card), "object": card["id"], "to": host["id"]}]
    if kind == "detach":
        card = pick(board.attached)
        return [{"type": "detach", "player": player_for(card), "object": card["id"]}]
    if kind in ("kill", "banish"):
        if board.named and _chance(draw, 2):  # what a waiting ability names: gone, perhaps back as new (400.7)
            target = _one(draw, board.named)
        else:
            target = pick(board.creatures if draw(_ints(0, 2)) else board.permanents)
        steps = [{"type": kind, "player": anyone(), "object": target["id"]}]
        if board.chain and profile.has("return") and _chance(draw, 2):  # back as a new object (400.7)
            steps.append({"type": "return_to_board", "player": anyone(), "object": target["id"]})
        return steps
    if kind == "return_to_board":
        return [{"type": kind, "player": anyone(), "object": pick(board.gone)["id"]}]
    if kind == "change_control":
        waiting = bool(board.named) and _chance(draw, 2)
        target = _one(draw, board.named) if waiting else pick(board.permanents)
        taken = [{"type": kind, "player": anyone(), "object": target["id"], "to": _other(_controller(target))}]
        if waiting and _chance(draw, 2):  # taken and given back while the ability waits: the same object (400.7)
            taken.append({"type": kind, "player": anyone(), "object": target["id"], "to": _controller(target)})
        return taken
    if kind == "become_copy":
        # an Equipment that becomes a creature or loses the subtype, a creature that becomes an artifact (212.2i)
        obj = pick(board.attached + board.creatures if draw(_ints(0, 2)) else board.permanents)
        model = pick([o for o in board.permanents if o is not obj])
        return [{"type": kind, "player": anyone(), "object": obj["id"], "of": model["id"]}]
    if kind == "deal_damage":
        return [{"type": kind, "player": anyone(), "amount": draw(_ints(0, 3)), "to": pick(board.creatures)["id"],
                 "source": {"kind": "spell"}}]
    # ready, exhaust
    return [{"type": kind, "player": anyone(), "object": pick(board.permanents)["id"]}]
