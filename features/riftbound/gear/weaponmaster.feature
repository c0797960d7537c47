Feature: Gear — Weaponmaster and Deploy
  [Weaponmaster] (821) is a play trigger: "When you play me, you may choose an Equipment you control.
  Pay its Equip cost minus [A] to attach it to this unit." It reads the Equip of an Equipment that is
  attached, although that printed text is inactive (725.3), wherever the Equipment is; if the cost
  cannot be paid or the Equipment cannot be attached, nothing changes (821.1.c.5). The Equip ability
  itself is not activated and the unit is not targeted (821.1.c.6). [A] is one Power of any domain:
  one Power symbol comes off the cost; a cost with no Power is paid in full (821.1.c.3).
  Veteran Poro (SFD-099) and Sentinel Adept (SFD-008) have it.
  Source: the French ruling text « Objets : contrôle, texte copié et réattachement » (features/sources/GEAR.fr.txt).

  Background:
    Given a Riftbound game between A and B with battlefields "bf1"

  @GEAR-21 @requires-weaponmaster
  Rule: Weaponmaster reads the Equip of an attached Equipment, inactive as it is, and its cost minus [A]
    Core Rules 821.1.c, 725.3, 434.1.f, 434.4; the catalogue ruling GEAR-21.

    Scenario: Playing Veteran Poro triggers Weaponmaster, which attaches an Equipment for its Equip cost minus [A]
      Given A controls an Equipment "sword" with might bonus 2 and Equip [1][O] in their base
      And A has a Veteran Poro (SFD-099) "poro" in their hand
      And A has [3][O] in their rune pool
      When A plays "poro"
      Then the last action triggered one ability of "poro"
      And "sword" is not attached to anything
      When the top of the chain resolves, A choosing "sword"
      Then "sword" is attached to "poro"
      And "poro" has might 4
      And A has [O] left in their rune pool
      And the chain is empty

    Scenario: Weaponmaster pays the reduced Equip cost, then attaches: the payment comes first
      # 821.1.c: "Pay its Equip cost minus [A] to attach it": the cost is paid, then the Equipment is attached;
      # the Equip ability itself is not activated (nothing is put on the chain).
      Given A controls an Equipment "sword" with might bonus 2 and Equip [1][O] in their base
      And A has a Veteran Poro (SFD-099) "poro" in their hand
      And A has [3][O] in their rune pool
      When A plays "poro"
      And the top of the chain resolves, A choosing "sword"
      Then the last action caused a cost paid event with for "sword"
      And the last action caused no ability put on chain event
      And the last action caused exactly these events, in order:
        | type             | object | player | for   | to   |
        | ability_resolved | poro   |        |       |      |
        | cost_paid        |        | A      | sword |      |
        | attach           | sword  |        |       | poro |

    Scenario: A borrowed Equipment is one you control: you, not its owner, pay its Equip cost minus [A]
      # 821.1.c: "choose a card you control with the Equipment tag. Pay its Equip cost minus [A]":
      # the player whose trigger it is pays, whoever owns the Equipment.
      Given A controls an Equipment "sword" owned by B with might bonus 2 and Equip [1][O] in their base
      And A has a Veteran Poro (SFD-099) "poro" in their hand
      And A has [3][O] in their rune pool
      When A plays "poro"
      And the top of the chain resolves, A choosing "sword"
      Then "sword" is attached to "poro"
      And "sword" is controlled by A
      And A has [O] left in their rune pool

    Scenario: [A] less takes one Power symbol off an Equip cost of two, not both
      # 821.1.c.2-3: "Pay its Equip cost minus [A]": one Power of any domain comes off, once.
      Given A controls an Equipment "sword" with might bonus 2 and Equip [O][O] in their base
      And A has a Veteran Poro (SFD-099) "poro" in their hand
      And A has [2][O][O] in their rune pool
      When A plays "poro"
      And the top of the chain resolves, A choosing "sword"
      Then "sword" is attached to "poro"
      And A has [O] left in their rune pool

    Scenario: A Weaponmaster unit an effect returns to the board is not played: Weaponmaster does not trigger
      # 821.1.c, 383.4.a.2: "When you play me" waits for the unit being played; returned by an effect, it is not
      Given A controls an Equipment "sword" with might bonus 2 and Equip [1][O] in their base
      And A has a Veteran Poro (SFD-099) "poro" in their trash
      When A returns "poro" to the board
      Then the last action triggered no ability of "poro"
      And the chain is empty

    Scenario: An Equipment attached to another unit at a battlefield is taken from it to the unit played in base
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "sword" with might bonus 2 and Equip [1][O] at battlefield "bf1"
      And "sword" is attached to "garen"
      And A has a Veteran Poro (SFD-099) "poro" in their hand
      And A has [3] in their rune pool
      When A plays "poro"
      And the top of the chain resolves, A choosing "sword"
      Then "sword" is attached to "poro"
      And "sword" was detached from "garen"
      And "sword" is in A's base
      And "sword" did not move
      And "garen" has might 4
      And "poro" has might 4
      And A's rune pool is empty

    Scenario: The Equip ability is not activated: nothing goes on the chain and the attach happens as Weaponmaster resolves
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "sword" with might bonus 2 and Equip [1][O] in their base
      And "sword" is attached to "garen"
      And A has a Sentinel Adept (SFD-008) "adept" in their hand
      And A has [4] in their rune pool
      When A plays "adept"
      And the top of the chain resolves, A choosing "sword"
      Then the last action caused no ability put on chain event
      And the chain is empty
      And "sword" is attached to "adept"
      And "adept" has might 5

    Scenario: What the attached Equipment's own text changes of its Equip cost counts, inactive as that text is
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "sword" with might bonus 2, Equip [2][O] and an Equip cost [1] less at battlefield "bf1"
      And "sword" is attached to "garen"
      And A has a Veteran Poro (SFD-099) "poro" in their hand
      And A has [3] in their rune pool
      When A plays "poro"
      And the top of the chain resolves, A choosing "sword"
      Then "sword" is attached to "poro"
      And A's rune pool is empty

    Scenario: An Equip cost with no Power is paid in full
      Given A controls an Equipment "sword" with might bonus 2 and Equip [2] in their base
      And A has a Veteran Poro (SFD-099) "poro" in their hand
      And A has [4][O] in their rune pool
      When A plays "poro"
      And the top of the chain resolves, A choosing "sword"
      Then "sword" is attached to "poro"
      And A has [O] left in their rune pool

    Scenario: When the reduced cost cannot be paid, nothing changes: the Equipment stays on its unit
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "sword" with might bonus 2 and Equip [2][O] at battlefield "bf1"
      And "sword" is attached to "garen"
      And A has a Veteran Poro (SFD-099) "poro" in their hand
      And A has [3] in their rune pool
      When A plays "poro"
      And the top of the chain resolves, A choosing "sword"
      Then the action is accepted
      And "sword" is attached to "garen"
      And "garen" has might 6
      And "poro" has might 2
      And A has [1] left in their rune pool
      And the last action caused no detach event

    Scenario: An Equipment without Equip has no cost to pay, so it is not attached
      Given A controls an Equipment "charm" with might bonus 1 in their base
      And A has a Veteran Poro (SFD-099) "poro" in their hand
      And A has [3] in their rune pool
      When A plays "poro"
      And the top of the chain resolves, A choosing "charm"
      Then the action is accepted
      And "charm" is not attached to anything
      And A has [1] left in their rune pool

    Scenario: The player may choose nothing, and nothing happens
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "sword" with might bonus 2 and Equip [1][O] in their base
      And "sword" is attached to "garen"
      And A has a Veteran Poro (SFD-099) "poro" in their hand
      And A has [3][O] in their rune pool
      When A plays "poro"
      And the top of the chain resolves
      Then "sword" is attached to "garen"
      And A has [1][O] left in their rune pool
      And the chain is empty

    Scenario: An Equipment another player controls cannot be chosen
      Given B controls a unit "darius" with might 5 in their base
      And B controls an Equipment "axe" with might bonus 3 and Equip [1] in their base
      And "axe" is attached to "darius"
      And A has a Veteran Poro (SFD-099) "poro" in their hand
      And A has [3] in their rune pool
      When A plays "poro"
      And A tries to resolve the top of the chain, choosing "axe"
      Then the action is rejected as "illegal_target"
      And nothing changed

    @requires-copy
    Scenario: Weaponmaster attaches Shady Spectacles with the choice their "As this is attached" text asks for
      # 725.1: that text applies during the attach; the resolve names the Equipment, then what its text chooses.
      Given A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls a unit "garen" with might 4 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And A has a Veteran Poro (SFD-099) "poro" in their hand
      And A has [3][Y] in their rune pool
      When A plays "poro"
      And the top of the chain resolves, A choosing "specs" and "azir"
      Then "specs" is attached to "poro"
      And "poro" is a copy of "azir"
      And A has [Y] left in their rune pool

    Scenario: [A] less takes off whichever Power symbol lets the pool pay: an Equip cost [R][G] is paid with [G] alone
      # 821.1.c.2: [A] is one Power of any domain; the player has the [R] taken off, and pays [G].
      Given A controls an Equipment "sword" with might bonus 2 and Equip [R][G] in their base
      And A has a Veteran Poro (SFD-099) "poro" in their hand
      And A has [2][G] in their rune pool
      When A plays "poro"
      And the top of the chain resolves, A choosing "sword"
      Then "sword" is attached to "poro"
      And A's rune pool is empty

    Scenario: [A] less takes off whichever Power symbol lets the pool pay: an Equip cost [R][G] is paid with [R] alone
      # 821.1.c.2: [A] is one Power of any domain; the player has the [G] taken off, and pays [R].
      Given A controls an Equipment "sword" with might bonus 2 and Equip [R][G] in their base
      And A has a Veteran Poro (SFD-099) "poro" in their hand
      And A has [2][R] in their rune pool
      When A plays "poro"
      And the top of the chain resolves, A choosing "sword"
      Then "sword" is attached to "poro"
      And A's rune pool is empty

  @GEAR-43
  Rule: Deploy gives a unit-Equipment no free move from its base to a battlefield
    Core Rules 359.2.d, 143.4, 446.1; the catalogue ruling GEAR-43. Deploy's official text is not in
    the Core Rules the suite reads (2026-07-24): the suite writes its own test keyword "Deploy", which
    instructs nothing, and checks only what the ruling says it does not do.

    Scenario: A unit-Equipment played with Deploy enters its base and stays there
      Given A has a unit "drone" with might 2, the Equipment tag, Equip [1] and keyword Deploy in their hand
      When A plays "drone"
      Then "drone" is in A's base
      And "drone" did not move
      And "drone" is not attached to anything

    Scenario: It reaches a battlefield only by a move
      Given A has a unit "drone" with might 2, the Equipment tag, Equip [1] and keyword Deploy in their hand
      When A plays "drone"
      And A moves "drone" to battlefield "bf1"
      Then "drone" moved
      And "drone" is at battlefield "bf1"

    Scenario: A ready unit with Deploy pays for its standard move from its base like any unit: it is exhausted
      # 144.2: a standard move costs exhausting the unit.
      Given A controls a unit "drone" with might 2, the Equipment tag, Equip [1] and keyword Deploy in their base
      When A makes a standard move of "drone" to battlefield "bf1"
      Then "drone" is at battlefield "bf1"
      And "drone" is exhausted

    Scenario: Just played with Deploy, the unit is exhausted and cannot pay for a standard move to a battlefield
      # 143.4: a unit enters exhausted; 414.4: an exhausted unit cannot pay the exhaust a standard move costs.
      Given A has a unit "drone" with might 2, the Equipment tag, Equip [1] and keyword Deploy in their hand
      When A plays "drone"
      And A tries to make a standard move of "drone" to battlefield "bf1"
      Then the action is rejected as "unpaid_cost"
      And nothing changed
      And "drone" is in A's base

    Scenario: A unit with Deploy makes no standard move on another player's turn
      # 144.1: a standard move is made in its controller's own Main Phase.
      Given it is B's turn
      And A controls a unit "drone" with might 2, the Equipment tag, Equip [1] and keyword Deploy in their base
      When A tries to make a standard move of "drone" to battlefield "bf1"
      Then the action is rejected as "wrong_timing"
      And nothing changed

    Scenario: Played while its player controls a battlefield, a unit with Deploy still enters its base
      # 359.2.d: a played unit enters its controller's base; GEAR-43: Deploy gives it no way to a battlefield.
      Given A controls battlefield "bf1"
      And A has a unit "drone" with might 2, the Equipment tag, Equip [1] and keyword Deploy in their hand
      When A plays "drone"
      Then "drone" is in A's base
      And "drone" did not move

  @GEAR-21 @requires-weaponmaster @requires-legends
  Rule: A legend's text gives Weaponmaster to its controller's Sand Soldiers, and its ability plays them
    Core Rules 103.1.a, 107.4, 477.2.a, 377.2.b, 414.4, 187.3, 821.1.c; the catalogue ruling GEAR-21. Azir,
    Emperor of the Sands (SFD-197), in its controller's Legend Zone: "Your Sand Soldiers have [Weaponmaster].
    [1], [E]: Play a 2 [M] Sand Soldier unit token to your base. Use only if you've played an Equipment this
    turn." (the SFD-197 wording; SFD-247 prints "Sand Soldiers you play have [Weaponmaster]", an open
    question: docs/oracle-limits.md). The token played is the first free `sand-soldier-N`.

    Scenario: The legend's controller's Sand Soldier has Weaponmaster from the legend; another unit and an opponent's Sand Soldier do not
      Given A has an Azir, Emperor of the Sands (SFD-197) "azir" in their Legend Zone
      And A controls a Sand Soldier token "soldier" in their base
      And A controls a unit "garen" with might 4 in their base
      And B controls a Sand Soldier token "foe" in their base
      When A exhausts "garen"
      Then "soldier" has the ability "Weaponmaster" from "azir", controlled by A
      And "garen" has no ability from "azir"
      And "foe" has no ability from "azir"

    Scenario: The legend's ability plays a Sand Soldier token whose granted Weaponmaster takes an attached Equipment for [A] less
      Given A has an Azir, Emperor of the Sands (SFD-197) "azir" in their Legend Zone
      And A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "sword" with might bonus 2 and Equip [1][O] at battlefield "bf1"
      And "sword" is attached to "garen"
      And A has an Equipment "shield" with might bonus 1 in their hand
      And A has [2] in their rune pool
      When A plays "shield"
      And A activates the "play-sand-soldier" ability of "azir"
      Then "azir" is exhausted
      And A has [1] left in their rune pool
      When the top of the chain resolves
      Then "sand-soldier-1" is a token
      And "sand-soldier-1" is in A's base
      # 143.4, 359.2.c: a unit enters the board exhausted, a token played to the base as well
      And "sand-soldier-1" is exhausted
      # 187.3: the Sand Soldier token is a 2-Might unit with the Shurima tag
      And "sand-soldier-1" has the Shurima tag
      And "sand-soldier-1" has might 2
      And "sand-soldier-1" has the ability "Weaponmaster" from "azir", controlled by A
      And the last action triggered one ability of "sand-soldier-1"
      When the top of the chain resolves, A choosing "sword"
      Then "sword" is attached to "sand-soldier-1"
      And "sword" was detached from "garen"
      And "sand-soldier-1" has might 4
      And "garen" has might 4
      And A's rune pool is empty
      And the chain is empty

    Scenario: The legend's ability is refused when its controller played no Equipment this turn
      Given A has an Azir, Emperor of the Sands (SFD-197) "azir" in their Legend Zone
      And A has a unit "lux" with might 2 in their hand
      And B has an Equipment "axe" with might bonus 1 in their hand
      And A has [3] in their rune pool
      When A plays "lux"
      And A tries to activate the "play-sand-soldier" ability of "azir"
      Then the action is rejected as "no_permission"
      And the rejection cites rule 377.2.b
      And nothing changed

    Scenario: The legend's ability is refused while the legend is exhausted, an Equipment played or not
      Given A has an Azir, Emperor of the Sands (SFD-197) "azir" in their Legend Zone
      And "azir" is exhausted
      And A has an Equipment "shield" with might bonus 1 in their hand
      And A has [3] in their rune pool
      When A plays "shield"
      And A tries to activate the "play-sand-soldier" ability of "azir"
      Then the action is rejected as "unpaid_cost"
      And the rejection cites rule 414.4
      And nothing changed

  @GEAR-28 @requires-legends @requires-copy @requires-tokens
  Rule: A Sand Soldier that copies Azir, Ascendant is named as its model, and is not a Sand Soldier while it is
    Core Rules 477.1.b, 477.2.a, 185.1.a, 107.4; the catalogue ruling GEAR-28 (a Sand Soldier copying Azir,
    Ascendant). "Your Sand Soldiers have [Weaponmaster]" (Azir, Emperor of the Sands, SFD-197) reads the
    current name: a copy has its model's (477.1.b).

    Scenario: The Sand Soldier copying Azir, Ascendant loses the legend's Weaponmaster, and has it again once the copy ends
      Given A has an Azir, Emperor of the Sands (SFD-197) "emperor" in their Legend Zone
      And A controls a Sand Soldier token "soldier" in their base
      And A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A attaches "specs" to "soldier" choosing "azir"
      Then "soldier" is named "Azir, Ascendant"
      And "soldier" is a token
      And "soldier" has no ability from "emperor"
      When A detaches "specs"
      Then "soldier" is named "Sand Soldier"
      And "soldier" has the ability "Weaponmaster" from "emperor", controlled by A
