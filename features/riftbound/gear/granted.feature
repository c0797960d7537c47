Feature: Gear — text granted to an attached Equipment
  While attached, an Equipment's printed rules text is inactive; text that other effects grant
  to it is not printed rules text, and stays active while it is attached. What is granted is the
  Equipment's own: a copy of it takes only its printed traits.
  Source: the French ruling text « Objets : contrôle, texte copié et réattachement » (features/sources/GEAR.fr.txt): "Un texte accordé ou ajouté
  à l'objet peut rester actif."

  Background:
    Given a Riftbound game between A and B with battlefields "bf1"

  @GEAR-07
  Rule: Text granted to an attached Equipment stays active while its printed text is inactive
    Core Rules 135.4.b, 477.2.a, 718.2, 721.2; the Unleashed FAQ: Temporary given to an attached
    Equipment still kills it. 477.1.b.1.b: nothing granted is copied.

    Scenario: An attached Equipment uses an ability granted to it while its printed Equip is inactive
      Given A controls a unit "garen" with might 4 in their base
      And A controls an exhausted Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A has a spell "gift" in their trash
      And "blade" is attached to "garen"
      And "blade" has been given ability "[1]: Ready me" by "gift"
      And A has [1] in their rune pool
      When A activates the granted ability "[1]: Ready me" of "blade"
      Then the action is accepted
      When the top of the chain resolves
      Then "blade" is ready
      And "blade" is attached to "garen"
      And A's rune pool is empty

    Scenario: Granted by a spell while attached, the ability is active at once
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 1 and Equip [2] at battlefield "bf1"
      And "axe" is attached to "darius"
      And B has a spell "boon" with text "Give an Equipment the ability [1]: Exhaust me." in their hand
      And it is B's turn
      And B has [1] in their rune pool
      When B plays "boon" targeting "axe"
      And the top of the chain resolves
      Then the last action caused an ability granted event for "axe"
      And "axe" has the ability "[1]: Exhaust me" from "boon", controlled by B
      And the Equip ability of "axe" is inactive
      When B activates the granted ability "[1]: Exhaust me" of "axe"
      And the top of the chain resolves
      Then "axe" is exhausted
      And "axe" is attached to "darius"

    Scenario: A granted keyword stays active on the attached Equipment
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "cloak" with might bonus 1 and Equip [1] in their base
      And "cloak" is attached to "garen"
      And A has a spell "gift" with text "Give an Equipment Deflect." in their hand
      When A plays "gift" targeting "cloak"
      And the top of the chain resolves
      Then "cloak" has the ability "Deflect" from "gift"
      And the rules text of "cloak" is inactive
      And "garen" has might 5
      And "garen" has no ability from "gift"

    Scenario: Granted before it was attached, the keyword stays active after it is attached
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "cloak" with might bonus 1 in their base
      And A has a spell "gift" in their trash
      And "cloak" has been given keyword Tank by "gift"
      When A attaches "cloak" to "garen"
      Then "cloak" has the ability "Tank" from "gift"
      And the rules text of "cloak" is inactive
      And "garen" has no ability from "gift"

    Scenario: The ability granted to A's Equipment on B's unit is A's to use
      # 477.2.a, 191.4.a: the granted text is the Equipment's own, and its controller controls it;
      # only the effect text goes to the unit and its controller (136.2.c).
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls an exhausted Equipment "blade" with might bonus 2 at battlefield "bf1"
      And A has a spell "gift" in their trash
      And "blade" is attached to "darius"
      And "blade" has been given ability "[1]: Ready me" by "gift"
      And A has [1] in their rune pool
      And it is A's turn
      When A activates the granted ability "[1]: Ready me" of "blade"
      And the top of the chain resolves
      Then "blade" is ready
      And "blade" is attached to "darius"
      And A's rune pool is empty

    Scenario: The ability granted to A's Equipment on B's unit is not B's to use, on B's own turn either
      # 191.4.a: the Equipment's controller controls its granted ability, not the unit's controller.
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls an exhausted Equipment "blade" with might bonus 2 at battlefield "bf1"
      And A has a spell "gift" in their trash
      And "blade" is attached to "darius"
      And "blade" has been given ability "[1]: Ready me" by "gift"
      And B has [1] in their rune pool
      And it is B's turn
      When B tries to activate the granted ability "[1]: Ready me" of "blade"
      Then the action is rejected as "not_controller"
      And nothing changed

    Scenario: The counter-case: the Equipment's printed text stays inactive beside the granted text
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls a unit "lux" with might 2 at battlefield "bf1"
      And A controls an Equipment "lamp" with might bonus 1 and Equip [1] at battlefield "bf1"
      And A has a spell "gift" in their trash
      And "lamp" is attached to "lux"
      And "lamp" has been given keyword Tank by "gift"
      And A has [3] in their rune pool
      When A tries to activate the Equip ability of "lamp" targeting "garen"
      Then the action is rejected as "inactive_ability"
      And nothing changed
      And "lamp" has the ability "Tank" from "gift"
      And the Equip ability of "lamp" is inactive

    Scenario: A copy of the Equipment takes its printed text, not what was granted to it
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "cloak" with might bonus 1 in their base
      And A controls an Equipment "mimic" with might bonus 2 in their base
      And A has a spell "gift" in their trash
      And "cloak" is attached to "garen"
      And "cloak" has been given keyword Tank by "gift"
      When A makes "mimic" a copy of "cloak"
      Then "mimic" has no ability from "gift"
      And "cloak" has the ability "Tank" from "gift"
