"""The evidence of an engine given up names the rule that gave it up: a failed `start` at once
(--max-engine-faults plays no part, so it is not named), consecutive faults by the limit."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

from rulespec.adapters.session import Engine

ENGINES = Path(__file__).parent / "engines"


def test_an_engine_that_fails_start_is_given_up_without_naming_the_fault_limit() -> None:
    spec = f"stdio:{shlex.quote(sys.executable)} {shlex.quote(str(ENGINES / 'crash_on_start.py'))}"
    engine = Engine(spec, timeout=5, max_faults=7)
    assert engine.given_up is not None
    message = engine.given_up.message
    assert message.startswith("the engine was given up, not restarted, because it failed `start`")
    assert "--max-engine-faults" not in message
    assert "rulespec smoke --adapter" in message
    assert "cannot load the card database" in (engine.given_up.stderr or "")
