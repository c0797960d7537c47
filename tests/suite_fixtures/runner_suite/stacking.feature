Feature: Gear — a fixed sample of the stack rulings, for the runner's own tests
  The tests of `rulespec run` (tests/test_runner.py, tests/test_runner_verdict.py) count and name
  the scenarios of this folder, run with `--suite`, so that adding a scenario to a shipped ruling
  never breaks them. The scenarios are copies of features/riftbound/gear/stacking.feature, which
  stays the authority. Fixed on purpose: a change here changes those tests' counts.
    GEAR-01: 2 scenarios with a "longsword" (tests/suite_fixtures/faulty_oracle.py breaks on them), 1 without.
    GEAR-03: 2 scenarios whose bonuses add up (the wrong_might adapter fails them).
    GEAR-14: 2 scenarios without a Might check (the wrong_might adapter passes them).

  Background:
    Given a Riftbound game between A and B with battlefields "bf1" and "bf2"

  @GEAR-01
  Rule: The unit is the Top-Most Card of its stack of attached cards
    Core Rules 717, 719.2, 435.1.b.2.

    Scenario: A unit carrying an Equipment is the Top-Most Card; the Equipment is not
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "longsword" with might bonus 1 in their base
      And "longsword" is attached to "garen"
      Then "garen" is the Top-Most Card
      And "longsword" is not a Top-Most Card
      And "garen" carries "longsword"

    Scenario: A unit with nothing attached is not a Top-Most Card
      Given A controls a unit "sona" with might 2 at battlefield "bf1"
      And A controls an Equipment "lute" with might bonus 3 at battlefield "bf1"
      Then "sona" is not a Top-Most Card
      And "sona" carries nothing

    Scenario: The unit stops being the Top-Most Card when its last Equipment is detached
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "longsword" with might bonus 1 in their base
      And "longsword" is attached to "garen"
      When A detaches "longsword"
      Then "garen" is not a Top-Most Card
      And "garen" is not equipped

  @GEAR-03
  Rule: Several Equipment contribute to the same unit at once
    Core Rules 434.1.b.1, 434.1.c-d.

    Scenario: Two Equipment add their bonuses and their texts
      Given A controls a unit "jax" with might 3 at battlefield "bf1"
      And A controls an Equipment "staff" with might bonus 2 and effect keyword Tank at battlefield "bf1"
      And A controls an Equipment "lamp" with might bonus 3 and effect keyword Deflect at battlefield "bf1"
      And "staff" is attached to "jax"
      And "lamp" is attached to "jax"
      Then "jax" has might 8
      And "jax" has the ability "Tank" from "staff"
      And "jax" has the ability "Deflect" from "lamp"
      And "jax" carries "staff" and "lamp"

    Scenario: Three Equipment, one with a negative bonus, sum up
      Given A controls a unit "jax" with might 6 in their base
      And A controls an Equipment "e1" with might bonus 1 in their base
      And A controls an Equipment "e2" with might bonus -2 in their base
      And A controls an Equipment "e3" with might bonus 4 in their base
      And "e1" is attached to "jax"
      And "e2" is attached to "jax"
      And "e3" is attached to "jax"
      Then "jax" has might 9

  @GEAR-14
  Rule: Readying or exhausting the unit or the Equipment does not ready or exhaust the other
    Core Rules 719.4, 719.4.a, 434.5.

    Scenario: Exhausting the unit leaves its Equipment ready
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      And "blade" is attached to "garen"
      When A exhausts "garen"
      Then "garen" is exhausted
      And "blade" is ready

    Scenario: Readying the Equipment leaves its unit exhausted
      Given B controls an exhausted unit "vi" with might 5 at battlefield "bf2"
      And B controls an exhausted Equipment "gauntlet" with might bonus 2 at battlefield "bf2"
      And "gauntlet" is attached to "vi"
      When B readies "gauntlet"
      Then "gauntlet" is ready
      And "vi" is exhausted
