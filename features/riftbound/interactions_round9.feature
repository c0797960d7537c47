Feature: Round 9 — combat with gear on both sides, triggers at one moment, and what a turn's phases end
  The gear, counter and attribution rulings varied along combat and the turn: several attackers
  and defenders, with Equipment of a third player on them, Equipment that grants Tank, Assault, a
  negative Might Bonus or a triggered ability; kills in the combat cleanup seen, or not, by the
  abilities an Equipment grants a unit killed at the same moment; Guardian Angel on one of two
  defenders; Imperial Decree's trigger around combat, around a kill that is no damage, and in a
  game of three; the ending cleanup's healing, the emptied rune pool and the next Awaken Phase's
  readying of a legend. Each outcome follows from the rules the rulings cite.
  Source: the French ruling texts « Objets : contrôle, texte copié et réattachement » (features/sources/GEAR.fr.txt), « Suivre les compteurs » (features/sources/BUFF.fr.txt) and « Attribuer les dégâts et les éliminations » (features/sources/ATTR.fr.txt).

  Background:
    Given a Riftbound game between A and B with battlefields "bf1" and "bf2"

  @GEAR-13 @requires-combat @requires-triggers
  Rule: In a game of three, the "When you kill a unit" C's Equipment gives A's attacker is A's: A's combat kill triggers it, and it buffs the attacker, not the Equipment
    Core Rules 136.2.c-d, 191.4.a, 411.4, 428.5.c.2, 466.1, 718.5.e.

    Scenario: A's garen with C's +1 charm kills B's Might-3 darius and survives: garen's granted trigger is A's and buffs it; C's watcher does not trigger
      Given the game has a third player C
      And A controls a unit "garen" with might 3 at battlefield "bf1"
      And C controls an Equipment "charm" with might bonus 1 and effect ability "When you kill a unit, buff me." at battlefield "bf1"
      And "charm" is attached to "garen"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And C controls a unit "cwatch" with might 1 and ability "When you kill a unit, buff me." in their base
      When A attacks at battlefield "bf1", assigning 4 to "darius" and 3 to "garen"
      Then "darius" is in the trash
      And A is responsible for the kill of "darius"
      And "garen" is at battlefield "bf1"
      And "garen" has 0 damage
      And "garen" was not recalled
      And the chain holds one triggered ability of "garen"
      And the chain holds no triggered ability of "cwatch"
      When the top of the chain resolves
      Then "garen" has a buff
      And "garen" has might 5
      And "charm" has no buff
      And "charm" is controlled by C
      And the chain is empty

  @GEAR-06 @requires-combat @requires-triggers
  Rule: An attacker killed in the combat cleanup with the defender it killed does not see that kill: its Equipment's granted "When you kill a unit" does not trigger; A's other watcher and B's do
    Core Rules 323.5, 383.2.c.2, 719.5, 136.2.b, 428.5.c.2, 383.3.d.

    Scenario: A's garen with A's charm and B's darius, Might 3 each, kill each other: A's watcher and B's spotter trigger, garen's granted trigger does not
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls an Equipment "charm" with might bonus 0 and effect ability "When you kill a unit, buff me." at battlefield "bf1"
      And "charm" is attached to "garen"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls a unit "awatch" with might 1 and ability "When you kill a unit, buff me." in their base
      And B controls a unit "spotter" with might 1 and ability "When you kill a unit, buff me." in their base
      When A attacks at battlefield "bf1", assigning 3 to "darius" and 3 to "garen"
      Then "garen" is in the trash
      And "darius" is in the trash
      And "charm" is in A's base
      And "charm" is not attached to anything
      And the chain holds no triggered ability of "garen"
      And the chain holds one triggered ability of "awatch"
      And the chain holds one triggered ability of "spotter"
      When the top of the chain resolves
      Then "spotter" has a buff
      And "awatch" has no buff
      When the top of the chain resolves
      Then "awatch" has a buff
      And "charm" has no buff

  @GEAR-13 @requires-combat @requires-triggers
  Rule: In a game of three, A attacks C: the "When you deal damage" B's Equipment gives A's attacker is A's, C's defender's is C's, B's own does not trigger; C's goes on top, and the dead attacker's resolves to nothing
    Core Rules 136.2.c-d, 191.4.a, 411.4, 417.6.c, 383.2.c, 383.3.d-d.1, 124.1, 719.5, 323.7.

    Scenario: A's Might-2 garen with B's charm attacks C's Might-4 vi: garen dies, both triggers wait, vi's resolves first and buffs vi; garen's buffs nothing
      Given the game has a third player C
      And A controls a unit "garen" with might 2 at battlefield "bf1"
      And B controls an Equipment "charm" with might bonus 0 and effect ability "When you deal damage, buff me." at battlefield "bf1"
      And "charm" is attached to "garen"
      And C controls a unit "vi" with might 4 and ability "When you deal damage, buff me." at battlefield "bf1"
      And B controls a unit "bwatch" with might 1 and ability "When you deal damage, buff me." in their base
      When A attacks at battlefield "bf1", assigning 2 to "vi" and 4 to "garen"
      Then "garen" is in the trash
      And C is responsible for the kill of "garen"
      And "vi" is at battlefield "bf1"
      And "vi" has 0 damage
      And "charm" is in B's base
      And the chain holds one triggered ability of "garen"
      And the chain holds one triggered ability of "vi"
      And the chain holds no triggered ability of "bwatch"
      When the top of the chain resolves
      Then "vi" has a buff
      And "vi" has might 5
      When the top of the chain resolves
      Then the chain is empty
      And "charm" has no buff
      And "bwatch" has no buff
      And "garen" has no buff

  @ATTR-17 @requires-spells @requires-triggers @requires-delayed_triggers @requires-combat
  Rule: After Imperial Decree, each unit the combat deals damage to triggers it once; an attacker assigned no damage takes none and does not; the survivor dealt damage is killed by the trigger, a kill with a spell
    Core Rules 417.1.e-e.1, 465.2.c-d, 466.1, 390.2, 428.5.d, 411.6; card text of Imperial Decree (OGN-221).

    Scenario: A's Decree; A's garen and lux attack B's Might-2 darius, which deals its 2 to garen: two triggers; garen dies to one, lux stays, A's hunter is buffed
      Given it is A's turn
      And A has an Imperial Decree (OGN-221) "decree" in their hand
      And A has [5][Y][Y] in their rune pool
      And A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls a unit "lux" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 2 at battlefield "bf1"
      And A controls a unit "hunter" with might 1 and ability "When you kill a unit with a spell, buff me." in their base
      When A plays "decree"
      And the top of the chain resolves
      And A attacks at battlefield "bf1", assigning 5 to "darius" and 2 to "garen"
      Then "darius" is in the trash
      And "garen" is at battlefield "bf1"
      And "garen" has 0 damage
      And "lux" is at battlefield "bf1"
      And the chain holds two triggered abilities of "decree"
      When the chain resolves until it is empty
      Then "garen" is in the trash
      And "lux" is at battlefield "bf1"
      And "hunter" has a buff

  @GEAR-03 @requires-combat
  Rule: B's -3 Equipment takes A's attacker to Might -2: it adds 0 to A's total, 1 damage is lethal to it, and B's Equipment goes home when it dies
    Core Rules 143.2.b-b.1, 142.4.b, 465.2.a-c, 434.1.d, 719.5, 435.4.b, 323.7.

    Scenario: A's garen, Might 1 with B's -3 curse, and lux, Might 2, attack B's Might-3 darius: A's total is 2; darius kills both with 1 and 2
      Given A controls a unit "garen" with might 1 at battlefield "bf1"
      And B controls an Equipment "curse" with might bonus -3 at battlefield "bf1"
      And "curse" is attached to "garen"
      And A controls a unit "lux" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      Then "garen" has might -2
      When A tries to attack at battlefield "bf1", assigning 3 to "darius", 1 to "garen" and 2 to "lux"
      Then the action is rejected as "illegal_choice"
      When A attacks at battlefield "bf1", assigning 2 to "darius", 1 to "garen" and 2 to "lux"
      Then "garen" is in the trash
      And "lux" is in the trash
      And B is responsible for the kill of "garen"
      And the source of the kill of "lux" is combat damage from "darius"
      And "darius" is at battlefield "bf1"
      And "darius" has 0 damage
      And "curse" is in B's base
      And "curse" is not attached to anything

  @GEAR-02 @requires-combat
  Rule: The Tank B's Equipment gives A's attacker binds B: B must assign it lethal damage, its Might Bonus counted, before A's other attacker gets any
    Core Rules 136.2.c, 434.1.d, 815, 465.2.c.3, 718.5.e, 719.5, 323.7.

    Scenario: A's garen with B's +1 Tank shield and lux attack B's Might-4 darius: B cannot split 2 and 2; 3 to garen and 1 to lux kills garen only
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And B controls an Equipment "shield" with might bonus 1 and effect keyword Tank at battlefield "bf1"
      And "shield" is attached to "garen"
      And A controls a unit "lux" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 4 at battlefield "bf1"
      When A tries to attack at battlefield "bf1", assigning 5 to "darius", 2 to "garen" and 2 to "lux"
      Then the action is rejected as "illegal_choice"
      When A attacks at battlefield "bf1", assigning 5 to "darius", 3 to "garen" and 1 to "lux"
      Then "darius" is in the trash
      And "garen" is in the trash
      And "lux" is at battlefield "bf1"
      And "lux" has 0 damage
      And "lux" was not recalled
      And "shield" is in B's base
      And "shield" is controlled by B

  @BUFF-10 @requires-combat
  Rule: A buffed attacker killed in combat loses its buff with the card; its Equipment, left on the board, keeps its own counters
    Core Rules 124.1, 748, 705, 719.5, 435.4.b, 323.7, 466.1; the BUFF ruling on leaving the board.

    Scenario: A's buffed garen with the +1 blade holding 2 charge counters and B's Might-4 darius kill each other: garen buffless in the trash, the blade home with both counters
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And "garen" has a buff
      And A controls an Equipment "blade" with might bonus 1 at battlefield "bf1"
      And "blade" has 2 charge counters
      And "blade" is attached to "garen"
      And B controls a unit "darius" with might 4 at battlefield "bf1"
      Then "garen" has might 4
      When A attacks at battlefield "bf1", assigning 4 to "darius" and 4 to "garen"
      Then "garen" is in the trash
      And "garen" has no buff
      And "darius" is in the trash
      And "blade" is in A's base
      And "blade" is not attached to anything
      And "blade" has 2 charge counters

  @ATTR-02 @requires-turns
  Rule: The ending cleanup heals a unit that its Equipment's bonus kept alive: on the next turn, the bonus can go without the unit dying
    Core Rules 317.2, 143.3.b, 411.2, 435.1.e, 142.4, 323.5, 323.7.

    Scenario: garen, Might 2 with the +2 blade, takes 3 from B on A's turn; A's turn ends; on B's turn A detaches the blade: garen lives at Might 2
      Given it is A's main phase
      And A controls a unit "garen" with might 2 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      When B deals 3 damage to "garen"
      Then "garen" has 3 damage
      And "garen" is at battlefield "bf1"
      When A ends their turn
      Then it is B's turn
      And "garen" has 0 damage
      When A detaches "blade"
      Then "garen" is at battlefield "bf1"
      And "garen" has might 2
      And "blade" is in A's base

  @GEAR-21 @requires-legends @requires-turns @requires-tokens
  Rule: The legend exhausted by its own ability stays so for the turn, is readied by A's next Awaken Phase, but the ending cleanup has emptied A's rune pool
    Core Rules 414.4, 315.1, 415.3.a, 107.4, 317.2, 377.2.b; card text of Azir, Emperor of the Sands (SFD-197).

    Scenario: A plays an Equipment and uses the legend for [1]; a second use is refused; on A's next turn the legend is ready, the soldier too, and the [1] left is gone
      Given it is A's main phase
      And A has an Azir, Emperor of the Sands (SFD-197) "azir" in their Legend Zone
      And A has an Equipment "shield" with might bonus 1 in their hand
      And A has [2] in their rune pool
      When A plays "shield"
      And A activates the "play-sand-soldier" ability of "azir"
      And the top of the chain resolves
      Then "sand-soldier-1" is exhausted
      # the soldier's Weaponmaster, from the legend, waits on the chain: A uses it for nothing (821.1.c, 402.1)
      When the top of the chain resolves
      Then the chain is empty
      When A tries to activate the "play-sand-soldier" ability of "azir"
      Then the action is rejected as "unpaid_cost"
      And A has [1] left in their rune pool
      When A ends their turn
      Then it is B's turn
      And A's rune pool is empty
      And "azir" is exhausted
      When B ends their turn
      Then it is A's turn
      And "azir" is ready
      And "sand-soldier-1" is ready
      When A tries to activate the "play-sand-soldier" ability of "azir"
      Then the action is rejected as "no_permission" or "unpaid_cost"

  @GEAR-10 @requires-combat @requires-replacement
  Rule: Of two defenders, the one with Guardian Angel is saved and recalled: no defender is left at the battlefield, so A's attacker stays there
    Core Rules 466.1.a, 370.1.b, 458, 719.3.a, 428.5.c.2; card text of Guardian Angel (SFD-051).

    Scenario: A's Might-6 garen deals 3 to B's darius with its Angel and 3 to vi: the Angel dies, darius goes home, vi dies, garen stays at bf1
      Given A controls a unit "garen" with might 6 at battlefield "bf1"
      And B controls a unit "darius" with might 2 at battlefield "bf1"
      And B controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "darius"
      And B controls a unit "vi" with might 2 at battlefield "bf1"
      When A attacks at battlefield "bf1", assigning 3 to "darius", 3 to "vi" and 5 to "garen"
      Then "angel" is in the trash
      And "darius" is in B's base
      And "darius" is exhausted
      And "darius" has 0 damage
      And "darius" has might 2
      And "vi" is in the trash
      And A is responsible for the kill of "vi"
      And "garen" is at battlefield "bf1"
      And "garen" has 0 damage
      And "garen" was not recalled

    Scenario: The same attack with B's stunned vi left alive: a defender remains, so garen, healed, is recalled to A's base
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 2 at battlefield "bf1"
      And B controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "darius"
      And B controls a unit "vi" with might 3 at battlefield "bf1"
      And "vi" is stunned
      When A attacks at battlefield "bf1", assigning 3 to "darius", 1 to "vi" and 3 to "garen"
      Then "angel" is in the trash
      And "darius" is in B's base
      And "vi" is at battlefield "bf1"
      And "vi" has 0 damage
      And "garen" is in A's base
      And "garen" was recalled
      And "garen" has 0 damage

  @ATTR-08 @requires-combat @requires-control
  Rule: A takes B's only unit at a battlefield: no opposing units meet there, so A cannot attack, and nothing is dealt
    Core Rules 323.9, 465, 191.3, 718.5.f.

    Scenario: A takes B's darius carrying B's blade at bf1 where A's garen is: A's attack there is refused; the blade stays B's on darius
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "darius" with might 2 at battlefield "bf1"
      And B controls an Equipment "blade" with might bonus 1 at battlefield "bf1"
      And "blade" is attached to "darius"
      When A takes control of "darius"
      And A tries to attack at battlefield "bf1", assigning 3 to "darius"
      Then the action is rejected as "no_permission"
      And "darius" has 0 damage
      And "blade" is attached to "darius"
      And "blade" is controlled by B

  @GEAR-12 @requires-combat @requires-control @requires-triggers
  Rule: On B's turn, A's unit B took attacks with A's Equipment's bonus: the kills on each side are their sources' controllers', and the turn player's trigger goes on the chain first
    Core Rules 718.5.g, 434.1.d, 417.6.c, 428.5.c.2, 056.2, 383.3.d-d.1, 323.7.

    Scenario: B took A's Might-2 garen with A's +2 blade; it and A's Might-4 darius kill each other: B's spotter and A's watcher trigger, A's on top
      Given it is B's turn
      And A controls a unit "garen" with might 2 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      And A controls a unit "darius" with might 4 at battlefield "bf1"
      And A controls a unit "watcher" with might 1 and ability "When you kill a unit, buff me." in their base
      And B controls a unit "spotter" with might 1 and ability "When you kill a unit, buff me." in their base
      When B takes control of "garen"
      And B attacks at battlefield "bf1", assigning 4 to "darius" and 4 to "garen"
      Then "darius" is in the trash
      And B is responsible for the kill of "darius"
      And the source of the kill of "darius" is combat damage from "garen"
      And "garen" is in its owner's trash
      And A is responsible for the kill of "garen"
      And "blade" is in A's base
      And the chain holds one triggered ability of "spotter"
      And the chain holds one triggered ability of "watcher"
      When the top of the chain resolves
      Then "watcher" has a buff
      And "spotter" has no buff
      When the top of the chain resolves
      Then "spotter" has a buff

  @GEAR-12 @requires-combat @requires-control
  Rule: The Assault A's Equipment gives A's unit works for B, who took it, as its attacker; once the combat is over the unit is back at its Might
    Core Rules 718.5.g, 136.2.c, 807, 465.2.a, 142.4, 466.1.

    Scenario: B took A's Might-2 garen with A's Assault 2 blade; on B's turn it attacks A's Might-3 darius at 4: darius dies, garen survives its 3
      Given it is B's turn
      And A controls a unit "garen" with might 2 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 0 and effect keyword Assault 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      And A controls a unit "darius" with might 3 at battlefield "bf1"
      When B takes control of "garen"
      And B attacks at battlefield "bf1", assigning 4 to "darius" and 3 to "garen"
      Then "darius" is in the trash
      And B is responsible for the kill of "darius"
      And "garen" is at battlefield "bf1"
      And "garen" has 0 damage
      And "garen" has might 2
      And "blade" is attached to "garen"
      And "blade" is controlled by A

  @ATTR-17 @requires-spells @requires-delayed_triggers @requires-triggers
  Rule: After Imperial Decree, a unit killed by losing its Equipment's bonus took no damage: Decree does not trigger, and the kill is no kill with a spell
    Core Rules 390.2, 142.4.b, 435.1.e, 323.5, 428.5.c, 411.6; card text of Imperial Decree (OGN-221).

    Scenario: A's garen, Might 2 with a +2 blade and 3 damage, loses the blade after A's Decree: garen dies, no Decree trigger, A's hunter not buffed
      Given it is A's turn
      And A has an Imperial Decree (OGN-221) "decree" in their hand
      And A has [5][Y][Y] in their rune pool
      And A controls a unit "garen" with might 2 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      And "garen" has 3 damage
      And A controls a unit "hunter" with might 1 and ability "When you kill a unit with a spell, buff me." in their base
      When A plays "decree"
      And the top of the chain resolves
      And A detaches "blade"
      Then "garen" is in the trash
      And the last action caused no ability triggered event
      And the chain is empty
      And "hunter" has no buff
      And "blade" is in A's base

  @ATTR-16 @requires-spells @requires-delayed_triggers @requires-triggers
  Rule: In a game of three, C's damage to B's unit triggers A's Decree: the kill is A's trigger's and A's spell's, A responsible; only A's "kill with a spell" sees it
    Core Rules 390.2, 392, 428.5.d, 411.6, 191.4.a; card text of Imperial Decree (OGN-221).

    Scenario: A's Decree; C deals 1 to B's darius: A's trigger kills darius, credited to the trigger and to decree with A responsible; A's hunter triggers, C's does not
      Given the game has a third player C
      And it is A's turn
      And A has an Imperial Decree (OGN-221) "decree" in their hand
      And A has [5][Y][Y] in their rune pool
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And A controls a unit "hunter" with might 1 and ability "When you kill a unit with a spell, buff me." in their base
      And C controls a unit "chunter" with might 1 and ability "When you kill a unit with a spell, buff me." in their base
      When A plays "decree"
      And the top of the chain resolves
      And C deals 1 damage to "darius"
      Then the last action triggered the delayed trigger of "decree"
      When the top of the chain resolves
      Then "darius" is in the trash
      And the kill of "darius" is attributed to the delayed trigger of "decree", with A responsible
      And the last action triggered one ability of "hunter"
      And the last action triggered no ability of "chunter"

  @GEAR-10 @requires-combat @requires-replacement @requires-triggers
  Rule: B's Guardian Angel on A's attacker dies into B's trash instead of it; the attacker is still a source of the defender's kill, and B's "When you kill a unit" sees only the unit that died
    Core Rules 370.1.b, 718.5.e, 056, 458, 417.6.c, 428.5.c.2, 411.4; card text of Guardian Angel (SFD-051).

    Scenario: A's garen with B's Angel and lux kill B's Might-5 darius, which deals 3 and 2: the Angel dies, garen goes home; lux dies; B's spotter triggers once
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And B controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "garen"
      And A controls a unit "lux" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And A controls a unit "awatch" with might 1 and ability "When you kill a unit, buff me." in their base
      And B controls a unit "spotter" with might 1 and ability "When you kill a unit, buff me." in their base
      Then "garen" has might 3
      When A attacks at battlefield "bf1", assigning 5 to "darius", 3 to "garen" and 2 to "lux"
      Then "angel" is in its owner's trash
      And "garen" is in A's base
      And "garen" is exhausted
      And "garen" has 0 damage
      And "garen" has might 2
      And "lux" is in the trash
      And "darius" is in the trash
      And the source of the kill of "darius" is combat damage from "garen" and "lux"
      And A is responsible for the kill of "darius"
      And the last action caused no kill event for "garen"
      And the last action triggered one ability of "spotter"
      And the last action triggered one ability of "awatch"

  @GEAR-25 @requires-combat @requires-copy_text @requires-triggers
  Rule: With Svellsongur, an attacker has its "When you kill a unit" twice: its combat kill triggers both; the second buff does nothing, a unit holds one buff
    Core Rules 725.1, 136.2.c, 428.5.c.2, 411.4, 702.3, 426.1.b; card text of Svellsongur (SFD-059).

    Scenario: A's garen with its copy from Svellsongur kills B's Might-2 darius and survives: two triggers; garen ends with one buff, Might 4
      Given A controls a unit "garen" with might 3 and ability "When you kill a unit, buff me." at battlefield "bf1"
      And A controls a Svellsongur (SFD-059) "svell" at battlefield "bf1"
      And B controls a unit "darius" with might 2 at battlefield "bf1"
      When A attaches "svell" to "garen"
      And A attacks at battlefield "bf1", assigning 3 to "darius" and 2 to "garen"
      Then "darius" is in the trash
      And "garen" is at battlefield "bf1"
      And the chain holds two triggered abilities of "garen"
      When the top of the chain resolves
      Then "garen" has a buff
      And "garen" has might 4
      When the top of the chain resolves
      Then the last action placed no counter
      And "garen" has a buff
      And "garen" has might 4
      And "svell" has no buff
      And the chain is empty

  @ATTR-17 @requires-spells @requires-delayed_triggers @requires-triggers @requires-banish @requires-return
  Rule: Decree's trigger for a unit that was banished and returned before it resolves finds a new object: it kills nothing, and the returned unit has no damage
    Core Rules 124, 124.1, 390.2, 359.3.f.3.a, 427.1; card text of Imperial Decree (OGN-221).

    Scenario: A's Decree; A deals 1 to B's darius; B banishes darius and returns it before A's trigger resolves: darius stays on the board, undamaged
      Given it is A's turn
      And A has an Imperial Decree (OGN-221) "decree" in their hand
      And A has [5][Y][Y] in their rune pool
      And B controls a unit "darius" with might 4 at battlefield "bf1"
      And A controls a unit "hunter" with might 1 and ability "When you kill a unit with a spell, buff me." in their base
      When A plays "decree"
      And the top of the chain resolves
      And A deals 1 damage to "darius"
      Then the last action triggered the delayed trigger of "decree"
      When B banishes "darius"
      And B returns "darius" to the board
      Then "darius" is in B's base
      And "darius" has 0 damage
      When the top of the chain resolves
      Then the last action caused no kill event for "darius"
      And "darius" is in B's base
      And "hunter" has no buff
      And the chain is empty

  @GEAR-30 @requires-abilities @requires-turns
  Rule: Azir's "Use only once per turn" is for the turn: refused again the same turn, refused on B's turn for its timing, and on A's next turn refused only because the ending cleanup emptied the pool
    Core Rules 377.2, 380, 317.2, 315.1; card text of Azir, Ascendant (SFD-050).

    Scenario: A's Azir exchanges with garen; a second use is refused as used; on B's turn it is refused as untimely; on A's next turn, as unpaid
      Given it is A's main phase
      And A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls a unit "garen" with might 3 at battlefield "bf2"
      And A has [G][G] in their rune pool
      When A activates the "azir-ascendant" ability of "azir" targeting "garen"
      And the top of the chain resolves
      Then "azir" is at battlefield "bf2"
      And "garen" is at battlefield "bf1"
      When A tries to activate the "azir-ascendant" ability of "azir" targeting "garen"
      Then the action is rejected as "already_used"
      And A has [G] left in their rune pool
      When A ends their turn
      And A tries to activate the "azir-ascendant" ability of "azir" targeting "garen"
      Then the action is rejected as "wrong_timing"
      When B ends their turn
      Then it is A's turn
      And A's rune pool is empty
      When A tries to activate the "azir-ascendant" ability of "azir" targeting "garen"
      Then the action is rejected as "unpaid_cost"

  @GEAR-15 @requires-combat @requires-stun
  Rule: A stunned attacker adds nothing to combat, its Equipment's bonus with it, but it is still assigned damage at that Might; recalled, it stays stunned, its Equipment never was
    Core Rules 423.1.b-c, 465.2.a-c, 434.1.d, 719.4.a, 466.1.a, 719.3.a.

    Scenario: A's stunned garen with the +3 blade and lux attack B's Might-3 darius: A deals 1; B kills lux and marks 2 on garen; garen goes home stunned, the blade not
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 3 at battlefield "bf1"
      And "blade" is attached to "garen"
      And "garen" is stunned
      And A controls a unit "lux" with might 1 at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      When A tries to attack at battlefield "bf1", assigning 3 to "darius", 2 to "garen" and 1 to "lux"
      Then the action is rejected as "illegal_choice"
      When A attacks at battlefield "bf1", assigning 1 to "darius", 2 to "garen" and 1 to "lux"
      Then "lux" is in the trash
      And "darius" is at battlefield "bf1"
      And "darius" has 0 damage
      And "garen" is in A's base
      And "garen" is stunned
      And "garen" has 0 damage
      And "blade" is attached to "garen"
      And "blade" is not stunned

  @ATTR-08 @requires-combat @requires-stun @requires-triggers
  Rule: A stunned attacker's "When you deal damage", given by an Equipment, is its controller's: A's other attacker deals damage, so it triggers all the same
    Core Rules 411.4, 417.6.c, 423.1.b, 136.2.c-d, 191.4.a.

    Scenario: A's stunned garen with B's charm and A's lux attack B's Might-5 darius: lux deals 2, A's damage: garen's granted trigger goes on the chain and buffs garen
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And B controls an Equipment "charm" with might bonus 0 and effect ability "When you deal damage, buff me." at battlefield "bf1"
      And "charm" is attached to "garen"
      And "garen" is stunned
      And A controls a unit "lux" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And "darius" is stunned
      When A attacks at battlefield "bf1", assigning 2 to "darius"
      Then A is responsible for the damage dealt to "darius"
      And the chain holds one triggered ability of "garen"
      And "garen" is in A's base
      When the top of the chain resolves
      Then "garen" has a buff
      And "garen" has might 3
      And "charm" has no buff

  @ATTR-15 @requires-triggers @requires-turns
  Rule: The Temporary an Equipment's effect text gives a unit kills it at its controller's Beginning Phase: A's kill, made with the Equipment, so A's "kill with an Equipment" triggers; B's does not
    Core Rules 816.1.b, 136.2.c, 411.6-411.6.a, 411.1, 428.5.b, 428.5.d, 719.5, 323.7.

    Scenario: A's garen carries A's hourglass with effect keyword Temporary; A's turn begins: the granted Temporary kills garen; A's tinker and watcher trigger, B's smith does not
      Given it is B's main phase
      And A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls an Equipment "hourglass" with might bonus 1 and effect keyword Temporary at battlefield "bf1"
      And "hourglass" is attached to "garen"
      And A controls a unit "tinker" with might 1 and ability "When you kill a unit with an Equipment, buff me." in their base
      And A controls a unit "watcher" with might 1 and ability "When you kill a unit, buff me." in their base
      And B controls a unit "smith" with might 1 and ability "When you kill a unit with an Equipment, buff me." in their base
      When B ends their turn
      Then it is A's beginning phase
      And the chain holds one triggered ability of "garen"
      When the top of the chain resolves
      Then "garen" is in the trash
      And A is responsible for the kill of "garen"
      And "hourglass" is in A's base
      And the last action triggered one ability of "tinker"
      And the last action triggered one ability of "watcher"
      And the last action triggered no ability of "smith"

  @ATTR-16 @requires-spells @requires-delayed_triggers @requires-triggers @requires-control
  Rule: A "kill with a spell" is its controller's of the moment: B takes A's hunter while Decree's trigger waits; A's kill then triggers A's other hunter, not the one B took
    Core Rules 191.4.a, 411.4, 411.6, 428.5.d, 390.2; card text of Imperial Decree (OGN-221).

    Scenario: A's Decree; A deals 1 to B's darius; B takes A's hunter before the trigger resolves: darius dies, A's hunter2 triggers, the hunter B took does not
      Given it is A's turn
      And A has an Imperial Decree (OGN-221) "decree" in their hand
      And A has [5][Y][Y] in their rune pool
      And B controls a unit "darius" with might 4 at battlefield "bf1"
      And A controls a unit "hunter" with might 1 and ability "When you kill a unit with a spell, buff me." in their base
      And A controls a unit "hunter2" with might 1 and ability "When you kill a unit with a spell, buff me." in their base
      When A plays "decree"
      And the top of the chain resolves
      And A deals 1 damage to "darius"
      And B takes control of "hunter"
      Then "hunter" is in B's base
      When the top of the chain resolves
      Then "darius" is in the trash
      And A is responsible for the kill of "darius"
      And the last action triggered one ability of "hunter2"
      And the last action triggered no ability of "hunter"

  @BUFF-05 @requires-combat @requires-abilities @requires-standard_move @requires-stun
  Rule: An attacker the combat cleanup recalls exhausted spends its own buff to ready itself, and makes a standard move again with its Equipment
    Core Rules 745, 702.2.b, 703, 466.1.a, 458.1, 144.2, 719.3.a, 446.1.

    Scenario: A's exhausted, buffed garen with the +1 blade attacks B's stunned darius and is recalled; A spends its buff to ready it, and moves it to bf2 with the blade
      Given it is A's main phase
      And A controls an exhausted unit "garen" with might 3 and ability "Spend my buff: Ready me" at battlefield "bf1"
      And "garen" has a buff
      And A controls an Equipment "blade" with might bonus 1 at battlefield "bf1"
      And "blade" is attached to "garen"
      And B controls a unit "darius" with might 6 at battlefield "bf1"
      And "darius" is stunned
      When A attacks at battlefield "bf1", assigning 5 to "darius"
      Then "garen" is in A's base
      And "garen" is exhausted
      And "darius" has 0 damage
      When A activates the ability "Spend my buff: Ready me" of "garen"
      And the top of the chain resolves
      Then "garen" is ready
      And "garen" has no buff
      And "garen" has might 4
      When A makes a standard move of "garen" to battlefield "bf2"
      Then "garen" is at battlefield "bf2"
      And "garen" is exhausted
      And "blade" is at battlefield "bf2"
      And "blade" is attached to "garen"
      And "blade" did not move

  @GEAR-25 @requires-combat @requires-copy @requires-tokens
  Rule: B's Sand Soldier the Spectacles make a copy of B's Tank unit defends with Tank: A must assign it lethal damage first; killed, the token ceases to exist and the Spectacles go home
    Core Rules 477.1.b, 815, 465.2.c, 186.1, 719.5, 323.7; card text of Shady Spectacles (VEN-137).

    Scenario: B's soldier copies B's Tank hulk; A's Might-4 garen cannot give it 3 and vi 1; 4 to soldier kills it; garen dies to 5
      Given B controls a Sand Soldier token "soldier" at battlefield "bf1"
      And B controls a Shady Spectacles (VEN-137) "specs" at battlefield "bf1"
      And B controls a unit "hulk" with might 4 and keyword Tank in their base
      And B controls a unit "vi" with might 1 at battlefield "bf1"
      And A controls a unit "garen" with might 4 at battlefield "bf1"
      When B attaches "specs" to "soldier" choosing "hulk"
      Then "soldier" has might 4
      When A tries to attack at battlefield "bf1", assigning 3 to "soldier", 1 to "vi" and 5 to "garen"
      Then the action is rejected as "illegal_choice"
      When A attacks at battlefield "bf1", assigning 4 to "soldier" and 5 to "garen"
      Then "soldier" no longer exists
      And "vi" is at battlefield "bf1"
      And "garen" is in the trash
      And "specs" is in B's base
      And "specs" is not attached to anything
      And "hulk" is in B's base

  @ATTR-03 @requires-spells @requires-abilities @requires-triggers @requires-replacement
  Rule: "Each player kills the chosen unit they control", B's unit carrying Guardian Angel: B's kill is replaced, the Angel dies, and B's "When you kill a unit" sees no unit die; A's does
    Core Rules 411.1, 370.1.b, 428.2, 808.1.d.1, 458; card text of Guardian Angel (SFD-051).

    Scenario: A's purge chooses A's garen and B's darius with its Angel: garen dies, A's watcher triggers; the Angel dies instead of darius, B's spotter does not trigger
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "darius"
      And A controls a unit "watcher" with might 1 and ability "When you kill a unit, buff me." in their base
      And B controls a unit "spotter" with might 1 and ability "When you kill a unit, buff me." in their base
      And A has a spell "purge" with text "Choose a friendly unit and an enemy unit. Each player kills the chosen unit they control." in their hand
      When A plays "purge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then "garen" is in the trash
      And A is responsible for the kill of "garen"
      And "angel" is in the trash
      And "darius" is in B's base
      And "darius" is exhausted
      And the last action triggered one ability of "watcher"
      And the last action triggered no ability of "spotter"

  @GEAR-13 @requires-triggers @requires-control
  Rule: "Choose one that hasn't been chosen this turn" is read for Aphelios, whoever controls it: the mode A chose stays chosen when B takes Aphelios the same turn
    Core Rules 355.5, 191.4.a, 718.5.f, 317.2; card text of Aphelios, Exalted (SFD-049).

    Scenario: A's Aphelios buffs garen with mode 3; B takes Aphelios and attaches B's shield to it: B's trigger cannot choose mode 3 again this turn
      Given A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      And B controls a unit "darius" with might 3 in their base
      And B controls an Equipment "shield" with might bonus 1 in their base
      When A attaches "blade" to "aphelios"
      And the top of the chain resolves with mode 3, A choosing "garen"
      And B takes control of "aphelios"
      Then "aphelios" is in B's base
      When B attaches "shield" to "aphelios"
      Then the last action triggered one ability of "aphelios"
      When B tries to resolve the top of the chain with mode 3, choosing "darius"
      Then the action is rejected as "already_used"
      And "darius" has no buff

  @GEAR-42 @requires-combat
  Rule: A unit-Equipment that is a unit fights as one, the bonus of the Equipment on it counted; killed, it leaves that Equipment behind, recalled home
    Core Rules 137.3-137.3.b, 434.1.d, 465.2.a, 719.5, 435.4.b, 323.7; the GEAR ruling on unit-Equipment.

    Scenario: B's Might-2 drone, a unit with the Equipment tag, carries B's +3 axe and defends at 5 against A's Might-5 garen: both die, the axe goes to B's base
      Given B controls a unit "drone" with might 2, the Equipment tag and Equip [1] at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 3 at battlefield "bf1"
      And "axe" is attached to "drone"
      And A controls a unit "garen" with might 5 at battlefield "bf1"
      Then "drone" has might 5
      When A tries to attack at battlefield "bf1", assigning 5 to "drone" and 2 to "garen"
      Then the action is rejected as "illegal_choice"
      When A attacks at battlefield "bf1", assigning 5 to "drone" and 5 to "garen"
      Then "drone" is in the trash
      And "garen" is in the trash
      And "axe" is in B's base
      And "axe" is not attached to anything

  @ATTR-14 @requires-combat @requires-triggers
  Rule: A combat kill by an equipped attacker is no kill "with an Equipment": it is credited to the attacking unit, not to a spell or ability of the Equipment
    Core Rules 411.6, 417.6.c, 428.5.c.2, 136.2.c.

    Scenario: A's garen with A's +1 blade kills B's Might-3 darius: A's watcher triggers, A's tinker "kill with an Equipment" does not
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 1 at battlefield "bf1"
      And "blade" is attached to "garen"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls a unit "watcher" with might 1 and ability "When you kill a unit, buff me." in their base
      And A controls a unit "tinker" with might 1 and ability "When you kill a unit with an Equipment, buff me." in their base
      When A attacks at battlefield "bf1", assigning 5 to "darius" and 3 to "garen"
      Then "darius" is in the trash
      And the source of the kill of "darius" is combat damage from "garen"
      And the last action triggered one ability of "watcher"
      And the last action triggered no ability of "tinker"
      And "garen" is at battlefield "bf1"

  @GEAR-18 @requires-chain @requires-turns
  Rule: Equip waits on the chain: A cannot end the Main Phase until it resolves; in the Ending Phase that follows, Equip can no longer be activated
    Core Rules 818.1, 151.2, 381, 315, 317.

    Scenario: A's Equip of the blade onto garen waits: ending the phase is refused; once it resolves A ends the phase, and Equip of the shield is then refused
      Given it is A's main phase
      And A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A controls an Equipment "shield" with might bonus 1 and Equip [1] in their base
      And A has [2] in their rune pool
      When A activates the Equip ability of "blade" targeting "garen"
      And A tries to end the phase
      Then the action is rejected as "wrong_timing"
      When the top of the chain resolves
      Then "blade" is attached to "garen"
      When A ends the phase
      Then it is A's ending phase
      When A tries to activate the Equip ability of "shield" targeting "garen"
      Then the action is rejected as "wrong_timing"
      And "shield" is not attached to anything
      And A has [1] left in their rune pool

  @ATTR-01 @requires-triggers @requires-turns @requires-control
  Rule: A's Temporary trigger waits on the chain when B takes the unit: the ability stays A's, so A performs the kill, and only A's "When you kill a unit" sees it
    Core Rules 816.1.b, 191.4.b, 411.1, 411.4, 428.5.b, 056.2.

    Scenario: A's turn begins, A's Temporary spirit triggers; B takes spirit before it resolves: spirit dies into A's trash, A responsible; A's watcher triggers, B's spotter does not
      Given it is B's main phase
      And A controls a unit "spirit" with might 2 and keyword Temporary at battlefield "bf1"
      And A controls a unit "watcher" with might 1 and ability "When you kill a unit, buff me." in their base
      And B controls a unit "spotter" with might 1 and ability "When you kill a unit, buff me." in their base
      When B ends their turn
      Then it is A's beginning phase
      And the chain holds one triggered ability of "spirit"
      When B takes control of "spirit"
      And the top of the chain resolves
      Then "spirit" is in its owner's trash
      And A is responsible for the kill of "spirit"
      And the last action triggered one ability of "watcher"
      And the last action triggered no ability of "spotter"

  @GEAR-18 @requires-turns @requires-equip
  Rule: The ending cleanup empties every player's rune pool, not only the turn player's: on B's turn, B's Equip cannot be paid from what B had on A's turn
    Core Rules 317.2, 818.1, 414.4, 151.2.

    Scenario: B has [1] on A's turn; A's turn ends; in B's Main Phase, B's Equip [1] of the blade onto darius is refused for its cost
      Given it is A's main phase
      And B controls a unit "darius" with might 3 in their base
      And B controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And B has [1] in their rune pool
      When A ends their turn
      Then it is B's main phase
      And B's rune pool is empty
      When B tries to activate the Equip ability of "blade" targeting "darius"
      Then the action is rejected as "unpaid_cost"
      And "blade" is not attached to anything

  @GEAR-39 @requires-combat @requires-turns @requires-stun
  Rule: B's attacker carrying A's exhausted Equipment is recalled by the combat cleanup, the Equipment on it in B's base; each Awaken Phase then readies only its own player's card
    Core Rules 466.1.a, 719.3.a, 107.1.c.1, 315.1, 415.3.a, 719.4, 718.5.e.

    Scenario: On B's turn B's exhausted darius with A's exhausted blade attacks A's stunned garen and is recalled; A's turn readies the blade, B's next turn darius
      Given it is B's main phase
      And B controls an exhausted unit "darius" with might 3 at battlefield "bf1"
      And A controls an exhausted Equipment "blade" with might bonus 1 at battlefield "bf1"
      And "blade" is attached to "darius"
      And A controls a unit "garen" with might 6 at battlefield "bf1"
      And "garen" is stunned
      When B attacks at battlefield "bf1", assigning 4 to "garen"
      Then "darius" is in B's base
      And "blade" is in B's base
      And "blade" is attached to "darius"
      And "garen" has 0 damage
      When B ends their turn
      Then it is A's turn
      And "blade" is ready
      And "darius" is exhausted
      And "blade" is in B's base
      When A ends their turn
      Then it is B's turn
      And "darius" is ready
      And "blade" is attached to "darius"

  @ATTR-16 @requires-delayed_triggers @requires-triggers @requires-spells @requires-damage_by_player
  Rule: In a game of three, C's damage triggers A's Decree and C's "When you deal damage" at one moment: A's, the turn player's, goes on the chain first, so C's resolves first and the unit is still there then
    Core Rules 383.3.d-d.1, 390.2, 411.4, 142.3; card text of Imperial Decree (OGN-221).

    Scenario: A's Decree; C deals 1 to B's darius: A's trigger and C's cwatch's wait, C's on top; cwatch is buffed first, then A's trigger kills darius
      Given the game has a third player C
      And it is A's turn
      And A has an Imperial Decree (OGN-221) "decree" in their hand
      And A has [5][Y][Y] in their rune pool
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And B controls a unit "bwatch" with might 1 and ability "When you deal damage, buff me." in their base
      And C controls a unit "cwatch" with might 1 and ability "When you deal damage, buff me." in their base
      When A plays "decree"
      And the top of the chain resolves
      And C deals 1 damage to "darius"
      Then the chain holds one triggered ability of "decree"
      And the chain holds one triggered ability of "cwatch"
      And the chain holds no triggered ability of "bwatch"
      When the top of the chain resolves
      Then "cwatch" has a buff
      And "darius" is at battlefield "bf1"
      And "darius" has 1 damage
      And C is responsible for 1 of the damage on "darius"
      When the top of the chain resolves
      Then "darius" is in the trash
      And the kill of "darius" is attributed to the delayed trigger of "decree", with A responsible
      And the chain is empty

  @GEAR-10 @requires-replacement
  Rule: Two Guardian Angels on one unit save it one death each: one replacement replaces the death, so the other is left on the unit, which it saves from the next
    Core Rules 370.1.b, 370.2, 372, 434.1.b.1, 719.3.a, 458; card text of Guardian Angel (SFD-051).

    Scenario: garen, Might 2 with two Angels, takes 4: one Angel dies, garen goes home at Might 3 with the other; takes 3: the other dies; takes 2: garen dies
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "angel1" at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "angel2" at battlefield "bf1"
      And "angel1" is attached to "garen"
      And "angel2" is attached to "garen"
      Then "garen" has might 4
      When B deals 4 damage to "garen"
      Then "garen" is in A's base
      And "garen" has 0 damage
      And "garen" has might 3
      And "garen" is equipped
      And the last action caused no kill event for "garen"
      When B deals 3 damage to "garen"
      Then "garen" is in A's base
      And "garen" has might 2
      And "garen" is not equipped
      And "angel1" is in the trash
      And "angel2" is in the trash
      When B deals 2 damage to "garen"
      Then "garen" is in the trash

  @GEAR-25 @requires-combat @requires-copy_text
  Rule: Svellsongur copies an attacker's Assault 2 into its effect text: the unit has two Assault 2, each adding +2 while it attacks, and neither once the combat is over
    Core Rules 725.1, 136.2.c, 807, 465.2.a, 142.4, 466.1; card text of Svellsongur (SFD-059).

    Scenario: A's Might-2 garen with Assault 2 and Svellsongur attacks at 6: it kills B's Might-5 darius and survives darius's 5; then it is back at Might 2
      Given A controls a unit "garen" with might 2 and keyword Assault 2 at battlefield "bf1"
      And A controls a Svellsongur (SFD-059) "svell" at battlefield "bf1"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      When A attaches "svell" to "garen"
      Then "garen" has might 2
      When A attacks at battlefield "bf1", assigning 6 to "darius" and 5 to "garen"
      Then "darius" is in the trash
      And "garen" is at battlefield "bf1"
      And "garen" has 0 damage
      And "garen" has might 2
      And "svell" is attached to "garen"

  @GEAR-05 @requires-triggers @requires-turns
  Rule: A printed Temporary is inactive while its Equipment is attached at the start of the Beginning Phase; detached later in that phase, it has missed that start, and waits for the next
    Core Rules 816.1.b, 135.4, 718.2, 721.1, 435.1.c, 383.2.

    Scenario: A's charm printed with Temporary is on garen as A's Beginning Phase begins: nothing triggers; A detaches it then; it survives A's turn and dies at A's next Beginning Phase
      Given it is A's awaken phase
      And A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "charm" with might bonus 1 and keyword Temporary in their base
      And "charm" is attached to "garen"
      When A ends the phase
      Then it is A's beginning phase
      And the chain is empty
      When A detaches "charm"
      Then the chain is empty
      When A ends their turn
      Then it is B's turn
      And "charm" is in A's base
      When B ends their turn
      Then it is A's beginning phase
      And the chain holds one triggered ability of "charm"
      When the top of the chain resolves
      Then "charm" is in the trash
      And "garen" is in A's base

  @GEAR-10 @requires-combat @requires-replacement @requires-triggers
  Rule: An attacker Guardian Angel saves in the combat cleanup never leaves the board: it sees the kill of the defender it killed at that moment, and its trigger buffs it at home
    Core Rules 370.1.b, 458, 383.2.c-c.2, 428.5.c.2, 411.4, 124; card text of Guardian Angel (SFD-051).

    Scenario: A's garen with "When you kill a unit" and the +1 Angel, and B's Might-4 darius deal each other 4: the Angel dies, darius dies, garen's trigger buffs it in A's base
      Given A controls a unit "garen" with might 3 and ability "When you kill a unit, buff me." at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "garen"
      And B controls a unit "darius" with might 4 at battlefield "bf1"
      When A attacks at battlefield "bf1", assigning 4 to "darius" and 4 to "garen"
      Then "angel" is in the trash
      And "darius" is in the trash
      And "garen" is in A's base
      And "garen" is exhausted
      And the chain holds one triggered ability of "garen"
      When the top of the chain resolves
      Then "garen" has a buff
      And "garen" has might 4

  @ATTR-01 @requires-copy @requires-triggers
  Rule: In a game of three, C's unit made a copy of A's "When you deal damage" unit has that trigger for C: A's damage triggers A's unit only, C's damage C's copy only
    Core Rules 477.1.b, 191.4.a, 411.4, 142.3.

    Scenario: C makes vi a copy of A's watcher; A deals 1 to B's darius: watcher triggers, vi does not; C deals 1: vi triggers and buffs itself, watcher does not
      Given the game has a third player C
      And A controls a unit "watcher" with might 1 and ability "When you deal damage, buff me." in their base
      And C controls a unit "vi" with might 3 in their base
      And B controls a unit "darius" with might 6 at battlefield "bf1"
      When C makes "vi" a copy of "watcher"
      And A deals 1 damage to "darius"
      Then the last action triggered one ability of "watcher"
      And the last action triggered no ability of "vi"
      When the top of the chain resolves
      Then "watcher" has a buff
      When C deals 1 damage to "darius"
      Then the last action triggered one ability of "vi"
      And the last action triggered no ability of "watcher"
      When the top of the chain resolves
      Then "vi" has a buff
      And "vi" has might 2
      And "vi" is controlled by C

  @ATTR-07 @requires-spells
  Rule: In a Challenge no unit is an attacker: the Assault an Equipment gives adds nothing to the damage the unit deals
    Core Rules 807, 417.6.b.3, 136.2.c, 142.4, 719.5, 323.7; card text of Challenge (OGN-128).

    Scenario: A's Challenge between A's Might-2 garen, carrying an Assault 2 blade, and B's Might-3 darius: garen deals 2, darius lives; darius's 3 kill garen
      Given it is A's turn
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      And A controls a unit "garen" with might 2 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 0 and effect keyword Assault 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      When A plays "challenge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then "darius" has 2 damage
      And "darius" is at battlefield "bf1"
      And "garen" is in the trash
      And "blade" is in A's base
