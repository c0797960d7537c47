@requires-once_per_turn
Feature: Gear — copied text renewed by a real detach and re-attach
  An ability that says "Use only once per turn" is used once per turn by each of its instances.
  Text that Shady Spectacles (VEN-137) or Svellsongur (SFD-059) copy is a new instance each time
  the copy begins: after a real detach and a re-attach, the copied ability can be used again.
  Renewing that way is not free: the detach must come from something that detaches, and the
  copied ability keeps its cost and its timing. Azir, Ascendant (SFD-050) has such an ability:
  "[G]: [Action] — Choose a unit you control. Move me to its location and it to my original
  location. If it's equipped, you may attach one of its Equipment to me. Use only once per turn."
  Source: the French ruling text « Objets : contrôle, texte copié et réattachement » (features/sources/GEAR.fr.txt), the Vendetta FAQ.

  Background:
    Given a Riftbound game between A and B with battlefields "bf1"

  @GEAR-28 @requires-copy
  Rule: A Sand Soldier copying Azir, Ascendant with the Spectacles uses the ability again after a detach and a re-attach
    Core Rules 477.1.b, 725.1, 435.1, 434.1; the Vendetta FAQ: the re-attached Spectacles give a new instance of
    the ability, and the Sand Soldier stays the same unit.

    Scenario: The copied Azir ability is used once, refused the second time, and usable again after a detach and a re-attach
      Given A controls a unit "soldier" with might 2, the Shurima tag and the name "Sand Soldier" in their base
      And A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls a unit "garen" with might 4 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And "soldier" has 1 damage
      And A has [1][Y][G][G] in their rune pool
      When A attaches "specs" to "soldier" choosing "azir"
      And A activates the "azir-ascendant" ability of "soldier" targeting "garen"
      And the top of the chain resolves
      And A tries to activate the "azir-ascendant" ability of "soldier" targeting "garen"
      Then the action is rejected as "already_used"
      And nothing changed
      When A detaches "specs"
      Then "soldier" is not a copy
      # the copy lasted while the Spectacles were attached: their detach ends it, and says so (copy_ended)
      And the last action caused a copy ended event for "soldier" with of "azir"
      When A activates the Equip ability of "specs" targeting "soldier"
      And the top of the chain resolves, A choosing "azir"
      Then "soldier" is a copy of "azir"
      When A activates the "azir-ascendant" ability of "soldier" targeting "garen"
      Then the action is accepted
      When the chain resolves until it is empty
      Then the chain is empty
      And A's rune pool is empty
      And "soldier" has 1 damage
      And "soldier" is in A's base

    Scenario: The ability used is the copy's instance: the real Azir's own ability is still there to use
      Given A controls a unit "soldier" with might 2 in their base
      And A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And A has [G][G] in their rune pool
      When A attaches "specs" to "soldier" choosing "azir"
      And A activates the "azir-ascendant" ability of "soldier" targeting "soldier"
      Then A has [G] left in their rune pool
      When A activates the "azir-ascendant" ability of "azir" targeting "azir"
      Then the action is accepted

    Scenario: Azir's ability moves it to the chosen unit's location and that unit to Azir's
      Given A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls a unit "garen" with might 4 in their base
      And A has [G] in their rune pool
      When A activates the "azir-ascendant" ability of "azir" targeting "garen"
      And the top of the chain resolves
      Then "azir" is in A's base
      And "garen" is at battlefield "bf1"
      And "azir" moved
      And "garen" moved

    Scenario: The unit stays the same unit as the copy ends: an Equip aimed at it before the detach still attaches
      # GEAR-28: the unit stays the same unit; the end of a copy changes its traits, not which object it is (124.2).
      Given A controls a unit "soldier" with might 2 in their base
      And A controls an Azir, Ascendant (SFD-050) "azir" in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A has [1] in their rune pool
      When A attaches "specs" to "soldier" choosing "azir"
      And A activates the Equip ability of "blade" targeting "soldier"
      And A detaches "specs"
      And the top of the chain resolves
      Then "blade" is attached to "soldier"
      And "soldier" is not a copy
      And "soldier" has might 4

    Scenario: Re-attached copying the same unit, the Spectacles begin a new copy, reported as it begins
      # GEAR-28: detach, then re-attach copying the same model: a new copy effect, with a new instance of its text.
      Given A controls a unit "soldier" with might 2 in their base
      And A controls an Azir, Ascendant (SFD-050) "azir" in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A attaches "specs" to "soldier" choosing "azir"
      And A detaches "specs"
      Then the last action caused a copy ended event for "soldier" with of "azir"
      When A attaches "specs" to "soldier" choosing "azir"
      Then the last action caused a copy began event for "soldier" with of "azir"
      And "soldier" is a copy of "azir"

  @GEAR-24 @requires-copy
  Rule: Attaching the Spectacles again to the unit they are attached to renews nothing
    Core Rules 434.1.g-h: attaching a card to its current host does nothing at all.

    Scenario: The Spectacles attached again to the same unit: the copied ability stays used this turn
      Given A controls a unit "soldier" with might 2 in their base
      And A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls a unit "garen" with might 4 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And A has [G][G] in their rune pool
      When A attaches "specs" to "soldier" choosing "azir"
      And A activates the "azir-ascendant" ability of "soldier" targeting "garen"
      And A attaches "specs" to "soldier"
      Then the last action caused no events
      When A tries to activate the "azir-ascendant" ability of "soldier" targeting "garen"
      Then the action is rejected as "already_used"

    @requires-copy_text
    Scenario: Svellsongur attached again to the unit it is on copies nothing anew: the copied ability stays used this turn
      Given A controls an Azir, Ascendant (SFD-050) "azir" in their base
      And A controls a Svellsongur (SFD-059) "svell" in their base
      And A has [G][G] in their rune pool
      When A attaches "svell" to "azir"
      And A activates the second "azir-ascendant" ability of "azir" targeting "azir"
      And the top of the chain resolves
      And A attaches "svell" to "azir"
      Then the last action caused no events
      When A tries to activate the second "azir-ascendant" ability of "azir" targeting "azir"
      Then the action is rejected as "already_used"
      And nothing changed

  @GEAR-29 @requires-copy_text
  Rule: Svellsongur likewise renews its copied text after a real detach and a re-attach
    Core Rules 725.1, 136.2.c, 435.1, 434.1; the Vendetta FAQ.

    Scenario: Azir's ability copied by Svellsongur is an instance of its own, renewed by a detach and a re-attach
      Given A controls an Azir, Ascendant (SFD-050) "azir" in their base
      And A controls a Svellsongur (SFD-059) "svell" in their base
      And A has [1][G][G][G][G] in their rune pool
      When A attaches "svell" to "azir"
      Then "azir" has the ability "[G]: [Action]" from "svell"
      When A activates the second "azir-ascendant" ability of "azir" targeting "azir"
      And the top of the chain resolves
      And A tries to activate the second "azir-ascendant" ability of "azir" targeting "azir"
      Then the action is rejected as "already_used"
      When A activates the first "azir-ascendant" ability of "azir" targeting "azir"
      And the top of the chain resolves
      And A detaches "svell"
      And A activates the Equip ability of "svell" targeting "azir"
      And the top of the chain resolves
      And A activates the second "azir-ascendant" ability of "azir" targeting "azir"
      Then the action is accepted
      And A's rune pool is empty

    Scenario: Without a detach, the text Svellsongur copied stays used this turn
      Given A controls an Azir, Ascendant (SFD-050) "azir" in their base
      And A controls a Svellsongur (SFD-059) "svell" in their base
      And A has [G][G] in their rune pool
      When A attaches "svell" to "azir"
      And A activates the second "azir-ascendant" ability of "azir" targeting "azir"
      And A attaches "svell" to "azir"
      And A tries to activate the second "azir-ascendant" ability of "azir" targeting "azir"
      Then the action is rejected as "already_used"

    Scenario: The detach and re-attach renew only the copied text: Azir's own ability stays used this turn
      # The Vendetta FAQ: the copied text holds a new instance; the unit stays the same unit, its own uses kept.
      Given A controls an Azir, Ascendant (SFD-050) "azir" in their base
      And A controls a Svellsongur (SFD-059) "svell" in their base
      And A has [1][G][G][G] in their rune pool
      When A attaches "svell" to "azir"
      And A activates the first "azir-ascendant" ability of "azir" targeting "azir"
      And the top of the chain resolves
      And A detaches "svell"
      And A activates the Equip ability of "svell" targeting "azir"
      And the top of the chain resolves
      And A tries to activate the first "azir-ascendant" ability of "azir" targeting "azir"
      Then the action is rejected as "already_used"
      When A activates the second "azir-ascendant" ability of "azir" targeting "azir"
      Then the action is accepted
      And A's rune pool is empty

    Scenario: A detach and an effect's re-attach renew the copied text too, without its Equip
      Given A controls an Azir, Ascendant (SFD-050) "azir" in their base
      And A controls a Svellsongur (SFD-059) "svell" in their base
      And A has [G][G] in their rune pool
      When A attaches "svell" to "azir"
      And A activates the second "azir-ascendant" ability of "azir" targeting "azir"
      And the top of the chain resolves
      And A detaches "svell"
      And A attaches "svell" to "azir"
      And A activates the second "azir-ascendant" ability of "azir" targeting "azir"
      Then the action is accepted
      And A's rune pool is empty

    Scenario: Taken to another unit and back, Svellsongur renews the text it copied: that detach is a real one
      # 434.1.f: attaching it to another unit detaches it from Azir, which ends the copied text; attached
      # to Azir again, it copies a new instance of the ability.
      Given A controls an Azir, Ascendant (SFD-050) "azir" in their base
      And A controls a unit "lux" with might 3 in their base
      And A controls a Svellsongur (SFD-059) "svell" in their base
      And A has [G][G] in their rune pool
      When A attaches "svell" to "azir"
      And A activates the second "azir-ascendant" ability of "azir" targeting "azir"
      And the top of the chain resolves
      And A attaches "svell" to "lux"
      And A attaches "svell" to "azir"
      And A activates the second "azir-ascendant" ability of "azir" targeting "azir"
      Then the action is accepted
      And A's rune pool is empty

    Scenario: The text Svellsongur copied ends with the detach; attached to another unit, it copies that unit's text only
      # 725.1: "for as long as this is attached to it"; 435.1: the detach ends it.
      Given A controls a unit "garen" with might 4 and ability "[1]: Ready me" in their base
      And A controls a unit "lux" with might 3 and ability "[2]: Exhaust me" in their base
      And A controls a Svellsongur (SFD-059) "svell" in their base
      When A attaches "svell" to "garen"
      And A detaches "svell"
      Then the last action caused a text copy ended event for "svell"
      And "garen" has no ability from "svell"
      When A attaches "svell" to "lux"
      Then the last action caused exactly these events, in order:
        | type        | object | to  | of  |
        | attach      | svell  | lux |     |
        | text_copied | svell  |     | lux |
      And "lux" has the ability "[2]: Exhaust me" from "svell"

    Scenario: The text Svellsongur copied lasts past the end of the turn while Svellsongur stays attached
      # SFD-059: "for as long as this is attached to it"; the ending cleanup ends only the effects that last
      # "this turn" (317.2).
      Given A controls a unit "garen" with might 4 and ability "[1]: Ready me" in their base
      And A controls a Svellsongur (SFD-059) "svell" in their base
      When A attaches "svell" to "garen"
      And A ends their turn
      Then it is B's turn
      And "svell" is attached to "garen"
      And "garen" has the ability "[1]: Ready me" from "svell"
      And "garen" has the ability "[1]: Ready me" from "garen"

    Scenario: Detaching another Equipment from the unit is no detach of Svellsongur: its copied text stays, still used
      # SFD-059: the copied text lasts for as long as Svellsongur is attached; only its own real detach renews it.
      Given A controls an Azir, Ascendant (SFD-050) "azir" in their base
      And A controls a Svellsongur (SFD-059) "svell" in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "azir"
      And A has [G][G] in their rune pool
      When A attaches "svell" to "azir"
      And A activates the second "azir-ascendant" ability of "azir" targeting "azir"
      And the top of the chain resolves
      And A detaches "blade"
      Then "azir" has the ability "[G]: [Action]" from "svell"
      And the last action caused no text copy ended events
      When A tries to activate the second "azir-ascendant" ability of "azir" targeting "azir"
      Then the action is rejected as "already_used"

    Scenario: Svellsongur detached and re-attached to the same unit copies its text anew, reported as a new text copy
      # GEAR-29: a real detach, then a re-attach: the copied text is renewed (725.1: copied as it is attached).
      Given A controls an Azir, Ascendant (SFD-050) "azir" in their base
      And A controls a Svellsongur (SFD-059) "svell" in their base
      When A attaches "svell" to "azir"
      And A detaches "svell"
      Then the last action caused a text copy ended event for "svell" with of "azir"
      When A attaches "svell" to "azir"
      Then the last action caused a text copied event for "svell" with of "azir"
      And "azir" has the ability "[G]: [Action]" from "svell"

  @GEAR-30 @requires-copy
  Rule: Renewing by a detach and a re-attach gives no free detach and removes no cost or timing restriction
    Core Rules 718.2, 721.2 (the Equip of an attached card is inactive), 377, 380; the Vendetta FAQ.

    Scenario: The attached Spectacles cannot Equip themselves again to renew the copy: their Equip is inactive
      Given A controls a unit "soldier" with might 2 in their base
      And A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And A has [1][Y][G][G] in their rune pool
      When A attaches "specs" to "soldier" choosing "azir"
      And A activates the "azir-ascendant" ability of "soldier" targeting "soldier"
      And A tries to activate the Equip ability of "specs" targeting "soldier"
      Then the action is rejected as "inactive_ability"
      When A tries to activate the "azir-ascendant" ability of "soldier" targeting "soldier"
      Then the action is rejected as "already_used"

    Scenario: The renewed ability still costs [G]
      Given A controls a unit "soldier" with might 2 in their base
      And A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And A has [G] in their rune pool
      When A attaches "specs" to "soldier" choosing "azir"
      And A activates the "azir-ascendant" ability of "soldier" targeting "soldier"
      And A detaches "specs"
      And A attaches "specs" to "soldier" choosing "azir"
      And A tries to activate the "azir-ascendant" ability of "soldier" targeting "soldier"
      Then the action is rejected as "unpaid_cost"
      And nothing changed

    Scenario: The renewed ability keeps its [Action] timing: not on an opponent's turn
      Given it is B's turn
      And A controls a unit "soldier" with might 2 in their base
      And A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And A has [G] in their rune pool
      When A attaches "specs" to "soldier" choosing "azir"
      And A tries to activate the "azir-ascendant" ability of "soldier" targeting "soldier"
      Then the action is rejected as "wrong_timing"
      And nothing changed

    Scenario: Renewed by a detach and a re-attach on B's turn, the copied ability still keeps its [Action] timing
      Given it is B's turn
      And A controls a unit "soldier" with might 2 in their base
      And A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And A has [G] in their rune pool
      When A attaches "specs" to "soldier" choosing "azir"
      And A detaches "specs"
      And A attaches "specs" to "soldier" choosing "azir"
      And A tries to activate the "azir-ascendant" ability of "soldier" targeting "soldier"
      Then the action is rejected as "wrong_timing"
      And nothing changed

  @GEAR-28 @requires-copy @requires-tokens
  Rule: The Sand Soldier is a token: it stays a token through the copy and the renewal, and is named as what it copies
    Core Rules 185.1.a, 187.3, 477.1.b, 434.1; the Vendetta FAQ: the Sand Soldier stays the same unit.

    Scenario: A Sand Soldier token copying Azir, Ascendant is still a token: killed, it ceases to exist rather than go to the trash
      # 185.1.a: a copy of a card made from a token is still a token; 186.1: a token put anywhere but the
      # board or the chain ceases to exist. Shady Spectacles stay on the board, detached (719.5.a).
      Given A controls a Sand Soldier token "soldier" in their base
      And A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A attaches "specs" to "soldier" choosing "azir"
      And A kills "soldier"
      Then "soldier" no longer exists
      And the last action caused a ceased to exist event for "soldier"
      And "specs" is not attached to anything
      And "specs" is in A's base

    Scenario: A Sand Soldier token copying Azir, Ascendant uses the ability again after a detach and a re-attach, and stays a token
      Given A controls a Sand Soldier token "soldier" in their base
      And A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls a unit "garen" with might 4 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And A has [1][Y][G][G] in their rune pool
      Then "soldier" is a token
      And "soldier" is named "Sand Soldier"
      And "soldier" has might 2
      And "soldier" has the Shurima tag
      When A attaches "specs" to "soldier" choosing "azir"
      Then "soldier" is a copy of "azir"
      And "soldier" is named "Azir, Ascendant"
      And "soldier" is a token
      When A activates the "azir-ascendant" ability of "soldier" targeting "garen"
      And the top of the chain resolves
      And A detaches "specs"
      Then "soldier" is named "Sand Soldier"
      And "soldier" is a token
      When A activates the Equip ability of "specs" targeting "soldier"
      And the top of the chain resolves, A choosing "azir"
      And A activates the "azir-ascendant" ability of "soldier" targeting "garen"
      Then the action is accepted
      And "soldier" is a token
      And "soldier" is named "Azir, Ascendant"
      And A's rune pool is empty

  @GEAR-28 @requires-copy
  Rule: The renewal's detach comes first, and ends the copy it sustained; the re-attach then copies anew
    Core Rules 435.1, 725.1, 434.1; the Vendetta FAQ (GEAR-28: detach, then reattach the Spectacles).

    Scenario: Detaching the Spectacles reports the detach, then the end of the copy that lasted while they were attached
      # 725.1: the copy lasts "for as long as this is attached": it is the detach that ends it.
      Given A controls a unit "soldier" with might 2 in their base
      And A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A attaches "specs" to "soldier" choosing "azir"
      And A detaches "specs"
      Then "soldier" is not a copy
      And the last action caused exactly these events, in order:
        | type       | object  | from    | of   |
        | detach     | specs   | soldier |      |
        | copy_ended | soldier |         | azir |

  @GEAR-29 @requires-copy_text
  Rule: Svellsongur's renewal: the detach comes first, and ends the text it copied
    Core Rules 435.1, 725.1, 136.2.c; the Vendetta FAQ (GEAR-29: a real detach, then a reattach).

    Scenario: Detaching Svellsongur reports the detach, then the end of the text it copied
      Given A controls an Azir, Ascendant (SFD-050) "azir" in their base
      And A controls a Svellsongur (SFD-059) "svell" in their base
      When A attaches "svell" to "azir"
      And A detaches "svell"
      Then the last action caused exactly these events, in order:
        | type            | object | from | of   |
        | detach          | svell  | azir |      |
        | text_copy_ended | svell  |      | azir |
