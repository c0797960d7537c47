Feature: Magic — Equipment rulings combined: control changes, copies, and equip on the stack
  The Equipment rules taken two at a time: a creature and its Equipment changing hands, copy
  effects that make an Equipment or its creature something else, and an equip ability whose
  Equipment an effect moves while it waits on the stack.
  Source: the French text of the Magic Comprehensive Rules « équipements » (features/sources/MTG.fr.txt; the rules' French text of 212.2 and 502.33).

  Background:
    Given a Magic game between A and B

  @MTG-09
  Rule: The Equipment's controller and the creature's stay separate through a change of control, and through the creature's death
    Comprehensive Rules 212.2k, 212.2i, 502.33a.

    Scenario: B takes the equipped creature; A, the Equipment's controller, equips it onto another creature of A's
      Given A controls a creature "bear" on the battlefield
      And A controls a creature "wolf" on the battlefield
      And A controls an Equipment "axe" with Equip [1] on the battlefield
      And "axe" is attached to "bear"
      And A has [1] in their mana pool
      When B takes control of "bear"
      And A activates the Equip ability of "axe" targeting "wolf"
      And the top of the chain resolves
      Then "axe" is attached to "wolf"
      And "bear" is controlled by B
      And "axe" is controlled by A

    Scenario: The controller of the equipped creature cannot play the equip of the Equipment on it
      Given B controls a creature "bear" on the battlefield
      And B controls a creature "wolf" on the battlefield
      And A controls an Equipment "axe" with Equip [1] on the battlefield
      And "axe" is attached to "bear"
      And B has [1] in their mana pool
      And it is B's turn
      When B tries to activate the Equip ability of "axe" targeting "wolf"
      Then the action is rejected as "not_controller"
      And nothing changed

    Scenario: The creature B took is destroyed: A's Equipment becomes unattached and stays in play, A's
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "axe" on the battlefield
      And "axe" is attached to "bear"
      When B takes control of "bear"
      And A destroys "bear"
      Then "axe" is not attached to anything
      And "axe" is on the battlefield
      And "axe" is controlled by A

  @MTG-10
  Rule: An ability an Equipment grants follows the creature's controller when the creature changes hands
    Comprehensive Rules 212.2k.

    Scenario: Once B takes the creature, the ability A's Equipment grants it is B's to play, not A's
      Given A controls an exhausted creature "wolf" on the battlefield
      And A controls an Equipment "cloak" with effect ability "[1]: Untap me" on the battlefield
      And "cloak" is attached to "wolf"
      And A has [1] in their mana pool
      When B takes control of "wolf"
      And A tries to activate the ability "[1]: Untap me" of "wolf"
      Then the action is rejected as "not_controller"
      And "wolf" has the ability "[1]: Untap me" from "cloak", controlled by B

  @MTG-03
  Rule: The equip ability moves the Equipment onto its target, wherever an effect put it meanwhile
    Comprehensive Rules 212.2h, 502.33a.

    Scenario: An effect moves the Equipment to B's creature while its equip is on the stack: the equip still moves it onto its target
      Given A controls a creature "bear" on the battlefield
      And B controls a creature "wolf" on the battlefield
      And A controls an Equipment "axe" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A activates the Equip ability of "axe" targeting "bear"
      And B attaches "axe" to "wolf"
      And the top of the chain resolves
      Then "axe" is attached to "bear"

  @MTG-05
  Rule: An attached Equipment that becomes a copy of what is not an Equipment loses the subtype and becomes unattached
    Comprehensive Rules 212.2i, 707.2.

    Scenario: An attached Equipment that becomes a copy of an artifact that is not an Equipment becomes unattached
      Given A controls a creature "bear" on the battlefield
      And A controls an artifact "statue" on the battlefield
      And A controls an Equipment "axe" on the battlefield
      And "axe" is attached to "bear"
      When A makes "axe" a copy of "statue"
      Then "axe" is not attached to anything
      And "axe" is on the battlefield

    Scenario: An attached Equipment that becomes a copy of a creature becomes unattached and stays in play
      Given A controls a creature "bear" on the battlefield
      And A controls a creature "wolf" on the battlefield
      And A controls an Equipment "axe" on the battlefield
      And "axe" is attached to "bear"
      When A makes "axe" a copy of "wolf"
      Then "axe" is not attached to anything
      And "axe" is on the battlefield

  @MTG-04
  Rule: An Equipment creature that stops being a creature by a copy effect can equip
    Comprehensive Rules 212.2i, 502.33a, 707.2.

    Scenario: An Equipment creature that becomes a copy of an Equipment that is not a creature can equip, with its model's equip
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment creature "golem" with Equip [1] on the battlefield
      And A controls an Equipment "axe" with Equip [2] on the battlefield
      And A has [2] in their mana pool
      When A makes "golem" a copy of "axe"
      And A activates the Equip ability of "golem" targeting "bear"
      And the top of the chain resolves
      Then "golem" is attached to "bear"

  @MTG-08
  Rule: A creature that becomes a copy of another creature stays an equipped creature
    Comprehensive Rules 212.2j, 212.2g, 707.2.

    Scenario: An equipped creature that becomes a copy of another creature is still a creature, still equipped
      Given A controls a creature "bear" on the battlefield
      And B controls a creature "wolf" on the battlefield
      And A controls an Equipment "axe" on the battlefield
      And "axe" is attached to "bear"
      When A makes "bear" a copy of "wolf"
      Then "bear" is equipped
      And "axe" is attached to "bear"

    Scenario: An equipped creature that becomes a copy of an Equipment creature is still a creature, still equipped
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment creature "golem" on the battlefield
      And A controls an Equipment "axe" on the battlefield
      And "axe" is attached to "bear"
      When A makes "bear" a copy of "golem"
      Then "axe" is attached to "bear"
      And "bear" is equipped

  @MTG-12
  Rule: A copy of an Equipment has each of its equip abilities, and any of them may be used
    Comprehensive Rules 502.33c, 707.2.

    Scenario: An artifact that becomes a copy of an Equipment with two equip abilities may use the second
      Given A controls a creature "bear" on the battlefield
      And A controls an artifact "relic" on the battlefield
      And A controls an Equipment "axe" with Equip [3] and Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A makes "relic" a copy of "axe"
      And A activates the second Equip ability of "relic" targeting "bear"
      And the top of the chain resolves
      Then "relic" is attached to "bear"

  @MTG-03
  Rule: The creature the equip ability targets must still be one it can equip when the ability resolves
    Comprehensive Rules 212.2h, 212.2g, 707.2.

    Scenario: The targeted creature becomes a copy of a noncreature artifact before equip resolves: the Equipment does not move
      Given A controls a creature "bear" on the battlefield
      And A controls an artifact "statue" on the battlefield
      And A controls an Equipment "axe" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A activates the Equip ability of "axe" targeting "bear"
      And A makes "bear" a copy of "statue"
      And the top of the chain resolves
      Then "axe" is not attached to anything
      And "axe" is on the battlefield

  @MTG-11
  Rule: Equip targets a creature its controller controls: the creature the Equipment is already on is such a target, and it stays on
    Comprehensive Rules 502.33a, 212.2h.

    Scenario: Equip targeting the creature the Equipment already equips is played and paid; the Equipment stays on it
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "axe" with Equip [1] on the battlefield
      And "axe" is attached to "bear"
      And A has [1] in their mana pool
      When A activates the Equip ability of "axe" targeting "bear"
      Then A's mana pool is empty
      When the top of the chain resolves
      Then "axe" is attached to "bear"
      And "bear" is equipped

  @MTG-01
  Rule: A creature that becomes a copy of an Equipment creature is still a creature an equip can move onto
    Comprehensive Rules 212.2g, 212.2h, 707.2.

    Scenario: The target becomes a copy of an Equipment creature while equip waits on the stack: the Equipment still moves onto it
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment creature "golem" on the battlefield
      And A controls an Equipment "axe" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A activates the Equip ability of "axe" targeting "bear"
      And A makes "bear" a copy of "golem"
      And the top of the chain resolves
      Then "axe" is attached to "bear"

  @MTG-07
  Rule: Equipment on an exiled creature becomes unattached and stays in play, its controller's
    Comprehensive Rules 212.2i, 212.2k.

    Scenario: B's creature carrying A's Equipment is exiled: A's Equipment stays on the battlefield, unattached, A's
      Given B controls a creature "wolf" on the battlefield
      And A controls an Equipment "axe" on the battlefield
      And "axe" is attached to "wolf"
      When A banishes "wolf"
      Then "axe" is not attached to anything
      And "axe" is on the battlefield
      And "axe" is controlled by A

  @MTG-09
  Rule: Taking the Equipment gives its new controller the equip ability, wherever it is attached
    Comprehensive Rules 212.2k, 502.33a.

    Scenario: B takes A's Equipment on A's creature and equips it onto B's creature on B's turn; A keeps the creature
      Given it is B's turn
      And A controls a creature "bear" on the battlefield
      And B controls a creature "wolf" on the battlefield
      And A controls an Equipment "axe" with Equip [1] on the battlefield
      And "axe" is attached to "bear"
      And B has [1] in their mana pool
      When B takes control of "axe"
      And B activates the Equip ability of "axe" targeting "wolf"
      And the top of the chain resolves
      Then "axe" is attached to "wolf"
      And "bear" is controlled by A
      And "bear" is not equipped

    Scenario: After B takes the Equipment, A can no longer play its equip
      Given A controls a creature "bear" on the battlefield
      And A controls a creature "wolf" on the battlefield
      And A controls an Equipment "axe" with Equip [1] on the battlefield
      And "axe" is attached to "bear"
      And A has [1] in their mana pool
      When B takes control of "axe"
      And A tries to activate the Equip ability of "axe" targeting "wolf"
      Then the action is rejected as "not_controller"
      And "axe" is attached to "bear"

  @MTG-12
  Rule: An attached Equipment with two equip abilities may be moved by either
    Comprehensive Rules 502.33c, 212.2h.

    Scenario: An Equipment on one creature moves to another with its second, cheaper equip
      Given A controls a creature "bear" on the battlefield
      And A controls a creature "wolf" on the battlefield
      And A controls an Equipment "axe" with Equip [3] and Equip [1] on the battlefield
      And "axe" is attached to "bear"
      And A has [1] in their mana pool
      When A activates the second Equip ability of "axe" targeting "wolf"
      And the top of the chain resolves
      Then "axe" is attached to "wolf"
      And "bear" is not equipped

  @MTG-04
  Rule: Whether an Equipment creature can equip is read as its equip resolves: one that stopped being a creature meanwhile moves
    Comprehensive Rules 212.2i, 212.2h, 502.33a, 707.2.

    Scenario: An Equipment creature's equip waits on the stack while it becomes a copy of a noncreature Equipment: it moves on
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment creature "golem" with Equip [1] on the battlefield
      And A controls an Equipment "axe" with Equip [2] on the battlefield
      And A has [1] in their mana pool
      When A activates the Equip ability of "golem" targeting "bear"
      And A makes "golem" a copy of "axe"
      And the top of the chain resolves
      Then "golem" is attached to "bear"

    Scenario: An Equipment whose equip waits on the stack becomes a copy of a creature: it does not move
      Given A controls a creature "bear" on the battlefield
      And A controls a creature "wolf" on the battlefield
      And A controls an Equipment "axe" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A activates the Equip ability of "axe" targeting "bear"
      And A makes "axe" a copy of "wolf"
      And the top of the chain resolves
      Then "axe" is not attached to anything
      And "axe" is on the battlefield

  @MTG-05
  Rule: An Equipment that loses the subtype while its equip waits on the stack does not move; one that stays an Equipment does
    Comprehensive Rules 212.2i, 212.2h, 707.2.

    Scenario: The Equipment becomes a copy of a noncreature artifact while its equip waits: it does not move
      Given A controls a creature "bear" on the battlefield
      And A controls an artifact "statue" on the battlefield
      And A controls an Equipment "axe" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A activates the Equip ability of "axe" targeting "bear"
      And A makes "axe" a copy of "statue"
      And the top of the chain resolves
      Then "axe" is not attached to anything

    Scenario: The Equipment becomes a copy of another Equipment while its equip waits: it is still an Equipment, and moves
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" with Equip [3] on the battlefield
      And A controls an Equipment "axe" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A activates the Equip ability of "axe" targeting "bear"
      And A makes "axe" a copy of "sword"
      And the top of the chain resolves
      Then "axe" is attached to "bear"

  @MTG-07
  Rule: A creature that becomes a copy of the Equipment it carries is no creature: that Equipment becomes unattached
    Comprehensive Rules 212.2i, 212.2g, 707.2.

    Scenario: The equipped creature becomes a copy of its own Equipment: the Equipment comes off and both stay in play
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "axe" on the battlefield
      And "axe" is attached to "bear"
      When A makes "bear" a copy of "axe"
      Then "axe" is not attached to anything
      And "bear" is not attached to anything
      And "bear" is on the battlefield
      And "axe" is on the battlefield
      And "bear" is not equipped
