Feature: Magic — round 8: equip onto an Equipment creature, an equip that fails after its cost, taken cards equipped, and a creature that stops being one
  An equip whose target is an Equipment creature; an equip that targets the creature the Equipment
  already equips when another player controls it; an equip whose target changes control, or whose
  Equipment is destroyed, its cost paid all the same; the first of two equip abilities paid from a
  larger pool, or refused for its cost; a creature owned by another player equipped; Equipment and
  creature both taken, then equipped; an equipped creature that becomes a plain artifact, or a
  target that becomes a non-creature Equipment; an Equipment moved off an Equipment creature, or
  off a creature carrying two; an Equipment creature's own equip while it carries an Equipment, and
  the ability an Equipment grants it; an attached Equipment copied; an Equipment returned to the
  battlefield; an Equipment made a copy of a plain artifact, with no equip left to play. Each
  outcome follows from the rules the rulings cite.
  Source: the French text of the Magic Comprehensive Rules « équipements » (features/sources/MTG.fr.txt; the rules' French text of 212.2 and 502.33).

  Background:
    Given a Magic game between A and B

  @MTG-01
  Rule: Equip may target an Equipment creature A controls: it is a creature, and the Equipment moves onto it
    Comprehensive Rules 212.2g (Equipment can be attached to a creature), 502.33a (target creature you control).

    Scenario: A plays the sword's equip onto A's Equipment creature golem: the sword equips golem
      Given A controls an Equipment creature "golem" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A activates the Equip ability of "sword" targeting "golem"
      And the top of the chain resolves
      Then "sword" is attached to "golem"
      And "golem" is equipped
      And "golem" is not attached to anything
      And A's mana pool is empty

  @MTG-03
  Rule: A's Equipment on B's creature: equip cannot target that creature again, for A does not control it
    Comprehensive Rules 502.33a (target creature you control), 212.2k.

    Scenario: A's sword equips B's bear; A tries to play its equip targeting bear: rejected, the sword stays on bear
      Given B controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And "sword" is attached to "bear"
      And A has [1] in their mana pool
      When A tries to activate the Equip ability of "sword" targeting "bear"
      Then the action is rejected as "illegal_target"
      And nothing changed
      And "sword" is attached to "bear"

  @MTG-03
  Rule: The target changes control while equip waits: the Equipment stays where it was, and the cost stays paid
    Comprehensive Rules 212.2h (control of the creature matters when the ability resolves), 502.33a (the cost is paid as it is played).

    Scenario: A's sword on wolf, equip [2] targeting bear; B takes bear before it resolves: the sword stays on wolf, A's pool empty
      Given A controls a creature "wolf" on the battlefield
      And A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" with Equip [2] on the battlefield
      And "sword" is attached to "wolf"
      And A has [2] in their mana pool
      When A activates the Equip ability of "sword" targeting "bear"
      And B takes control of "bear"
      And the top of the chain resolves
      Then "sword" is attached to "wolf"
      And "bear" is not equipped
      And "bear" is controlled by B
      And A's mana pool is empty

  @MTG-12
  Rule: With two equip abilities, the first may be used even when the second is cheaper: it costs its own cost
    Comprehensive Rules 502.33c (any of them may be used), 502.33a.

    Scenario: A pays the axe's first equip, [3], from [4] onto bear: [1] is left, and the axe equips bear
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "axe" with Equip [3] and Equip [1] on the battlefield
      And A has [4] in their mana pool
      When A activates the first Equip ability of "axe" targeting "bear"
      Then A has [1] left in their mana pool
      When the top of the chain resolves
      Then "axe" is attached to "bear"

  @MTG-10
  Rule: A takes both B's Equipment and B's creature: A controls both, and A's equip moves the one onto the other
    Comprehensive Rules 212.2k (only the Equipment's controller plays its ability), 502.33a (target creature you control).

    Scenario: A takes B's sword and B's bear on A's turn, and equips the sword onto bear
      Given B controls a creature "bear" on the battlefield
      And B controls an Equipment "sword" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A takes control of "sword"
      And A takes control of "bear"
      And A activates the Equip ability of "sword" targeting "bear"
      And the top of the chain resolves
      Then "sword" is attached to "bear"
      And "sword" is controlled by A
      And "bear" is controlled by A

  @MTG-07
  Rule: The equipped creature becomes a plain artifact: the Equipment comes off, stays in play, and the ability it granted is gone
    Comprehensive Rules 212.2i (state-based: attached to an illegal permanent, it becomes unattached), 212.2k.

    Scenario: wolf carrying the cloak becomes a copy of the statue: the cloak is unattached, and wolf has no ability from it
      Given A controls a creature "wolf" on the battlefield
      And A controls an artifact "statue" on the battlefield
      And A controls an Equipment "cloak" with effect ability "[1]: Untap me" on the battlefield
      And "cloak" is attached to "wolf"
      When A makes "wolf" a copy of "statue"
      Then "cloak" is not attached to anything
      And "cloak" is on the battlefield
      And "wolf" has no ability from "cloak"
      And "wolf" is not equipped

  @MTG-08
  Rule: The Equipment moves off an Equipment creature with its equip: that creature is no longer equipped, the new one is
    Comprehensive Rules 212.2j (the equipped creature), 502.33a.

    Scenario: The sword on A's Equipment creature golem moves to wolf: golem carries nothing, wolf is equipped
      Given A controls an Equipment creature "golem" on the battlefield
      And A controls a creature "wolf" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And "sword" is attached to "golem"
      And A has [1] in their mana pool
      When A activates the Equip ability of "sword" targeting "wolf"
      And the top of the chain resolves
      Then "sword" is attached to "wolf"
      And "golem" is not equipped
      And "golem" carries nothing
      And "wolf" is equipped

  @MTG-04
  Rule: An Equipment creature carrying an Equipment plays its own equip: it moves nowhere, and keeps what it carries
    Comprehensive Rules 212.2i (Equipment that is also a creature cannot equip a creature), 502.33a.

    Scenario: golem, carrying the sword, plays its Equip [1] onto wolf: golem stays unattached, the sword stays on golem
      Given A controls an Equipment creature "golem" with Equip [1] on the battlefield
      And A controls a creature "wolf" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And "sword" is attached to "golem"
      And A has [1] in their mana pool
      When A activates the Equip ability of "golem" targeting "wolf"
      And the top of the chain resolves
      Then "golem" is not attached to anything
      And "sword" is attached to "golem"
      And "wolf" is not equipped
      And A's mana pool is empty

  @MTG-05
  Rule: An Equipment made a copy of a plain artifact has the artifact's abilities only: its equip is gone
    Comprehensive Rules 212.2i (Equipment that loses the subtype cannot equip), 502.33a (Equip is an ability of the Equipment).

    Scenario: The sword becomes a copy of the statue; A tries to play its Equip: it has none
      Given A controls a creature "wolf" on the battlefield
      And A controls an artifact "statue" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A makes "sword" a copy of "statue"
      And A tries to activate the Equip ability of "sword" targeting "wolf"
      Then the action is rejected as "no_such_ability"
      And "sword" is not attached to anything

  @MTG-09
  Rule: A creature A controls but B owns can be equipped by A; B taking it back leaves the Equipment on it, A's
    Comprehensive Rules 502.33a (target creature you control), 212.2k (the two controllers are separate).

    Scenario: A equips the sword onto bear, A's but owned by B; B takes bear: the sword stays on it, controlled by A
      Given A controls a creature "bear" owned by B on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A activates the Equip ability of "sword" targeting "bear"
      And the top of the chain resolves
      Then "sword" is attached to "bear"
      When B takes control of "bear"
      Then "sword" is attached to "bear"
      And "sword" is controlled by A
      And "bear" is controlled by B

  @MTG-07
  Rule: An Equipment creature carrying an Equipment becomes a plain artifact: the Equipment comes off, and both stay in play
    Comprehensive Rules 212.2i (state-based: attached to an illegal permanent, it becomes unattached but stays in play).

    Scenario: golem carrying the sword becomes a copy of the statue: the sword is unattached, golem and sword on the battlefield
      Given A controls an Equipment creature "golem" on the battlefield
      And A controls an artifact "statue" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And "sword" is attached to "golem"
      When A makes "golem" a copy of "statue"
      Then "sword" is not attached to anything
      And "sword" is on the battlefield
      And "golem" is on the battlefield
      And "golem" carries nothing

  @MTG-08
  Rule: An artifact made a copy of an attached Equipment is an Equipment, but equips nothing: being attached is not copied
    Comprehensive Rules 212.2j (the Equipment equips the creature it is attached to), 707.2 (copiable values: what is printed, not its status).

    Scenario: The statue becomes a copy of the sword on wolf: the statue is attached to nothing, wolf carries the sword only
      Given A controls a creature "wolf" on the battlefield
      And A controls an artifact "statue" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And "sword" is attached to "wolf"
      When A makes "statue" a copy of "sword"
      Then "statue" is not attached to anything
      And "sword" is attached to "wolf"
      And "wolf" carries "sword"

  @MTG-09
  Rule: B takes A's Equipment on A's creature: on B's turn, B's equip cannot target that creature, which B does not control
    Comprehensive Rules 212.2k (changing control of the Equipment does not change control of the creature), 502.33a.

    Scenario: B takes the sword on A's wolf; on B's turn B tries to equip it onto wolf: rejected, the sword stays on wolf
      Given it is B's turn
      And A controls a creature "wolf" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And "sword" is attached to "wolf"
      And B has [1] in their mana pool
      When B takes control of "sword"
      And B tries to activate the Equip ability of "sword" targeting "wolf"
      Then the action is rejected as "illegal_target"
      And "sword" is attached to "wolf"
      And "wolf" is controlled by A
      And B has [1] left in their mana pool

  @MTG-03
  Rule: The Equipment is destroyed while its equip waits: the ability does nothing, its cost stays paid
    Comprehensive Rules 212.2h (the Equipment moves only if it can then), 502.33a (the cost is paid as it is played).

    Scenario: A plays Equip [2] onto wolf; B destroys the sword before it resolves: wolf is not equipped, A's pool is empty
      Given A controls a creature "wolf" on the battlefield
      And A controls an Equipment "sword" with Equip [2] on the battlefield
      And A has [2] in their mana pool
      When A activates the Equip ability of "sword" targeting "wolf"
      And B destroys "sword"
      And the top of the chain resolves
      Then "sword" is in the graveyard
      And "wolf" is not equipped
      And the chain is empty
      And A's mana pool is empty

  @MTG-08
  Rule: One of two Equipment moves off with its equip: the creature is still equipped, by the other
    Comprehensive Rules 212.2j (the equipped creature), 502.33a.

    Scenario: wolf carries the sword and the axe; the axe's equip moves it to bear: wolf carries the sword only, both equipped
      Given A controls a creature "wolf" on the battlefield
      And A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And A controls an Equipment "axe" with Equip [1] on the battlefield
      And "sword" is attached to "wolf"
      And "axe" is attached to "wolf"
      And A has [1] in their mana pool
      When A activates the Equip ability of "axe" targeting "bear"
      And the top of the chain resolves
      Then "axe" is attached to "bear"
      And "wolf" carries "sword"
      And "wolf" is equipped
      And "bear" is equipped

  @MTG-03
  Rule: The target becomes a copy of a non-creature Equipment while equip waits: it is no creature, the Equipment does not move
    Comprehensive Rules 212.2h (if the creature cannot be equipped then, the Equipment does not move), 212.2g.

    Scenario: A plays the sword's equip onto bear; bear becomes a copy of the axe: the sword stays unattached, bear is not equipped
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "axe" with Equip [1] on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A activates the Equip ability of "sword" targeting "bear"
      And A makes "bear" a copy of "axe"
      And the top of the chain resolves
      Then "sword" is not attached to anything
      # 212.2h: the Equipment does not move: it is not attached and then taken off by the state-based check
      And the last action caused no attach event
      And "bear" is not equipped
      And "bear" is not attached to anything
      And A's mana pool is empty

  @MTG-02
  Rule: An Equipment destroyed and returned to the battlefield enters unattached, and its equip may be played at once
    Comprehensive Rules 212.2h (Equipment enters like any other artifact, unattached), 502.33a.

    Scenario: The sword on wolf is destroyed and returned: it is unattached; A equips it onto wolf again the same turn
      Given A controls a creature "wolf" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And "sword" is attached to "wolf"
      And A has [1] in their mana pool
      When A destroys "sword"
      And A returns "sword" to the board
      Then "sword" is on the battlefield
      And "sword" is not attached to anything
      And "wolf" is not equipped
      When A activates the Equip ability of "sword" targeting "wolf"
      And the top of the chain resolves
      Then "sword" is attached to "wolf"

  @MTG-09
  Rule: On B's turn, B takes A's Equipment and A's creature it equips, and moves the Equipment onto B's own creature
    Comprehensive Rules 212.2k (changing control of either does not change control of the other), 502.33a.

    Scenario: B takes the sword and wolf on B's turn, and equips the sword onto B's bear: wolf, B's now, is not equipped
      Given it is B's turn
      And A controls a creature "wolf" on the battlefield
      And B controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And "sword" is attached to "wolf"
      And B has [1] in their mana pool
      When B takes control of "sword"
      And B takes control of "wolf"
      And B activates the Equip ability of "sword" targeting "bear"
      And the top of the chain resolves
      Then "sword" is attached to "bear"
      And "wolf" is not equipped
      And "wolf" is controlled by B

  @MTG-12
  Rule: The first of two equip abilities costs more than the pool holds: it is refused, and the second, cheaper one is paid from the same pool
    Comprehensive Rules 502.33c (any of them may be used), 502.33a (each costs its own cost).

    Scenario: With [2], A cannot play the axe's Equip [3]; A plays its Equip [1] onto bear and keeps [1]
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "axe" with Equip [3] and Equip [1] on the battlefield
      And A has [2] in their mana pool
      When A tries to activate the first Equip ability of "axe" targeting "bear"
      Then the action is rejected as "unpaid_cost"
      And nothing changed
      When A activates the second Equip ability of "axe" targeting "bear"
      Then A has [1] left in their mana pool
      When the top of the chain resolves
      Then "axe" is attached to "bear"

  @MTG-10
  Rule: An Equipment creature carrying an Equipment has the ability it grants, and its controller plays it
    Comprehensive Rules 212.2j (an Equipment creature can be the equipped creature), 212.2k (the granted ability is the creature's controller's to play).

    Scenario: The cloak on A's exhausted Equipment creature golem grants "[1]: Untap me": A plays it, golem untaps
      Given A controls an exhausted Equipment creature "golem" on the battlefield
      And A controls an Equipment "cloak" with effect ability "[1]: Untap me" on the battlefield
      And "cloak" is attached to "golem"
      And A has [1] in their mana pool
      Then "golem" has the ability "[1]: Untap me" from "cloak", controlled by A
      When A activates the ability "[1]: Untap me" of "golem"
      And the top of the chain resolves
      Then "golem" is ready
      And "cloak" is attached to "golem"
      And A's mana pool is empty
