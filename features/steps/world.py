"""The scenario's world: the state document the Given steps build, the actions the When steps
send, and the snapshots the Then steps read. It talks to the engine only through the Adapter
interface and the documents of schemas/ (design.md: the one rule of the architecture).

A failed check reads like a toml-test failure: the ruling, the step, the JSON pointer that
differs with what was wanted and what came back, then what was sent.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from rulespec import schemas
from rulespec.adapters.base import CAPABILITIES
from rulespec.adapters.session import Engine, Mismatch, ruling_ids

STATE_SCHEMA = "rulespec/state/1"
#: A scenario tagged ``@requires-<capability>`` (on itself, its Rule or its Feature) is skipped
#: on an engine that does not declare that capability.
REQUIRES = "requires-"
ACTION_SCHEMA = "rulespec/action/1"

#: The capability each action type needs (adapters.base.CAPABILITIES).
ACTION_CAPABILITY = {
    "play": "play", "resolve": "chain", "move": "move", "recall": "recall", "attach": "attach",
    "detach": "detach", "deal_damage": "damage", "kill": "kill", "banish": "banish",
    "change_control": "control", "ready": "exhaust", "exhaust": "exhaust", "stun": "states",
    "empower": "states", "buff": "buff", "move_counter": "counters", "remove_counter": "counters",
    "spend_counters": "counters", "become_copy": "copy", "return_to_board": "return",
    "activate": "abilities",  # any ability but Equip, which needs "equip"
}

#: Defaults of the state document, as schemas/state.json gives them, applied to whatever an
#: engine returns (an engine may leave out any field at its default). Absent references are null.
OBJECT_DEFAULTS: dict[str, Any] = {
    "attached_to": None, "location": None, "copy_of": None,
    **{k: v["default"] for k, v in schemas.load_schema("state")["$defs"]["object"]["properties"].items()
       if "default" in v}}


class World:
    def __init__(self, engine: Engine, node: pytest.Item) -> None:
        self.engine = engine
        self.node = node
        self.doc: dict[str, Any] = {"schema": STATE_SCHEMA, "game": "riftbound", "players": [],
                                    "battlefields": [], "objects": []}
        self.started = False
        self.history: list[tuple[dict[str, Any], dict[str, Any]]] = []
        self.before: dict[str, Any] | None = None  # snapshot taken before an attempted action
        self.verdict_checked = True  # whether a Then step read the verdict of a "tries to" action
        self._snapshot: dict[str, Any] | None = None
        for mark in node.iter_markers():
            if mark.name.startswith(REQUIRES):
                self.require(mark.name.removeprefix(REQUIRES), f"the scenario is tagged @{mark.name}")

    # --- Given: building the state document ---------------------------------------------

    def add_player(self, player_id: str) -> None:
        if all(p["id"] != player_id for p in self.doc["players"]):
            self.doc["players"].append({"id": player_id})

    def player_doc(self, player_id: str) -> dict[str, Any]:
        for p in self.doc["players"]:
            if p["id"] == player_id:
                return p
        raise pytest.UsageError(f"the scenario names player {player_id!r} before the game has them")

    def add_object(self, obj: dict[str, Any]) -> None:
        if self.started:
            raise pytest.UsageError("Given steps must come before the first When or Then step")
        self.doc["objects"].append(obj)

    def object_doc(self, object_id: str) -> dict[str, Any]:
        for o in self.doc["objects"]:
            if o["id"] == object_id:
                return o
        raise KeyError(f"the scenario has set up no object {object_id!r}")

    # --- talking to the engine ------------------------------------------------------------

    def require(self, capability: str, why: str = "") -> None:
        if capability not in CAPABILITIES:
            raise pytest.UsageError(f"unknown capability {capability!r}; known: {', '.join(CAPABILITIES)}")
        self.engine.check_started()
        if capability not in self.engine.info.capabilities:
            pytest.skip(f"engine {self.engine.info.name!r} does not declare capability {capability!r}"
                        f" ({CAPABILITIES[capability]}){': ' + why if why else ''}")

    def ensure_setup(self) -> None:
        if self.started:
            return
        self.engine.check_started()
        if self.engine.info.games and self.doc["game"] not in self.engine.info.games:
            pytest.skip(f"engine {self.engine.info.name!r} does not implement the game {self.doc['game']!r}")
        for o in self.doc["objects"]:
            card = o["card"]
            if "set" in card and f"{card['name']} ({card['set']})" not in self.engine.info.cards:
                pytest.skip(f"engine {self.engine.info.name!r} does not implement the card "
                            f"{card['name']} ({card['set']})")
        self.engine.adapter.setup(self.doc)
        self.started = True

    def perform(self, action: dict[str, Any], *, attempt: bool = False) -> dict[str, Any]:
        """Send an action; ``attempt`` says the scenario expects it may be rejected, so the
        state before is kept to show that a rejection changed nothing."""
        capability = "equip" if action.get("ability") == "equip" else ACTION_CAPABILITY.get(action["type"])
        if capability:
            self.require(capability)
        self.ensure_setup()
        self.check_verdict_read()
        self.before = self.snapshot() if attempt else None
        result = self.engine.adapter.perform({"schema": ACTION_SCHEMA, **action})
        self.history.append((action, result))
        self._snapshot = None
        self.verdict_checked = not attempt
        if not attempt and not result.get("accepted"):
            # A When step without "tries to" states that the action happens: a refusal must not
            # let the Then steps read an unchanged state and pass.
            rule = f" (rule {result['rule']})" if result.get("rule") else ""
            self.fail(f"the engine performs the action of this When step; it was rejected as "
                      f"{result.get('reason')!r}{rule}: {result.get('message', '')}".rstrip(": "),
                      "/accepted", True, result.get("accepted"))
        return result

    def check_verdict_read(self) -> None:
        """A "tries to" step allows a rejection; the scenario must then say which verdict it wants."""
        if not self.verdict_checked:
            raise pytest.UsageError("a 'When … tries to …' step must be followed by 'Then the action is accepted' or "
                                    "'Then the action is rejected as \"<reason>\"' before the next action")

    def snapshot(self) -> dict[str, Any]:
        self.ensure_setup()
        if self._snapshot is None:
            self._snapshot = self.engine.adapter.snapshot()
        return self._snapshot

    # --- Then: reading -------------------------------------------------------------------

    @property
    def last(self) -> tuple[dict[str, Any], dict[str, Any]]:
        if not self.history:
            raise pytest.UsageError("this Then step reads the last action, but no action was performed")
        return self.history[-1]

    def events(self) -> list[dict[str, Any]]:
        _action, result = self.last
        if not result.get("accepted"):
            self.fail("the last action was rejected, so it has no events", "/accepted", True, False)
        return result["events"]

    def find(self, object_id: str, snap: dict[str, Any] | None = None) -> tuple[int, dict[str, Any]]:
        snap = snap or self.snapshot()
        for i, o in enumerate(snap["objects"]):
            if o["id"] == object_id:
                return i, {**OBJECT_DEFAULTS, "controller": o["owner"], **o}
        self.fail(f"the snapshot has no object {object_id!r}", "/objects", object_id, None)
        raise AssertionError  # unreachable: fail raises

    def field(self, object_id: str, name: str) -> tuple[str, Any]:
        """(JSON pointer, value) of an object's field, defaults applied."""
        i, obj = self.find(object_id)
        return f"/objects/{i}/{name}", obj.get(name)

    def view(self, object_id: str, name: str, capability: str) -> tuple[str, Any]:
        self.require(capability)
        i, obj = self.find(object_id)
        v = obj.get("view") or {}
        if name not in v:
            self.fail(f"the engine declares {capability!r} but its snapshot has no view.{name} for {object_id!r}",
                      f"/objects/{i}/view/{name}", "a value", None)
        return f"/objects/{i}/view/{name}", v[name]

    def expect(self, what: str, pointer: str, wanted: Any, got: Any) -> None:
        if wanted != got:
            self.fail(what, pointer, wanted, got)

    def fail(self, what: str, pointer: str, wanted: Any, got: Any) -> None:
        raise Mismatch(self.report(what, pointer, wanted, got))

    def report(self, what: str, pointer: str, wanted: Any, got: Any) -> str:
        ids = ", ".join(ruling_ids(self.node)) or "no ruling ID"
        lines = [f"FAILED [{ids}] {self.node.nodeid}"]
        step = getattr(self.node, "_rulespec_step", None)
        if step:
            lines.append(f"  step:   {step}")
        lines += [f"  check:  {what}", f"  at:     {pointer or '/'}",
                  f"  wanted: {_js(wanted)}", f"  got:    {_js(got)}"]
        if self.history:
            lines.append("  actions sent, with the engine's answers:")
            for action, result in self.history:
                lines.append(f"    {_js(action)}")
                lines.append(f"      -> {_js(result)}")
        lines.append(f"  state set up: {_js(self.doc)}")
        return "\n".join(lines)


def _js(value: Any) -> str:
    text = json.dumps(value, sort_keys=True)
    return text if len(text) < 4000 else text[:4000] + "…"


# --- phrases shared by the step modules ----------------------------------------------------

LOCATION = re.compile(r'^(?:in (?:(?P<their>their)|(?P<player>\w+)\'s) base|at (?:battlefield )?"?(?P<bf>[\w.-]+)"?)$')


def parse_location(phrase: str, controller: str | None = None) -> str:
    """``in their base`` / ``in B's base`` / ``at battlefield "bf1"`` -> a location string."""
    m = LOCATION.match(phrase.strip())
    if not m:
        raise pytest.UsageError(f"not a location phrase: {phrase!r} (say: in their base, in B's base, "
                                'at battlefield "bf1")')
    if m["bf"]:
        return f"battlefield:{m['bf']}"
    if m["their"]:
        if controller is None:
            raise pytest.UsageError(f"{phrase!r}: whose base?")
        return f"base:{controller}"
    return f"base:{m['player']}"


COST = re.compile(r"\[(\d+|[RGBOPYA])\]")
SYMBOLS = {"R": "fury", "G": "calm", "B": "mind", "O": "body", "P": "chaos", "Y": "order", "A": "any"}


def parse_cost(text: str) -> dict[str, Any]:
    """``[1][G]`` -> {"energy": 1, "power": {"calm": 1}} (Riftbound symbols: 134.2, 135.2.e)."""
    if not re.fullmatch(r"(\[(\d+|[RGBOPYA])\])+", text.strip()):
        raise pytest.UsageError(f"not a cost in bracket notation: {text!r} (e.g. [1][G])")
    doc: dict[str, Any] = {}
    for token in COST.findall(text):
        if token.isdigit():
            doc["energy"] = doc.get("energy", 0) + int(token)
        else:
            power = doc.setdefault("power", {})
            power[SYMBOLS[token]] = power.get(SYMBOLS[token], 0) + 1
    return doc


def quoted(text: str) -> list[str]:
    """``"a", "b" and "c"`` -> ["a", "b", "c"]."""
    return re.findall(r'"([^"]+)"', text)


@pytest.fixture
def world(rulespec_engine: Engine, request: pytest.FixtureRequest) -> World:
    return World(rulespec_engine, request.node)


def pytest_bdd_after_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    """After the last step: a "tries to" action whose verdict no step read is a defect of the scenario."""
    if "world" in request.fixturenames:
        request.getfixturevalue("world").check_verdict_read()
