"""Where triggered abilities will be matched against what happened (Riftbound 383, 808; issue 9).

Every event document the oracle records passes through ``match``, once the change it records
has been applied (383.2.c: a trigger is checked after its possible cause has been processed),
with the last-known information of the objects it names (808.1.d.2-3: a death trigger notes
its unit as it was). The oracle has no triggered ability yet; when it has, this is the one
place where "When …"/"At …" abilities are matched and put on the chain, so that no card's
trigger is special-cased where its event happens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulespec.oracle.events import Recorded

if TYPE_CHECKING:
    from rulespec.oracle.txn import Txn


def match(txn: Txn, record: Recorded) -> None:
    """Put on the chain the triggered abilities ``record`` meets: none yet (issue 9's next part)."""
    del txn, record
