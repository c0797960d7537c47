Feature: Magic — Equipment rulings combined: control of the Equipment and of its creature, equip on the stack
  Control of an Equipment and of the creature it equips changing while an equip ability waits on
  the stack, in games of two and of three players; equip abilities whose target or whose current
  host leaves; what an Equipment grants when either card changes hands.
  Source: the French text of the Magic Comprehensive Rules « équipements » (features/sources/MTG.fr.txt; the rules' French text of 212.2 and 502.33).

  Background:
    Given a Magic game between A and B

  @MTG-03
  Rule: Control of the creature is checked again as equip resolves: the ability's controller must still control it
    Comprehensive Rules 212.2h, 212.2k, 502.33a.

    Scenario: B takes both the Equipment and its target while A's equip waits: A no longer controls the creature, the Equipment does not move
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "axe" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A activates the Equip ability of "axe" targeting "bear"
      And B takes control of "axe"
      And B takes control of "bear"
      And the top of the chain resolves
      Then "axe" is not attached to anything
      And "axe" is on the battlefield
      And "axe" is controlled by B

    Scenario: The target becomes a copy of another creature while equip waits: still a creature A controls, the Equipment moves
      Given A controls a creature "bear" on the battlefield
      And B controls a creature "wolf" on the battlefield
      And A controls an Equipment "axe" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A activates the Equip ability of "axe" targeting "bear"
      And A makes "bear" a copy of "wolf"
      And the top of the chain resolves
      Then "axe" is attached to "bear"
      And "bear" is controlled by A

  @MTG-03
  Rule: An equip whose new target is gone moves nothing; one whose old host is gone still moves the Equipment
    Comprehensive Rules 212.2h, 212.2i.

    Scenario: The new target is destroyed while equip waits: the Equipment stays on the creature it equipped
      Given A controls a creature "bear" on the battlefield
      And A controls a creature "wolf" on the battlefield
      And A controls an Equipment "axe" with Equip [1] on the battlefield
      And "axe" is attached to "bear"
      And A has [1] in their mana pool
      When A activates the Equip ability of "axe" targeting "wolf"
      And A destroys "wolf"
      And the top of the chain resolves
      Then "axe" is attached to "bear"
      And "bear" is equipped

    Scenario: The creature the Equipment is on is destroyed while its equip waits: the Equipment comes off, then moves onto the target
      Given A controls a creature "bear" on the battlefield
      And A controls a creature "wolf" on the battlefield
      And A controls an Equipment "axe" with Equip [1] on the battlefield
      And "axe" is attached to "bear"
      And A has [1] in their mana pool
      When A activates the Equip ability of "axe" targeting "wolf"
      And A destroys "bear"
      Then "axe" is not attached to anything
      When the top of the chain resolves
      Then "axe" is attached to "wolf"
      And "wolf" is equipped

  @MTG-12
  Rule: Each equip ability of a taken Equipment is its new controller's
    Comprehensive Rules 502.33c, 212.2k.

    Scenario: B takes A's Equipment with two equip abilities and moves it onto B's creature with the second, on B's turn
      Given it is B's turn
      And A controls a creature "bear" on the battlefield
      And B controls a creature "wolf" on the battlefield
      And A controls an Equipment "axe" with Equip [3] and Equip [1] on the battlefield
      And "axe" is attached to "bear"
      And B has [1] in their mana pool
      When B takes control of "axe"
      And B activates the second Equip ability of "axe" targeting "wolf"
      And the top of the chain resolves
      Then "axe" is attached to "wolf"
      And "bear" is not equipped
      And B's mana pool is empty

    Scenario: After B takes it, A can use neither equip ability of the Equipment
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "axe" with Equip [3] and Equip [1] on the battlefield
      And A has [3] in their mana pool
      When B takes control of "axe"
      And A tries to activate the second Equip ability of "axe" targeting "bear"
      Then the action is rejected as "not_controller"
      When A tries to activate the first Equip ability of "axe" targeting "bear"
      Then the action is rejected as "not_controller"
      And "axe" is not attached to anything

  @MTG-10
  Rule: The ability an Equipment grants stays with its creature's controller when the Equipment changes hands
    Comprehensive Rules 212.2k.

    Scenario: B takes A's Equipment on A's creature: the granted ability is still A's to play, not B's
      Given A controls an exhausted creature "wolf" on the battlefield
      And A controls an Equipment "cloak" with effect ability "[1]: Untap me" on the battlefield
      And "cloak" is attached to "wolf"
      And A has [1] in their mana pool
      And B has [1] in their mana pool
      When B takes control of "cloak"
      And B tries to activate the ability "[1]: Untap me" of "wolf"
      Then the action is rejected as "not_controller"
      When A activates the ability "[1]: Untap me" of "wolf"
      And the top of the chain resolves
      Then "wolf" is ready
      And "wolf" has the ability "[1]: Untap me" from "cloak", controlled by A

  @MTG-10
  Rule: In a game of three, the granted ability is the creature's controller's of the moment
    Comprehensive Rules 212.2k.

    Scenario: C takes B's creature carrying A's Equipment: C plays the ability it grants, B and A cannot
      Given the game has a third player C
      And B controls an exhausted creature "wolf" on the battlefield
      And A controls an Equipment "cloak" with effect ability "[1]: Untap me" on the battlefield
      And "cloak" is attached to "wolf"
      And B has [1] in their mana pool
      And C has [1] in their mana pool
      When C takes control of "wolf"
      And B tries to activate the ability "[1]: Untap me" of "wolf"
      Then the action is rejected as "not_controller"
      When A tries to activate the ability "[1]: Untap me" of "wolf"
      Then the action is rejected as "not_controller"
      When C activates the ability "[1]: Untap me" of "wolf"
      And the top of the chain resolves
      Then "wolf" is ready
      And "cloak" is controlled by A

  @MTG-09
  Rule: In a game of three, the Equipment's controller of the moment plays its equip onto a creature of their own
    Comprehensive Rules 212.2k, 502.33a.

    Scenario: C takes A's Equipment on B's creature and equips it onto C's creature on C's turn; A and B keep what was theirs
      Given the game has a third player C
      And it is C's turn
      And B controls a creature "bear" on the battlefield
      And C controls a creature "lynx" on the battlefield
      And A controls an Equipment "axe" with Equip [1] on the battlefield
      And "axe" is attached to "bear"
      And C has [1] in their mana pool
      When C takes control of "axe"
      And C activates the Equip ability of "axe" targeting "lynx"
      And the top of the chain resolves
      Then "axe" is attached to "lynx"
      And "axe" is controlled by C
      And "bear" is controlled by B
      And "bear" is not equipped

    Scenario: C cannot equip A's Equipment, taken by C, onto B's creature: it targets a creature C controls
      Given the game has a third player C
      And it is C's turn
      And B controls a creature "bear" on the battlefield
      And A controls an Equipment "axe" with Equip [1] on the battlefield
      And C has [1] in their mana pool
      When C takes control of "axe"
      And C tries to activate the Equip ability of "axe" targeting "bear"
      Then the action is rejected as "illegal_target"
      And "axe" is not attached to anything

  @MTG-07
  Rule: A creature carrying the Equipment of two players dies: each Equipment stays in play, unattached, its controller's
    Comprehensive Rules 212.2i, 212.2k.

    Scenario: B's creature carries A's axe and B's sword; it is destroyed: both stay on the battlefield, each its controller's
      Given B controls a creature "wolf" on the battlefield
      And A controls an Equipment "axe" on the battlefield
      And B controls an Equipment "sword" on the battlefield
      And "axe" is attached to "wolf"
      And "sword" is attached to "wolf"
      When A destroys "wolf"
      Then "axe" is not attached to anything
      And "sword" is not attached to anything
      And "axe" is on the battlefield
      And "sword" is on the battlefield
      And "axe" is controlled by A
      And "sword" is controlled by B

  @MTG-05
  Rule: An Equipment B took that loses the subtype comes off and stays in play, B's
    Comprehensive Rules 212.2i, 212.2k, 707.2.

    Scenario: B takes A's Equipment on A's creature; it becomes a copy of a plain artifact: unattached, still B's
      Given A controls a creature "bear" on the battlefield
      And A controls an artifact "statue" on the battlefield
      And A controls an Equipment "axe" on the battlefield
      And "axe" is attached to "bear"
      When B takes control of "axe"
      And A makes "axe" a copy of "statue"
      Then "axe" is not attached to anything
      And "axe" is on the battlefield
      And "axe" is controlled by B
      And "bear" is not equipped

  @MTG-07
  Rule: An Equipment on an Equipment creature comes off when that creature stops being a creature
    Comprehensive Rules 212.2i, 212.2g, 707.2.

    Scenario: An Equipment creature carrying an Equipment becomes a copy of a noncreature Equipment: the Equipment on it comes off
      Given A controls an Equipment creature "golem" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And A controls an Equipment "axe" on the battlefield
      And "axe" is attached to "golem"
      When A makes "golem" a copy of "sword"
      Then "axe" is not attached to anything
      And "golem" is not equipped
      And "golem" is on the battlefield
      And "axe" is on the battlefield

  @MTG-10
  Rule: The ability an Equipment grants, once played, exists apart from it: destroyed, or no longer an Equipment, meanwhile, it still resolves
    Comprehensive Rules 212.2k, 212.2i; the current Comprehensive Rules 113.7a.

    Scenario: A destroys the cloak while the "[1]: Untap me" it gave wolf waits on the stack: wolf untaps all the same
      Given A controls an exhausted creature "wolf" on the battlefield
      And A controls an Equipment "cloak" with effect ability "[1]: Untap me" on the battlefield
      And "cloak" is attached to "wolf"
      And A has [1] in their mana pool
      When A activates the ability "[1]: Untap me" of "wolf"
      And A destroys "cloak"
      Then "cloak" is in the graveyard
      When the top of the chain resolves
      Then "wolf" is ready

    Scenario: The cloak becomes a copy of a plain artifact while its granted ability waits: the ability still untaps wolf
      Given A controls an exhausted creature "wolf" on the battlefield
      And A controls an artifact "statue" on the battlefield
      And A controls an Equipment "cloak" with effect ability "[1]: Untap me" on the battlefield
      And "cloak" is attached to "wolf"
      And A has [1] in their mana pool
      When A activates the ability "[1]: Untap me" of "wolf"
      And A makes "cloak" a copy of "statue"
      And the top of the chain resolves
      Then "wolf" is ready

  @MTG-10
  Rule: What an Equipment grants is its own text: a copy of the creature keeps it, a copy of the Equipment changes it
    Comprehensive Rules 212.2k, 212.2j; the current Comprehensive Rules 707.2.

    Scenario: The equipped creature becomes a copy of B's creature: it still has the ability the Equipment grants, A's to play
      Given A controls an exhausted creature "wolf" on the battlefield
      And B controls a creature "bear" on the battlefield
      And A controls an Equipment "cloak" with effect ability "[1]: Untap me" on the battlefield
      And "cloak" is attached to "wolf"
      And A has [1] in their mana pool
      When A makes "wolf" a copy of "bear"
      Then "wolf" has the ability "[1]: Untap me" from "cloak", controlled by A
      When A activates the ability "[1]: Untap me" of "wolf"
      And the top of the chain resolves
      Then "wolf" is ready

    Scenario: The attached Equipment becomes a copy of another Equipment: the creature has the model's granted ability, not the old one
      Given A controls an exhausted creature "wolf" on the battlefield
      And A controls an Equipment "cloak" with effect ability "[1]: Untap me" on the battlefield
      And A controls an Equipment "mantle" with effect ability "[2]: Untap me" on the battlefield
      And "cloak" is attached to "wolf"
      And A has [2] in their mana pool
      When A makes "cloak" a copy of "mantle"
      Then "wolf" has the ability "[2]: Untap me" from "cloak", controlled by A
      And "cloak" is attached to "wolf"
      When A tries to activate the ability "[1]: Untap me" of "wolf"
      Then the action is rejected as "no_such_ability"
      When A activates the ability "[2]: Untap me" of "wolf"
      And the top of the chain resolves
      Then "wolf" is ready

  @MTG-11
  Rule: Only equip waits for an empty stack: the ability the Equipment grants is played in response to its equip
    Comprehensive Rules 502.33a, 212.2k; the current Comprehensive Rules 602.2, 113.7a.

    Scenario: A moves the cloak off wolf with its equip, and in response plays the "[1]: Untap me" it grants wolf: wolf untaps, the cloak moves
      Given A controls an exhausted creature "wolf" on the battlefield
      And A controls a creature "bear" on the battlefield
      And A controls an Equipment "cloak" with Equip [1] and effect ability "[1]: Untap me" on the battlefield
      And "cloak" is attached to "wolf"
      And A has [2] in their mana pool
      When A activates the Equip ability of "cloak" targeting "bear"
      And A activates the ability "[1]: Untap me" of "wolf"
      And the top of the chain resolves
      Then "wolf" is ready
      When the top of the chain resolves
      Then "cloak" is attached to "bear"
      And "wolf" has no ability from "cloak"

    Scenario: An effect moves the cloak to bear while wolf's granted "[1]: Untap me" waits: the ability still untaps wolf
      Given A controls an exhausted creature "wolf" on the battlefield
      And A controls a creature "bear" on the battlefield
      And A controls an Equipment "cloak" with effect ability "[1]: Untap me" on the battlefield
      And "cloak" is attached to "wolf"
      And A has [1] in their mana pool
      When A activates the ability "[1]: Untap me" of "wolf"
      And B attaches "cloak" to "bear"
      And the top of the chain resolves
      Then "wolf" is ready
      And "bear" has the ability "[1]: Untap me" from "cloak", controlled by A

    Scenario: A cannot play the equip in response to the ability the Equipment grants: equip needs an empty stack
      Given A controls an exhausted creature "wolf" on the battlefield
      And A controls a creature "bear" on the battlefield
      And A controls an Equipment "cloak" with Equip [1] and effect ability "[1]: Untap me" on the battlefield
      And "cloak" is attached to "wolf"
      And A has [2] in their mana pool
      When A activates the ability "[1]: Untap me" of "wolf"
      And A tries to activate the Equip ability of "cloak" targeting "bear"
      Then the action is rejected as "wrong_timing"
      And "cloak" is attached to "wolf"

  @MTG-10
  Rule: The creature's controller plays the granted ability whenever they have priority; after it resolves, the active player has it
    Comprehensive Rules 212.2k; the current Comprehensive Rules 602.2, 117.3b-c.

    Scenario: B plays the ability A's Equipment grants B's creature on A's turn: B has priority after, A after it resolves
      Given B controls an exhausted creature "wolf" on the battlefield
      And A controls an Equipment "cloak" with effect ability "[1]: Untap me" on the battlefield
      And "cloak" is attached to "wolf"
      And B has [1] in their mana pool
      When B activates the ability "[1]: Untap me" of "wolf"
      Then B has priority
      When the top of the chain resolves
      Then "wolf" is ready
      And A has priority
      And it is A's turn

  @MTG-04
  Rule: An Equipment creature that becomes a copy of a noncreature Equipment equips with the model's equip, and grants what the model grants
    Comprehensive Rules 212.2i, 212.2k, 502.33a; the current Comprehensive Rules 707.2.

    Scenario: golem becomes a copy of the cloak and equips bear: bear has the cloak's "[1]: Untap me", from golem
      Given A controls an exhausted creature "bear" on the battlefield
      And A controls an Equipment creature "golem" on the battlefield
      And A controls an Equipment "cloak" with Equip [1] and effect ability "[1]: Untap me" on the battlefield
      And A has [2] in their mana pool
      When A makes "golem" a copy of "cloak"
      And A activates the Equip ability of "golem" targeting "bear"
      And the top of the chain resolves
      Then "golem" is attached to "bear"
      And "bear" has the ability "[1]: Untap me" from "golem", controlled by A
      When A activates the ability "[1]: Untap me" of "bear"
      And the top of the chain resolves
      Then "bear" is ready

  @MTG-12
  Rule: A copy has its model's equip abilities and no others: an Equipment with two that copies one with one has one
    Comprehensive Rules 502.33c, 502.33a; the current Comprehensive Rules 707.2.

    Scenario: An Equipment with Equip [3] and Equip [1] becomes a copy of one with Equip [2]: there is no second equip to play
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "axe" with Equip [3] and Equip [1] on the battlefield
      And A controls an Equipment "sword" with Equip [2] on the battlefield
      And A has [2] in their mana pool
      When A makes "axe" a copy of "sword"
      And A tries to activate the second Equip ability of "axe" targeting "bear"
      Then the action is rejected as "no_such_ability"
      When A activates the Equip ability of "axe" targeting "bear"
      Then A's mana pool is empty
      When the top of the chain resolves
      Then "axe" is attached to "bear"

  @MTG-08
  Rule: A copy of an equipped creature takes none of what its Equipment grants: that is the Equipment's text, not the creature's
    Comprehensive Rules 212.2j, 212.2k; the current Comprehensive Rules 707.2.

    Scenario: wolf becomes a copy of bear, which the cloak equips: wolf has no ability from the cloak, and is not equipped
      Given A controls an exhausted creature "wolf" on the battlefield
      And A controls a creature "bear" on the battlefield
      And A controls an Equipment "cloak" with effect ability "[1]: Untap me" on the battlefield
      And "cloak" is attached to "bear"
      And A has [1] in their mana pool
      When A makes "wolf" a copy of "bear"
      Then "wolf" has no ability from "cloak"
      And "wolf" is not equipped
      And "bear" has the ability "[1]: Untap me" from "cloak", controlled by A
      When A tries to activate the ability "[1]: Untap me" of "wolf"
      Then the action is rejected as "no_such_ability"
