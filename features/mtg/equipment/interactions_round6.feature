Feature: Magic — round 6: equip timing with two equip abilities, taken Equipment in a game of three, and granted abilities that move
  An Equipment another player took, whose equip waits for its new controller's own turn; a second
  equip ability that waits for the stack to empty; an Equipment moved by its second equip taking
  the ability it grants along; the creature an Equipment equips destroyed while the ability it
  granted waits on the stack; an equip of cost zero. Each outcome follows from the rules the
  rulings cite.
  Source: the French text of the Magic Comprehensive Rules « équipements » (features/sources/MTG.fr.txt; the rules' French text of 212.2 and 502.33).

  Background:
    Given a Magic game between A and B

  @MTG-11
  Rule: In a game of three, the Equipment C took waits for C's own turn: on B's turn neither C nor B plays its equip
    Comprehensive Rules 502.33a (play this ability only any time you could play a sorcery), 212.2k.

    Scenario: C takes A's sword on B's turn: C cannot play its equip then, and B, who controls neither, cannot either
      Given the game has a third player C
      And it is B's turn
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And C controls a creature "elk" on the battlefield
      And B controls a creature "bear" on the battlefield
      And B has [1] in their mana pool
      And C has [1] in their mana pool
      When C takes control of "sword"
      And C tries to activate the Equip ability of "sword" targeting "elk"
      Then the action is rejected as "wrong_timing"
      When B tries to activate the Equip ability of "sword" targeting "bear"
      Then the action is rejected as "not_controller"
      And "sword" is controlled by C
      And "sword" is not attached to anything

  @MTG-12
  Rule: With the first equip ability on the stack, the second waits for the stack to empty; then it moves the Equipment on
    Comprehensive Rules 502.33a, 502.33c.

    Scenario: A plays the axe's first equip onto bear; its second cannot answer it; once it resolves, the second moves the axe to wolf
      Given A controls a creature "bear" on the battlefield
      And A controls a creature "wolf" on the battlefield
      And A controls an Equipment "axe" with Equip [1] and Equip [2] on the battlefield
      And A has [3] in their mana pool
      When A activates the first Equip ability of "axe" targeting "bear"
      And A tries to activate the second Equip ability of "axe" targeting "wolf"
      Then the action is rejected as "wrong_timing"
      When the top of the chain resolves
      Then "axe" is attached to "bear"
      When A activates the second Equip ability of "axe" targeting "wolf"
      And the top of the chain resolves
      Then "axe" is attached to "wolf"
      And "bear" is not equipped
      And A's mana pool is empty

  @MTG-10
  Rule: The Equipment moved by its second equip takes the ability it grants to its new creature; the first has it no longer
    Comprehensive Rules 212.2k, 502.33a, 502.33c.

    Scenario: The cloak granting "[1]: Untap me" moves from wolf to bear with its cheaper second equip: bear has the ability, wolf none
      Given A controls a creature "wolf" on the battlefield
      And A controls an exhausted creature "bear" on the battlefield
      And A controls an Equipment "cloak" with Equip [3], Equip [1] and effect ability "[1]: Untap me" on the battlefield
      And "cloak" is attached to "wolf"
      And A has [2] in their mana pool
      When A activates the second Equip ability of "cloak" targeting "bear"
      And the top of the chain resolves
      Then "cloak" is attached to "bear"
      And "bear" has the ability "[1]: Untap me" from "cloak", controlled by A
      And "wolf" has no ability from "cloak"
      When A activates the ability "[1]: Untap me" of "bear"
      And the top of the chain resolves
      Then "bear" is ready
      And A's mana pool is empty

  @MTG-07
  Rule: The equipped creature is destroyed while the ability its Equipment granted waits: the Equipment comes off and stays, the ability finds no creature
    Comprehensive Rules 212.2i (state-based), 212.2k.

    Scenario: B destroys A's exhausted wolf while its granted "[1]: Untap me" waits: the cloak stays unattached, and nothing untaps
      Given A controls an exhausted creature "wolf" on the battlefield
      And A controls an exhausted creature "bear" on the battlefield
      And A controls an Equipment "cloak" with effect ability "[1]: Untap me" on the battlefield
      And "cloak" is attached to "wolf"
      And A has [1] in their mana pool
      When A activates the ability "[1]: Untap me" of "wolf"
      And B destroys "wolf"
      Then "wolf" is in the graveyard
      And "cloak" is not attached to anything
      And "cloak" is on the battlefield
      When the top of the chain resolves
      Then the chain is empty
      And "bear" is exhausted
      And "cloak" is controlled by A

  @MTG-11
  Rule: An equip of cost zero is played with an empty pool, at sorcery speed all the same
    Comprehensive Rules 502.33a.

    Scenario: A plays "Equip [0]" from an empty pool onto wolf; B cannot on A's turn, for B's own bear
      Given A controls a creature "wolf" on the battlefield
      And A controls an Equipment "stick" with Equip [0] on the battlefield
      And B controls an Equipment "club" with Equip [0] on the battlefield
      And B controls a creature "bear" on the battlefield
      When B tries to activate the Equip ability of "club" targeting "bear"
      Then the action is rejected as "wrong_timing"
      When A activates the Equip ability of "stick" targeting "wolf"
      And the top of the chain resolves
      Then "stick" is attached to "wolf"
      And "wolf" is equipped

  @MTG-10
  Rule: B takes A's equipped creature; A's equip takes the Equipment, and the ability it grants, to A's own creature
    Comprehensive Rules 212.2k, 502.33a, 212.2h.

    Scenario: B takes wolf carrying A's cloak: B may play the "[1]: Untap me" it grants; A moves the cloak to bear, and then only A may, on bear
      Given A controls a creature "wolf" on the battlefield
      And A controls an exhausted creature "bear" on the battlefield
      And A controls an Equipment "cloak" with Equip [1] and effect ability "[1]: Untap me" on the battlefield
      And "cloak" is attached to "wolf"
      And A has [2] in their mana pool
      When B takes control of "wolf"
      Then "wolf" has the ability "[1]: Untap me" from "cloak", controlled by B
      When A activates the Equip ability of "cloak" targeting "bear"
      And the top of the chain resolves
      Then "cloak" is attached to "bear"
      And "wolf" has no ability from "cloak"
      And "bear" has the ability "[1]: Untap me" from "cloak", controlled by A
      When A activates the ability "[1]: Untap me" of "bear"
      And the top of the chain resolves
      Then "bear" is ready
      And "wolf" is controlled by B
