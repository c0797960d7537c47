Feature: Gear — becoming a copy
  A copy takes the model's copiable traits; the object that becomes a copy keeps its own
  statuses and temporary changes. (Shady Spectacles makes its unit a copy this way; this file
  uses a generic copy effect, so that it tests the rule, not the card.)
  Source: seed 000 (Objets : contrôle, texte copié et réattachement).

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

    Scenario: An empowered, exhausted unit that becomes a copy stays empowered and exhausted
      Given B controls an exhausted unit "soldier" with might 2 at battlefield "bf1"
      And B controls a unit "azir" with might 6 at battlefield "bf1"
      And "soldier" is empowered
      When B makes "soldier" a copy of "azir"
      Then "soldier" is empowered
      And "soldier" is exhausted
      And "azir" is not empowered
      And "azir" is ready
