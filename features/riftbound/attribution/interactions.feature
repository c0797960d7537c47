Feature: Attribution — rulings combined: damage through granted abilities, combat with Equipment, replaced kills
  The attribution rulings taken with the gear rulings: damage dealt through an ability an
  Equipment grants, combat totals and assignment orders that Equipment and copies change, kills
  that Guardian Angel replaces, and damage that keeps its player through a change of control.
  Source: the French ruling text « Attribuer les dégâts et les éliminations » (features/sources/ATTR.fr.txt).

  Background:
    Given a Riftbound game between A and B with battlefields "bf1" and "bf2"

  @ATTR-15 @requires-abilities @requires-triggers
  Rule: Damage through an ability an Equipment grants is the unit's and the Equipment's; its kill at the cleanup too
    Core Rules 411.6, 411.6.a, 417.6.b.2.a, 428.5.c, 428.5.d, 191.4.a.

    Scenario: A's unit deals lethal damage with the ability its Equipment grants: the kill is credited to both, a kill with an Equipment
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "cannon" with effect text "[1]: Deal 3 damage to a unit." in their base
      And "cannon" is attached to "garen"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls a unit "smith" with might 2 and ability "When you kill a unit with an Equipment, buff me." in their base
      And A has [1] in their rune pool
      When A activates the ability of "garen" targeting "darius"
      And the top of the chain resolves
      Then "darius" is in the trash
      And the kill of "darius" is attributed to "cannon", with A responsible
      And the kill of "darius" is attributed to "garen", with A responsible
      And the last action triggered one ability of "smith"

    Scenario: B's unit deals damage with the ability A's Equipment grants it: B is responsible, B's "when you deal damage" fires
      Given it is B's turn
      And B controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "cannon" with effect text "[1]: Deal 2 damage to a unit." at battlefield "bf1"
      And "cannon" is attached to "garen"
      And A controls a unit "lux" with might 5 in their base
      And A controls a unit "watcher" with might 1 and ability "When you deal damage, buff me." in their base
      And B controls a unit "spotter" with might 1 and ability "When you deal damage, buff me." in their base
      And B has [1] in their rune pool
      When B activates the ability of "garen" targeting "lux"
      And the top of the chain resolves
      Then "lux" has 2 damage
      And B is responsible for the damage dealt to "lux"
      And the damage dealt to "lux" is attributed to "cannon", with B responsible
      And the last action triggered one ability of "spotter"
      And the last action triggered no ability of "watcher"
      And B is responsible for 2 of the damage on "lux"

    Scenario: A takes control of the Equipment on B's unit: the damage ability it grants is still B's, not A's
      Given B controls a unit "garen" with might 4 in their base
      And B controls an Equipment "cannon" with effect text "[1]: Deal 2 damage to a unit." in their base
      And "cannon" is attached to "garen"
      And A controls a unit "lux" with might 5 in their base
      And A has [1] in their rune pool
      When A takes control of "cannon"
      And A tries to activate the ability of "garen" targeting "lux"
      Then the action is rejected as "not_controller"
      And "lux" has 0 damage

  @ATTR-12 @requires-spells @requires-triggers
  Rule: The kill goes to the spell whose damage made the marked damage lethal, not to the player who marked damage earlier
    Core Rules 428.5.c, 428.5.c.1, 142.3, 411.6.

    Scenario: A marked 1 damage earlier; B's Reaction deals the 3 that make it lethal: the kill is B's spell's, and only B's trigger fires
      Given B controls a unit "darius" with might 4 at battlefield "bf1"
      And "darius" has 1 damage marked by A
      And B has a spell "zap" with keyword Reaction and text "Deal 3 damage to a unit." in their hand
      And A controls a unit "hunter" with might 2 and ability "When you kill a unit with a spell, buff me." in their base
      And B controls a unit "stalker" with might 2 and ability "When you kill a unit with a spell, buff me." in their base
      When B plays "zap" targeting "darius"
      And the top of the chain resolves
      Then "darius" is in the trash
      And the kill of "darius" is attributed to "zap", with B responsible
      And the last action triggered one ability of "stalker"
      And the last action triggered no ability of "hunter"

  @ATTR-11 @requires-combat
  Rule: In combat the units are the sources, with their Equipment's bonus in their Might; the Equipment is credited nothing
    Core Rules 428.5.c.2, 417.6.c, 465.2.a, 434.1.d, 719.5, 323.7.

    Scenario: An attacker's Equipment bonus makes its damage lethal: the kill is the attacker's, not the Equipment's
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      And B controls a unit "darius" with might 4 at battlefield "bf1"
      When A attacks at battlefield "bf1", assigning 5 to "darius" and 4 to "garen"
      Then "darius" is in the trash
      And the source of the kill of "darius" is combat damage from "garen"
      And the kill of "darius" is attributed to "garen", with A responsible
      And the kill of "darius" is not attributed to "blade"
      And "garen" is at battlefield "bf1"
      And "blade" is attached to "garen"

    Scenario: A's attacker carries B's Equipment: each kill is its side's, and B's Equipment goes to B's base
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      When A attacks at battlefield "bf1", assigning 5 to "darius" and 5 to "garen"
      Then "darius" is in the trash
      And "garen" is in the trash
      And the kill of "darius" is attributed to "garen", with A responsible
      And the kill of "garen" is attributed to "darius", with B responsible
      And "blade" is not attached to anything
      And "blade" is in B's base

    @requires-replacement
    Scenario: A defender saved by its Guardian Angel leaves the battlefield, so the attacker stays
      # The Angel's recall takes darius home at 3b; at 3d no defender remains (466.1.a).
      Given A controls a unit "garen" with might 5 at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "darius"
      When A attacks at battlefield "bf1", assigning 5 to "darius" and 4 to "garen"
      Then "angel" is in the trash
      And "darius" is in B's base
      And "darius" is exhausted
      And "darius" has 0 damage
      And "garen" has 0 damage
      And "garen" is at battlefield "bf1"

  @ATTR-08 @requires-combat
  Rule: Copies and Equipment change which defender must be assigned lethal damage first, and what a side deals
    Core Rules 465.2.a-c, 815, 423.1.b, 477.1.b, 477.2.c.

    Scenario: A unit that is a copy of a Tank unit is a Tank: it is assigned lethal damage first
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "vi" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 2 at battlefield "bf1"
      And B controls a unit "wall" with might 3 and keyword Tank in their base
      And "vi" is a copy of "wall"
      When A tries to attack at battlefield "bf1", assigning 3 to "darius" and 5 to "garen"
      Then the action is rejected as "illegal_choice"
      When A attacks at battlefield "bf1", assigning 3 to "vi" and 5 to "garen"
      Then "vi" is in the trash
      And "darius" is at battlefield "bf1"

    Scenario: A Tank unit that becomes a copy of a unit without Tank is no longer assigned damage first
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And B controls a unit "vi" with might 2 and keyword Tank at battlefield "bf1"
      And B controls a unit "darius" with might 2 at battlefield "bf1"
      And B controls a unit "plain" with might 4 in their base
      And "vi" is a copy of "plain"
      When A attacks at battlefield "bf1", assigning 2 to "darius" and 6 to "garen"
      Then "darius" is in the trash
      And "garen" is in the trash

    Scenario: A's Equipment giving Tank to B's defender makes it the first to be assigned lethal damage
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And B controls a unit "vi" with might 1 at battlefield "bf1"
      And B controls a unit "darius" with might 1 at battlefield "bf1"
      And A controls an Equipment "cloak" with might bonus 1 and effect keyword Tank at battlefield "bf1"
      And "cloak" is attached to "darius"
      When A tries to attack at battlefield "bf1", assigning 1 to "vi" and 1 to "darius" and 3 to "garen"
      Then the action is rejected as "illegal_choice"
      When A attacks at battlefield "bf1", assigning 2 to "darius" and 3 to "garen"
      Then "darius" is in the trash
      And "cloak" is in A's base

    @requires-stun
    Scenario: A stunned attacker adds nothing, its Equipment's bonus included
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 3 at battlefield "bf1"
      And "blade" is attached to "garen"
      And A controls a unit "lux" with might 1 at battlefield "bf1"
      And "garen" is stunned
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      When A tries to attack at battlefield "bf1", assigning 3 to "darius" and 3 to "garen"
      Then the action is rejected as "illegal_choice"
      When A attacks at battlefield "bf1", assigning 1 to "darius" and 3 to "garen"
      Then "darius" has 0 damage
      And "garen" has 0 damage
      And "garen" is in A's base

  @ATTR-08 @requires-combat
  Rule: Only the units at the battlefield fought at are the sides of its combat: units at another battlefield deal and take nothing
    Core Rules 323.2.a-c (the combat designations go to units at the combat battlefield, units elsewhere lose them),
    465.2.a-b (the attackers' and the defenders' Might are added up), 417.6.c.

    Scenario: A combat at one battlefield while both players also have units at the other: those stay out of it
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "darius" with might 4 at battlefield "bf1"
      And A controls a unit "lux" with might 5 at battlefield "bf2"
      And B controls a unit "sion" with might 6 at battlefield "bf2"
      When A attacks at battlefield "bf1", assigning 3 to "darius" and 4 to "garen"
      # 465.2.a-b: each side's total is that battlefield's units' Might only, 3 against 4; the combat cleanup heals darius.
      Then "garen" is in the trash
      And the last action caused a damage event for "darius" with amount 3
      And the source of the damage dealt to "darius" is combat damage from "garen"
      And the last action caused no damage event for "lux"
      And the last action caused no damage event for "sion"
      And "lux" is at battlefield "bf2"
      And "sion" has 0 damage

  @ATTR-07 @requires-spells @requires-damage_by_player
  Rule: Challenge's units deal their current Might, Equipment included, under their own controller, whoever controls the Equipment
    Core Rules 417.6.b.3-4, 142.3, 434.1.d, 718.5.e.

    Scenario: A's friendly unit carrying B's Equipment deals its Might with the bonus, and A is responsible for that damage
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And B controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      When A plays "challenge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then "darius" has 4 damage
      And A is responsible for 4 of the damage on "darius"
      And "garen" is in the trash
      And "blade" is in B's base

  @ATTR-06 @requires-spells @requires-damage_by_player
  Rule: A unit told to deal damage is its source, its controller responsible, not its owner
    Core Rules 417.6.b.3-4, 142.3.

    Scenario: B's spell tells the unit B controls and A owns to deal damage to A's unit: B marks it, the unit is the source
      Given it is B's turn
      And B controls a unit "garen" owned by A with might 4 at battlefield "bf1"
      And A controls a unit "lux" with might 5 at battlefield "bf1"
      And B has a spell "duel" with text "Choose two units. The first deals 3 damage to the second." in their hand
      When B plays "duel" targeting "garen" and "lux"
      And the top of the chain resolves
      Then "lux" has 3 damage
      And B is responsible for 3 of the damage on "lux"
      And the source of the damage dealt to "lux" is the unit "garen"

  @ATTR-09 @requires-spells @requires-damage_by_player
  Rule: Marked damage stays linked to the player who marked it when the unit changes control
    Core Rules 142.3, 142.3.a, 124.

    Scenario: B marks 2 damage on A's unit with a Reaction, then takes the unit: the damage is still B's, on B's unit
      Given A controls a unit "garen" with might 5 at battlefield "bf1"
      And B has a spell "zap" with keyword Reaction and text "Deal 2 damage to a unit." in their hand
      When B plays "zap" targeting "garen"
      And the top of the chain resolves
      And B takes control of "garen"
      Then B is responsible for 2 of the damage on "garen"
      And "garen" has 2 damage
      And "garen" is controlled by B

  @ATTR-16 @requires-spells @requires-triggers @requires-delayed_triggers @requires-abilities @requires-replacement
  Rule: A kill of Imperial Decree's trigger that Guardian Angel replaces kills no unit, so Phoenix does not trigger
    Core Rules 370.1.b, 428.5.d, 411.6, 383.2.c.

    Scenario: Decree's trigger would kill B's unit carrying Guardian Angel: the Angel dies instead, and A's Phoenix stays put
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      And B controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "darius"
      And A has an Imperial Decree (OGN-221) "decree" in their hand
      And A has [5][Y][Y] in their rune pool
      And A has an Immortal Phoenix (OGN-037) "phoenix" in their trash
      And A has a spell "zap" with text "Deal 2 damage to a unit." in their hand
      When A plays "decree"
      And the top of the chain resolves
      And A plays "zap" targeting "darius"
      And the top of the chain resolves
      Then the chain holds one triggered ability of "decree"
      When the top of the chain resolves
      Then "angel" is in the trash
      And "darius" is in B's base
      And "darius" has 0 damage
      And the last action triggered no ability of "phoenix"

  @ATTR-03 @requires-spells @requires-triggers @requires-replacement
  Rule: Each player performs their own kill; a kill that Guardian Angel replaces is no kill of a unit for its player
    Core Rules 411.1, 411.4, 370.1.b.

    Scenario: A's spell has each player kill a unit: A's kill counts for A; B's, replaced by B's Angel, counts for nobody
      Given A controls a unit "garen" with might 4 in their base
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "darius"
      And A controls a unit "watcher" with might 1 and ability "When you kill a unit, buff me." in their base
      And B controls a unit "spotter" with might 1 and ability "When you kill a unit, buff me." in their base
      And A has a spell "purge" with text "Choose a friendly unit and an enemy unit. Each player kills the chosen unit they control." in their hand
      When A plays "purge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then "garen" is in the trash
      And "darius" is in B's base
      And "angel" is in the trash
      And the last action triggered one ability of "watcher"
      And the last action triggered no ability of "spotter"

  @ATTR-14 @requires-abilities @requires-triggers
  Rule: A kill "with" a gear is made with the ability as it was controlled on the chain, whoever controls its source by then
    Core Rules 411.6, 191.4.b, 417.6.b.2.a, 428.5.c, 428.5.d.

    Scenario: A gear's ability deals lethal damage: the kill at the cleanup is made with the gear, not with a spell
      Given A controls a gear "cannon" with text "[1]: Deal 3 damage to a unit." in their base
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls a unit "tinker" with might 2 and ability "When you kill a unit with a gear, buff me." in their base
      And A controls a unit "hunter" with might 2 and ability "When you kill a unit with a spell, buff me." in their base
      And A has [1] in their rune pool
      When A activates the ability of "cannon" targeting "darius"
      And the top of the chain resolves
      Then "darius" is in the trash
      And the kill of "darius" is attributed to the ability of "cannon", with A responsible
      And the last action triggered one ability of "tinker"
      And the last action triggered no ability of "hunter"

    Scenario: B takes the gear while A's damage ability waits on the chain: the kill is still A's, made with the gear
      # 191.4.b: the ability A activated stays A's; B neither controls it nor performs its deal.
      Given A controls a gear "cannon" with text "[1]: Deal 3 damage to a unit." in their base
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls a unit "tinker" with might 2 and ability "When you kill a unit with a gear, buff me." in their base
      And B controls a unit "fixer" with might 2 and ability "When you kill a unit with a gear, buff me." in their base
      And A has [1] in their rune pool
      When A activates the ability of "cannon" targeting "darius"
      And B takes control of "cannon"
      And the top of the chain resolves
      Then "darius" is in the trash
      And the kill of "darius" is attributed to "cannon", with A responsible
      And the last action triggered one ability of "tinker"
      And the last action triggered no ability of "fixer"

    Scenario: B takes the unit while the kill ability its Equipment grants waits on the chain: A's kill with an Equipment
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "axe" with effect text "[1]: Kill a unit." at battlefield "bf1"
      And "axe" is attached to "garen"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And A controls a unit "smith" with might 2 and ability "When you kill a unit with an Equipment, buff me." in their base
      And B controls a unit "forger" with might 2 and ability "When you kill a unit with an Equipment, buff me." in their base
      And A has [1] in their rune pool
      When A activates the ability of "garen" targeting "darius"
      And B takes control of "garen"
      And the top of the chain resolves
      Then "darius" is in the trash
      And the kill of "darius" is attributed to "axe", with A responsible
      And the last action triggered one ability of "smith"
      And the last action triggered no ability of "forger"

  @ATTR-07 @requires-spells @requires-triggers
  Rule: Challenge's kills at the cleanup are the units', each under its controller: no kill with a spell
    Core Rules 417.6.b.3-4, 428.5.c, 428.5.c.1, 411.6; card text of Challenge (OGN-128).

    Scenario: Challenge kills both units: each kill is the other unit's player's, and A's Phoenix does not trigger
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      And A has an Immortal Phoenix (OGN-037) "phoenix" in their trash
      When A plays "challenge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then "garen" is in the trash
      And "darius" is in the trash
      And A is responsible for the kill of "darius"
      And B is responsible for the kill of "garen"
      And the kill of "darius" is not attributed to "challenge"
      And the last action triggered no ability of "phoenix"

    Scenario: Challenge kills both units, A's borrowed from B: the borrowed unit's kill of B's unit is still A's
      # 417.6.b.4: garen's controller as it dealt the damage, A, is responsible for it; 428.5.c.1: the
      # player responsible for the damage is responsible for the kill. garen dies at the same moment
      # (323.5) and goes to its owner B's trash (124.1), which changes nothing of who dealt the damage.
      Given A controls a unit "garen" owned by B with might 3 at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      When A plays "challenge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then "garen" is in the trash
      And "darius" is in the trash
      And the kill of "darius" is attributed to "garen", with A responsible
      And the kill of "garen" is attributed to "darius", with B responsible

    Scenario: Challenge kills the enemy unit: A's "When you kill a unit" fires, A's "with a spell" does not
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 2 at battlefield "bf1"
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      And A controls a unit "watcher" with might 1 and ability "When you kill a unit, buff me." in their base
      And A controls a unit "hunter" with might 1 and ability "When you kill a unit with a spell, buff me." in their base
      When A plays "challenge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then "darius" is in the trash
      And "garen" has 2 damage
      And the last action triggered one ability of "watcher"
      And the last action triggered no ability of "hunter"

    @requires-replacement
    Scenario: Challenge's lethal damage to the enemy unit is replaced by its Guardian Angel; the friendly unit keeps its damage
      # darius deals 2 + the Angel's 1 = 3 to garen (Might 4); garen deals 4, lethal to darius's 3.
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 2 at battlefield "bf1"
      And B controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "darius"
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      And A controls a unit "watcher" with might 1 and ability "When you kill a unit, buff me." in their base
      When A plays "challenge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then "angel" is in the trash
      And "darius" is in B's base
      And "darius" is exhausted
      And "darius" has 0 damage
      And "garen" has 3 damage
      And the last action triggered no ability of "watcher"

  @ATTR-06 @requires-spells @requires-triggers
  Rule: The kill of a unit another unit dealt lethal damage is that unit's controller's, not the spell's
    Core Rules 417.6.b.3-4, 428.5.c, 428.5.c.1, 411.4, 411.6.

    Scenario: A's spell has B's unit deal lethal damage to A's other unit: B is responsible for the kill, and only B's trigger fires
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 4 at battlefield "bf1"
      And A has a spell "duel" with text "Choose two units. The first deals 3 damage to the second." in their hand
      And A controls a unit "hunter" with might 1 and ability "When you kill a unit with a spell, buff me." in their base
      And A controls a unit "watcher" with might 1 and ability "When you kill a unit, buff me." in their base
      And B controls a unit "spotter" with might 1 and ability "When you kill a unit, buff me." in their base
      When A plays "duel" targeting "darius" and "garen"
      And the top of the chain resolves
      Then "garen" is in the trash
      And B is responsible for the kill of "garen"
      And the last action triggered one ability of "spotter"
      And the last action triggered no ability of "watcher"
      And the last action triggered no ability of "hunter"

  @ATTR-10 @requires-spells @requires-triggers @requires-replacement
  Rule: Lethal damage that Guardian Angel replaces kills no unit: no "when you kill a unit" for the spell's player
    Core Rules 428.5.c, 370.1.b, 411.4.

    Scenario: A's spell deals lethal damage to B's unit carrying Guardian Angel: the Angel dies, and A's hunter does not trigger
      Given B controls a unit "darius" with might 2 at battlefield "bf1"
      And B controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "darius"
      And A has a spell "zap" with text "Deal 5 damage to a unit." in their hand
      And A controls a unit "hunter" with might 1 and ability "When you kill a unit with a spell, buff me." in their base
      When A plays "zap" targeting "darius"
      And the top of the chain resolves
      Then "angel" is in the trash
      And "darius" is in B's base
      And the last action caused no kill event for "darius"
      And the last action triggered no ability of "hunter"

  @ATTR-13 @requires-spells @requires-triggers @requires-replacement
  Rule: A kill instruction on a unit carrying Guardian Angel is replaced: the unit is not killed, no kill to credit
    Core Rules 428.5.b, 370.1.b, 411.4.

    Scenario: B's Reaction "Kill a unit." on A's unit carrying Guardian Angel: B's "when you kill a unit" does not fire
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "garen"
      And B has a spell "purge" with keyword Reaction and text "Kill a unit." in their hand
      And B controls a unit "spotter" with might 1 and ability "When you kill a unit, buff me." in their base
      When B plays "purge" targeting "garen"
      And the top of the chain resolves
      Then "angel" is in the trash
      And "garen" is in A's base
      And "garen" is exhausted
      And the last action triggered no ability of "spotter"

  @ATTR-15 @requires-abilities @requires-triggers
  Rule: A kill with the ability A's Equipment grants B's unit is B's kill with an Equipment, not A's
    Core Rules 411.6, 411.6.a, 191.4.a, 428.5.b, 428.5.d.

    Scenario: B activates the kill ability A's Equipment gives B's unit: B's "with an Equipment" fires, A's does not
      Given it is B's turn
      And B controls a unit "garen" with might 3 in their base
      And A controls an Equipment "axe" with effect text "[1]: Kill a unit." in B's base
      And "axe" is attached to "garen"
      And A controls a unit "lux" with might 5 at battlefield "bf1"
      And A controls a unit "smith" with might 1 and ability "When you kill a unit with an Equipment, buff me." in their base
      And B controls a unit "forger" with might 1 and ability "When you kill a unit with an Equipment, buff me." in their base
      And B has [1] in their rune pool
      When B activates the ability of "garen" targeting "lux"
      And the top of the chain resolves
      Then "lux" is in the trash
      And the kill of "lux" is attributed to "axe", with B responsible
      And the kill of "lux" is attributed to "garen", with B responsible
      And the last action triggered one ability of "forger"
      And the last action triggered no ability of "smith"

  @ATTR-17 @requires-spells @requires-triggers @requires-delayed_triggers @requires-combat @requires-stun
  Rule: Combat damage that is not lethal triggers Imperial Decree; its kill is the trigger's and Decree's, not the combat's
    Core Rules 428.5.d, 428.5.c.2, 466.1, 390.2, 411.6.

    Scenario: A's attacker deals 2 to B's stunned defender; after the combat cleanup Decree's trigger kills it, a kill with a spell
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And "darius" is stunned
      And A has an Imperial Decree (OGN-221) "decree" in their hand
      And A has [5][Y][Y] in their rune pool
      And A has an Immortal Phoenix (OGN-037) "phoenix" in their trash
      When A plays "decree"
      And the top of the chain resolves
      And A attacks at battlefield "bf1", assigning 2 to "darius"
      Then "darius" has 0 damage
      And "garen" is in A's base
      And the last action triggered the delayed trigger of "decree"
      And the chain holds one triggered ability of "decree"
      When the top of the chain resolves
      Then "darius" is in the trash
      And the kill of "darius" is attributed to the delayed trigger of "decree", with A responsible
      And the kill of "darius" is not attributed to "garen"
      And the last action triggered one ability of "phoenix"

    Scenario: Combat damage that is lethal kills in the combat cleanup, the attacker's kill; Decree's trigger then finds nothing
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And "darius" is stunned
      And A has an Imperial Decree (OGN-221) "decree" in their hand
      And A has [5][Y][Y] in their rune pool
      And A has an Immortal Phoenix (OGN-037) "phoenix" in their trash
      When A plays "decree"
      And the top of the chain resolves
      And A attacks at battlefield "bf1", assigning 4 to "darius"
      Then "darius" is in the trash
      And the kill of "darius" is attributed to "garen", with A responsible
      And the last action triggered no ability of "phoenix"
      And "garen" is at battlefield "bf1"

  @ATTR-13 @requires-spells @requires-triggers
  Rule: "When you kill a unit" reads what the object was as it was killed: a unit made a gear is no unit, a gear made a unit is one
    Core Rules 428.5.b, 383.2.c, 477.1.a-b, 124.

    Scenario: A's spell kills B's unit that a spell made a gear: it was a gear, so A's "When you kill a unit" does not fire
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And A has a spell "hex" with text "A unit becomes a gear." in their hand
      And A has a spell "smash" with text "Kill a gear." in their hand
      And A controls a unit "watcher" with might 1 and ability "When you kill a unit, buff me." in their base
      When A plays "hex" targeting "darius"
      And the top of the chain resolves
      And A plays "smash" targeting "darius"
      And the top of the chain resolves
      Then "darius" is in the trash
      And the last action triggered no ability of "watcher"

    Scenario: A's spell kills B's Equipment that a spell made a unit: a unit was killed, though a gear is in the trash
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      And A has a spell "wake" with text "An Equipment becomes a unit." in their hand
      And A has a spell "purge" with text "Kill a unit." in their hand
      And A controls a unit "watcher" with might 1 and ability "When you kill a unit, buff me." in their base
      When A plays "wake" targeting "blade"
      And the top of the chain resolves
      And A plays "purge" targeting "blade"
      And the top of the chain resolves
      Then "blade" is in the trash
      And the last action triggered one ability of "watcher"

    @requires-copy
    Scenario: A's spell kills B's unit that is a copy of an Equipment: no unit was killed
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls an Equipment "model" with might bonus 1 in their base
      And A has a spell "smash" with text "Kill a gear." in their hand
      And A controls a unit "watcher" with might 1 and ability "When you kill a unit, buff me." in their base
      When B makes "darius" a copy of "model"
      And A plays "smash" targeting "darius"
      And the top of the chain resolves
      Then "darius" is in the trash
      And the last action triggered no ability of "watcher"

    @requires-copy
    Scenario: A's spell kills B's Equipment that is a copy of a unit: a kill of a unit with a spell, and A's Phoenix triggers
      Given A controls a unit "hulk" with might 3 in their base
      And B controls an Equipment "blade" with might bonus 1 at battlefield "bf1"
      And A has a spell "purge" with text "Kill a unit." in their hand
      And A has an Immortal Phoenix (OGN-037) "phoenix" in their trash
      When B makes "blade" a copy of "hulk"
      And A plays "purge" targeting "blade"
      And the top of the chain resolves
      Then "blade" is in the trash
      And the last action triggered one ability of "phoenix"

  @ATTR-16 @requires-spells @requires-triggers @requires-delayed_triggers
  Rule: Imperial Decree's "kill it" finds the damaged unit wherever it moved on the board: still the same object
    Core Rules 124, 446.2, 390.2, 428.5.d.

    Scenario: The damaged unit moves to another battlefield before the trigger resolves: it is still killed, by A
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      And A has an Imperial Decree (OGN-221) "decree" in their hand
      And A has [5][Y][Y] in their rune pool
      When A plays "decree"
      And the top of the chain resolves
      And A deals 1 damage to "darius"
      And B moves "darius" to battlefield "bf2"
      And the top of the chain resolves
      Then "darius" is in the trash
      And the kill of "darius" is attributed to the delayed trigger of "decree", with A responsible

  @ATTR-07 @requires-spells @requires-triggers
  Rule: A "When you deal damage" that A's Equipment gives B's unit is B's, and sees the damage B's unit deals in Challenge
    Core Rules 136.2.c-d, 191.4.a, 411.4, 417.6.b.3-4.

    Scenario: A's Challenge: B's unit carrying A's charm deals its damage; the charm's trigger is B's and buffs B's unit
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls an Equipment "charm" with effect ability "When you deal damage, buff me." at battlefield "bf1"
      And "charm" is attached to "darius"
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      When A plays "challenge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then "garen" is in the trash
      And the chain holds one triggered ability of "darius"
      When the top of the chain resolves
      Then "darius" has a buff
      And "darius" has might 4

  @ATTR-15 @requires-combat @requires-triggers
  Rule: A "When you deal damage" in an Equipment's effect text is its unit's controller's, in combat too
    Core Rules 136.2.c-d, 191.4.a, 411.4, 417.6.c, 466.1.a.

    @requires-stun
    Scenario: A's attacker carrying a charm deals combat damage: its trigger buffs it after the combat cleanup recalled it
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls an Equipment "charm" with effect ability "When you deal damage, buff me." at battlefield "bf1"
      And "charm" is attached to "garen"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And "darius" is stunned
      When A attacks at battlefield "bf1", assigning 3 to "darius"
      Then "garen" is in A's base
      And the chain holds one triggered ability of "garen"
      When the top of the chain resolves
      Then "garen" has a buff
      And "charm" is attached to "garen"

    Scenario: B's defender carrying A's amulet deals combat damage: the amulet's trigger is B's, beside A's attacker's own
      Given A controls a unit "garen" with might 5 at battlefield "bf1"
      And A controls an Equipment "charm" with effect ability "When you deal damage, buff me." at battlefield "bf1"
      And "charm" is attached to "garen"
      And B controls a unit "vi" with might 6 at battlefield "bf1"
      And A controls an Equipment "amulet" with effect ability "When you deal damage, buff me." at battlefield "bf1"
      And "amulet" is attached to "vi"
      When A attacks at battlefield "bf1", assigning 5 to "vi" and 6 to "garen"
      Then "garen" is in the trash
      And the chain holds one triggered ability of "vi"
      And the chain holds one triggered ability of "garen"
      And "charm" is in A's base
      And "amulet" is attached to "vi"

  @ATTR-11 @requires-combat @requires-triggers
  Rule: A kill in combat is the attackers', with no Equipment: "with an Equipment" does not fire, a bare "kill a unit" does
    Core Rules 428.5.c.2, 411.6, 411.6.a, 417.6.c.

    Scenario: A's attacker with an Equipment kills B's defender: A's "When you kill a unit" fires, "with an Equipment" does not
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      And B controls a unit "darius" with might 4 at battlefield "bf1"
      And A controls a unit "smith" with might 1 and ability "When you kill a unit with an Equipment, buff me." in their base
      And A controls a unit "watcher" with might 1 and ability "When you kill a unit, buff me." in their base
      When A attacks at battlefield "bf1", assigning 5 to "darius" and 4 to "garen"
      Then "darius" is in the trash
      And the last action triggered no ability of "smith"
      And the last action triggered one ability of "watcher"

  @ATTR-15 @requires-abilities @requires-triggers
  Rule: A kill with the ability an Equipment grants is a kill with the unit too: its "with me" fires
    Core Rules 411.6, 411.6.a, 428.5.b, 428.5.d.

    Scenario: A's unit kills with the kill ability its axe grants: its own "When you kill a unit with me" fires
      Given A controls a unit "garen" with might 3 and ability "When you kill a unit with me, buff me." in their base
      And A controls an Equipment "axe" with effect text "[1]: Kill a unit." in their base
      And "axe" is attached to "garen"
      And B controls a unit "darius" with might 4 at battlefield "bf1"
      And A has [1] in their rune pool
      When A activates the ability of "garen" targeting "darius"
      And the top of the chain resolves
      Then "darius" is in the trash
      And the last action triggered one ability of "garen"

  @ATTR-05 @requires-abilities @requires-triggers
  Rule: The damage ability an Equipment grants exists apart from its unit once activated: the unit's death does not stop it
    Core Rules 191.4.a.1, 417.6.b.2.a, 411.6.a, 428.5.c, 719.5.

    Scenario: B kills A's unit while the damage ability its cannon grants waits on the chain: the ability still deals its damage
      Given A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "cannon" with effect text "[1]: Deal 2 damage to a unit." in their base
      And "cannon" is attached to "garen"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And A has [1] in their rune pool
      When A activates the ability of "garen" targeting "darius"
      And B kills "garen"
      Then "garen" is in the trash
      When the top of the chain resolves
      Then "darius" has 2 damage
      And the damage dealt to "darius" is attributed to "cannon", with A responsible
      And A is responsible for 2 of the damage on "darius"

    Scenario: The unit dies with its Equipment's lethal damage ability on the chain: the kill is still A's, made with an Equipment
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls an Equipment "cannon" with effect text "[1]: Deal 3 damage to a unit." at battlefield "bf1"
      And "cannon" is attached to "garen"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls a unit "smith" with might 1 and ability "When you kill a unit with an Equipment, buff me." in their base
      And A has [1] in their rune pool
      When A activates the ability of "garen" targeting "darius"
      And B kills "garen"
      Then "cannon" is in A's base
      When the top of the chain resolves
      Then "darius" is in the trash
      And the kill of "darius" is attributed to "cannon", with A responsible
      And the last action triggered one ability of "smith"

  @ATTR-15 @requires-abilities @requires-triggers
  Rule: A kill with the ability an Equipment grants is a kill with a gear, and damage with it is damage with the unit
    Core Rules 411.6, 411.6.a, 417.6.b.2.a, 428.5.d.

    Scenario: A's unit kills with the ability its axe grants: A's "When you kill a unit with a gear" fires, an Equipment being a gear
      Given A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "axe" with effect text "[1]: Kill a unit." in their base
      And "axe" is attached to "garen"
      And B controls a unit "darius" with might 4 at battlefield "bf1"
      And A controls a unit "tinker" with might 1 and ability "When you kill a unit with a gear, buff me." in their base
      And A has [1] in their rune pool
      When A activates the ability of "garen" targeting "darius"
      And the top of the chain resolves
      Then "darius" is in the trash
      And the last action triggered one ability of "tinker"

    Scenario: The unit's own damage ability triggers the "When you deal damage with me" its charm gives it
      Given A controls a unit "garen" with might 3 and text "[1]: Deal 2 damage to a unit." in their base
      And A controls an Equipment "charm" with effect ability "When you deal damage with me, buff me." in their base
      And "charm" is attached to "garen"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And A has [1] in their rune pool
      When A activates the ability of "garen" targeting "darius"
      And the top of the chain resolves
      Then the last action triggered one ability of "garen"
      When the top of the chain resolves
      Then "garen" has a buff

    Scenario: Damage with the ability the charm itself grants is damage with the unit too: its "with me" fires
      Given A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "charm" with effect ability "When you deal damage with me, buff me." and effect text "[1]: Deal 2 damage to a unit." in their base
      And "charm" is attached to "garen"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And A has [1] in their rune pool
      When A activates the ability of "garen" targeting "darius"
      And the top of the chain resolves
      Then the last action triggered one ability of "garen"
      And the damage dealt to "darius" is attributed to "charm", with A responsible

  @ATTR-16 @requires-spells @requires-triggers
  Rule: Each Immortal Phoenix in its player's trash triggers on that player's kill with a spell; none in another player's
    Core Rules 383.2.c.1, 411.6, 143.4, 359.2.c; card text of Immortal Phoenix (OGN-037).

    Scenario: A's spell kills a unit: A's two Phoenixes trigger, B's does not
      Given B controls a unit "darius" with might 2 at battlefield "bf1"
      And A has an Immortal Phoenix (OGN-037) "phoenix" in their trash
      And A has an Immortal Phoenix (OGN-037) "ember" in their trash
      And B has an Immortal Phoenix (OGN-037) "ash" in their trash
      And A has a spell "zap" with text "Deal 3 damage to a unit." in their hand
      When A plays "zap" targeting "darius"
      And the top of the chain resolves
      Then the last action triggered one ability of "phoenix"
      And the last action triggered one ability of "ember"
      And the last action triggered no ability of "ash"

    Scenario: Phoenix played from the trash by its trigger enters A's base exhausted, as a played unit does
      Given B controls a unit "darius" with might 2 at battlefield "bf1"
      And A has an Immortal Phoenix (OGN-037) "phoenix" in their trash
      And A has a spell "zap" with text "Deal 3 damage to a unit." in their hand
      And A has [1][R] in their rune pool
      When A plays "zap" targeting "darius"
      And the top of the chain resolves
      And the top of the chain resolves, A choosing "phoenix"
      Then "phoenix" is in A's base
      And "phoenix" is exhausted
      And A's rune pool is empty

  @ATTR-11 @requires-combat @requires-stun
  Rule: The combat cleanup's recall of an attacker takes its Equipment along, whoever controls it: no recall of the Equipment
    Core Rules 466.1.a, 719.3.a, 446.1, 107.1.c.1.

    Scenario: A's attacker carrying B's Equipment is recalled by the combat cleanup: the Equipment follows, attached, into A's base
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls an Equipment "blade" with might bonus 1 at battlefield "bf1"
      And "blade" is attached to "garen"
      And B controls a unit "darius" with might 6 at battlefield "bf1"
      And "darius" is stunned
      When A attacks at battlefield "bf1", assigning 4 to "darius"
      Then "garen" is in A's base
      And "garen" was recalled by cleanup
      And "blade" is in A's base
      And "blade" is attached to "garen"
      And "blade" was not recalled
      And "blade" did not move
      And "blade" is controlled by B

  @ATTR-07 @requires-spells @requires-replacement
  Rule: Challenge's kill of the enemy unit is the friendly unit's, though Guardian Angel took that friendly unit home
    Core Rules 417.6.b.3-4, 428.5.c.1, 370.1.b.

    Scenario: Both units take lethal damage; A's is saved by its Angel and recalled; B's dies, the kill still A's
      # garen deals 2 + 1 = 3, lethal to darius; darius deals 4, lethal to garen's 3.
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "garen"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      When A plays "challenge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then "darius" is in the trash
      And "garen" is in A's base
      And "angel" is in the trash
      And A is responsible for the kill of "darius"
      And the kill of "darius" is not attributed to "challenge"

  @ATTR-07 @requires-spells @requires-copy
  Rule: Challenge's friendly unit made a copy by the Spectacles deals the Might it has as a copy
    Core Rules 417.6.b.3, 477.1.b, 725.1; card text of Challenge (OGN-128).

    Scenario: A's soldier copying hulk deals hulk's 6 to B's unit and survives the 5 it takes
      Given A controls a unit "soldier" with might 2 at battlefield "bf1"
      And A controls a unit "hulk" with might 6 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" at battlefield "bf1"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      When A attaches "specs" to "soldier" choosing "hulk"
      And A plays "challenge" choosing "soldier" and "darius"
      And the top of the chain resolves
      Then "darius" is in the trash
      And "soldier" has 5 damage
      And A is responsible for the kill of "darius"

  @ATTR-11 @requires-combat @requires-tokens
  Rule: A Sand Soldier token killed in combat is the defender's kill, and then ceases to exist
    Core Rules 428.5.c.2, 186.1, 187.3.

    Scenario: A's Sand Soldier attacks B's Might-3 unit: it dies, B's kill, and no longer exists
      Given A controls a Sand Soldier token "soldier" at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      When A attacks at battlefield "bf1", assigning 2 to "darius" and 3 to "soldier"
      Then the kill of "soldier" is attributed to "darius", with B responsible
      And "soldier" no longer exists
      And "darius" has 0 damage

  @ATTR-17 @requires-spells @requires-triggers @requires-delayed_triggers @requires-tokens
  Rule: Imperial Decree's kill of a token is a kill of a unit with a spell: Phoenix triggers, and the token ceases to exist
    Core Rules 428.5.d, 411.6, 186.1, 383.2.c.1.

    Scenario: A's damage to B's Sand Soldier token after Decree: the trigger kills it, and A's Phoenix triggers
      Given B controls a Sand Soldier token "soldier" at battlefield "bf1"
      And A has an Imperial Decree (OGN-221) "decree" in their hand
      And A has [5][Y][Y] in their rune pool
      And A has an Immortal Phoenix (OGN-037) "phoenix" in their trash
      When A plays "decree"
      And the top of the chain resolves
      And A deals 1 damage to "soldier"
      And the top of the chain resolves
      Then "soldier" no longer exists
      And the kill of "soldier" is attributed to the delayed trigger of "decree", with A responsible
      And the last action triggered one ability of "phoenix"

  @ATTR-07 @requires-spells @requires-triggers
  Rule: Units killed at one cleanup die at one moment: the friendly unit killed with the enemy unit it killed does not see that kill
    Core Rules 323.5, 383.2.c.2, 428.5.c.1, 417.6.b.3-4.

    Scenario: Challenge kills both units; A's garen had "When you kill a unit", and leaves the board as the kill happens: no trigger
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls a unit "garen" with might 3 and ability "When you kill a unit, buff me." at battlefield "bf1"
      And A controls a unit "watcher" with might 1 and ability "When you kill a unit, buff me." in their base
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      When A plays "challenge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then "garen" is in the trash
      And "darius" is in the trash
      And A is responsible for the kill of "darius"
      And the last action triggered no ability of "garen"
      And the last action triggered one ability of "watcher"

    Scenario: The same with the units set up the other way round: still no trigger for the unit that died
      Given A controls a unit "garen" with might 3 and ability "When you kill a unit, buff me." at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      When A plays "challenge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then "garen" is in the trash
      And "darius" is in the trash
      And the last action triggered no ability of "garen"

  @ATTR-11 @requires-combat @requires-triggers
  Rule: The combat cleanup kills at one moment: an attacker killed with the defender it killed does not see that kill
    Core Rules 466.1, 323.5, 383.2.c.2, 428.5.c.2.

    Scenario: A's attacker and B's defender kill each other: the attacker's "When you kill a unit" does not fire, A's watcher's does
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls a unit "garen" with might 3 and ability "When you kill a unit, buff me." at battlefield "bf1"
      And A controls a unit "watcher" with might 1 and ability "When you kill a unit, buff me." in their base
      When A attacks at battlefield "bf1", assigning 3 to "darius" and 3 to "garen"
      Then "garen" is in the trash
      And "darius" is in the trash
      And the last action triggered no ability of "garen"
      And the last action triggered one ability of "watcher"

    Scenario: The attacker that survives the combat sees its kill: its "When you kill a unit" fires
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls a unit "garen" with might 4 and ability "When you kill a unit, buff me." at battlefield "bf1"
      When A attacks at battlefield "bf1", assigning 4 to "darius" and 3 to "garen"
      Then "darius" is in the trash
      And "garen" is at battlefield "bf1"
      And the last action triggered one ability of "garen"

  @ATTR-09
  Rule: Marked damage stays on the unit, linked to its player, through moves and recalls
    Core Rules 142.3, 142.3.a, 142-142.2.

    Scenario: B's damage on A's unit stays marked, and B's, when A moves the unit to another battlefield
      Given A controls a unit "lux" with might 5 at battlefield "bf1"
      And "lux" has 2 damage marked by B
      When A moves "lux" to battlefield "bf2"
      Then "lux" is at battlefield "bf2"
      And "lux" has 2 damage
      And B is responsible for 2 of the damage on "lux"

    Scenario: B's damage on A's unit stays marked through a recall to base
      Given A controls a unit "lux" with might 5 at battlefield "bf1"
      And "lux" has 2 damage marked by B
      When A recalls "lux"
      Then "lux" is in A's base
      And "lux" has 2 damage
      And B is responsible for 2 of the damage on "lux"

    Scenario: In a game of three, the damage A and B marked on C's unit stays each one's when C moves it
      Given the game has a third player C
      And C controls a unit "vi" with might 6 at battlefield "bf1"
      And "vi" has 1 damage marked by A
      When B deals 2 damage to "vi"
      And C moves "vi" to battlefield "bf2"
      Then "vi" has 3 damage
      And A is responsible for 1 of the damage on "vi"
      And B is responsible for 2 of the damage on "vi"
      And C is responsible for none of the damage on "vi"

  @ATTR-12
  Rule: Damage marked earlier becomes lethal when the unit loses its Equipment's bonus: the kill is no one's
    Core Rules 142.4.a-b, 428.5.c, 411.2, 434.1.d.

    Scenario: A detaches the Equipment from A's unit holding 4 damage of B's: at Might 3 it dies, and B is not credited
      Given A controls a unit "lux" with might 3 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "lux"
      And "lux" has 4 damage marked by B
      When A detaches "blade"
      Then "lux" is in the trash
      And no player is responsible for the kill of "lux"
      And "blade" is in A's base
      And "blade" is not attached to anything

    Scenario: An effect attaches the blade of the damaged unit to another unit: the first, at Might 3 with 4 damage, dies
      Given A controls a unit "lux" with might 3 in their base
      And A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "lux"
      And "lux" has 4 damage marked by B
      When A attaches "blade" to "garen"
      Then "lux" is in the trash
      And "garen" has might 6
      And "blade" is attached to "garen"

    Scenario: B takes the Equipment on A's damaged unit: its bonus still counts, and the unit lives
      Given A controls a unit "lux" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "lux"
      And "lux" has 4 damage marked by B
      When B takes control of "blade"
      Then "lux" is at battlefield "bf1"
      And "lux" has might 5
      And "lux" has 4 damage
      And B is responsible for 4 of the damage on "lux"

  @ATTR-10
  Rule: In a game of three, the spell that makes the marked damage lethal gets the kill, whoever controls the unit
    Core Rules 142.3, 428.5.c, 428.5.c.1.

    Scenario: B marked 2 on C's unit, which A then takes; C's Reaction deals the lethal 3: C's spell and C get the kill
      Given the game has a third player C
      And C controls a unit "vi" with might 5 at battlefield "bf1"
      And "vi" has 2 damage marked by B
      And C has a spell "zap" with keyword Reaction and text "Deal 3 damage to a unit." in their hand
      When A takes control of "vi"
      And C plays "zap" targeting "vi"
      And the top of the chain resolves
      Then "vi" is in the trash
      And the kill of "vi" is attributed to "zap", with C responsible

  @ATTR-09
  Rule: Damage is marked on units only
    Core Rules 142-142.2, 417.1.

    Scenario: An Equipment cannot be dealt damage, attached or not
      Given A controls a unit "lux" with might 3 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And A controls an Equipment "charm" in their base
      And "blade" is attached to "lux"
      When B tries to deal 2 damage to "blade"
      Then the action is rejected as "illegal_target"
      When B tries to deal 2 damage to "charm"
      Then the action is rejected as "illegal_target"
      And "lux" has 0 damage

  @GEAR-10
  Rule: Guardian Angel's heal removes every player's damage from the unit it saves
    Core Rules 142.3, 429, 719.5; card text of Guardian Angel (SFD-051).

    Scenario: A's unit holding damage of A's and of B's is saved by its Angel from B's lethal damage: healed of all of it
      Given A controls a unit "lux" with might 4 at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "lux"
      And "lux" has 1 damage marked by A
      When B deals 5 damage to "lux"
      Then "lux" is in A's base
      And "lux" has 0 damage
      And A is responsible for none of the damage on "lux"
      And B is responsible for none of the damage on "lux"
      And "angel" is in the trash

  @BUFF-10
  Rule: Marked damage is the unit's while it stays on the board: banished and returned, it has none
    Core Rules 142.3, 124.1.

    Scenario: B's unit holding A's damage is banished and returned: a new object, with no damage of anyone's
      Given B controls a unit "vi" with might 5 at battlefield "bf1"
      And "vi" has 3 damage marked by A
      When A banishes "vi"
      And B returns "vi" to the board
      Then "vi" is in B's base
      And "vi" has 0 damage
      And A is responsible for none of the damage on "vi"

  @ATTR-09
  Rule: A damaged unit that becomes a gear has no Might: the cleanup kills units only, and recalls the gear from the battlefield
    Core Rules 142.4.a, 323.5, 323.7, 477.1.

    Scenario: A's spell makes B's damaged unit a gear: it is not killed; the cleanup recalls the gear to B's base
      Given B controls a unit "vi" with might 3 at battlefield "bf1"
      And "vi" has 2 damage marked by A
      And A has a spell "hex" with text "A unit becomes a gear." in their hand
      When A plays "hex" targeting "vi"
      And the top of the chain resolves
      Then "vi" has no Might
      And "vi" is in B's base
      And "vi" was recalled by cleanup

  @ATTR-17 @requires-spells @requires-triggers @requires-delayed_triggers @requires-abilities
  Rule: In a game of three, the kill of A's Decree trigger is A's, whoever dealt the damage that triggered it
    Core Rules 390-392, 428.5.d, 411.6, 383.2.c.1.

    Scenario: C's Reaction damages B's unit; A's Decree trigger kills it: A's kill with a spell, A's Phoenix triggers, C's does not
      Given the game has a third player C
      And it is A's turn
      And A has an Imperial Decree (OGN-221) "decree" in their hand
      And A has [5][Y][Y] in their rune pool
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And A has an Immortal Phoenix (OGN-037) "phoenix" in their trash
      And C has an Immortal Phoenix (OGN-037) "ashes" in their trash
      And C has a spell "zap" with keyword Reaction and text "Deal 2 damage to a unit." in their hand
      When A plays "decree"
      And the top of the chain resolves
      And C plays "zap" targeting "darius"
      And the top of the chain resolves
      Then C is responsible for 2 of the damage on "darius"
      And the chain holds one triggered ability of "decree"
      When the top of the chain resolves
      Then "darius" is in the trash
      And the kill of "darius" is attributed to the delayed trigger of "decree", with A responsible
      And the last action triggered one ability of "phoenix"
      And the last action triggered no abilities of "ashes"

  @ATTR-09
  Rule: A unit taken from its base goes to its new controller's base with the damage marked on it, still its marker's
    Core Rules 142.3, 191, 323.7.

    Scenario: B takes A's damaged unit in A's base: in B's base, with A's 2 damage, A's still
      Given A controls a unit "garen" with might 5 in their base
      And "garen" has 2 damage marked by A
      When B takes control of "garen"
      Then "garen" is in B's base
      And "garen" has 2 damage
      And A is responsible for 2 of the damage on "garen"

    Scenario: Azir exchanges places with a damaged unit: it keeps its damage, marked by B
      Given A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls a unit "garen" with might 4 in their base
      And "garen" has 3 damage marked by B
      And A has [G] in their rune pool
      When A activates the "azir-ascendant" ability of "azir" targeting "garen"
      And the top of the chain resolves
      Then "garen" is at battlefield "bf1"
      And "garen" has 3 damage
      And B is responsible for 3 of the damage on "garen"

  @ATTR-12
  Rule: A copy that lowers the unit's Might makes the damage marked earlier lethal: the kill is no one's, not its marker's
    Core Rules 142.4.b, 428.5.c, 411.2, 477.1.b.

    Scenario: B's Might-5 unit holding A's 3 damage becomes a copy of a Might-2 unit: it dies, and A is not responsible
      Given B controls a unit "vi" with might 5 at battlefield "bf1"
      And B controls a unit "poro" with might 2 at battlefield "bf1"
      And "vi" has 3 damage marked by A
      When B makes "vi" a copy of "poro"
      Then "vi" is in the trash
      And no player is responsible for the kill of "vi"
      And "poro" is at battlefield "bf1"

  @ATTR-07 @requires-spells @requires-abilities @requires-triggers
  Rule: On B's turn, B's Challenge: B's and A's "When you deal damage" trigger together; B's, the turn player's, goes on the chain first, so A's resolves first
    Core Rules 417.6.b.3-4, 411.4, 383.3.d-d.1 (the turn player's triggers first, then the others' in turn order from the turn player); card text of Challenge (OGN-128).

    Scenario: B's Challenge between B's darius and A's garen on B's turn: A's trigger is on top and resolves first, then B's
      Given it is B's turn
      And B has a Challenge (OGN-128) "challenge" in their hand
      And B has [2][O] in their rune pool
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And A controls a unit "garen" with might 2 at battlefield "bf1"
      And A controls a unit "awatch" with might 1 and ability "When you deal damage, buff me." in their base
      And B controls a unit "bwatch" with might 1 and ability "When you deal damage, buff me." in their base
      When B plays "challenge" choosing "darius" and "garen"
      And the top of the chain resolves
      Then "garen" is in the trash
      And "darius" has 2 damage
      And A is responsible for the damage dealt to "darius"
      And the chain holds one triggered ability of "awatch"
      And the chain holds one triggered ability of "bwatch"
      When the top of the chain resolves
      Then "awatch" has a buff
      And "bwatch" has no buff
      When the top of the chain resolves
      Then "bwatch" has a buff
      And the chain is empty

    Scenario: In a game of three, on B's turn, A's and C's triggers waiting together go on the chain C's first, then A's: A's resolves first
      # 383.3.d-d.1: turn order from the turn player is B, C, A; B has none, so C's goes on first and A's on
      # top of it. B's Reaction, played next, goes on top of both.
      Given the game has a third player C
      And it is B's turn
      And A controls a unit "awatch" with might 1 and ability "When you deal damage, buff me." in their base
      And C controls a unit "cwatch" with might 1 and ability "When you deal damage, buff me." in their base
      And B controls a unit "darius" with might 5 in their base
      And B has a spell "jab" with keyword Reaction and text "Deal 1 damage to a unit." in their hand
      And the ability "When you deal damage, buff me." of "awatch" has triggered and waits to go on the chain
      And the ability "When you deal damage, buff me." of "cwatch" has triggered and waits to go on the chain
      When B plays "jab" targeting "darius"
      Then the chain holds one triggered ability of "awatch"
      And the chain holds one triggered ability of "cwatch"
      When the top of the chain resolves
      Then "darius" has 1 damage
      When the top of the chain resolves
      Then "awatch" has a buff
      And "cwatch" has no buff
      When the top of the chain resolves
      Then "cwatch" has a buff
      And the chain is empty

    Scenario: On A's turn, the trigger of the unit B controls though A owns it is B's: it goes on the chain after A's and resolves first
      # 191.4.a: a triggered ability is controlled by its source's controller, B here, not the owner A;
      # 383.3.d-d.1: the turn player A puts theirs on the chain first, then B; B's is on top.
      Given B controls a unit "bwatch" owned by A with might 1 and ability "When you deal damage, buff me." in their base
      And A controls a unit "awatch" with might 1 and ability "When you deal damage, buff me." in their base
      And A controls a unit "garen" with might 3 in their base
      And A has a spell "halt" with keyword Reaction and text "Exhaust a unit." in their hand
      And the ability "When you deal damage, buff me." of "bwatch" has triggered and waits to go on the chain
      And the ability "When you deal damage, buff me." of "awatch" has triggered and waits to go on the chain
      When A plays "halt" targeting "garen"
      Then the chain holds one triggered ability of "awatch"
      And the chain holds one triggered ability of "bwatch"
      When the top of the chain resolves
      Then "garen" is exhausted
      When the top of the chain resolves
      Then "bwatch" has a buff
      And "awatch" has no buff
      When the top of the chain resolves
      Then "awatch" has a buff
      And the chain is empty
