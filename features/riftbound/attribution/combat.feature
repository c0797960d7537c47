Feature: Combat damage, its kills, and damage marked per responsible player
  In combat the units of one side deal the damage assigned to the other side: they are its
  sources, and their controller is responsible for it. The combat cleanup credits its kills to
  those sources. Damage stays marked on a unit with the player responsible for it, until the unit
  heals. The action `combat` runs the combat damage step and the combat cleanup of a staged combat
  (the attacker and the defender are given, its showdown is over): the attacker is the player
  who performs it, and it carries both sides' assignments.
  Source: the French ruling text « Attribuer les dégâts et les éliminations » (features/sources/ATTR.fr.txt).

  Background:
    Given a Riftbound game between A and B with battlefields "bf1"

  @ATTR-08 @requires-combat
  Rule: In combat, the participating units of the opposing side are the sources of the damage assigned to a side
    Core Rules 417.6.c-417.6.c.1, 417.6.b.4, 465.2, 423.1.b; Tank 815.

    Scenario: A's two attackers are the sources of the damage to B's defender, A responsible; B's defender of the damage to A's
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls a unit "lux" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 9 at battlefield "bf1"
      When A attacks at battlefield "bf1", assigning 5 to "darius", 7 to "garen" and 2 to "lux"
      Then the source of the damage dealt to "darius" is combat damage from "garen" and "lux"
      And the damage dealt to "darius" is attributed to "garen", with A responsible
      And the damage dealt to "darius" is attributed to "lux"
      And the source of the damage dealt to "garen" is combat damage from "darius"
      And the damage dealt to "garen" is attributed to "darius", with B responsible
      And the damage dealt to "lux" is attributed to "darius", with B responsible
      And the last action caused a damage event for "darius" with amount 5
      And the last action caused a damage event for "garen" with amount 7

    Scenario: The damage to a side is not attributed to that side's own units
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "darius" with might 9 at battlefield "bf1"
      And B controls a unit "sion" with might 9 at battlefield "bf1"
      When A attacks at battlefield "bf1", assigning 3 to "darius" and 18 to "garen"
      Then the damage dealt to "darius" is not attributed to "darius"
      And the damage dealt to "darius" is not attributed to "sion"
      And the damage dealt to "garen" is attributed to "darius", with B responsible
      And the damage dealt to "garen" is attributed to "sion"
      And the damage dealt to "garen" is not attributed to "garen"
      And the last action caused no damage event for "sion"

    @requires-spells
    Scenario: Combat damage is the units' even after a spell dealt damage earlier in the turn, not the spell's
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "darius" with might 9 at battlefield "bf1"
      And A has a spell "bolt" with text "Deal 2 damage to a unit." in their hand
      When A plays "bolt" targeting "darius"
      And the top of the chain resolves
      And A attacks at battlefield "bf1", assigning 3 to "darius" and 9 to "garen"
      Then the damage dealt to "darius" is attributed to "garen", with A responsible
      And the damage dealt to "darius" is not attributed to "bolt"

    Scenario: A stunned attacker adds no Might to its side's total
      # 423.1.b: the stunned unit's 3 do not count; lux's 2 are all A assigns.
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls a unit "lux" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 9 at battlefield "bf1"
      And "garen" is stunned
      When A tries to attack at battlefield "bf1", assigning 5 to "darius", 3 to "garen" and 2 to "lux"
      Then the action is rejected as "illegal_choice"
      And nothing changed
      When A attacks at battlefield "bf1", assigning 2 to "darius", 7 to "garen" and 2 to "lux"
      Then the last action caused a damage event for "darius" with amount 2

    Scenario: A unit is assigned lethal damage before the next is assigned any
      # 465.2.c.3: darius's 4 must kill one of garen and lux (3 each) before the other gets any;
      # 2 and 2 leaves both short of lethal and is refused.
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls a unit "lux" with might 3 at battlefield "bf1"
      And B controls a unit "darius" with might 4 at battlefield "bf1"
      When A tries to attack at battlefield "bf1", assigning 6 to "darius", 2 to "garen" and 2 to "lux"
      Then the action is rejected as "illegal_choice"
      And nothing changed
      When A attacks at battlefield "bf1", assigning 6 to "darius", 3 to "garen" and 1 to "lux"
      Then "darius" is in the trash
      And "garen" is in the trash
      And "lux" is at battlefield "bf1"

    Scenario: No unit is assigned more than lethal damage while another is not assigned lethal damage
      # 465.2.c.4: 4 to garen (lethal 3) while lux (lethal 2) gets 1 is refused.
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls a unit "lux" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      When A tries to attack at battlefield "bf1", assigning 5 to "darius", 4 to "garen" and 1 to "lux"
      Then the action is rejected as "illegal_choice"
      And nothing changed

    Scenario: The whole of a side's Might is assigned
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "darius" with might 9 at battlefield "bf1"
      When A tries to attack at battlefield "bf1", assigning 2 to "darius" and 9 to "garen"
      Then the action is rejected as "illegal_choice"
      And nothing changed

    Scenario: A Tank unit is assigned lethal damage before the other units of its side
      # 815: lux has Tank; darius's 2 go to lux first, not to garen.
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls a unit "lux" with might 2 and keyword Tank at battlefield "bf1"
      And B controls a unit "darius" with might 2 at battlefield "bf1"
      When A tries to attack at battlefield "bf1", assigning 5 to "darius" and 2 to "garen"
      Then the action is rejected as "illegal_choice"
      And nothing changed
      When A attacks at battlefield "bf1", assigning 5 to "darius" and 2 to "lux"
      Then "lux" is in the trash
      And "garen" is at battlefield "bf1"

    Scenario: A Backline unit is assigned damage only once the other units of its side have lethal damage
      # 826: garen has Backline; darius's 3 go to lux (lethal 2) first, the rest to garen.
      Given A controls a unit "garen" with might 3 and keyword Backline at battlefield "bf1"
      And A controls a unit "lux" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      When A tries to attack at battlefield "bf1", assigning 5 to "darius" and 3 to "garen"
      Then the action is rejected as "illegal_choice"
      And nothing changed
      When A attacks at battlefield "bf1", assigning 5 to "darius", 2 to "lux" and 1 to "garen"
      Then "lux" is in the trash
      And "garen" is at battlefield "bf1"

    Scenario: A defender with Backline is assigned damage only once the other defenders have lethal damage
      # 826: Backline protects a unit of either side; lux defends with Backline, so garen's 3 go to
      # darius (lethal 2) first, then 1 to lux.
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "lux" with might 2 and keyword Backline at battlefield "bf1"
      And B controls a unit "darius" with might 2 at battlefield "bf1"
      When A tries to attack at battlefield "bf1", assigning 2 to "lux", 1 to "darius" and 4 to "garen"
      Then the action is rejected as "illegal_choice"
      And nothing changed
      When A attacks at battlefield "bf1", assigning 2 to "darius", 1 to "lux" and 4 to "garen"
      Then "darius" is in the trash
      And "lux" is at battlefield "bf1"
      And "garen" is in the trash

    Scenario: A Tank unit already holding damage is still a Tank: its lethal damage comes first, however little it is
      # 815, 142.4.b: vi has Tank and 2 damage, so 1 more is lethal to it; it is assigned that 1 before
      # darius gets any, even though 2 to darius alone would leave only one unit short.
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And B controls a unit "vi" with might 3 and keyword Tank at battlefield "bf1"
      And B controls a unit "darius" with might 2 at battlefield "bf1"
      And "vi" has 2 damage
      When A tries to attack at battlefield "bf1", assigning 2 to "darius" and 5 to "garen"
      Then the action is rejected as "illegal_choice"
      And nothing changed
      When A attacks at battlefield "bf1", assigning 1 to "vi", 1 to "darius" and 5 to "garen"
      Then "vi" is in the trash
      And "darius" is at battlefield "bf1"

    Scenario: A negative Might counts as 0 in its side's total
      # 143.2.b: garen's -2 does not take away from lux's 2.
      Given A controls a unit "garen" with might -2 at battlefield "bf1"
      And A controls a unit "lux" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 9 at battlefield "bf1"
      When A tries to attack at battlefield "bf1", assigning 1 to "garen" and 8 to "lux"
      Then the action is rejected as "illegal_choice"
      And nothing changed
      When A attacks at battlefield "bf1", assigning 2 to "darius", 1 to "garen" and 8 to "lux"
      Then the last action caused a damage event for "darius" with amount 2

    Scenario: Damage already marked on a unit counts toward the lethal damage it is assigned
      # 142.4.b, 465.2.c.4: darius has 2 damage, so 1 more is lethal for it; 3 to darius while
      # sion (lethal 3) gets 1 is more than lethal to one unit while another is short, and is refused.
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls a unit "sion" with might 3 at battlefield "bf1"
      And "darius" has 2 damage
      When A tries to attack at battlefield "bf1", assigning 3 to "darius", 1 to "sion" and 6 to "garen"
      Then the action is rejected as "illegal_choice"
      And nothing changed
      When A attacks at battlefield "bf1", assigning 1 to "darius", 3 to "sion" and 6 to "garen"
      Then "darius" is in the trash
      And "sion" is in the trash

    Scenario: A unit of Might 0 needs 1 damage to be lethal, so it may take 1 while the next unit is short
      # 142.4.a: lethal damage is at least 1. darius (Might 0) is assigned its lethal 1, and sion the
      # 1 left, short of its lethal 2: one unit short is allowed (465.2.c.3).
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 0 at battlefield "bf1"
      And B controls a unit "sion" with might 2 at battlefield "bf1"
      When A attacks at battlefield "bf1", assigning 1 to "darius", 1 to "sion" and 2 to "garen"
      Then "darius" is in the trash
      And "sion" is at battlefield "bf1"

    Scenario: A buffed attacker adds its current Might to its side's total, buff included
      # 465.2.a with 703: the total is the units' current Might; garen's 2 and its buff make 3.
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And "garen" has a buff
      When A tries to attack at battlefield "bf1", assigning 2 to "darius" and 3 to "garen"
      Then the action is rejected as "illegal_choice"
      And nothing changed
      When A attacks at battlefield "bf1", assigning 3 to "darius" and 3 to "garen"
      Then "darius" is in the trash

    @requires-abilities @requires-triggers
    Scenario: B's "When you deal damage" sees the damage B's defender deals in A's attack; A's sees A's units'
      # 411.4 with 417.6.b.4: the controller of the units that deal combat damage is responsible for it.
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "darius" with might 9 at battlefield "bf1"
      And A controls a unit "watcher" with might 1 and ability "When you deal damage, buff me." in their base
      And B controls a unit "spotter" with might 1 and ability "When you deal damage, buff me." in their base
      When A attacks at battlefield "bf1", assigning 3 to "darius" and 9 to "garen"
      Then the last action triggered one ability of "watcher"
      And the last action triggered one ability of "spotter"

    @requires-abilities @requires-triggers
    Scenario: A's attacker killed by the combat still has its "When you deal damage" go on the chain
      # 383.2.c: the damage triggers it while the unit is on the board; 383.4: pending, it goes on the chain
      # once the cleanup that killed the unit is over, whatever became of the unit
      Given A controls a unit "watcher" with might 2 and ability "When you deal damage, buff me." at battlefield "bf1"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      When A attacks at battlefield "bf1", assigning 2 to "darius" and 5 to "watcher"
      Then "watcher" is in the trash
      And the last action triggered one ability of "watcher"
      And the chain holds one triggered ability of "watcher"

    @requires-abilities @requires-triggers
    Scenario: A stunned defender deals no combat damage, so its controller's "When you deal damage" does not fire
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "darius" with might 9 at battlefield "bf1"
      And "darius" is stunned
      And A controls a unit "watcher" with might 1 and ability "When you deal damage, buff me." in their base
      And B controls a unit "spotter" with might 1 and ability "When you deal damage, buff me." in their base
      When A attacks at battlefield "bf1", assigning 3 to "darius"
      Then the last action triggered one ability of "watcher"
      And the last action triggered no ability of "spotter"

    Scenario: A combat needs units of the attacker and of another player at the battlefield
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "darius" with might 9 in their base
      When A tries to attack at battlefield "bf1", assigning 3 to "darius"
      Then the action is rejected as "no_permission"
      And nothing changed

    Scenario: An exhausted attacker, spent by its move, still adds its Might: only a stunned unit adds none
      # 465.2.a: each side's total is the sum of its units' Might; 423.1.b takes out a stunned unit only.
      # An attacker is exhausted by the move that brought it (144.2), and deals its damage all the same.
      Given A controls an exhausted unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      When A attacks at battlefield "bf1", assigning 3 to "darius" and 3 to "garen"
      Then the last action caused a damage event for "darius" with amount 3
      And the damage dealt to "darius" is attributed to "garen", with A responsible
      And "darius" is in the trash
      And "garen" is in the trash

    Scenario: In a game of three, A attacks C's unit: C defends, C's unit is the source of the damage to A's, C responsible
      # 323.9, 465: the combat is between the two players with units at the battlefield, whoever sits next;
      # 417.6.c-417.6.c.1, 417.6.b.4: each side's units are the sources of the damage to the other, their
      # controller responsible.
      Given the game has a third player C
      And A controls a unit "garen" with might 3 at battlefield "bf1"
      And C controls a unit "vi" with might 2 at battlefield "bf1"
      When A attacks at battlefield "bf1", assigning 3 to "vi" and 2 to "garen"
      Then the source of the damage dealt to "vi" is combat damage from "garen"
      And the damage dealt to "vi" is attributed to "garen", with A responsible
      And the source of the damage dealt to "garen" is combat damage from "vi"
      And the damage dealt to "garen" is attributed to "vi", with C responsible
      And "vi" is in the trash
      And "garen" is at battlefield "bf1"
      And "garen" has 0 damage

    Scenario: A unit A controls but B owns deals A's combat damage: its controller, not its owner, is responsible
      # 417.6.b.4: the source's controller is responsible for the deal; 417.6.c.1: the attacker is the source.
      Given A controls a unit "garen" owned by B with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      When A attacks at battlefield "bf1", assigning 4 to "darius" and 3 to "garen"
      Then the source of the damage dealt to "darius" is combat damage from "garen"
      And the damage dealt to "darius" is attributed to "garen", with A responsible
      And the damage dealt to "garen" is attributed to "darius", with B responsible

    Scenario: A stunned attacker adds no Might, but it is still an attacker and a source of its side's damage
      # 423.1.b: garen's 3 do not count, so A's total is lux's 2; 417.6.c.1: the attackers, garen among
      # them, are the source of the damage to the defenders.
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls a unit "lux" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And "garen" is stunned
      When A attacks at battlefield "bf1", assigning 2 to "darius", 3 to "garen" and 2 to "lux"
      Then the source of the damage dealt to "darius" is combat damage from "garen" and "lux"
      And the damage dealt to "darius" is attributed to "garen", with A responsible
      And the damage dealt to "darius" is attributed to "lux", with A responsible

    @requires-spells
    Scenario: Combat damage is not dealt while a spell waits on the chain: the combat is refused as wrong timing
      # 465.1: the combat damage step comes once the chain is empty (schemas/result.json: wrong_timing is
      # "not allowed now", the state of the chain included).
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And A has a spell "bolt" with text "Deal 2 damage to a unit." in their hand
      When A plays "bolt" targeting "darius"
      And A tries to attack at battlefield "bf1", assigning 3 to "darius" and 5 to "garen"
      Then the action is rejected as "wrong_timing"
      And nothing changed

    Scenario: An attacker's Equipment adds its Might bonus to the share, but only the attacker is a source of the damage
      # 417.6.c.1: the attackers, units, are the source; blade's +2 is part of garen's Might (465.2.a), and blade
      # deals nothing itself.
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      When A attacks at battlefield "bf1", assigning 4 to "darius" and 5 to "garen"
      Then the last action caused a damage event for "darius" with amount 4
      And the damage dealt to "darius" is attributed to "garen", with A responsible
      And the damage dealt to "darius" is not attributed to "blade"

    Scenario: A Might-0 attacker adds nothing to the total, but is one of the sources of its side's damage
      # 465.2.a: lux's 0 adds nothing; 417.6.c.1: the damage assigned to B's side is dealt by the participating
      # units of A's side, lux among them. Lethal for lux is 1 (142.4).
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls a unit "lux" with might 0 at battlefield "bf1"
      And B controls a unit "darius" with might 9 at battlefield "bf1"
      When A attacks at battlefield "bf1", assigning 3 to "darius", 8 to "garen" and 1 to "lux"
      Then the source of the damage dealt to "darius" is combat damage from "garen" and "lux"
      And the damage dealt to "darius" is attributed to "lux", with A responsible
      And the damage dealt to "darius" is attributed to "garen"
      And the last action caused a damage event for "darius" with amount 3

    @requires-stun
    Scenario: A stunned attacker with [Assault 2] adds nothing to its side's total, its Assault neither
      # 423.1.b: a stunned unit adds no Might to combat damage; 807: Assault is Might it has while attacking,
      # so it is not added either. A's total is lux's 1; lethal for garen is its Might 4 as an attacker.
      Given A controls a unit "garen" with might 2 and keyword Assault 2 at battlefield "bf1"
      And A controls a unit "lux" with might 1 at battlefield "bf1"
      And B controls a unit "darius" with might 9 at battlefield "bf1"
      And "garen" is stunned
      When A tries to attack at battlefield "bf1", assigning 3 to "darius", 8 to "garen" and 1 to "lux"
      Then the action is rejected as "illegal_choice"
      And nothing changed
      When A attacks at battlefield "bf1", assigning 1 to "darius", 8 to "garen" and 1 to "lux"
      Then the last action caused a damage event for "darius" with amount 1

    @requires-stun
    Scenario: A stunned Tank adds no Might but still is assigned lethal damage before the other units of its side
      # 815: darius has Tank, which a stun does not take away; 423.1.b: the stun takes out its Might only, so
      # B's total is sion's 3. garen's 3 must kill darius before sion gets any.
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "darius" with might 3 and keyword Tank at battlefield "bf1"
      And B controls a unit "sion" with might 3 at battlefield "bf1"
      And "darius" is stunned
      When A tries to attack at battlefield "bf1", assigning 3 to "sion" and 3 to "garen"
      Then the action is rejected as "illegal_choice"
      And nothing changed
      When A attacks at battlefield "bf1", assigning 3 to "darius" and 3 to "garen"
      Then "darius" is in the trash
      And "sion" is at battlefield "bf1"
      And "garen" is in the trash

    Scenario: A combat at a battlefield the game does not have is refused as an unknown object
      # 107.2: the game's battlefields are the ones it has; "bf9" names none (schemas/result.json: the action
      # names an object that is not in the game), which is not a battlefield without two players' units.
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      When A tries to attack at battlefield "bf9", assigning 3 to "darius" and 5 to "garen"
      Then the action is rejected as "unknown_object"
      And nothing changed

    Scenario: Damage assigned to a unit outside the combat is refused as an illegal target
      # 465.2.c: each side assigns its damage to the units of the other side in that combat; lux, in A's
      # base, is not one: a chosen object that is not legal (the sums of the two sides are right).
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls a unit "lux" with might 2 in their base
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      When A tries to attack at battlefield "bf1", assigning 3 to "darius", 5 to "garen" and 1 to "lux"
      Then the action is rejected as "illegal_target"
      And nothing changed

  @ATTR-11 @requires-combat
  Rule: Combat cleanup attributes the kill to the sources of the combat damage; their controller is responsible
    Core Rules 428.5.c.2, 466.1, 466.1.a, 324.1, 143.3.b.

    Scenario: In a game of three, the combat cleanup heals C's damaged unit in C's base too
      # 324.1, 466.1: 3c of the combat cleanup heals every unit, not only those of the two players in the combat.
      Given the game has a third player C
      And C controls a unit "vi" with might 4 in their base
      And "vi" has 2 damage
      And A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "darius" with might 9 at battlefield "bf1"
      When A attacks at battlefield "bf1", assigning 3 to "darius" and 9 to "garen"
      Then "vi" has 0 damage
      And the last action caused a heal event for "vi" with amount 2
      And "darius" has 0 damage

    Scenario: The kill by combat damage is credited to every unit of the dealing side, the Might-0 one too
      # 428.5.c.2: the kill goes to the sources of the combat damage; 417.6.c.1: every participating unit of
      # A's side is one, lux with its 0 Might among them (465.2.a: it adds nothing to the total).
      Given A controls a unit "garen" with might 5 at battlefield "bf1"
      And A controls a unit "lux" with might 0 at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      When A attacks at battlefield "bf1", assigning 5 to "darius" and 3 to "garen"
      Then "darius" is in the trash
      And the kill of "darius" is attributed to "lux", with A responsible
      And the kill of "darius" is attributed to "garen", with A responsible

    @requires-stun
    Scenario: The kill by combat damage is credited to the stunned unit of the dealing side too
      # 423.1.b: the stunned lux adds no Might, but it is still an attacker (417.6.c.1), so a source of the
      # combat damage, and the kill is credited to it with garen (428.5.c.2).
      Given A controls a unit "garen" with might 5 at battlefield "bf1"
      And A controls a unit "lux" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And "lux" is stunned
      When A attacks at battlefield "bf1", assigning 5 to "darius" and 3 to "garen"
      Then "darius" is in the trash
      And the kill of "darius" is attributed to "lux", with A responsible
      And the kill of "darius" is attributed to "garen", with A responsible

    Scenario: B's defender dies in the combat cleanup: the kill is credited to A's attackers, A responsible
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls a unit "lux" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      When A attacks at battlefield "bf1", assigning 5 to "darius", 3 to "garen" and 2 to "lux"
      Then "darius" is in the trash
      And the kill of "darius" is attributed to "garen", with A responsible
      And the kill of "darius" is attributed to "lux"
      And the source of the kill of "darius" is combat damage from "garen" and "lux"
      And the kill of "garen" is attributed to "darius", with B responsible
      And the kill of "lux" is attributed to "darius", with B responsible
      And the kill of "lux" is not attributed to "garen"

    Scenario: A unit A controls but B owns kills in combat: the kill is A's, its controller's, not its owner's
      # 428.5.c.2: the combat cleanup's kill goes to the sources of the combat damage, their controller
      # responsible; B owns garen, A controls it.
      Given A controls a unit "garen" owned by B with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      When A attacks at battlefield "bf1", assigning 4 to "darius" and 3 to "garen"
      Then "darius" is in the trash
      And the kill of "darius" is attributed to "garen", with A responsible
      And "garen" is at battlefield "bf1"

    @requires-spells
    Scenario: A spell's earlier damage still marked gets no credit for a kill in the combat cleanup
      # darius (might 5) keeps bolt's 3 damage; garen's 2 in combat make it lethal.
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And A has a spell "bolt" with text "Deal 3 damage to a unit." in their hand
      When A plays "bolt" targeting "darius"
      And the top of the chain resolves
      Then "darius" is at battlefield "bf1"
      When A attacks at battlefield "bf1", assigning 2 to "darius" and 5 to "garen"
      Then "darius" is in the trash
      And the kill of "darius" is attributed to "garen", with A responsible
      And the kill of "darius" is not attributed to "bolt"
      And the source of the kill of "darius" is combat damage from "garen"

    Scenario: B is responsible for the kill of A's attacker, not A who attacked
      Given A controls a unit "garen" with might 1 at battlefield "bf1"
      And B controls a unit "darius" with might 4 at battlefield "bf1"
      When A attacks at battlefield "bf1", assigning 1 to "darius" and 4 to "garen"
      Then "garen" is in the trash
      And B is responsible for the kill of "garen"
      And the kill of "garen" is attributed to "darius"
      And the last action caused no kill event for "darius"

    @requires-procedures
    Scenario: The combat cleanup heals every unit that survives, with no player responsible
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "darius" with might 9 at battlefield "bf1"
      And B controls a unit "sion" with might 4 in their base
      And "sion" has 1 damage
      When A attacks at battlefield "bf1", assigning 3 to "darius" and 9 to "garen"
      Then "garen" is in the trash
      And "darius" has 0 damage
      And "sion" has 0 damage
      And no player is responsible for the healing of "darius"

    Scenario: The attackers that survive are recalled when defenders remain at the battlefield
      # darius is stunned: B's side deals no damage, and darius (might 9) survives A's 5.
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls a unit "lux" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 9 at battlefield "bf1"
      And "darius" is stunned
      When A attacks at battlefield "bf1", assigning 5 to "darius"
      Then "garen" was recalled
      And "garen" is in A's base
      And "lux" is in A's base
      And "darius" is at battlefield "bf1"
      And "darius" was not recalled
      And "darius" has 0 damage

    @requires-procedures
    Scenario: No player is responsible for the combat cleanup's recall of the attackers
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "darius" with might 9 at battlefield "bf1"
      And "darius" is stunned
      When A attacks at battlefield "bf1", assigning 3 to "darius"
      Then no player is responsible for the recall of "garen"

    Scenario: The attackers stay when no defender remains
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls a unit "lux" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 4 at battlefield "bf1"
      When A attacks at battlefield "bf1", assigning 5 to "darius", 3 to "garen" and 1 to "lux"
      Then "darius" is in the trash
      And "garen" is in the trash
      And "lux" is at battlefield "bf1"
      And "lux" was not recalled
      And "lux" has 0 damage

    Scenario: An exhausted attacker the combat cleanup recalls stays exhausted in its base
      # 466.1.a: defenders remain, so the attacker is recalled; 458.1: a recall readies nothing.
      Given A controls an exhausted unit "garen" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And "darius" is stunned
      When A attacks at battlefield "bf1", assigning 2 to "darius"
      Then "garen" is in A's base
      And "garen" was recalled
      And "garen" is exhausted
      And "darius" is at battlefield "bf1"
      And "darius" has 0 damage

    Scenario: A ready attacker recalled by the combat cleanup stays ready: the recall is no move and exhausts nothing
      # 466.1.a: a defender remains, so the attacker is recalled; 455-456: a recall is not a move; 458-458.1:
      # statuses stay, the unit is neither readied nor exhausted by it.
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And "darius" is stunned
      When A attacks at battlefield "bf1", assigning 2 to "darius"
      Then "garen" is in A's base
      And "garen" was recalled
      And "garen" is ready
      And the last action caused no exhaust event for "garen"

    @requires-damage
    Scenario: The combat cleanup heals all the defender's damage, the damage marked before the combat too
      # 466.1, 324.1: 3c of the combat cleanup, every unit heals; 143.3.b, 418.1: healing removes all the damage
      # marked on it: darius's 2 from before and the 3 of this combat.
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "darius" with might 6 at battlefield "bf1"
      And "darius" has 2 damage
      When A attacks at battlefield "bf1", assigning 3 to "darius" and 6 to "garen"
      Then "garen" is in the trash
      And "darius" is at battlefield "bf1"
      And "darius" has 0 damage
      And the last action caused a heal event for "darius" with amount 5

  @ATTR-09 @requires-damage_by_player @requires-spells
  Rule: Damage stays marked on each unit and is linked to its responsible player; the kill for lethal damage is checked afterwards
    Core Rules 142.3-142.3.b, 417.6.b.4, 418.1, 428.5.c, 428.5.c.1.

    Scenario: A's spell marks A's damage; B's Reaction on the same unit marks B's; the parts add up
      Given B controls a unit "darius" with might 9 at battlefield "bf1"
      And A has a spell "bolt" with text "Deal 2 damage to a unit." in their hand
      And B has a spell "zap" with keyword Reaction and text "Deal 1 damage to a unit." in their hand
      When A plays "bolt" targeting "darius"
      And the top of the chain resolves
      Then A is responsible for 2 of the damage on "darius"
      And B is responsible for none of the damage on "darius"
      When B plays "zap" targeting "darius"
      And the top of the chain resolves
      Then "darius" has 3 damage
      And A is responsible for 2 of the damage on "darius"
      And B is responsible for 1 of the damage on "darius"

    Scenario: Damage marked earlier stays with its player when another player deals more
      Given B controls a unit "darius" with might 9 at battlefield "bf1"
      And "darius" has 2 damage marked by A
      And B has a spell "zap" with keyword Reaction and text "Deal 3 damage to a unit." in their hand
      When B plays "zap" targeting "darius"
      And the top of the chain resolves
      Then "darius" has 5 damage
      And A is responsible for 2 of the damage on "darius"
      And B is responsible for 3 of the damage on "darius"

    Scenario: In a game of three, damage C marked earlier stays C's when B deals more
      # 142.3.a: the damage stays marked with its responsible player, whichever of the three that is.
      Given the game has a third player C
      And B controls a unit "darius" with might 9 at battlefield "bf1"
      And "darius" has 2 damage marked by C
      And B has a spell "zap" with keyword Reaction and text "Deal 3 damage to a unit." in their hand
      When B plays "zap" targeting "darius"
      And the top of the chain resolves
      Then "darius" has 5 damage
      And C is responsible for 2 of the damage on "darius"
      And B is responsible for 3 of the damage on "darius"
      And A is responsible for none of the damage on "darius"

    Scenario: Damage set up with no player marking it is no player's
      Given B controls a unit "darius" with might 9 at battlefield "bf1"
      And "darius" has 2 damage
      And A has a spell "bolt" with text "Deal 1 damage to a unit." in their hand
      When A plays "bolt" targeting "darius"
      And the top of the chain resolves
      Then no player is responsible for 2 of the damage on "darius"
      And A is responsible for 1 of the damage on "darius"

    Scenario: A unit B controls, told by A's spell to deal damage, marks B's damage, not A's
      # test effect: the source is written into the action. 417.6.b.4: the named source's controller is
      # responsible for the deal, and so marks it (142.3.a).
      Given A controls a unit "garen" with might 9 at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A has a spell "fling" with text "Deal 2 damage to a unit." in their hand
      When A has "darius" deal 3 damage to "garen" with the spell "fling"
      Then B is responsible for 3 of the damage on "garen"
      And A is responsible for none of the damage on "garen"

    Scenario: The kill for lethal damage comes at the following check, credited to the last deal, not to damage marked earlier
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      And A has a spell "bolt" with text "Deal 2 damage to a unit." in their hand
      And B has a spell "zap" with keyword Reaction and text "Deal 3 damage to a unit." in their hand
      When A plays "bolt" targeting "darius"
      And the top of the chain resolves
      Then "darius" is at battlefield "bf1"
      And A is responsible for 2 of the damage on "darius"
      When B plays "zap" targeting "darius"
      And the top of the chain resolves
      Then "darius" is in the trash
      And B is responsible for the kill of "darius"
      And the kill of "darius" is attributed to "zap"
      And the kill of "darius" is not attributed to "bolt"

    @requires-turns
    Scenario: Healing clears the damage and who marked it
      Given it is A's turn
      And B controls a unit "darius" with might 9 at battlefield "bf1"
      And A has a spell "bolt" with text "Deal 2 damage to a unit." in their hand
      When A plays "bolt" targeting "darius"
      And the top of the chain resolves
      And A ends their turn
      Then "darius" has 0 damage
      And A is responsible for none of the damage on "darius"

    @requires-turns
    Scenario: Damage dealt after a heal is marked by its dealer alone: the healed damage's player keeps no part
      # 418.1: healing removes all the damage, and with it who marked it (142.3).
      Given it is A's turn
      And B controls a unit "darius" with might 9 at battlefield "bf1"
      And A has a spell "bolt" with text "Deal 2 damage to a unit." in their hand
      And B has a spell "zap" with text "Deal 1 damage to a unit." in their hand
      When A plays "bolt" targeting "darius"
      And the top of the chain resolves
      And A ends their turn
      And B plays "zap" targeting "darius"
      And the top of the chain resolves
      Then "darius" has 1 damage
      And B is responsible for 1 of the damage on "darius"
      And A is responsible for none of the damage on "darius"

    Scenario: Two deals by the same player add up in that player's part of the damage
      # 142.3.a: each deal is marked by its responsible player; A's 2 and A's 1 are 3 of A's.
      Given B controls a unit "darius" with might 9 at battlefield "bf1"
      And A has a spell "bolt" with text "Deal 2 damage to a unit." in their hand
      And A has a spell "spark" with text "Deal 1 damage to a unit." in their hand
      When A plays "bolt" targeting "darius"
      And the top of the chain resolves
      And A plays "spark" targeting "darius"
      And the top of the chain resolves
      Then "darius" has 3 damage
      And A is responsible for 3 of the damage on "darius"

    Scenario: A unit that moves keeps its damage, and the damage keeps the player who marked it
      # 446.2: a move is not a zone change; 142.3.a: the damage stays marked with its responsible player
      Given B controls a unit "darius" with might 9 in their base
      And "darius" has 2 damage marked by A
      When B moves "darius" to battlefield "bf1"
      Then "darius" has 2 damage
      And A is responsible for 2 of the damage on "darius"

    Scenario: A unit that changes control keeps its damage, and the damage keeps the player who marked it
      # 142.3.a: the player responsible for a deal marks its damage; a change of control of the unit is no deal.
      Given B controls a unit "darius" with might 9 at battlefield "bf1"
      And "darius" has 2 damage marked by B
      When A takes control of "darius"
      Then "darius" is controlled by A
      And "darius" has 2 damage
      And B is responsible for 2 of the damage on "darius"

    @requires-turns
    Scenario: The damage stays marked through the end of the Main Phase; only the ending cleanup heals it
      # 143.3.b, 317.2: units heal in the ending cleanup; ending the Main Phase heals nothing (142.3).
      Given it is A's main phase
      And B controls a unit "darius" with might 9 at battlefield "bf1"
      And "darius" has 2 damage marked by A
      When A ends the phase
      Then it is A's ending phase
      And "darius" has 2 damage
      And A is responsible for 2 of the damage on "darius"
      And the last action caused no heal event

    Scenario: A spell deals more than lethal damage: all of it is dealt, then the unit is killed
      # 417.1: the deal is of the amount the spell says, whatever the unit's Might; 428.5.c: the kill comes at the
      # following cleanup, after the deal.
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And A has a spell "blast" with text "Deal 4 damage to a unit." in their hand
      When A plays "blast" targeting "darius"
      And the top of the chain resolves
      Then the last action caused a damage event for "darius" with amount 4
      And the last action caused a damage event for "darius" before a kill event for "darius"
      And "darius" is in the trash
      And A is responsible for the kill of "darius"

    @requires-turns
    Scenario: The ending cleanup heals the damaged unit only: an undamaged unit has nothing to heal
      # 143.3.b, 317.2: every unit heals; 418.1: healing removes the damage a unit has, and garen has none.
      Given it is A's ending phase
      And A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 9 at battlefield "bf1"
      And "darius" has 3 damage marked by A
      When A ends the phase
      Then "darius" has 0 damage
      And the last action caused a heal event for "darius"
      And the last action caused no heal event for "garen"

    @requires-turns
    Scenario: The ending cleanup heals the units in their base as well as those at a battlefield, and their markers go
      # 143.3.b, 317.2: every unit heals, wherever it is; 418.1: healing removes its damage, and who marked it (142.3).
      Given it is A's ending phase
      And A controls a unit "garen" with might 4 in their base
      And B controls a unit "darius" with might 9 at battlefield "bf1"
      And "garen" has 2 damage marked by B
      And "darius" has 3 damage marked by A
      When A ends the phase
      Then "garen" has 0 damage
      And "darius" has 0 damage
      And B is responsible for none of the damage on "garen"
      And the last action caused a heal event for "garen"

  @ATTR-09 @requires-combat @requires-abilities @requires-triggers
  Rule: Combat damage is dealt, and seen by the triggers, before the combat cleanup checks it for lethal damage
    Core Rules 465.2.d, 383.2.c, 383.4, 466.1, 323.5.

    Scenario: An attacker that dies of the combat damage still saw itself deal damage: its trigger goes on the chain
      # 465.2.d, 383.2.c: the damage is dealt, and triggers are checked, before the combat cleanup kills garen
      # for its lethal damage (466.1, 323.5); once triggered, the ability goes on the chain though garen is gone
      # (383.4), and "buff me" then finds nothing.
      Given A controls a unit "garen" with might 3 and ability "When you deal damage, buff me." at battlefield "bf1"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      When A attacks at battlefield "bf1", assigning 3 to "darius" and 5 to "garen"
      Then "garen" is in the trash
      And "darius" has 0 damage
      And the last action triggered one ability of "garen"
      And the chain holds one triggered ability of "garen"
      When the top of the chain resolves
      Then the chain is empty
      And "garen" is in the trash
