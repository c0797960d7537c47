"""Gives the feature scenarios their step vocabulary (features/steps/) and their world."""

from rulespec.features.steps.given import *  # noqa: F403
from rulespec.features.steps.then import *  # noqa: F403
from rulespec.features.steps.when import *  # noqa: F403
from rulespec.features.steps.world import (  # noqa: F401
    pytest_bdd_after_scenario,
    pytest_bdd_before_step,
    world,
)
