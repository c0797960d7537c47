Feature: Attributing damage and kills — who is responsible, and what it is credited to
  Responsibility goes to players: the one who performs an action. Attribution goes to objects:
  the spell or ability an action comes from, and, for an ability, the object that created it.
  Source: seed 004 (Attribuer les dégâts et les éliminations).

  Background:
    Given a Riftbound game between A and B with battlefields "bf1"
    And A has a spell "zap" in their trash
    And B has a spell "bolt" in their trash

  @ATTR-01
  Rule: The player who performs a game action is responsible for it
    Core Rules 411.1, 411.4.

    Scenario: B's spell deals the damage, so B is responsible
      Given A controls a unit "garen" with might 6 in their base
      When B deals 2 damage to "garen" with the spell "bolt"
      Then B is responsible for the damage dealt to "garen"
      And "garen" has 2 damage

    Scenario: A kills a unit A controls: A is responsible for that kill
      Given A controls a unit "garen" with might 6 in their base
      When A kills "garen" with the spell "zap"
      Then A is responsible for the kill of "garen"

  @ATTR-03
  Rule: Your spell telling each player to kill one of their own units: each player performs, and is responsible for, their own kill
    Core Rules 411.1 (its example), 428.5.b.

    Scenario: A's spell makes both players kill a unit; B's kill stays B's
      Given A controls a unit "garen" with might 4 in their base
      And B controls a unit "darius" with might 3 in their base
      When A kills "garen" with the spell "zap"
      Then the kill of "garen" is attributed to "zap", with A responsible
      When B kills "darius" with the spell "zap"
      Then the kill of "darius" is attributed to "zap", with B responsible

  @ATTR-04
  Rule: An effect that simply deals damage is the source of that damage
    Core Rules 417.6.a.

    Scenario: The damage of a spell is attributed to that spell
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      When A deals 3 damage to "darius" with the spell "zap"
      Then the damage dealt to "darius" is attributed to "zap", with A responsible
      And the damage dealt to "darius" is not attributed to "bolt"

  @ATTR-05
  Rule: An ability that deals damage counts both as the ability and as the object that created it
    Core Rules 417.6.b.2.a.

    Scenario: A gear's ability deals damage as the ability and as the gear
      Given A controls a gear "cannon" in their base
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      When A deals 2 damage to "darius" with the ability of "cannon"
      Then the damage dealt to "darius" is attributed to the ability of "cannon", with A responsible

  @ATTR-06
  Rule: When text tells a unit to deal damage, that unit is the source, and its controller is responsible
    Core Rules 417.6.b.3-417.6.b.4.

    Scenario: A's spell has B's unit deal damage: the unit is the source, B is responsible
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls a unit "garen" with might 6 at battlefield "bf1"
      When A has "darius" deal 3 damage to "garen" with the spell "zap"
      Then the damage dealt to "garen" is attributed to "darius", with B responsible
      And the damage dealt to "garen" is not attributed to "zap"

    Scenario: A has A's own unit deal the damage: A is responsible
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 6 at battlefield "bf1"
      When A has "garen" deal 4 damage to "darius"
      Then the damage dealt to "darius" is attributed to "garen", with A responsible

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

    Scenario: Challenge chooses a friendly unit first, then an enemy unit
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 6 at battlefield "bf1"
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      When A tries to play "challenge" choosing "darius" and "garen"
      Then the action is rejected as "illegal_target"
      And nothing changed

  @ATTR-10
  Rule: The kill at the cleanup right after a spell deals lethal damage is credited to that spell; the damage's responsible player is responsible for it
    Core Rules 428.5.c, 428.5.c.1, 142.4.

    Scenario: A spell's lethal damage: the kill goes to the spell and its player
      Given A controls a unit "garen" with might 4 in their base
      When B deals 4 damage to "garen" with the spell "bolt"
      Then "garen" is in the trash
      And the kill of "garen" is attributed to "bolt", with B responsible

    Scenario: A unit told to deal lethal damage: the kill goes to the unit and its controller
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      And A controls a unit "garen" with might 3 at battlefield "bf1"
      When A has "darius" deal 5 damage to "garen" with the spell "zap"
      Then "garen" is in the trash
      And the kill of "garen" is attributed to "darius", with B responsible
      And the kill of "garen" is not attributed to "zap"

  @ATTR-12
  Rule: Only the damage that made the unit die gets the kill: earlier damage still marked gets no credit
    Core Rules 428.5.c, 142.4.

    Scenario: A Might-5 unit with 2 damage takes 3 from a spell and dies; only that spell is credited
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      When B deals 2 damage to "darius" with the spell "bolt"
      Then "darius" has 2 damage
      When A deals 3 damage to "darius" with the spell "zap"
      Then "darius" is in the trash
      And the kill of "darius" is attributed to "zap", with A responsible
      And the kill of "darius" is not attributed to "bolt"

  @ATTR-13
  Rule: A kill instruction is credited to its spell or ability, and an ability's kill to the object that created it too
    Core Rules 428.5.b, 428.5.d.

    Scenario: A kill by a spell is credited to the spell
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      When A kills "darius" with the spell "zap"
      Then the kill of "darius" is attributed to "zap", with A responsible

    Scenario: A kill by a gear's ability is credited to the ability and to the gear
      Given B controls a gear "guillotine" in their base
      And A controls a unit "garen" with might 4 at battlefield "bf1"
      When B kills "garen" with the ability of "guillotine"
      Then the kill of "garen" is attributed to the ability of "guillotine", with B responsible
