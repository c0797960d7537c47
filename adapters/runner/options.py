"""The options shared by the commands that talk to an engine (``run``, ``smoke``, ``replay``) and
by the pytest plugin, checked before any engine starts. Nothing here imports pytest: ``rulespec
replay`` runs without it."""

from __future__ import annotations

import argparse
import math

from rulespec.adapters.protocol import START_TIMEOUT_ENV, TIMEOUT_ENV, resolve_start_timeout, resolve_timeout


def timeout_seconds(text: str) -> float:
    """A per-request timeout: a finite number of seconds above 0 (for argparse and pytest)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not (value > 0 and math.isfinite(value)):
        raise argparse.ArgumentTypeError(f"{text!r}: the timeout must be a finite number of seconds above 0")
    return value


def fault_limit(text: str) -> int:
    """``--max-engine-faults``: a whole number of consecutive faults, 1 or more."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r}: the engine must be allowed at least 1 fault")
    return value


def check_timeout_env() -> None:
    """Raise ValueError unless $RULESPEC_TIMEOUT and $RULESPEC_START_TIMEOUT are each unset or a
    finite number of seconds above 0."""
    for name, resolve in ((TIMEOUT_ENV, lambda: resolve_timeout(None)),
                          (START_TIMEOUT_ENV, lambda: resolve_start_timeout(None, 1.0))):
        try:
            seconds = resolve()
        except ValueError as exc:
            raise ValueError(str(exc) if name in str(exc) else f"${name}: {exc}") from None
        if not math.isfinite(seconds):
            raise ValueError(f"${name}: the timeout must be a finite number of seconds, not {seconds!r}")
