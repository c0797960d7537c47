"""The oracle's invariants as property tests over generated games (adapters/runner/fuzz/generate),
each named by the rule it keeps. The games come from the same generators as ``rulespec fuzz``; a
modest number of examples keeps the run to a few seconds."""

from __future__ import annotations

from typing import Any

import pytest

hypothesis = pytest.importorskip("hypothesis")

from hypothesis import HealthCheck, given, settings  # noqa: E402

from rulespec import oracle, schemas  # noqa: E402
from rulespec.adapters.runner.fuzz.generate import Played, Profile, played_cases  # noqa: E402
from rulespec.features.steps import invariants  # noqa: E402

PROFILE = Profile(frozenset(oracle.CAPABILITIES), frozenset(oracle.engine_info()["cards"]))
QUICK = settings(max_examples=20, deadline=None, database=None, suppress_health_check=list(HealthCheck))


def after_actions(played: Played) -> list[dict[str, Any]]:
    """The snapshots after the accepted actions: the ones a cleanup followed (a rejected action runs none)."""
    return [snap for snap, result in zip(played.snapshots[1:], played.results, strict=True) if result["accepted"]]


@QUICK
@given(played_cases(PROFILE))
def test_every_object_in_one_place_107(played: Played) -> None:
    for snap in played.snapshots:
        assert invariants.one_place(snap) == []


@QUICK
@given(played_cases(PROFILE))
def test_attachments_are_a_tree_consistent_both_ways_718_5(played: Played) -> None:
    for snap in played.snapshots:
        assert invariants.attachment_tree(snap) == []


@QUICK
@given(played_cases(PROFILE))
def test_at_most_one_buff_702_3(played: Played) -> None:
    for snap in played.snapshots:
        assert invariants.one_buff(snap) == []


@QUICK
@given(played_cases(PROFILE))
def test_no_lethally_damaged_unit_after_cleanup_323_5(played: Played) -> None:
    for snap in after_actions(played):
        assert invariants.no_lethal_damage(snap) == []


@QUICK
@given(played_cases(PROFILE))
def test_counters_never_negative_744(played: Played) -> None:
    for snap in played.snapshots:
        assert invariants.counters_not_negative(snap) == []


@QUICK
@given(played_cases(PROFILE))
def test_a_rejected_action_leaves_the_state_unchanged(played: Played) -> None:
    for i, result in enumerate(played.results):
        if not result["accepted"]:
            assert played.snapshots[i + 1] == played.snapshots[i], played.case.actions[i]


@QUICK
@given(played_cases(PROFILE))
def test_the_same_state_and_action_give_the_same_result(played: Played) -> None:
    game = oracle.load_state(played.case.state)
    for i, action in enumerate(played.case.actions):
        again, result = oracle.perform(game, action)
        assert result == played.results[i]
        assert oracle.snapshot(again) == played.snapshots[i + 1]
        game = again


@QUICK
@given(played_cases(PROFILE))
def test_dump_load_dump_is_identical(played: Played) -> None:
    game = oracle.load_state(played.case.state)
    for action in played.case.actions:
        game, _ = oracle.perform(game, action)
        dumped = oracle.dump_state(game)
        assert oracle.dump_state(oracle.load_state(dumped)) == dumped


@QUICK
@given(played_cases(PROFILE))
def test_generated_states_and_actions_are_valid_documents(played: Played) -> None:
    assert schemas.validate("state", played.case.state) == []
    for action in played.case.actions:
        assert schemas.validate("action", action) == []


def test_the_invariant_checks_catch_what_they_name() -> None:
    """Each check finds the breach it names in a hand-made snapshot (none of them is vacuous)."""
    base = {"schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}], "objects": [
        {"id": "u", "card": {"type": "unit", "might": 2}, "owner": "A", "zone": "board", "location": "base:A",
         "damage": 2, "counters": {"buff": 2, "x": -1}, "view": {"type": "unit", "might": 2, "attachments": ["g"]}},
        {"id": "g", "card": {"type": "gear"}, "owner": "A", "zone": "trash", "attached_to": "u"}]}
    assert invariants.one_place(base)
    assert invariants.attachment_tree(base)
    assert invariants.one_buff(base)
    assert invariants.counters_not_negative(base)
    assert invariants.no_lethal_damage(base)
