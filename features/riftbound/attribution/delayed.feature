Feature: Delayed triggered abilities — Imperial Decree's kills, and Immortal Phoenix in the trash
  A spell can create a delayed triggered ability that lasts a window: Imperial Decree (OGN-221),
  "[Action] When any unit takes damage this turn, kill it." It is tied to no object and works
  after Decree has gone to the trash (390-392); its controller is Decree's (191.4.a.1). Its kill
  is credited to the trigger and to Decree, its controller responsible (428.5.d), so Immortal
  Phoenix (OGN-037), "When you kill a unit with a spell, you may pay [1][R] to play me from your
  trash.", triggers in that player's trash (411.6; 383.2.c.1: even when Phoenix is the unit
  killed). Damage already lethal is killed by the cleanup right after it, before the trigger
  resolves: that kill is the damaging spell's, and "kill it" then finds nothing (428.5.c, 320).
  As Phoenix's trigger resolves, its controller chooses Phoenix to pay [1][R] and play it, or
  nothing to decline ("you may").
  Source: the French ruling text « Attribuer les dégâts et les éliminations » (features/sources/ATTR.fr.txt);
  Core Rules 390-392 on delayed abilities.

  Background:
    Given a Riftbound game between A and B with battlefields "bf1"
    And it is A's turn
    And A has an Imperial Decree (OGN-221) "decree" in their hand
    And A has [5][Y][Y] in their rune pool

  @ATTR-16 @requires-spells @requires-triggers @requires-delayed_triggers
  Rule: The kill of Imperial Decree's delayed trigger is credited to the trigger and to Decree, its controller responsible; Phoenix's "kill a unit with a spell" is met for that player
    Core Rules 390-392, 428.5.d, 411.6, 383.2.c.1.

    Scenario: Decree resolves into a delayed trigger that A controls, and goes to the trash
      When A plays "decree"
      And the top of the chain resolves
      Then the last action created a delayed trigger of "decree", controlled by A
      And "decree" is in the trash
      And "decree" has one delayed trigger
      And the chain is empty

    @requires-abilities
    Scenario: Damage later this turn triggers it; its kill is credited to the trigger and to Decree, and A's Phoenix triggers in the trash
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      And A has an Immortal Phoenix (OGN-037) "phoenix" in their trash
      And B has an Immortal Phoenix (OGN-037) "ashes" in their trash
      And A has a spell "zap" with text "Deal 2 damage to a unit." in their hand
      When A plays "decree"
      And the top of the chain resolves
      And A plays "zap" targeting "darius"
      And the top of the chain resolves
      Then "darius" has 2 damage
      And the last action triggered one ability of "decree"
      And the chain holds one triggered ability of "decree"
      When the top of the chain resolves
      Then "darius" is in the trash
      And the kill of "darius" is attributed to the delayed trigger of "decree", with A responsible
      And the last action triggered one ability of "phoenix"
      And the last action triggered no ability of "ashes"

    @requires-abilities
    Scenario: B's delayed trigger fires on A's turn, at A's damage: it kills as B's, and B's Phoenix triggers, not A's
      # 411.1, 391: the delayed trigger is controlled by the player of the spell that made it (B played its Decree
      # in a showdown of A's turn, which the steps do not stage), whoever's turn it fires in or whose damage fired
      # it; ATTR-16: B controls it and is responsible for its kill, so B's "kill a unit with a spell" is met.
      Given B has an Imperial Decree (OGN-221) "edict" in their trash
      And the delayed trigger "When any unit takes damage this turn, kill it." of "edict" waits this turn
      And A controls a unit "garen" with might 5 at battlefield "bf1"
      And A has a spell "zap" with text "Deal 2 damage to a unit." in their hand
      And A has an Immortal Phoenix (OGN-037) "phoenix" in their trash
      And B has an Immortal Phoenix (OGN-037) "ashes" in their trash
      When A plays "zap" targeting "garen"
      And the top of the chain resolves
      Then "garen" has 2 damage
      And the last action triggered one ability of "edict"
      When the top of the chain resolves
      Then "garen" is in the trash
      And the kill of "garen" is attributed to the delayed trigger of "edict", with B responsible
      And the last action triggered one ability of "ashes"
      And the last action triggered no ability of "phoenix"

    @requires-abilities
    Scenario: On A's turn, B's delayed trigger and A's trigger fire at once: A's goes on the chain first, B's on top resolves first
      # 383.3.d-d.1: the triggers waiting together go on the chain the turn player's first, then the others' in
      # turn order, a delayed trigger by its controller like any other (B played its Decree in a showdown of A's
      # turn, which the steps do not stage).
      Given B has an Imperial Decree (OGN-221) "edict" in their trash
      And the delayed trigger "When any unit takes damage this turn, kill it." of "edict" waits this turn
      And A controls a unit "watcher" with might 1 and ability "When you deal damage, buff me." in their base
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And A has a spell "zap" with text "Deal 2 damage to a unit." in their hand
      When A plays "zap" targeting "darius"
      And the top of the chain resolves
      Then the last action triggered one ability of "edict"
      And the last action triggered one ability of "watcher"
      When the top of the chain resolves
      Then "darius" is in the trash
      And the kill of "darius" is attributed to the delayed trigger of "edict", with B responsible
      And "watcher" has no buff
      When the top of the chain resolves
      Then "watcher" has a buff
      And the chain is empty

    @requires-abilities
    Scenario: Phoenix itself is the unit the trigger kills: it enters the trash as the condition is met, and triggers there
      Given A controls an Immortal Phoenix (OGN-037) "phoenix" at battlefield "bf1"
      And A has a spell "zap" with text "Deal 2 damage to a unit." in their hand
      When A plays "decree"
      And the top of the chain resolves
      And A plays "zap" targeting "phoenix"
      And the top of the chain resolves
      Then "phoenix" has 2 damage
      When the top of the chain resolves
      Then "phoenix" is in the trash
      And the kill of "phoenix" is attributed to the delayed trigger of "decree", with A responsible
      And the last action triggered one ability of "phoenix"

    @requires-abilities
    Scenario: As Phoenix's trigger resolves, A pays [1][R] and plays Phoenix from the trash to their base
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      And A has an Immortal Phoenix (OGN-037) "phoenix" in their trash
      And A has a spell "zap" with text "Deal 2 damage to a unit." in their hand
      And A has [6][Y][Y][R] in their rune pool
      When A plays "decree"
      And the top of the chain resolves
      And A plays "zap" targeting "darius"
      And the top of the chain resolves
      And the top of the chain resolves
      Then the chain holds one triggered ability of "phoenix"
      When the top of the chain resolves, A choosing "phoenix"
      Then "phoenix" is in A's base
      And A's rune pool is empty
      And the chain is empty

    @requires-abilities
    Scenario: A declines to pay: Phoenix stays in the trash and the pool is untouched
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      And A has an Immortal Phoenix (OGN-037) "phoenix" in their trash
      And A has a spell "zap" with text "Deal 2 damage to a unit." in their hand
      And A has [6][Y][Y][R] in their rune pool
      When A plays "decree"
      And the top of the chain resolves
      And A plays "zap" targeting "darius"
      And the top of the chain resolves
      And the top of the chain resolves
      And the top of the chain resolves
      Then "phoenix" is in the trash
      And A has [1][R] left in their rune pool
      And the chain is empty

    @requires-abilities
    Scenario: The trigger lasts the whole turn: a second unit damaged after the first was killed triggers it again
      # 390.2, 391: a delayed trigger triggers each time its condition is met while its window lasts ("this turn")
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      And B controls a unit "sion" with might 5 at battlefield "bf1"
      And A has a spell "zap" with text "Deal 2 damage to a unit." in their hand
      And A has a spell "jolt" with text "Deal 2 damage to a unit." in their hand
      When A plays "decree"
      And the top of the chain resolves
      And A plays "zap" targeting "darius"
      And the top of the chain resolves
      And the top of the chain resolves
      Then "darius" is in the trash
      When A plays "jolt" targeting "sion"
      And the top of the chain resolves
      Then the last action triggered one ability of "decree"
      When the top of the chain resolves
      Then "sion" is in the trash

    @requires-abilities
    Scenario: The damaged unit is banished and returned before the trigger resolves: "kill it" finds nothing
      # 124.1: back on the board it is a new object, no longer the "it" of the trigger, which then does nothing (055)
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      And A has a spell "zap" with text "Deal 2 damage to a unit." in their hand
      When A plays "decree"
      And the top of the chain resolves
      And A plays "zap" targeting "darius"
      And the top of the chain resolves
      And A banishes "darius"
      And A returns "darius" to the board
      And the top of the chain resolves
      Then the last action caused no kill event

    @requires-abilities
    Scenario: Two Decrees make two delayed triggers; one damage triggers both; the first kills, the second finds nothing
      # 390.2: each spell's effect creates its own delayed trigger, and each triggers when its condition is
      # met; "kill it" of the second then finds no unit (055: the unit is in the trash).
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      And A has an Imperial Decree (OGN-221) "edict" in their hand
      And A has [10][Y][Y][Y][Y] in their rune pool
      And A has a spell "zap" with text "Deal 1 damage to a unit." in their hand
      When A plays "decree"
      And the top of the chain resolves
      And A plays "edict"
      And the top of the chain resolves
      Then "decree" has one delayed trigger
      And "edict" has one delayed trigger
      When A plays "zap" targeting "darius"
      And the top of the chain resolves
      Then "darius" has 1 damage
      And the last action triggered one ability of "decree"
      And the last action triggered one ability of "edict"
      When the top of the chain resolves
      Then "darius" is in the trash
      And A is responsible for the kill of "darius"
      When the top of the chain resolves
      Then the last action caused no kill event
      And the chain is empty

    @requires-abilities
    Scenario: A's Phoenix in A's hand does not trigger: "play me from your trash" works from the trash only
      # 383.2.c: Phoenix's trigger watches from the zone its text names, the trash (the card data's zone); in
      # the hand it sees nothing, though the kill is A's, with a spell.
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      And A has an Immortal Phoenix (OGN-037) "phoenix" in their hand
      And A has a spell "zap" with text "Deal 2 damage to a unit." in their hand
      When A plays "decree"
      And the top of the chain resolves
      And A plays "zap" targeting "darius"
      And the top of the chain resolves
      And the top of the chain resolves
      Then "darius" is in the trash
      And the kill of "darius" is attributed to the delayed trigger of "decree", with A responsible
      And the last action triggered no ability of "phoenix"
      And the chain is empty
      And "phoenix" is in their hand

  @ATTR-17 @requires-spells @requires-triggers @requires-delayed_triggers @requires-abilities
  Rule: The kill goes to the effect that actually kills: Decree's trigger, not the earlier spell whose damage triggered it
    Core Rules 428.5.b, 428.5.d, 411.6.

    Scenario: B's Reaction deals the damage on A's turn; A's trigger kills: the kill is A's, not credited to B's spell, and only A's Phoenix triggers
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A has an Immortal Phoenix (OGN-037) "phoenix" in their trash
      And B has an Immortal Phoenix (OGN-037) "ashes" in their trash
      And B has a spell "bolt" with keyword Reaction and text "Deal 1 damage to a unit." in their hand
      When A plays "decree"
      And the top of the chain resolves
      And B plays "bolt" targeting "garen"
      And the top of the chain resolves
      Then B is responsible for the damage dealt to "garen"
      And the last action triggered one ability of "decree"
      And the last action triggered the delayed trigger of "decree"
      When the top of the chain resolves
      Then "garen" is in the trash
      And the kill of "garen" is attributed to the delayed trigger of "decree", with A responsible
      And the kill of "garen" is not attributed to "bolt"
      And the last action triggered one ability of "phoenix"
      And the last action triggered no ability of "ashes"

    Scenario: The trigger keeps working for each unit damaged this turn, with Decree in the trash
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      And B controls a unit "lux" with might 3 at battlefield "bf1"
      And A has a spell "zap" with text "Deal 1 damage to a unit." in their hand
      And A has a spell "jolt" with text "Deal 1 damage to a unit." in their hand
      When A plays "decree"
      And the top of the chain resolves
      And A plays "zap" targeting "darius"
      And the top of the chain resolves
      And the top of the chain resolves
      Then "darius" is in the trash
      And "decree" is in the trash
      When A plays "jolt" targeting "lux"
      And the top of the chain resolves
      Then the last action triggered one ability of "decree"
      When the top of the chain resolves
      Then "lux" is in the trash
      And the kill of "lux" is attributed to the delayed trigger of "decree", with A responsible

    @requires-turns
    Scenario: "This turn": the trigger ends with the turn, and damage on the next turn triggers nothing
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And B has a spell "bolt" with text "Deal 1 damage to a unit." in their hand
      When A plays "decree"
      And the top of the chain resolves
      And A ends their turn
      Then the last action ended the delayed trigger of "decree"
      And "decree" has no delayed trigger
      And it is B's turn
      When B plays "bolt" targeting "garen"
      And the top of the chain resolves
      Then "garen" has 1 damage
      And the last action triggered no ability of "decree"
      And the chain is empty

    @requires-turns
    Scenario: B's delayed trigger made on A's turn ends with A's turn, not with B's own: damage on B's turn triggers nothing
      # 317.2: "this turn" is the turn the trigger was made in, whoever controls it (B played its Decree in a
      # showdown of A's turn, which the steps do not stage); it ends at that turn's ending cleanup.
      Given B has an Imperial Decree (OGN-221) "edict" in their trash
      And the delayed trigger "When any unit takes damage this turn, kill it." of "edict" waits this turn
      And A controls a unit "garen" with might 4 at battlefield "bf1"
      And B has a spell "bolt" with text "Deal 1 damage to a unit." in their hand
      When A ends their turn
      Then the last action ended the delayed trigger of "edict"
      And "edict" has no delayed trigger
      And it is B's turn
      When B plays "bolt" targeting "garen"
      And the top of the chain resolves
      Then "garen" has 1 damage
      And the last action triggered no ability of "edict"
      And the chain is empty

    @requires-turns
    Scenario: Two delayed triggers made this turn, A's and B's, both end with the turn: damage on the next turn triggers neither
      # 317.2: every "this turn" effect ends together at the ending cleanup, each delayed trigger of the turn.
      Given B has an Imperial Decree (OGN-221) "edict" in their trash
      And the delayed trigger "When any unit takes damage this turn, kill it." of "edict" waits this turn
      And A controls a unit "garen" with might 4 at battlefield "bf1"
      And B has a spell "bolt" with text "Deal 1 damage to a unit." in their hand
      When A plays "decree"
      And the top of the chain resolves
      Then "decree" has one delayed trigger
      And "edict" has one delayed trigger
      When A ends their turn
      Then the last action ended the delayed trigger of "edict"
      And the last action ended the delayed trigger of "decree"
      And "edict" has no delayed trigger
      And "decree" has no delayed trigger
      When B plays "bolt" targeting "garen"
      And the top of the chain resolves
      Then "garen" has 1 damage
      And the last action triggered no ability of "edict"
      And the last action triggered no ability of "decree"
      And the chain is empty

    Scenario: Damage a unit took before Decree resolved does not trigger it; damage it takes afterwards does
      # 390.2, 383.2.c: the delayed trigger sees the damage dealt while it exists, not the damage marked before
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      And "darius" has 2 damage
      And A has a spell "zap" with text "Deal 1 damage to a unit." in their hand
      When A plays "decree"
      And the top of the chain resolves
      Then the last action triggered no ability of "decree"
      And the chain is empty
      And "darius" is at battlefield "bf1"
      When A plays "zap" targeting "darius"
      And the top of the chain resolves
      Then the last action triggered one ability of "decree"
      When the top of the chain resolves
      Then "darius" is in the trash

    @requires-turns
    Scenario: "This turn" lasts past the Main Phase: damage in the Ending Phase of the same turn still triggers it
      # 390.2, 317.2: a "this turn" delayed trigger ends at the turn's ending cleanup, not with the phase it was created in.
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      When A plays "decree"
      And the top of the chain resolves
      And A ends the phase
      Then it is A's ending phase
      And "decree" has one delayed trigger
      When B deals 1 damage to "darius"
      Then the last action triggered one ability of "decree"
      When the top of the chain resolves
      Then "darius" is in the trash
      And the kill of "darius" is attributed to the delayed trigger of "decree", with A responsible

    @requires-turns
    Scenario: Decree played in A's Ending Phase: its "this turn" trigger still ends at that turn's ending cleanup
      # 317.2, 390.2: every "this turn" effect ends at the ending cleanup of the turn, even one made after the
      # Ending Phase began (Decree is an Action: A may play it in any phase of A's turn, 380).
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      When A ends the phase
      Then it is A's ending phase
      When A plays "decree"
      And the top of the chain resolves
      Then "decree" has one delayed trigger
      When A ends the phase
      Then the last action ended the delayed trigger of "decree"
      And "decree" has no delayed trigger
      And it is B's awaken phase
      When A deals 1 damage to "darius"
      Then the last action caused no ability triggered event
      And "darius" has 1 damage

    Scenario: Decree makes its delayed trigger as it resolves: damage dealt while Decree waits on the chain triggers nothing
      # 390.2: the spell's effect creates the delayed trigger; before Decree resolves there is none, so B's
      # Reaction damage, dealt first, is no damage "this turn" the trigger can see later either.
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And B has a spell "bolt" with keyword Reaction and text "Deal 1 damage to a unit." in their hand
      When A plays "decree"
      Then "decree" has no delayed trigger
      When B plays "bolt" targeting "garen"
      And the top of the chain resolves
      Then "garen" has 1 damage
      And the last action triggered no ability of "decree"
      When the top of the chain resolves
      Then the last action created a delayed trigger of "decree", controlled by A
      And "decree" has one delayed trigger
      And the chain is empty
      And "garen" is at battlefield "bf1"

    Scenario: A unit told to deal damage triggers Decree's trigger too: the trigger kills the damaged unit, not the unit that dealt it
      # 417.6.b.3: garen is the source of that damage; "when any unit takes damage" is met by any damage
      # dealt, whatever its source; the trigger's kill is its own and Decree's (428.5.d), A responsible.
      Given B controls a unit "darius" with might 6 at battlefield "bf1"
      And A controls a unit "garen" with might 2 at battlefield "bf1"
      And A has a spell "fling" with text "Choose two units. The first deals 2 damage to the second." in their hand
      When A plays "decree"
      And the top of the chain resolves
      And A plays "fling" choosing "garen" and "darius"
      And the top of the chain resolves
      Then "darius" has 2 damage
      And the last action triggered one ability of "decree"
      When the top of the chain resolves
      Then "darius" is in the trash
      And "garen" is at battlefield "bf1"
      And the kill of "darius" is attributed to the delayed trigger of "decree", with A responsible

  @ATTR-10 @requires-spells @requires-triggers @requires-delayed_triggers @requires-abilities
  Rule: Lethal damage is killed at the cleanup immediately following it, credited to the damaging spell; Decree's trigger resolves after, and its "kill it" finds nothing
    Core Rules 428.5.c, 428.5.c.1, 320, 383.2.c; 392 (a delayed trigger works although its creator is gone), 055 (it does what it can).

    Scenario: A's spell deals lethal damage after Decree: the kill is in that same action, the spell's; the trigger then kills nothing
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And A has a spell "zap" with text "Deal 3 damage to a unit." in their hand
      When A plays "decree"
      And the top of the chain resolves
      And A plays "zap" targeting "darius"
      And the top of the chain resolves
      Then "darius" is in the trash
      # 320, 383.4: the cleanup right after the damage comes first; the trigger goes on the chain once it is over
      And the last action caused a kill event for "darius" before an ability triggered event for "decree"
      And the kill of "darius" is attributed to "zap", with A responsible
      And the kill of "darius" is not attributed to "decree"
      And the chain holds one triggered ability of "decree"
      When the top of the chain resolves
      Then the last action caused no kill event
      And the chain is empty

  @ATTR-12 @requires-spells @requires-triggers @requires-delayed_triggers @requires-abilities
  Rule: Damage that becomes lethal only later is credited to the damage that made it lethal, at that cleanup; the earlier damage gets nothing
    Core Rules 428.5.c, 142.4.

    Scenario: A Might-5 unit has 2 damage from B's spell; after Decree, A's spell deals 3: the kill at that cleanup is A's spell's, not the earlier spell's nor Decree's
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      And B has a spell "scratch" with keyword Reaction and text "Deal 2 damage to a unit." in their hand
      And A has a spell "zap" with text "Deal 3 damage to a unit." in their hand
      When B plays "scratch" targeting "darius"
      And the top of the chain resolves
      Then "darius" has 2 damage
      When A plays "decree"
      And the top of the chain resolves
      And A plays "zap" targeting "darius"
      And the top of the chain resolves
      Then "darius" is in the trash
      And the kill of "darius" is attributed to "zap", with A responsible
      And the kill of "darius" is not attributed to "scratch"
      And the kill of "darius" is not attributed to "decree"
      When the top of the chain resolves
      Then the last action caused no kill event
