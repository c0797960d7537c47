@requires-triggers
Feature: Gear — text copied as the Equipment is attached, and the triggers it brings
  Svellsongur (SFD-059) copies its unit's text into its own effect text as it is attached; Shady
  Spectacles (VEN-137) make their unit a copy of another friendly unit as they are attached. Both
  happen after the attach, not with it: an attach trigger the unit gains that way comes too late
  for that attach, and sees the next one. Aphelios, Exalted (SFD-049) has such a trigger: "When you
  attach an Equipment to me, choose one that hasn't been chosen this turn — …".
  Source: the French ruling text « Objets : contrôle, texte copié et réattachement » (features/sources/GEAR.fr.txt), the Vendetta FAQ.

  Background:
    Given a Riftbound game between A and B with battlefields "bf1"

  @GEAR-25 @requires-copy_text
  Rule: Svellsongur attaches first, then copies its unit's text; Shady Spectacles attach first, then make the unit a copy
    Core Rules 725.1, 136.2.c, 477.1.b; the Vendetta FAQ: the two steps are not simultaneous.

    Scenario: Svellsongur attaches, then copies the text of its unit into its effect text, which the unit then has twice
      Given A controls a unit "garen" with might 4 and ability "[1]: Ready me" in their base
      And A controls a Svellsongur (SFD-059) "svell" in their base
      And A has [1][G] in their rune pool
      When A activates the Equip ability of "svell" targeting "garen"
      And the top of the chain resolves
      Then the last action caused exactly these events, in order:
        | type             | object | to    | of    |
        | ability_resolved | svell  |       |       |
        | attach           | svell  | garen |       |
        | text_copied      | svell  |       | garen |
      And "garen" has the ability "[1]: Ready me" from "garen"
      And "garen" has the ability "[1]: Ready me" from "svell"
      And "garen" has might 4

    Scenario: The copied text lasts only while Svellsongur stays attached to that unit
      Given A controls a unit "garen" with might 4 and ability "[1]: Ready me" in their base
      And A controls a Svellsongur (SFD-059) "svell" in their base
      When A attaches "svell" to "garen"
      Then "garen" has the ability "[1]: Ready me" from "svell"
      When A attaches "svell" to "garen"
      Then the last action caused no events
      And "garen" has the ability "[1]: Ready me" from "svell"
      When A detaches "svell"
      Then "garen" has no ability from "svell"
      And "garen" has the ability "[1]: Ready me" from "garen"
      And the last action caused a text copy ended event for "svell"

    Scenario: Svellsongur moved to another unit copies that unit's text, not the first one's
      Given A controls a unit "garen" with might 4 and ability "[1]: Ready me" in their base
      And A controls a unit "lux" with might 3 and ability "[2]: Exhaust me" in their base
      And A controls a Svellsongur (SFD-059) "svell" in their base
      When A attaches "svell" to "garen"
      And A attaches "svell" to "lux"
      Then "lux" has the ability "[2]: Exhaust me" from "svell"
      And "lux" has no ability from "garen"
      And "garen" has no ability from "svell"
      And the last action caused exactly these events, in order:
        | type            | object | from  | to  | of    |
        | detach          | svell  | garen |     |       |
        | text_copy_ended | svell  |       |     | garen |
        | attach          | svell  |       | lux |       |
        | text_copied     | svell  |       |     | lux   |

    Scenario: Shady Spectacles attach, then the unit becomes a copy of the chosen unit
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "azir" with might 6 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And A has [1][Y] in their rune pool
      When A activates the Equip ability of "specs" targeting "soldier"
      And the top of the chain resolves, A choosing "azir"
      Then the last action caused exactly these events, in order:
        | type             | object  | to      | of   |
        | ability_resolved | specs   |         |      |
        | attach           | specs   | soldier |      |
        | copy_began       | soldier |         | azir |
      And "soldier" is a copy of "azir"

    Scenario: The Spectacles attach, then the unit becomes a copy of the friendly unit their controller chose
      # VEN-137: "choose another friendly unit"; with two to choose from, the one chosen is copied.
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "azir" with might 6 in their base
      And A controls a unit "lux" with might 3 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A attaches "specs" to "soldier" choosing "lux"
      Then the last action caused exactly these events, in order:
        | type       | object  | to      | of  |
        | attach     | specs   | soldier |     |
        | copy_began | soldier |         | lux |
      And "soldier" is a copy of "lux"
      And "azir" is not a copy

    Scenario: The Spectacles' copy lasts past the end of the turn, for as long as they stay attached
      # VEN-137: "for as long as this is attached to it"; the ending cleanup ends only the effects that last
      # "this turn" (317.2).
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "lux" with might 3 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A attaches "specs" to "soldier" choosing "lux"
      And A ends their turn
      Then it is B's turn
      And "soldier" is a copy of "lux"
      And "specs" is attached to "soldier"
      And "soldier" has might 3

    Scenario: The unit the Spectacles make a copy of Azir, Ascendant takes its name, its tags and its Might
      # 477.1.b.1.a: a copy takes the model's name, type, tags, cost, Might and rules text: Azir, Ascendant
      # (SFD-050) is a 6-Might unit with the Azir and Shurima tags; the Spectacles' Might Bonus is 0.
      Given A controls a unit "lux" with might 3 in their base
      And A controls an Azir, Ascendant (SFD-050) "azir" in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A attaches "specs" to "lux" choosing "azir"
      Then "lux" is a copy of "azir"
      And "lux" is named "Azir, Ascendant"
      And "lux" has the Azir tag
      And "lux" has the Shurima tag
      And "lux" has might 6

    Scenario: The Spectacles killed while attached end the copy they made: the unit is its own card again
      # VEN-137: a copy "for as long as this is attached to it"; 719.5, 435.1: a card that leaves the board detaches.
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "hulk" with might 7 and the name "Hulk" in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A attaches "specs" to "soldier" choosing "hulk"
      Then "soldier" is a copy of "hulk"
      When A kills "specs"
      Then "specs" is in the trash
      And "soldier" is not a copy
      And "soldier" has might 2
      And "soldier" carries nothing

  @GEAR-26
  Rule: Svellsongur equipped to Aphelios: the attach trigger it copies does not see that attach
    Core Rules 383.2.c, 725.1, 136.2.c; the Vendetta FAQ: Aphelios's own trigger fires once.

    Scenario: Equipping Svellsongur to Aphelios triggers Aphelios's own ability once, not the copy
      Given A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a Svellsongur (SFD-059) "svell" in their base
      And A has [1][G] in their rune pool
      When A activates the Equip ability of "svell" targeting "aphelios"
      Then the last action triggered no ability of "aphelios"
      When the top of the chain resolves
      Then the last action triggered one ability of "aphelios"
      # 383.2.c: the trigger is checked once its cause, the attach, has been processed, and so comes after it
      And the last action caused an attach event for "svell" before an ability triggered event for "aphelios"
      And the chain holds one triggered ability of "aphelios"
      And "aphelios" has the ability "When you attach an Equipment to me" from "aphelios"
      And "aphelios" has the ability "When you attach an Equipment to me" from "svell"

    Scenario: The next Equipment attached to Aphelios triggers both its own ability and the copied one
      Given A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a Svellsongur (SFD-059) "svell" in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      When A attaches "svell" to "aphelios"
      Then the last action triggered one ability of "aphelios"
      When A attaches "blade" to "aphelios"
      Then the last action triggered two abilities of "aphelios"
      # 136.2.c, 725.1: the copied instance is text of Svellsongur's, which its event names (from)
      And the last action caused an ability triggered event for "aphelios" with from "svell"
      And the chain holds three triggered abilities of "aphelios"

    Scenario: Attaching a gear that is not an Equipment triggers nothing
      Given A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a gear "relic" in their base
      When A attaches "relic" to "aphelios"
      Then the action is accepted
      And the last action triggered no ability of "aphelios"
      And the chain is empty

    Scenario: Aphelios's trigger buffs the friendly unit chosen as it resolves, and that mode cannot be chosen again this turn
      Given A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      And A controls an Equipment "shield" with might bonus 1 in their base
      When A attaches "blade" to "aphelios"
      And the top of the chain resolves with mode 3, A choosing "garen"
      Then "garen" has a buff
      And the chain is empty
      When A attaches "shield" to "aphelios"
      Then the chain holds one triggered ability of "aphelios"
      When A tries to resolve the top of the chain with mode 3, choosing "aphelios"
      Then the action is rejected as "already_used"
      And nothing changed

    Scenario: Aphelios's trigger cannot buff an enemy unit
      Given A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 1 in their base
      When A attaches "blade" to "aphelios"
      And A tries to resolve the top of the chain with mode 3, choosing "darius"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: Aphelios's trigger choosing "Buff a friendly unit" must name one while A has a unit to buff
      # 055: an instruction is carried out as far as possible; Aphelios itself is a friendly unit to buff.
      Given A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      When A attaches "blade" to "aphelios"
      And A tries to resolve the top of the chain with mode 3
      Then the action is rejected as "illegal_target"
      And nothing changed
      When the top of the chain resolves with mode 3, A choosing "aphelios"
      Then "aphelios" has a buff

    Scenario: An opponent attaching an Equipment to Aphelios is not "you attach"
      Given A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And B controls an Equipment "blade" with might bonus 1 in their base
      When B attaches "blade" to "aphelios"
      Then the action is accepted
      And the last action triggered no ability of "aphelios"

    Scenario: The mode Aphelios's trigger chose this turn may be chosen again on the next turn
      # SFD-049: "choose one that hasn't been chosen this turn"; 317.2: the "this turn" effects end at the
      # ending cleanup, so on B's turn the Buff mode is free again for A's trigger.
      Given A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 3 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      And A controls an Equipment "shield" with might bonus 1 in their base
      When A attaches "blade" to "aphelios"
      And the top of the chain resolves with mode 3, A choosing "garen"
      And A ends their turn
      Then it is B's turn
      When A attaches "shield" to "aphelios"
      Then the chain holds one triggered ability of "aphelios"
      When the top of the chain resolves with mode 3, A choosing "lux"
      Then "lux" has a buff
      And "garen" has a buff

  @GEAR-44 @requires-copy
  Rule: A unit that becomes a copy of Aphelios through Shady Spectacles gains the attach trigger too late for that attach
    Core Rules 383.2.c, 725.1, 477.1.b; the Vendetta FAQ.

    Scenario: The Spectacles' own attach does not trigger the copied Aphelios ability
      Given A controls a unit "soldier" with might 2 in their base
      And A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And A has [1][Y] in their rune pool
      When A activates the Equip ability of "specs" targeting "soldier"
      And the top of the chain resolves, A choosing "aphelios"
      Then "soldier" is a copy of "aphelios"
      And the last action triggered no ability of "soldier"
      And the last action triggered no ability of "aphelios"
      And the chain is empty

    Scenario: The next Equipment attached to the copy triggers its copied Aphelios ability
      Given A controls a unit "soldier" with might 2 in their base
      And A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      When A attaches "specs" to "soldier" choosing "aphelios"
      Then the last action triggered no ability of "soldier"
      When A attaches "blade" to "soldier"
      Then the last action triggered one ability of "soldier"
      And the last action triggered no ability of "aphelios"
      And the chain holds one triggered ability of "soldier"

    Scenario: The Spectacles attached again to the copy of Aphelios they are on make no new attachment: nothing triggers
      # 434.1.g: attaching a card to its current host does nothing, so there is no attach for the copied trigger.
      Given A controls a unit "soldier" with might 2 in their base
      And A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A attaches "specs" to "soldier" choosing "aphelios"
      And A attaches "specs" to "soldier"
      Then the last action caused no events
      And the chain is empty
      And "soldier" is a copy of "aphelios"

    Scenario: The Spectacles detached and attached again, copying Aphelios again: too late again, nothing triggers
      # The copy ended with the detach (the Spectacles' text: for as long as this is attached); the new copy comes after the new attach.
      Given A controls a unit "soldier" with might 2 in their base
      And A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A attaches "specs" to "soldier" choosing "aphelios"
      And A detaches "specs"
      And A attaches "specs" to "soldier" choosing "aphelios"
      Then "soldier" is a copy of "aphelios"
      And the last action triggered no ability of "soldier"
      And the chain is empty

    Scenario: An Equipment attached to the real Aphelios triggers Aphelios, not its copy: the copy's "me" is the copy
      # 477.1.b: the copy has Aphelios's text as its own, so its "When you attach an Equipment to me" names the
      # copy; the attach to Aphelios is Aphelios's trigger only.
      Given A controls a unit "soldier" with might 2 in their base
      And A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      When A attaches "specs" to "soldier" choosing "aphelios"
      And A attaches "blade" to "aphelios"
      Then the last action triggered one ability of "aphelios"
      And the last action triggered no ability of "soldier"
      And the chain holds one triggered ability of "aphelios"
