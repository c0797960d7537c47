Feature: Gear — attaching by an effect, and attaching again
  Besides Equip, an effect can attach an Equipment directly. Attaching to another unit detaches
  it from the first; attaching to the unit it is already on does nothing.
  Source: the French ruling text « Objets : contrôle, texte copié et réattachement » (features/sources/GEAR.fr.txt).

  Background:
    Given a Riftbound game between A and B with battlefields "bf1" and "bf2"

  @GEAR-22
  Rule: An effect can order an attachment directly, with no Equip ability involved
    Core Rules 434.2-434.3, 818.5.a.

    Scenario: An effect attaches an Equipment that has no Equip ability, paying nothing
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "relic" with might bonus 3 in their base
      And A has [2] in their rune pool
      When A attaches "relic" to "garen"
      Then the action is accepted
      And "relic" is attached to "garen"
      And "garen" has might 7
      And the chain is empty
      And A has [2] left in their rune pool

    Scenario: Attached by an effect, the unit is not exhausted: nothing is paid for the attach
      # 434.5: the attach changes no ready state, neither the Equipment's nor its unit's.
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      When A attaches "blade" to "garen"
      Then "blade" is attached to "garen"
      And "garen" is ready
      And "blade" is ready
      And the last action caused no exhaust event for "garen"

    Scenario: An effect attaches an Equipment to an opponent's unit
      Given A controls an Equipment "curse" with might bonus -1 in their base
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      When A attaches "curse" to "darius"
      Then "curse" is attached to "darius"
      And "darius" has might 4
      And "curse" is controlled by A

    Scenario: An effect attaches a -2 Equipment to B's 2-Might unit: at Might 0 with no damage, it does not die
      # 142.4: lethal damage is a non-zero amount of damage at least the unit's Might.
      Given A controls an Equipment "curse" with might bonus -2 in their base
      And B controls a unit "darius" with might 2 at battlefield "bf1"
      When A attaches "curse" to "darius"
      Then "darius" has might 0
      And "darius" is at battlefield "bf1"
      And the last action caused no kill event for "darius"

    Scenario: An effect attaches an Equipment with no Might Bonus; the unit keeps its Might and gains its text
      Given B controls a unit "darius" with might 3 at battlefield "bf2"
      And B controls an Equipment "cloak" with effect keyword Tank in their base
      When B attaches "cloak" to "darius"
      Then "cloak" is attached to "darius"
      And "darius" has might 3
      And "darius" has the ability "Tank" from "cloak"
      And "cloak" is at battlefield "bf2"

    Scenario: An effect attaches an Equipment that has Equip: no Equip ability is used, and its cost is not paid
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [2] in their base
      And A has [2] in their rune pool
      When A attaches "blade" to "garen"
      Then "blade" is attached to "garen"
      And "garen" has might 6
      And A has [2] left in their rune pool
      And the chain is empty

    Scenario: An effect attaches an Equipment while the chain holds an ability: no Equip timing applies
      # 434.2: the attach happens when an effect says so; the Open State and the empty chain are Equip's timing (151.2).
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And A controls an Equipment "blade" with might bonus 1 and Equip [1] in their base
      And A controls an Equipment "relic" with might bonus 3 in their base
      And A's Equip ability of "blade" targeting "garen" is on the chain
      When A attaches "relic" to "lux"
      Then "relic" is attached to "lux"
      And "lux" has might 5
      And the chain holds the Equip ability of "blade" targeting "garen"

    Scenario: An effect moves an attached Equipment to another unit: its inactive Equip plays no part
      # 434.2: the effect attaches it directly; 434.1.f: it detaches from its first unit.
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And "blade" is attached to "garen"
      When A attaches "blade" to "lux"
      Then "blade" is attached to "lux"
      And "lux" has might 4
      And "garen" has might 4

    Scenario: An effect cannot attach an Equipment still in its player's hand
      # 434.1: an attach links two cards on the board; 434.2: an effect attaches, it does not play the card
      # (GEAR-17: played, the card is not attached either).
      Given A controls a unit "garen" with might 4 in their base
      And A has an Equipment "blade" with might bonus 2 in their hand
      When A tries to attach "blade" to "garen"
      Then the action is rejected as "not_on_board"
      And nothing changed

    Scenario: An effect attaches an exhausted Equipment to an exhausted unit: both stay exhausted
      # 434.1: an effect attaches directly, with no Equip ability and no cost; 434.5: the attach readies and
      # exhausts nothing.
      Given B controls an exhausted unit "darius" with might 3 at battlefield "bf1"
      And B controls an exhausted Equipment "axe" with might bonus 2 at battlefield "bf1"
      When B attaches "axe" to "darius"
      Then "axe" is attached to "darius"
      And "darius" is exhausted
      And "axe" is exhausted
      And "darius" has might 5

    Scenario: Nor does an effect attach an Equipment out of the trash
      # 434.1: an attach links two cards on the board; a card in the trash is not on it.
      Given A controls a unit "garen" with might 4 in their base
      And A has an Equipment "blade" with might bonus 2 in their trash
      When A tries to attach "blade" to "garen"
      Then the action is rejected as "not_on_board"
      And nothing changed

  @GEAR-23
  Rule: Equipping to another unit detaches the Equipment from the first
    Core Rules 434.1.f.

    Scenario: Attaching to a second unit detaches from the first, then attaches
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And A controls an Equipment "blade" with might bonus 2 and effect keyword Tank in their base
      And "blade" is attached to "garen"
      When A attaches "blade" to "lux"
      Then the last action caused exactly these events, in order:
        | type   | object | from  | to  |
        | detach | blade  | garen |     |
        | attach | blade  |       | lux |
      And "blade" is attached to "lux"
      And "garen" has no ability from "blade"
      And "lux" has the ability "Tank" from "blade"

    Scenario: Moving an Equipment to a unit at another location detaches it from the first
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 at battlefield "bf2"
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      When A attaches "blade" to "lux"
      Then "blade" was detached from "garen"
      And "blade" is at battlefield "bf2"
      And "garen" has might 4
      And "lux" has might 4

    Scenario: An exhausted Equipment on an opponent's unit is attached to one of yours
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      And A controls a unit "garen" with might 1 in their base
      And A controls an exhausted Equipment "curse" with might bonus 3 at battlefield "bf1"
      And "curse" is attached to "darius"
      When A attaches "curse" to "garen"
      Then "curse" was detached from "darius"
      And "curse" is attached to "garen"
      And "curse" is in A's base
      And "curse" is exhausted
      And "darius" has might 5
      And "garen" has might 4

    Scenario: The Spectacles attached to another unit: the first unit stops being a copy
      # VEN-137: "becomes a copy of that unit for as long as this is attached to it"; 434.1.f: the
      # Spectacles are detached from the first unit, so its copy ends.
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "garen" with might 4 in their base
      And A controls a unit "azir" with might 6 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A attaches "specs" to "soldier" choosing "azir"
      And A attaches "specs" to "garen" choosing "azir"
      Then "specs" was detached from "soldier"
      And "soldier" is not a copy
      And "garen" is a copy of "azir"

    Scenario: One of two Equipment attached to another unit: that one detaches, the other stays on the first unit
      # 434.1.f: the card attached elsewhere is detached from its first unit; nothing else is.
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And A controls an Equipment "shield" with might bonus 1 and effect keyword Tank in their base
      And "blade" is attached to "garen"
      And "shield" is attached to "garen"
      When A attaches "blade" to "lux"
      Then the last action caused exactly these events, in order:
        | type   | object | from  | to  |
        | detach | blade  | garen |     |
        | attach | blade  |       | lux |
      And "shield" is attached to "garen"
      And "garen" has might 5
      And "garen" has the ability "Tank" from "shield"
      And "lux" has might 4

    Scenario: An attach to an illegal host is refused, and the Equipment stays on its first unit
      # 434.1: only a unit carries an Equipment; 434.1.f: the detach from the first unit is part of a legal
      # attach to another, so a refused attach detaches nothing.
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And A controls an Equipment "shield" with might bonus 1 in their base
      And "blade" is attached to "garen"
      When A tries to attach "blade" to "shield"
      Then the action is rejected as "illegal_target"
      And nothing changed
      And "blade" is attached to "garen"
      And "garen" has might 6

  @GEAR-24
  Rule: Equipping to the unit it is already attached to does nothing
    Core Rules 434.1.g-h.

    Scenario: Attaching again to the same unit causes no detach and no event
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      When A attaches "blade" to "garen"
      Then the action is accepted
      And the last action caused no events
      And "blade" is attached to "garen"
      And "garen" has might 6

    Scenario: Attaching an exhausted Equipment again to its unit at a battlefield leaves everything as it was
      Given B controls a unit "darius" with might 2 at battlefield "bf2"
      And B controls an exhausted Equipment "axe" with might bonus 1 and effect keyword Tank at battlefield "bf2"
      And "axe" is attached to "darius"
      When B attaches "axe" to "darius"
      Then the last action caused no events
      And "axe" is attached to "darius"
      And "axe" is exhausted
      And "darius" has might 3
      And "darius" has the ability "Tank" from "axe"

    Scenario: Attaching the Spectacles again to their unit, choosing a unit to copy, is refused: nothing happens to choose for
      # 434.1.g: attaching to the current host does nothing, so no "As this is attached" text applies.
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "azir" with might 6 in their base
      And A controls a unit "lux" with might 3 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A attaches "specs" to "soldier" choosing "azir"
      And A tries to attach "specs" to "soldier" choosing "lux"
      Then the action is rejected as "illegal_target"
      And nothing changed
      And "soldier" is a copy of "azir"

    @requires-weaponmaster
    Scenario: Weaponmaster choosing the Equipment already attached to the unit just played: nothing happens, nothing is paid
      # 434.1.g: attaching to the current host does nothing; 821.1.c.5: when the Equipment cannot be
      # attached, nothing changes.
      Given A controls an Equipment "sword" with might bonus 2 and Equip [1][O] in their base
      And A has a Veteran Poro (SFD-099) "poro" in their hand
      And A has [3][O] in their rune pool
      When A plays "poro"
      And A attaches "sword" to "poro"
      And the top of the chain resolves, A choosing "sword"
      Then "sword" is attached to "poro"
      And "poro" has might 4
      And A has [1][O] left in their rune pool
      And the last action caused no detach event
      And the last action caused no attach event
