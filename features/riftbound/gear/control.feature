Feature: Gear — control of the unit and of its Equipment
  The unit and its Equipment each have their own controller. Taking one does not take the other;
  the Equipment keeps applying; the abilities it grants belong to the unit and its controller.
  Source: the French ruling text « Objets : contrôle, texte copié et réattachement » (features/sources/GEAR.fr.txt).

  Background:
    Given a Riftbound game between A and B with battlefields "bf1"

  @GEAR-11
  Rule: If an opponent gains control of your equipped unit, you keep control of the Equipment
    Core Rules 718.5.e-f.

    Scenario: B takes A's equipped unit; A still controls the Equipment
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      When B takes control of "garen"
      Then "garen" is controlled by B
      And "blade" is controlled by A
      And "blade" is attached to "garen"

    Scenario: Taking the Equipment does not take the unit
      Given B controls a unit "darius" with might 3 in their base
      And B controls an Equipment "axe" with might bonus 1 in their base
      And "axe" is attached to "darius"
      When A takes control of "axe"
      Then "axe" is controlled by A
      And "darius" is controlled by B
      And "axe" is attached to "darius"

    Scenario: B takes A's equipped unit: the change of control is the unit's alone
      # 718.5.f: a control change of the unit does not change control of the card attached to it.
      Given A controls a unit "lux" with might 2 at battlefield "bf1"
      And A controls an Equipment "wand" with might bonus 1 at battlefield "bf1"
      And "wand" is attached to "lux"
      When B takes control of "lux"
      Then the last action caused exactly these events, in order:
        | type            | object | from | to |
        | control_changed | lux    | A    | B  |
      And "wand" is controlled by A

    Scenario: B takes A's equipped unit in A's base: the unit goes to B's base, A's Equipment on it
      # 323.7: the cleanup sends the unit to its new controller's base; 719.3.a: its Equipment goes along;
      # 107.1.c.1: an attached card may sit in another player's base; 718.5.f: A keeps the Equipment.
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      When B takes control of "garen"
      Then "garen" is in B's base
      And "blade" is attached to "garen"
      And "blade" is in B's base
      And "blade" is controlled by A
      And "garen" has might 6

    Scenario: A attaches its Equipment to B's unit by an effect: A keeps control of the Equipment
      # 718.5.f: the Equipment's controller and its unit's are separate; attaching changes no control.
      Given B controls a unit "vi" with might 3 at battlefield "bf1"
      And A controls an Equipment "wand" with might bonus 1 at battlefield "bf1"
      When A attaches "wand" to "vi"
      Then "wand" is attached to "vi"
      And "wand" is controlled by A
      And "vi" is controlled by B
      And the last action caused no control changed event

    Scenario: After B takes A's equipped unit, A still controls the Equipment when the turn has ended
      # 718.5.e-f: the change of control is the unit's alone, and lasts; the end of the turn changes the
      # control of neither card (317.2 ends only the "this turn" effects).
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      When B takes control of "garen"
      And A ends their turn
      Then it is B's turn
      And "garen" is controlled by B
      And "blade" is controlled by A
      And "blade" is attached to "garen"

    @requires-cleanup
    Scenario: A's Equipment on B's unit in B's base is A's from the start: detached, the cleanup takes it to A's base
      # 718.5.e: each card of the stack has its own controller, whoever controls the unit; 323.7: gear in
      # another player's base is recalled to its controller's base (A's).
      Given B controls a unit "darius" with might 3 in their base
      And A controls an Equipment "blade" with might bonus 2 in B's base
      And "blade" is attached to "darius"
      When A detaches "blade"
      Then "blade" is not attached to anything
      And "blade" is controlled by A
      And "blade" is in A's base
      And "darius" is controlled by B
      And "darius" has might 3

    Scenario: In a game of three, C takes A's equipped unit: C gets the unit, A keeps the Equipment, B gets nothing
      # 718.5.e-f: the player who takes control gets it, whichever opponent that is.
      Given the game has a third player C
      And A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      When C takes control of "garen"
      Then "garen" is controlled by C
      And "blade" is controlled by A
      And "blade" is attached to "garen"
      And "garen" has might 6

  @GEAR-12
  Rule: The Might Bonus and the granted text keep applying while the Equipment stays attached, whoever controls each card
    Core Rules 718.5.g.

    Scenario: After the control change the unit keeps the bonus and the keyword
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "bulwark" with might bonus 3 and effect keyword Tank at battlefield "bf1"
      And "bulwark" is attached to "garen"
      When B takes control of "garen"
      Then "garen" has might 7
      And "garen" has the ability "Tank" from "bulwark"
      And "garen" carries "bulwark"
      And "garen" is the Top-Most Card

    Scenario: After A takes B's Equipment, it keeps giving B's unit its bonus and its text
      Given B controls a unit "vi" with might 2 in their base
      And B controls an Equipment "gauntlet" with might bonus 4 and effect keyword Deflect in their base
      And "gauntlet" is attached to "vi"
      When A takes control of "gauntlet"
      Then "gauntlet" is controlled by A
      And "gauntlet" is attached to "vi"
      And "vi" has might 6
      And "vi" has the ability "Deflect" from "gauntlet", controlled by B

    Scenario: An exhausted Equipment still gives its bonus while it stays attached
      # 718.5.g: the bonus applies while the Equipment is attached; being exhausted does not detach it.
      Given A controls a unit "garen" with might 4 in their base
      And A controls an exhausted Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      Then "garen" has might 6
      And "blade" is exhausted

    Scenario: An exhausted Equipment still gives its text while it stays attached
      Given B controls a unit "vi" with might 2 at battlefield "bf1"
      And B controls an exhausted Equipment "cloak" with might bonus 1 and effect keyword Tank at battlefield "bf1"
      And "cloak" is attached to "vi"
      Then "vi" has the ability "Tank" from "cloak"
      And "vi" has might 3
      And "cloak" is exhausted

    @requires-replacement
    Scenario: After B takes A's unit, A's Guardian Angel on it still saves it: the unit goes to B's base
      # 718.5.g: the Angel's text keeps applying while it stays attached, whoever controls each card.
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "garen"
      When B takes control of "garen"
      And A kills "garen"
      Then "angel" is in the trash
      And "garen" is in B's base
      And "garen" is exhausted
      And the last action caused no kill event for "garen"

    Scenario: A's Equipment on B's unit keeps it alive: its bonus counts against lethal damage too
      # 718.5.g: the bonus applies whoever controls each card; 142.4.a: lethal damage is at least the
      # unit's current Might, which counts that bonus (477.3.d).
      Given B controls a unit "vi" with might 2 at battlefield "bf1"
      And A controls an Equipment "shield" with might bonus 3 at battlefield "bf1"
      And "shield" is attached to "vi"
      When A deals 4 damage to "vi"
      Then "vi" is at battlefield "bf1"
      And "vi" has 4 damage
      And "vi" has might 5
      When A deals 1 damage to "vi"
      Then "vi" is in the trash

    Scenario: A's Equipment on B's unit stays attached past the end of the turn, and still gives its bonus
      # 718.5.g: the bonus and the text apply for as long as the Equipment stays attached, whoever controls
      # each card; nothing detaches it as the turn ends (317.2).
      Given B controls a unit "vi" with might 2 in their base
      And A controls an Equipment "blade" with might bonus 2 and effect keyword Deflect in B's base
      And "blade" is attached to "vi"
      When A ends their turn
      Then it is B's turn
      And "blade" is attached to "vi"
      And "vi" has might 4
      And "vi" has the ability "Deflect" from "blade"
      And "blade" is controlled by A

    @requires-replacement
    Scenario: A's Guardian Angel saves B's unit: the unit is recalled to B's base, its controller's, and the Angel dies
      # GEAR-10: the unit gets the heal, exhaust and recall; 455: a recall sends it to its controller's base, at once
      # (not to A's base, for the cleanup to correct, 323.7).
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "darius"
      When A kills "darius"
      Then "angel" is in the trash
      And "darius" is in B's base
      And "darius" is exhausted
      And "darius" carries nothing
      And "darius" was not recalled by cleanup

    @requires-combat
    Scenario: A's Equipment gives B's darius Tank: in A's attack, darius takes lethal damage before vi takes any
      # GEAR-12: the granted text keeps applying whoever controls each card; 815: Tank units are assigned lethal
      # damage first.
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "darius" with might 2 at battlefield "bf1"
      And B controls a unit "vi" with might 2 at battlefield "bf1"
      And A controls an Equipment "plate" with might bonus 0 and effect keyword Tank at battlefield "bf1"
      And "plate" is attached to "darius"
      When A tries to attack at battlefield "bf1", assigning 1 to "darius", 2 to "vi" and 4 to "garen"
      Then the action is rejected as "illegal_choice"
      And nothing changed
      When A attacks at battlefield "bf1", assigning 2 to "darius", 1 to "vi" and 4 to "garen"
      Then "darius" is in the trash
      And "vi" is at battlefield "bf1"
      And "plate" is in A's base

    @requires-copy
    Scenario: B takes A's unit made a copy by A's Shady Spectacles: it stays a copy while the Spectacles stay on it
      # GEAR-12, 718.5.g: the Spectacles' text ("for as long as this is attached to it") keeps applying
      # whoever controls each card; the cleanup then takes the unit to B's base, its Spectacles along (323.7, 719.3)
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "azir" with might 6 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A attaches "specs" to "soldier" choosing "azir"
      And B takes control of "soldier"
      Then "soldier" is controlled by B
      And "specs" is controlled by A
      And "specs" is attached to "soldier"
      And "soldier" is a copy of "azir"
      And "soldier" has might 6
      And the last action caused no copy ended event

    @requires-copy
    Scenario: B takes A's unit carrying A's Svellsongur: the copied text stays, as long as Svellsongur stays on it
      # GEAR-12, 718.5.g, 725.1: Svellsongur's copy lasts "for as long as this is attached to it", whoever
      # controls each card
      Given A controls a unit "garen" with might 4 and ability "[1]: Ready me" in their base
      And A controls a Svellsongur (SFD-059) "svell" in their base
      When A attaches "svell" to "garen"
      And B takes control of "garen"
      Then "garen" is controlled by B
      And "svell" is controlled by A
      And "svell" is attached to "garen"
      And "garen" has the ability "[1]: Ready me" from "svell"
      And the last action caused no text copy ended event

    @requires-copy
    Scenario: B takes A's Svellsongur on A's unit: the copied text stays on the unit
      # GEAR-12, 718.5.f-g: a control change is no detach; the copy lasts "for as long as this is attached to it"
      Given A controls a unit "garen" with might 4 and ability "[1]: Ready me" in their base
      And A controls a Svellsongur (SFD-059) "svell" in their base
      When A attaches "svell" to "garen"
      And B takes control of "svell"
      Then "svell" is controlled by B
      And "garen" is controlled by A
      And "svell" is attached to "garen"
      And "garen" has the ability "[1]: Ready me" from "svell"
      And the last action caused no text copy ended event

    Scenario: A unit carrying only an opponent's Equipment is still equipped
      # GEAR-12, 718.5.g: the Equipment applies whoever controls each card; 818.3: a unit with an
      # Equipment attached is equipped.
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "bulwark" with might bonus 3 at battlefield "bf1"
      And "bulwark" is attached to "garen"
      When B takes control of "garen"
      Then "garen" is equipped
      And "garen" has might 7

  @GEAR-13
  Rule: A granted ability belongs to the unit: controlling the Equipment does not give control of it
    Core Rules 136.2.c, 191.4.a, 411.6.a.

    Scenario: B's unit carrying A's Equipment: B controls the granted ability
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls an Equipment "bulwark" with might bonus 1 and effect keyword Tank at battlefield "bf1"
      And "bulwark" is attached to "darius"
      Then "darius" has the ability "Tank" from "bulwark", controlled by B
      And "bulwark" is controlled by A

    Scenario: B activates the ability its unit gained from A's Equipment, paying from B's pool
      Given B controls an exhausted unit "darius" with might 3 at battlefield "bf1"
      And A controls an Equipment "charm" with might bonus 1 and effect ability "[1]: Ready me." at battlefield "bf1"
      And "charm" is attached to "darius"
      And A has [1] in their rune pool
      And B has [2] in their rune pool
      And it is B's turn
      When B activates the ability "[1]: Ready me." of "darius"
      Then B has [1] left in their rune pool
      And A has [1] left in their rune pool
      When the top of the chain resolves
      Then "darius" is ready
      And "charm" is controlled by A

    Scenario: Controlling the Equipment does not let A activate the ability it gave B's unit
      Given B controls an exhausted unit "darius" with might 3 at battlefield "bf1"
      And A controls an Equipment "charm" with might bonus 1 and effect ability "[1]: Ready me." at battlefield "bf1"
      And "charm" is attached to "darius"
      And A has [1] in their rune pool
      And it is A's turn
      When A tries to activate the ability "[1]: Ready me." of "darius"
      Then the action is rejected as "not_controller"
      And nothing changed

    Scenario: Once B takes the equipped unit, the granted ability is B's to use, not A's
      Given A controls an exhausted unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "charm" with effect ability "[2]: Ready me." at battlefield "bf1"
      And "charm" is attached to "garen"
      And A has [2] in their rune pool
      When B takes control of "garen"
      And A tries to activate the ability "[2]: Ready me." of "garen"
      Then the action is rejected as "not_controller"
      And nothing changed

    Scenario: Once B takes A's equipped unit, B activates the ability A's Equipment grants it
      # 191.4.a: the unit's abilities are its controller's, B's from the change of control on; the Equipment stays A's (718.5.f).
      Given A controls an exhausted unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "charm" with effect ability "[2]: Ready me." at battlefield "bf1"
      And "charm" is attached to "garen"
      And B has [2] in their rune pool
      And it is B's turn
      When B takes control of "garen"
      And B activates the ability "[2]: Ready me." of "garen"
      And the top of the chain resolves
      Then "garen" is ready
      And B's rune pool is empty
      And "charm" is controlled by A

    Scenario: Guardian Angel's ability changes hands with the unit, not with the Equipment
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "garen"
      When B takes control of "garen"
      Then "garen" has the ability "If I would die, kill Guardian Angel instead. Heal me, exhaust me, and recall me." from "angel", controlled by B
      And "angel" is controlled by A

    Scenario: After A takes control of B's Equipment, the ability it gives B's unit is still B's to use
      # 718.5.f: the Equipment changes hands, the unit does not; 191.4.a: the ability is the unit's, controlled by its controller.
      Given B controls an exhausted unit "vi" with might 2 at battlefield "bf1"
      And B controls an Equipment "charm" with effect ability "[1]: Ready me." at battlefield "bf1"
      And "charm" is attached to "vi"
      And B has [1] in their rune pool
      And it is B's turn
      When A takes control of "charm"
      And B activates the ability "[1]: Ready me." of "vi"
      And the top of the chain resolves
      Then "vi" is ready
      And "charm" is controlled by A
      And B's rune pool is empty

    Scenario: The text A's Svellsongur copies from B's unit is B's to control on that unit
      # 725.1, 136.2.c: the copied text is the Equipment's effect text, which the unit has; 191.4.a:
      # the unit's controller controls the abilities the unit has.
      Given B controls a unit "vi" with might 3 and ability "[2]: Exhaust me" at battlefield "bf1"
      And A controls a Svellsongur (SFD-059) "svell" at battlefield "bf1"
      When A attaches "svell" to "vi"
      Then "vi" has the ability "[2]: Exhaust me" from "svell", controlled by B
      And "vi" has the ability "[2]: Exhaust me" from "vi", controlled by B
      And "svell" is controlled by A

    @requires-copy
    Scenario: B takes A's unit that A's Spectacles made a copy: B controls the abilities it has as the copy
      # GEAR-13: an ability belongs to the unit that has it; the Spectacles' controller does not control it.
      # It is B's turn, so that B may use the ability (its timing).
      Given it is B's turn
      And A controls a unit "soldier" with might 2 in their base
      And A controls a unit "model" with might 6 and ability "[1]: Ready me" in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And B has [1] in their rune pool
      When A attaches "specs" to "soldier" choosing "model"
      And B takes control of "soldier"
      Then "soldier" is a copy of "model"
      And "soldier" has the ability "[1]: Ready me" from "soldier", controlled by B
      When B activates the ability "[1]: Ready me" of "soldier"
      Then the action is accepted
      And B's rune pool is empty

  @GEAR-11
  Rule: Control of one Equipment on a unit changes alone: the other cards on that unit keep their controller
    Core Rules 718.5.e-f, 191; the catalogue ruling GEAR-11 (control changes only for what an effect changes).

    Scenario: B takes one of two Equipment on A's unit: the other Equipment and the unit stay A's
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "sword" with might bonus 2 in their base
      And A controls an Equipment "axe" with might bonus 1 in their base
      And "sword" is attached to "garen"
      And "axe" is attached to "garen"
      When B takes control of "sword"
      Then "sword" is controlled by B
      And "axe" is controlled by A
      And "garen" is controlled by A
      And "garen" carries "sword" and "axe"
      And the last action caused no control changed event for "axe"
