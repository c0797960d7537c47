Feature: Gear — which text is active, and whose
  While attached, an Equipment's printed rules text is inactive and its effect text belongs to
  the unit; unattached, the effect text is inactive. Inactive text is still there. In the effect
  text, "I" and "me" mean the unit; "this" or the Equipment's name means the Equipment.
  Source: the French ruling text « Objets : contrôle, texte copié et réattachement » (features/sources/GEAR.fr.txt).

  Background:
    Given a Riftbound game between A and B with battlefields "bf1"

  @GEAR-05
  Rule: While attached, the Equipment's printed rules text is inactive
    Core Rules 718.2, 135.4, 434.1.e, 721.1-721.2; 725.1: text that applies as the card is attached
    ("As this is attached…", Shady Spectacles VEN-137) still works.

    Scenario: Attached, the rules text is inactive and the effect text active
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And "blade" is attached to "garen"
      Then the rules text of "blade" is inactive
      And the effect text of "blade" is active
      And the Equip ability of "blade" is inactive

    Scenario: Attaching switches the rules text off; detaching switches it back on
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      When A attaches "blade" to "garen"
      Then the rules text of "blade" is inactive
      When A detaches "blade"
      Then the rules text of "blade" is active
      And the Equip ability of "blade" is active

    Scenario: An attached Equipment's printed keyword is inactive with the rest of its rules text
      # 718.2: the whole printed rules text is inactive while attached, keywords included.
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2, Equip [1] and keyword Tank in their base
      When A attaches "blade" to "garen"
      Then the Tank ability of "blade" is inactive
      When A detaches "blade"
      Then the Tank ability of "blade" is active

    Scenario: Shady Spectacles' "As this is attached" text works as it attaches; the rest goes inactive
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "azir" with might 6 in their base
      And A controls a unit "garen" with might 4 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A attaches "specs" to "soldier" choosing "azir"
      Then "specs" is attached to "soldier"
      And "soldier" is a copy of "azir"
      And "garen" is not a copy
      And the last action caused a copy began event for "soldier"
      And the rules text of "specs" is inactive
      And the Equip ability of "specs" is inactive

    Scenario: Attached by their own Equip, the Spectacles' "As this is attached" text applies as the ability resolves
      Given A controls a unit "soldier" with might 2 at battlefield "bf1"
      And A controls a unit "azir" with might 6 in their base
      And A controls a unit "lux" with might 3 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And A has [1][Y] in their rune pool
      When A activates the Equip ability of "specs" targeting "soldier"
      Then "soldier" is not a copy
      When the top of the chain resolves, A choosing "lux"
      Then "specs" is attached to "soldier"
      And "soldier" is a copy of "lux"
      And the Equip ability of "specs" is inactive

    Scenario: The Spectacles' copy lasts only while they stay attached
      Given B controls a unit "poro" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And B controls a Shady Spectacles (VEN-137) "specs" in their base
      When B attaches "specs" to "poro" choosing "darius"
      And B detaches "specs"
      Then "poro" is not a copy
      And the rules text of "specs" is active
      And the Equip ability of "specs" is active

    Scenario: With only one other friendly unit, the Spectacles' choice is that unit
      # The card's text: "choose another friendly unit"; with one unit to choose, it is chosen.
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "azir" with might 6 in their base
      And B controls a unit "darius" with might 5 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A attaches "specs" to "soldier"
      Then "soldier" is a copy of "azir"
      And "specs" is attached to "soldier"

    Scenario: With no other friendly unit, the Spectacles attach and copy nothing
      # 055: with nothing to choose, that part of the text does nothing; the attach still happens.
      Given A controls a unit "soldier" with might 2 in their base
      And B controls a unit "darius" with might 5 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A attaches "specs" to "soldier"
      Then "specs" is attached to "soldier"
      And "soldier" is not a copy
      And the last action caused no copy began event

    Scenario: With two other friendly units, the Spectacles' controller must say which one
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "azir" with might 6 in their base
      And A controls a unit "lux" with might 3 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A tries to attach "specs" to "soldier"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: The Spectacles cannot copy an enemy unit: the chosen unit must be friendly
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "azir" with might 6 in their base
      And B controls a unit "darius" with might 5 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A tries to attach "specs" to "soldier" choosing "darius"
      Then the action is rejected as "illegal_target"
      And nothing changed

    @requires-replacement
    Scenario: An Equipment with no "As this is attached" text asks for no choice: naming one is refused
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "azir" with might 6 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      When A tries to attach "blade" to "garen" choosing "azir"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: Guardian Angel has no "As this is attached" text: attached by an effect, none of its text applies then
      # 725.1 lets only text that applies during the attach work; the Angel's "If I would die"
      # waits for a death.
      Given A controls a unit "garen" with might 4 in their base
      And A controls a Guardian Angel (SFD-051) "angel" in their base
      When A attaches "angel" to "garen"
      Then the last action caused exactly these events, in order:
        | type   | object | to    |
        | attach | angel  | garen |
      And "angel" is attached to "garen"
      And "garen" has might 5

    @requires-triggers
    Scenario: An attached Equipment's printed triggered ability does not trigger; detached, it does
      # 718.2, 721.1: the printed rules text of an attached card is inactive, and inactive text does not trigger.
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "banner" with might bonus 1 and ability "When you deal damage, buff me." in their base
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And "banner" is attached to "garen"
      When A deals 2 damage to "darius"
      Then the last action triggered no ability of "banner"
      When A detaches "banner"
      And A deals 1 damage to "darius"
      Then the last action triggered one ability of "banner"

    Scenario: Attached to another player's unit, the Equipment's printed text is inactive all the same
      # 718.2: the printed rules text of an attached card is inactive, whoever controls its unit (718.5.e-f).
      Given B controls a unit "vi" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2, Equip [1] and keyword Tank at battlefield "bf1"
      When A attaches "blade" to "vi"
      Then the rules text of "blade" is inactive
      And the Tank ability of "blade" is inactive
      And the Equip ability of "blade" is inactive
      And "vi" has might 5

    Scenario: An attached gear without the Equipment tag has its printed rules text inactive too
      # 718.2, 135.4: the printed rules text of any attached card is inactive while it is attached.
      Given A controls a unit "garen" with might 4 in their base
      And A controls a gear "relic" with keyword Tank in their base
      And "relic" is attached to "garen"
      Then the rules text of "relic" is inactive
      And the Tank ability of "relic" is inactive

  @GEAR-06
  Rule: The Equipment's effect text is inactive whenever it is not attached
    Core Rules 136.2.b, 724.

    Scenario: An unattached Equipment's effect text gives nothing to anyone
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "cloak" with effect keyword Tank in their base
      Then the effect text of "cloak" is inactive
      And the rules text of "cloak" is active
      And "garen" has no ability from "cloak"
      And the Tank ability of "cloak" is inactive

    Scenario: Detached when its unit dies, the effect text goes inactive again
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "cloak" with effect keyword Tank in their base
      And "cloak" is attached to "garen"
      When B kills "garen"
      Then the effect text of "cloak" is inactive
      And "cloak" is not attached to anything

    Scenario: Detached by an effect, the Equipment takes its text back from the unit
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls an Equipment "cloak" with might bonus 2 and effect keyword Deflect at battlefield "bf1"
      And "cloak" is attached to "darius"
      When B detaches "cloak"
      Then the effect text of "cloak" is inactive
      And "darius" has no ability from "cloak"
      And "darius" has might 3

    Scenario: Killed while attached, the Equipment takes its text to the trash: the unit no longer has it
      # 136.2.b: in the trash the card is not attached, so its effect text is inactive and no longer the unit's.
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls an Equipment "cloak" with might bonus 2 and effect keyword Deflect at battlefield "bf1"
      And "cloak" is attached to "darius"
      When A kills "cloak"
      Then "cloak" is in the trash
      And the effect text of "cloak" is inactive
      And "darius" has no ability from "cloak"
      And "darius" has might 3

    Scenario: Unattached, Guardian Angel's "If I would die" text does not save the Angel itself
      Given A controls a Guardian Angel (SFD-051) "angel" in their base
      When B kills "angel"
      Then "angel" is in the trash
      And the last action caused no replacement applied event

    Scenario: An unattached Equipment cannot use the ability of its own effect text
      # 136.2.b: the effect text is inactive while the card is not attached, for the card itself too.
      Given A controls an exhausted Equipment "lamp" with effect ability "[1]: Ready me" in their base
      And A has [1] in their rune pool
      When A tries to activate the ability "[1]: Ready me" of "lamp"
      Then the action is rejected as "inactive_ability"
      And nothing changed

    Scenario: In the hand or in the trash, an Equipment's effect text is inactive too
      # 136.2.b: the effect text is active only while the card is attached; off the board it is attached to nothing.
      Given A has an Equipment "cloak" with effect keyword Tank in their hand
      And A has an Equipment "plate" with might bonus 2 and effect keyword Deflect in their trash
      Then the effect text of "cloak" is inactive
      And the effect text of "plate" is inactive

    Scenario: A unit with the Equipment tag is attached to nothing: its own effect text is inactive on it
      # 136.2.b: effect text is inactive while its card is not attached; a unit is never attached (GEAR-40), not even to itself.
      Given A controls a unit "drone" with might 2, the Equipment tag and effect keyword Tank in their base
      Then the effect text of "drone" is inactive
      And the Tank ability of "drone" is inactive

  @GEAR-08
  Rule: Inactive text is still present for effects that check for it
    Core Rules 135.4.a, 721, 818.5.a (whether a gear has Equip can still be checked).

    Scenario: An attached Equipment still has its Equip keyword, inactive
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 1 and Equip [2] at battlefield "bf1"
      And "axe" is attached to "darius"
      Then the Equip ability of "axe" is inactive

    Scenario: A real Equipment's printed Equip is still on the card while attached, inactive
      Given A controls a unit "garen" with might 4 in their base
      And A controls a Guardian Angel (SFD-051) "angel" in their base
      And "angel" is attached to "garen"
      Then the Equip ability of "angel" is inactive
      And the rules text of "angel" is inactive

    Scenario: A spell that checks for Equip can target an attached Equipment: its inactive Equip still counts
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 2 and Equip [1] at battlefield "bf1"
      And "axe" is attached to "darius"
      And A has a spell "rust" with text "Kill a gear with Equip." in their hand
      When A plays "rust" targeting "axe"
      And the top of the chain resolves
      Then "axe" is in the trash
      And "darius" has might 3

    Scenario: The same spell cannot target an Equipment that has no Equip in its text
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 2 at battlefield "bf1"
      And "axe" is attached to "darius"
      And A has a spell "rust" with text "Kill a gear with Equip." in their hand
      When A tries to play "rust" targeting "axe"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: Activating the Equip of an attached Equipment is refused because it is inactive, not absent
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls a unit "lux" with might 2 at battlefield "bf1"
      And A controls an Equipment "lamp" with might bonus 1 and Equip [1] at battlefield "bf1"
      And "lamp" is attached to "lux"
      And A has [3] in their rune pool
      When A tries to activate the Equip ability of "lamp" targeting "garen"
      Then the action is rejected as "inactive_ability"
      And nothing changed

    Scenario: A spell that checks for a keyword finds it in the effect text of an unattached Equipment, inactive there
      # 136.2.b: the effect text of an Equipment that is not attached is inactive; inactive, it is still on the card (135.4.a).
      Given B controls an Equipment "cloak" with might bonus 1 and effect keyword Tank in their base
      And A has a spell "rust" with text "Kill a gear with Tank." in their hand
      When A plays "rust" targeting "cloak"
      And the top of the chain resolves
      Then "cloak" is in the trash

    Scenario: The Equip of an attached Equipment is on the Equipment, not on its unit: a spell for a unit with Equip cannot target the unit
      # 135.4.a: the inactive text is still present, on its own card; 136.2.c: the unit gets only the effect text.
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 1 and Equip [1] at battlefield "bf1"
      And "axe" is attached to "darius"
      And A has a spell "rust" with text "Kill a unit with Equip." in their hand
      When A tries to play "rust" targeting "darius"
      Then the action is rejected as "illegal_target"
      And nothing changed

  @GEAR-09 @requires-replacement
  Rule: In text granted to a unit, "I" and "me" mean the unit; "this" or the Equipment's name means the Equipment
    Core Rules 053, 136.2.d.

    Scenario: Guardian Angel's "kill Guardian Angel" kills the Equipment; "heal me" heals the unit
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "garen"
      And "garen" has 2 damage
      When B kills "garen"
      Then "angel" is in the trash
      And "garen" is in A's base
      And "garen" has 0 damage

    Scenario: "Exhaust me" in an Equipment's effect text exhausts the unit that has it, not the Equipment
      Given B controls a unit "vi" with might 3 at battlefield "bf1"
      And B controls an Equipment "charm" with effect ability "[1]: Exhaust me." at battlefield "bf1"
      And "charm" is attached to "vi"
      And B has [2] in their rune pool
      And it is B's turn
      When B activates the ability "[1]: Exhaust me." of "vi"
      And the top of the chain resolves
      Then "vi" is exhausted
      And "charm" is ready
      And B has [1] left in their rune pool

    Scenario: With another Equipment attached before it, "kill Guardian Angel" kills the Angel, not the first card on the unit
      # 053.1-053.4: the card's name in its own text means that card, whatever else is attached to the unit.
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "blade" is attached to "garen"
      And "angel" is attached to "garen"
      When B kills "garen"
      Then "angel" is in the trash
      And "garen" is in A's base
      And "blade" is in A's base
      And "blade" is attached to "garen"
      And "garen" has might 6

    Scenario: A unit itself named Guardian Angel: "kill Guardian Angel" still kills the Equipment, and the unit is saved
      # 136.2.d: the Equipment's name in its text means the attached card, even if the unit shares that name.
      Given A controls a unit "garen" with might 4 and the name "Guardian Angel" at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "garen"
      When B kills "garen"
      Then "angel" is in the trash
      And "garen" is in A's base
      And "garen" is exhausted

    Scenario: Killing Guardian Angel itself is no death of the unit: the unit is neither healed, exhausted nor recalled
      # "If I would die": in the text the unit gets, "I" is the unit (136.2.d); the Equipment's own death is not the unit's.
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "garen"
      And "garen" has 1 damage
      When B kills "angel"
      Then "angel" is in the trash
      And "garen" is at battlefield "bf1"
      And "garen" is ready
      And "garen" has 1 damage
      And the last action caused no replacement applied event

    Scenario: "Exhaust me" in another player's Equipment on a unit still exhausts the unit that uses it
      # GEAR-09: "me" is the unit using the ability, whoever controls the Equipment (718.5.f, 191.4.a).
      Given B controls a unit "vi" with might 3 at battlefield "bf1"
      And A controls an Equipment "charm" with effect ability "[1]: Exhaust me." at battlefield "bf1"
      And "charm" is attached to "vi"
      And B has [2] in their rune pool
      And it is B's turn
      When B activates the ability "[1]: Exhaust me." of "vi"
      And the top of the chain resolves
      Then "vi" is exhausted
      And "charm" is ready
      And B has [1] left in their rune pool

    @requires-copy_text @requires-abilities
    Scenario: In the Azir ability Svellsongur copied, "me" is the unit using it: Azir and garen exchange places
      # GEAR-09: in text a unit is given, "me" is the unit; Svellsongur only holds the copied text (136.2.c).
      Given A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls a unit "garen" with might 4 in their base
      And A controls a Svellsongur (SFD-059) "svell" in their base
      And A has [G] in their rune pool
      When A attaches "svell" to "azir"
      And A activates the second "azir-ascendant" ability of "azir" targeting "garen"
      And the top of the chain resolves
      Then "azir" is in A's base
      And "garen" is at battlefield "bf1"
      And "svell" is attached to "azir"
      And "svell" is in A's base

  @GEAR-10 @requires-replacement
  Rule: Guardian Angel kills itself instead of the unit, then heals, exhausts and recalls the unit
    Core Rules 369-370, 372, 808.1.d.1; card text of Guardian Angel (SFD-051).

    Scenario: The unit would die: Guardian Angel goes to the trash, the unit to its base, healed and exhausted
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "garen"
      When B deals 5 damage to "garen"
      Then "angel" is in the trash
      And "garen" is in A's base
      And "garen" has 0 damage
      And "garen" is exhausted
      And "garen" was recalled
      And "garen" did not move

    Scenario: The unit's other Equipment goes to base with it, still attached
      Given B controls a unit "vi" with might 2 at battlefield "bf1"
      And B controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And B controls an Equipment "gauntlet" with might bonus 3 at battlefield "bf1"
      And "angel" is attached to "vi"
      And "gauntlet" is attached to "vi"
      When A kills "vi"
      Then "angel" is in the trash
      And "vi" is in B's base
      And "gauntlet" is in B's base
      And "gauntlet" is attached to "vi"
      And "vi" has might 5

    Scenario: A kill written with its order of detachments is still replaced by Guardian Angel
      # 719.5.a (GEAR-37): the host's controller's order of the detachments goes into the kill
      # action; it is a legal choice, and the death it would have ordered is replaced all the same.
      Given B controls a unit "vi" with might 2 at battlefield "bf1"
      And B controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And B controls an Equipment "gauntlet" with might bonus 3 at battlefield "bf1"
      And "angel" is attached to "vi"
      And "gauntlet" is attached to "vi"
      When A kills "vi", detaching "gauntlet" then "angel"
      Then "angel" is in the trash
      And "vi" is in B's base
      And "gauntlet" is attached to "vi"
      And the last action caused no kill event for "vi"

    Scenario: Unattached, Guardian Angel saves nobody
      Given A controls a unit "garen" with might 4 in their base
      And A controls a Guardian Angel (SFD-051) "angel" in their base
      When B kills "garen"
      Then "garen" is in the trash
      And "angel" is in A's base

    Scenario: Banishing is not dying: Guardian Angel does not step in
      Given A controls a unit "garen" with might 4 in their base
      And A controls a Guardian Angel (SFD-051) "angel" in their base
      And "angel" is attached to "garen"
      When B banishes "garen"
      Then "garen" is in the banishment
      And "angel" is in A's base
      And "angel" is not attached to anything

    Scenario: In its own base, the saved unit is healed of its damage and exhausted; its recall finds it home already
      # The kill of the unit is replaced (370.1.b): the unit stays, Guardian Angel dies instead. The
      # recall sends the unit to its base, where it already is: nothing to recall (455, 055).
      Given A controls a unit "garen" with might 4 in their base
      And A controls a Guardian Angel (SFD-051) "angel" in their base
      And "angel" is attached to "garen"
      And "garen" has 2 damage
      When B kills "garen"
      Then the last action caused a replacement applied event for "garen" with replaced "kill" and by "angel"
      And the last action caused a heal event for "garen" with amount 2
      And the last action caused no kill event for "garen"
      And the last action caused a kill event for "angel"
      And "garen" was not recalled
      And "garen" is in A's base
      And "garen" has 0 damage
      And "garen" is exhausted
      And "angel" is in the trash

    Scenario: The Angel's kill comes from its granted ability: credited to the ability of the Angel and to the unit that has it
      # GEAR-10 with 428.5.d (ATTR-13: an ability's kill is credited to the object that created it too)
      # and ATTR-15 (an ability granted by effect text counts for both the unit and the Equipment).
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "garen"
      When B kills "garen"
      Then the kill of "angel" is attributed to the ability of "angel"
      And the kill of "angel" is attributed to "garen"
      And the last action caused no kill event for "garen"

    @requires-spells @requires-abilities
    Scenario: A spell that kills the unit: Guardian Angel replaces that death too
      Given B controls a unit "vi" with might 3 at battlefield "bf1"
      And B controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "vi"
      And A has a spell "purge" with text "Kill a unit." in their hand
      When A plays "purge" targeting "vi"
      And the top of the chain resolves
      Then "angel" is in the trash
      And "vi" is in B's base
      And "vi" is exhausted
      And the last action caused no kill event for "vi"

    Scenario: Guardian Angel is killed first, then the unit is healed, exhausted and recalled, in the order of the card
      # The card: "kill Guardian Angel instead. Heal me, exhaust me, and recall me." (the ruling text, features/sources/GEAR.fr.txt: then heals, exhausts and recalls).
      Given B controls a unit "vi" with might 3 at battlefield "bf1"
      And B controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "vi"
      And "vi" has 1 damage
      When A kills "vi"
      Then the last action caused a kill event for "angel" before a heal event for "vi"
      And the last action caused a heal event for "vi" before an exhaust event for "vi"
      And the last action caused an exhaust event for "vi" before a recall event for "vi"

    Scenario: The unit's other Equipment goes to base with it as it was: the Angel's "exhaust me" exhausts the unit only
      # The ruling text: the Angel is killed, and the unit gets the other actions; 719.4: its cards are exhausted separately.
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "angel" is attached to "garen"
      And "blade" is attached to "garen"
      When B kills "garen"
      Then "garen" is exhausted
      And "blade" is attached to "garen"
      And "blade" is in A's base
      And "blade" is ready

  @GEAR-10 @requires-replacement
  Rule: The recall Guardian Angel makes is its own text's, an effect, not the cleanup's
    Core Rules 455, 323.7; the catalogue ruling GEAR-10 (the granted ability recalls the unit).

    Scenario: Saved by Guardian Angel at a battlefield, the unit is recalled by the Angel's text, not by the cleanup
      # "Heal me, exhaust me, and recall me": the recall is part of the replacement; 323.7's corrective recalls
      # concern units in another player's base and gear at battlefields, not this unit.
      Given B controls a unit "vi" with might 3 at battlefield "bf1"
      And B controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "vi"
      And "vi" has 1 damage
      When A kills "vi"
      Then "vi" is in B's base
      And "vi" was recalled
      And "vi" was not recalled by cleanup
