Feature: Counters and buffs — where they stay, how they move, who may spend them
  Counters stay on an object while it stays on the board, whoever controls it; they move only as
  an effect says, straight from one object to the other; spending them needs an effect and
  control of the object that carries them; a copy copies none; leaving the board loses them.
  Source: the French ruling text « Suivre les compteurs » (features/sources/BUFF.fr.txt).

  Background:
    Given a Riftbound game between A and B with battlefields "bf1" and "bf2"

  @BUFF-01
  Rule: A unit that moves to a battlefield, or is recalled to base, keeps its counters
    Core Rules 124, 446.2, 458.

    Scenario: A buffed unit moves to a battlefield and keeps its buff and its extra Might
      Given A controls a unit "garen" with might 4 in their base
      And "garen" has a buff
      When A moves "garen" to battlefield "bf1"
      Then "garen" is at battlefield "bf1"
      And "garen" moved
      And "garen" has a buff
      And "garen" has might 5
      And the last action caused no counter removed event

    Scenario: A buffed unit recalled to base keeps its buff
      Given B controls a unit "darius" with might 2 at battlefield "bf2"
      And "darius" has a buff
      When B recalls "darius"
      Then "darius" is in B's base
      And "darius" was recalled
      And "darius" has a buff
      And "darius" has might 3

    Scenario: A buffed unit moves from a battlefield back to its base and keeps its buff
      Given B controls a unit "sion" with might 6 at battlefield "bf1"
      And "sion" has a buff
      When B moves "sion" to their base
      Then "sion" is in B's base
      And "sion" moved
      And "sion" has a buff
      And "sion" has might 7

    Scenario: The unit's other counters stay with it too, through a move and a recall
      # 124: the unit stays on the board and keeps its counters, of every kind ("charge" is a test kind).
      Given A controls a unit "garen" with might 4 in their base
      And "garen" has 2 charge counters
      And "garen" has a buff
      When A moves "garen" to battlefield "bf1"
      Then "garen" is at battlefield "bf1"
      And "garen" has 2 charge counters
      And "garen" has a buff
      When A recalls "garen"
      Then "garen" is in A's base
      And "garen" has 2 charge counters
      And "garen" has a buff
      And "garen" has might 5
      And the last action caused no counter removed event
      And the last action placed no counter

    Scenario: The Equipment that follows its unit to a battlefield keeps its counters too
      # 124, 719.3: the Equipment goes with its unit and stays on the board, as the unit does, and its
      # counters stay on it ("charge" is a test kind).
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "relic" with might bonus 1 in their base
      And "relic" is attached to "garen"
      And "relic" has 2 charge counters
      And "garen" has a buff
      When A moves "garen" to battlefield "bf1"
      Then "relic" is at battlefield "bf1"
      And "relic" is attached to "garen"
      And "relic" has 2 charge counters
      And "garen" has a buff
      And "garen" has might 6

    Scenario: Two buffed units moved together as one action both keep their counters
      # 144.3: several units may move as one action; each stays on the board and keeps its own counters (124).
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And "garen" has a buff
      And "lux" has a buff
      And "lux" has 2 charge counters
      When A moves "garen" and "lux" to battlefield "bf1"
      Then "garen" is at battlefield "bf1"
      And "lux" is at battlefield "bf1"
      And "garen" has a buff
      And "lux" has a buff
      And "lux" has 2 charge counters
      And "lux" has might 3
      And the last action caused no counter removed event

    @requires-turns
    Scenario: A standard move exhausts the buffed unit and keeps its buff
      # 144.2: a standard move is a move that costs exhausting the unit; the unit stays on the board and
      # keeps its counters (124).
      Given it is A's main phase
      And A controls a unit "garen" with might 4 in their base
      And "garen" has a buff
      And "garen" has 2 charge counters
      When A makes a standard move of "garen" to battlefield "bf1"
      Then "garen" is at battlefield "bf1"
      And "garen" is exhausted
      And "garen" has a buff
      And "garen" has 2 charge counters
      And "garen" has might 5

    @requires-damage
    Scenario: The ending cleanup heals the buffed unit and ends the turn's effects; the buff is no "this turn" effect and stays
      # 317.2, 143.3.b: the ending cleanup heals every unit and ends what lasts "this turn"; a buff is
      # a counter (702), not a temporary change: it stays on the unit on the board (124).
      Given it is A's ending phase
      And A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 3 in their base
      And "garen" has a buff
      And "garen" has 2 damage
      And "darius" has a buff
      When A ends the phase
      Then "garen" has 0 damage
      And "garen" has a buff
      And "garen" has might 5
      And "darius" has a buff
      And the last action caused no counter removed event

    @requires-damage
    Scenario: A buffed unit moved to a battlefield survives damage equal to its printed Might: the buff still counts there
      # 446.2: the move keeps its counters; 702: a buffed unit has +1 Might; 142.4: damage is lethal at its current Might.
      Given B controls a unit "sion" with might 3 in their base
      And "sion" has a buff
      When B moves "sion" to battlefield "bf2"
      And A deals 3 damage to "sion"
      Then "sion" is at battlefield "bf2"
      And "sion" has 3 damage
      And "sion" has might 4

    @requires-turns
    Scenario: A standard move of two buffed units keeps the counters of both, the second as the first
      # 144.2, 144.3: one standard move may move several units; each stays on the board and keeps its counters (124).
      Given it is A's main phase
      And A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And "garen" has a buff
      And "lux" has a buff
      And "lux" has 2 charge counters
      When A makes a standard move of "garen" and "lux" to battlefield "bf1"
      Then "garen" is at battlefield "bf1"
      And "lux" is at battlefield "bf1"
      And "garen" has a buff
      And "lux" has a buff
      And "lux" has 2 charge counters
      And "lux" has might 3
      And the last action caused no counter removed event

    Scenario: A buffed unit moves to a battlefield another player controls and keeps its counters
      # 124, 446.2: a move keeps the unit on the board, whoever controls the battlefield it goes to (BUFF-01);
      # a contested battlefield is no new zone.
      Given B controls battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls a unit "garen" with might 4 in their base
      And "garen" has a buff
      And "garen" has 2 charge counters
      When A moves "garen" to battlefield "bf1"
      Then "garen" is at battlefield "bf1"
      And "garen" has a buff
      And "garen" has 2 charge counters
      And "garen" has might 5
      And the last action caused no counter removed event

    Scenario: A borrowed unit recalled to its controller's base keeps its counters
      # 455, 458: a recall sends the unit to its controller's base, on the board; it keeps its counters (124,
      # BUFF-01), though it is A's card in B's base.
      Given B controls a unit "darius" owned by A with might 3 at battlefield "bf2"
      And "darius" has a buff
      And "darius" has 2 charge counters
      When B recalls "darius"
      Then "darius" is in B's base
      And "darius" has a buff
      And "darius" has 2 charge counters
      And "darius" has might 4

    Scenario: A buffed unit recalled from a battlefield another player controls keeps its counters
      # 455, 458: a recall sends the unit to its base and keeps it on the board, whoever controls the battlefield it
      # leaves; it keeps its counters (124, BUFF-01), and a recall is no zone change.
      Given B controls battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls a unit "garen" with might 4 at battlefield "bf1"
      And "garen" has a buff
      And "garen" has 2 charge counters
      When A recalls "garen"
      Then "garen" is in A's base
      And "garen" was recalled
      And "garen" has a buff
      And "garen" has 2 charge counters
      And "garen" has might 5
      And the last action caused no counter removed event
      And the last action caused no zone changed event

  @BUFF-02
  Rule: A change of control alone does not remove counters
    Core Rules 124, 749.

    Scenario: The buff stays on a unit that changes control
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And "garen" has a buff
      When B takes control of "garen"
      Then "garen" is controlled by B
      And "garen" has a buff
      And "garen" has might 5
      And the last action caused no counter removed event
      And the last action placed no counter

    Scenario: A buffed unit taken from its base goes to its new controller's base, buff and all
      Given B controls a unit "darius" with might 3 in their base
      And "darius" has a buff
      When A takes control of "darius"
      Then "darius" is controlled by A
      And "darius" is in A's base
      And "darius" has a buff
      And "darius" has might 4

    Scenario: The unit's other counters stay too when it changes control
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And "garen" has 3 charge counters
      And "garen" has a buff
      When B takes control of "garen"
      Then "garen" is controlled by B
      And "garen" has 3 charge counters
      And "garen" has a buff

    Scenario: A buff the unit got while another player controlled it stays when its owner takes it back
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      When B takes control of "garen"
      And B buffs "garen"
      And A takes control of "garen"
      Then "garen" is controlled by A
      And "garen" has a buff
      And "garen" has might 4

    Scenario: A gear's counters stay on it when it changes control
      Given B controls an Equipment "relic" with might bonus 1 in their base
      And "relic" has 2 charge counters
      When A takes control of "relic"
      Then "relic" is controlled by A
      And "relic" has 2 charge counters

    Scenario: Taking control of an equipped unit leaves its Equipment's counters where they are
      # 749, 718.5.f: the change of control of the unit changes nothing on the Equipment, which keeps
      # its controller and its counters ("charge" is a test kind).
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "relic" with might bonus 1 at battlefield "bf1"
      And "relic" is attached to "garen"
      And "relic" has 2 charge counters
      And "garen" has a buff
      When B takes control of "garen"
      Then "garen" is controlled by B
      And "relic" is controlled by A
      And "relic" is attached to "garen"
      And "relic" has 2 charge counters
      And "garen" has a buff
      And "garen" has might 6

    Scenario: A unit passed from one player who does not own it to a third keeps its counters
      # 749: counters have no controller; a change of control alone removes none (BUFF-02), whichever players
      # it is between: A owns "darius", B controls it, C takes it.
      Given the game has a third player C
      And B controls a unit "darius" owned by A with might 3 in their base
      And "darius" has a buff
      And "darius" has 2 charge counters
      When C takes control of "darius"
      Then "darius" is controlled by C
      And "darius" has a buff
      And "darius" has 2 charge counters
      And "darius" has might 4
      And the last action caused no counter removed event

  @BUFF-03
  Rule: Moving a counter goes straight from the first object to the second, through no other zone
    Core Rules 746.

    Scenario: A buff moves from one unit to another, as one move of one counter
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 at battlefield "bf1"
      And "garen" has a buff
      When A moves the buff from "garen" to "lux"
      Then the last action caused exactly these events, in order:
        | type          | counter | from  | to  |
        | counter_moved | buff    | garen | lux |
      And "garen" has no buff
      And "lux" has a buff
      And "garen" has might 4
      And "lux" has might 3

    Scenario: A buff moves from a unit of one player to a unit of the other
      Given B controls a unit "darius" with might 5 at battlefield "bf2"
      And A controls a unit "ahri" with might 1 at battlefield "bf2"
      And "darius" has a buff
      When B moves the buff from "darius" to "ahri"
      Then the buff moved from "darius" to "ahri"
      And the last action caused no counter removed event
      And the last action caused no counter placed event
      And "darius" has no buff
      And "ahri" has a buff
      And "darius" has might 5
      And "ahri" has might 2

    Scenario: A buff moved onto a unit that has one already does not make it two
      # 702.3: a unit holds at most one buff. Where the moved buff ends up is not what this
      # scenario checks; only that the buffed unit still has one.
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And "garen" has a buff
      And "lux" has a buff
      When A moves the buff from "garen" to "lux"
      Then "lux" has a buff
      And "lux" has might 3

    Scenario: A unit with no buff has none to move
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      When A tries to move the buff from "garen" to "lux"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: A counter of another kind moves one at a time: the first object keeps the rest, the second adds it to its own
      # 746: the counter is on the first object, then on the second. (Any counter: the source, features/sources/BUFF.fr.txt, speaks
      # of counters of every kind; "charge" is a test kind.)
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And "garen" has 3 charge counters
      And "lux" has 1 charge counter
      When A moves the charge counter from "garen" to "lux"
      Then the last action caused exactly these events, in order:
        | type          | counter | from  | to  |
        | counter_moved | charge  | garen | lux |
      And "garen" has 2 charge counters
      And "lux" has 2 charge counters

    Scenario: A counter moves from a gear to a unit, as from any object to another
      # 746: a counter moves from one object to another, whatever their type ("charge" is a test kind).
      Given A controls a gear "relic" in their base
      And A controls a unit "garen" with might 4 in their base
      And "relic" has 2 charge counters
      When A moves the charge counter from "relic" to "garen"
      Then the last action caused exactly these events, in order:
        | type          | counter | from  | to    |
        | counter_moved | charge  | relic | garen |
      And "relic" has 1 charge counter
      And "garen" has 1 charge counter

    Scenario: A buff cannot be moved from a unit onto the same unit
      # 746: a counter moves from one object to another.
      Given A controls a unit "garen" with might 4 in their base
      And "garen" has a buff
      When A tries to move the buff from "garen" to "garen"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: Moving the buff moves only the buff: the unit's other counters stay on it
      # 746: the effect moves the counter it names, from the first object to the second ("charge" is a test kind).
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And "garen" has a buff
      And "garen" has 2 charge counters
      When A moves the buff from "garen" to "lux"
      Then "lux" has a buff
      And "garen" has no buff
      And "garen" has 2 charge counters
      And "lux" has no charge counter

    Scenario: A moves the buff of B's unit onto A's unit: the move follows the effect, not control of the counter
      # 746: moving a counter follows the effect that allows it (here the action itself); counters have no
      # controller, and control of the object is checked for spending them (745.2), not for moving them.
      Given B controls a unit "darius" with might 5 at battlefield "bf2"
      And A controls a unit "ahri" with might 1 at battlefield "bf2"
      And "darius" has a buff
      When A moves the buff from "darius" to "ahri"
      Then the buff moved from "darius" to "ahri"
      And "darius" has no buff
      And "ahri" has a buff
      And "darius" has might 5
      And "ahri" has might 2

    Scenario: A charge counter moves from a unit onto a gear: only the buff is a unit's counter
      # 746: a counter moves from one object to another, whatever their type; 702.3 keeps the buff for units,
      # and says nothing of other kinds ("charge" is a test kind).
      Given A controls a unit "garen" with might 4 in their base
      And A controls a gear "relic" in their base
      And "garen" has 2 charge counters
      When A moves the charge counter from "garen" to "relic"
      Then the last action caused exactly these events, in order:
        | type          | counter | from  | to    |
        | counter_moved | charge  | garen | relic |
      And "garen" has 1 charge counter
      And "relic" has 1 charge counter

    Scenario: A unit whose buff was moved away has none left, and can be buffed again
      # 746: the counter is on the second object now, not on the first; 702.3: the first unit has no buff, so
      # buffing it puts a new one on it.
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And "garen" has a buff
      When A moves the buff from "garen" to "lux"
      And A buffs "garen"
      Then the last action caused a counter placed event for "garen"
      And "garen" has a buff
      And "lux" has a buff
      And "garen" has might 5
      And "lux" has might 3

    Scenario: A buff moved onto a unit is that unit's buff: it pays the unit's "Spend my buff"
      # 746: the counter is on the second object now, as a buff of its own; 745: the ability's cost spends it.
      Given A controls a unit "garen" with might 4 in their base
      And A controls an exhausted unit "lux" with might 2 and ability "Spend my buff: Ready me" in their base
      And "garen" has a buff
      When A moves the buff from "garen" to "lux"
      And A activates the ability "Spend my buff: Ready me" of "lux"
      Then "lux" has no buff
      And "garen" has no buff
      When the top of the chain resolves
      Then "lux" is ready

    Scenario: A charge counter moved onto a unit that is a copy lands on the copy, not on its model
      # BUFF-03: the counter is first on the first object, then on the second: here the copy; its model is another
      # object, which copying gave no share of the copy's counters (BUFF-09).
      Given A controls a gear "relic" in their base
      And "relic" has 2 charge counters
      And A controls a unit "ahri" with might 3 in their base
      And B controls a unit "darius" with might 2 in their base
      When B makes "darius" a copy of "ahri"
      And A moves the charge counter from "relic" to "darius"
      Then the last action caused exactly these events, in order:
        | type          | counter | from  | to     |
        | counter_moved | charge  | relic | darius |
      And "darius" has 1 charge counter
      And "ahri" has no charge counter
      And "relic" has 1 charge counter

    Scenario: A counter cannot be moved onto a card in the trash: it stays where it was
      # 746: a counter moves from one object on the board to another, through no other zone; a card in the trash
      # has no counters (748, BUFF-10): the move cannot be made, and the buff stays on "garen".
      Given A controls a unit "garen" with might 4 in their base
      And "garen" has a buff
      And A has a unit "lux" with might 2 in their trash
      When A tries to move the buff from "garen" to "lux"
      Then the action is rejected as "not_on_board" or "illegal_target"
      And nothing changed

  @BUFF-04
  Rule: A counter removed without being put on another object ceases to exist
    Core Rules 747.

    Scenario: A removed buff is gone, and is on no other object
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And "garen" has a buff
      When B removes the buff from "garen"
      Then the last action caused exactly these events, in order:
        | type            | object | counter |
        | counter_removed | garen  | buff    |
      And "garen" has no buff
      And "lux" has no buff
      And "garen" has might 4
      And "lux" has might 2

    Scenario: A buff removed from a unit at a battlefield goes to no other unit there
      Given B controls a unit "darius" with might 3 at battlefield "bf2"
      And B controls a unit "sion" with might 5 at battlefield "bf2"
      And A controls a unit "ahri" with might 1 at battlefield "bf2"
      And "darius" has a buff
      When A removes the buff from "darius"
      Then "darius" has no buff
      And "sion" has no buff
      And "ahri" has no buff
      And "darius" has might 3

    Scenario: Removing one of three charge counters leaves the other two
      # 747: the one counter removed ceases to exist; the others stay on the unit.
      Given B controls a unit "darius" with might 3 in their base
      And "darius" has 3 charge counters
      When A removes the charge counter from "darius"
      Then "darius" has 2 charge counters

    Scenario: A charge counter removed from a gear ceases to exist; the gear keeps its other one
      Given A controls an Equipment "relic" with might bonus 1 in their base
      And "relic" has 2 charge counters
      When B removes the charge counter from "relic"
      Then "relic" has 1 charge counter

    Scenario: A charge counter removed from an attached Equipment is removed from the Equipment, not from its unit
      # 747: the counter removed ceases to exist; it was on the Equipment, its own object, which the removal names;
      # the unit it is attached to keeps its own counters ("charge" is a test kind).
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "relic" with might bonus 1 in their base
      And "relic" is attached to "garen"
      And "relic" has 2 charge counters
      And "garen" has 1 charge counter
      When B removes the charge counter from "relic"
      Then the last action caused exactly these events, in order:
        | type            | object | counter |
        | counter_removed | relic  | charge  |
      And "relic" has 1 charge counter
      And "garen" has 1 charge counter
      And "relic" is attached to "garen"

    Scenario: A unit with no buff has none to remove: the removal is refused and changes nothing
      # 747: only a counter the object has can be removed; there is nothing to cease to exist.
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And "lux" has a buff
      When A tries to remove the buff from "garen"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: Removing a unit's buff leaves its other counters on it
      # 747: the removed counter ceases to exist; the unit's other counters stay ("charge" is a test kind).
      Given B controls a unit "darius" with might 3 in their base
      And "darius" has a buff
      And "darius" has 2 charge counters
      When A removes the buff from "darius"
      Then "darius" has no buff
      And "darius" has 2 charge counters
      And "darius" has might 3

    Scenario: Removing a charge counter from a buffed unit takes that counter and leaves the buff
      # 747: the counter removed is the one of the kind named, and only it ceases to exist; the buff
      # is a counter of another kind (702), which stays, and with it its +1 Might (703).
      Given B controls a unit "darius" with might 3 in their base
      And "darius" has a buff
      And "darius" has 2 charge counters
      When A removes the charge counter from "darius"
      Then the last action caused exactly these events, in order:
        | type            | object | counter |
        | counter_removed | darius | charge  |
      And "darius" has a buff
      And "darius" has 1 charge counter
      And "darius" has might 4

    Scenario: A unit whose buff was removed can be buffed again: the removed buff no longer exists
      # 747: the removed buff ceased to exist; the unit has none (702.3), so buffing it puts a new one on it.
      Given B controls a unit "darius" with might 3 at battlefield "bf2"
      And "darius" has a buff
      When A removes the buff from "darius"
      And B buffs "darius"
      Then the last action caused a counter placed event for "darius"
      And "darius" has a buff
      And "darius" has might 4

    Scenario: A unit whose buff was removed has no buff left to pay its "Spend my buff"
      # 747: the removed buff ceased to exist; the unit has no buff to spend (745), so the cost cannot be paid.
      Given A controls an exhausted unit "garen" with might 4 and ability "Spend my buff: Ready me" in their base
      And "garen" has a buff
      When B removes the buff from "garen"
      And A tries to activate the ability "Spend my buff: Ready me" of "garen"
      Then the action is rejected as "unpaid_cost"
      And "garen" has no buff
      And "garen" is exhausted
      And the chain is empty

  @BUFF-05
  Rule: Spending counters takes them from objects you control; counters have no controller of their own
    Core Rules 745, 745.2, 702.2.b, 749.

    Scenario: A spends the buffs of two units A controls
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 at battlefield "bf1"
      And "garen" has a buff
      And "lux" has a buff
      When A spends the buffs of "garen" and "lux" as an effect allows
      Then the last action caused exactly these events, in order:
        | type           | object | counter | player |
        | counters_spent | garen  | buff    | A      |
        | counters_spent | lux    | buff    | A      |
      And "garen" has no buff
      And "lux" has no buff
      And "lux" has might 2

    Scenario: A spends the buff of an exhausted unit A controls: being exhausted does not matter
      # 745, 745.2: spending needs an effect that allows it and control of the object; the unit's
      # ready state is no part of it.
      Given A controls an exhausted unit "garen" with might 4 at battlefield "bf1"
      And "garen" has a buff
      When A spends the buff of "garen" as an effect allows
      Then the action is accepted
      And "garen" has no buff
      And "garen" is exhausted
      And "garen" has might 4

    Scenario: B spends the buff of a unit B controls and A owns
      Given B controls a unit "darius" owned by A with might 3 at battlefield "bf2"
      And "darius" has a buff
      When B spends the buff of "darius" as an effect allows
      Then the last action caused exactly these events, in order:
        | type           | object | counter | player |
        | counters_spent | darius | buff    | B      |
      And "darius" has no buff
      And "darius" has might 3

    Scenario: A spends a counter of a gear A controls, as an effect allows
      # 745: counters are spent from the named objects the player controls, of whatever type.
      Given A controls a gear "relic" in their base
      And "relic" has 2 charge counters
      When A spends the charge counters of "relic" as an effect allows
      Then the last action caused exactly these events, in order:
        | type           | object | counter | player |
        | counters_spent | relic  | charge  | A      |
      And "relic" has 1 charge counter

    Scenario: A spends a charge counter of a buffed unit: only the charge counter is spent, the buff stays
      # 745: spending removes the required number and type of counters from the named objects ("charge" is a
      # test kind); the unit's buff is a counter of another type.
      Given A controls a unit "garen" with might 4 in their base
      And "garen" has a buff
      And "garen" has 2 charge counters
      When A spends the charge counters of "garen" as an effect allows
      Then the last action caused exactly these events, in order:
        | type           | object | counter | player |
        | counters_spent | garen  | charge  | A      |
      And "garen" has 1 charge counter
      And "garen" has a buff
      And "garen" has might 5

    Scenario: A cannot spend the buff of a unit B controls, even one A owns
      Given B controls a unit "darius" owned by A with might 3 in their base
      And "darius" has a buff
      When A tries to spend the buff of "darius" as an effect allows
      Then the action is rejected as "not_controller"
      And nothing changed

    Scenario: One unit of another player among those named: nothing is spent
      Given A controls a unit "garen" with might 4 in their base
      And B controls a unit "darius" with might 3 in their base
      And "garen" has a buff
      And "darius" has a buff
      When A tries to spend the buffs of "garen" and "darius" as an effect allows
      Then the action is rejected as "not_controller"
      And nothing changed

    Scenario: One unit without a buff among those named: nothing is spent
      # 745.2, 702.2.b: the counters are spent from objects that have them.
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And "garen" has a buff
      When A tries to spend the buffs of "garen" and "lux" as an effect allows
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: In a game of three, A cannot spend the buff of C's unit
      # 745.2: the spender must control the object; with three players, a unit that is not B's may still be C's.
      Given the game has a third player C
      And C controls a unit "lux" with might 2 in their base
      And "lux" has a buff
      When A tries to spend the buff of "lux" as an effect allows
      Then the action is rejected as "not_controller"
      And nothing changed
      When C spends the buff of "lux" as an effect allows
      Then "lux" has no buff

    Scenario: Spending from two objects takes one counter from each, though the first has two
      # 745: the counters are removed from the objects named, one from each ("charge" is a test kind);
      # the first object's second counter is not spent in the second object's place.
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And "garen" has 2 charge counters
      And "lux" has 1 charge counter
      When A spends the charge counters of "garen" and "lux" as an effect allows
      Then the last action caused exactly these events, in order:
        | type           | object | counter | player |
        | counters_spent | garen  | charge  | A      |
        | counters_spent | lux    | charge  | A      |
      And "garen" has 1 charge counter
      And "lux" has no charge counter

    Scenario: A unit in the trash among those named has no buff to spend: nothing is spent
      # 745: the required counters are removed from the objects named; a card off the board has no counter (748),
      # so the spending cannot be made, and the unit on the board keeps its buff.
      Given A controls a unit "garen" with might 4 in their base
      And "garen" has a buff
      And A has a unit "lux" with might 2 in their trash
      When A tries to spend the buffs of "garen" and "lux" as an effect allows
      Then the action is rejected as "not_on_board" or "illegal_target"
      And nothing changed

    Scenario: B cannot play the "Spend my buff" ability of A's unit: refused, it spends nothing
      # 745.2: only the player who controls the unit spends its buff, and the ability is A's unit's; B's attempt,
      # on B's own turn, is refused for control, and a refused action changes nothing.
      Given it is B's turn
      And A controls an exhausted unit "garen" with might 4 and ability "Spend my buff: Ready me" in their base
      And "garen" has a buff
      When B tries to activate the ability "Spend my buff: Ready me" of "garen"
      Then the action is rejected as "not_controller"
      And nothing changed

    Scenario: A spends the buff of a stunned unit A controls: being stunned does not matter
      # 745, 745.2: the counters are removed from the named objects the player controls; a stunned unit is one.
      Given A controls a unit "garen" with might 4 in their base
      And "garen" has a buff
      And "garen" is stunned
      When A spends the buff of "garen" as an effect allows
      Then the last action caused exactly these events, in order:
        | type           | object | counter | player |
        | counters_spent | garen  | buff    | A      |
      And "garen" has no buff
      And "garen" is stunned

    Scenario: B spends a counter of a gear B controls and A owns; A, its owner, cannot
      # 745.2, 749: control is checked on the object that carries the counters, a gear as a unit: its controller's.
      Given B controls a gear "relic" owned by A in their base
      And "relic" has 2 charge counters
      When A tries to spend the charge counters of "relic" as an effect allows
      Then the action is rejected as "not_controller"
      And nothing changed
      When B spends the charge counters of "relic" as an effect allows
      Then the last action caused exactly these events, in order:
        | type           | object | counter | player |
        | counters_spent | relic  | charge  | B      |
      And "relic" has 1 charge counter

    Scenario: A spends the buff of A's unit at a battlefield B controls: control is checked on the unit
      # 745.2, 749: the player must control the object carrying the counters; who controls the battlefield it is at
      # does not matter.
      Given B controls battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls a unit "garen" with might 4 at battlefield "bf1"
      And "garen" has a buff
      When A spends the buff of "garen" as an effect allows
      Then the last action caused exactly these events, in order:
        | type           | object | counter | player |
        | counters_spent | garen  | buff    | A      |
      And "garen" has no buff
      And "garen" has might 4

  @BUFF-06
  Rule: Spending needs an effect that allows it: an available counter is not a resource to spend freely
    Core Rules 745.

    Scenario: With no effect allowing it, the buff cannot be spent
      Given A controls a unit "garen" with might 4 in their base
      And "garen" has a buff
      When A tries to spend the buff of "garen" with no effect allowing it
      Then the action is rejected as "no_permission"
      And nothing changed

    Scenario: An ability that spends a buff as its cost allows the spending
      Given A controls an exhausted unit "garen" with might 4 and ability "Spend my buff: Ready me" in their base
      And "garen" has a buff
      When A activates the ability "Spend my buff: Ready me" of "garen"
      Then the last action caused exactly these events, in order:
        | type                 | object | counter | player |
        | counters_spent       | garen  | buff    | A      |
        | ability_put_on_chain | garen  |         |        |
      And "garen" has no buff
      And "garen" has might 4
      And "garen" is exhausted
      When the top of the chain resolves
      Then "garen" is ready

    Scenario: The spending ability of an unbuffed unit cannot be paid for
      Given B controls an exhausted unit "darius" with might 2 and ability "Spend my buff: Ready me" at battlefield "bf1"
      And it is B's turn
      When B tries to activate the ability "Spend my buff: Ready me" of "darius"
      Then the action is rejected as "unpaid_cost"
      And nothing changed

    Scenario: Another friendly unit's buff cannot pay for "Spend my buff"
      # The cost names its unit ("my buff", 745): another unit's available buff is not a resource to take.
      Given B controls an exhausted unit "darius" with might 2 and ability "Spend my buff: Ready me" at battlefield "bf1"
      And B controls a unit "poro" with might 1 at battlefield "bf1"
      And "poro" has a buff
      And it is B's turn
      When B tries to activate the ability "Spend my buff: Ready me" of "darius"
      Then the action is rejected as "unpaid_cost"
      And nothing changed

    Scenario: A buff is not a resource: it cannot pay for a cost in energy
      Given A controls an exhausted unit "garen" with might 4 and ability "[1]: Ready me" in their base
      And "garen" has a buff
      When A tries to activate the ability "[1]: Ready me" of "garen"
      Then the action is rejected as "unpaid_cost"
      And nothing changed

    Scenario: With the energy in the pool, the same ability spends no buff
      Given A controls an exhausted unit "garen" with might 4 and ability "[1]: Ready me" in their base
      And "garen" has a buff
      And A has [1] in their rune pool
      When A activates the ability "[1]: Ready me" of "garen"
      Then the last action caused no counters spent event
      And "garen" has a buff
      And A's rune pool is empty
      When the top of the chain resolves
      Then "garen" is ready
      And "garen" has a buff

    @requires-abilities
    Scenario: Buffed again, the unit pays its "Spend my buff" cost a second time
      # 745: the ability is the effect that allows the spending, each time it is activated.
      Given A controls an exhausted unit "garen" with might 4 and ability "Spend my buff: Ready me" in their base
      And "garen" has a buff
      When A activates the ability "Spend my buff: Ready me" of "garen"
      And the top of the chain resolves
      Then "garen" is ready
      And "garen" has no buff
      When A exhausts "garen"
      And A buffs "garen"
      And A activates the ability "Spend my buff: Ready me" of "garen"
      Then the last action caused a counters spent event for "garen" with player "A"
      And "garen" has no buff
      When the top of the chain resolves
      Then "garen" is ready

    Scenario: With no effect allowing it, a charge counter cannot be spent either
      # 745: no counter is a resource to spend freely, whatever its kind ("charge" is a test kind).
      Given A controls a gear "relic" in their base
      And "relic" has 2 charge counters
      When A tries to spend the charge counter of "relic" with no effect allowing it
      Then the action is rejected as "no_permission"
      And nothing changed

    Scenario: "Spend my buff" cannot be paid with another kind of counter the unit has
      # 745: spending removes the required number and type of counters; the cost asks for a buff, and "charge" (a
      # test kind) is none: the unit without a buff cannot pay it, and its charge counters stay.
      Given B controls an exhausted unit "darius" with might 2 and ability "Spend my buff: Ready me" at battlefield "bf1"
      And "darius" has 2 charge counters
      And it is B's turn
      When B tries to activate the ability "Spend my buff: Ready me" of "darius"
      Then the action is rejected as "unpaid_cost"
      And nothing changed

  @BUFF-07
  Rule: A buffed unit that changes control keeps its buff; only the new controller may spend it, and it is not buffed again
    Core Rules 745.2, 702.2.b, 749.

    Scenario: The former controller can no longer spend the buff
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And "garen" has a buff
      When B takes control of "garen"
      Then the last action placed no counter
      And "garen" has a buff
      And "garen" has might 5
      When A tries to spend the buff of "garen" as an effect allows
      Then the action is rejected as "not_controller"
      And nothing changed

    Scenario: The new controller can spend it when an effect allows
      Given B controls a unit "darius" with might 2 at battlefield "bf2"
      And "darius" has a buff
      When A takes control of "darius"
      Then "darius" is controlled by A
      When A spends the buff of "darius" as an effect allows
      Then "darius" has no buff
      And "darius" has might 2

    @requires-abilities
    Scenario: The new controller pays the "Spend my buff" cost of the unit taken
      # 745.2, 749: the buff answers to the controller of the unit that carries it, not to its owner.
      Given B controls an exhausted unit "darius" with might 2 and ability "Spend my buff: Ready me" at battlefield "bf1"
      And "darius" has a buff
      When A takes control of "darius"
      And A activates the ability "Spend my buff: Ready me" of "darius"
      Then the last action caused a counters spent event for "darius" with player "A"
      And "darius" has no buff
      When the top of the chain resolves
      Then "darius" is ready

    Scenario: The new controller buffs the unit taken: it still has one buff, not two
      # 702.3, 702.3.a: a unit holds at most one buff, whoever controls it; buffing a buffed unit does nothing.
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And "garen" has a buff
      When B takes control of "garen"
      And B buffs "garen"
      Then "garen" has a buff
      And "garen" has 1 buff counter
      And "garen" has might 5
      And the last action placed no counter

    Scenario: A buffed unit A controls though B owns it, from the start: A may spend the buff, B may not
      # 745.2, 749: the buff answers to the controller of the unit that carries it, not to its owner,
      # however that control began (here, before the game state was set up).
      Given A controls a unit "darius" owned by B with might 2 at battlefield "bf1"
      And "darius" has a buff
      Then "darius" is controlled by A
      And "darius" has might 3
      When B tries to spend the buff of "darius" as an effect allows
      Then the action is rejected as "not_controller"
      And nothing changed
      When A spends the buff of "darius" as an effect allows
      Then "darius" has no buff
      And "darius" has might 2

  @BUFF-08
  Rule: A copy effect changes only the characteristics it copies, not counters or temporary changes
    Core Rules 477.1.b.1.a, 124.2, 719.4.a.

    Scenario: A stunned, damaged unit becomes a copy and keeps its stun and its damage
      Given A controls a unit "soldier" with might 2 at battlefield "bf1"
      And B controls a unit "hulk" with might 7 at battlefield "bf1"
      And "soldier" is stunned
      And "soldier" has 1 damage
      When A makes "soldier" a copy of "hulk"
      Then "soldier" is a copy of "hulk"
      And "soldier" is stunned
      And "soldier" has 1 damage
      And "hulk" is not stunned
      And "hulk" has 0 damage

    @requires-damage
    Scenario: A small unit that becomes a copy of a big one survives damage beyond its printed Might, keeping that damage
      # 477.1.b.1.a: the copy takes its model's Might, 7; its damage is its own (124.2); 142.4: 4 damage is not lethal to 7.
      Given A controls a unit "soldier" with might 2 at battlefield "bf1"
      And B controls a unit "hulk" with might 7 at battlefield "bf1"
      When A makes "soldier" a copy of "hulk"
      And B deals 4 damage to "soldier"
      Then "soldier" is at battlefield "bf1"
      And "soldier" has 4 damage
      And "soldier" has might 7

    Scenario: An Equipment that becomes a copy of an attached Equipment is not attached by it
      # 477.1.b: a copy takes its model's traits; being attached to a unit is not a trait (434), so it stays off
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And A controls an Equipment "axe" with might bonus 1 in their base
      And "blade" is attached to "garen"
      When A makes "axe" a copy of "blade"
      Then "axe" is a copy of "blade"
      And "axe" is not attached to anything
      And "garen" has might 6

    Scenario: The copy takes none of the model's states, damage or buff
      # Both have the same printed Might, so that the Might check does not depend on whether a
      # copy takes its model's Might (477.1.b.1.a leaves Might out of the copiable traits: an open question): only the buff would change it.
      Given B controls a unit "mimic" with might 3 in their base
      And A controls a unit "model" with might 3 in their base
      And "model" is empowered
      And "model" is stunned
      And "model" has 2 damage
      And "model" has a buff
      When B makes "mimic" a copy of "model"
      Then "mimic" is a copy of "model"
      And "mimic" is not empowered
      And "mimic" is not stunned
      And "mimic" has 0 damage
      And "mimic" has no buff
      And "mimic" has might 3
      And "model" is empowered
      And "model" has a buff
      And "model" has might 4

    Scenario: The copy does not take the Might Bonus of the Equipment attached to its model
      # 434.1.d: a Might Bonus modifies the Might of the unit it is attached to, not a copy of it.
      # Same printed Might on both, as above, so that only the bonus would change it.
      Given B controls a unit "mimic" with might 3 in their base
      And A controls a unit "model" with might 3 in their base
      And A controls an Equipment "axe" with might bonus 2 in their base
      And "axe" is attached to "model"
      When B makes "mimic" a copy of "model"
      Then "mimic" is a copy of "model"
      And "mimic" has might 3
      And "model" has might 5

    Scenario: A buffed, equipped unit that becomes a copy keeps its own Equipment's bonus and its buff on the copied Might
      # 477.1.b.1.a: the copy takes the model's printed Might, 7 (layer 1); the unit keeps its buff (124.2; +1, 703)
      # and the Equipment still attached to it keeps modifying its Might (434.1.d, 477.3.d: +2): 7 + 2 + 1.
      Given A controls a unit "soldier" with might 2 in their base
      And B controls a unit "hulk" with might 7 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "soldier"
      And "soldier" has a buff
      When A makes "soldier" a copy of "hulk"
      Then "soldier" is a copy of "hulk"
      And "soldier" has a buff
      And "blade" is attached to "soldier"
      And "soldier" has might 10
      And "hulk" has might 7

    Scenario: A copy of a copy takes what the copy copied, not the copy's own printed traits
      # 477.1.b.1.b: copying a copy gives the traits it copied (here, the Equipment tag).
      Given A controls a unit "drone" with might 2, the Equipment tag and Equip [1] in their base
      And A controls a unit "soldier" with might 2 in their base
      And A controls a unit "mimic" with might 2 in their base
      When A makes "soldier" a copy of "drone"
      And A makes "mimic" a copy of "soldier"
      Then "mimic" is a copy of "soldier"
      And "mimic" has the Equipment tag

    Scenario: A unit that is already a copy has its own counters and states, not its model's
      Given B controls a unit "mimic" with might 3 in their base
      And A controls a unit "model" with might 3 in their base
      And "model" has a buff
      And "model" is stunned
      And "mimic" is empowered
      And "mimic" is a copy of "model"
      Then "mimic" is a copy of "model"
      And "mimic" has no buff
      And "mimic" is not stunned
      And "mimic" is empowered
      And "model" has a buff
      And "model" is stunned

    Scenario: When the Spectacles come off, the unit is itself again, with the buff it had all along
      # 477.1.b.1.a, 748: the copy never touched the unit's own counters, so its end takes none of them away
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "azir" with might 6 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And "soldier" has a buff
      When A attaches "specs" to "soldier" choosing "azir"
      Then "soldier" is a copy of "azir"
      And "soldier" has a buff
      When A detaches "specs"
      Then "soldier" has a buff
      And "soldier" has might 3
      And "azir" has no buff

    Scenario: B's exhausted unit with counters becomes a copy of A's ready unit: it stays B's, exhausted, with its counters
      # 477.1.b.1.a: control, the exhausted status and counters are not copiable traits; 124.2: the
      # receiving object keeps its own.
      Given B controls an exhausted unit "mimic" with might 3 in their base
      And A controls a unit "model" with might 3 in their base
      And "mimic" has 2 charge counters
      When B makes "mimic" a copy of "model"
      Then "mimic" is a copy of "model"
      And "mimic" is controlled by B
      And "mimic" is in B's base
      And "mimic" is exhausted
      And "mimic" has 2 charge counters
      And "model" is ready
      And "model" has no charge counter

    Scenario: A unit given a keyword by an effect becomes a copy and keeps the keyword
      # 124.2, 719.4.a: the receiving object keeps its temporary changes; 477.1.b.1.a: the copy changes
      # only the copiable traits, and a keyword an effect granted is none of them (477.2.a).
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "hulk" with might 7 in their base
      And A has a spell "gift" in their trash
      And "soldier" has been given keyword Tank by "gift"
      When A makes "soldier" a copy of "hulk"
      Then "soldier" is a copy of "hulk"
      And "soldier" has the ability "Tank" from "gift"
      And "soldier" has might 7

    Scenario: A unit that becomes a copy of a unit given a keyword by an effect does not get the keyword
      # 477.1.b.1.b: only printed or already-copied traits are copied, nothing granted; the model keeps its own.
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "hulk" with might 7 in their base
      And A has a spell "gift" in their trash
      And "hulk" has been given keyword Tank by "gift"
      When A makes "soldier" a copy of "hulk"
      Then "soldier" is a copy of "hulk"
      And "soldier" has no ability from "gift"
      And "hulk" has the ability "Tank" from "gift"

    Scenario: A unit with a buff and charge counters becomes a copy: no counter is removed, and none is placed
      # 477.1.b.1.a: a copy effect changes only the characteristics it copies; the receiving object keeps its own
      # counters (BUFF-08): the copy removes and places none, and reports none.
      Given A controls a unit "soldier" with might 2 at battlefield "bf1"
      And B controls a unit "hulk" with might 7 at battlefield "bf1"
      And "soldier" has a buff
      And "soldier" has 2 charge counters
      When A makes "soldier" a copy of "hulk"
      Then "soldier" is a copy of "hulk"
      And the last action caused no counter removed event
      And the last action placed no counter
      And "soldier" has a buff
      And "soldier" has 2 charge counters
      And "soldier" has might 8

  @BUFF-09
  Rule: Copying moves no buff: an unbuffed copy of a buffed unit gets none; a buffed copy keeps its own
    Core Rules 477.1.b.1.a, 702.

    Scenario: Unbuffed B becomes a copy of buffed A and gets no buff
      Given A controls a unit "model" with might 3 in their base
      And A controls a unit "mimic" with might 3 in their base
      And "model" has a buff
      When A makes "mimic" a copy of "model"
      Then the last action caused exactly these events, in order:
        | type       | object | of    |
        | copy_began | mimic  | model |
      And "mimic" is a copy of "model"
      And "mimic" has no buff
      And "mimic" has might 3
      And "model" has a buff
      And "model" has might 4

    Scenario: The unbuffed copy of a buffed unit has no buff to pay the "Spend my buff" it copied
      # 477.1.b.1.a: the copy takes the model's text, "Spend my buff" with it, but no counter; "my buff" is the
      # copy's own, which it lacks (745: without the counter the cost cannot be paid); the model keeps its buff.
      Given A controls an exhausted unit "model" with might 3 and ability "Spend my buff: Ready me" in their base
      And A controls an exhausted unit "mimic" with might 3 in their base
      And "model" has a buff
      When A makes "mimic" a copy of "model"
      And A tries to activate the ability "Spend my buff: Ready me" of "mimic"
      Then the action is rejected as "unpaid_cost"
      And "model" has a buff
      And "mimic" has no buff
      And "mimic" is exhausted

    Scenario: The unbuffed copy of a buffed unit can be buffed: it has no buff of its own
      # 477.1.b.1.a: counters are not copied; 702.3.a: buffing does nothing only to a unit that has a buff.
      Given A controls a unit "model" with might 3 in their base
      And A controls a unit "mimic" with might 3 in their base
      And "model" has a buff
      When A makes "mimic" a copy of "model"
      And A buffs "mimic"
      Then the last action caused exactly these events, in order:
        | type           | object | counter |
        | counter_placed | mimic  | buff    |
      And "mimic" has a buff
      And "mimic" has might 4
      And "model" has a buff

    Scenario: Buffed B becomes a copy of unbuffed A and keeps its own buff
      Given B controls a unit "model" with might 2 at battlefield "bf2"
      And B controls a unit "mimic" with might 2 at battlefield "bf2"
      And "mimic" has a buff
      When B makes "mimic" a copy of "model"
      Then "mimic" is a copy of "model"
      And "mimic" has a buff
      And "mimic" has might 3
      And "model" has no buff
      And "model" has might 2
      And the last action caused no counter removed event

    Scenario: Buffed B becomes a copy of a bigger unbuffed A: it has A's Might and its own buff on top
      # 477.1.b.1.a: the copy takes its model's Might, 5; its own buff stays and adds 1 (702); the model gets none.
      Given B controls a unit "model" with might 5 at battlefield "bf1"
      And B controls a unit "mimic" with might 2 in their base
      And "mimic" has a buff
      When B makes "mimic" a copy of "model"
      Then "mimic" has might 6
      And "mimic" has a buff
      And "model" has might 5
      And "model" has no buff

    Scenario: Buffed B becomes a copy of buffed A and still has one buff, its own
      Given A controls a unit "model" with might 5 at battlefield "bf1"
      And A controls a unit "mimic" with might 5 at battlefield "bf1"
      And "model" has a buff
      And "mimic" has a buff
      When A makes "mimic" a copy of "model"
      Then "mimic" has a buff
      And "mimic" has might 6
      And "model" has a buff
      And the last action placed no counter

    Scenario: A copy of a unit with charge counters gets none of them; the model keeps its own
      # The ruling text (features/sources/BUFF.fr.txt): copying moves no marker from one card to the other; counters are not copiable traits (477.1.b.1.a).
      Given A controls a unit "model" with might 4 in their base
      And A controls a unit "mimic" with might 2 in their base
      And "model" has 2 charge counters
      When A makes "mimic" a copy of "model"
      Then "mimic" is a copy of "model"
      And "mimic" has no charge counter
      And "model" has 2 charge counters

    Scenario: A buffed copy becomes a copy of another unit: it keeps its own buff through the second copy too
      # 477.1.b.1.a, 124.2: a copy effect changes only the copiable traits; the receiving object keeps its own
      # counters, whatever it copies and however many copy effects it has had (480: the later copy applies on top).
      Given A controls a unit "mimic" with might 1 in their base
      And A controls a unit "model" with might 3 in their base
      And A controls a unit "hulk" with might 5 in their base
      And "mimic" is a copy of "model"
      And "mimic" has a buff
      When A makes "mimic" a copy of "hulk"
      Then "mimic" is a copy of "hulk"
      And "mimic" has a buff
      And "mimic" has might 6
      And "hulk" has no buff
      And the last action placed no counter

    Scenario: A buff moved onto the unbuffed copy of a buffed unit lands on it: the copy has no buff of its own yet
      # BUFF-09: unbuffed B got no buff by copying buffed A; 702.3: it has none, so a buff moved onto it lands there
      # (746), and the model keeps its own; the copy's Might is its model's, 4, plus its buff.
      Given A controls a unit "model" with might 4 in their base
      And B controls a unit "mimic" with might 2 in their base
      And B controls a unit "donor" with might 3 in their base
      And "model" has a buff
      And "donor" has a buff
      When B makes "mimic" a copy of "model"
      And B moves the buff from "donor" to "mimic"
      Then the buff moved from "donor" to "mimic"
      And "mimic" has a buff
      And "mimic" has might 5
      And "donor" has no buff
      And "model" has a buff

    Scenario: Buffed B is a copy of buffed A; A's buff is removed: the copy keeps its own
      # BUFF-09: copying moves no marker between cards; the copy's buff is its own, not a share of its model's.
      Given A controls a unit "ahri" with might 3 in their base
      And "ahri" has a buff
      And B controls a unit "darius" with might 2 in their base
      And "darius" has a buff
      When B makes "darius" a copy of "ahri"
      And A removes the buff from "ahri"
      Then the last action caused exactly these events, in order:
        | type            | object | counter |
        | counter_removed | ahri   | buff    |
      And "ahri" has no buff
      And "darius" has a buff
      And "darius" has might 4

    Scenario: Unbuffed B is a copy of unbuffed A; A is buffed: the copy gets no buff
      # BUFF-09: B becoming a copy of A takes no buff of A's, then or later: A's buff is on A's card only.
      Given A controls a unit "ahri" with might 3 in their base
      And B controls a unit "darius" with might 2 in their base
      When B makes "darius" a copy of "ahri"
      And A buffs "ahri"
      Then the last action caused exactly these events, in order:
        | type           | object | counter |
        | counter_placed | ahri   | buff    |
      And "ahri" has a buff
      And "ahri" has might 4
      And "darius" has no buff
      And "darius" has might 3

    Scenario: Buffed B is a copy of buffed A; the copy's buff is removed: the model keeps its own
      # BUFF-09: the copy's buff is its own; no marker is shared between the cards, either way.
      Given A controls a unit "ahri" with might 3 in their base
      And "ahri" has a buff
      And B controls a unit "darius" with might 2 in their base
      And "darius" has a buff
      When B makes "darius" a copy of "ahri"
      And B removes the buff from "darius"
      Then the last action caused exactly these events, in order:
        | type            | object | counter |
        | counter_removed | darius | buff    |
      And "darius" has no buff
      And "darius" has might 3
      And "ahri" has a buff
      And "ahri" has might 4

  @BUFF-10
  Rule: An object leaving the board, or coming back, loses its counters and temporary changes
    Core Rules 124.1, 748, 705.

    Scenario: A buffed, damaged unit killed and returned comes back with neither
      Given A controls a unit "garen" with might 4 in their base
      And "garen" has a buff
      And "garen" has 2 damage
      When B kills "garen"
      Then "garen" is in the trash
      And "garen" has no buff
      When A returns "garen" to the board
      Then the last action caused exactly these events, in order:
        | type              | object | from  | to     |
        | zone_changed      | garen  | trash | board  |
        | returned_to_board | garen  | trash | base:A |
      And "garen" is in A's base
      And "garen" has no buff
      And "garen" has 0 damage
      And "garen" has might 4
      And "garen" is exhausted

    Scenario: A unit with charge counters and a buff, killed and returned, comes back with no counter of any kind
      # 748: an object leaving the board loses all its counters, not its buff alone; 124.1: the card
      # that returns is a new object.
      Given A controls a unit "garen" with might 4 in their base
      And "garen" has 3 charge counters
      And "garen" has a buff
      When B kills "garen"
      Then "garen" is in the trash
      And "garen" has no charge counter
      When A returns "garen" to the board
      Then "garen" is in A's base
      And "garen" has no charge counter
      And "garen" has no buff

    Scenario: A buffed, stunned unit of B banished and returned comes back with neither
      Given B controls a unit "darius" with might 2 at battlefield "bf1"
      And "darius" has a buff
      And "darius" is stunned
      When A banishes "darius"
      Then "darius" is in the banishment
      And "darius" has no buff
      When B returns "darius" to the board
      Then "darius" is in B's base
      And "darius" has no buff
      And "darius" is not stunned
      And "darius" has might 2

    @requires-abilities
    Scenario: A keyword given to a unit does not come back with it from the trash
      # 124.1: the returned card is a new object; what an effect gave the old one is not its.
      Given A controls a unit "garen" with might 4 in their base
      And A has a spell "gift" in their trash
      And "garen" has been given keyword Tank by "gift"
      When B kills "garen"
      And A returns "garen" to the board
      Then "garen" has no ability from "gift"

    Scenario: Killed and returned, a stunned, exhausted copy that B had taken comes back as a new object of its owner
      # 124.1: the new object has none of the old one's statuses, copy effect or control change;
      # it is its owner's (056) and enters exhausted as any unit does (143.4).
      Given B controls an exhausted unit "soldier" owned by A with might 2 at battlefield "bf1"
      And A controls a unit "azir" with might 6 at battlefield "bf1"
      And "soldier" is stunned
      When B makes "soldier" a copy of "azir"
      Then "soldier" is a copy of "azir"
      When A kills "soldier"
      Then "soldier" is in the trash
      And "soldier" is ready
      And "soldier" is not stunned
      And "soldier" is not a copy
      And "soldier" is controlled by A
      When A returns "soldier" to the board
      Then "soldier" is in A's base
      And "soldier" is controlled by A
      And "soldier" is not a copy
      And "soldier" is not stunned
      And "soldier" is exhausted
      When A stuns "soldier"
      Then "soldier" is stunned

    Scenario: A unit still on the board cannot be returned to it
      # 124.1: a card returns to the board from the trash or the banishment.
      Given A controls a unit "garen" with might 4 in their base
      When A tries to return "garen" to the board
      Then the action is rejected as "wrong_zone"
      And nothing changed

    Scenario: Once killed, the card in the trash is off the board: no counter or damage reaches it
      # 141.1.b, 355.9.a.1: a unit card in the trash keeps its type, but what acts on units acts
      # on units on the board. Every other part of each action is legal: "lux" is on the board,
      # buffed, controlled by A. (Off the board, the card has no counter either (748): its
      # absence from the board is what refuses a removal or a spending first.)
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And "lux" has a buff
      When B kills "garen"
      Then "garen" is in the trash
      When A tries to buff "garen"
      Then the action is rejected as "not_on_board"
      And nothing changed
      When A tries to move the buff from "lux" to "garen"
      Then the action is rejected as "not_on_board"
      And nothing changed
      When A tries to remove the buff from "garen"
      Then the action is rejected as "not_on_board"
      And nothing changed
      When A tries to spend the buff of "garen" as an effect allows
      Then the action is rejected as "not_on_board"
      And nothing changed
      When B tries to deal 2 damage to "garen"
      Then the action is rejected as "not_on_board"
      And nothing changed

    Scenario: Once killed, the card in the trash is off the board: no status, move, control change or copy reaches it
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      When B kills "garen"
      Then "garen" is in the trash
      When A tries to stun "garen"
      Then the action is rejected as "not_on_board"
      And nothing changed
      When A tries to exhaust "garen"
      Then the action is rejected as "not_on_board"
      And nothing changed
      When A tries to move "garen" to battlefield "bf1"
      Then the action is rejected as "not_on_board"
      And nothing changed
      When B tries to take control of "garen"
      Then the action is rejected as "not_on_board"
      And nothing changed
      When A tries to make "garen" a copy of "lux"
      Then the action is rejected as "not_on_board"
      And nothing changed
      When A tries to make "lux" a copy of "garen"
      Then the action is rejected as "not_on_board"
      And nothing changed

    Scenario: A unit that is a copy loses the copy effect with its buff when it leaves the board and returns
      Given A controls a unit "mimic" with might 2 in their base
      And B controls a unit "model" with might 5 in their base
      And "mimic" has a buff
      And "mimic" is a copy of "model"
      When B banishes "mimic"
      Then "mimic" is in the banishment
      And "mimic" is not a copy
      And "mimic" has no buff
      When A returns "mimic" to the board
      Then "mimic" is in A's base
      And "mimic" is not a copy
      And "mimic" has might 2

    Scenario: The Equipment of a killed unit stays on the board, with its own counters
      # 748 takes the counters of the card that leaves the board; its Equipment detaches and stays
      # where the unit was (719.5, 435.4.b), on the board, and keeps its counters ("charge" is a test kind).
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "relic" with might bonus 1 in their base
      And "relic" is attached to "garen"
      And "relic" has 2 charge counters
      And "garen" has a buff
      When B kills "garen"
      Then "garen" is in the trash
      And "relic" is not attached to anything
      And "relic" is in A's base
      And "relic" has 2 charge counters

  @BUFF-11
  Rule: Buff, move, recall, banish, return: the buff survives the move and the recall, not the banishment
    Core Rules 124, 124.1, 446.2, 458, 427, 748; 702.3.a (buffing a buffed unit does nothing).

    Scenario: The whole sequence, and a new buff after the return
      Given A controls a unit "garen" with might 3 in their base
      When A buffs "garen"
      Then "garen" has a buff
      When A moves "garen" to battlefield "bf2"
      Then "garen" is at battlefield "bf2"
      And "garen" has a buff
      And "garen" has might 4
      When A recalls "garen"
      Then "garen" is in A's base
      And "garen" has a buff
      And "garen" has might 4
      When B banishes "garen"
      Then "garen" is in the banishment
      And "garen" has no buff
      When A returns "garen" to the board
      Then "garen" is in A's base
      And "garen" has no buff
      And "garen" has might 3
      When A buffs "garen"
      Then the last action caused exactly these events, in order:
        | type           | object | counter |
        | counter_placed | garen  | buff    |
      And "garen" has a buff
      And "garen" has might 4
      When A buffs "garen"
      Then the last action caused no events
      And "garen" has a buff
      And "garen" has might 4

    Scenario: Buffed and moved, then banished at the battlefield: it returns to its owner's base, with no buff
      # 124.1: the returned card is a new object, put onto the board in its owner's base; it keeps neither its
      # buff nor the battlefield it was banished from.
      Given A controls a unit "garen" with might 3 in their base
      When A buffs "garen"
      And A moves "garen" to battlefield "bf2"
      Then "garen" has a buff
      When B banishes "garen"
      Then "garen" is in the banishment
      And "garen" has no buff
      When A returns "garen" to the board
      Then "garen" is in A's base
      And "garen" has no buff
      And "garen" has might 3

    @requires-damage
    Scenario: Buffed, banished and returned, the unit dies to damage equal to its printed Might: the buff did not come back
      # 124.1: the returned card is a new object, without the buff; 142.4, 323.5: 3 damage is lethal to its Might of 3.
      Given A controls a unit "garen" with might 3 in their base
      When A buffs "garen"
      And B banishes "garen"
      And A returns "garen" to the board
      And B deals 3 damage to "garen"
      Then "garen" is in the trash
