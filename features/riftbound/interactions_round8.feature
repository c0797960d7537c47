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

  @ATTR-11 @requires-combat
  Rule: In a game of three, a defender killed by two attackers, one carrying C's Equipment: the kill is both attackers', A responsible; C's Equipment goes home to C
    Core Rules 465.2, 417.6.c, 428.5.c.2, 718.5.e, 719.5, 435.4.b, 323.7, 466.1.

    Scenario: A's garen with C's +2 blade and A's lux kill B's Might-6 darius, which kills both: each kill credited by side, the blade in C's base
      Given the game has a third player C
      And A controls a unit "garen" with might 2 at battlefield "bf1"
      And C controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      And A controls a unit "lux" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 6 at battlefield "bf1"
      When A attacks at battlefield "bf1", assigning 6 to "darius", 4 to "garen" and 2 to "lux"
      Then "darius" is in the trash
      And "garen" is in the trash
      And "lux" is in the trash
      And the source of the kill of "darius" is combat damage from "garen" and "lux"
      And A is responsible for the kill of "darius"
      And the source of the kill of "garen" is combat damage from "darius"
      And B is responsible for the kill of "garen"
      And "blade" is in C's base
      And "blade" is not attached to anything
      And "blade" is controlled by C

  @ATTR-11 @requires-combat @requires-control
  Rule: Two attackers, one of them a unit A took from B: the defender's kill is credited to both, A responsible; the unit A took dies into B's trash
    Core Rules 417.6.c, 428.5.c.2, 417.6.b.4, 191.3, 056.2.

    Scenario: A took B's lux; garen and lux attack B's darius: darius's kill is A's, from both; lux, killed by darius, goes to its owner's trash
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "lux" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      When A takes control of "lux"
      And A attacks at battlefield "bf1", assigning 5 to "darius", 3 to "garen" and 2 to "lux"
      Then "darius" is in the trash
      And the source of the kill of "darius" is combat damage from "garen" and "lux"
      And A is responsible for the kill of "darius"
      And "lux" is in its owner's trash
      And B is responsible for the kill of "lux"

  @ATTR-07 @requires-abilities @requires-triggers
  Rule: In combat both sides deal damage at once: each side's "When you deal damage" triggers, the turn player's goes on the chain first, so it resolves last
    Core Rules 465.2.d, 417.6.b.4, 411.4, 383.3.d-d.1.

    Scenario: A's garen and B's darius, Might 3 each, kill each other; B's spotter's trigger is on top of A's watcher's and resolves first
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls a unit "watcher" with might 1 and ability "When you deal damage, buff me." in their base
      And B controls a unit "spotter" with might 1 and ability "When you deal damage, buff me." in their base
      When A attacks at battlefield "bf1", assigning 3 to "darius" and 3 to "garen"
      Then the chain holds one triggered ability of "watcher"
      And the chain holds one triggered ability of "spotter"
      When the top of the chain resolves
      Then "spotter" has a buff
      And "watcher" has no buff
      When the top of the chain resolves
      Then "watcher" has a buff
      And the chain is empty

  @ATTR-07 @requires-spells @requires-abilities @requires-triggers
  Rule: In a game of three, A's Challenge between A's unit and C's: A's and C's "When you deal damage" trigger, in turn order from A, so C's resolves first; B's does not trigger
    Core Rules 417.6.b.3-4, 411.4, 383.3.d-d.1; card text of Challenge (OGN-128).

    Scenario: A's Challenge between A's garen and C's vi: C's trigger is on top and resolves first, then A's; B's watcher sees nothing
      Given the game has a third player C
      And it is A's turn
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      And A controls a unit "garen" with might 5 at battlefield "bf1"
      And C controls a unit "vi" with might 2 at battlefield "bf1"
      And A controls a unit "awatch" with might 1 and ability "When you deal damage, buff me." in their base
      And B controls a unit "bwatch" with might 1 and ability "When you deal damage, buff me." in their base
      And C controls a unit "cwatch" with might 1 and ability "When you deal damage, buff me." in their base
      When A plays "challenge" choosing "garen" and "vi"
      And the top of the chain resolves
      Then "vi" is in the trash
      And "garen" has 2 damage
      And C is responsible for the damage dealt to "garen"
      And the chain holds one triggered ability of "awatch"
      And the chain holds one triggered ability of "cwatch"
      And the chain holds no triggered ability of "bwatch"
      When the top of the chain resolves
      Then "cwatch" has a buff
      And "awatch" has no buff
      When the top of the chain resolves
      Then "awatch" has a buff
      And "bwatch" has no buff

  @ATTR-03 @requires-spells @requires-abilities @requires-triggers
  Rule: "Each player kills the chosen unit they control": a unit A owns and B controls is killed by B, into A's trash; only B's "When you kill a unit" sees it
    Core Rules 411.1, 191.3, 428.2, 056.2, 383.3.d.

    Scenario: A's spell chooses A's garen and darius, which A owns and B controls: A kills garen, B kills darius; each watcher triggers once
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "darius" owned by A with might 3 at battlefield "bf1"
      And A controls a unit "watcher" with might 1 and ability "When you kill a unit, buff me." in their base
      And B controls a unit "spotter" with might 1 and ability "When you kill a unit, buff me." in their base
      And A has a spell "purge" with text "Choose a friendly unit and an enemy unit. Each player kills the chosen unit they control." in their hand
      When A plays "purge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then "garen" is in the trash
      And "darius" is in its owner's trash
      And A is responsible for the kill of "garen"
      And B is responsible for the kill of "darius"
      And the last action triggered one ability of "watcher"
      And the last action triggered one ability of "spotter"
      When the top of the chain resolves
      Then "spotter" has a buff
      And "watcher" has no buff

  @ATTR-14 @requires-abilities @requires-triggers @requires-control
  Rule: A gear B owns and A controls kills with its ability: the kill is A's, made with a gear; B, its owner, gets no "with a gear" kill
    Core Rules 411.6, 191.4.a, 127.1, 428.5.b, 428.5.d.

    Scenario: A's cannon, owned by B, kills B's darius: A's tinker triggers, B's smith does not; the cannon stays A's
      Given A controls a gear "cannon" owned by B with text "[1]: Kill a unit." in their base
      And B controls a unit "darius" with might 4 at battlefield "bf1"
      And A controls a unit "tinker" with might 2 and ability "When you kill a unit with a gear, buff me." in their base
      And B controls a unit "smith" with might 2 and ability "When you kill a unit with a gear, buff me." in their base
      And A has [1] in their rune pool
      When A activates the ability of "cannon" targeting "darius"
      And the top of the chain resolves
      Then "darius" is in the trash
      And the kill of "darius" is attributed to the ability of "cannon", with A responsible
      And the last action triggered one ability of "tinker"
      And the last action triggered no ability of "smith"
      And "cannon" is controlled by A

  @ATTR-12 @requires-abilities @requires-damage_by_player
  Rule: In a game of three, a gear's ability deals the last of the lethal damage: the kill is the ability's and the gear's, A responsible, not C's who dealt the first
    Core Rules 428.5.c-c.1, 428.5.d, 417.6.b.2.a, 142.3.

    Scenario: C marked 2 on B's Might-5 darius; A's cannon deals 3: darius dies, credited to the cannon's ability and the cannon, A responsible; C's hunter sees nothing
      Given the game has a third player C
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And "darius" has 2 damage marked by C
      And A controls a gear "cannon" with text "[1]: Deal 3 damage to a unit." in their base
      And C controls a unit "hunter" with might 1 and ability "When you kill a unit, buff me." in their base
      And A has [1] in their rune pool
      When A activates the ability of "cannon" targeting "darius"
      And the top of the chain resolves
      Then "darius" is in the trash
      And the kill of "darius" is attributed to the ability of "cannon", with A responsible
      And the kill of "darius" is attributed to "cannon"
      And the last action triggered no ability of "hunter"

  @ATTR-06 @requires-spells @requires-abilities @requires-triggers @requires-damage_by_player
  Rule: In a game of three, A's spell has B's unit deal damage to C's: the unit is the source, B responsible; only B's "When you deal damage" fires
    Core Rules 417.6.b.3-4, 411.4, 142.3.

    Scenario: A's "The first deals 2 damage to the second" with B's darius and C's vi: B marks the 2 on vi; B's spotter triggers, A's and C's watchers do not
      Given the game has a third player C
      And B controls a unit "darius" with might 4 at battlefield "bf1"
      And C controls a unit "vi" with might 4 at battlefield "bf1"
      And A controls a unit "awatch" with might 1 and ability "When you deal damage, buff me." in their base
      And B controls a unit "bwatch" with might 1 and ability "When you deal damage, buff me." in their base
      And C controls a unit "cwatch" with might 1 and ability "When you deal damage, buff me." in their base
      And A has a spell "fling" with text "Choose two units. The first deals 2 damage to the second." in their hand
      When A plays "fling" choosing "darius" and "vi"
      And the top of the chain resolves
      Then "vi" has 2 damage
      And B is responsible for 2 of the damage on "vi"
      And the source of the damage dealt to "vi" is the unit "darius"
      And the last action triggered one ability of "bwatch"
      And the last action triggered no ability of "awatch"
      And the last action triggered no ability of "cwatch"

  @GEAR-36 @requires-combat
  Rule: In a game of three, the combat cleanup kills, heals, recalls the attackers, then sends home the Equipment a dead attacker left, in that order
    Core Rules 466.1.a, 324.1, 323.5, 323.7, 719.5, 435.4.b, 457.1.

    Scenario: A's garen with C's blade dies to B's darius; B's stunned vi stays, so A's lux is recalled; C's blade goes home after
      Given the game has a third player C
      And A controls a unit "garen" with might 2 at battlefield "bf1"
      And C controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      And A controls a unit "lux" with might 3 at battlefield "bf1"
      And B controls a unit "darius" with might 4 at battlefield "bf1"
      And B controls a unit "vi" with might 9 at battlefield "bf1"
      And "vi" is stunned
      When A attacks at battlefield "bf1", assigning 4 to "darius", 3 to "vi" and 4 to "garen"
      Then "garen" is in the trash
      And "darius" is in the trash
      And "vi" is at battlefield "bf1"
      And "vi" has 0 damage
      And "lux" is in A's base
      And "lux" was recalled
      And "blade" is in C's base
      And "blade" was recalled by cleanup
      And the last action caused a kill event for "garen" before a detach event for "blade"
      And the last action caused a heal event for "vi" before a recall event for "lux"
      And the last action caused a recall event for "lux" before a recall event for "blade"

  @GEAR-39 @requires-combat
  Rule: An attacker the combat cleanup recalls takes B's Equipment on it to A's base, still attached: a recall is no death
    Core Rules 466.1.a, 719.3.a, 455, 107.1.c.1, 718.5.f.

    Scenario: A's garen carrying B's +1 blade attacks B's Might-5 darius; neither dies: garen goes home with the blade on it, still B's
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls an Equipment "blade" with might bonus 1 at battlefield "bf1"
      And "blade" is attached to "garen"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And "darius" is stunned
      When A attacks at battlefield "bf1", assigning 4 to "darius"
      Then "darius" is at battlefield "bf1"
      And "garen" is in A's base
      And "blade" is in A's base
      And "blade" is attached to "garen"
      And "blade" is controlled by B
      And "blade" was not recalled
      And "garen" has might 4

  @GEAR-25 @requires-copy
  Rule: The Spectacles make their unit a copy of an equipped, buffed unit: it takes the printed traits only, not what the model's Equipment gives nor its buff
    Core Rules 477.1.b.1.a-b, 477.2.c, 136.2.c, 744; card text of Shady Spectacles (VEN-137).

    Scenario: soldier's Spectacles choose A's buffed garen carrying a +2 Tank blade: soldier is a copy at Might 3, without Tank, buff or bonus
      Given A controls a Sand Soldier token "soldier" at battlefield "bf1"
      And A controls a Shady Spectacles (VEN-137) "specs" at battlefield "bf1"
      And A controls a unit "garen" with might 3 at battlefield "bf1"
      And "garen" has a buff
      And A controls an Equipment "blade" with might bonus 2 and effect keyword Tank at battlefield "bf1"
      And "blade" is attached to "garen"
      When A attaches "specs" to "soldier" choosing "garen"
      Then "soldier" is a copy of "garen"
      And "soldier" has might 3
      And "soldier" has no buff
      And "soldier" has no ability from "blade"
      And "soldier" is a token
      And "garen" has might 6
      And "garen" has the ability "Tank" from "blade"

  @GEAR-22 @requires-abilities
  Rule: Azir's ability waits on the chain while the unit it chose is killed: its target is gone, so nothing moves and nothing attaches; the [G] stays paid
    Core Rules 359.3.e, 428.2, 719.5, 435.4.b, 323.7, 203.2; card text of Azir, Ascendant (SFD-050).

    Scenario: A's Azir at bf1 chose garen at bf2, carrying the blade; B kills garen: the blade goes home, Azir stays at bf1 with nothing attached
      Given A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls a unit "garen" with might 4 at battlefield "bf2"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf2"
      And "blade" is attached to "garen"
      And A has [G] in their rune pool
      When A activates the "azir-ascendant" ability of "azir" targeting "garen"
      And B kills "garen"
      Then "blade" is in A's base
      When the top of the chain resolves
      Then "azir" is at battlefield "bf1"
      And "azir" did not move
      And "azir" carries nothing
      And "blade" is in A's base
      And "blade" is not attached to anything
      And A's rune pool is empty
      And the chain is empty

  @GEAR-34 @requires-chain
  Rule: Equip waits on the chain while its target is moved elsewhere: it resolves there, and the Equipment is relocated without a move
    Core Rules 818.1.b, 434.4-434.4.a, 446.1, 434.5.

    Scenario: A's Equip of the exhausted blade targets garen in A's base; an effect moves garen to bf2: the blade attaches at bf2, unmoved and exhausted
      Given A controls a unit "garen" with might 3 in their base
      And A controls an exhausted Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A has [1] in their rune pool
      When A activates the Equip ability of "blade" targeting "garen"
      And A moves "garen" to battlefield "bf2"
      Then "blade" is in A's base
      When the top of the chain resolves
      Then "blade" is attached to "garen"
      And "blade" is at battlefield "bf2"
      And "blade" did not move
      And "blade" is exhausted
      And "garen" has might 5

  @GEAR-37 @requires-control
  Rule: In a game of three, C kills the unit B took from A, carrying A's and C's Equipment: B, its controller now, orders the detachments; each goes to its own controller's base
    Core Rules 719.5.a, 718.5.f, 435.4.b, 323.7, 056.2.

    Scenario: B took garen with A's blade and C's charm at bf1; C kills it, B detaching the charm first: garen to A's trash, blade to A, charm to C
      Given the game has a third player C
      And A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And C controls an Equipment "charm" with might bonus 1 at battlefield "bf1"
      And "blade" is attached to "garen"
      And "charm" is attached to "garen"
      When B takes control of "garen"
      And C kills "garen", detaching "charm" then "blade"
      Then "charm" was detached before "blade"
      And "garen" is in its owner's trash
      And "blade" is in A's base
      And "charm" is in C's base
      And C is responsible for the kill of "garen"

  @ATTR-03 @requires-spells @requires-abilities @requires-triggers
  Rule: In a game of three, on C's turn, A's Reaction has A and B kill their units: the triggers go on the chain in turn order from C, so B's resolves first
    Core Rules 383.3.d-d.1, 411.1, 428.2.

    Scenario: On C's turn A's Reaction has A kill garen and B kill darius: A's "When you kill a unit" goes on the chain first, B's on top
      Given the game has a third player C
      And it is C's turn
      And A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls a unit "watcher" with might 1 and ability "When you kill a unit, buff me." in their base
      And B controls a unit "spotter" with might 1 and ability "When you kill a unit, buff me." in their base
      And A has a spell "purge" with keyword Reaction and text "Choose a friendly unit and an enemy unit. Each player kills the chosen unit they control." in their hand
      When A plays "purge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then the chain holds one triggered ability of "watcher"
      And the chain holds one triggered ability of "spotter"
      When the top of the chain resolves
      Then "spotter" has a buff
      And "watcher" has no buff
      When the top of the chain resolves
      Then "watcher" has a buff

  @ATTR-15 @requires-abilities @requires-triggers
  Rule: The kill ability A's Equipment gives B's unit, on the chain when A detaches the Equipment, still resolves: the kill is B's
    Core Rules 191.4.a-b, 411.1, 428.5.b, 136.2.c, 435.1.c-d.

    Scenario: B activates the "[1]: Kill a unit." A's axe gives vi; A detaches the axe before it resolves: darius dies all the same, B's kill
      Given it is B's turn
      And B controls a unit "vi" with might 2 at battlefield "bf1"
      And A controls an Equipment "axe" with effect text "[1]: Kill a unit." at battlefield "bf1"
      And "axe" is attached to "vi"
      And A controls a unit "darius" with might 4 at battlefield "bf1"
      And B controls a unit "spotter" with might 1 and ability "When you kill a unit, buff me." in their base
      And A controls a unit "watcher" with might 1 and ability "When you kill a unit, buff me." in their base
      And B has [1] in their rune pool
      When B activates the ability of "vi" targeting "darius"
      And A detaches "axe"
      Then "vi" has no ability from "axe"
      When the top of the chain resolves
      Then "darius" is in the trash
      And B is responsible for the kill of "darius"
      And the last action triggered one ability of "spotter"
      And the last action triggered no ability of "watcher"

  @ATTR-16 @requires-spells @requires-triggers @requires-delayed_triggers @requires-combat @requires-abilities
  Rule: After Imperial Decree, a combat damages a unit on each side: the combat cleanup kills the one with lethal damage and heals the other, which Decree's trigger then kills
    Core Rules 465.2.d, 466.1, 428.5.c.2, 390.2, 392, 428.5.d, 411.6; card text of Imperial Decree (OGN-221).

    Scenario: A's Decree, then A's garen attacks B's Might-5 darius: garen dies in combat, B's kill; darius, healed, dies to A's trigger, a kill with a spell
      Given it is A's turn
      And A has an Imperial Decree (OGN-221) "decree" in their hand
      And A has [5][Y][Y] in their rune pool
      And A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And A controls a unit "hunter" with might 1 and ability "When you kill a unit with a spell, buff me." in their base
      When A plays "decree"
      And the top of the chain resolves
      And A attacks at battlefield "bf1", assigning 3 to "darius" and 5 to "garen"
      Then "garen" is in the trash
      And the source of the kill of "garen" is combat damage from "darius"
      And B is responsible for the kill of "garen"
      And "darius" is at battlefield "bf1"
      And "darius" has 0 damage
      And the last action triggered the delayed trigger of "decree"
      And the chain holds two triggered abilities of "decree"
      When the chain resolves until it is empty
      Then "darius" is in the trash
      And "hunter" has a buff

  @GEAR-13 @requires-spells @requires-abilities @requires-triggers
  Rule: The "When you deal damage" B's Equipment gives A's unit is A's: in A's Challenge it triggers for A, beside B's own, and buffs A's unit
    Core Rules 136.2.c-d, 191.4.a, 411.4, 417.6.b.3-4, 383.3.d; card text of Challenge (OGN-128).

    Scenario: A's Challenge between A's garen, carrying B's charm, and B's darius: garen's trigger and B's spotter's both go on the chain, B's on top
      Given it is A's turn
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      And A controls a unit "garen" with might 5 at battlefield "bf1"
      And B controls an Equipment "charm" with effect ability "When you deal damage, buff me." at battlefield "bf1"
      And "charm" is attached to "garen"
      And B controls a unit "darius" with might 2 at battlefield "bf1"
      And B controls a unit "spotter" with might 1 and ability "When you deal damage, buff me." in their base
      When A plays "challenge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then "darius" is in the trash
      And "garen" has 2 damage
      And the chain holds one triggered ability of "garen"
      And the chain holds one triggered ability of "spotter"
      When the top of the chain resolves
      Then "spotter" has a buff
      And "garen" has no buff
      When the top of the chain resolves
      Then "garen" has a buff
      And "garen" has might 6
      And "charm" has no buff

  @GEAR-12 @requires-combat @requires-abilities @requires-triggers
  Rule: An attacker carrying B's "When you deal damage" Equipment is recalled by the combat cleanup: its trigger is A's, and buffs it in A's base
    Core Rules 466.1.a, 719.3.a, 136.2.c-d, 191.4.a, 411.4.

    Scenario: A's garen with B's charm attacks B's stunned darius, which stays: garen is recalled with the charm; its trigger buffs garen there
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And B controls an Equipment "charm" with effect ability "When you deal damage, buff me." at battlefield "bf1"
      And "charm" is attached to "garen"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And "darius" is stunned
      When A attacks at battlefield "bf1", assigning 2 to "darius"
      Then "garen" is in A's base
      And "charm" is attached to "garen"
      And "darius" has 0 damage
      And the chain holds one triggered ability of "garen"
      When the top of the chain resolves
      Then "garen" has a buff
      And "garen" has might 3
      And "garen" is in A's base

  @GEAR-11 @requires-control
  Rule: B takes A's only unit at a battlefield A controls: A keeps the Equipment on it, but has no unit there any more, so A loses the battlefield
    Core Rules 718.5.f, 323.6, 190.4.c, 191.3.

    Scenario: B takes garen, carrying A's blade, at bf1 which A controls: the blade stays A's on garen, and bf1 is controlled by nobody
      Given A controls battlefield "bf1"
      And A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      When B takes control of "garen"
      Then "garen" is controlled by B
      And "blade" is controlled by A
      And "blade" is attached to "garen"
      And "garen" is at battlefield "bf1"
      And battlefield "bf1" is controlled by nobody

  @GEAR-42 @requires-spells
  Rule: A unit-Equipment at a battlefield that stops being a unit is unattached non-unit gear there: the cleanup recalls it, and the Equipment on it goes along, still attached
    Core Rules 323.7, 457.1, 719.3.a, 446.1, 137.3.b; the GEAR ruling on unit-Equipment.

    Scenario: A's hex makes B's drone at bf1, carrying B's axe, a gear: the cleanup recalls drone to B's base, the axe on it; neither moved
      Given B controls a unit "drone" with might 3, the Equipment tag and Equip [1] at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 3 at battlefield "bf1"
      And "axe" is attached to "drone"
      And A has a spell "hex" with text "A unit becomes a gear." in their hand
      When A plays "hex" targeting "drone"
      And the top of the chain resolves
      Then "drone" has no Might
      And "drone" is in B's base
      And "drone" was recalled by cleanup
      And "axe" is in B's base
      And "axe" is attached to "drone"
      And "axe" did not move
      And "drone" did not move

  @GEAR-38 @requires-control
  Rule: In a game of three, C took A's Equipment on B's unit: when that unit is killed at a battlefield, the Equipment goes to C's base, its controller now, with no player responsible
    Core Rules 718.5.f, 719.5, 435.4.b, 323.7, 457.1, 411.2.

    Scenario: C takes A's blade on B's darius at bf1; A kills darius: the blade is detached there, then recalled to C's base by the cleanup
      Given the game has a third player C
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "darius"
      When C takes control of "blade"
      Then "blade" is attached to "darius"
      And "darius" has might 5
      When A kills "darius"
      Then "darius" is in the trash
      And "blade" is in C's base
      And "blade" is controlled by C
      And "blade" was recalled by cleanup
      And no player is responsible for the recall of "blade"

  @BUFF-10 @requires-control
  Rule: B's unit carrying A's Equipment with counters is banished in B's base: the unit loses its buff and counters; the Equipment keeps its own and goes home to A's base
    Core Rules 124.1, 748, 719.5, 435.4.b, 323.7; the BUFF ruling on leaving the board.

    Scenario: B banishes B's buffed darius with a charge counter, carrying A's blade with 2: darius keeps nothing, the blade both, in A's base
      Given B controls a unit "darius" with might 3 in their base
      And "darius" has a buff
      And "darius" has 1 charge counter
      And A controls an Equipment "blade" with might bonus 2 in B's base
      And "blade" has 2 charge counters
      And "blade" is attached to "darius"
      When B banishes "darius"
      Then "darius" is in the banishment
      And "darius" has no buff
      And "darius" has no charge counter
      And "blade" is in A's base
      And "blade" is not attached to anything
      And "blade" has 2 charge counters
      When B returns "darius" to the board
      Then "darius" has no buff
      And "darius" has might 3
      And "darius" is not equipped

  @GEAR-10 @requires-spells @requires-triggers @requires-delayed_triggers @requires-replacement @requires-combat @requires-abilities
  Rule: After Imperial Decree, Guardian Angel replaces a defender's lethal combat damage; the unit, never gone, is killed by Decree's trigger in its base, as is the damaged attacker
    Core Rules 466.1, 370.1.b, 458, 390.2, 392, 428.5.d; card texts of Guardian Angel (SFD-051) and Imperial Decree (OGN-221).

    Scenario: A's Decree; A's Might-5 garen attacks B's darius with its Angel: the Angel dies, darius goes home; both Decree triggers then kill garen and darius
      Given it is A's turn
      And A has an Imperial Decree (OGN-221) "decree" in their hand
      And A has [5][Y][Y] in their rune pool
      And A controls a unit "garen" with might 5 at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "darius"
      And A controls a unit "hunter" with might 1 and ability "When you kill a unit with a spell, buff me." in their base
      When A plays "decree"
      And the top of the chain resolves
      And A attacks at battlefield "bf1", assigning 5 to "darius" and 4 to "garen"
      Then "angel" is in the trash
      And "darius" is in B's base
      And "darius" is exhausted
      And "darius" has 0 damage
      And "garen" is at battlefield "bf1"
      And "garen" has 0 damage
      And the chain holds two triggered abilities of "decree"
      When the chain resolves until it is empty
      Then "darius" is in the trash
      And "garen" is in the trash
      And "hunter" has a buff

  @GEAR-31 @requires-control @requires-standard_move @requires-turns
  Rule: A unit B took makes a standard move home to B's base on B's turn: A's Equipment goes along, attached, and is not moved
    Core Rules 144.2, 144.4, 719.3.a, 446.1, 107.1.c.1, 718.5.f.

    Scenario: B took A's garen carrying A's blade at bf1; on B's turn B makes a standard move of garen to B's base: the blade is there on it, ready
      Given it is B's turn
      And A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      When B takes control of "garen"
      And B makes a standard move of "garen" to B's base
      Then "garen" is in B's base
      And "garen" is exhausted
      And "garen" moved
      And "blade" is in B's base
      And "blade" is attached to "garen"
      And "blade" did not move
      And "blade" is ready
      And "blade" is controlled by A

  @ATTR-14 @requires-spells @requires-abilities @requires-triggers
  Rule: A plays a spell card B owns: A controls it and performs its kill, so A kills "with a spell"; resolved, the card goes to B's trash
    Core Rules 191.2, 411.1, 411.6, 428.5.b-c.1, 108.2, 056.2.

    Scenario: A's smite, a card of B's, kills B's darius: A's hunter triggers, B's stalker does not; smite is in B's trash
      Given B has a spell "smite" with text "Kill a unit." in their trash
      And B controls a unit "darius" with might 4 at battlefield "bf1"
      And A controls a unit "hunter" with might 1 and ability "When you kill a unit with a spell, buff me." in their base
      And B controls a unit "stalker" with might 1 and ability "When you kill a unit with a spell, buff me." in their base
      And A's spell "smite" targeting "darius" is on the chain
      When the top of the chain resolves
      Then "darius" is in the trash
      And the kill of "darius" is attributed to "smite", with A responsible
      And the last action triggered one ability of "hunter"
      And the last action triggered no ability of "stalker"
      And "smite" is in its owner's trash

    Scenario: A's bolt, a card of B's, deals lethal damage: the kill at the cleanup after it is A's, with the spell, though the card is back in B's trash
      Given B has a spell "bolt" with text "Deal 3 damage to a unit." in their trash
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls a unit "hunter" with might 1 and ability "When you kill a unit with a spell, buff me." in their base
      And B controls a unit "stalker" with might 1 and ability "When you kill a unit with a spell, buff me." in their base
      And A's spell "bolt" targeting "darius" is on the chain
      When the top of the chain resolves
      Then "darius" is in the trash
      And "bolt" is in its owner's trash
      And the kill of "darius" is attributed to "bolt", with A responsible
      And the last action triggered one ability of "hunter"
      And the last action triggered no ability of "stalker"

  @GEAR-25 @requires-legends @requires-copy @requires-tokens @requires-control
  Rule: A unit the Spectacles make a copy of a Sand Soldier is one of A's Sand Soldiers, with the legend's Weaponmaster; once B takes it, it is not A's, and has it no more
    Core Rules 477.1.b, 477.2.a, 185.1.a, 718.5.f, 323.7; card texts of Shady Spectacles (VEN-137) and Azir, Emperor of the Sands (SFD-197).

    Scenario: A's garen becomes a copy of A's soldier token: named Sand Soldier, Might 2, not a token, with Weaponmaster from A's legend; B takes it and loses that
      Given A has an Azir, Emperor of the Sands (SFD-197) "emperor" in their Legend Zone
      And A controls a Sand Soldier token "soldier" in their base
      And A controls a unit "garen" with might 4 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A attaches "specs" to "garen" choosing "soldier"
      Then "garen" is named "Sand Soldier"
      And "garen" has might 2
      And "garen" is not a token
      And "garen" has the ability "Weaponmaster" from "emperor", controlled by A
      When B takes control of "garen"
      Then "garen" is in B's base
      And "garen" is a copy of "soldier"
      And "specs" is attached to "garen"
      And "specs" is controlled by A
      And "garen" has no ability from "emperor"

  @GEAR-44 @requires-copy @requires-triggers @requires-control
  Rule: The copy of Aphelios the Spectacles made triggers on the next attach by its controller: once B has taken it, B's attach triggers it, for B
    Core Rules 383.2.c, 191.4.a, 477.1.b, 718.5.f; card texts of Shady Spectacles (VEN-137) and Aphelios, Exalted (SFD-049).

    Scenario: A's soldier copies A's Aphelios; B takes soldier and attaches B's blade to it: soldier's trigger is B's, and B buffs B's darius
      Given A controls a unit "soldier" with might 2 at battlefield "bf1"
      And A controls an Aphelios, Exalted (SFD-049) "aphelios" at battlefield "bf1"
      And A controls a Shady Spectacles (VEN-137) "specs" at battlefield "bf1"
      And B controls an Equipment "blade" with might bonus 1 at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      When A attaches "specs" to "soldier" choosing "aphelios"
      Then the last action triggered no ability of "soldier"
      When B takes control of "soldier"
      And B attaches "blade" to "soldier"
      Then the last action triggered one ability of "soldier"
      And the last action triggered no ability of "aphelios"
      When A tries to resolve the top of the chain with mode 3, choosing "aphelios"
      Then the action is rejected as "not_controller"
      When the top of the chain resolves with mode 3, B choosing "darius"
      Then "darius" has a buff
      And "aphelios" has no buff

  @GEAR-13 @requires-copy_text @requires-triggers
  Rule: A's Svellsongur on B's unit copies its "When you deal damage": both instances are B's, and B's damage triggers both, A's none
    Core Rules 725.1, 136.2.c, 191.4.a, 411.4; card text of Svellsongur (SFD-059).

    Scenario: A attaches A's Svellsongur to B's spotter: A's 2 damage triggers nothing; B's 1 damage triggers spotter twice; it gets one buff
      Given B controls a unit "spotter" with might 3 and ability "When you deal damage, buff me." at battlefield "bf1"
      And A controls a Svellsongur (SFD-059) "svell" at battlefield "bf1"
      And A controls a unit "garen" with might 6 at battlefield "bf1"
      When A attaches "svell" to "spotter"
      Then "spotter" has the ability "When you deal damage, buff me." from "svell", controlled by B
      When A deals 2 damage to "garen"
      Then the last action triggered no ability of "spotter"
      When B deals 1 damage to "garen"
      Then the last action triggered two abilities of "spotter"
      When the chain resolves until it is empty
      Then "spotter" has a buff
      And "spotter" has might 4

  @BUFF-04 @requires-remove_counter
  Rule: On a damaged unit, a charge counter removed takes no Might with it; the buff removed does, and the damage it holds turns lethal
    Core Rules 747, 703, 744, 142.4.b, 323.5; the BUFF ruling on removed counters.

    Scenario: B removes a charge counter from A's buffed garen, Might 4 with 3 damage: it lives; B removes the buff: it dies
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And "garen" has a buff
      And "garen" has 2 charge counters
      And "garen" has 3 damage
      When B removes the charge counter from "garen"
      Then "garen" has 1 charge counter
      And "garen" has might 4
      And "garen" is at battlefield "bf1"
      When B removes the buff from "garen"
      Then "garen" is in the trash
      And "garen" has no charge counter

  @GEAR-11 @requires-replacement
  Rule: B's Guardian Angel on A's unit with A's blade: the Angel dies into B's trash instead of the unit, which goes home with A's blade still on it
    Core Rules 370.1.b, 718.5.e-f, 719.3.a, 056, 458; card text of Guardian Angel (SFD-051).

    Scenario: A's garen carries A's +2 blade and B's Angel at bf1; B deals it lethal damage: the Angel is in B's trash, garen in A's base with the blade
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And B controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "blade" is attached to "garen"
      And "angel" is attached to "garen"
      Then "garen" has might 5
      When B deals 5 damage to "garen"
      Then "angel" is in its owner's trash
      And "garen" is in A's base
      And "garen" is exhausted
      And "garen" has 0 damage
      And "garen" has might 4
      And "blade" is attached to "garen"
      And "blade" is in A's base
      And "blade" was not recalled

  @GEAR-25 @requires-copy_text @requires-copy @requires-triggers
  Rule: A copy of a unit carrying Svellsongur takes its printed text once: the text Svellsongur appended is not copied
    Core Rules 477.1.b.1.a-b, 725.1, 136.2.c, 411.4; card text of Svellsongur (SFD-059).

    Scenario: garen has its "When you deal damage" twice with Svellsongur; vi, made a copy of garen, has it once: A's damage triggers garen twice, vi once
      Given A controls a unit "garen" with might 3 and ability "When you deal damage, buff me." in their base
      And A controls a Svellsongur (SFD-059) "svell" in their base
      And A controls a unit "vi" with might 2 in their base
      And B controls a unit "darius" with might 6 at battlefield "bf1"
      When A attaches "svell" to "garen"
      And A makes "vi" a copy of "garen"
      And A deals 1 damage to "darius"
      Then the last action triggered two abilities of "garen"
      And the last action triggered one ability of "vi"
      And "vi" has might 3
      And "vi" is not equipped

  @GEAR-10 @requires-replacement @requires-copy
  Rule: A copy of a unit carrying Guardian Angel has none of the Angel's text: its lethal damage kills it, and the model's Angel stays
    Core Rules 477.1.b.1.b, 136.2.c, 428.1.a.2, 323.5; card text of Guardian Angel (SFD-051).

    Scenario: B makes darius a copy of A's garen, which carries the Angel; A deals darius 4: darius dies, garen keeps its Angel
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "garen"
      And B controls a unit "darius" with might 2 at battlefield "bf1"
      When B makes "darius" a copy of "garen"
      Then "darius" has might 4
      And "darius" is not equipped
      When A deals 4 damage to "darius"
      Then "darius" is in the trash
      And "angel" is attached to "garen"
      And "garen" has might 5
      And the last action caused no replacement applied event

  @ATTR-16 @requires-spells @requires-triggers @requires-control
  Rule: Immortal Phoenix that A took dies into B's trash: from there it is B's, so A's kill with a spell does not trigger it, and B's would
    Core Rules 191.4.a.1, 056.2, 383.2.c.1, 411.6, 428.5.b; card text of Immortal Phoenix (OGN-037).

    Scenario: A takes B's Phoenix and kills it with A's spell: Phoenix is in B's trash and does not trigger; A's hunter does
      Given it is A's turn
      And B controls an Immortal Phoenix (OGN-037) "phoenix" at battlefield "bf1"
      And A has a spell "smite" with text "Kill a unit." in their hand
      And A controls a unit "hunter" with might 1 and ability "When you kill a unit with a spell, buff me." in their base
      When A takes control of "phoenix"
      And A plays "smite" targeting "phoenix"
      And the top of the chain resolves
      Then "phoenix" is in its owner's trash
      And the last action triggered one ability of "hunter"
      And the last action triggered no ability of "phoenix"

    Scenario: A took B's Phoenix; on B's turn B kills it with B's spell: in B's trash it triggers, for B
      Given it is B's turn
      And B controls an Immortal Phoenix (OGN-037) "phoenix" at battlefield "bf1"
      And B has a spell "smite" with text "Kill a unit." in their hand
      When A takes control of "phoenix"
      And B plays "smite" targeting "phoenix"
      And the top of the chain resolves
      Then "phoenix" is in its owner's trash
      And B is responsible for the kill of "phoenix"
      And the last action triggered one ability of "phoenix"
      And the chain holds one triggered ability of "phoenix"

  @ATTR-07 @requires-spells @requires-abilities @requires-triggers @requires-control
  Rule: A "When you deal damage" is its controller's, not its owner's: B's watcher that A owns triggers on B's damage in A's Challenge, on top of A's
    Core Rules 191.4.a, 411.4, 417.6.b.4, 383.3.d; card text of Challenge (OGN-128).

    Scenario: A's Challenge between A's garen and B's darius: A's watcher and the one B controls, owned by A, both trigger; B's resolves first
      Given it is A's turn
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      And A controls a unit "garen" with might 5 at battlefield "bf1"
      And B controls a unit "darius" with might 2 at battlefield "bf1"
      And A controls a unit "watcher" with might 1 and ability "When you deal damage, buff me." in their base
      And B controls a unit "turncoat" owned by A with might 1 and ability "When you deal damage, buff me." in their base
      When A plays "challenge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then the chain holds one triggered ability of "watcher"
      And the chain holds one triggered ability of "turncoat"
      When the top of the chain resolves
      Then "turncoat" has a buff
      And "watcher" has no buff

  @GEAR-09 @requires-abilities @requires-replacement
  Rule: "Kill me" that A's Equipment gives B's unit kills that unit, and B's Guardian Angel on it replaces that death: the Angel dies, the unit goes home
    Core Rules 136.2.c-d, 191.4.a, 428.1.a.1, 370.1.b, 719.3.a; card text of Guardian Angel (SFD-051).

    Scenario: B uses the "[1]: Kill me." A's noose gives vi, which carries B's Angel: the Angel is killed instead; vi is in B's base with the noose
      Given it is B's turn
      And B controls a unit "vi" with might 2 at battlefield "bf1"
      And A controls an Equipment "noose" with effect ability "[1]: Kill me." at battlefield "bf1"
      And B controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "noose" is attached to "vi"
      And "angel" is attached to "vi"
      And B has [1] in their rune pool
      When B activates the ability "[1]: Kill me." of "vi"
      And the top of the chain resolves
      Then "angel" is in the trash
      And "vi" is in B's base
      And "vi" is exhausted
      And "noose" is attached to "vi"
      And "noose" is controlled by A
      And the last action caused no kill event for "vi"

  @GEAR-25 @requires-abilities @requires-copy
  Rule: Azir takes B's Shady Spectacles off A's unit: "another friendly unit" is friendly to the Spectacles' controller, B, so Azir becomes a copy of a unit of B's
    Core Rules 725.1, 374, 191.4.a, 718.5.e-f, 434.1.f; card texts of Azir, Ascendant (SFD-050) and Shady Spectacles (VEN-137).

    Scenario: A's Azir exchanges with garen and takes B's Spectacles on it, choosing B's darius: Azir, still A's, is a copy of darius
      Given A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls a unit "garen" with might 4 at battlefield "bf2"
      And B controls a Shady Spectacles (VEN-137) "specs" at battlefield "bf2"
      And "specs" is attached to "garen"
      And B controls a unit "darius" with might 5 at battlefield "bf2"
      And A has [G] in their rune pool
      When A activates the "azir-ascendant" ability of "azir" targeting "garen"
      And the top of the chain resolves, A choosing "specs" and "darius"
      Then "azir" is at battlefield "bf2"
      And "garen" is at battlefield "bf1"
      And "specs" is attached to "azir"
      And "specs" is controlled by B
      And "azir" is a copy of "darius"
      And "azir" has might 5
      And "azir" is controlled by A

    Scenario: The same exchange cannot make Azir a copy of A's own garen: it is no friendly unit of B's, the Spectacles' controller
      Given A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls a unit "garen" with might 4 at battlefield "bf2"
      And B controls a Shady Spectacles (VEN-137) "specs" at battlefield "bf2"
      And "specs" is attached to "garen"
      And B controls a unit "darius" with might 5 at battlefield "bf2"
      And A has [G] in their rune pool
      When A activates the "azir-ascendant" ability of "azir" targeting "garen"
      And A tries to resolve the top of the chain, choosing "specs" and "garen"
      Then the action is rejected as "illegal_target"
      And "specs" is attached to "garen"
      And "azir" is at battlefield "bf1"

  @GEAR-41 @requires-chain @requires-spells
  Rule: Equip waits on the chain while its target stops being a unit, or its Equipment becomes one: either way nothing attaches as it resolves
    Core Rules 818.1.b, 359.3.e, 377.3; the GEAR rulings on Equipment that becomes a unit and units that cannot be attached.

    Scenario: A's Equip of the blade targets garen; A's Reaction makes garen a gear: the Equip resolves to nothing, the blade stays in A's base
      Given A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A has a spell "hex" with keyword Reaction and text "A unit becomes a gear." in their hand
      And A has [1] in their rune pool
      When A activates the Equip ability of "blade" targeting "garen"
      And A plays "hex" targeting "garen"
      And the top of the chain resolves
      Then "garen" has no Might
      When the top of the chain resolves
      Then "blade" is not attached to anything
      And the last action caused no attach event
      And the chain is empty

    Scenario: A's Equip of the blade targets garen; A's Reaction makes the blade a unit: the Equip resolves and attaches nothing, the blade a unit in A's base
      Given A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A has a spell "unhex" with keyword Reaction and text "A gear becomes a unit." in their hand
      And A has [1] in their rune pool
      When A activates the Equip ability of "blade" targeting "garen"
      And A plays "unhex" targeting "blade"
      And the top of the chain resolves
      Then "blade" is a unit
      When the top of the chain resolves
      Then "blade" is not attached to anything
      And "garen" has might 3
      And "garen" is not equipped
      And the last action caused no attach event
