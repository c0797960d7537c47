"""The scenario's world: the state document the Given steps build, the actions the When steps
send, and the snapshots the Then steps read. It talks to the engine only through the Adapter
interface and the documents of schemas/ (the one rule of the architecture: docs/implementing.md).

A failed check reads like a toml-test failure: the ruling, the step, the JSON pointer that
differs with what was wanted and what came back, then what was sent.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from rulespec import schemas
from rulespec.adapters.base import ALIASES, CAPABILITIES
from rulespec.adapters.session import (
    DECLARED,
    UNCHECKED,
    Engine,
    InvariantBroken,
    Mismatch,
    lacks_card,
    lacks_game,
    ruling_ids,
)
from rulespec.features.steps import invariants
from rulespec.features.steps.checks import Check, Failure, evaluate, failure_report

STATE_SCHEMA = "rulespec/state/1"
#: A scenario tagged ``@requires-<capability>`` (on itself, its Rule or its Feature) is skipped
#: on an engine that does not declare that capability.
REQUIRES = "requires-"
ACTION_SCHEMA = "rulespec/action/1"

#: The capability each action type needs (adapters.base.CAPABILITIES).
ACTION_CAPABILITY = {
    "play": "play", "resolve": "chain", "move": "move", "recall": "recall", "attach": "attach",
    "detach": "detach", "deal_damage": "damage", "kill": "kill", "banish": "banish",
    "change_control": "control", "ready": "exhaust", "exhaust": "exhaust", "stun": "stun",
    "empower": "empower", "buff": "buff", "move_counter": "move_counter", "remove_counter": "remove_counter",
    "spend_counters": "spend_counters", "become_copy": "copy", "return_to_board": "return",
    "activate": "abilities",  # any ability but Equip, which needs "equip"
}

#: The verbs of the simple When step (when.simple), as action types.
SIMPLE_VERBS = {"plays": "play", "recalls": "recall", "detaches": "detach", "readies": "ready", "exhausts": "exhaust",
                "stuns": "stun", "empowers": "empower", "buffs": "buff", "banishes": "banish"}

#: The event fields that say what an event is credited to (capability ``attribution``).
ATTRIBUTION_FIELDS = ("source", "responsible", "attributed_to")

#: The capability each field of a snapshot's ``view`` needs (schemas/state.json, view); nothing
#: reads ``view.type``.
VIEW_CAPABILITY = {"might": "view.might", "abilities": "view.abilities", "attachments": "view.attachment_list",
                   "top_most": "view.top_most", "equipped": "view.equipped", "tags": "view.tags",
                   "text_boxes": "view.text_boxes", "copy_of": "view.copy"}

#: Marks a capability a step needs for a part of its check only (``"reasons" + PART``): on an
#: engine without it the step still runs and makes the rest of its check; the part it leaves out
#: is counted in the report ("checks not made"), never silent.
PART = "?"

Needs = frozenset[str] | Callable[[dict[str, Any]], frozenset[str]]


def _action(action_type: str) -> frozenset[str]:
    return frozenset({ACTION_CAPABILITY[action_type]})


def _exact_events(args: dict[str, Any]) -> frozenset[str]:
    header = (args.get("datatable") or [[]])[0]
    return frozenset({"events", *(["attribution"] if set(header) & set(ATTRIBUTION_FIELDS) else [])})


NOTHING: frozenset[str] = frozenset()
EVENTS = frozenset({"events"})
ATTRIBUTION = frozenset({"events", "attribution"})
STATUS = {"stunned": "stun", "empowered": "empower"}


def _given_status(args: dict[str, Any]) -> frozenset[str]:
    """A unit set up stunned, empowered, damaged or with a buff: the engine must hold that
    (exhausted: every engine)."""
    if args.get("status"):
        return frozenset({STATUS[args["status"]]} if args["status"] in STATUS else ())
    return frozenset({"damage" if args.get("damage") else "buff"})


#: What each step needs of the engine, declared here and nowhere else: by step function
#: (``<module>.<function>`` of features/steps), the capabilities it needs (adapters.base.CAPABILITIES),
#: or a function of the step's parsed arguments (and ``datatable``, its table's rows) that gives
#: them; a name ending in PART is needed for a part of the step's check only. The runner reads
#: every step of a scenario before it runs and skips a scenario that needs a capability the engine
#: lacks before any request, naming every missing capability (``World.check_needs``); a step
#: that asks at run time for a capability this table does not give it is a defect of the suite
#: (``World.require``, ``World.checks``). docs/implementing.md lists every entry, in words
#: (tests/test_capabilities_doc.py).
STEP_CAPABILITIES: dict[str, Needs] = {
    "given.game": NOTHING, "given.turn": NOTHING, "given.attached": NOTHING, "given.rune_pool": NOTHING,
    "given.status": _given_status,
    "given.battlefield_controller": NOTHING, "given.third_player": NOTHING, "given.counters": NOTHING,
    # an item already on the chain: the engine holds a chain, and resolves that kind of ability
    "given.already_a_copy": frozenset({"copy"}),
    "given.chain_item": lambda a: frozenset({"chain", "spells" if a.get("spell") else
                                             "equip" if a.get("equip") else "abilities"}),
    # a generic card with an ability or a text has an ability the engine must hold
    "given.card_object": lambda a: frozenset({"abilities"} if re.search(r'\b(?:ability|text) "', a.get("props") or "")
                                             else ()),
    "when.activate": frozenset({"equip"}),
    # a mode is chosen for a "choose one" triggered ability
    "when.resolve": lambda a: _action("resolve") | (frozenset({"triggers"}) if a.get("mode") else NOTHING),
    "when.try_resolve": lambda a: _action("resolve") | (frozenset({"triggers"}) if a.get("mode") else NOTHING),
    "when.simple": lambda a: _action(SIMPLE_VERBS.get(str(a["verb"]), str(a["verb"]))),
    "when.attach": _action("attach"), "when.move": _action("move"), "when.kill": _action("kill"),
    "when.deal_damage": _action("deal_damage"), "when.object_deals_damage": _action("deal_damage"),
    "when.take_control": _action("change_control"), "when.move_counter": _action("move_counter"),
    "when.remove_counter": _action("remove_counter"), "when.spend": _action("spend_counters"),
    "when.become_copy": _action("become_copy") | {"view.copy" + PART},
    "when.return_to_board": _action("return_to_board"),
    "when.play_spell": frozenset({"spells", *_action("play")}), "when.banish_in_order": _action("banish"),
    "when.activate_generic": frozenset({"abilities"}),
    # an ability named by its text: "equip" if the text is the Equip keyword's, else any ability
    "when.activate_by_text": lambda a: frozenset({"equip" if a["text"].lower() == "equip" else "abilities"}),
    # the verdict needs nothing; the reason it names is compared only on an engine with "reasons"
    "then.verdict": lambda a: frozenset({"reasons" + PART} if a.get("reason") else ()),
    "then.unchanged": NOTHING, "then.attached_to": NOTHING,
    "then.carries": frozenset({"view.attachment_list"}), "then.might": frozenset({"view.might"}),
    "then.has_ability": frozenset({"view.abilities"}), "then.has_no_ability_from": frozenset({"view.abilities"}),
    "then.ability_activity": frozenset({"view.abilities"}), "then.text_box": frozenset({"view.text_boxes"}),
    "then.top_most": lambda a: frozenset({"view.top_most" if a["what"] == "Top-Most Card" else "view.equipped"}),
    "then.where": NOTHING,
    "then.has_status": lambda a: frozenset({STATUS[a["status"]]} if a["status"] in STATUS else ()),
    "then.damage": frozenset({"damage"}), "then.controlled_by": NOTHING,
    "then.has_tag": frozenset({"view.tags"}), "then.chain_empty": NOTHING,
    "then.chain_holds": frozenset({"chain"}), "then.moved": EVENTS,
    "then.recalled": lambda a: EVENTS | ({"cleanup"} if a.get("cleanup") else NOTHING),
    "then.detached": EVENTS, "then.detach_order": EVENTS, "then.no_events": EVENTS,
    "then.pool_holds": NOTHING, "then.has_counter": lambda a: frozenset({"buff"} if a.get("buff") else ()),
    "then.copy_of": frozenset({"view.copy"}),
    "then.counter_moved": EVENTS, "then.no_counter_placed": EVENTS, "then.attributed": ATTRIBUTION,
    "then.responsible": ATTRIBUTION, "then.exact_events": _exact_events,
    # "... with amount 2": attribution too when a field compared is one of ATTRIBUTION_FIELDS
    "then.caused_event": lambda a: EVENTS | (ATTRIBUTION if re.search(
        r"\b(?:source|responsible|attributed_to)\b", a.get("fields") or "") else NOTHING),
    "then.source_of": ATTRIBUTION,
    "then.battlefield_controlled_by": NOTHING, "then.counter_count": NOTHING,
    "when.activate_by_key": frozenset({"abilities"}), "when.resolve_all": _action("resolve"),
    "then.triggered": frozenset({"events", "triggers"}), "then.chain_triggered": frozenset({"chain", "triggers"}),
    "then.cost_paid_for": EVENTS,
}


def step_key(func: Callable[..., Any]) -> str:
    """A step function's key in STEP_CAPABILITIES."""
    return f"{func.__module__.rsplit('.', 1)[-1]}.{func.__name__}"


def step_needs(func: Callable[..., Any], args: dict[str, Any]) -> frozenset[str]:
    """The capabilities a step needs, from STEP_CAPABILITIES (a name ending in PART: for a part of its
    check only); a step missing there, or a name that is no capability, is a defect of the suite."""
    try:
        needs = STEP_CAPABILITIES[step_key(func)]
    except KeyError:
        raise pytest.UsageError(f"the step function {step_key(func)} does not say what it needs of the engine: "
                                "give it an entry in STEP_CAPABILITIES (features/steps/world.py)") from None
    names = needs if isinstance(needs, frozenset) else needs(args)
    for name in names:
        check_capability_name(name.removesuffix(PART), f"STEP_CAPABILITIES[{step_key(func)!r}]")
    return names


def check_capability_name(name: str, where: str) -> None:
    """A capability the suite names must be one of CAPABILITIES (an old name is a defect of the suite)."""
    if name in CAPABILITIES:
        return
    if name in ALIASES:
        raise pytest.UsageError(f"{where}: {name!r} is an old capability name; the suite names one feature at a "
                                f"time: {', '.join(ALIASES[name])}")
    raise pytest.UsageError(f"{where}: unknown capability {name!r}; known: {', '.join(CAPABILITIES)}")


class ScenarioNeeds:
    """What a scenario needs of the engine, read from all its steps before it runs: its game (None
    if no step names one), the capabilities it needs, and those only a part of a check needs, each
    with why (the steps or tag that need it)."""

    def __init__(self) -> None:
        self.game: str | None = None
        self.needs: dict[str, list[str]] = {}
        self.parts: dict[str, list[str]] = {}


#: Per pytest session: step (module, type, text) -> its step-definition context, or None.
_STEP_CONTEXTS = pytest.StashKey[dict[tuple[str, str, str], Any]]()


def scenario_needs(node: pytest.Item) -> ScenarioNeeds:
    """Read every step of a scenario before it runs (STEP_CAPABILITIES, and ``@requires-`` tags)."""
    from pytest_bdd.scenario import find_fixturedefs_for_step, scenario_wrapper_template_registry
    from pytest_bdd.steps import step_function_context_registry

    found = ScenarioNeeds()
    for mark in node.iter_markers():
        if mark.name.startswith(REQUIRES):
            capability = mark.name.removeprefix(REQUIRES)
            check_capability_name(capability, f"the tag @{mark.name}")
            found.needs.setdefault(capability, []).append(f"the scenario is tagged @{mark.name}")
    template = scenario_wrapper_template_registry.get(getattr(node, "obj", None))  # type: ignore[arg-type]
    fixtures = getattr(node.session, "_fixturemanager", None)
    if template is None or fixtures is None:
        return found
    contexts = node.session.stash.setdefault(_STEP_CONTEXTS, {})
    callspec = getattr(node, "callspec", None)
    for step in template.render(callspec.params.get("_pytest_bdd_example", {}) if callspec else {}).steps:
        # pytest-bdd's look-up tries every registered step fixture: done once per step text and
        # test module (the fixtures a node sees depend only on its module and conftests).
        key = (str(getattr(node, "path", "")), step.type, step.name)
        if key not in contexts:
            defs = list(find_fixturedefs_for_step(step, fixtures, node))
            contexts[key] = step_function_context_registry.get(defs[-1].func) if defs else None
        context = contexts[key]
        if context is None:
            continue  # no definition: the collector reports it as a defect of the suite
        args = dict(context.parser.parse_arguments(step.name) or {})
        if step.datatable is not None:
            args["datatable"] = step.datatable.raw()
        if step_key(context.step_func) == "given.game":
            found.game = "mtg" if args.get("game") == "Magic" else "riftbound"
        for name in step_needs(context.step_func, args):
            table = found.parts if name.endswith(PART) else found.needs
            table.setdefault(name.removesuffix(PART), []).append(f"{step.keyword} {step.name}")
    return found


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
        self._verified: list[dict[str, Any]] = []  # the snapshots held to the invariants already
        found = scenario_needs(node)
        self.needs, self.parts, self.game = found.needs, found.parts, found.game
        self.unchecked: dict[str, int] = {}  # capability -> steps that leave a part of their check out
        #: What the scenario did, step by step, for ``rulespec vectors``: each When and Then step with
        #: the actions it sent (and the answers) and the checks it made (adapters/runner/vectors.py).
        self.steps: list[dict[str, Any]] = []
        self.check_needs(found.game)

    def check_needs(self, game: str | None) -> None:
        """Before the first request: skip a scenario whose game, or any capability any of its
        steps needs, the engine lacks, naming every missing capability (no half-run scenario).
        A capability the engine lacks that only a part of a check needs does not skip it: the
        checks left out are counted, by capability, in the scenario's report (``unchecked``)."""
        self.engine.check_started()
        info = self.engine.info
        if game and info.games and game not in info.games:
            pytest.skip(lacks_game(info.name, game))
        missing = sorted(c for c in self.needs if c not in info.capabilities)
        if missing:
            pytest.skip(f"engine {info.name!r} does not declare " + ", ".join(
                f"capability {c!r} ({CAPABILITIES[c]}; needed by: {'; '.join(dict.fromkeys(self.needs[c]))})"
                for c in missing))
        setattr(self.node, DECLARED, sorted(self.needs))
        self.unchecked = {c: len(steps) for c, steps in sorted(self.parts.items())
                          if c not in info.capabilities and c not in self.needs}
        if self.unchecked:
            self.node.user_properties.append((UNCHECKED, self.unchecked))

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
        """A step is about to use ``capability``: STEP_CAPABILITIES must have said so (the scenario
        was skipped before it started if the engine lacks it)."""
        check_capability_name(capability, "World.require")
        if capability not in self.needs:
            raise pytest.UsageError(f"a step needs capability {capability!r} at run time, but no step of the scenario "
                                    "declares it: STEP_CAPABILITIES (features/steps/world.py) is missing it")
        self.engine.check_started()
        if capability not in self.engine.info.capabilities:
            pytest.skip(f"engine {self.engine.info.name!r} does not declare capability {capability!r}"
                        f" ({CAPABILITIES[capability]}){': ' + why if why else ''}")

    def checks(self, capability: str) -> bool:
        """Whether a step makes the part of its check that needs ``capability``, declared in
        STEP_CAPABILITIES as needed for a part only (``PART``): false on an engine without it, where
        the part left out is already counted in the scenario's report (``check_needs``)."""
        check_capability_name(capability, "World.checks")
        if capability in self.needs:
            return True
        if capability not in self.parts:
            raise pytest.UsageError(f"a step checks {capability!r} at run time, but STEP_CAPABILITIES "
                                    "(features/steps/world.py) does not say it needs it, even for a part")
        return capability in self.engine.info.capabilities

    def ensure_setup(self) -> None:
        if self.started:
            return
        self.engine.check_started()
        if self.engine.info.games and self.doc["game"] not in self.engine.info.games:
            pytest.skip(lacks_game(self.engine.info.name, self.doc["game"]))
        for o in self.doc["objects"]:
            card = o["card"]
            if "set" in card and f"{card['name']} ({card['set']})" not in self.engine.info.cards:
                pytest.skip(lacks_card(self.engine.info.name, f"{card['name']} ({card['set']})"))
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
        sent = {"schema": ACTION_SCHEMA, **action}
        result = self.engine.adapter.perform(sent)
        self.history.append((action, result))
        self._step()["actions"].append({"action": sent, "attempt": attempt, "answer": result})
        self._snapshot = None
        self.verdict_checked = not attempt
        if not attempt and not result.get("accepted"):
            # A When step without "tries to" states that the action happens: a refusal must not
            # let the Then steps read an unchanged state and pass.
            # Before any action was accepted nothing can have made an object: an unknown one the state
            # never held is the scenario's mistake, not the engine's (after one, an engine that did
            # not report the token it played would pass its own bug off as the scenario's).
            made = any(answer.get("accepted") for _, answer in self.history[:-1])
            never = [] if made else self.never_set_up(action)
            if never and result.get("reason") == "unknown_object":
                raise pytest.UsageError(f"the action names {', '.join(map(repr, never))}, which the scenario never "
                                        "set up (no Given step names it)")
            rule = f" (rule {result['rule']})" if result.get("rule") else ""
            self.fail(f"the engine performs the action of this When step; it was rejected as "
                      f"{result.get('reason')!r}{rule}: {result.get('message', '')}".rstrip(": "),
                      "/accepted", True, result.get("accepted"))
        return result

    def check_set_up(self, object_id: str) -> None:
        """A step that reads ``object_id`` before any action was accepted (so before anything could
        have made it) reads an object of the set-up: one the state never held is the scenario's
        mistake (a typo of an id), not the engine's."""
        if not any(answer.get("accepted") for _, answer in self.history) and \
                object_id not in {o["id"] for o in self.doc["objects"]}:
            raise pytest.UsageError(f"the step names {object_id!r}, which the scenario never set up "
                                    "(no Given step names it)")

    def never_set_up(self, action: dict[str, Any]) -> list[str]:
        """The objects ``action`` names that the scenario's state does not hold and no event of an
        earlier action names (a token an action played has an id only its events tell)."""
        named: list[str] = []
        for key in ("object", "objects", "targets", "source", "allowed_by", "instructed_by", "detach_order"):
            value = action.get(key)
            named += [v for v in (value if isinstance(value, list) else [value]) if isinstance(v, str)]
        if action.get("type") == "attach" and isinstance(action.get("to"), str):
            named.append(action["to"])
        known = {o["id"] for o in self.doc["objects"]}
        known |= {v for _, result in self.history for event in result.get("events", []) for v in event.values()
                  if isinstance(v, str)}
        return [name for name in dict.fromkeys(named) if name not in known]

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
        """The events of the last action (capability ``events``)."""
        self.require("events")
        _action, result = self.last
        if not result.get("accepted"):
            self.fail("the last action was rejected, so it has no events", "/accepted", True, False)
        return result["events"]

    def credit(self, event: dict[str, Any], name: str) -> Any:
        """What an event is credited to: one of ATTRIBUTION_FIELDS (capability ``attribution``)."""
        if name not in ATTRIBUTION_FIELDS:
            raise pytest.UsageError(f"{name!r} is not an attribution field: {ATTRIBUTION_FIELDS}")
        self.require("attribution")
        return event.get(name)

    def find(self, object_id: str, snap: dict[str, Any] | None = None) -> tuple[int, dict[str, Any]]:
        snap = snap or self.snapshot()
        for i, o in enumerate(snap["objects"]):
            if o["id"] == object_id:
                return i, {**OBJECT_DEFAULTS, "controller": o["owner"], **o}
        self.check_set_up(object_id)
        self.fail(f"the snapshot has no object {object_id!r}", "/objects", object_id, None)
        raise AssertionError  # unreachable: fail raises

    def field(self, object_id: str, name: str) -> tuple[str, Any]:
        """(JSON pointer, value) of an object's field, defaults applied."""
        i, obj = self.find(object_id)
        return f"/objects/{i}/{name}", obj.get(name)

    def view(self, object_id: str, name: str, capability: str = "") -> tuple[str, Any]:
        """(JSON pointer, value) of a field of an object's ``view``, which needs its capability
        (VIEW_CAPABILITY)."""
        capability = capability or VIEW_CAPABILITY[name]
        self.require(capability)
        i, obj = self.find(object_id)
        v = obj.get("view") or {}
        if name not in v:
            self.fail(f"the engine declares {capability!r} but its snapshot has no view.{name} for {object_id!r}",
                      f"/objects/{i}/view/{name}", "a value", None)
        return f"/objects/{i}/view/{name}", v[name]

    def check(self, *checks: Check) -> None:
        """Make a Then step's checks, in order, with the one evaluator (features/steps/checks.py);
        the first that does not hold fails the scenario. A check whose capabilities only a part of
        the step needs is not made on an engine without them (counted in ``unchecked``). Then each
        snapshot the checks read is held to the invariants every snapshot keeps (features/steps/invariants.py)."""
        read: list[str] = []

        def document(name: str) -> Any:
            read.append(name)
            return self.document(name)

        for check in checks:
            if check.within == "/objects" and isinstance(check.where, dict) and isinstance(check.where.get("id"), str):
                self.check_set_up(check.where["id"])
            self._step()["checks"].append(check)
            if check.part:
                if not all([self.checks(c) for c in check.needs]):
                    continue
            else:
                for capability in check.needs:
                    self.require(capability)
            failure = evaluate(check, document, OBJECT_DEFAULTS)
            if failure is not None:
                raise Mismatch(self.report_failure(failure))
        for name in dict.fromkeys(read):
            self.check_invariants(name)

    def check_invariants(self, name: str) -> None:
        """Hold a snapshot a check read (``snapshot`` or ``before``) to the invariants, once each: a
        wrong engine is caught where the scenario's own checks do not look (an object listed twice,
        an attachment its host's view leaves out). Lethal damage only after an accepted action."""
        if name == "result":
            return
        doc = self.document(name)
        if any(doc is seen for seen in self._verified):
            return
        self._verified.append(doc)
        # the action the snapshot came after: the last one, or for "before" the one before it
        prior = self.history[-1:] if name == "snapshot" else self.history[-2:-1]
        cleaned = bool(prior) and prior[0][1].get("accepted") is True
        found = invariants.failure(doc, name, self.engine.info.capabilities, cleaned)
        if found is not None:
            raise InvariantBroken(self.report_failure(found[1]), found[0])

    def document(self, name: str) -> Any:
        """The document a check reads: the last action's ``result``, the ``snapshot`` after it, or
        the snapshot ``before`` it (taken for a "tries to" action)."""
        if name == "result":
            return self.last[1]
        if name == "snapshot":
            return self.snapshot()
        if self.before is None:
            raise pytest.UsageError("'nothing changed' compares with the state before a 'tries to' action")
        return self.before

    def _step(self) -> dict[str, Any]:
        """The record of the step running now (``pytest_bdd_before_step`` names it)."""
        keyword, text, line = getattr(self.node, STEP_INFO, ("", "", 0))
        if not self.steps or (self.steps[-1]["keyword"], self.steps[-1]["text"], self.steps[-1]["line"]) != (
                keyword, text, line):
            self.steps.append({"keyword": keyword, "text": text, "line": line, "actions": [], "checks": []})
        return self.steps[-1]

    def fail(self, what: str, pointer: str, wanted: Any, got: Any) -> None:
        raise Mismatch(self.report(what, pointer, wanted, got))

    def report(self, what: str, pointer: str, wanted: Any, got: Any) -> str:
        return self.report_failure(Failure(what, pointer, wanted, got))

    def report_failure(self, failure: Failure) -> str:
        return failure_report(f"[{', '.join(ruling_ids(self.node)) or 'no ruling ID'}] {self.node.nodeid}",
                              getattr(self.node, "_rulespec_step", None), failure, self.history, self.doc)


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


#: The node attribute that names the step running now: (keyword, text, line).
STEP_INFO = "_rulespec_step_info"


def pytest_bdd_before_step(request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any,
                           step_func: Any) -> None:
    setattr(request.node, STEP_INFO, (step.keyword, step.name, step.line_number))


def pytest_bdd_after_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    """After the last step: a "tries to" action whose verdict no step read is a defect of the scenario."""
    if "world" in request.fixturenames:
        request.getfixturevalue("world").check_verdict_read()


# --- granted text and type-changing effects (477.1.a, 477.2.a; GEAR-07, GEAR-42) ---------------
STEP_CAPABILITIES.update({
    # text granted earlier is held as a generic ability or keyword of the object (``granted``)
    "given.granted": frozenset({"abilities"}),
    "when.activate_granted": frozenset({"abilities"}),
    "then.no_might": frozenset({"view.might"}),
})


# --- turns, the standard move, game procedures (issue 10) -----------------------------------

ACTION_CAPABILITY.update({"end_phase": "turns", "end_turn": "turns", "standard_move": "standard_move"})

STEP_CAPABILITIES.update({
    "when.end_phase": lambda a: _action("end_turn" if a["what"] == "their turn" else "end_phase"),
    "when.standard_move": _action("standard_move"),
    # the turn of a snapshot is part of every state document
    "then.turn_is": NOTHING,
    # `responsible` is an attribution field; `procedures` is what says null for a game procedure
    "then.nobody_responsible": frozenset({"events", "attribution", "procedures"}),
})


# --- delayed triggered abilities (390-392; issue 10) ----------------------------------------

STEP_CAPABILITIES.update({
    "then.delayed_created": frozenset({"events", "delayed_triggers"}),
    "then.delayed_ended": frozenset({"events", "delayed_triggers"}),
    "then.event_order": frozenset({"events"}),
    "then.delayed_triggered": frozenset({"events", "triggers", "delayed_triggers"}),
    # the snapshot's `delayed`
    "then.delayed_count": frozenset({"delayed_triggers"}),
    "then.attributed_to_delayed": frozenset({"events", "attribution", "delayed_triggers"}),
})


# --- combat, damage marked per responsible player (issue 10; ATTR-08, ATTR-09, ATTR-11) -------

ACTION_CAPABILITY.update({"combat": "combat"})

STEP_CAPABILITIES.update({
    "when.combat": _action("combat"),
    "given.damage_marked": frozenset({"damage_by_player"}),
    "then.damage_marked_by": frozenset({"damage_by_player"}),
    "then.combat_source": ATTRIBUTION | {"combat"},
})


# --- priority and pending triggered abilities (issue 9; Riftbound 312, 337.1, 383.4) ----------

STEP_CAPABILITIES.update({
    "given.pending_trigger": frozenset({"priority", "triggers", "abilities"}),
    "then.has_priority": frozenset({"priority"}),
})
