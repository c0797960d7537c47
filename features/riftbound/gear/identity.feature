Feature: Gear — the Equip ability on the chain and object identity
  A card that leaves the board and comes back is a new object. The Equip ability on the chain
  targeted the unit as it was when the ability was activated: if that unit left the board and
  came back before the ability resolves, the unit now on the board is another object, and the
  Equipment does not attach to it, although the card is the same and would be a legal target.
  A unit that merely moved, or changed control and came back, is still the same object.
  Source: the French ruling text « Objets : contrôle, texte copié et réattachement » (features/sources/GEAR.fr.txt).

  Background:
    Given a Riftbound game between A and B with battlefields "bf1"

  @GEAR-19
  Rule: The Equip ability attaches only to the unit it targeted: a unit that left the board and came back is a new object
    Core Rules 124, 124.1 (a card that enters or leaves a non-board zone becomes a new object), 359.3.e (a target
    no longer legal on resolution: nothing happens), 818.1.b, 191.4.a.1 (an ability on the chain outlives its source).

    Scenario: The targeted unit is killed and returned to the board before Equip resolves: nothing attaches
      Given A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A has [1] in their rune pool
      When A activates the Equip ability of "blade" targeting "garen"
      And B kills "garen"
      And A returns "garen" to the board
      Then "garen" is in A's base
      And "garen" is controlled by A
      When the top of the chain resolves
      Then "blade" is not attached to anything
      And "garen" carries nothing
      And "garen" has might 3
      And the last action caused an ability fizzled event for "blade"
      And the last action caused no attach event
      And the chain is empty
      And A's rune pool is empty

    Scenario: The targeted unit is banished and returned to the board before Equip resolves: nothing attaches
      Given A controls a unit "lux" with might 2 at battlefield "bf1"
      And A controls a unit "garen" with might 5 in their base
      And A controls an Equipment "shield" with might bonus 1 and Equip [2] in their base
      And A's Equip ability of "shield" targeting "lux" is on the chain
      When A banishes "lux"
      And A returns "lux" to the board
      And the top of the chain resolves
      Then "shield" is not attached to anything
      And "shield" is in A's base
      And "lux" carries nothing
      And "lux" has might 2
      And the last action caused no attach event
      And the chain is empty

    Scenario: The Equipment itself is killed and returned to the board before its Equip resolves: the new card does not attach
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 3 and Equip [1] in their base
      And A has [1] in their rune pool
      When A activates the Equip ability of "blade" targeting "garen"
      And B kills "blade"
      And A returns "blade" to the board
      And the top of the chain resolves
      Then "blade" is not attached to anything
      And "blade" is in A's base
      And "garen" carries nothing
      And "garen" has might 4
      And the last action caused no attach event
      And the chain is empty

    Scenario: A unit that only moved to a battlefield is the same object: Equip resolves and attaches
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A has [1] in their rune pool
      When A activates the Equip ability of "blade" targeting "garen"
      And A moves "garen" to battlefield "bf1"
      And the top of the chain resolves
      Then "blade" is attached to "garen"
      And "blade" is at battlefield "bf1"
      And "garen" has might 6
      And the chain is empty

    Scenario: A unit that became a copy is the same object: Equip resolves and attaches to it
      # 124.2, GEAR-27, GEAR-28: becoming a copy changes the unit's traits (477.1.b), not which object it is.
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "hulk" with might 7 and the name "Hulk" in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A has [1] in their rune pool
      When A activates the Equip ability of "blade" targeting "garen"
      And A makes "garen" a copy of "hulk"
      And the top of the chain resolves
      Then "blade" is attached to "garen"
      And "garen" is a copy of "hulk"
      And "garen" has might 9
      And the chain is empty

    Scenario: A unit whose control went to the opponent and came back is the same object: Equip attaches
      Given A controls a unit "darius" with might 5 in their base
      And A controls an Equipment "cloak" with might bonus 1 and Equip [2] in their base
      And A has [2] in their rune pool
      When A activates the Equip ability of "cloak" targeting "darius"
      And B takes control of "darius"
      And A takes control of "darius"
      And the top of the chain resolves
      Then "cloak" is attached to "darius"
      And "darius" has might 6
      And "darius" is controlled by A
      And the chain is empty

    Scenario: The unit that came back is a legal target for a new Equip ability
      Given A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A has [2] in their rune pool
      When A activates the Equip ability of "blade" targeting "garen"
      And B kills "garen"
      And A returns "garen" to the board
      And the top of the chain resolves
      Then "blade" is not attached to anything
      When A activates the Equip ability of "blade" targeting "garen"
      And the top of the chain resolves
      Then "blade" is attached to "garen"
      And "garen" has might 5
      And A's rune pool is empty
