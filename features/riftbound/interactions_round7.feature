Feature: Round 7 — who chooses for a chain item, replacements and delayed triggers, and counters across control
  The control rulings taken together with the chain: the choices an ability asks for as it
  resolves are its controller's, and stay so when its source changes hands after it triggered;
  a choice or a mode that the resolving text does not call for is refused; Guardian Angel's
  replacement and Imperial Decree's delayed trigger around units that changed control; and
  buffs on units taken, recalled, copied and saved. Each outcome follows from the rules the
  rulings cite.
  Source: the French ruling texts « Objets : contrôle, texte copié et réattachement » (features/sources/GEAR.fr.txt), « Suivre les compteurs » (features/sources/BUFF.fr.txt) and « Attribuer les dégâts et les éliminations » (features/sources/ATTR.fr.txt).

  Background:
    Given a Riftbound game between A and B with battlefields "bf1" and "bf2"

  @GEAR-13 @requires-triggers
  Rule: The choice an ability asks for as it resolves is made by the ability's controller, not by another player
    Core Rules 191.4.a, 191.4.c-e, 355.5, 402.2; card text of Aphelios, Exalted (SFD-049).

    Scenario: A's Aphelios trigger waits on the chain: B cannot resolve it choosing A's own unit for A; A then buffs it
      Given A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      When A attaches "blade" to "aphelios"
      And B tries to resolve the top of the chain with mode 3, choosing "garen"
      Then the action is rejected as "not_controller"
      And "garen" has no buff
      When the top of the chain resolves with mode 3, A choosing "garen"
      Then "garen" has a buff
      And "garen" has might 5

    Scenario: B cannot choose the mode of A's Aphelios trigger either, even with no object chosen
      Given A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      When A attaches "blade" to "aphelios"
      And B tries to resolve the top of the chain with mode 3
      Then the action is rejected as "not_controller"
      And the chain holds one triggered ability of "aphelios"

  @GEAR-11 @GEAR-13 @requires-triggers @requires-control
  Rule: A trigger already on the chain stays its controller's when its source changes hands
    Core Rules 191.4.b, 191.4.c-e, 355.5; card text of Aphelios, Exalted (SFD-049).

    Scenario: A's Aphelios trigger is on the chain when B takes Aphelios: A still chooses, and buffs A's garen
      Given A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a unit "garen" with might 4 in their base
      And B controls a unit "darius" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      When A attaches "blade" to "aphelios"
      And B takes control of "aphelios"
      Then "aphelios" is controlled by B
      When B tries to resolve the top of the chain with mode 3, choosing "darius"
      Then the action is rejected as "not_controller"
      And "darius" has no buff
      When the top of the chain resolves with mode 3, A choosing "garen"
      Then "garen" has a buff
      And "darius" has no buff

    Scenario: A's trigger on the chain after B took Aphelios cannot buff B's unit, friendly to Aphelios's new controller
      Given A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a unit "garen" with might 4 in their base
      And B controls a unit "darius" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      When A attaches "blade" to "aphelios"
      And B takes control of "aphelios"
      And A tries to resolve the top of the chain with mode 3, choosing "darius"
      Then the action is rejected as "illegal_target"
      And "darius" has no buff

  @GEAR-13 @requires-triggers
  Rule: A choice the resolving text does not call for is refused: one unit for "a friendly unit", no mode for a modeless ability
    Core Rules 402.2, 355.5, 359; card text of Aphelios, Exalted (SFD-049).

    Scenario: "Buff a friendly unit" takes one unit: A cannot choose two
      Given A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      When A attaches "blade" to "aphelios"
      And A tries to resolve the top of the chain with mode 3, choosing "garen" and "lux"
      Then the action is rejected as "illegal_target"
      And "garen" has no buff
      And "lux" has no buff

    Scenario: A gear's "[1]: Deal 2 damage to a unit." has no modes: resolving it with a mode is refused
      Given A controls a gear "cannon" with text "[1]: Deal 2 damage to a unit." in their base
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And A has [1] in their rune pool
      When A activates the ability of "cannon" targeting "darius"
      And A tries to resolve the top of the chain with mode 1
      Then the action is rejected as "illegal_choice"
      And "darius" has 0 damage
      When the top of the chain resolves
      Then "darius" has 2 damage
