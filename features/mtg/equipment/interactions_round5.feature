Feature: Magic — round 5: copies and changes of control of an Equipment, taken together, in games of two and three
  An Equipment that changes hands and then becomes a copy of another player's Equipment; an
  equipped creature that becomes a copy of a noncreature Equipment and is equipped by its new
  controller; an Equipment made a copy of a plain artifact, taken, and made an Equipment again.
  Each outcome follows from the rules the rulings cite.
  Source: the French text of the Magic Comprehensive Rules « équipements » (features/sources/MTG.fr.txt; the rules' French text of 212.2 and 502.33).

  Background:
    Given a Magic game between A and B

  @MTG-09 @requires-copy
  Rule: A copy effect changes no controller: the Equipment B took and made a copy of C's Equipment is B's, with C's equip
    Comprehensive Rules 212.2k, 502.33a; the current Comprehensive Rules 707.2, 613.1a-b.

    Scenario: In a game of three, B takes A's axe on A's wolf and makes it a copy of C's sword: B plays the sword's Equip [1] onto B's bear
      Given the game has a third player C
      And it is B's turn
      And A controls a creature "wolf" on the battlefield
      And B controls a creature "bear" on the battlefield
      And A controls an Equipment "axe" with Equip [3] on the battlefield
      And "axe" is attached to "wolf"
      And C controls an Equipment "sword" with Equip [1] on the battlefield
      And B has [1] in their mana pool
      When B takes control of "axe"
      And B makes "axe" a copy of "sword"
      Then "axe" is attached to "wolf"
      And "axe" is controlled by B
      And "wolf" is controlled by A
      When A tries to activate the Equip ability of "axe" targeting "wolf"
      Then the action is rejected as "not_controller"
      When B activates the Equip ability of "axe" targeting "bear"
      Then B's mana pool is empty
      When the top of the chain resolves
      Then "axe" is attached to "bear"
      And "sword" is not attached to anything

  @MTG-07 @requires-copy
  Rule: B's creature carrying A's Equipment becomes a copy of a noncreature Equipment: A's comes off, and B equips B's new Equipment
    Comprehensive Rules 212.2i, 212.2k, 502.33a; the current Comprehensive Rules 707.2.

    Scenario: B's bear carrying A's axe becomes a copy of A's sword: the axe comes off, A's; B plays bear's equip onto B's wolf
      Given it is B's turn
      And B controls a creature "bear" on the battlefield
      And B controls a creature "wolf" on the battlefield
      And A controls an Equipment "axe" on the battlefield
      And "axe" is attached to "bear"
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And B has [1] in their mana pool
      When B makes "bear" a copy of "sword"
      Then "axe" is not attached to anything
      And "axe" is controlled by A
      And "bear" is an artifact
      And "bear" is controlled by B
      When A tries to activate the Equip ability of "bear" targeting "wolf"
      Then the action is rejected as "not_controller"
      When B activates the Equip ability of "bear" targeting "wolf"
      And the top of the chain resolves
      Then "bear" is attached to "wolf"
      And "wolf" is equipped

  @MTG-05 @requires-copy
  Rule: The latest copy effect decides: an Equipment made a plain artifact comes off, and made an Equipment again it can equip for its controller
    Comprehensive Rules 212.2i, 212.2k, 502.33a; the current Comprehensive Rules 707.2, 613.7.

    Scenario: A's axe on A's wolf becomes a copy of a statue and comes off; B takes it and makes it a copy of a sword: B equips it onto B's bear
      Given it is B's turn
      And A controls a creature "wolf" on the battlefield
      And B controls a creature "bear" on the battlefield
      And A controls an Equipment "axe" with Equip [2] on the battlefield
      And "axe" is attached to "wolf"
      And A controls an artifact "statue" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And B has [1] in their mana pool
      When A makes "axe" a copy of "statue"
      Then "axe" is not attached to anything
      When B takes control of "axe"
      And B tries to activate the Equip ability of "axe" targeting "bear"
      Then the action is rejected as "no_such_ability"
      When B makes "axe" a copy of "sword"
      And B activates the Equip ability of "axe" targeting "bear"
      And the top of the chain resolves
      Then "axe" is attached to "bear"
      And "axe" is controlled by B

  @MTG-10 @requires-copy
  Rule: A's Equipment made a copy of B's Equipment grants the creature what B's grants: the creature's controller plays it, and A keeps the equip
    Comprehensive Rules 212.2k, 502.33a; the current Comprehensive Rules 707.2.

    Scenario: A's axe on A's wolf becomes a copy of B's cloak: wolf has "[1]: Untap me" from the axe, A's; B can play neither it nor the equip
      Given A controls an exhausted creature "wolf" on the battlefield
      And A controls a creature "bear" on the battlefield
      And A controls an Equipment "axe" on the battlefield
      And "axe" is attached to "wolf"
      And B controls an Equipment "cloak" with Equip [1] and effect ability "[1]: Untap me" on the battlefield
      And A has [1] in their mana pool
      And B has [2] in their mana pool
      When A makes "axe" a copy of "cloak"
      Then "wolf" has the ability "[1]: Untap me" from "axe", controlled by A
      When B tries to activate the ability "[1]: Untap me" of "wolf"
      Then the action is rejected as "not_controller"
      When B tries to activate the Equip ability of "axe" targeting "bear"
      Then the action is rejected as "not_controller"
      When A activates the ability "[1]: Untap me" of "wolf"
      And the top of the chain resolves
      Then "wolf" is ready

  @MTG-10
  Rule: An ability printed on the Equipment itself stays its own while it equips a creature: its controller plays it, not the creature's
    Comprehensive Rules 212.2k; the current Comprehensive Rules 602.2, 301.5.

    Scenario: A's tapped sword printed with "[1]: Untap me" equips B's bear: B cannot play it; A plays it and the sword untaps, not the bear
      Given B controls an exhausted creature "bear" on the battlefield
      And A controls an exhausted Equipment "sword" with ability "[1]: Untap me" on the battlefield
      And "sword" is attached to "bear"
      And A has [1] in their mana pool
      And B has [1] in their mana pool
      When B tries to activate the ability "[1]: Untap me" of "sword"
      Then the action is rejected as "not_controller"
      When A activates the ability "[1]: Untap me" of "sword"
      And the top of the chain resolves
      Then "sword" is ready
      And "bear" is exhausted
      And "sword" is attached to "bear"
