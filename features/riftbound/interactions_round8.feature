Feature: Round 8 — two Equipment, control and copies around kills; counters with damage; triggers in order
  The gear, counter and attribution rulings varied along what the earlier rounds held fixed: two
  Equipment on one damaged unit taken off one at a time; an equipped unit that changed control,
  then is killed or recalled; Equip and Weaponmaster waiting while their target or their
  Equipment is killed or taken; copies of equipped units; buffs moved or spent off damaged units;
  combat kills by several attackers, one of them carrying a third player's Equipment; kills by a
  gear that a player controls and another owns; and simultaneous triggers of several players put
  on the chain in turn order. Each outcome follows from the rules the rulings cite.
  Source: the French ruling texts « Objets : contrôle, texte copié et réattachement » (features/sources/GEAR.fr.txt), « Suivre les compteurs » (features/sources/BUFF.fr.txt) and « Attribuer les dégâts et les éliminations » (features/sources/ATTR.fr.txt).

  Background:
    Given a Riftbound game between A and B with battlefields "bf1" and "bf2"

  @GEAR-03
  Rule: Two Equipment keep a damaged unit alive together; taken off one at a time, the damage turns lethal once what is left is not enough
    Core Rules 434.1.b.1, 435.1.d-e, 142.4.a-b, 323.5, 323.7, 435.4.a.

    Scenario: garen, Might 1, carries a +2 blade and a +1 axe with 2 damage: without the axe it lives at 3; without the blade too, it dies
      Given A controls a unit "garen" with might 1 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And A controls an Equipment "axe" with might bonus 1 at battlefield "bf1"
      And "blade" is attached to "garen"
      And "axe" is attached to "garen"
      And "garen" has 2 damage
      When A detaches "axe"
      Then "garen" has might 3
      And "garen" is at battlefield "bf1"
      And "axe" is in A's base
      And "blade" is attached to "garen"
      When A detaches "blade"
      Then "garen" is in the trash
      And "blade" is in A's base
      And "blade" is not attached to anything

  @BUFF-03
  Rule: A buff moved off a damaged unit takes its +1 Might along: the damage it holds may now be lethal
    Core Rules 746, 703, 142.4.b, 323.5; the BUFF ruling on moving counters.

    Scenario: A moves the buff of A's garen, Might 3 with 3 damage, onto B's darius: garen dies, darius has the buff
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And "garen" has a buff
      And "garen" has 3 damage
      And B controls a unit "darius" with might 2 at battlefield "bf1"
      Then "garen" has might 4
      When A moves the buff from "garen" to "darius"
      Then the buff moved from "garen" to "darius"
      And "garen" is in the trash
      And "darius" has a buff
      And "darius" has might 3

  @BUFF-05 @requires-spend_counters
  Rule: Spending the buff of a damaged unit lowers its Might: the damage it holds may now be lethal
    Core Rules 745, 703, 142.4.b, 323.5; the BUFF ruling on spending counters.

    Scenario: B spends the buff of B's darius, Might 2 with 2 damage, as an effect allows: darius dies at the cleanup
      Given B controls a unit "darius" with might 2 at battlefield "bf2"
      And "darius" has a buff
      And "darius" has 2 damage
      When B spends the buff of "darius" as an effect allows
      Then "darius" is in the trash
      And "darius" has no buff

    Scenario: A cannot spend the buff of B's damaged darius: nothing is spent, and darius lives
      Given B controls a unit "darius" with might 2 at battlefield "bf2"
      And "darius" has a buff
      And "darius" has 2 damage
      When A tries to spend the buff of "darius" as an effect allows
      Then the action is rejected as "not_controller"
      And "darius" has a buff
      And "darius" is at battlefield "bf2"

  @GEAR-38 @requires-control @requires-spells
  Rule: A's equipped unit that B took is killed by B's spell at a battlefield: the card goes to A's trash, A's Equipment to A's base
    Core Rules 718.5.f, 719.5, 435.4.b, 323.7, 457.1, 428.5.b, 056.2; card owner and controller apart (127.1, 191.3).

    Scenario: B takes A's garen carrying A's blade, then B's "Kill a unit." kills it: garen in its owner's trash, the blade home to A
      Given it is B's turn
      And A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls an exhausted Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      And B has a spell "smite" with text "Kill a unit." in their hand
      When B takes control of "garen"
      Then "blade" is controlled by A
      And "garen" has might 5
      When B plays "smite" targeting "garen"
      And the top of the chain resolves
      Then "garen" is in its owner's trash
      And the kill of "garen" is attributed to "smite", with B responsible
      And "blade" is in A's base
      And "blade" is not attached to anything
      And "blade" is exhausted
      And "blade" is controlled by A

  @GEAR-39 @requires-recall
  Rule: Recalled with B's unit to B's base, A's Equipment stays attached there; killed there later, the unit leaves it, and it goes home to A
    Core Rules 719.3.a, 455, 107.1.c.1, 719.5, 435.4.b, 323.7.

    Scenario: B recalls darius carrying A's blade to B's base; A then kills darius: the blade, detached in B's base, is recalled to A's
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "darius"
      When B recalls "darius"
      Then "darius" is in B's base
      And "blade" is attached to "darius"
      And "darius" has might 5
      When A kills "darius"
      Then "darius" is in the trash
      And "blade" was detached from "darius"
      And "blade" was recalled by cleanup
      And "blade" is in A's base
      And "blade" is not attached to anything

  @GEAR-23
  Rule: A's effect attaches A's Equipment from A's unit to B's unit elsewhere: B's unit has the bonus and the text, B's to use; A keeps the Equipment
    Core Rules 434.1.f, 434.4, 718.5.e-f, 136.2.c, 191.4.a.

    Scenario: A attaches the Tank blade from garen at bf1 to B's darius at bf2: darius has +2 and Tank, B's; garen has neither; the blade did not move
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 and effect keyword Tank at battlefield "bf1"
      And "blade" is attached to "garen"
      And B controls a unit "darius" with might 4 at battlefield "bf2"
      When A attaches "blade" to "darius"
      Then "blade" is attached to "darius"
      And "blade" was detached from "garen"
      And "blade" did not move
      And "blade" is at battlefield "bf2"
      And "blade" is controlled by A
      And "darius" has might 6
      And "darius" has the ability "Tank" from "blade", controlled by B
      And "garen" has might 3
      And "garen" has no ability from "blade"
      And "garen" is not equipped

  @GEAR-19 @requires-chain
  Rule: Equip waits on the chain while its target or its Equipment is killed: nothing attaches when it resolves, and its cost stays paid
    Core Rules 359.3.e, 377.3, 818.1.b, 428.2, 203.2.

    Scenario: A's Equip of the blade targets garen at bf1; B kills garen: the Equip resolves to nothing, the blade stays unattached in A's base
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A has [1] in their rune pool
      When A activates the Equip ability of "blade" targeting "garen"
      Then A's rune pool is empty
      When B kills "garen"
      And the top of the chain resolves
      Then "blade" is not attached to anything
      And "blade" is in A's base
      And the last action caused no attach event
      And the chain is empty
      And A's rune pool is empty

    Scenario: A's Equip of the blade targets garen; B kills the blade first: garen stays at Might 3, the blade in the trash
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A has [1] in their rune pool
      When A activates the Equip ability of "blade" targeting "garen"
      And B kills "blade"
      And the top of the chain resolves
      Then "blade" is in the trash
      And "garen" is not equipped
      And "garen" has might 3
      And the last action caused no attach event

  @GEAR-21 @requires-weaponmaster
  Rule: Weaponmaster waits on the chain while the host of the chosen Equipment is killed: the Equipment, left on the board, is still A's to choose
    Core Rules 821.1.c, 719.5, 435.4.b, 323.7, 434.4, 434.5; card text of Veteran Poro (SFD-099).

    Scenario: A plays Poro; B kills garen carrying A's sword at bf1, which goes home; Poro's Weaponmaster then takes the sword for [1]
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "sword" with might bonus 2 and Equip [1][O] at battlefield "bf1"
      And "sword" is attached to "garen"
      And A has a Veteran Poro (SFD-099) "poro" in their hand
      And A has [3] in their rune pool
      When A plays "poro"
      And B kills "garen"
      Then "sword" is in A's base
      And "sword" is not attached to anything
      When the top of the chain resolves, A choosing "sword"
      Then "sword" is attached to "poro"
      And "poro" has might 4
      And A's rune pool is empty

    Scenario: A plays Poro; B takes A's sword meanwhile: A's Weaponmaster can no longer choose it, and it stays on garen
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "sword" with might bonus 2 and Equip [1][O] at battlefield "bf1"
      And "sword" is attached to "garen"
      And A has a Veteran Poro (SFD-099) "poro" in their hand
      And A has [3] in their rune pool
      When A plays "poro"
      And B takes control of "sword"
      And A tries to resolve the top of the chain, choosing "sword"
      Then the action is rejected as "illegal_target"
      And "sword" is attached to "garen"
      And "garen" has might 6
      And "poro" has might 2
