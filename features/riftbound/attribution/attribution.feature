Feature: Attributing damage and kills — who is responsible, and what it is credited to
  Responsibility goes to players: the one who performs an action. Attribution goes to objects:
  the spell or ability an action comes from, and, for an ability, the object that created it.
  Every damage and kill here comes from card text the engine reads (a spell played and
  resolved, an ability activated and resolved), never from a source written into the action,
  except in the scenarios marked "test effect" (an action of schemas/action.json standing for an
  unnamed effect, such as deal_damage): there the point is who is
  responsible, or whether the deal can happen, never the source echoed back. "When you deal
  damage" and "When you kill a unit [with …]" abilities of test cards observe what the engine
  derived: they fire for the player responsible for the action (411.4) and, with "with", only for
  an action attributed to a spell or ability of that object, which that player controls (411.6).
  Source: the French ruling text « Attribuer les dégâts et les éliminations » (features/sources/ATTR.fr.txt).

  Background:
    Given a Riftbound game between A and B with battlefields "bf1"

  @ATTR-01 @requires-spells @requires-abilities
  Rule: The player who performs a game action is responsible for it
    Core Rules 411.1, 411.4.

    Scenario: B plays a Reaction spell on A's turn: B, who plays it, is responsible for its damage
      Given it is A's turn
      And A controls a unit "garen" with might 6 in their base
      And B has a spell "bolt" with keyword Reaction and text "Deal 2 damage to a unit." in their hand
      When B plays "bolt" targeting "garen"
      And the top of the chain resolves
      Then B is responsible for the damage dealt to "garen"
      And "garen" has 2 damage
      And "bolt" is in the trash

    Scenario: In a game of three, C plays a Reaction spell on A's turn: C is responsible for its damage
      # 411.1: the player who performs the action is responsible; with three players, that is neither the
      # turn player nor B.
      Given the game has a third player C
      And it is A's turn
      And A controls a unit "garen" with might 6 in their base
      And C has a spell "bolt" with keyword Reaction and text "Deal 2 damage to a unit." in their hand
      When C plays "bolt" targeting "garen"
      And the top of the chain resolves
      Then C is responsible for the damage dealt to "garen"
      And "garen" has 2 damage

    @requires-triggers @requires-priority
    Scenario: B's "When you deal damage", left waiting after B's damage, goes on the chain before B's next spell
      # 383.4, 337.1.a: while a triggered ability waits to go on the chain, no player has priority; what
      # happens next puts it on the chain first (B's observer saw B's damage: 411.4), then the spell
      # goes on top, and its controller has priority (337.1.c.3).
      Given it is A's turn
      And A controls a unit "garen" with might 6 in their base
      And B controls a unit "spotter" with might 1 and ability "When you deal damage, buff me." in their base
      And B has a spell "bolt" with keyword Reaction and text "Deal 2 damage to a unit." in their hand
      And the ability "When you deal damage, buff me." of "spotter" has triggered and waits to go on the chain
      Then no player has priority
      When B plays "bolt" targeting "garen"
      Then the last action triggered one ability of "spotter"
      And the chain holds one triggered ability of "spotter"
      And B has priority
      When the top of the chain resolves
      Then "garen" has 2 damage
      And "spotter" has no buff
      And the chain holds two triggered abilities of "spotter"

    @requires-triggers @requires-priority
    Scenario: B's "When you deal damage" on a unit A owns is B's: it sees B's damage and B has priority with it
      # 191.4.a: an ability is controlled by the controller of the object that has it; 337.1.c.3: the
      # controller of the newest item on the chain has priority
      Given it is B's turn
      And B controls a unit "spotter" owned by A with might 1 and ability "When you deal damage, buff me." in their base
      And A controls a unit "garen" with might 6 in their base
      When B deals 2 damage to "garen"
      Then the last action triggered one ability of "spotter"
      And B has priority

    Scenario: A activates the ability of a gear B owns: A, who activates it, is responsible, not the owner
      Given A controls a gear "cannon" owned by B with text "[1]: Deal 3 damage to a unit." in their base
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And A has [1] in their rune pool
      When A activates the ability of "cannon" targeting "darius"
      And the top of the chain resolves
      Then A is responsible for the damage dealt to "darius"
      And "darius" has 3 damage

    Scenario: B plays a kill spell on A's turn against A's unit: B is responsible for the kill
      Given it is A's turn
      And A controls a unit "garen" with might 4 at battlefield "bf1"
      And B has a spell "purge" with keyword Reaction and text "Kill a unit." in their hand
      When B plays "purge" targeting "garen"
      And the top of the chain resolves
      Then B is responsible for the kill of "garen"
      And "garen" is in the trash

    @requires-triggers
    Scenario: "When you deal damage" checks who is responsible: B's observer sees B's Reaction on A's turn, A's does not
      # 411.4: "you" is the player responsible for the damage, not the turn player.
      Given it is A's turn
      And A controls a unit "garen" with might 6 in their base
      And A controls a unit "watcher" with might 1 and ability "When you deal damage, buff me." in their base
      And B controls a unit "spotter" with might 1 and ability "When you deal damage, buff me." in their base
      And B has a spell "bolt" with keyword Reaction and text "Deal 2 damage to a unit." in their hand
      When B plays "bolt" targeting "garen"
      And the top of the chain resolves
      Then the last action triggered one ability of "spotter"
      And the last action triggered no ability of "watcher"
      And the chain holds one triggered ability of "spotter"
      When the top of the chain resolves
      Then "spotter" has a buff
      And "watcher" has no buff
      And the chain is empty

    @requires-triggers
    Scenario: "When you deal damage" checks who activated the ability, not who owns the gear
      Given A controls a gear "cannon" owned by B with text "[1]: Deal 3 damage to a unit." in their base
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And A controls a unit "watcher" with might 1 and ability "When you deal damage, buff me." in their base
      And B controls a unit "spotter" with might 1 and ability "When you deal damage, buff me." in their base
      And A has [1] in their rune pool
      When A activates the ability of "cannon" targeting "darius"
      And the top of the chain resolves
      Then the last action triggered one ability of "watcher"
      And the last action triggered no ability of "spotter"

    @requires-triggers
    Scenario: "When you kill a unit" checks who is responsible for the kill: B's kill spell on A's turn
      Given it is A's turn
      And A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls a unit "watcher" with might 1 and ability "When you kill a unit, buff me." in their base
      And B controls a unit "spotter" with might 1 and ability "When you kill a unit, buff me." in their base
      And B has a spell "purge" with keyword Reaction and text "Kill a unit." in their hand
      When B plays "purge" targeting "garen"
      And the top of the chain resolves
      Then "garen" is in the trash
      And the last action triggered one ability of "spotter"
      And the last action triggered no ability of "watcher"

    Scenario: Test effect: B deals damage to A's unit; B, who performs the deal, is responsible
      Given A controls a unit "garen" with might 6 in their base
      When B deals 2 damage to "garen"
      Then "garen" has 2 damage
      And B is responsible for the damage dealt to "garen"

    Scenario: B takes control of A's gear while its ability waits on the chain: A, who activated it, is still responsible
      # 191.4.b: a later change of control of its source does not change control of an ability that
      # already exists; A controls it and performs what it does (411.1).
      Given A controls a gear "cannon" with text "[1]: Deal 3 damage to a unit." in their base
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And A has [1] in their rune pool
      When A activates the ability of "cannon" targeting "darius"
      And B takes control of "cannon"
      And the top of the chain resolves
      Then "darius" has 3 damage
      And A is responsible for the damage dealt to "darius"

    @requires-triggers
    Scenario: B takes control of A's gear while its damage ability waits on the chain: A's "When you deal damage" fires, B's does not
      # 191.4.b, 411.1: A controls the ability and performs its damage; "when you deal damage" checks who is
      # responsible for the damage, not who controls the gear by the time it is dealt.
      Given A controls a gear "cannon" with text "[1]: Deal 3 damage to a unit." in their base
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And A controls a unit "spotter" with might 2 and ability "When you deal damage, buff me." in their base
      And B controls a unit "scout" with might 2 and ability "When you deal damage, buff me." in their base
      And A has [1] in their rune pool
      When A activates the ability of "cannon" targeting "darius"
      And B takes control of "cannon"
      And the top of the chain resolves
      Then "darius" has 3 damage
      And the last action triggered one ability of "spotter"
      And the last action triggered no ability of "scout"

  @ATTR-03 @requires-spells @requires-abilities
  Rule: Your spell telling each player to kill one of their own units: each player performs, and is responsible for, their own kill
    Core Rules 411.1 (its example), 428.5.b.

    Scenario: A's spell makes each player kill a unit they control: B's kill stays B's, credited to A's spell
      Given A controls a unit "garen" with might 4 in their base
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A has a spell "purge" with text "Choose a friendly unit and an enemy unit. Each player kills the chosen unit they control." in their hand
      When A plays "purge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then "garen" is in the trash
      And "darius" is in the trash
      And the kill of "garen" is attributed to "purge", with A responsible
      And the kill of "darius" is attributed to "purge", with B responsible
      # 428.5.b: each kill comes from the spell's kill instruction, whoever performs it
      And the source of the kill of "darius" is the spell "purge"
      And the source of the kill of "garen" is the spell "purge"

    Scenario: B's spell on B's turn: A's kill is A's, B's is B's, both credited to B's spell
      Given it is B's turn
      And B controls a unit "darius" with might 2 at battlefield "bf1"
      And A controls a unit "garen" with might 5 at battlefield "bf1"
      And B has a spell "cull" with text "Choose a friendly unit and an enemy unit. Each player kills the chosen unit they control." in their hand
      When B plays "cull" choosing "darius" and "garen"
      And the top of the chain resolves
      Then the kill of "garen" is attributed to "cull", with A responsible
      And the kill of "darius" is attributed to "cull", with B responsible
      And "cull" is in the trash

    Scenario: A unit A controls though B owns it is A's to kill: A performs that kill, not its owner
      # 411.1's example: each player kills the chosen unit they control; control, not ownership.
      Given A controls a unit "garen" owned by B with might 4 in their base
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A has a spell "purge" with text "Choose a friendly unit and an enemy unit. Each player kills the chosen unit they control." in their hand
      When A plays "purge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then the kill of "garen" is attributed to "purge", with A responsible
      And the kill of "darius" is attributed to "purge", with B responsible

    Scenario: In a game of three, the enemy unit chosen is C's: C performs that kill, not B
      # 411.1's example: each player kills the chosen unit they control; with three players, the enemy unit
      # may be C's, and its kill is C's.
      Given the game has a third player C
      And A controls a unit "garen" with might 4 in their base
      And C controls a unit "lux" with might 3 at battlefield "bf1"
      And A has a spell "purge" with text "Choose a friendly unit and an enemy unit. Each player kills the chosen unit they control." in their hand
      When A plays "purge" choosing "garen" and "lux"
      And the top of the chain resolves
      Then "lux" is in the trash
      And the kill of "lux" is attributed to "purge", with C responsible
      And the kill of "garen" is attributed to "purge", with A responsible

    @requires-triggers
    Scenario: A later "When you kill a unit" sees who performed each kill: one for A, one for B, though A's spell asked for both
      Given A controls a unit "garen" with might 4 in their base
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls a unit "watcher" with might 1 and ability "When you kill a unit, buff me." in their base
      And B controls a unit "spotter" with might 1 and ability "When you kill a unit, buff me." in their base
      And A has a spell "purge" with text "Choose a friendly unit and an enemy unit. Each player kills the chosen unit they control." in their hand
      When A plays "purge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then the last action triggered one ability of "watcher"
      And the last action triggered one ability of "spotter"

  @ATTR-04 @requires-spells @requires-abilities
  Rule: An effect that simply deals damage is the source of that damage
    Core Rules 417.6.a.

    Scenario: The damage of a spell is the spell's
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      And A controls a unit "garen" with might 4 at battlefield "bf1"
      And A has a spell "zap" with text "Deal 3 damage to a unit." in their hand
      When A plays "zap" targeting "darius"
      And the top of the chain resolves
      Then "darius" has 3 damage
      And the source of the damage dealt to "darius" is the spell "zap"
      And the damage dealt to "darius" is attributed to "zap", with A responsible
      And the damage dealt to "darius" is not attributed to "garen"

    Scenario: B's spell deals 1 damage to A's unit: the spell is the source
      Given it is B's turn
      And A controls a unit "garen" with might 3 in their base
      And B has a spell "spark" with text "Deal 1 damage to a unit." in their hand
      When B plays "spark" targeting "garen"
      And the top of the chain resolves
      Then "garen" has 1 damage
      And the source of the damage dealt to "garen" is the spell "spark"
      And the damage dealt to "garen" is attributed to "spark", with B responsible

    @requires-triggers
    Scenario: A spell that deals 0 damage deals none: no damage event, and "When you deal damage" does not fire
      # 417.1.e: a deal of 0 does not happen, so there is no damage for the spell to be the source of.
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      And A controls a unit "watcher" with might 1 and ability "When you deal damage, buff me." in their base
      And A has a spell "dud" with text "Deal 0 damage to a unit." in their hand
      When A plays "dud" targeting "darius"
      And the top of the chain resolves
      Then the last action caused no damage event for "darius"
      And the last action triggered no ability of "watcher"
      And "darius" has 0 damage

    Scenario: The damage of a gear's ability is that ability's, not a spell's, though A activated it
      # 417.6.a with 417.6.b.2.a: the effect that deals the damage is its source, here an ability.
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      And A controls a gear "cannon" with text "[1]: Deal 2 damage to a unit." in their base
      And A has [1] in their rune pool
      When A activates the ability of "cannon" targeting "darius"
      And the top of the chain resolves
      Then "darius" has 2 damage
      And the source of the damage dealt to "darius" is the ability of "cannon"
      And the damage dealt to "darius" is attributed to "cannon", with A responsible

    Scenario: B's Reaction played in answer to A's spell: its damage is B's spell's, not the spell's it answers
      # 417.6.a: the effect that deals the damage is its source; the spell below it on the chain is another effect.
      Given A controls a unit "garen" with might 5 at battlefield "bf1"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And A has a spell "zap" with text "Deal 1 damage to a unit." in their hand
      And B has a spell "bolt" with keyword Reaction and text "Deal 2 damage to a unit." in their hand
      When A plays "zap" targeting "darius"
      And B plays "bolt" targeting "garen"
      And the top of the chain resolves
      Then "garen" has 2 damage
      And the source of the damage dealt to "garen" is the spell "bolt"
      And the damage dealt to "garen" is not attributed to "zap"
      When the top of the chain resolves
      Then "darius" has 1 damage
      And the source of the damage dealt to "darius" is the spell "zap"

  @ATTR-05 @requires-abilities
  Rule: An ability that deals damage counts both as the ability and as the object that created it
    Core Rules 417.6.b.2.a.

    Scenario: A gear's ability deals damage as the ability and as the gear
      Given A controls a gear "cannon" with text "[1]: Deal 2 damage to a unit." in their base
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And A has [1] in their rune pool
      When A activates the ability of "cannon" targeting "darius"
      And the top of the chain resolves
      Then "darius" has 2 damage
      And the source of the damage dealt to "darius" is the ability of "cannon"
      And the damage dealt to "darius" is attributed to "cannon", with A responsible

    Scenario: B's unit's ability deals damage as the ability and as the unit
      Given it is B's turn
      And B controls a unit "ahri" with might 3 and text "[2]: Deal 1 damage to a unit." at battlefield "bf1"
      And A controls a unit "garen" with might 4 at battlefield "bf1"
      And B has [2] in their rune pool
      When B activates the ability of "ahri" targeting "garen"
      And the top of the chain resolves
      Then "garen" has 1 damage
      And the damage dealt to "garen" is attributed to the ability of "ahri", with B responsible

    @requires-spells @requires-triggers
    Scenario: A unit's ability deals damage "with" that unit; a spell of the same player does not
      Given B controls a unit "darius" with might 9 at battlefield "bf1"
      And A controls a unit "gunner" with might 3, text "[1]: Deal 2 damage to a unit." and ability "When you deal damage with me, buff me." in their base
      And A has a spell "zap" with text "Deal 3 damage to a unit." in their hand
      And A has [1] in their rune pool
      When A activates the ability of "gunner" targeting "darius"
      And the top of the chain resolves
      Then the damage dealt to "darius" is attributed to "gunner", with A responsible
      And the last action triggered one ability of "gunner"
      When the top of the chain resolves
      And A plays "zap" targeting "darius"
      And the top of the chain resolves
      Then "darius" has 5 damage
      And the last action triggered no ability of "gunner"

    Scenario: The gear's ability chose its target as it was activated: it asks for no choice as it resolves
      Given A controls a gear "cannon" with text "[1]: Deal 2 damage to a unit." in their base
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And B controls a unit "vi" with might 4 at battlefield "bf1"
      And A has [1] in their rune pool
      When A activates the ability of "cannon" targeting "darius"
      And A tries to resolve the top of the chain, choosing "vi"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: A unit's own ability deals damage as the unit; an Equipment the unit carries is not credited
      # 411.5, 428.5.d: the ability's damage counts as the object whose ability it is; an attached card is
      # credited only for an ability its own text gives (ATTR-15), and this one is printed on the unit.
      Given B controls a unit "darius" with might 9 at battlefield "bf1"
      And A controls a unit "gunner" with might 3 and text "[1]: Deal 2 damage to a unit." in their base
      And A controls an Equipment "blade" in their base
      And "blade" is attached to "gunner"
      And A has [1] in their rune pool
      When A activates the ability of "gunner" targeting "darius"
      And the top of the chain resolves
      Then "darius" has 2 damage
      And the damage dealt to "darius" is attributed to the ability of "gunner", with A responsible
      And the damage dealt to "darius" is not attributed to "blade"

  @ATTR-06 @requires-spells @requires-abilities
  Rule: When text tells a unit to deal damage, that unit is the source, and its controller is responsible
    Core Rules 417.6.b.3-417.6.b.4.

    Scenario: A's spell has B's unit deal damage: the unit is the source, B is responsible
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls a unit "garen" with might 6 at battlefield "bf1"
      And A has a spell "fling" with text "Choose two units. The first deals 3 damage to the second." in their hand
      When A plays "fling" choosing "darius" and "garen"
      And the top of the chain resolves
      Then "garen" has 3 damage
      And the source of the damage dealt to "garen" is the unit "darius"
      And the damage dealt to "garen" is attributed to "darius", with B responsible
      And the damage dealt to "garen" is not attributed to "fling"

    Scenario: B's spell has A's own unit deal the damage: A is responsible
      Given it is B's turn
      And A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 6 at battlefield "bf1"
      And B has a spell "taunt" with text "Choose two units. The first deals 2 damage to the second." in their hand
      When B plays "taunt" choosing "garen" and "darius"
      And the top of the chain resolves
      Then "darius" has 2 damage
      And the damage dealt to "darius" is attributed to "garen", with A responsible
      And the damage dealt to "darius" is not attributed to "taunt"

    Scenario: The unit told to deal damage is controlled by B but owned by A: B, its controller, is responsible
      # 417.6.b.4: the controller of the named source, not its owner.
      Given B controls a unit "darius" owned by A with might 3 at battlefield "bf1"
      And A controls a unit "garen" with might 6 at battlefield "bf1"
      And A has a spell "fling" with text "Choose two units. The first deals 3 damage to the second." in their hand
      When A plays "fling" choosing "darius" and "garen"
      And the top of the chain resolves
      Then the damage dealt to "garen" is attributed to "darius", with B responsible

    Scenario: B takes control of the unit A's spell chose to deal damage before it resolves: B, its controller as it deals it, is responsible
      # 417.6.b.4: the controller of the unit that deals the damage, when it deals it (the spell resolves after
      # the control change); the spell chose garen under A, which changes nothing.
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 6 at battlefield "bf1"
      And A has a spell "fling" with text "Choose two units. The first deals 3 damage to the second." in their hand
      When A plays "fling" choosing "garen" and "darius"
      And B takes control of "garen"
      And the top of the chain resolves
      Then "darius" has 3 damage
      And the damage dealt to "darius" is attributed to "garen", with B responsible
      And the damage dealt to "darius" is not attributed to "fling"

    Scenario: A's gear's ability has B's unit deal damage to another of B's units: the unit is the source, not the ability nor the gear
      Given A controls a gear "catapult" with text "[1]: Choose two units. The first deals 2 damage to the second." in their base
      And B controls a unit "darius" with might 4 at battlefield "bf1"
      And B controls a unit "ahri" with might 3 at battlefield "bf1"
      And A has [1] in their rune pool
      When A activates the ability of "catapult" targeting "darius" and "ahri"
      And the top of the chain resolves
      Then "ahri" has 2 damage
      And the source of the damage dealt to "ahri" is the unit "darius"
      And the damage dealt to "ahri" is attributed to "darius", with B responsible
      And the damage dealt to "ahri" is not attributed to "catapult"

    Scenario: "Choose two units" needs two different units: one unit cannot deal damage to itself this way
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And A has a spell "fling" with text "Choose two units. The first deals 3 damage to the second." in their hand
      When A tries to play "fling" choosing "darius" and "darius"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: "Choose two units" chooses units: a gear is not one
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls a gear "cannon" at battlefield "bf1"
      And A has a spell "fling" with text "Choose two units. The first deals 3 damage to the second." in their hand
      When A tries to play "fling" choosing "darius" and "cannon"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: "Choose two units" chooses units on the board: a unit in the trash is not one
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And B has a unit "ahri" with might 3 in their trash
      And A has a spell "fling" with text "Choose two units. The first deals 3 damage to the second." in their hand
      When A tries to play "fling" choosing "darius" and "ahri"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: A stunned unit told to deal damage still deals it: stun stops combat damage only
      # 423.1.b: a stunned unit adds no Might to combat damage; 417.6.b.3: the unit deals the damage the text says.
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls a unit "garen" with might 6 at battlefield "bf1"
      And "darius" is stunned
      And A has a spell "fling" with text "Choose two units. The first deals 3 damage to the second." in their hand
      When A plays "fling" choosing "darius" and "garen"
      And the top of the chain resolves
      Then "garen" has 3 damage
      And the damage dealt to "garen" is attributed to "darius", with B responsible

    Scenario: The unit told to deal damage carries an Equipment: the unit is the source, not its Equipment
      # 417.6.b.3: the unit the text names deals the damage and is its only source; the Equipment attached to
      # it deals nothing, whatever it does for the unit's Might.
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "darius"
      And A controls a unit "garen" with might 6 at battlefield "bf1"
      And A has a spell "fling" with text "Choose two units. The first deals 3 damage to the second." in their hand
      When A plays "fling" choosing "darius" and "garen"
      And the top of the chain resolves
      Then "garen" has 3 damage
      And the damage dealt to "garen" is attributed to "darius", with B responsible
      And the damage dealt to "garen" is not attributed to "blade"

    Scenario: Test effect: A has B's unit deal damage; B, the unit's controller, is responsible, not A
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls a unit "garen" with might 6 at battlefield "bf1"
      When A has "darius" deal 2 damage to "garen"
      Then "garen" has 2 damage
      And B is responsible for the damage dealt to "garen"

    Scenario: Test effect: a unit in the trash is not on the board and deals no damage
      # 417.6.b.3: the unit told to deal damage is the source; one off the board cannot be.
      Given B has a unit "darius" with might 3 in their trash
      And A controls a unit "garen" with might 6 at battlefield "bf1"
      When A tries to have "darius" deal 2 damage to "garen"
      Then the action is rejected as "not_on_board"
      And nothing changed

    Scenario: A's spell has B's unit deal lethal damage to A's unit: the kill at the cleanup is credited to that unit, B responsible, not to the spell
      # 417.6.b.3-4: darius is the only source of the damage, B responsible; 428.5.c: the kill for that lethal
      # damage at the cleanup right after is credited to what dealt it and to its responsible player; "fling"
      # dealt nothing.
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls a unit "garen" with might 3 at battlefield "bf1"
      And A has a spell "fling" with text "Choose two units. The first deals 3 damage to the second." in their hand
      When A plays "fling" choosing "darius" and "garen"
      And the top of the chain resolves
      Then "garen" is in the trash
      And the kill of "garen" is attributed to "darius", with B responsible
      And the kill of "garen" is not attributed to "fling"

  @ATTR-07 @requires-spells
  Rule: Challenge: the two units deal damage to each other; each unit's controller is responsible for its damage, and neither direction is the spell's
    Core Rules 417.6.b.3-417.6.b.4, 411.4; card text of Challenge (OGN-128).

    Scenario: A plays Challenge: A's unit's damage is A's, B's unit's damage is B's, none is Challenge's
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 6 at battlefield "bf1"
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      When A plays "challenge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then the damage dealt to "darius" is attributed to "garen", with A responsible
      And the damage dealt to "garen" is attributed to "darius", with B responsible
      And the damage dealt to "darius" is not attributed to "challenge"
      And the damage dealt to "garen" is not attributed to "challenge"
      And "darius" has 4 damage
      And "challenge" is in the trash

    Scenario: B's unit kills A's unit with Challenge's damage: the kill at the cleanup is B's, not A's who played Challenge
      # ATTR-07: darius's damage is B's; 428.5.c.1 (ATTR-10): the player responsible for the lethal damage is
      # responsible for the kill, and the kill is credited to darius, the damage's source.
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      When A plays "challenge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then "garen" is in the trash
      And the kill of "garen" is attributed to "darius", with B responsible
      And the kill of "garen" is not attributed to "challenge"
      And "darius" has 2 damage

    Scenario: Challenge with an equipped unit: it deals its Might, its Equipment's bonus included, and only the unit is the source
      # 417.6.b.3: the unit the text tells to deal the damage is its source; the Equipment's +2 is part of its
      # Might (the card text: damage equal to their Mights), and the Equipment deals nothing itself.
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      And B controls a unit "darius" with might 6 at battlefield "bf1"
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      When A plays "challenge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then "darius" has 4 damage
      And the damage dealt to "darius" is attributed to "garen", with A responsible
      And the damage dealt to "darius" is not attributed to "blade"

    Scenario: In a game of three, C takes control of B's unit A chose for Challenge before it resolves: its damage is C's
      # ATTR-07: each unit's controller is responsible for its damage, its controller as it deals it; darius,
      # now C's, is still an enemy unit of A's, so Challenge still has both its units.
      Given the game has a third player C
      And A controls a unit "garen" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      When A plays "challenge" choosing "garen" and "darius"
      And C takes control of "darius"
      And the top of the chain resolves
      Then the damage dealt to "garen" is attributed to "darius", with C responsible
      And the damage dealt to "darius" is attributed to "garen", with A responsible
      And "garen" is in the trash

    Scenario: Challenge with a buffed friendly unit: it deals damage equal to its current Might, its buff included
      # The card text: damage equal to their Might; a buff is +1 Might (703).
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 7 at battlefield "bf1"
      And "garen" has a buff
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      When A plays "challenge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then "darius" has 5 damage
      And "garen" is in the trash
      And the damage dealt to "darius" is attributed to "garen", with A responsible

    Scenario: A buffs their unit during the turn, then plays Challenge: the unit deals its Might with that buff
      # The card text: damage equal to their Might as the spell resolves; the buff given just before is +1 Might (702).
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      When A buffs "garen"
      And A plays "challenge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then "darius" has 4 damage
      And "garen" is in the trash

    Scenario: A stunned unit chosen for Challenge still deals its damage: stun stops combat damage only
      # 423.1.b: a stunned unit adds no Might to combat damage; Challenge's damage is not combat damage.
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 6 at battlefield "bf1"
      And "garen" is stunned
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      When A plays "challenge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then "darius" has 4 damage
      And the damage dealt to "darius" is attributed to "garen", with A responsible

    Scenario: Challenge with a unit A controls though B owns it: A, its controller, is responsible for its damage
      # 417.6.b.4: each unit's controller is responsible for the damage it deals.
      Given A controls a unit "garen" owned by B with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 6 at battlefield "bf1"
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      When A plays "challenge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then the damage dealt to "darius" is attributed to "garen", with A responsible
      And the damage dealt to "garen" is attributed to "darius", with B responsible

    @requires-abilities @requires-triggers
    Scenario: Challenge: B's "When you deal damage" sees B's unit's damage, though A played the spell; A's sees only A's unit's
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 6 at battlefield "bf1"
      And A controls a unit "watcher" with might 1 and ability "When you deal damage, buff me." in their base
      And B controls a unit "spotter" with might 1 and ability "When you deal damage, buff me." in their base
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      When A plays "challenge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then the last action triggered one ability of "watcher"
      And the last action triggered one ability of "spotter"

    @requires-abilities @requires-triggers @requires-priority
    Scenario: Challenge: the two "When you deal damage" go on the chain turn player's first, so B's resolves first and B acts next
      # 383.3.d-d.1: simultaneous triggered abilities go on the chain in turn order, the turn player's
      # first; 337.1.c.3, 312.2.c: the controller of the newest item on the chain has priority;
      # 312.2.a: with the chain empty, the turn player in their Main Phase.
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 6 at battlefield "bf1"
      And A controls a unit "watcher" with might 1 and ability "When you deal damage, buff me." in their base
      And B controls a unit "spotter" with might 1 and ability "When you deal damage, buff me." in their base
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      When A plays "challenge" choosing "garen" and "darius"
      Then A has priority
      When the top of the chain resolves
      Then the chain holds one triggered ability of "spotter"
      And the chain holds one triggered ability of "watcher"
      And B has priority
      When the top of the chain resolves
      Then "spotter" has a buff
      And "watcher" has no buff
      And A has priority
      When the top of the chain resolves
      Then "watcher" has a buff
      And the chain is empty
      And A has priority

    @requires-abilities @requires-triggers
    Scenario: Challenge with a Might-0 friendly unit: only B's unit deals damage, so only B's "When you deal damage" fires
      Given A controls a unit "garen" with might 0 at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls a unit "watcher" with might 1 and ability "When you deal damage, buff me." in their base
      And B controls a unit "spotter" with might 1 and ability "When you deal damage, buff me." in their base
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      When A plays "challenge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then the last action triggered no ability of "watcher"
      And the last action triggered one ability of "spotter"

    Scenario: Challenge chooses a friendly unit first, then an enemy unit
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 6 at battlefield "bf1"
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      When A tries to play "challenge" choosing "darius" and "garen"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: A Might-0 unit deals no damage: only the other direction happens
      # 417.1.e, 417.1.e.1: only a positive amount is dealt; a deal of 0 does not happen.
      Given A controls a unit "garen" with might 0 at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      When A plays "challenge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then the last action caused no damage event for "darius"
      And "darius" has 0 damage
      And the damage dealt to "garen" is attributed to "darius", with B responsible
      And "garen" is in the trash

    Scenario: Challenge is played from the hand to the chain, paid for, and goes to the trash once resolved
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 6 at battlefield "bf1"
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O][G] in their rune pool
      When A plays "challenge" choosing "garen" and "darius"
      Then the last action caused exactly these events, in order:
        | type         | object    | player | from | to    | for       |
        | cost_paid    |           | A      |      |       | challenge |
        | zone_changed | challenge |        | hand | chain |           |
        | card_played  | challenge | A      |      |       |           |
      And A has [G] left in their rune pool
      And "darius" has 0 damage
      When the top of the chain resolves
      Then the last action caused exactly these events, in order:
        | type             | object    | from  | to    |
        | ability_resolved | challenge |       |       |
        | damage           | darius    |       |       |
        | damage           | garen     |       |       |
        | zone_changed     | challenge | chain | trash |
        | kill             | garen     |       |       |
      And "darius" has 4 damage
      And "garen" is in the trash
      And "challenge" is in the trash
      And the chain is empty

    Scenario: Challenge is an Action: A cannot play it on B's turn
      # The card's own reminder text: "[Action] (Play on your turn or in showdowns.)"; no showdown here.
      Given it is B's turn
      And A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 6 at battlefield "bf1"
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      When A tries to play "challenge" choosing "garen" and "darius"
      Then the action is rejected as "wrong_timing"
      And nothing changed

    Scenario: Challenge needs its cost: without [O] in the pool it cannot be played
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 6 at battlefield "bf1"
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [3] in their rune pool
      When A tries to play "challenge" choosing "garen" and "darius"
      Then the action is rejected as "unpaid_cost"
      And nothing changed

    Scenario: Challenge chooses units: an enemy gear cannot be its enemy unit
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a gear "cannon" at battlefield "bf1"
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      When A tries to play "challenge" choosing "garen" and "cannon"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: Challenge chooses units on the board: an enemy unit in the trash is not one
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And B has a unit "darius" with might 6 in their trash
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      When A tries to play "challenge" choosing "garen" and "darius"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: Challenge chooses a friendly unit and an enemy unit: two friendly units will not do
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls a unit "lux" with might 2 at battlefield "bf1"
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      When A tries to play "challenge" choosing "garen" and "lux"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: A unit with Might 0 deals no damage: only the other direction happens
      Given A controls a unit "garen" with might 0 at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      When A plays "challenge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then "darius" has 0 damage
      And the last action caused no damage event for "darius"
      And the last action caused a damage event for "garen"

    @requires-abilities
    Scenario: B kills the enemy unit in response: Challenge resolves with it gone and deals no damage
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 6 at battlefield "bf1"
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      And B has a spell "purge" with keyword Reaction and text "Kill a unit." in their hand
      When A plays "challenge" choosing "garen" and "darius"
      And B plays "purge" targeting "darius"
      And the top of the chain resolves
      Then "darius" is in the trash
      And "purge" is in the trash
      And "garen" has 0 damage
      When the top of the chain resolves
      Then "garen" has 0 damage
      And the last action caused no damage event
      And "challenge" is in the trash
      And the chain is empty

    Scenario: Challenge asks for no choice as it resolves: naming a unit then is illegal
      # Its units are chosen as it is played (its targets); nothing is chosen on resolution.
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 6 at battlefield "bf1"
      And A controls a unit "lux" with might 2 at battlefield "bf1"
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      When A plays "challenge" choosing "garen" and "darius"
      And A tries to resolve the top of the chain, choosing "lux"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: A plays the spells of A's own hand: A cannot play the Challenge in B's hand
      # 359: a player plays cards from their own hand; on A's turn, with legal targets and the cost.
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 6 at battlefield "bf1"
      And B has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      When A tries to play "challenge" choosing "garen" and "darius"
      Then the action is rejected as "not_controller"
      And nothing changed

    Scenario: The unit Challenge kills still deals its damage back: both deals are made before any cleanup
      # 321: no cleanup while Challenge resolves; the two units deal damage equal to their Mights to each other
      Given A controls a unit "garen" with might 5 at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      When A plays "challenge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then "darius" is in the trash
      And "garen" has 3 damage
      And the damage dealt to "garen" is attributed to "darius", with B responsible

  @ATTR-10 @requires-spells @requires-abilities
  Rule: The kill at the cleanup right after a spell deals lethal damage is credited to that spell; the damage's responsible player is responsible for it
    Core Rules 428.5.c, 428.5.c.1, 142.4.

    Scenario: B's spell deals lethal damage on A's turn: the kill goes to the spell and to B
      Given it is A's turn
      And A controls a unit "garen" with might 4 in their base
      And B has a spell "bolt" with keyword Reaction and text "Deal 4 damage to a unit." in their hand
      When B plays "bolt" targeting "garen"
      And the top of the chain resolves
      Then "garen" is in the trash
      And the source of the kill of "garen" is the spell "bolt"
      And the kill of "garen" is attributed to "bolt", with B responsible

    Scenario: An ability deals lethal damage: the kill goes to the ability, its gear, and the player who activated it
      Given it is B's turn
      And B controls a gear "cannon" with text "[2]: Deal 3 damage to a unit." in their base
      And A controls a unit "garen" with might 3 at battlefield "bf1"
      And B has [2] in their rune pool
      When B activates the ability of "cannon" targeting "garen"
      And the top of the chain resolves
      Then "garen" is in the trash
      And the kill of "garen" is attributed to the ability of "cannon", with B responsible

    Scenario: A single point of damage is lethal to a Might-1 unit: the kill goes to the spell
      Given it is A's turn
      And A controls a unit "poro" with might 1 in their base
      And B has a spell "spark" with keyword Reaction and text "Deal 1 damage to a unit." in their hand
      When B plays "spark" targeting "poro"
      And the top of the chain resolves
      Then "poro" is in the trash
      And the kill of "poro" is attributed to "spark", with B responsible

    Scenario: Damage short of lethal kills nothing
      Given it is A's turn
      And A controls a unit "garen" with might 5 in their base
      And B has a spell "bolt" with keyword Reaction and text "Deal 4 damage to a unit." in their hand
      When B plays "bolt" targeting "garen"
      And the top of the chain resolves
      Then "garen" has 4 damage
      And the last action caused no kill event for "garen"

    Scenario: A buffed unit's Might counts its buff: damage equal to its Might without the buff is short of lethal
      # 142.4.a-b: lethal damage is at least the unit's current Might; a buff is +1 Might (703).
      Given it is A's turn
      And A controls a unit "garen" with might 3 in their base
      And "garen" has a buff
      And B has a spell "bolt" with keyword Reaction and text "Deal 3 damage to a unit." in their hand
      When B plays "bolt" targeting "garen"
      And the top of the chain resolves
      Then "garen" has 3 damage
      And "garen" is in A's base
      And the last action caused no kill event for "garen"

    Scenario: A unit told to deal lethal damage: the unit dies
      # Only the death is asserted. 428.5.c credits a spell or ability that dealt the lethal
      # damage; here a unit dealt it (417.6.b.3), and who gets the kill, and who is responsible
      # for it, is a question the Core Rules leave open (docs/oracle-limits.md): this scenario leaves it open.
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      And A controls a unit "garen" with might 3 at battlefield "bf1"
      And A has a spell "fling" with text "Choose two units. The first deals 5 damage to the second." in their hand
      When A plays "fling" choosing "darius" and "garen"
      And the top of the chain resolves
      Then "garen" is in the trash
      And the last action caused a kill event for "garen"

    Scenario: A's spell has B's unit, carrying an Equipment, deal lethal damage: the kill is the unit's, not its Equipment's
      # 428.5.c, 428.5.c.1: the kill at the following cleanup goes to what dealt the lethal damage, the unit the text
      # named (417.6.b.3), its controller B responsible; the Equipment attached to it dealt nothing.
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "darius"
      And A controls a unit "garen" with might 3 at battlefield "bf1"
      And A has a spell "fling" with text "Choose two units. The first deals 3 damage to the second." in their hand
      When A plays "fling" choosing "darius" and "garen"
      And the top of the chain resolves
      Then "garen" is in the trash
      And the kill of "garen" is attributed to "darius", with B responsible
      And the kill of "garen" is not attributed to "blade"

  @ATTR-12 @requires-spells @requires-abilities
  Rule: Only the damage that made the unit die gets the kill: earlier damage still marked gets no credit
    Core Rules 428.5.c, 142.4.

    Scenario: A Might-5 unit with 2 damage from a gear's ability takes 3 from a spell and dies; only the spell is credited
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      And A controls a gear "cannon" with text "[1]: Deal 2 damage to a unit." in their base
      And A has a spell "zap" with text "Deal 3 damage to a unit." in their hand
      And A has [1] in their rune pool
      When A activates the ability of "cannon" targeting "darius"
      And the top of the chain resolves
      Then "darius" has 2 damage
      When A plays "zap" targeting "darius"
      And the top of the chain resolves
      Then "darius" is in the trash
      And the kill of "darius" is attributed to "zap", with A responsible
      And the kill of "darius" is not attributed to "cannon"
      # ATTR-09, 323.5: the 3 damage is marked first; the kill for lethal damage comes at the cleanup, after it
      And the last action caused a damage event for "darius" before a kill event for "darius"

    Scenario: A Might-4 unit with 3 damage from a spell takes 1 from an ability and dies; only the ability is credited
      Given it is B's turn
      And A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a gear "cannon" with text "[1]: Deal 1 damage to a unit." in their base
      And B has a spell "bolt" with text "Deal 3 damage to a unit." in their hand
      And B has [1] in their rune pool
      When B plays "bolt" targeting "garen"
      And the top of the chain resolves
      Then "garen" has 3 damage
      When B activates the ability of "cannon" targeting "garen"
      And the top of the chain resolves
      Then "garen" is in the trash
      And the kill of "garen" is attributed to the ability of "cannon", with B responsible
      And the kill of "garen" is not attributed to "bolt"

    @requires-triggers
    Scenario: The unit whose ability dealt the earlier damage does not kill "with" it; A kills with the spell that dealt the lethal damage
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      And A controls a unit "reaper" with might 3, text "[1]: Deal 2 damage to a unit." and ability "When you kill a unit with me, buff me." in their base
      And A controls a unit "hunter" with might 2 and ability "When you kill a unit with a spell, buff me." in their base
      And A has a spell "zap" with text "Deal 3 damage to a unit." in their hand
      And A has [1] in their rune pool
      When A activates the ability of "reaper" targeting "darius"
      And the top of the chain resolves
      Then "darius" has 2 damage
      When A plays "zap" targeting "darius"
      And the top of the chain resolves
      Then "darius" is in the trash
      And the kill of "darius" is not attributed to "reaper"
      And the last action triggered no ability of "reaper"
      And the last action triggered one ability of "hunter"

    Scenario: B's earlier damage becomes lethal when A detaches the Equipment: the kill is not B's
      # The source: damage still marked earns no credit. 428.5.c credits the kill at a cleanup only to a
      # spell or ability that dealt the unit damage just before it, and 428.5.c.1 names that deal's player;
      # here no deal comes before this cleanup, only A's detach, which lowers the Might (142.4.b).
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      When B deals 3 damage to "garen"
      Then "garen" has 3 damage
      And "garen" is at battlefield "bf1"
      When A detaches "blade"
      Then "garen" is in the trash
      And no player is responsible for the kill of "garen"

  @ATTR-13 @requires-abilities
  Rule: A kill instruction is credited to its spell or ability, and an ability's kill to the object that created it too
    Core Rules 428.5.b, 428.5.d.

    @requires-spells
    Scenario: A kill by a spell is credited to the spell
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      And A has a spell "purge" with text "Kill a unit." in their hand
      When A plays "purge" targeting "darius"
      And the top of the chain resolves
      Then "darius" is in the trash
      And the source of the kill of "darius" is the spell "purge"
      And the kill of "darius" is attributed to "purge", with A responsible
      # one kill, during the resolution, before the spell goes to the trash (the order of the Challenge scenario's report)
      And the last action caused exactly these events, in order:
        | type             | object | from  | to    |
        | ability_resolved | purge  |       |       |
        | kill             | darius |       |       |
        | zone_changed     | purge  | chain | trash |

    Scenario: A kill by a gear's ability is credited to the ability and to the gear
      Given it is B's turn
      And B controls a gear "guillotine" with text "[2]: Kill a unit." in their base
      And A controls a unit "garen" with might 4 at battlefield "bf1"
      And B has [2] in their rune pool
      When B activates the ability of "guillotine" targeting "garen"
      And the top of the chain resolves
      Then "garen" is in the trash
      And the source of the kill of "garen" is the ability of "guillotine"
      And the kill of "garen" is attributed to "guillotine", with B responsible

    Scenario: A kill by a unit's ability is credited to the ability and to the unit
      # 428.5.d: the ability kills, not the unit as a source of its own (unlike 417.6.b.3's "the unit deals").
      Given it is B's turn
      And B controls a unit "ahri" with might 3 and text "[2]: Kill a unit." at battlefield "bf1"
      And A controls a unit "garen" with might 4 at battlefield "bf1"
      And B has [2] in their rune pool
      When B activates the ability of "ahri" targeting "garen"
      And the top of the chain resolves
      Then "garen" is in the trash
      And the source of the kill of "garen" is the ability of "ahri"
      And the kill of "garen" is attributed to "ahri", with B responsible

    Scenario: A kill by the ability a unit prints is not credited to the Equipment attached to it
      # 428.5.d: the ability's kill is credited to the ability and to the object that created it, the unit;
      # the Equipment created only the text its effect text grants (136.2.c), not the unit's own.
      Given it is B's turn
      And B controls a unit "ahri" with might 3 and text "[2]: Kill a unit." at battlefield "bf1"
      And B controls an Equipment "blade" with might bonus 1 at battlefield "bf1"
      And "blade" is attached to "ahri"
      And A controls a unit "garen" with might 4 at battlefield "bf1"
      And B has [2] in their rune pool
      When B activates the ability of "ahri" targeting "garen"
      And the top of the chain resolves
      Then "garen" is in the trash
      And the kill of "garen" is attributed to "ahri", with B responsible
      And the kill of "garen" is not attributed to "blade"

  @ATTR-14 @requires-spells @requires-abilities @requires-triggers
  Rule: An action "with" an object: attributed to a spell or ability of it, that spell or ability controlled by the player, and the player responsible; all three must hold
    Core Rules 411.6, 428.5.b, 428.5.d; the ATTR source (features/sources/ATTR.fr.txt): "Ces exigences s'ajoutent ; elles ne sont pas des alternatives équivalentes."

    Scenario: A kills a unit with A's spell: A's "When you kill a unit with a spell" fires, B's does not
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      And A controls a unit "hunter" with might 2 and ability "When you kill a unit with a spell, buff me." in their base
      And B controls a unit "stalker" with might 2 and ability "When you kill a unit with a spell, buff me." in their base
      And A has a spell "purge" with text "Kill a unit." in their hand
      When A plays "purge" targeting "darius"
      And the top of the chain resolves
      Then "darius" is in the trash
      And the last action triggered one ability of "hunter"
      And the last action triggered no ability of "stalker"

    Scenario: A's spell has each player kill a unit: B's kill is credited to A's spell but is not B's kill "with a spell", since B does not control it; A's own kill is
      Given A controls a unit "garen" with might 4 in their base
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls a unit "hunter" with might 2 and ability "When you kill a unit with a spell, buff me." in their base
      And B controls a unit "stalker" with might 2 and ability "When you kill a unit with a spell, buff me." in their base
      And A has a spell "purge" with text "Choose a friendly unit and an enemy unit. Each player kills the chosen unit they control." in their hand
      When A plays "purge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then the kill of "darius" is attributed to "purge", with B responsible
      And the last action triggered one ability of "hunter"
      And the last action triggered no ability of "stalker"

    Scenario: B's Reaction deals lethal damage on A's turn: the kill at the next cleanup is made with the spell, by B
      # 428.5.c-c.1: the kill is attributed to the spell that dealt the lethal damage, and the
      # player responsible for that damage is responsible for the kill.
      Given it is A's turn
      And A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls a unit "hunter" with might 2 and ability "When you kill a unit with a spell, buff me." in their base
      And B controls a unit "stalker" with might 2 and ability "When you kill a unit with a spell, buff me." in their base
      And B has a spell "bolt" with keyword Reaction and text "Deal 3 damage to a unit." in their hand
      When B plays "bolt" targeting "garen"
      And the top of the chain resolves
      Then "garen" is in the trash
      And the last action triggered one ability of "stalker"
      And the last action triggered no ability of "hunter"

    Scenario: A kills a unit with a gear's ability: A controls it and is responsible, but no spell is credited
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      And A controls a gear "guillotine" with text "[1]: Kill a unit." in their base
      And A controls a unit "hunter" with might 2 and ability "When you kill a unit with a spell, buff me." in their base
      And A controls a unit "watcher" with might 1 and ability "When you kill a unit, buff me." in their base
      And A has [1] in their rune pool
      When A activates the ability of "guillotine" targeting "darius"
      And the top of the chain resolves
      Then "darius" is in the trash
      And the last action triggered no ability of "hunter"
      And the last action triggered one ability of "watcher"

    Scenario: A unit's own ability kills: the kill is made "with" that unit, and not with another unit of the same player
      # 428.5.d: the ability's kill is credited to the object that created it too.
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      And A controls a unit "reaper" with might 3, text "[1]: Kill a unit." and ability "When you kill a unit with me, buff me." in their base
      And A controls a unit "hunter" with might 2 and ability "When you kill a unit with me, buff me." in their base
      And A has [1] in their rune pool
      When A activates the ability of "reaper" targeting "darius"
      And the top of the chain resolves
      Then the kill of "darius" is attributed to "reaper", with A responsible
      And the last action triggered one ability of "reaper"
      And the last action triggered no ability of "hunter"
      When the top of the chain resolves
      Then "reaper" has a buff

    Scenario: B kills with a Reaction spell on A's turn: the kill is made with a spell by B, not by the turn player
      Given it is A's turn
      And A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls a unit "hunter" with might 2 and ability "When you kill a unit with a spell, buff me." in their base
      And B controls a unit "stalker" with might 2 and ability "When you kill a unit with a spell, buff me." in their base
      And B has a spell "purge" with keyword Reaction and text "Kill a unit." in their hand
      When B plays "purge" targeting "garen"
      And the top of the chain resolves
      Then the kill of "garen" is attributed to "purge", with B responsible
      And the last action triggered one ability of "stalker"
      And the last action triggered no ability of "hunter"

    Scenario: A kills a unit with a gear A controls and B owns: the kill is A's "with a gear", not B's
      # 411.6: the ability is controlled by the gear's controller (191.4.a), whoever owns the card.
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      And A controls a gear "guillotine" owned by B with text "[1]: Kill a unit." in their base
      And A controls a unit "smith" with might 2 and ability "When you kill a unit with a gear, buff me." in their base
      And B controls a unit "stalker" with might 2 and ability "When you kill a unit with a gear, buff me." in their base
      And A has [1] in their rune pool
      When A activates the ability of "guillotine" targeting "darius"
      And the top of the chain resolves
      Then "darius" is in the trash
      And the last action triggered one ability of "smith"
      And the last action triggered no ability of "stalker"

  @ATTR-15 @requires-abilities @requires-triggers
  Rule: An ability granted by an Equipment's effect text counts for both the unit and the Equipment in "with" checks; their controllers stay distinct
    Core Rules 411.6, 411.6.a, 136.2.c, 191.4.a, 718.5.e-f.

    Scenario: A kills with the ability its Equipment grants to its unit: the kill is made with the unit and with the Equipment
      Given A controls a unit "garen" with might 4 and ability "When you kill a unit with me, buff me." in their base
      And A controls an Equipment "axe" with effect text "[1]: Kill a unit." in their base
      And "axe" is attached to "garen"
      And A controls a unit "smith" with might 2 and ability "When you kill a unit with an Equipment, buff me." in their base
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And A has [1] in their rune pool
      When A activates the ability of "garen" targeting "darius"
      And the top of the chain resolves
      Then "darius" is in the trash
      And the kill of "darius" is attributed to "garen", with A responsible
      And the kill of "darius" is attributed to "axe", with A responsible
      And the last action triggered one ability of "garen"
      And the last action triggered one ability of "smith"

    Scenario: A deals damage with the ability its Equipment grants to its unit: the damage is credited to the unit and to the Equipment
      # 411.6.a, 136.2.c: the granted ability is the unit's and comes from the Equipment's effect text.
      Given A controls a unit "garen" with might 4 and ability "When you deal damage with me, buff me." in their base
      And A controls an Equipment "axe" with effect text "[1]: Deal 2 damage to a unit." in their base
      And "axe" is attached to "garen"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And A has [1] in their rune pool
      When A activates the ability of "garen" targeting "darius"
      And the top of the chain resolves
      Then "darius" has 2 damage
      And the damage dealt to "darius" is attributed to "garen", with A responsible
      And the damage dealt to "darius" is attributed to "axe", with A responsible
      And the last action triggered one ability of "garen"

    Scenario: B controls the unit, A the Equipment on it: B's kill with the granted ability is credited to A's Equipment, yet only B's "with an Equipment" fires
      # 718.5.e-f: the host and the attached card keep their own controllers; 191.4.a: the
      # granted ability is the host's, so its controller's. The shared attribution gives A
      # neither the ability nor the kill.
      Given it is B's turn
      And B controls a unit "garen" owned by A with might 4 at battlefield "bf1"
      And A controls an Equipment "axe" with effect text "[1]: Kill a unit." at battlefield "bf1"
      And "axe" is attached to "garen"
      And A controls a unit "lux" with might 3 in their base
      And A controls a unit "smith" with might 2 and ability "When you kill a unit with an Equipment, buff me." in their base
      And B controls a unit "forger" with might 2 and ability "When you kill a unit with an Equipment, buff me." in their base
      And B has [1] in their rune pool
      When B activates the ability of "garen" targeting "lux"
      And the top of the chain resolves
      Then "lux" is in the trash
      And the kill of "lux" is attributed to "axe", with B responsible
      And the kill of "lux" is attributed to "garen", with B responsible
      And the last action triggered one ability of "forger"
      And the last action triggered no ability of "smith"
      And "axe" is controlled by A

    Scenario: The Equipment's own player cannot use the ability it grants to the other player's unit
      # 191.4.a: the granted ability is controlled by the host's controller.
      Given it is A's turn
      And B controls a unit "garen" owned by A with might 4 at battlefield "bf1"
      And A controls an Equipment "axe" with effect text "[1]: Kill a unit." at battlefield "bf1"
      And "axe" is attached to "garen"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And A has [1] in their rune pool
      When A tries to activate the ability of "garen" targeting "darius"
      Then the action is rejected as "not_controller"
      And nothing changed
