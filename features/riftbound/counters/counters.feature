Feature: Counters and buffs — where they stay, how they move, who may spend them
  Counters stay on an object while it stays on the board, whoever controls it; they move only as
  an effect says, straight from one object to the other; spending them needs an effect and
  control of the object that carries them; a copy copies none; leaving the board loses them.
  Source: seed 002 (Suivre les compteurs).

  Background:
    Given a Riftbound game between A and B with battlefields "bf1" and "bf2"

  @BUFF-01
  Rule: A unit that moves to a battlefield, or is recalled to base, keeps its counters
    Core Rules 124, 446.2, 458.

    Scenario: A buffed unit moves to a battlefield and keeps its buff and its extra Might
      Given A controls a unit "garen" with might 4 in their base
      And "garen" has a buff
      When A moves "garen" to battlefield "bf1"
      Then "garen" has a buff
      And "garen" has might 5

    Scenario: A buffed unit recalled to base keeps its buff
      Given B controls a unit "darius" with might 2 at battlefield "bf2"
      And "darius" has a buff
      When B recalls "darius"
      Then "darius" is in B's base
      And "darius" has a buff

  @BUFF-02
  Rule: A change of control alone does not remove counters
    Core Rules 124, 749.

    Scenario: The buff stays on a unit that changes control
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And "garen" has a buff
      When B takes control of "garen"
      Then "garen" is controlled by B
      And "garen" has a buff

  @BUFF-03
  Rule: Moving a counter goes straight from the first object to the second, through no other zone
    Core Rules 746.

    Scenario: A buff moves from one unit to another
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 at battlefield "bf1"
      And "garen" has a buff
      When A moves the buff from "garen" to "lux"
      Then the buff moved from "garen" to "lux"
      And "garen" has no buff
      And "lux" has a buff
      And "garen" has might 4
      And "lux" has might 3

    Scenario: A unit with no buff has none to move
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      When A tries to move the buff from "garen" to "lux"
      Then the action is rejected as "illegal_target"
      And nothing changed

  @BUFF-04
  Rule: A counter removed without being put on another object ceases to exist
    Core Rules 747.

    Scenario: A removed buff is gone, and is on no other object
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And "garen" has a buff
      When B removes the buff from "garen"
      Then "garen" has no buff
      And "lux" has no buff
      And "garen" has might 4

  @BUFF-05
  Rule: Spending counters takes them from objects you control; counters have no controller of their own
    Core Rules 745, 745.2, 702.2.b, 749.

    Scenario: A spends the buffs of two units A controls
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 at battlefield "bf1"
      And "garen" has a buff
      And "lux" has a buff
      When A spends the buffs of "garen" and "lux" as an effect allows
      Then "garen" has no buff
      And "lux" has no buff

    Scenario: A cannot spend the buff of a unit B controls, even one A owns
      Given B controls a unit "darius" owned by A with might 3 in their base
      And "darius" has a buff
      When A tries to spend the buff of "darius" as an effect allows
      Then the action is rejected as "not_controller"
      And nothing changed

  @BUFF-06
  Rule: Spending needs an effect that allows it: an available counter is not a resource to spend freely
    Core Rules 745.

    Scenario: With no effect allowing it, the buff cannot be spent
      Given A controls a unit "garen" with might 4 in their base
      And "garen" has a buff
      When A tries to spend the buff of "garen" with no effect allowing it
      Then the action is rejected as "no_permission"
      And nothing changed

  @BUFF-07
  Rule: A buffed unit that changes control keeps its buff; only the new controller may spend it, and it is not buffed again
    Core Rules 745.2, 702.2.b, 749.

    Scenario: The former controller can no longer spend the buff
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And "garen" has a buff
      When B takes control of "garen"
      Then the last action placed no counter
      And "garen" has might 5
      When A tries to spend the buff of "garen" as an effect allows
      Then the action is rejected as "not_controller"
      And nothing changed

    Scenario: The new controller can spend it when an effect allows
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And "garen" has a buff
      When B takes control of "garen"
      And B spends the buff of "garen" as an effect allows
      Then "garen" has no buff
      And "garen" has might 4

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

  @BUFF-09
  Rule: Copying moves no buff: an unbuffed copy of a buffed unit gets none; a buffed copy keeps its own
    Core Rules 477.1.b.1.a, 702.

    Scenario: Unbuffed B becomes a copy of buffed A and gets no buff
      Given A controls a unit "model" with might 3 in their base
      And A controls a unit "mimic" with might 1 in their base
      And "model" has a buff
      When A makes "mimic" a copy of "model"
      Then "mimic" has no buff
      And "model" has a buff
      And the last action placed no counter

    Scenario: Buffed B becomes a copy of unbuffed A and keeps its own buff
      Given B controls a unit "model" with might 3 at battlefield "bf2"
      And B controls a unit "mimic" with might 1 at battlefield "bf2"
      And "mimic" has a buff
      When B makes "mimic" a copy of "model"
      Then "mimic" has a buff
      And "model" has no buff

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
      Then "garen" is in A's base
      And "garen" has no buff
      And "garen" has 0 damage
      And "garen" has might 4

  @BUFF-11
  Rule: Buff, move, recall, banish, return: the buff survives the move and the recall, not the banishment
    Core Rules 124, 124.1, 446.2, 458, 427, 748.

    Scenario: The whole sequence, and a new buff after the return
      Given A controls a unit "garen" with might 3 in their base
      When A buffs "garen"
      And A moves "garen" to battlefield "bf2"
      Then "garen" has a buff
      When A recalls "garen"
      Then "garen" has a buff
      When B banishes "garen"
      Then "garen" is in the banishment
      And "garen" has no buff
      When A returns "garen" to the board
      Then "garen" has no buff
      And "garen" has might 3
      When A buffs "garen"
      Then "garen" has a buff
      And "garen" has might 4
