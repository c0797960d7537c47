Feature: Gear — becoming a copy
  A copy takes the model's copiable traits; the object that becomes a copy keeps its own
  statuses and temporary changes. (Shady Spectacles makes its unit a copy this way; most of this
  file uses a generic copy effect, so that it tests the rule, not the card, and one scenario uses
  the Spectacles the ruling names.)
  Source: the French ruling text « Objets : contrôle, texte copié et réattachement » (features/sources/GEAR.fr.txt).

  Background:
    Given a Riftbound game between A and B with battlefields "bf1"

  @GEAR-27
  Rule: Becoming a copy of an empowered unit does not empower; the copy keeps its own states and changes
    Core Rules 477.1.b.1.a, 124.2, 441.1, 719.4.a.

    Scenario: A copy of an empowered unit is not empowered
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "azir" with might 6 in their base
      And "azir" is empowered
      When A makes "soldier" a copy of "azir"
      Then "soldier" is a copy of "azir"
      And "soldier" is not empowered
      And "azir" is empowered
      And the last action caused a copy began event for "soldier"

    Scenario: An empowered, exhausted unit that becomes a copy stays empowered and exhausted
      Given B controls an exhausted unit "soldier" with might 2 at battlefield "bf1"
      And B controls a unit "azir" with might 6 at battlefield "bf1"
      And "soldier" is empowered
      When B makes "soldier" a copy of "azir"
      Then "soldier" is empowered
      And "soldier" is exhausted
      And "azir" is not empowered
      And "azir" is ready

    Scenario: An equipped, damaged, stunned unit that becomes a copy keeps its Equipment, damage and stun
      Given B controls a unit "soldier" with might 5 at battlefield "bf1"
      And B controls an Equipment "shield" with might bonus 1 and effect keyword Tank at battlefield "bf1"
      And B controls a unit "azir" with might 7 at battlefield "bf1"
      And "shield" is attached to "soldier"
      And "soldier" has 2 damage
      And "soldier" is stunned
      When B makes "soldier" a copy of "azir"
      Then "soldier" is a copy of "azir"
      And "soldier" carries "shield"
      And "shield" is attached to "soldier"
      And "soldier" has the ability "Tank" from "shield", controlled by B
      And "soldier" has 2 damage
      And "soldier" is stunned
      And "azir" has 0 damage
      And "azir" is not stunned
      And "azir" carries nothing

    Scenario: A unit that becomes a copy of a damaged, stunned, equipped unit takes none of that
      Given A controls a unit "soldier" with might 4 in their base
      And A controls a unit "azir" with might 6 in their base
      And A controls an Equipment "blade" with might bonus 2 and effect keyword Deflect in their base
      And "blade" is attached to "azir"
      And "azir" has 3 damage
      And "azir" is stunned
      When A makes "soldier" a copy of "azir"
      Then "soldier" is a copy of "azir"
      And "soldier" has 0 damage
      And "soldier" is not stunned
      And "soldier" carries nothing
      And "soldier" has no ability from "blade"
      And "blade" is attached to "azir"

    Scenario: Shady Spectacles make the unit a copy of an empowered unit; the copy is not empowered
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "azir" with might 6 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And "azir" is empowered
      And "soldier" is stunned
      When A attaches "specs" to "soldier" choosing "azir"
      Then "soldier" is a copy of "azir"
      And "soldier" is not empowered
      And "soldier" is stunned
      And "azir" is empowered

    Scenario: When the Spectacles come off, the unit is itself again, with the stun it had all along
      # 124.2, 719.4.a: the copy never touched the unit's own states, so its end takes none of them away
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "azir" with might 6 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And "soldier" is stunned
      When A attaches "specs" to "soldier" choosing "azir"
      Then "soldier" is a copy of "azir"
      And "soldier" is stunned
      When A detaches "specs"
      Then "soldier" is stunned
      And "azir" is not stunned

    Scenario: A buffed unit that becomes a copy keeps its own buff
      # 124.2, 477.1.b.1.a: a counter is not a copiable trait: the unit keeps its buff, and its Might
      # is the model's printed 6 plus that +1 (744)
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "azir" with might 6 in their base
      And "soldier" has a buff
      When A makes "soldier" a copy of "azir"
      Then "soldier" is a copy of "azir"
      And "soldier" has a buff
      And "soldier" has might 7
      And "azir" has no buff

    Scenario: A unit that becomes a copy of a buffed unit takes the model's Might, not its buff
      # 124.2, 477.1.b.1.a: the model's buff is its own counter, not one of its copiable traits
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "azir" with might 6 in their base
      And "azir" has a buff
      When A makes "soldier" a copy of "azir"
      Then "soldier" is a copy of "azir"
      And "soldier" has no buff
      And "soldier" has might 6
      And "azir" has a buff
      And "azir" has might 7

    @requires-copy
    Scenario: B's buffed unit keeps its buff as the Spectacles' copy, +1 on the copied Might, and after the copy ends
      # GEAR-27, 124.2, 719.4.a: the copy never touched the unit's counters; its end takes none away (744: +1 Might)
      Given B controls a unit "soldier" with might 2 at battlefield "bf1"
      And B controls a unit "azir" with might 6 at battlefield "bf1"
      And B controls a Shady Spectacles (VEN-137) "specs" at battlefield "bf1"
      And "soldier" has a buff
      When B attaches "specs" to "soldier" choosing "azir"
      Then "soldier" has might 7
      When B detaches "specs"
      Then "soldier" is not a copy
      And "soldier" has a buff
      And "soldier" has might 3

    Scenario: A unit given a keyword by a spell keeps it when it becomes a copy
      # 124.2, 477.1.b.1.b: the copy changes the copiable traits only; what an effect granted the unit
      # is a temporary change of its own, which it keeps.
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "model" with might 6 in their base
      And A has a spell "gift" in their trash
      And "garen" has been given keyword Tank by "gift"
      When A makes "garen" a copy of "model"
      Then "garen" is a copy of "model"
      And "garen" has the ability "Tank" from "gift"

    Scenario: An equipped unit already a copy of an empowered unit stays a copy with its Equipment's bonus, and is not empowered
      # The copy effect here is a generic lasting one already applying (477.1.b), not the Spectacles':
      # it gives the model's traits, not its states (124.2, 719.4.a); the Equipment's bonus adds to the copied Might.
      Given A controls a unit "mimic" with might 2 in their base
      And A controls a unit "model" with might 5 in their base
      And "model" is empowered
      And "mimic" is a copy of "model"
      And A controls an Equipment "blade" with might bonus 1 in their base
      And "blade" is attached to "mimic"
      When A exhausts "blade"
      Then "mimic" is a copy of "model"
      And "mimic" has might 6
      And "mimic" is not empowered
      And "model" is empowered

  @GEAR-25 @requires-copy
  Rule: The Spectacles' model is any other friendly unit, ready or exhausted
    Core Rules 725.1, 477.1.b; the Vendetta FAQ (GEAR-25: another friendly unit).

    Scenario: An exhausted friendly unit can be chosen: the equipped unit becomes a copy of it
      # "another friendly unit": nothing asks for a ready one; the copy does not take its exhausted state (GEAR-27).
      Given A controls a unit "soldier" with might 2 in their base
      And A controls an exhausted unit "hulk" with might 6 and the name "Hulk" in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A attaches "specs" to "soldier" choosing "hulk"
      Then "soldier" is a copy of "hulk"
      And "soldier" has might 6
      And "soldier" is ready
