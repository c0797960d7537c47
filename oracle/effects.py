"""The effect primitives that card data is written in.

An effect is a list of operations: ``{"op": "kill", "object": "this"}``. References:
``this`` is the card that printed the text, ``me`` the object that has the ability (for
effect text, the host: 053, 136.2.d; GEAR-09), ``target`` the chosen target. Each operation
does as much as it can and skips what is impossible (055).
"""

from __future__ import annotations

from typing import Any

from oracle import attach, copies, damage, movement, status, zones
from oracle.errors import Rejected
from oracle.layers import might
from oracle.txn import Txn


def run_effect(txn: Txn, ops: tuple[dict[str, Any], ...], *, this: str, me: str, targets: tuple[str, ...] = (),
               responsible: str | None, applied: frozenset[tuple[str, str]] = frozenset(),
               extra: dict[str, str | None] | None = None, chosen: list[str] | None = None) -> None:
    """``extra`` names more references (``host``, ``chosen`` for an "As this is attached" ability);
    ``chosen`` is the player's choice for the text of a card this effect attaches (725.1)."""
    refs = {"this": this, "me": me, "target": targets[0] if targets else None,
            "target2": targets[1] if len(targets) > 1 else None, **(extra or {})}
    for op in ops:
        name = op["op"]
        subject = refs[op["object"]]
        if subject is None or txn.state.get(subject) is None or not txn.obj(subject).on_board:
            continue  # 055: skip the impossible part
        if name == "attach":
            host = refs[op["to"]]
            try:
                attach.check_attach(txn, subject, host)
            except Rejected:
                continue
            attach.attach(txn, subject, host, chosen)
        elif name == "deal_damage_to_each_other":
            _each_other(txn, subject, refs[op["other"]], this)
        elif name == "kill":
            zones.kill(txn, subject, responsible=responsible, source={"kind": "ability", "object": this},
                       attributed_to=sorted({this, me}), applied=applied)
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
