Feature: Round 4 — rulings combined: lethal damage that a change of Might reveals, Assault, and three players
  The gear, counter and attribution rulings taken two or three at a time: a copy, a detach, an
  exchange or a kill of an Equipment that lowers a damaged unit's Might; Imperial Decree with
  Challenge and Guardian Angel; a negative bonus; the real cards' keywords in combat; and a third
  player taking one card of a unit's stack. Each outcome follows from the rules the rulings cite.
  Source: the French ruling texts « Objets : contrôle, texte copié et réattachement » (features/sources/GEAR.fr.txt), « Suivre les compteurs » (features/sources/BUFF.fr.txt) and « Attribuer les dégâts et les éliminations » (features/sources/ATTR.fr.txt).

  Background:
    Given a Riftbound game between A and B with battlefields "bf1" and "bf2"

  @GEAR-35 @requires-spells
  Rule: Whatever lowers a damaged unit's Might, the damage it already holds may be lethal at the next cleanup
    Core Rules 142.4.a-b, 323.5, 718.5.e, 434.1.d.

    Scenario: A unit made a copy of a Might-2 unit while holding 3 damage dies
      Given A controls a unit "garen" with might 5 at battlefield "bf1"
      And A controls a unit "drone" with might 2 in their base
      And "garen" has 3 damage marked by B
      When A makes "garen" a copy of "drone"
      Then "garen" is in the trash

    Scenario: B's spell leaves a unit with 2 damage at Might 4; A detaches its +2 Equipment: it dies, the Equipment goes home
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      And B has a spell "bolt" with text "Deal 2 damage to a unit." in their hand
      And it is B's turn
      When B plays "bolt" targeting "garen"
      And the top of the chain resolves
      Then "garen" has 2 damage
      When A detaches "blade"
      Then "garen" is in the trash
      And "blade" is in A's base

    Scenario: B's spell kills the Guardian Angel on a damaged unit: without its +1 the unit dies, and no Angel is left to save it
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "garen"
      And "garen" has 2 damage marked by B
      And it is B's turn
      And B has a spell "smash" with text "Kill an Equipment." in their hand
      When B plays "smash" targeting "angel"
      And the top of the chain resolves
      Then "angel" is in the trash
      And "garen" is in the trash

    Scenario: Veteran Poro's Weaponmaster takes the blade off a damaged unit: that unit dies, Poro has the bonus
      Given A controls a unit "garen" with might 1 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] at battlefield "bf1"
      And "blade" is attached to "garen"
      And "garen" has 2 damage marked by B
      And A has a Veteran Poro (SFD-099) "poro" in their hand
      And A has [3] in their rune pool
      When A plays "poro"
      And the top of the chain resolves, A choosing "blade"
      Then "blade" is attached to "poro"
      And "garen" is in the trash
      And "poro" has might 4

    Scenario: B takes A's damaged unit and A takes it back; made a copy of a smaller unit, the damage is lethal
      Given A controls a unit "garen" with might 5 at battlefield "bf1"
      And B controls a unit "drone" with might 2 at battlefield "bf1"
      And "garen" has 2 damage marked by B
      When B takes control of "garen"
      And A takes control of "garen"
      And A makes "garen" a copy of "drone"
      Then "garen" is in the trash

  @GEAR-10 @requires-replacement @requires-copy
  Rule: Lethal damage that a copy reveals is a death Guardian Angel replaces: the unit is healed, exhausted and recalled, still a copy
    Core Rules 142.4.b, 323.5, 370.2, 372; card text of Guardian Angel (SFD-051).

    Scenario: A copy lowers garen's Might under its damage: the Angel dies instead, garen goes home healed, exhausted, Might 1
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls a unit "drone" with might 1 in their base
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "garen"
      And "garen" has 2 damage marked by B
      When A makes "garen" a copy of "drone"
      Then "angel" is in the trash
      And "garen" is in A's base
      And "garen" has 0 damage
      And "garen" is exhausted
      And "garen" has might 1

  @GEAR-31
  Rule: Azir's exchange moves what it moves with the damage it holds; the Equipment Azir takes takes its bonus along
    Core Rules 142.4.b, 323.5, 718.5.e, 458; card text of Azir, Ascendant (SFD-050).

    Scenario: Azir takes the +2 blade of a damaged unit in the exchange: that unit, at Might 2 with 3 damage, dies
      Given A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls a unit "garen" with might 2 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      And "garen" has 3 damage marked by B
      And A has [G] in their rune pool
      When A activates the "azir-ascendant" ability of "azir" targeting "garen"
      And the top of the chain resolves, A choosing "blade"
      Then "garen" is in the trash
      And "blade" is attached to "azir"
      And "azir" has might 8

    Scenario: Azir takes the Guardian Angel in the exchange; lethal damage to Azir at the battlefield's other side is replaced by it
      Given A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls a unit "garen" with might 4 in their base
      And A controls a Guardian Angel (SFD-051) "angel" in their base
      And "angel" is attached to "garen"
      And A has [G] in their rune pool
      When A activates the "azir-ascendant" ability of "azir" targeting "garen"
      And the top of the chain resolves, A choosing "angel"
      And B deals 7 damage to "azir"
      Then "angel" is in the trash
      And "azir" is in A's base
      And "azir" has 0 damage
      And "azir" is exhausted
      And "garen" has might 4

  @ATTR-16 @requires-delayed_triggers @requires-spells
  Rule: Imperial Decree's trigger needs damage actually taken: a zero deal is none, and a unit its Angel saved can be killed by a later trigger
    Core Rules 417.1.e-e.1, 417.6.b.3, 370.2; card texts of Imperial Decree (OGN-221), Challenge (OGN-128), Guardian Angel (SFD-051).

    Scenario: Decree, then Challenge: the 0-Might friendly unit deals nothing, so the enemy unit takes no damage and stays
      Given it is A's turn
      And A controls a unit "garen" with might 0 at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A has an Imperial Decree (OGN-221) "decree" in their hand
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [7][Y][Y][O] in their rune pool
      When A plays "decree"
      And the top of the chain resolves
      And A plays "challenge" choosing "garen" and "darius"
      And the chain resolves until it is empty
      Then "garen" is in the trash
      And "darius" has 0 damage
      And "darius" is at battlefield "bf1"

    Scenario: Decree, then Challenge: the friendly unit's non-lethal damage is killed by Decree, the enemy unit by its lethal damage
      Given it is A's turn
      And A controls a unit "garen" with might 5 at battlefield "bf1"
      And B controls a unit "darius" with might 1 at battlefield "bf1"
      And A has an Imperial Decree (OGN-221) "decree" in their hand
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [7][Y][Y][O] in their rune pool
      When A plays "decree"
      And the top of the chain resolves
      And A plays "challenge" choosing "garen" and "darius"
      And the chain resolves until it is empty
      Then "garen" is in the trash
      And "darius" is in the trash

    Scenario: Decree's trigger kills B's unit; its Angel dies instead; A's second spell damages it again, and the next trigger kills it
      Given it is A's turn
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And B controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "darius"
      And A has an Imperial Decree (OGN-221) "decree" in their hand
      And A has a spell "zap" with text "Deal 1 damage to a unit." in their hand
      And A has a spell "zip" with text "Deal 1 damage to a unit." in their hand
      And A has [7][Y][Y] in their rune pool
      When A plays "decree"
      And the top of the chain resolves
      And A plays "zap" targeting "darius"
      And the chain resolves until it is empty
      Then "angel" is in the trash
      And "darius" is in B's base
      And "darius" has 0 damage
      When A plays "zip" targeting "darius"
      And the chain resolves until it is empty
      Then "darius" is in the trash

  @GEAR-02
  Rule: A negative might bonus lowers the unit's Might; a Might-0 unit lives until it holds 1 damage
    Core Rules 142.4.a-b, 718.5.e, 323.5.

    Scenario: A -2 Equipment takes a Might-2 unit to 0: it lives with no damage; 1 damage kills it, and the Equipment goes home
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And A controls an Equipment "curse" with might bonus -2 at battlefield "bf1"
      When A attaches "curse" to "garen"
      Then "garen" has might 0
      And "garen" is at battlefield "bf1"
      When B deals 1 damage to "garen"
      Then "garen" is in the trash
      And "curse" is in A's base

  @GEAR-13
  Rule: In a game of three, C taking A's Equipment on B's unit changes neither the bonus nor whose the granted keyword is
    Core Rules 718.5.e, 477.2.c, 142.3.

    Scenario: C takes A's Tank blade on B's unit: B's unit keeps Might 5 and the Tank, B's
      Given the game has a third player C
      And B controls a unit "vi" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 and effect keyword Tank at battlefield "bf1"
      And "blade" is attached to "vi"
      When C takes control of "blade"
      Then "vi" has might 5
      And "vi" has the ability "Tank" from "blade", controlled by B
      And "blade" is controlled by C
      And "vi" is controlled by B

  @ATTR-07 @requires-spells @requires-damage_by_player
  Rule: In a game of three, Challenge's enemy unit may be the third player's: that player is responsible for its unit's damage
    Core Rules 417.6.b.3-4, 142.3; card text of Challenge (OGN-128).

    Scenario: A's Challenge between A's unit and C's unit: C's unit dies, and C is responsible for the 2 on A's unit
      Given the game has a third player C
      And it is A's turn
      And A controls a unit "garen" with might 3 at battlefield "bf1"
      And C controls a unit "vi" with might 2 at battlefield "bf1"
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      When A plays "challenge" choosing "garen" and "vi"
      And the top of the chain resolves
      Then "vi" is in the trash
      And "garen" has 2 damage
      And C is responsible for the damage dealt to "garen"

  @ATTR-08 @requires-combat
  Rule: In combat, the Tank an Equipment gives the defender comes first, and Assault adds to an attacker's Might only
    Core Rules 465.2.a-c, 815, 807, 718.5.e; card text of Immortal Phoenix (OGN-037): "[Assault 2] (+2 [M] while I'm an attacker.)".

    Scenario: A's Tank Equipment on B's defender: A's attacker must assign it lethal damage before B's other unit
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a unit "lux" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 2 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 1 and effect keyword Tank at battlefield "bf1"
      And "blade" is attached to "darius"
      When A tries to attack at battlefield "bf1", assigning 2 to "lux", 2 to "darius" and 5 to "garen"
      Then the action is rejected as "illegal_choice"
      When A attacks at battlefield "bf1", assigning 3 to "darius", 1 to "lux" and 5 to "garen"
      Then "darius" is in the trash
      And "garen" is in the trash
      And "blade" is in A's base

    Scenario: Immortal Phoenix attacks with Assault 2: at Might 5 it kills a Might-5 defender, and 5 is lethal to it
      Given A controls an Immortal Phoenix (OGN-037) "phoenix" at battlefield "bf1"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      When A attacks at battlefield "bf1", assigning 5 to "darius" and 5 to "phoenix"
      Then "darius" is in the trash
      And "phoenix" is in the trash

    Scenario: Immortal Phoenix attacking survives 4 damage, lethal only at its attacker's Might 5; after the combat it has Might 3
      Given A controls an Immortal Phoenix (OGN-037) "phoenix" at battlefield "bf1"
      And B controls a unit "darius" with might 4 at battlefield "bf1"
      When A attacks at battlefield "bf1", assigning 5 to "darius" and 4 to "phoenix"
      Then "darius" is in the trash
      And "phoenix" is at battlefield "bf1"
      And "phoenix" has might 3

    Scenario: A defending Immortal Phoenix has no Assault: Might 3
      Given B controls an Immortal Phoenix (OGN-037) "phoenix" at battlefield "bf1"
      And A controls a unit "garen" with might 3 at battlefield "bf1"
      When A tries to attack at battlefield "bf1", assigning 3 to "phoenix" and 5 to "garen"
      Then the action is rejected as "illegal_choice"
      When A attacks at battlefield "bf1", assigning 3 to "phoenix" and 3 to "garen"
      Then "phoenix" is in the trash
      And "garen" is in the trash

    Scenario: What is lethal to an attacking Phoenix counts its Assault: B must assign it 5 before garen gets more than lethal
      # 807, 465.2.c.3-4: phoenix attacks at Might 5, so 3 is short of lethal for it; darius's 7 cannot
      # give garen 4 (more than its lethal 2) while phoenix is short.
      Given A controls an Immortal Phoenix (OGN-037) "phoenix" at battlefield "bf1"
      And A controls a unit "garen" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 7 at battlefield "bf1"
      When A tries to attack at battlefield "bf1", assigning 7 to "darius", 3 to "phoenix" and 4 to "garen"
      Then the action is rejected as "illegal_choice"
      And nothing changed
      When A attacks at battlefield "bf1", assigning 7 to "darius", 5 to "phoenix" and 2 to "garen"
      Then "darius" is in the trash
      And "phoenix" is in the trash
      And "garen" is in the trash

    Scenario: The soldier the Spectacles make a copy of Phoenix has its Assault 2 when it attacks
      Given A controls a unit "soldier" with might 2 at battlefield "bf1"
      And A controls an Immortal Phoenix (OGN-037) "phoenix" in their base
      And A controls a Shady Spectacles (VEN-137) "specs" at battlefield "bf1"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      When A attaches "specs" to "soldier" choosing "phoenix"
      And A attacks at battlefield "bf1", assigning 5 to "darius" and 5 to "soldier"
      Then "darius" is in the trash
      And "soldier" is in the trash

  @GEAR-13 @requires-spells
  Rule: Deflect taxes an opponent who chooses the unit, whoever gave it the keyword: its own controller pays nothing more
    Core Rules 809, 718.5.e, 359.3.

    Scenario: B's spell choosing A's unit with Deflect cannot be played from an empty pool
      Given A controls a unit "garen" with might 3 and keyword Deflect at battlefield "bf1"
      And it is B's turn
      And B has a spell "bolt" with text "Deal 2 damage to a unit." in their hand
      When B tries to play "bolt" targeting "garen"
      Then the action is rejected as "unpaid_cost"
      And nothing changed

    Scenario: With [R] in their pool, B plays the spell on A's Deflect unit and spends the [R] as the [A]
      Given A controls a unit "garen" with might 3 and keyword Deflect at battlefield "bf1"
      And it is B's turn
      And B has a spell "bolt" with text "Deal 2 damage to a unit." in their hand
      And B has [R] in their rune pool
      When B plays "bolt" targeting "garen"
      Then B's rune pool is empty

    Scenario: A's own spell on A's Deflect unit costs nothing more
      Given A controls a unit "garen" with might 3 and keyword Deflect at battlefield "bf1"
      And A has a spell "bolt" with text "Deal 2 damage to a unit." in their hand
      When A plays "bolt" targeting "garen"
      And the top of the chain resolves
      Then "garen" has 2 damage

    Scenario: A's Equipment gives B's unit Deflect: now A is the opponent who pays to choose it
      Given B controls a unit "vi" with might 2 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 and effect keyword Deflect at battlefield "bf1"
      And "blade" is attached to "vi"
      And A has a spell "bolt" with text "Deal 2 damage to a unit." in their hand
      When A tries to play "bolt" targeting "vi"
      Then the action is rejected as "unpaid_cost"

    Scenario: B controls a unit A owns with Deflect: A is B's opponent, and pays to choose it
      # 809: "Opponents" are the opponents of the unit's controller, whoever owns it.
      Given B controls a unit "vi" owned by A with might 2 and keyword Deflect at battlefield "bf1"
      And A has a spell "bolt" with text "Deal 2 damage to a unit." in their hand
      When A tries to play "bolt" targeting "vi"
      Then the action is rejected as "unpaid_cost"
      And nothing changed

  @GEAR-02 @requires-combat
  Rule: The Shield an Equipment gives counts while its unit defends, not while it attacks
    Core Rules 465.2.a-c, 814, 718.5.e.

    Scenario: B's defender carrying a Shield 2 Equipment has Might 5 in A's attack: A's 4 are not lethal, and it deals 5
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 2 at battlefield "bf1"
      And B controls an Equipment "buckler" with might bonus 1 and effect keyword Shield 2 at battlefield "bf1"
      And "buckler" is attached to "darius"
      When A attacks at battlefield "bf1", assigning 4 to "darius" and 5 to "garen"
      Then "garen" is in the trash
      And "darius" is at battlefield "bf1"
      And "darius" has might 3

    Scenario: The same unit attacking has no Shield: Might 3
      Given B controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls a unit "darius" with might 2 at battlefield "bf1"
      And A controls an Equipment "buckler" with might bonus 1 and effect keyword Shield 2 at battlefield "bf1"
      And "buckler" is attached to "darius"
      When A tries to attack at battlefield "bf1", assigning 5 to "garen" and 3 to "darius"
      Then the action is rejected as "illegal_choice"
      When A attacks at battlefield "bf1", assigning 3 to "garen" and 4 to "darius"
      Then "darius" is in the trash
      And "garen" has 0 damage
