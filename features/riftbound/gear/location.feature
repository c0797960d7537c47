Feature: Gear — where attached cards are, and what happens when their unit goes
  Attached cards share their unit's location and follow it without moving. Detached, they stay
  where the unit was; non-unit gear left at a battlefield is recalled by the next cleanup.
  Source: the French ruling text « Objets : contrôle, texte copié et réattachement » (features/sources/GEAR.fr.txt).

  Background:
    Given a Riftbound game between A and B with battlefields "bf1" and "bf2"

  @GEAR-31
  Rule: Equipped cards share the unit's location and follow it when it moves or is recalled
    Core Rules 719.3-719.3.a, 107.1.c.1; 449.2 (where a unit may not move, in a game of three).

    Scenario: The Equipment follows its unit from base to a battlefield
      # An effect's move has no cost: the unit stays ready (the exhaust is the Standard Move's, 144.2).
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      When A moves "garen" to battlefield "bf1"
      Then "garen" is at battlefield "bf1"
      And "blade" is at battlefield "bf1"
      And "blade" is attached to "garen"
      And "garen" is ready

    Scenario: An effect moves an exhausted unit with its Equipment; the move costs nothing and readies or exhausts nothing
      # The exhaust is the Standard Move's cost (144.2), not a part of every move (446.1).
      Given A controls an exhausted unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      When A moves "garen" to battlefield "bf1"
      Then "garen" is at battlefield "bf1"
      And "blade" is at battlefield "bf1"
      And "garen" is exhausted
      And "blade" is ready

    Scenario: Two Equipment follow their unit when it is recalled
      Given B controls a unit "darius" with might 3 at battlefield "bf2"
      And B controls an Equipment "axe" with might bonus 1 at battlefield "bf2"
      And B controls an Equipment "plate" with might bonus 2 at battlefield "bf2"
      And "axe" is attached to "darius"
      And "plate" is attached to "darius"
      When B recalls "darius"
      Then "darius" is in B's base
      And "axe" is in B's base
      And "plate" is in B's base
      And "darius" carries "axe" and "plate"

    Scenario: In a game of three, the equipped unit joins another player's unit at a battlefield, its Equipment with it
      # 449.2 forbids only a battlefield holding units of two other players; here only B has one there.
      Given the game has a third player C
      And A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls a unit "vi" with might 2 in their base
      And C controls a unit "sion" with might 5 at battlefield "bf2"
      When A moves "garen" to battlefield "bf1"
      Then "garen" is at battlefield "bf1"
      And "blade" is at battlefield "bf1"
      And "blade" is attached to "garen"

    Scenario: In a game of three, no unit moves to a battlefield holding units of two other players; its Equipment stays too
      # 449.2.
      Given the game has a third player C
      And A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And C controls a unit "sion" with might 5 at battlefield "bf1"
      When A tries to move "garen" to battlefield "bf1"
      Then the action is rejected as "illegal_destination"
      And nothing changed

    Scenario: An exhausted Equipment follows its unit out and back still exhausted: neither the move nor the recall readies it
      # 719.4: host and attachments keep their own ready state; 446.1: following the host is not a move; 458.1: a recall readies nothing
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "sword" with might bonus 2 in their base
      And "sword" is attached to "garen"
      And "sword" is exhausted
      When A moves "garen" to battlefield "bf2"
      Then "sword" is at battlefield "bf2"
      And "sword" is attached to "garen"
      And "sword" is exhausted
      When A recalls "garen"
      Then "sword" is in A's base
      And "sword" is attached to "garen"
      And "sword" is exhausted

    Scenario: B's unit carrying A's Equipment moves to a battlefield; the Equipment goes with it
      # 719.3: attached cards share their unit's location, whoever controls them (718.5.e-f).
      Given B controls a unit "darius" with might 3 in their base
      And A controls an Equipment "curse" with might bonus 1 in B's base
      And "curse" is attached to "darius"
      When B moves "darius" to battlefield "bf1"
      Then "darius" is at battlefield "bf1"
      And "curse" is at battlefield "bf1"
      And "curse" is attached to "darius"
      And "darius" has might 4

    Scenario: Two equipped units moved by one action each take their own Equipment along
      # 144.3: several units may move as one action; 719.3: each one's attached cards follow it.
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And A controls an Equipment "wand" with might bonus 1 in their base
      And "blade" is attached to "garen"
      And "wand" is attached to "lux"
      When A moves "garen" and "lux" to battlefield "bf1"
      Then "garen" is at battlefield "bf1"
      And "lux" is at battlefield "bf1"
      And "blade" is at battlefield "bf1"
      And "wand" is at battlefield "bf1"
      And "wand" is attached to "lux"
      And "lux" has might 3
      And "wand" did not move

    Scenario: Moved to a battlefield, the unit keeps its Equipment's text and bonus there
      # 719.3: the stack goes together, still attached; 434.1.c-d: the text and bonus apply wherever it is.
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "bulwark" with might bonus 2 and effect keyword Tank in their base
      And "bulwark" is attached to "garen"
      When A moves "garen" to battlefield "bf1"
      Then "garen" is at battlefield "bf1"
      And "bulwark" is attached to "garen"
      And "garen" has might 6
      And "garen" has the ability "Tank" from "bulwark"

    Scenario: Two units in one Standard Move each take their own Equipment along
      # 144.3: several units move as one action; 719.3.a: each unit's attached cards follow it
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And A controls an Equipment "shield" with might bonus 1 in their base
      And "blade" is attached to "garen"
      And "shield" is attached to "lux"
      When A makes a standard move of "garen" and "lux" to battlefield "bf1"
      Then "garen" is at battlefield "bf1"
      And "lux" is at battlefield "bf1"
      And "blade" is attached to "garen"
      And "shield" is attached to "lux"
      And "shield" is at battlefield "bf1"
      And "shield" did not move
      And "lux" has might 3

    Scenario: The unit moves from one battlefield to another; its Equipment leaves the first with it
      # 719.3.a: attached cards follow their unit wherever it goes, battlefield to battlefield too (144.4).
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 2 at battlefield "bf1"
      And "axe" is attached to "darius"
      When B moves "darius" to battlefield "bf2"
      Then "darius" is at battlefield "bf2"
      And "axe" is at battlefield "bf2"
      And "axe" is attached to "darius"
      And "darius" has might 5

  @GEAR-31 @requires-combat
  Rule: An attacker the combat cleanup recalls takes its Equipment home
    Core Rules 466.1.a, 719.3-719.3.a, 458.1.

    Scenario: A defender remains, so the attacker is recalled: its Equipment goes home with it, still attached
      # 466.1.a: the attackers are recalled when defenders remain (a game procedure's recall); 719.3.a: its cards follow.
      Given A controls a unit "garen" with might 0 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 0 at battlefield "bf1"
      And "blade" is attached to "garen"
      And B controls a unit "darius" with might 0 at battlefield "bf1"
      When A attacks at battlefield "bf1"
      Then "garen" is in A's base
      And "blade" is in A's base
      And "blade" is attached to "garen"
      And "darius" is at battlefield "bf1"

  @GEAR-32
  Rule: The Equipment's change of location alongside the unit is not itself a move
    Core Rules 446.1, 719.3; 355.4.a and 144.4 (where a unit may move: when it may not, nothing moves).

    Scenario: A unit recalled from a battlefield takes its Equipment home: the Equipment is relocated, it does not move
      # 719.3.a, 446.1: the attached card changes location alongside its unit; a recall is no move either
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      When A recalls "garen"
      Then "garen" is in A's base
      And "blade" is attached to "garen"
      And the last action caused a relocate event for "blade" with from "battlefield:bf1" and to "base:A"
      And "blade" did not move
      And the last action caused no move event

    Scenario: Two units from two battlefields in one Standard Move: each Equipment is relocated from its own unit's battlefield
      # 144.3: one action, several origins; 719.3.a: each attached card goes along with its own unit, not moving
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls a unit "lux" with might 3 at battlefield "bf2"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And A controls an Equipment "wand" with might bonus 1 at battlefield "bf2"
      And "blade" is attached to "garen"
      And "wand" is attached to "lux"
      When A makes a standard move of "garen" and "lux" to their base
      Then the last action caused a relocate event for "blade" with from "battlefield:bf1" and to "base:A"
      And the last action caused a relocate event for "wand" with from "battlefield:bf2" and to "base:A"
      And "wand" did not move
      And "wand" is attached to "lux"

    Scenario: Only the unit moves
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      When A moves "garen" to battlefield "bf2"
      Then "garen" moved
      And "blade" did not move
      And "blade" is at battlefield "bf2"

    Scenario: The Equipment that follows its unit keeps its counters
      # 446.1, 719.3: it changes place with its unit without moving, and stays on the board: only a
      # card that leaves the board loses its counters (748, 124.1).
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      And "blade" has 2 charge counters
      When A moves "garen" to battlefield "bf2"
      Then "blade" is at battlefield "bf2"
      And "blade" has 2 charge counters

    Scenario: Carried back to base by its unit's move, an opponent's Equipment is relocated, neither moved nor recalled
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls an Equipment "curse" with might bonus -2 at battlefield "bf1"
      And "curse" is attached to "darius"
      When B moves "darius" to their base
      Then the last action caused exactly these events, in order:
        | type     | object | from            | to     |
        | move     | darius | battlefield:bf1 | base:B |
        | relocate | curse  | battlefield:bf1 | base:B |
      And "curse" is in B's base
      And "curse" is attached to "darius"
      And "darius" has might 1

    Scenario: A unit told to move to where it already is does not move, and neither does its Equipment
      # 355.4.a: a move's destination differs from where the unit is.
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      When A tries to move "garen" to battlefield "bf1"
      Then the action is rejected as "illegal_destination"
      And nothing changed

    Scenario: A unit cannot move into the opponent's base; its Equipment stays with it where it was
      # 144.4: a unit moves between its own base and the battlefields.
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      When A tries to move "garen" to B's base
      Then the action is rejected as "illegal_destination"
      And nothing changed

    Scenario: The Equipment that follows its unit keeps the keyword an effect granted to it
      # 446.1, 719.3.a: following its unit is neither a move nor a zone change; 477.2.a: the text granted to
      # the Equipment is its own.
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "cloak" with might bonus 1 in their base
      And A has a spell "gift" in their trash
      And "cloak" has been given keyword Tank by "gift"
      And "cloak" is attached to "garen"
      When A moves "garen" to battlefield "bf1"
      Then "cloak" is at battlefield "bf1"
      And "cloak" has the ability "Tank" from "gift"

  @GEAR-33
  Rule: Attached equipment cannot be moved on its own
    Core Rules 718.5.c, 719.3-719.3.a. Non-unit gear never moves (152.2), attached or not; what the
    attachment alone forbids shows with a recall: the same Equipment goes home when it is
    unattached, and stays with its unit when it is attached.

    Scenario: Moving an attached Equipment alone is rejected, and its unit stays too
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      When A tries to move "blade" to battlefield "bf1"
      Then the action is rejected as "cannot_move"
      And nothing changed

    Scenario: Moving its unit is how the Equipment gets there
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      When A tries to move "blade" to their base
      Then the action is rejected as "cannot_move"
      When A moves "garen" to their base
      Then "blade" is in A's base

    Scenario: Recalling an attached Equipment alone is rejected; it stays on its unit at the battlefield
      Given B controls a unit "darius" with might 3 at battlefield "bf2"
      And B controls an Equipment "axe" with might bonus 3 at battlefield "bf2"
      And "axe" is attached to "darius"
      When B tries to recall "axe"
      Then the action is rejected as "cannot_move"
      And nothing changed

    Scenario: Unattached, the Equipment cannot be moved either: non-unit gear never moves
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      When A tries to move "blade" to battlefield "bf1"
      Then the action is rejected as "cannot_move"
      And nothing changed

    Scenario: The same Equipment left unattached at a battlefield is recalled to its base
      Given B controls a unit "darius" with might 3 at battlefield "bf2"
      And B controls an Equipment "axe" with might bonus 3 at battlefield "bf2"
      When B recalls "axe"
      Then "axe" is in B's base
      And "axe" was recalled
      And "darius" is at battlefield "bf2"

    Scenario: Naming the attached Equipment in its unit's move is rejected; neither card moves
      # 718.5.c: an attached card is never moved on its own, not even beside its unit in one action.
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      When A tries to move "garen" and "blade" to battlefield "bf1"
      Then the action is rejected as "cannot_move"
      And nothing changed

    Scenario: Naming the attached Equipment in its unit's Standard Move is rejected too; neither card moves
      # 718.5.c: an attached card is never moved on its own; 144: the Standard Move moves units, and the
      # Equipment only follows its unit (GEAR-31).
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      When A tries to make a standard move of "garen" and "blade" to battlefield "bf1"
      Then the action is rejected as "cannot_move"
      And nothing changed

    Scenario: Recalling an attached Equipment alone is rejected even in its own base
      # 718.5.c, 719.3: an attached card goes where its unit goes and is never recalled on its own,
      # though a recall would leave it where it is.
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      When A tries to recall "blade"
      Then the action is rejected as "cannot_move"
      And nothing changed

  @GEAR-34
  Rule: Equipping from another location relocates the Equipment without moving it and without readying it
    Core Rules 434.4-434.5.

    Scenario: An exhausted Equipment in base equips a unit at a battlefield
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an exhausted Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A has [1] in their rune pool
      When A activates the Equip ability of "blade" targeting "garen"
      And the top of the chain resolves
      Then "blade" is attached to "garen"
      And A's rune pool is empty
      And "blade" is at battlefield "bf1"
      And "blade" did not move
      And "blade" is exhausted

    Scenario: An effect attaches a ready Equipment from base to a unit at a battlefield
      Given B controls a unit "darius" with might 1 at battlefield "bf2"
      And B controls an Equipment "axe" with might bonus 3 in their base
      When B attaches "axe" to "darius"
      Then the last action caused exactly these events, in order:
        | type     | object | to              | from   | location        |
        | attach   | axe    | darius          |        | battlefield:bf2 |
        | relocate | axe    | battlefield:bf2 | base:B |                 |
      And "axe" is at battlefield "bf2"
      And "axe" is ready
      And "darius" has might 4

    Scenario: Taken from a unit at a battlefield to a unit in base, the Equipment detaches where it was, then relocates
      # 434.1.f: it detaches from its old host first, at the location it leaves; 434.4: then it takes the new host's
      Given B controls a unit "darius" with might 1 at battlefield "bf2"
      And B controls a unit "sion" with might 2 in their base
      And B controls an Equipment "axe" with might bonus 3 at battlefield "bf2"
      And "axe" is attached to "darius"
      When B attaches "axe" to "sion"
      Then the last action caused exactly these events, in order:
        | type     | object | to     | from            | location        |
        | detach   | axe    |        | darius          | battlefield:bf2 |
        | attach   | axe    | sion   |                 | base:B          |
        | relocate | axe    | base:B | battlefield:bf2 |                 |

    Scenario: Equipped from its base to a unit at a battlefield, the Equipment keeps its counters
      # 434.4: it takes the unit's location without moving and stays on the board; only a card that
      # leaves the board loses its counters (124.1).
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" has 2 charge counters
      When A attaches "blade" to "garen"
      Then "blade" is at battlefield "bf1"
      And "blade" has 2 charge counters

  @GEAR-35
  Rule: Detaching removes the granted text and bonus but leaves the Equipment where the unit is, its ready state unchanged
    Core Rules 435.1.c-e, 435.4-435.4.a, 323.7. A detached gear at a battlefield stays there until
    the cleanup recalls it to its controller's base (457.1): the recall starts from the battlefield.

    @requires-cleanup
    Scenario: Detached at a battlefield, an exhausted Equipment stays there until the cleanup recalls it, still exhausted
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an exhausted Equipment "blade" with might bonus 2 and effect keyword Tank at battlefield "bf1"
      And "blade" is attached to "garen"
      When A detaches "blade"
      Then the last action caused exactly these events, in order:
        | type   | object | from            | location        | to     | cause   |
        | detach | blade  | garen           | battlefield:bf1 |        |         |
        | recall | blade  | battlefield:bf1 |                 | base:A | cleanup |
      And "blade" is not attached to anything
      And "blade" is in A's base
      And "blade" is exhausted
      And "garen" has might 4
      And "garen" has no ability from "blade"
      And "blade" did not move

    Scenario: Detached in its controller's base, the Equipment stays there, exhausted, without its text and bonus
      Given A controls a unit "garen" with might 4 in their base
      And A controls an exhausted Equipment "blade" with might bonus 2 and effect keyword Tank in their base
      And "blade" is attached to "garen"
      When A detaches "blade"
      Then "blade" is not attached to anything
      And "blade" is in A's base
      And "blade" is exhausted
      And "garen" has might 4
      And "garen" has no ability from "blade"
      And "blade" did not move

    @requires-damage
    Scenario: The bonus that kept a damaged unit alive is detached: the damage marked is now lethal, and the unit dies
      # 435.1.e: the unit loses the bonus; 142.4: damage already marked is lethal against the lower
      # Might. (Who is responsible for such a kill is a question the Core Rules leave open: not checked.)
      Given A controls a unit "garen" with might 1 in their base
      And A controls an Equipment "blade" with might bonus 3 in their base
      And "blade" is attached to "garen"
      And "garen" has 2 damage
      When A detaches "blade"
      Then "garen" is in the trash
      And the last action caused a kill event for "garen"
      And "blade" is in A's base
      And "blade" is not attached to anything

    @requires-cleanup
    Scenario: Detaching one of two Equipment at a battlefield: the cleanup recalls it alone; the other stays on its unit
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "cloak" with might bonus 1 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "cloak" is attached to "garen"
      And "blade" is attached to "garen"
      When A detaches "blade"
      Then "blade" was recalled by cleanup
      And "blade" is in A's base
      And "cloak" is attached to "garen"
      And "cloak" is at battlefield "bf1"
      And "garen" has might 5

    @requires-cleanup
    Scenario: An Equipment owned by B and controlled by A, detached at a battlefield, stays ready and goes to A's base
      Given A controls a unit "garen" with might 5 at battlefield "bf2"
      And A controls an Equipment "blade" owned by B with might bonus 1 at battlefield "bf2"
      And "blade" is attached to "garen"
      When A detaches "blade"
      Then the last action caused exactly these events, in order:
        | type   | object | from            | location        | to     |
        | detach | blade  | garen           | battlefield:bf2 |        |
        | recall | blade  | battlefield:bf2 |                 | base:A |
      And "blade" is ready
      And "blade" is controlled by A
      And "garen" has might 5

    @requires-cleanup
    Scenario: Detached from an opponent's unit in the opponent's base, the Equipment is detached there, then goes home
      Given B controls a unit "darius" with might 3 in their base
      And A controls an Equipment "curse" with might bonus -1 in B's base
      And "curse" is attached to "darius"
      When A detaches "curse"
      Then the last action caused exactly these events, in order:
        | type   | object | from   | location | to     |
        | detach | curse  | darius | base:B   |        |
        | recall | curse  | base:B |          | base:A |
      And "curse" is in A's base
      And "darius" has might 3

    Scenario: A keyword granted to the Equipment stays on it when it is detached; only what it gave its unit goes
      # 435.1, 136.2.b: the unit loses the Equipment's effect text and Might Bonus; 477.2.a: what an
      # effect granted to the Equipment itself is its own, and lasts.
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "cloak" with might bonus 1 and effect keyword Deflect in their base
      And A has a spell "gift" in their trash
      And "cloak" has been given keyword Tank by "gift"
      And "cloak" is attached to "garen"
      When A detaches "cloak"
      Then "cloak" has the ability "Tank" from "gift"
      And "garen" has no ability from "cloak"
      And "garen" has might 4

    Scenario: A detached Equipment keeps its counters
      # 435.4: it stays on the board where it was; only a card that leaves the board loses its counters (124.1).
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      And "blade" has 2 charge counters
      When A detaches "blade"
      Then "blade" is not attached to anything
      And "blade" has 2 charge counters
      And "garen" has might 4

    Scenario: Detaching an Equipment that is attached to nothing does nothing
      # 435.1.a.1: a detach of an unattached card does nothing; the action is not illegal for that.
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      When A detaches "blade"
      Then the last action caused no events
      And "blade" is in A's base
      And "blade" is not attached to anything

    Scenario: Detaching takes away only what the Equipment gave: the unit keeps its buff and the keyword a spell gave it
      # 435.4, 136.2.b: the unit loses the Equipment's effect text and Might Bonus; its buff (703) and the
      # text an effect granted to it (477.2.a) are its own.
      Given A controls a unit "garen" with might 4 in their base
      And "garen" has a buff
      And A has a spell "gift" in their trash
      And "garen" has been given keyword Tank by "gift"
      And A controls an Equipment "blade" with might bonus 2 and effect keyword Deflect in their base
      And "blade" is attached to "garen"
      Then "garen" has might 7
      When A detaches "blade"
      Then "garen" has might 5
      And "garen" has a buff
      And "garen" has the ability "Tank" from "gift"
      And "garen" has no ability from "blade"
      And "garen" is not equipped

    Scenario: On the opponent's turn, an effect detaches the Equipment all the same
      # 435.1: a detach happens as the effect that orders it says, on any player's turn.
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      And it is B's turn
      When A detaches "blade"
      Then "blade" is not attached to anything
      And "blade" is in A's base
      And "garen" has might 4

    Scenario: An Equipment in the trash is attached to nothing and off the board: it cannot be detached
      # 435.1: a detach is of a card on the board.
      Given A controls a unit "garen" with might 4 in their base
      And A has an Equipment "blade" with might bonus 2 in their trash
      When A tries to detach "blade"
      Then the action is rejected as "not_on_board"
      And nothing changed

  @GEAR-36
  Rule: If the unit is killed or otherwise leaves the board, its Equipment detaches and stays at the location left
    Core Rules 719.5, 435.4.b, 142.4, 323.5. At a battlefield, the cleanup then recalls it from there (323.7).

    Scenario: The unit is killed at a battlefield; its Equipment detaches there, unattached, and does not go to the trash
      Given A controls a unit "garen" with might 4 at battlefield "bf2"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf2"
      And "blade" is attached to "garen"
      When B kills "garen"
      Then the last action caused exactly these events, in order:
        | type   | object | from            | location        | to     |
        | kill   | garen  | battlefield:bf2 |                 |        |
        | detach | blade  | garen           | battlefield:bf2 |        |
        | recall | blade  | battlefield:bf2 |                 | base:A |
      And "garen" is in the trash
      And "blade" is in A's base
      And "blade" was recalled by cleanup
      And "blade" is not attached to anything

    Scenario: The unit is banished; its Equipment stays on the board
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      When B banishes "garen"
      Then "garen" is in the banishment
      And "blade" was detached from "garen"
      And the last action caused a detach event for "blade"
      And "blade" is in A's base
      And "blade" is not attached to anything

    Scenario: The unit is killed in its base; its Equipment stays in that base, unattached
      Given B controls a unit "darius" with might 2 in their base
      And B controls an exhausted Equipment "axe" with might bonus 1 in their base
      And "axe" is attached to "darius"
      When A kills "darius"
      Then "darius" is in the trash
      And "axe" is in B's base
      And "axe" is not attached to anything
      And "axe" is exhausted
      And "axe" was not recalled

    Scenario: Its unit in the trash, the Equipment cannot be attached to it again
      # 434.1: an attachment links two cards on the board.
      Given A controls a unit "garen" with might 4 at battlefield "bf2"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf2"
      And "blade" is attached to "garen"
      When B kills "garen"
      Then "garen" is in the trash
      When A tries to attach "blade" to "garen"
      Then the action is rejected as "not_on_board"
      And nothing changed

    Scenario: The unit dies of lethal damage; its Equipment does not go to the trash
      Given A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      And "blade" is attached to "garen"
      When B deals 4 damage to "garen"
      Then "garen" is in the trash
      And "blade" is in A's base
      And "blade" is not attached to anything

    Scenario: Damage short of the Might with its bonus is not lethal
      Given A controls a unit "garen" with might 2 in their base
      And A controls an Equipment "blade" with might bonus 3 in their base
      And "blade" is attached to "garen"
      When B deals 4 damage to "garen"
      Then "garen" is in A's base
      And "garen" has 4 damage
      And "blade" is attached to "garen"
      And the last action caused no kill event for "garen"

    Scenario: The killed unit has left the board: it cannot be killed, banished or recalled again, and its Equipment stays put
      # A kill sends a permanent from the board to the trash (428.2, 428.2.a); banish and recall act
      # on permanents on the board (427.1, 455): the unit in the trash is no longer one.
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      When B kills "garen"
      Then "garen" is in the trash
      When B tries to kill "garen"
      Then the action is rejected as "not_on_board"
      And nothing changed
      When A tries to banish "garen"
      Then the action is rejected as "not_on_board"
      And nothing changed
      When A tries to recall "garen"
      Then the action is rejected as "not_on_board"
      And nothing changed
      And "blade" is in A's base
      And "blade" is not attached to anything

    @requires-tokens
    Scenario: A Sand Soldier token carrying an Equipment is killed: the token ceases to exist, its Equipment stays
      # 719.5: the attached cards detach and stay where the unit was; 186.1: only the token ceases to exist.
      Given A controls a Sand Soldier token "soldier" in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "soldier"
      When B kills "soldier"
      Then "soldier" no longer exists
      And "blade" is in A's base
      And "blade" is not attached to anything

    Scenario: An equipped unit's earlier damage counts: with 3 damage at Might 5, 2 more kill it; its Equipment stays
      # 142.4: damage stays marked; it is lethal once it reaches the Might, the bonus included (434.1.d).
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      And "blade" is attached to "garen"
      And "garen" has 3 damage
      When B deals 2 damage to "garen"
      Then "garen" is in the trash
      And "blade" is not attached to anything
      And "blade" is in A's base

    Scenario: The Equipment a killed unit sheds keeps its counters where it stays
      # 124.1: only the card that leaves becomes a new object; 719.5: what was attached detaches and stays, as it is.
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      And "blade" has 2 charge counters
      When A kills "garen"
      Then "garen" is in the trash
      And "blade" is in A's base
      And "blade" is not attached to anything
      And "blade" has 2 charge counters

    Scenario: A unit carrying two Equipment dies at a battlefield: each detaches there, one event each
      # 719.5: every card attached to the unit detaches where the unit was, and each detach is
      # reported (the controller chooses the order, 719.5.a).
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 1 at battlefield "bf1"
      And B controls an Equipment "plate" with might bonus 2 at battlefield "bf1"
      And "axe" is attached to "darius"
      And "plate" is attached to "darius"
      When B kills "darius", detaching "plate" then "axe"
      Then the last action caused a detach event for "plate" with from "darius" and location "battlefield:bf1"
      And the last action caused a detach event for "axe" with from "darius" and location "battlefield:bf1"
      And "plate" was detached before "axe"

  @GEAR-37
  Rule: When a unit with several attachments leaves the board, its controller chooses the order of the detachments
    Core Rules 719.5.a. The host's controller chooses, whoever performs the kill; the choice is
    written into the action (schemas/action.json, choices.detach_order).

    Scenario: The controller detaches the plate first, then the axe
      Given B controls a unit "darius" with might 3 in their base
      And B controls an Equipment "axe" with might bonus 1 in their base
      And B controls an Equipment "plate" with might bonus 2 in their base
      And "axe" is attached to "darius"
      And "plate" is attached to "darius"
      When B kills "darius", detaching "plate" then "axe"
      Then the last action caused exactly these events, in order:
        | type   | object | from   |
        | kill   | darius |        |
        | detach | plate  | darius |
        | detach | axe    | darius |

    Scenario: A token unit's controller chooses the order too
      # 719.5.a: the controller of the unit that leaves chooses, token or card; the token then
      # ceases to exist (186.1), and its Equipment stays where it was.
      Given A controls a Sand Soldier token "soldier" in their base
      And A controls an Equipment "axe" with might bonus 1 in their base
      And A controls an Equipment "plate" with might bonus 2 in their base
      And "axe" is attached to "soldier"
      And "plate" is attached to "soldier"
      When A kills "soldier", detaching "plate" then "axe"
      Then "plate" was detached before "axe"
      And "axe" is in A's base
      And "plate" is in A's base

    Scenario: The other order is just as legal
      Given B controls a unit "darius" with might 3 in their base
      And B controls an Equipment "axe" with might bonus 1 in their base
      And B controls an Equipment "plate" with might bonus 2 in their base
      And "axe" is attached to "darius"
      And "plate" is attached to "darius"
      When B kills "darius", detaching "axe" then "plate"
      Then "axe" was detached before "plate"

    Scenario: A kills B's unit; B, its controller, chose to detach the axe first
      Given B controls a unit "darius" with might 4 in their base
      And B controls an Equipment "plate" with might bonus 2 in their base
      And B controls an Equipment "axe" with might bonus 1 in their base
      And "plate" is attached to "darius"
      And "axe" is attached to "darius"
      When A kills "darius", detaching "axe" then "plate"
      Then the last action caused exactly these events, in order:
        | type   | object | from   | responsible |
        | kill   | darius |        | A           |
        | detach | axe    | darius |             |
        | detach | plate  | darius |             |

    Scenario: A banishes B's unit; B, its controller, chose to detach the plate first
      Given B controls a unit "darius" with might 4 at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 1 at battlefield "bf1"
      And B controls an Equipment "plate" with might bonus 2 at battlefield "bf1"
      And "axe" is attached to "darius"
      And "plate" is attached to "darius"
      When A banishes "darius", detaching "plate" then "axe"
      Then "plate" was detached before "axe"
      And "darius" is in the banishment

    Scenario: An order that leaves out one of the attached cards is no choice of the order: the kill is refused
      # 719.5.a: the order is of all the detachments; naming only one card orders nothing.
      Given B controls a unit "darius" with might 3 in their base
      And B controls an Equipment "axe" with might bonus 1 in their base
      And B controls an Equipment "plate" with might bonus 2 in their base
      And "axe" is attached to "darius"
      And "plate" is attached to "darius"
      When B tries to kill "darius", detaching "plate"
      Then the action is rejected as "illegal_target"
      And nothing changed

    @requires-copy_text
    Scenario: The controller detaches Svellsongur first: the text it copied ends with that detach, before the next card detaches
      # 719.5.a: the unit's controller chooses the order of the detachments and of the effects they cause.
      Given B controls a unit "darius" with might 3 in their base
      And B controls a Svellsongur (SFD-059) "svell" in their base
      And B controls an Equipment "plate" with might bonus 2 in their base
      And "plate" is attached to "darius"
      When B attaches "svell" to "darius"
      And B kills "darius", detaching "svell" then "plate"
      Then the last action caused exactly these events, in order:
        | type            | object | from   |
        | kill            | darius |        |
        | detach          | svell  | darius |
        | text_copy_ended | svell  |        |
        | detach          | plate  | darius |

    Scenario: A unit carrying a single Equipment is killed with no order named: there is nothing to choose
      # 719.5.a: the controller chooses the order of several detachments; with one card there is one order,
      # and the kill needs no choice.
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 1 at battlefield "bf1"
      And "axe" is attached to "darius"
      When A kills "darius"
      Then "darius" is in the trash
      And "axe" was detached from "darius"
      And "axe" is not attached to anything

    Scenario: With three Equipment, the controller's whole order is kept, not only its first card
      # 719.5.a: the controller orders every detachment, the second and third as well as the first.
      Given B controls a unit "darius" with might 3 in their base
      And B controls an Equipment "axe" with might bonus 1 in their base
      And B controls an Equipment "plate" with might bonus 2 in their base
      And B controls an Equipment "ring" with might bonus 1 in their base
      And "axe" is attached to "darius"
      And "plate" is attached to "darius"
      And "ring" is attached to "darius"
      When B kills "darius", detaching "plate" then "ring" then "axe"
      Then the last action caused exactly these events, in order:
        | type   | object | from   |
        | kill   | darius |        |
        | detach | plate  | darius |
        | detach | ring   | darius |
        | detach | axe    | darius |

    Scenario: B's unit carries A's Equipment and B's own: B's order holds for both, B's card first
      # 719.5.a: the unit's controller orders every detachment, whoever controls each card (718.5.f).
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls an Equipment "curse" with might bonus -1 at battlefield "bf1"
      And B controls an Equipment "plate" with might bonus 2 at battlefield "bf1"
      And "curse" is attached to "darius"
      And "plate" is attached to "darius"
      When A kills "darius", detaching "plate" then "curse"
      Then "plate" was detached before "curse"

  @GEAR-38
  Rule: Your Equipment on an opponent's unit killed at a battlefield detaches there, then is recalled to your base, not readied
    Core Rules 719.5, 435.4.a-b, 323.7, 457.1, 458.1.

    Scenario: Your exhausted Equipment comes back to your base, still exhausted
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls an exhausted Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "darius"
      When A kills "darius"
      Then the last action caused exactly these events, in order:
        | type   | object | from            | location        | to     | cause   |
        | kill   | darius | battlefield:bf1 |                 |        |         |
        | detach | blade  | darius          | battlefield:bf1 |        |         |
        | recall | blade  | battlefield:bf1 |                 | base:A | cleanup |
      And "darius" is in the trash
      And "blade" is in A's base
      And "blade" is exhausted
      And "blade" is controlled by A

    Scenario: The recalled Equipment goes to its own controller's base, not the unit owner's
      Given B controls a unit "darius" owned by A with might 3 at battlefield "bf2"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf2"
      And "blade" is attached to "darius"
      When B kills "darius"
      Then "darius" is in the trash
      # 056, 124.1: it goes to its owner's trash, a new object that is its owner's again
      And "darius" is controlled by A
      And "blade" is in A's base
      And "blade" is ready

    Scenario: B's Equipment on A's unit killed in A's turn goes to B's base, not to the turn player's
      # 323.7: detached gear at a battlefield is recalled to its controller's base, whoever's turn it is
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 2 at battlefield "bf1"
      And "axe" is attached to "garen"
      When A kills "garen"
      Then the last action caused exactly these events, in order:
        | type   | object | from            | location        | to     | cause   |
        | kill   | garen  | battlefield:bf1 |                 |        |         |
        | detach | axe    | garen           | battlefield:bf1 |        |         |
        | recall | axe    | battlefield:bf1 |                 | base:B | cleanup |
      And "garen" is in the trash
      And "axe" is in B's base
      And "axe" is controlled by B

    Scenario: An Equipment owned by B that A controls goes to A's base, not to its owner's
      Given B controls a unit "darius" with might 2 at battlefield "bf2"
      And A controls an exhausted Equipment "shield" owned by B with might bonus 2 at battlefield "bf2"
      And "shield" is attached to "darius"
      When B kills "darius"
      Then "shield" was detached from "darius"
      And "shield" was recalled by cleanup
      And "shield" is in A's base
      And "shield" is controlled by A
      And "shield" is exhausted

    @requires-cleanup
    Scenario: B's unit held the battlefield: at the same cleanup B loses control of it, then your Equipment goes home
      # 323.6 comes before 323.7: with no unit of B left at the battlefield B controls, B loses
      # control of it (190.4.c); then the gear detached there is recalled.
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls a unit "vi" with might 2 in their base
      And B controls battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "darius"
      When A kills "darius"
      Then the last action caused exactly these events, in order:
        | type                        | object | battlefield | from            | location        | to     | cause   |
        | kill                        | darius |             | battlefield:bf1 |                 |        |         |
        | detach                      | blade  |             | darius          | battlefield:bf1 |        |         |
        | battlefield_control_changed |        | bf1         | B               |                 |        |         |
        | recall                      | blade  |             | battlefield:bf1 |                 | base:A | cleanup |
      And battlefield "bf1" is controlled by nobody
      And "blade" is in A's base

    @requires-cleanup
    Scenario: Another unit of B still holds the battlefield: B keeps it, and your Equipment still goes home
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls a unit "sion" with might 5 at battlefield "bf1"
      And B controls battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "darius"
      When A kills "darius"
      Then the last action caused no battlefield control changed event
      And battlefield "bf1" is controlled by B
      And "blade" was recalled by cleanup
      And "blade" is in A's base

    @requires-copy
    Scenario: An Equipment that is a unit now, detached at a battlefield, stays there: only non-unit gear is recalled
      # 149.3, 323.7: the cleanup recalls non-unit gear from a battlefield; axe is a copy of a unit.
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      And B controls a unit "drone" with might 2 at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 3 at battlefield "bf1"
      And "axe" is attached to "darius"
      When B makes "axe" a copy of "drone"
      Then "axe" is not attached to anything
      And "axe" is at battlefield "bf1"
      And "axe" was not recalled

    Scenario: Your Equipment detached beside another unit of yours at the battlefield is still recalled to your base
      # 149.3, 323.7: non-unit gear at a battlefield is recalled at the next cleanup, whoever else is there.
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "darius"
      When A kills "darius"
      Then "blade" is in A's base
      And "blade" is not attached to anything
      And "blade" was recalled by cleanup
      And "garen" is at battlefield "bf1"

    @requires-cleanup
    Scenario: Your Equipment recalled by the cleanup keeps its counters
      # 323.7, 455: the recall changes only where the card is; it stays on the board (124.1).
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "darius"
      And "blade" has 1 charge counter
      When A kills "darius"
      Then "blade" was recalled by cleanup
      And "blade" is in A's base
      And "blade" has 1 charge counter

    @requires-cleanup
    Scenario: On B's turn, B's unit carrying A's Equipment dies: the cleanup recalls A's Equipment to A's base all the same
      # 323.7: every cleanup recalls the non-unit gear left at a battlefield, whoever's turn it is, to its
      # controller's base; 455: the recall does not ready it.
      Given it is B's turn
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls an exhausted Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "darius"
      When B kills "darius"
      Then "darius" is in the trash
      And "blade" was recalled by cleanup
      And "blade" is in A's base
      And "blade" is exhausted
      And "blade" is controlled by A

    @requires-cleanup
    Scenario: Your Equipment recalled by the cleanup keeps the keyword an effect granted to it
      # 323.7, 457.1: the recall takes it from the battlefield to its base, on the board; 477.2.a: the text
      # granted to it stays its own.
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And A has a spell "gift" in their trash
      And "blade" has been given keyword Tank by "gift"
      And "blade" is attached to "darius"
      When A kills "darius"
      Then "blade" was recalled by cleanup
      And "blade" is in A's base
      And "blade" has the ability "Tank" from "gift"

    @requires-cleanup
    Scenario: The cleanup recalls your detached Equipment while the chain still holds an ability
      # 323.7: the corrective recalls are made at every cleanup, in a Closed State too; only battlefield
      # control (323.6) waits for an Open State.
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "darius"
      And A controls a unit "lux" with might 2 in their base
      And A controls an Equipment "shield" with might bonus 1 and Equip [1] in their base
      And A's Equip ability of "shield" targeting "lux" is on the chain
      When A kills "darius"
      Then "blade" was recalled by cleanup
      And "blade" is in A's base
      And the chain holds the Equip ability of "shield" targeting "lux"

    Scenario: Detached by an effect instead of a kill, your Equipment on an opponent's unit at a battlefield is recalled all the same
      # 323.7 recalls non-unit gear at a battlefield at every cleanup, however it came off its unit: the
      # kill is the ruling's example, not a condition of the recall.
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "darius"
      When A detaches "blade"
      Then "blade" was recalled by cleanup
      And "blade" is in A's base
      And "blade" is ready
      And "darius" is at battlefield "bf1"
      And "darius" has might 3

    Scenario: Two of your Equipment on an opponent's unit killed at a battlefield are each recalled to your base
      # 719.5: both detach at the battlefield; 323.7: the cleanup recalls each unattached gear there
      # to its controller's base, one recall each.
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And A controls an exhausted Equipment "shield" with might bonus 1 at battlefield "bf1"
      And "blade" is attached to "darius"
      And "shield" is attached to "darius"
      When A kills "darius"
      Then "blade" was recalled by cleanup
      And "shield" was recalled by cleanup
      And "blade" is in A's base
      And "shield" is in A's base
      And "shield" is exhausted

  @GEAR-39
  Rule: Had the unit merely been recalled to base, the Equipment would have followed it and stayed attached
    Core Rules 719.3.a, 455-458.

    Scenario: The opponent's unit carrying your Equipment is recalled; the Equipment goes along
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "darius"
      When B recalls "darius"
      Then "darius" is in B's base
      And "blade" is in B's base
      And "blade" is attached to "darius"
      And "blade" was not recalled
      And "darius" has might 5

    Scenario: Your unit recalled from a battlefield takes its exhausted Equipment along, attached and exhausted
      Given A controls a unit "garen" with might 2 at battlefield "bf2"
      And A controls an exhausted Equipment "blade" with might bonus 4 at battlefield "bf2"
      And "blade" is attached to "garen"
      When A recalls "garen"
      Then the last action caused exactly these events, in order:
        | type     | object | from            | to     |
        | recall   | garen  | battlefield:bf2 | base:A |
        | relocate | blade  | battlefield:bf2 | base:A |
      And "blade" is attached to "garen"
      And "blade" is exhausted
      And "garen" has might 6

    Scenario: A unit taken from its owner is recalled to its controller's base, its Equipment along
      # 455: a recall sends a permanent to its controller's base, not its owner's.
      Given A controls a unit "garen" owned by B with might 2 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 1 at battlefield "bf1"
      And "blade" is attached to "garen"
      When A recalls "garen"
      Then "garen" is in A's base
      And "blade" is in A's base
      And "blade" is attached to "garen"

    Scenario: A takes B's equipped unit in B's base: the cleanup recalls it to A's base, B's Equipment along and attached
      # 323.7: a unit in another player's base is recalled to its controller's; 719.3.a: what is attached
      # goes with it, relocated, not recalled itself; 107.1.c.1: the attached Equipment may sit in A's base.
      Given B controls a unit "darius" with might 3 in their base
      And B controls an Equipment "axe" with might bonus 1 in their base
      And "axe" is attached to "darius"
      When A takes control of "darius"
      Then "darius" is in A's base
      And "darius" was recalled
      And "axe" is attached to "darius"
      And "axe" is in A's base
      And "axe" was not recalled
      And "axe" is controlled by B
      And "darius" has might 4

    Scenario: Recalled from a battlefield, the unit takes both its Equipment home, each still attached
      # 719.3: every attached card follows the unit, whoever controls it.
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 1 at battlefield "bf1"
      And "blade" is attached to "darius"
      And "axe" is attached to "darius"
      When B recalls "darius"
      Then "darius" is in B's base
      And "blade" is in B's base
      And "axe" is in B's base
      And "darius" carries "blade" and "axe"
      And "darius" has might 6

    Scenario: Recalled with two Equipment, the unit's recall relocates each of them, and moves neither
      # 719.3: each attached card follows the unit to its base; that change of location is not a
      # move (446.1), and each card's is reported.
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 1 at battlefield "bf1"
      And "blade" is attached to "darius"
      And "axe" is attached to "darius"
      When B recalls "darius"
      Then the last action caused a relocate event for "blade" with from "battlefield:bf1" and to "base:B"
      And the last action caused a relocate event for "axe" with from "battlefield:bf1" and to "base:B"
      And the last action caused no move event

  @GEAR-39 @requires-copy
  Rule: A recall relocates the stack without taking it apart: what the Equipment sustains on the unit lasts
    Core Rules 719.3.a, 455, 725.1; the catalogue rulings GEAR-39 and GEAR-25 (the Spectacles' copy lasts for as
    long as they are attached).

    Scenario: A unit made a copy by its Shady Spectacles is recalled: it stays equipped, and still a copy
      # GEAR-39: the Equipment follows the recalled unit and stays equipped; no detach, so the copy does not end.
      Given A controls a unit "soldier" with might 2 at battlefield "bf1"
      And A controls a unit "hulk" with might 6 and the name "Hulk" in their base
      And A controls a Shady Spectacles (VEN-137) "specs" at battlefield "bf1"
      When A attaches "specs" to "soldier" choosing "hulk"
      And A recalls "soldier"
      Then "soldier" is in A's base
      And "specs" is attached to "soldier"
      And "soldier" is a copy of "hulk"
      And "soldier" has might 6
      And the last action caused no detach event
      And the last action caused no copy ended event

  @GEAR-31 @requires-copy
  Rule: A move carries the stack whole: what the Equipment sustains on the unit lasts
    Core Rules 719.3, 446.1, 725.1; the catalogue rulings GEAR-31 and GEAR-25.

    Scenario: A unit made a copy by its Shady Spectacles moves to a battlefield: still equipped, still a copy
      # GEAR-31: the equipped cards follow the unit when it moves; nothing detaches, so the copy does not end.
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "hulk" with might 6 and the name "Hulk" in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A attaches "specs" to "soldier" choosing "hulk"
      And A moves "soldier" to battlefield "bf1"
      Then "soldier" is at battlefield "bf1"
      And "specs" is at battlefield "bf1"
      And "specs" is attached to "soldier"
      And "soldier" is a copy of "hulk"
      And "soldier" is named "Hulk"
      And the last action caused no copy ended event

  @GEAR-38
  Rule: Detached gear at a battlefield is recalled at the cleanup, even from a battlefield its controller holds
    Core Rules 323.7, 149.3, 719.5; the catalogue ruling GEAR-38 (at the next cleanup, detached non-unit
    Equipment is recalled to its controller's base).

    Scenario: A's unit dies at a battlefield A controls, beside another unit of A's: its Equipment still goes home
      # 323.7: every non-unit gear at a battlefield is recalled; holding the battlefield does not keep it there.
      Given A controls battlefield "bf1"
      And A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls a unit "lux" with might 3 at battlefield "bf1"
      And A controls an Equipment "sword" with might bonus 2 at battlefield "bf1"
      And "sword" is attached to "garen"
      When A kills "garen"
      Then "sword" is not attached to anything
      And "sword" is in A's base
      And "sword" was recalled by cleanup
      And battlefield "bf1" is controlled by A

    Scenario: Your Equipment left at a battlefield the opponent holds goes to your base, not theirs
      # 323.7, 457.1: to its own controller's base; who holds the battlefield does not matter.
      Given B controls battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls a unit "lux" with might 2 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "darius"
      When A kills "darius"
      Then the last action caused exactly these events, in order:
        | type   | object | from            | location        | to     | cause   |
        | kill   | darius | battlefield:bf1 |                 |        |         |
        | detach | blade  | darius          | battlefield:bf1 |        |         |
        | recall | blade  | battlefield:bf1 |                 | base:A | cleanup |
      And "blade" is in A's base
      And "blade" is controlled by A
      And battlefield "bf1" is controlled by B
