Feature: Turns — rulings combined: the end of a turn, the next turn's readying, and what lasts "this turn"
  The gear, counter and attribution rulings across a change of turn: the ending cleanup ends what
  lasts "this turn" (a mode chosen, an Equipment played, a stun) and nothing else (a buff, an
  attachment); the next turn player's Awaken Phase readies what that player controls, and only
  that, whoever controls what it is attached to.
  Source: the French ruling texts « Objets : contrôle, texte copié et réattachement » (features/sources/GEAR.fr.txt) and « Suivre les compteurs » (features/sources/BUFF.fr.txt).

  Background:
    Given a Riftbound game between A and B with battlefields "bf1" and "bf2"

  @GEAR-14
  Rule: The Awaken Phase readies what its turn player controls: an Equipment and its unit each by its own controller
    Core Rules 315.1, 415.3.a, 719.4, 718.5.e.

    Scenario: A's turn begins: A's exhausted Equipment on B's exhausted unit is readied, B's unit stays exhausted
      Given it is B's main phase
      And B controls an exhausted unit "darius" with might 3 at battlefield "bf1"
      And A controls an exhausted Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "darius"
      When B ends their turn
      Then it is A's turn
      And "blade" is ready
      And "darius" is exhausted
      And "blade" is attached to "darius"

    Scenario: B's turn begins: B's exhausted unit carrying A's exhausted Equipment is readied, the Equipment is not
      Given it is A's main phase
      And B controls an exhausted unit "darius" with might 3 in their base
      And A controls an exhausted Equipment "blade" with might bonus 2 in B's base
      And "blade" is attached to "darius"
      When A ends their turn
      Then it is B's turn
      And "darius" is ready
      And "blade" is exhausted
      And "darius" has might 5

    Scenario: The Guardian Angel's exhaust of the unit it saved lasts until its controller's next Awaken Phase
      Given it is A's main phase
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "darius"
      When A deals 4 damage to "darius"
      Then "darius" is exhausted
      And "darius" is in B's base
      When A ends their turn
      Then "darius" is ready
      And "darius" has might 3

  @GEAR-31 @requires-standard_move
  Rule: A unit exhausted by its standard move is readied on its controller's next turn and can move again, its Equipment along
    Core Rules 144.2, 315.1, 719.3, 446.1.

    Scenario: A moves an equipped unit on their turn; on A's next turn it is ready and moves back with its Equipment
      Given it is A's main phase
      And A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      When A makes a standard move of "garen" to battlefield "bf1"
      And A ends their turn
      Then "garen" is exhausted
      When B ends their turn
      Then it is A's turn
      And "garen" is ready
      When A makes a standard move of "garen" to their base
      Then "blade" is in A's base
      And "blade" is attached to "garen"
      And "blade" did not move

    Scenario: On B's turn, A cannot make a standard move of A's unit, even ready
      Given it is A's main phase
      And A controls a unit "garen" with might 4 in their base
      When A ends their turn
      And A tries to make a standard move of "garen" to battlefield "bf1"
      Then the action is rejected as "wrong_timing"
      And "garen" is in A's base

  @GEAR-26 @requires-triggers
  Rule: Aphelios's "hasn't been chosen this turn" lasts until the turn ends, whose turn it next is
    Core Rules 355.5, 317.2, 383.

    Scenario: Mode 3 chosen on A's turn can be chosen again on B's turn, when A attaches another Equipment to Aphelios
      Given it is A's main phase
      And A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      And A controls an Equipment "shield" with might bonus 1 in their base
      When A attaches "blade" to "aphelios"
      And the top of the chain resolves with mode 3, A choosing "garen"
      And A ends their turn
      Then it is B's turn
      When A attaches "shield" to "aphelios"
      And the top of the chain resolves with mode 3, A choosing "lux"
      Then "lux" has a buff

    Scenario: Mode 3 chosen on A's turn is refused again the same turn
      Given it is A's main phase
      And A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      And A controls an Equipment "shield" with might bonus 1 in their base
      When A attaches "blade" to "aphelios"
      And the top of the chain resolves with mode 3, A choosing "garen"
      And A attaches "shield" to "aphelios"
      And A tries to resolve the top of the chain with mode 3, choosing "lux"
      Then the action is rejected as "already_used"
      And "lux" has no buff

    Scenario: Mode 3 chosen in A's Main Phase is still refused in A's Ending Phase: the turn has not ended
      # 355.5: "this turn" is the whole turn; its "this turn" effects end only at the ending cleanup (317.2).
      Given it is A's main phase
      And A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      And A controls an Equipment "shield" with might bonus 1 in their base
      When A attaches "blade" to "aphelios"
      And the top of the chain resolves with mode 3, A choosing "garen"
      And A ends the phase
      Then it is A's ending phase
      When A attaches "shield" to "aphelios"
      And A tries to resolve the top of the chain with mode 3, choosing "lux"
      Then the action is rejected as "already_used"
      And "lux" has no buff

  @GEAR-21 @requires-legends
  Rule: "Use only if you've played an Equipment this turn" looks at this turn only: an Equipment played last turn does not count
    Core Rules 377.2.b, 317.2; card text of Azir, Emperor of the Sands (SFD-197).

    Scenario: A played an Equipment on their last turn: on A's next turn the legend's ability is refused
      Given it is A's main phase
      And A has an Azir, Emperor of the Sands (SFD-197) "azir" in their Legend Zone
      And A has an Equipment "shield" with might bonus 1 in their hand
      When A plays "shield"
      And A ends their turn
      And B ends their turn
      Then it is A's turn
      When A tries to activate the "play-sand-soldier" ability of "azir"
      Then the action is rejected as "no_permission"
      And the rejection cites rule 377.2.b

  @GEAR-15 @requires-stun @requires-combat
  Rule: A stun ends with the turn: on the next turn the unit adds its Might to combat, its Equipment's bonus included
    Core Rules 423.1.a.2, 423.1.b, 317.2, 465.2.a, 434.1.d.

    Scenario: A stunned B's equipped defender on A's turn; on B's turn it attacks and deals its Might with the bonus
      Given it is A's main phase
      And B controls a unit "darius" with might 2 at battlefield "bf1"
      And B controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "darius"
      And A controls a unit "garen" with might 5 at battlefield "bf1"
      When A stuns "darius"
      And A ends their turn
      Then "darius" is not stunned
      When B attacks at battlefield "bf1", assigning 4 to "garen" and 5 to "darius"
      Then "garen" has 0 damage
      And "darius" is in the trash
      And B is responsible for the damage dealt to "garen"

    Scenario: In a game of three, A stuns C's equipped unit on A's turn: the stun is over on B's turn, before C's
      # 423.1.a.2, 317.2: a stun ends at the end of the turn it was given in, not at its unit's controller's next turn.
      Given the game has a third player C
      And it is A's main phase
      And C controls a unit "vi" with might 3 at battlefield "bf1"
      And C controls an Equipment "blade" with might bonus 1 at battlefield "bf1"
      And "blade" is attached to "vi"
      When A stuns "vi"
      Then "vi" is stunned
      When A ends their turn
      Then it is B's turn
      And "vi" is not stunned
      And "blade" is not stunned

  @BUFF-01
  Rule: A buff is no "this turn" effect: it stays through the ending cleanup and the next turn
    Core Rules 317.2, 124, 702.

    Scenario: A's buffed unit carrying an Equipment keeps its buff and its Might into B's turn
      Given it is A's main phase
      And A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 1 at battlefield "bf1"
      And "blade" is attached to "garen"
      When A buffs "garen"
      And A ends their turn
      Then it is B's turn
      And "garen" has a buff
      And "garen" has might 5

  @ATTR-02 @requires-procedures
  Rule: The ending cleanup heals every unit, with no player responsible, whoever marked the damage and whoever's turn it is
    Core Rules 317.2, 143.3.b, 411.2, 142.3.

    Scenario: B's turn ends: A's unit carrying B's Equipment, damaged by B, heals with no player responsible
      Given it is B's main phase
      And A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      And B has a spell "zap" with text "Deal 4 damage to a unit." in their hand
      When B plays "zap" targeting "garen"
      And the top of the chain resolves
      Then "garen" has 4 damage
      When B ends their turn
      Then "garen" has 0 damage
      And no player is responsible for the healing of "garen"

  @GEAR-14
  Rule: In a game of three, each Awaken Phase readies only its own player's cards, Equipment and units apart
    Core Rules 315.1, 415.3.a, 719.4, 718.5.e.

    Scenario: C's exhausted unit carries A's exhausted Equipment: B's turn readies neither, C's readies the unit only
      Given the game has a third player C
      And it is A's main phase
      And C controls an exhausted unit "vi" with might 3 at battlefield "bf1"
      And A controls an exhausted Equipment "blade" with might bonus 1 at battlefield "bf1"
      And "blade" is attached to "vi"
      When A ends their turn
      Then it is B's turn
      And "vi" is exhausted
      And "blade" is exhausted
      When B ends their turn
      Then it is C's turn
      And "vi" is ready
      And "blade" is exhausted
      When C ends their turn
      Then it is A's turn
      And "blade" is ready
      And "vi" is ready

  @GEAR-10 @requires-replacement
  Rule: A unit Guardian Angel recalled exhausted is readied by its own controller's Awaken Phase, not its owner's
    Core Rules 315.1, 370.1.b, 458.

    Scenario: B's unit that A owns is saved by its Angel on A's turn: A's next Awaken does not ready it; B's does
      Given it is B's main phase
      And B controls a unit "garen" owned by A with might 2 at battlefield "bf1"
      And B controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "garen"
      When A kills "garen"
      Then "garen" is in B's base
      And "garen" is exhausted
      When B ends their turn
      Then it is A's turn
      And "garen" is exhausted
      When A ends their turn
      Then "garen" is ready

  @ATTR-16 @requires-spells @requires-delayed_triggers @requires-triggers
  Rule: "This turn" lasts through the Ending Phase: Imperial Decree's trigger ends only with the ending cleanup
    Core Rules 317.2, 390.2, 391; card text of Imperial Decree (OGN-221).

    Scenario: In A's Ending Phase, damage to B's unit still triggers A's Decree; the next turn it is gone
      Given it is A's main phase
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And B controls a unit "vi" with might 4 at battlefield "bf1"
      And A has an Imperial Decree (OGN-221) "decree" in their hand
      And A has [5][Y][Y] in their rune pool
      When A plays "decree"
      And the top of the chain resolves
      And A ends the phase
      Then it is A's ending phase
      When A deals 1 damage to "darius"
      Then the last action triggered the delayed trigger of "decree"
      When the top of the chain resolves
      Then "darius" is in the trash
      When A ends the phase
      Then it is B's awaken phase
      And "decree" has no delayed trigger
      When A deals 1 damage to "vi"
      Then the last action caused no ability triggered event
      And "vi" has 1 damage

  @GEAR-31 @requires-standard_move
  Rule: The standard move is made in the Main Phase only: once A's Main Phase has ended, the equipped unit stays
    Core Rules 144.1, 317, 719.3.

    Scenario: A ends their Main Phase: in the Ending Phase, A's equipped unit cannot make a standard move
      Given it is A's main phase
      And A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      And "blade" is attached to "garen"
      When A ends the phase
      And A tries to make a standard move of "garen" to battlefield "bf1"
      Then the action is rejected as "wrong_timing"
      And "garen" is in A's base
      And "blade" is in A's base

  @ATTR-09
  Rule: In a game of three, the ending cleanup heals every player's damage on every unit
    Core Rules 317.2, 411.2, 142.3.

    Scenario: C's turn ends: C's unit with A's and B's damage is healed, no player responsible
      Given the game has a third player C
      And it is C's turn
      And C controls a unit "vi" with might 6 at battlefield "bf1"
      And "vi" has 2 damage marked by A
      When B deals 1 damage to "vi"
      Then "vi" has 3 damage
      When C ends their turn
      Then "vi" has 0 damage
      And no player is responsible for the healing of "vi"
      And A is responsible for none of the damage on "vi"

    Scenario: C's turn ends: the unit with A's 2 and B's 1 is healed once, of all 3, not part by part
      # 317.2, 143.3.b: 3c of the ending cleanup, every unit heals; 418.1: a heal removes all the damage marked
      # on it, whoever marked it (142.3): one heal of 3.
      Given the game has a third player C
      And it is C's turn
      And C controls a unit "vi" with might 6 at battlefield "bf1"
      And "vi" has 2 damage marked by A
      When B deals 1 damage to "vi"
      And C ends their turn
      Then "vi" has 0 damage
      And the last action caused a heal event for "vi" with amount 3
      And no player is responsible for the healing of "vi"
