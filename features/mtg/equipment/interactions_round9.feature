Feature: Magic — round 9: Equipment around the stack and the state-based actions
  An equip waiting on the stack while the creature the Equipment is on is destroyed, so that the
  state-based action unattaches it before the equip moves it on; an ability an Equipment grants,
  played in answer to that Equipment's own equip, which still untaps the creature it was played
  from; and in a game of three, a creature carrying two players' Equipment destroyed. Each
  outcome follows from the rules the rulings cite.
  Source: the French text of the Magic Comprehensive Rules « équipements » (features/sources/MTG.fr.txt; the rules' French text of 212.2 and 502.33).

  Background:
    Given a Magic game between A and B

  @MTG-07
  Rule: The creature the Equipment is on is destroyed while its equip waits on the stack: the Equipment is unattached at once, stays in play, and the equip then moves it onto its target
    Comprehensive Rules 212.2i (state-based: unattached, stays in play), 212.2h, 502.33a.

    Scenario: A's sword on bear, equip [1] targeting wolf on the stack; B destroys bear: the sword is unattached on the battlefield, then equips wolf
      Given A controls a creature "bear" on the battlefield
      And A controls a creature "wolf" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And "sword" is attached to "bear"
      And A has [1] in their mana pool
      When A activates the Equip ability of "sword" targeting "wolf"
      And B destroys "bear"
      Then "bear" is in the graveyard
      And "sword" is on the battlefield
      And "sword" is not attached to anything
      And the chain holds the Equip ability of "sword" targeting "wolf"
      When the top of the chain resolves
      Then "sword" is attached to "wolf"
      And "wolf" is equipped
      And "sword" is controlled by A

  @MTG-10
  Rule: An ability an Equipment grants is played whenever its creature's controller has priority, above that Equipment's own equip; it untaps its creature, and the equip then moves the Equipment off it
    Comprehensive Rules 212.2k (a granted ability is the creature's controller's), 502.33a (only equip is played as a sorcery), 113.7a.

    Scenario: A's cloak on A's tapped bear grants "[1]: Untap me"; with the cloak's equip onto wolf on the stack, A plays the untap: bear untaps, then the cloak moves to wolf
      Given A controls an exhausted creature "bear" on the battlefield
      And A controls an exhausted creature "wolf" on the battlefield
      And A controls an Equipment "cloak" with effect ability "[1]: Untap me" and Equip [1] on the battlefield
      And "cloak" is attached to "bear"
      And A has [2] in their mana pool
      When A activates the Equip ability of "cloak" targeting "wolf"
      And A activates the ability "[1]: Untap me" of "bear"
      Then A's mana pool is empty
      When the top of the chain resolves
      Then "bear" is ready
      And "cloak" is attached to "bear"
      When the top of the chain resolves
      Then "cloak" is attached to "wolf"
      And "wolf" is exhausted
      And "bear" has no ability from "cloak"
      And "wolf" has the ability "[1]: Untap me" from "cloak", controlled by A

  @MTG-09
  Rule: In a game of three, C's creature carrying A's and B's Equipment is destroyed: both become unattached and stay in play, each its own controller's
    Comprehensive Rules 212.2i (state-based), 212.2k (the Equipment's controller is not the creature's).

    Scenario: C's ox carries A's sword and B's axe; A destroys ox: the sword stays A's and the axe B's, both on the battlefield, unattached
      Given the game has a third player C
      And C controls a creature "ox" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And B controls an Equipment "axe" on the battlefield
      And "sword" is attached to "ox"
      And "axe" is attached to "ox"
      When A destroys "ox"
      Then "ox" is in the graveyard
      And "sword" is on the battlefield
      And "sword" is not attached to anything
      And "sword" is controlled by A
      And "axe" is on the battlefield
      And "axe" is not attached to anything
      And "axe" is controlled by B
