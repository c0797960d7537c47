"""The effect primitives that card data is written in.

An effect is a list of operations: ``{"op": "kill", "object": "this"}``. References:
``this`` is the card that printed the text, ``me`` the object that has the ability (for
effect text, the host: 053, 136.2.d; GEAR-09), ``target`` and ``target2`` the chosen targets;
an "As this is attached" replacement also names ``host``, the unit its card is being attached to,
and ``chosen``, what the player chose (725.1), for ``become_copy`` (a copy lasting while attached).
Each operation does as much as it can and skips what is impossible (055).

The damage an effect deals and the kills it makes are the spell's or the ability's: their
source, what they are attributed to, and their responsible player, the controller of the
spell or ability who performs them (411.1, 417.6, 428.5.b, 428.5.d; ATTR-04, 05, 13), except
where the text says who deals or performs (417.6.b.3-4, ATTR-06; 411.1's example, ATTR-03).
"""

from __future__ import annotations

from typing import Any

from rulespec.oracle import attach, copies, damage, movement, status, zones
from rulespec.oracle.errors import Rejected
from rulespec.oracle.layers import is_unit, might
from rulespec.oracle.txn import Txn


def _origin(txn: Txn, this: str, me: str, ability: str | None) -> tuple[dict[str, Any], list[str]]:
    """What the effect's damage and kills come from, and what they are attributed to: a spell's
    to the spell (417.6.a, 428.5.b); an ability's to the ability and to the object that created
    it, the one that has it too (417.6.b.2.a, 428.5.d)."""
    if txn.obj(this).card.type == "spell":
        return {"kind": "spell", "object": this}, [this]
    source: dict[str, Any] = {"kind": "ability", "object": this}
    if ability:
        source["ability"] = ability
    return source, sorted({this, me})


def run_effect(txn: Txn, ops: tuple[dict[str, Any], ...], *, this: str, me: str, targets: tuple[str, ...] = (),
               responsible: str | None, applied: frozenset[tuple[str, str]] = frozenset(),
               ability: str | None = None, extra: dict[str, str | None] | None = None,
               chosen: list[str] | None = None) -> None:
    """``responsible`` is the controller of the spell or ability, who performs its actions (411.1);
    ``ability`` its key, when it is an activated ability. ``extra`` names more references
    (``host``, ``chosen`` for an "As this is attached" ability); ``chosen`` is the player's choice
    for the text of a card this effect attaches (725.1)."""
    refs = {"this": this, "me": me, "target": targets[0] if targets else None,
            "target2": targets[1] if len(targets) > 1 else None, **(extra or {})}
    source, attributed = _origin(txn, this, me, ability)
    for op in ops:
        name = op["op"]
        subject = refs[op["object"]]
        if subject is None or txn.state.get(subject) is None or not txn.obj(subject).on_board:
            continue  # 055: skip the impossible part
        if name == "attach":
            host = refs[op["to"]]
            if host is None:
                continue  # 055: no host to attach to
            try:
                attach.check_attach(txn, subject, host)
            except Rejected:
                continue
            attach.attach(txn, subject, host, chosen)
        elif name == "deal_damage_to_each_other":
            _each_other(txn, subject, refs[op["other"]], this)
        elif name == "deal_damage":
            _deal(txn, op, subject, refs, this, responsible, source, attributed)
        elif name == "kill":
            # "Each player kills a unit they control": the unit's controller performs that kill (411.1)
            performer = txn.obj(subject).controller if op.get("performer") == "its_controller" else responsible
            zones.kill(txn, subject, responsible=performer, source=source, attributed_to=attributed, applied=applied)
        elif name == "heal":
            damage.heal(txn, subject)
        elif name == "exhaust":
            status.set_exhausted(txn, subject, True)
        elif name == "ready":
            status.set_exhausted(txn, subject, False)
        elif name == "recall":
            movement.recall(txn, subject)
        elif name == "detach":
            attach.detach(txn, subject)
        elif name == "become_copy":
            model = refs[op["of"]]
            if model is not None and txn.state.get(model) is not None and txn.obj(model).on_board:
                copies.become_copy(txn, subject, model, while_attached=refs[op["while_attached"]]
                                   if "while_attached" in op else None)
        else:
            raise ValueError(f"unknown effect operation {name!r}")


def _each_other(txn: Txn, first: str, second: str | None, instructed_by: str) -> None:
    """Two units deal damage equal to their Mights to each other: each unit is the source of its
    damage, and its controller is responsible (417.6.b.3-4; ATTR-07). The Mights are read before
    either deals damage; a Might of 0 or less deals nothing (143.2.b, 417.1.e)."""
    if second is None or txn.state.get(second) is None or not txn.obj(second).on_board:
        return
    pairs = [(first, second), (second, first)]
    amounts = [max(might(txn.state, txn.obj(a)) or 0, 0) for a, _ in pairs]
    for (dealer, to), amount in zip(pairs, amounts, strict=True):
        damage.deal_damage(txn, amount, to, responsible=txn.obj(dealer).controller,
                           source={"kind": "object", "object": dealer, "instructed_by": instructed_by})


def _deal(txn: Txn, op: dict[str, Any], to: str, refs: dict[str, str | None], this: str, responsible: str | None,
          source: dict[str, Any], attributed: list[str]) -> None:
    """"Deal N damage": the spell or ability is the source (417.6.a, 417.6.b.2.a). "It deals N
    damage", naming a unit: that unit is the only source, its controller responsible (417.6.b.3-4)."""
    if not is_unit(txn.obj(to)):
        return  # 055: only units are dealt damage (417.1)
    by = refs[op["by"]] if "by" in op else None
    if by is None:
        damage.deal_damage(txn, op["amount"], to, responsible=responsible, source=source, attributed_to=attributed)
        return
    if txn.state.get(by) is None or not txn.obj(by).on_board:
        return
    damage.deal_damage(txn, op["amount"], to, responsible=txn.obj(by).controller,
                       source={"kind": "object", "object": by, "instructed_by": this})
