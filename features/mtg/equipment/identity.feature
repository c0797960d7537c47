Feature: Magic — the equip ability on the stack and object identity
  A permanent that leaves the battlefield and comes back is a new object with no memory of its
  previous existence. The equip ability targeted the creature as it was when the ability was
  played: if that creature left the battlefield and came back before the ability resolves, the
  creature now on the battlefield is another object, and the Equipment does not move onto it.
  A creature whose control changed and came back never left: it is the same object.
  Source: the French text of the Magic Comprehensive Rules « équipements » (features/sources/MTG.fr.txt; the rules' French text of 212.2h, on when control matters).

  Background:
    Given a Magic game between A and B

  @MTG-03
  Rule: The equip ability moves the Equipment only onto the creature it targeted: one that left the battlefield and came back is a new object
    Comprehensive Rules 212.2h (control matters when the ability is played and when it resolves), 400.7 (an object
    that moves from one zone to another becomes a new object), 608.2b (an illegal target is not affected),
    113.7a (an ability on the stack exists independently of its source).

    Scenario: The targeted creature is destroyed and returned to the battlefield before equip resolves: the Equipment does not move
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" with Equip [2] on the battlefield
      And A has [2] in their mana pool
      When A activates the Equip ability of "sword" targeting "bear"
      And B destroys "bear"
      And A returns "bear" to the board
      Then "bear" is on the battlefield
      And "bear" is controlled by A
      When the top of the chain resolves
      Then "sword" is not attached to anything
      And "bear" carries nothing
      And the last action caused no attach event
      And the chain is empty
      And A's mana pool is empty

    Scenario: The targeted creature is exiled and returned while equip is on the stack: the Equipment does not move
      Given B controls a creature "wolf" on the battlefield
      And B controls an Equipment "axe" with Equip [1] on the battlefield
      And B's Equip ability of "axe" targeting "wolf" is on the chain
      When A banishes "wolf"
      And B returns "wolf" to the board
      And the top of the chain resolves
      Then "axe" is not attached to anything
      And "axe" is on the battlefield
      And "wolf" carries nothing
      And the last action caused no attach event

    Scenario: The Equipment is destroyed and returned before its equip resolves: the new Equipment does not move
      Given A controls a creature "elk" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A activates the Equip ability of "sword" targeting "elk"
      And B destroys "sword"
      And A returns "sword" to the board
      And the top of the chain resolves
      Then "sword" is not attached to anything
      And "sword" is on the battlefield
      And "elk" carries nothing
      And the chain is empty

    Scenario: The targeted creature changes control and comes back before equip resolves: it is the same creature, and the Equipment moves
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A activates the Equip ability of "sword" targeting "bear"
      And B takes control of "bear"
      And A takes control of "bear"
      And the top of the chain resolves
      Then "sword" is attached to "bear"
      And "bear" carries "sword"
      And "bear" is controlled by A
      And the chain is empty

    Scenario: The creature that came back can be equipped by a new equip ability
      Given A controls a creature "elk" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And A has [2] in their mana pool
      When A activates the Equip ability of "sword" targeting "elk"
      And B destroys "elk"
      And A returns "elk" to the board
      And the top of the chain resolves
      Then "sword" is not attached to anything
      When A activates the Equip ability of "sword" targeting "elk"
      And the top of the chain resolves
      Then "sword" is attached to "elk"
      And "elk" carries "sword"
      And A's mana pool is empty
