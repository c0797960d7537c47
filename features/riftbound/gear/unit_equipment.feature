Feature: Gear — Equipment that is a unit
  Units cannot be attached to anything. An Equipment that becomes a unit while attached is
  detached at once; a unit that is also an Equipment may activate its Equip, but it does not
  attach while it is a unit.
  Source: the French ruling text « Objets : contrôle, texte copié et réattachement » (features/sources/GEAR.fr.txt).

  Background:
    Given a Riftbound game between A and B with battlefields "bf1"

  @GEAR-40
  Rule: Attached Equipment that becomes a unit is detached at once; units cannot be attached
    Core Rules 434.1, 178.1.a.1.a; the detach at once is from the FAQ (the Core Rules are silent).

    Scenario: An attached Equipment that becomes a copy of a unit is detached
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      When A makes "blade" a copy of "lux"
      Then "blade" is not attached to anything
      And "blade" was detached from "garen"
      And "garen" has might 4

    Scenario: Becoming a unit detaches it even though it keeps the Equipment tag
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      And B controls a unit "drone" with might 2, the Equipment tag and Equip [1] at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 3 and effect keyword Tank at battlefield "bf1"
      And "axe" is attached to "darius"
      When B makes "axe" a copy of "drone"
      Then "axe" has the Equipment tag
      And "axe" is not attached to anything
      And "axe" was detached from "darius"
      And "axe" is at battlefield "bf1"
      And "darius" has might 5
      And "darius" has no ability from "axe"

    Scenario: Of two Equipment on a unit, only the one that becomes a unit comes off
      # 434.1, GEAR-40: only the card that became a unit is detached; the other stays attached (GEAR-03)
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And A controls an Equipment "shield" with might bonus 1 and effect keyword Tank in their base
      And "blade" is attached to "garen"
      And "shield" is attached to "garen"
      When A makes "blade" a copy of "lux"
      Then "blade" is not attached to anything
      And "shield" is attached to "garen"
      And "garen" has might 5
      And "garen" has the ability "Tank" from "shield"
      And the last action caused no detach event for "shield"

    Scenario: A unit cannot be equipped to another unit
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      When A tries to attach "lux" to "garen"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: An attached Equipment that an effect makes a unit is detached at once
      # 477.1.a: a type-changing effect, not a copy; the result is the same.
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      And A has a spell "awaken" with text "An Equipment becomes a unit." in their hand
      When A plays "awaken" targeting "blade"
      And the top of the chain resolves
      Then "blade" is not attached to anything
      And "blade" was detached from "garen"
      And "blade" is ready
      And "garen" has might 4
      And "blade" has the Equipment tag

    Scenario: Made a unit while an Equip waits on the chain, the attached Equipment is detached at once, the chain still full
      # GEAR-40: "at once", not when the chain is empty (a Closed State changes nothing here).
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 3 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And A controls an Equipment "shield" with might bonus 1 and Equip [1] in their base
      And "blade" is attached to "garen"
      And A has a spell "unhex" with keyword Reaction and text "A gear becomes a unit." in their hand
      And A has [1] in their rune pool
      When A activates the Equip ability of "shield" targeting "lux"
      And A plays "unhex" targeting "blade"
      And the top of the chain resolves
      Then "blade" is a unit
      And "blade" is not attached to anything
      And "blade" was detached from "garen"
      And "garen" has might 4
      And the chain holds the Equip ability of "shield" targeting "lux"

    Scenario: An Equipment that becomes a copy of another Equipment stays attached
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And A controls an Equipment "shield" with might bonus 1 in their base
      And "blade" is attached to "garen"
      When A makes "blade" a copy of "shield"
      Then "blade" is attached to "garen"

    Scenario: An attached Equipment an effect makes a unit falls off with its counters
      # 719.5: it stays where it was, the same object on the board; a type change is not a zone change (124.1).
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      And "blade" has 2 charge counters
      And A has a spell "awaken" with text "An Equipment becomes a unit." in their hand
      When A plays "awaken" targeting "blade"
      And the top of the chain resolves
      Then "blade" is not attached to anything
      And "blade" has 2 charge counters

  @GEAR-41
  Rule: A unit-Equipment's Equip ability can be activated, but it cannot attach while it is a unit
    Core Rules 818.1, 434.1; the catalogue ruling GEAR-41.

    Scenario: The Equip of a unit-Equipment resolves and attaches nothing
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "drone" with might 2, the Equipment tag and Equip [1] in their base
      And A has [1] in their rune pool
      When A activates the Equip ability of "drone" targeting "garen"
      Then the action is accepted
      When the top of the chain resolves
      Then "drone" is not attached to anything
      And "garen" has might 4
      And A's rune pool is empty
      And the last action caused no attach event
      And the last action caused an ability resolved event for "drone"

    Scenario: The Equip of a unit-Equipment aimed at a unit elsewhere takes it nowhere: it stays in its base
      # 434.4: an attach moves nothing, and this Equip attaches nothing, so nothing happens to the unit-Equipment.
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls a unit "drone" with might 2, the Equipment tag and Equip [1] in their base
      And A has [1] in their rune pool
      When A activates the Equip ability of "drone" targeting "garen"
      And the top of the chain resolves
      Then "drone" is in A's base
      And "drone" is not attached to anything
      And "drone" did not move
      And "garen" is at battlefield "bf1"
      And "garen" has might 4

    Scenario: An effect cannot attach a unit-Equipment either
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "drone" with might 2, the Equipment tag and Equip [1] in their base
      When A tries to attach "drone" to "garen"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: Played from the hand, a unit-Equipment enters its base as a unit, exhausted and attached to nothing
      # 359.2.d, 143.4: played the normal way, nothing attaches, and a unit enters exhausted.
      Given A controls a unit "garen" with might 4 in their base
      And A has a unit "drone" with might 2, the Equipment tag and Equip [1] in their hand
      When A plays "drone"
      Then "drone" is in A's base
      And "drone" is exhausted
      And "drone" is not attached to anything
      And "garen" carries nothing
      And the last action caused no attach event

    Scenario: A's Equip of the drone, a unit, targets garen; A's Reaction makes the drone a gear: the Equip then attaches it
      # GEAR-41: it cannot attach while it is a unit; GEAR-19: the attach is made as the Equip resolves, and it is a gear by then.
      Given A controls a unit "garen" with might 3 in their base
      And A controls a unit "drone" with might 2, the Equipment tag and Equip [1] in their base
      And A has a spell "hex" with keyword Reaction and text "A unit becomes a gear." in their hand
      And A has [1] in their rune pool
      When A activates the Equip ability of "drone" targeting "garen"
      And A plays "hex" targeting "drone"
      And the top of the chain resolves
      Then "drone" is a gear
      When the top of the chain resolves
      Then "drone" is attached to "garen"
      And "garen" is equipped
      And "garen" has might 3

  @GEAR-42
  Rule: A unit-Equipment that stops being a unit keeps its attached Equipment, whose Might Bonuses do not apply while it has no Might
    Core Rules 477.1.a (an effect sets the type), 137.3.b (a Might Bonus is ignored on a card with no
    Might), 718.1 (attached until detached); the catalogue ruling GEAR-42.

    Scenario: While it is a unit, a unit-Equipment carries an Equipment attached to it, with its Might Bonus
      # 434.1: an Equipment attaches to a unit, and a unit-Equipment is one; only it cannot be attached (GEAR-40)
      Given A controls a unit "drone" with might 2, the Equipment tag and Equip [1] in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      When A attaches "blade" to "drone"
      Then "blade" is attached to "drone"
      And "drone" has might 4

    Scenario: A gear made a unit-Equipment by a copy carries an Equipment, though its card is printed a gear
      # 477.1.b: the copy takes its model's type and Might; 434.1: an Equipment attaches to a unit, and it is one now.
      Given B controls a unit "drone" with might 3, the Equipment tag and Equip [1] in their base
      And A controls an Equipment "axe" with might bonus 1 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      When A makes "axe" a copy of "drone"
      And A attaches "blade" to "axe"
      Then "blade" is attached to "axe"
      And "axe" is a unit
      And "axe" has might 5

    Scenario: It keeps what is attached to it, and has no Might
      Given A controls a unit "drone" with might 2, the Equipment tag and Equip [1] in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And A controls an Equipment "cloak" with might bonus 1 and effect keyword Tank in their base
      And "blade" is attached to "drone"
      And "cloak" is attached to "drone"
      And A has a spell "hex" with text "A unit becomes a gear." in their hand
      When A plays "hex" targeting "drone"
      And the top of the chain resolves
      Then the last action caused a type changed event for "drone"
      And "blade" is attached to "drone"
      And "cloak" is attached to "drone"
      And "drone" carries "blade" and "cloak"
      And "blade" was not detached
      And "cloak" was not detached
      And "drone" has no Might
      And "drone" has the Equipment tag
      # Only the Might Bonuses stop applying (GEAR-42); attached, the effect text is still the host's (136.2.c).
      And "drone" has the ability "Tank" from "cloak"

    Scenario: An opponent's spell makes it a gear: it has no Might, and its Equipment stay
      Given B controls a unit "drone" with might 3, the Equipment tag and Equip [1] at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 3 at battlefield "bf1"
      And "axe" is attached to "drone"
      And A has a spell "hex" with text "A unit becomes a gear." in their hand
      When A plays "hex" targeting "drone"
      And the top of the chain resolves
      Then "drone" has no Might
      And "axe" is attached to "drone"
      And "axe" is controlled by B

    Scenario: A unit again, it has its Might back, with the Equipment's bonuses
      Given A controls a unit "drone" with might 2, the Equipment tag and Equip [1] in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "drone"
      And A has a spell "hex" with text "A unit becomes a gear." in their hand
      And A has a spell "unhex" with text "A gear becomes a unit." in their hand
      When A plays "hex" targeting "drone"
      And the top of the chain resolves
      Then "drone" has no Might
      When A plays "unhex" targeting "drone"
      And the top of the chain resolves
      Then "drone" has might 4
      And "blade" is attached to "drone"

    Scenario: The counter-case: while it is a unit, the bonuses of what is attached apply
      Given A controls a unit "drone" with might 2, the Equipment tag and Equip [1] in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "drone"
      Then "drone" has might 4

    Scenario: A unit printed with Might 0 has a Might all the same: its Equipment's bonus applies
      # 137.3.b: only a card with no Might has none, and bonuses give it none; 0 is a Might, which the Might
      # Bonus modifies (434.1.d).
      Given A controls a unit "wisp" with might 0 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      Then "wisp" has might 0
      When A attaches "blade" to "wisp"
      Then "wisp" has might 2

  @GEAR-41 @requires-weaponmaster
  Rule: A unit-Equipment can be chosen with Weaponmaster, but it does not attach while it is a unit
    Core Rules 821.1.c, 821.1.c.5, 434.1; the catalogue ruling GEAR-41.

    Scenario: Chosen with Weaponmaster, a unit-Equipment stays unattached and nothing is paid
      Given A controls a unit "drone" with might 2, the Equipment tag and Equip [1][O] in their base
      And A has a Veteran Poro (SFD-099) "poro" in their hand
      And A has [3][O] in their rune pool
      When A plays "poro"
      And the top of the chain resolves, A choosing "drone"
      Then the action is accepted
      And "drone" is not attached to anything
      And "poro" has might 2
      And A has [1][O] left in their rune pool
      And the last action caused no attach event

    Scenario: Chosen with Weaponmaster from a battlefield, a unit-Equipment stays where it is
      # 821.1.c.5: it cannot be attached, so nothing happens: it is not brought to the base of the unit played.
      Given A controls a unit "drone" with might 2, the Equipment tag and Equip [1][O] at battlefield "bf1"
      And A has a Veteran Poro (SFD-099) "poro" in their hand
      And A has [3][O] in their rune pool
      When A plays "poro"
      And the top of the chain resolves, A choosing "drone"
      Then the action is accepted
      And "drone" is at battlefield "bf1"
      And "drone" did not move
      And "drone" is not attached to anything
      And "poro" is in A's base
      And A has [1][O] left in their rune pool
