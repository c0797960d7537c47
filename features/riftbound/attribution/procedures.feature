Feature: Attribution — actions a game procedure performs have no responsible player
  A player is responsible for the game actions they perform. The game's own procedures perform
  actions too: the cleanup recalls what is where it may not stay, the Awaken Phase readies the
  turn player's cards, the ending cleanup heals the units and ends the stuns. No player performs
  those, so no player is responsible for them; an event says so with `responsible: null`.
  Source: the French ruling text « Attribuer les dégâts et les éliminations » (features/sources/ATTR.fr.txt):
  « Une procédure du jeu peut effectuer une action sans joueur responsable, sauf si une règle précise en
  désigne un ».

  Background:
    Given a Riftbound game between A and B with battlefields "bf1"

  @ATTR-02
  Rule: A game procedure can perform an action with no responsible player, unless a rule names one
    Core Rules 411.2 (an action a game procedure performs has no responsible player), 411.3; the
    procedures here: the cleanup's corrective recalls (323.7), the Awaken Phase's readying (315.1,
    415.3.a), the ending cleanup's heals and the end of stuns (317.2, 143.3.b, 423.1.a.2).

    Scenario: A detaches an Equipment at a battlefield; the cleanup recalls it, and no one is responsible for that recall
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "sword" with might bonus 2 at battlefield "bf1"
      And "sword" is attached to "garen"
      When A detaches "sword"
      Then "sword" was recalled by cleanup
      And no player is responsible for the recall of "sword"
      And "sword" is in A's base

    Scenario: B takes control of A's unit in A's base; the cleanup's recall to B's base is no one's, not B's
      Given A controls a unit "garen" with might 4 in their base
      When B takes control of "garen"
      Then "garen" was recalled by cleanup
      And no player is responsible for the recall of "garen"
      And "garen" is in B's base

    Scenario: A's turn ends; B's Awaken Phase readies B's exhausted unit, with no one responsible, and leaves A's exhausted
      Given it is A's ending phase
      And A controls an exhausted unit "garen" with might 4 in their base
      And B controls an exhausted unit "darius" with might 3 in their base
      When A ends the phase
      Then it is B's awaken phase
      And "darius" is ready
      And no player is responsible for the readying of "darius"
      And "garen" is exhausted

    Scenario: B's Awaken Phase readies B's exhausted gear too, and its own unit, each with no one responsible
      Given it is A's ending phase
      And B controls an exhausted unit "darius" with might 3 in their base
      And B controls an exhausted Equipment "axe" with might bonus 1 in their base
      And "axe" is attached to "darius"
      When A ends the phase
      Then "darius" is ready
      And "axe" is ready
      And no player is responsible for the readying of "darius"
      And no player is responsible for the readying of "axe"

    Scenario: B's Awaken Phase readies B's exhausted unit at a battlefield too, not only what is in B's base
      # 315.1, 415.3.a: the turn player readies everything they control, wherever on the board it is.
      Given it is A's ending phase
      And B controls an exhausted unit "darius" with might 3 at battlefield "bf1"
      And B controls an exhausted unit "vi" with might 2 in their base
      When A ends the phase
      Then "darius" is ready
      And "vi" is ready
      And no player is responsible for the readying of "darius"

    Scenario: B's Awaken Phase readies the unit B controls though A owns it, and not the one A controls though B owns it
      # 315.1, 415.3.a: the turn player readies what they control.
      Given it is A's ending phase
      And B controls an exhausted unit "garen" owned by A with might 4 in their base
      And A controls an exhausted unit "darius" owned by B with might 3 in their base
      When A ends the phase
      Then "garen" is ready
      And no player is responsible for the readying of "garen"
      And "darius" is exhausted

    @requires-legends
    Scenario: B's Awaken Phase readies B's exhausted legend in the Legend Zone too
      # 415.3.a with 107.4: the Legend Zone is a board zone; what B controls there is readied.
      Given it is A's ending phase
      And B has an Azir, Emperor of the Sands (SFD-197) "azir" in their Legend Zone
      And "azir" is exhausted
      When A ends the phase
      Then "azir" is ready
      And no player is responsible for the readying of "azir"

    @requires-stun
    Scenario: The ending cleanup ends the stuns of both players' units, with no one responsible, though A stunned them
      Given it is A's ending phase
      And A controls a unit "garen" with might 4 in their base
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And "garen" is stunned
      And "darius" is stunned
      When A ends the phase
      Then "garen" is not stunned
      And "darius" is not stunned
      And no player is responsible for the end of the stun of "garen"
      And no player is responsible for the end of the stun of "darius"

    @requires-damage
    Scenario: The ending cleanup heals the damaged unit, with no one responsible for the healing
      Given it is A's ending phase
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And "darius" has 3 damage
      When A ends the phase
      Then "darius" has 0 damage
      And no player is responsible for the healing of "darius"

    @requires-stun
    Scenario: A stun lasts through the turn's other phases and ends only when the turn ends
      Given it is A's main phase
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And "darius" is stunned
      When A ends the phase
      Then it is A's ending phase
      And "darius" is stunned
      When A ends the phase
      Then "darius" is not stunned
      And no player is responsible for the end of the stun of "darius"

    @requires-damage
    Scenario: A's detach leaves the unit's damage lethal; the cleanup kills it, and no player is responsible for that kill
      # No deal of this action made the damage lethal: nothing names a responsible player (428.5.c).
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      And "garen" has 3 damage
      When A detaches "blade"
      Then "garen" is in the trash
      And no player is responsible for the kill of "garen"

    Scenario: Test effect: B deals lethal damage; the cleanup's kill has B responsible, as the rule for lethal damage names
      # 428.5.c.1: the player responsible for the deal is responsible for the kill at the following cleanup.
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      When B deals 3 damage to "garen"
      Then "garen" is in the trash
      And B is responsible for the kill of "garen"

    @requires-combat @requires-stun
    Scenario: The combat cleanup recalls A's surviving attacker, with no one responsible, though A attacked
      # 466.1.a, 324.1: a defender remains at the battlefield, so the attackers are recalled by the combat
      # cleanup, a game procedure (411.2). The stunned defender adds no Might (423.1.b): garen survives.
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "darius" with might 9 at battlefield "bf1"
      And "darius" is stunned
      When A attacks at battlefield "bf1", assigning 3 to "darius"
      Then "darius" is at battlefield "bf1"
      And "garen" is in A's base
      And "garen" was recalled by cleanup
      And no player is responsible for the recall of "garen"

    @requires-combat
    Scenario: The combat cleanup heals the surviving defender, with no one responsible, though A attacked
      # 324.1, 466.1: 3c of the combat cleanup heals every unit, a game procedure's heal (411.2); A performed
      # the combat action, not the heal.
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 6 at battlefield "bf1"
      When A attacks at battlefield "bf1", assigning 4 to "darius" and 6 to "garen"
      Then "garen" is in the trash
      And "darius" has 0 damage
      And the last action caused a heal event for "darius" with amount 4
      And no player is responsible for the healing of "darius"

    @requires-turns
    Scenario: In a game of three, B's turn is followed by C's: C's Awaken Phase readies C's unit, not A's
      # 315: the next player in turn order takes the next turn (A, B, C); 315.1, 415.3.a: the turn player
      # readies what they control, a game procedure with no responsible player (411.2).
      Given the game has a third player C
      And it is B's ending phase
      And A controls an exhausted unit "garen" with might 4 in their base
      And C controls an exhausted unit "vi" with might 3 in their base
      When B ends the phase
      Then it is C's awaken phase
      And "vi" is ready
      And no player is responsible for the readying of "vi"
      And "garen" is exhausted

    @requires-turns
    Scenario: Only the turn player ends the phase: B's end of A's Ending Phase is refused, and the ending cleanup does not run
      # 315: the phases of a turn are its turn player's; schemas/result.json: not allowed now (turn) is wrong timing.
      # 317.2: the ending cleanup, a game procedure (411.2), runs only when the Ending Phase ends.
      Given it is A's ending phase
      And B controls an exhausted unit "darius" with might 3 in their base
      When B tries to end the phase
      Then the action is rejected as "wrong_timing"
      And it is A's ending phase
      And "darius" is exhausted

    @requires-turns @requires-chain @requires-damage
    Scenario: While A's Equip waits on the chain, A cannot end the turn; once it resolves, the ending cleanup heals with no one responsible
      # 315, 381: a phase ends only with the chain empty (Closed State); 317.2, 143.3.b, 411.2: then the ending
      # cleanup heals every unit, a game procedure's heal with no responsible player.
      Given it is A's main phase
      And A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A has [1] in their rune pool
      And "garen" has 1 damage
      When A activates the Equip ability of "blade" targeting "garen"
      And A tries to end their turn
      Then the action is rejected as "wrong_timing"
      And "garen" has 1 damage
      When the top of the chain resolves
      And A ends their turn
      Then it is B's main phase
      And "garen" has 0 damage
      And no player is responsible for the healing of "garen"

    @requires-turns
    Scenario: The ending cleanup empties every player's rune pool, not only the turn player's
      # 317.2, 3e of the ending cleanup: the rune pools empty, every player's (a game procedure, 411.2).
      Given it is A's ending phase
      And A has [1] in their rune pool
      And B has [2] in their rune pool
      When A ends the phase
      Then A's rune pool is empty
      And B's rune pool is empty

    @requires-turns
    Scenario: When A's Ending Phase ends, the new turn and its Awaken Phase are B's, not A's who ended the phase
      # 315: the next player in turn order takes the next turn; its phases are that player's.
      Given it is A's ending phase
      When A ends the phase
      Then the last action caused a turn began event with player "B"
      And the last action caused a phase began event with player "B" and phase "awaken"
      And the last action caused no turn began event with player "A"
      And it is B's awaken phase

    Scenario: B's Awaken Phase readies B's exhausted unit only: B's ready unit is not readied again
      # 315.1, 415.3.a: the turn player readies what they control that is exhausted; 415.1: a ready card
      # is not readied (nothing happens to it, so no ready event).
      Given it is A's ending phase
      And B controls an exhausted unit "darius" with might 3 in their base
      And B controls a unit "vi" with might 2 in their base
      When A ends the phase
      Then "darius" is ready
      And "vi" is ready
      And the last action caused a ready event for "darius"
      And the last action caused no ready event for "vi"

    @requires-damage @requires-triggers
    Scenario: The cleanup's kill after A's detach is no one's: A's "When you kill a unit" does not trigger
      # 411.2: no player is responsible for the cleanup's kill here (no deal made the damage lethal,
      # 428.5.c), so it is not A's kill; 411.1: "you" is the responsible player.
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      And "garen" has 3 damage
      And A controls a unit "watcher" with might 1 and ability "When you kill a unit, buff me." in their base
      When A detaches "blade"
      Then "garen" is in the trash
      And no player is responsible for the kill of "garen"
      And the last action triggered no ability of "watcher"
      And "watcher" has no buff
