@requires-standard_move
Feature: The Standard Move — a unit's controller moves it on their turn, exhausting it
  The Standard Move is the move a player makes of their own units, in their own Main Phase, with
  the chain empty, paying the exhaust of each unit: from their base to a battlefield, or from a
  battlefield back to their base; several units may move as one action. It is not an effect's
  move (`When A moves …`), which has no cost. What an attached card does when its unit moves is
  the same whichever move it is: it goes with its unit, it does not move, and it does not move
  alone.
  Source: the French ruling text « Objets : contrôle, texte copié et réattachement » (features/sources/GEAR.fr.txt), for what the Equipment does.

  Background:
    Given a Riftbound game between A and B with battlefields "bf1" and "bf2"
    And it is A's main phase

  @GEAR-31
  Rule: Equipped cards share the unit's location and follow it when it makes a standard move
    Core Rules 719.3-719.3.a; the Standard Move: 144.1-144.4 (its cost, the exhaust of the unit, 144.2).

    Scenario: A's unit makes a standard move to a battlefield; its Equipment goes with it, and only the unit is exhausted
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      When A makes a standard move of "garen" to battlefield "bf1"
      Then "garen" is at battlefield "bf1"
      And "blade" is at battlefield "bf1"
      And "blade" is attached to "garen"
      And "garen" is exhausted
      And "blade" is ready

    Scenario: Two units at two battlefields make one standard move to the base, their Equipment with them
      # 144.3: several units move as one action to one destination, from different origins.
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls a unit "lux" with might 3 at battlefield "bf2"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And A controls an Equipment "wand" with might bonus 1 at battlefield "bf2"
      And "blade" is attached to "garen"
      And "wand" is attached to "lux"
      When A makes a standard move of "garen" and "lux" to their base
      Then "garen" is in A's base
      And "lux" is in A's base
      And "blade" is in A's base
      And "wand" is in A's base
      And "garen" is exhausted
      And "lux" is exhausted

    Scenario: An exhausted unit cannot pay for a standard move; it stays, and so does its Equipment
      # 144.2: the exhaust is the cost; an exhausted unit cannot pay it (414.4).
      Given A controls an exhausted unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      When A tries to make a standard move of "garen" to battlefield "bf1"
      Then the action is rejected as "unpaid_cost"
      And nothing changed

    Scenario: A player makes a standard move of their own units only: B's unit is not A's to move
      # 144.1: the Standard Move is made by the unit's controller.
      Given B controls a unit "darius" with might 3 in their base
      When A tries to make a standard move of "darius" to battlefield "bf1"
      Then the action is rejected as "not_controller"
      And nothing changed

    Scenario: A's equipped unit at a battlefield makes its standard move back to A's base, not to B's
      # 144.4: the route is from a battlefield back to the base of the unit's controller; B's base is not on
      # it. The move is refused: the unit and its Equipment stay where they are, the unit unexhausted.
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      When A tries to make a standard move of "garen" to B's base
      Then the action is rejected as "illegal_destination"
      And "garen" is at battlefield "bf1"
      And "blade" is at battlefield "bf1"
      And "garen" is ready

    Scenario: The standard move is made in the Main Phase, not in another phase of the turn
      # 144.1: in the player's own Main Phase.
      Given it is A's beginning phase
      And A controls a unit "garen" with might 4 in their base
      When A tries to make a standard move of "garen" to battlefield "bf1"
      Then the action is rejected as "wrong_timing"
      And nothing changed

    Scenario: A standard move is refused while an ability waits on the chain; once it has resolved, the unit moves with its Equipment
      # 144.1: the Standard Move is made in an Open State; with an item on the chain the state is Closed.
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      And A controls a unit "lux" with might 2 in their base
      And A controls an Equipment "shield" with might bonus 1 in their base
      And A's Equip ability of "shield" targeting "lux" is on the chain
      When A tries to make a standard move of "garen" to battlefield "bf1"
      Then the action is rejected as "wrong_timing"
      And nothing changed
      When the top of the chain resolves
      And A makes a standard move of "garen" to battlefield "bf1"
      Then "garen" is at battlefield "bf1"
      And "blade" is at battlefield "bf1"
      And "blade" is attached to "garen"

    Scenario: A standard move of two units, one of them exhausted, is refused as a whole: neither unit moves
      # 144.2-144.3: one action, each unit paying its own exhaust; the exhausted one cannot pay (414.4), so
      # the action is not made, and the ready unit stays with its Equipment, ready.
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      And A controls an exhausted unit "lux" with might 2 in their base
      When A tries to make a standard move of "garen" and "lux" to battlefield "bf1"
      Then the action is rejected as "unpaid_cost"
      And nothing changed

  @GEAR-32
  Rule: The Equipment's change of location alongside the unit's standard move is not itself a move
    Core Rules 446.1, 719.3; the Standard Move: 144.2, 144.4.

    Scenario: Only the unit moves, and only the unit pays: the exhaust, then the move, then the Equipment relocated
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      When A makes a standard move of "garen" to battlefield "bf2"
      Then the last action caused exactly these events, in order:
        | type     | object | from            | to              |
        | exhaust  | garen  |                 |                 |
        | move     | garen  | base:A          | battlefield:bf2 |
        | relocate | blade  | base:A          | battlefield:bf2 |
      And "garen" moved
      And "blade" did not move

    Scenario: A standard move from one battlefield to another is refused; neither the unit nor its Equipment goes
      # 144.4: the routes are base to battlefield and battlefield to base.
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      When A tries to make a standard move of "garen" to battlefield "bf2"
      Then the action is rejected as "illegal_destination"
      And nothing changed

  @GEAR-33
  Rule: Attached equipment cannot make a standard move on its own
    Core Rules 718.5.c, 719.3; the Standard Move is a move of units (144.1).

    Scenario: A standard move of the attached Equipment alone is refused, and its unit stays ready where it is
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      When A tries to make a standard move of "blade" to battlefield "bf1"
      Then the action is rejected as "cannot_move"
      And nothing changed

    Scenario: After the refused move of the Equipment, the standard move of its unit takes both
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      When A tries to make a standard move of "blade" to their base
      Then the action is rejected as "cannot_move"
      When A makes a standard move of "garen" to their base
      Then "blade" is in A's base
      And "blade" is attached to "garen"
