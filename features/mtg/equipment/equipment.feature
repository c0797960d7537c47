Feature: Magic — Equipment (Comprehensive Rules 212.2g-k and 502.33, in their French text of 2003-2009)
  Equipment is an artifact that attaches to a creature. Its equip ability moves it onto a
  creature you control, at sorcery speed. The Equipment and the creature each keep their own
  controller. An Equipment on an illegal permanent comes off and stays in play.
  Source: the French text of the Magic Comprehensive Rules « équipements » (features/sources/MTG.fr.txt; the rules' French text of 212.2 and 502.33).

  Background:
    Given a Magic game between A and B

  @MTG-01
  Rule: Equipment can be attached to a creature, and cannot legally be attached to a non-creature
    Comprehensive Rules 212.2g.

    Scenario: An effect attaches an Equipment to a creature
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      When A attaches "sword" to "bear"
      Then "sword" is attached to "bear"
      And "bear" carries "sword"
      And the last action caused an attach event for "sword"

    Scenario: An Equipment creature is a creature: an Equipment can be attached to it
      # 212.2g: Equipment can be attached to a creature, and an Equipment creature is one (212.2i forbids only its equipping)
      Given A controls an Equipment creature "golem" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      When A attaches "sword" to "golem"
      Then "sword" is attached to "golem"
      And "golem" carries "sword"

    Scenario: An Equipment cannot be attached to a creature card in the graveyard
      # 212.2g: Equipment is attached to a creature, a permanent; a creature card in the graveyard is not one.
      Given A has a creature "bear" in their graveyard
      And A controls an Equipment "sword" on the battlefield
      When A tries to attach "sword" to "bear"
      Then the action is rejected as "not_on_board"
      And nothing changed

    Scenario: An Equipment cannot be attached to an artifact that is not a creature
      Given A controls an artifact "statue" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      When A tries to attach "sword" to "statue"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: An Equipment cannot be attached to another Equipment that is not a creature
      Given A controls an Equipment "shield" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      When A tries to attach "sword" to "shield"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: An effect attaches A's Equipment to B's creature
      # 212.2g: to a creature, whoever controls it; "creature you control" is only the equip ability's target (502.33a).
      Given B controls a creature "wolf" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      When A attaches "sword" to "wolf"
      Then "sword" is attached to "wolf"
      And "wolf" carries "sword"
      And "sword" is controlled by A

    Scenario: A second Equipment can be attached to a creature already equipped
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And A controls an Equipment "shield" on the battlefield
      And "sword" is attached to "bear"
      When A attaches "shield" to "bear"
      Then "shield" is attached to "bear"
      And "sword" is attached to "bear"

    Scenario: Equip moves a second Equipment onto a creature already equipped: it carries both
      # 212.2g: an Equipment can be attached to a creature, whatever else is attached to it; 502.33a: the
      # target is a creature its player controls, equipped or not.
      Given B controls a creature "wolf" on the battlefield
      And B controls an Equipment "axe" on the battlefield
      And B controls an Equipment "cloak" with Equip [2] on the battlefield
      And "axe" is attached to "wolf"
      And it is B's turn
      And B has [2] in their mana pool
      When B activates the Equip ability of "cloak" targeting "wolf"
      And the top of the chain resolves
      Then "cloak" is attached to "wolf"
      And "axe" is attached to "wolf"
      And "wolf" carries "axe" and "cloak"

    Scenario: An effect attaches an Equipment that equips another creature: it moves, off the first creature
      # 212.2g: an Equipment can be attached to a creature; Comprehensive Rules 701.3a: to attach it is to take it
      # from where it is and put it onto that creature, so it need not be unattached first.
      Given A controls a creature "bear" on the battlefield
      And A controls a creature "cub" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And "sword" is attached to "bear"
      When A attaches "sword" to "cub"
      Then "sword" is attached to "cub"
      And "sword" was detached from "bear"
      And "bear" carries nothing
      And "cub" carries "sword"

    Scenario: An effect attaches an Equipment to the creature it already equips: nothing happens
      # Comprehensive Rules 701.3b: an effect that tries to attach an Equipment to the object it is already attached
      # to does nothing: the Equipment is neither unattached nor attached again.
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And "sword" is attached to "bear"
      When A attaches "sword" to "bear"
      Then "sword" is attached to "bear"
      And "bear" carries "sword"
      And the last action caused no events

    Scenario: An artifact that has become a creature can be equipped by an effect: it is a creature now
      # 212.2g: an Equipment can be attached to a creature, as the permanent is now (Comprehensive Rules 707.2: the
      # copy is a creature), not as its card was printed.
      Given A controls an artifact "statue" on the battlefield
      And A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      When A makes "statue" a copy of "bear"
      And A attaches "sword" to "statue"
      Then "sword" is attached to "statue"
      And "statue" carries "sword"

    Scenario: A creature that has become a non-creature artifact cannot be equipped by an effect
      # 212.2g: an Equipment cannot legally be attached to an object that is not a creature, as it is now.
      Given A controls an artifact "statue" on the battlefield
      And A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      When A makes "bear" a copy of "statue"
      And A tries to attach "sword" to "bear"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: An effect attaches an Equipment to a tapped creature: tapped or not, it is a creature
      # 212.2g: an Equipment can be attached to a creature; being tapped is a status of the permanent
      # (Comprehensive Rules 110.5), not what it is, and attaching it neither untaps nor taps anything.
      Given B controls an exhausted creature "wolf" on the battlefield
      And B controls an Equipment "axe" on the battlefield
      When B attaches "axe" to "wolf"
      Then "axe" is attached to "wolf"
      And "wolf" carries "axe"
      And "wolf" is exhausted
      And "axe" is ready

    Scenario: An effect attaches a tapped Equipment: tapped or not, it is attached, and stays tapped
      # 212.2g: an Equipment can be attached to a creature; nothing asks it to be untapped, and attaching it does not
      # untap it (Comprehensive Rules 110.5: a permanent's status changes only when a rule or effect says so).
      Given A controls a creature "bear" on the battlefield
      And A controls an exhausted Equipment "sword" on the battlefield
      When A attaches "sword" to "bear"
      Then "sword" is attached to "bear"
      And "bear" carries "sword"
      And "sword" is exhausted

    Scenario: In a game of three, an effect attaches A's Equipment to C's creature
      # 212.2g: an Equipment can be attached to a creature, whoever controls it: a third player's too.
      Given the game has a third player C
      And C controls a creature "stag" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      When A attaches "sword" to "stag"
      Then "sword" is attached to "stag"
      And "stag" carries "sword"
      And "sword" is controlled by A
      And "stag" is controlled by C

  @MTG-02
  Rule: Equipment is played and enters like any other artifact, unattached
    Comprehensive Rules 212.2h.

    Scenario: A played Equipment enters the battlefield unattached
      Given A controls a creature "bear" on the battlefield
      And A has an Equipment "sword" with Equip [2] in their hand
      When A plays "sword"
      Then "sword" is on the battlefield
      And "sword" is not attached to anything
      And "bear" carries nothing
      And the last action caused no attach event

    Scenario: Like any other artifact, a played Equipment enters the battlefield untapped
      # Comprehensive Rules 110.5b: a permanent enters untapped unless a rule or effect says otherwise.
      Given A has an Equipment "sword" with Equip [2] in their hand
      When A plays "sword"
      Then "sword" is on the battlefield
      And "sword" is ready

    Scenario: An Equipment creature is played like any other artifact creature, and enters unattached
      Given A controls a creature "bear" on the battlefield
      And A has an Equipment creature "golem" with Equip [1] in their hand
      When A plays "golem"
      Then "golem" is on the battlefield
      And "golem" is not attached to anything
      And "bear" carries nothing

    Scenario: Like any other artifact, an Equipment is not played on the opponent's turn
      # An artifact is played any time its controller could play a sorcery: their own main phase.
      Given B controls a creature "wolf" on the battlefield
      And B has an Equipment "axe" with Equip [1] in their hand
      And it is A's turn
      When B tries to play "axe"
      Then the action is rejected as "wrong_timing"
      And nothing changed

    Scenario: Like any other artifact, an Equipment is not played while the stack holds an ability
      # An artifact is played any time its controller could play a sorcery: in their main phase, the stack empty.
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And A's Equip ability of "sword" targeting "bear" is on the chain
      And A has an Equipment "axe" with Equip [2] in their hand
      When A tries to play "axe"
      Then the action is rejected as "wrong_timing"
      And nothing changed

    Scenario: Like any other artifact, an Equipment is not played while an ability other than equip waits on the stack
      # 212.2h: played like any other artifact, any time its controller could play a sorcery: the stack empty,
      # whatever ability waits on it, here the one another Equipment grants.
      Given A controls an exhausted creature "wolf" on the battlefield
      And A controls an Equipment "cloak" with effect ability "[1]: Untap me" on the battlefield
      And "cloak" is attached to "wolf"
      And A has [1] in their mana pool
      And A has an Equipment "axe" with Equip [2] in their hand
      When A activates the ability "[1]: Untap me" of "wolf"
      And A tries to play "axe"
      Then the action is rejected as "wrong_timing"
      And "axe" is in their hand

    Scenario: Like any other artifact creature, a played Equipment creature enters the battlefield untapped
      # Comprehensive Rules 110.5b: a permanent enters untapped unless a rule or effect says otherwise.
      Given A has an Equipment creature "golem" with Equip [1] in their hand
      When A plays "golem"
      Then "golem" is on the battlefield
      And "golem" is ready

    Scenario: Like any other artifact, an Equipment played this turn can play its equip at once
      # 212.2h: it is played and enters like any other artifact; summoning sickness is a creature's, and equip
      # has no tap symbol (502.33a).
      Given A controls a creature "bear" on the battlefield
      And A has an Equipment "sword" with Equip [1] in their hand
      And A has [1] in their mana pool
      When A plays "sword"
      And A activates the Equip ability of "sword" targeting "bear"
      Then the chain holds the Equip ability of "sword" targeting "bear"
      And A's mana pool is empty
      When the top of the chain resolves
      Then "sword" is attached to "bear"

    Scenario: Like any other artifact, an Equipment is not played in the ending phase of its player's turn
      # 212.2h: an Equipment is played like any other artifact, any time its player could play a sorcery: in a main
      # phase of their own turn, with the stack empty (Comprehensive Rules 307.1); the ending phase is not one.
      Given it is A's ending phase
      And A controls a creature "bear" on the battlefield
      And A has an Equipment "sword" with Equip [1] in their hand
      When A tries to play "sword"
      Then the action is rejected as "wrong_timing"
      And nothing changed

    Scenario: Like any other artifact, an Equipment is not played in the beginning phase of its player's turn
      # 212.2h, Comprehensive Rules 307.1: a sorcery, and so an artifact, is played in a main phase.
      Given it is B's beginning phase
      And B has an Equipment "axe" with Equip [2] in their hand
      When B tries to play "axe"
      Then the action is rejected as "wrong_timing"
      And nothing changed

    Scenario: Like any other artifact, an Equipment is not played while another player's ability waits on the stack
      # 212.2h: played like any other artifact, when its controller could play a sorcery: the stack empty, whoever
      # controls what is on it (Comprehensive Rules 307.1).
      Given B controls a creature "wolf" on the battlefield
      And B controls an Equipment "axe" with Equip [1] on the battlefield
      And B's Equip ability of "axe" targeting "wolf" is on the chain
      And A has an Equipment "sword" with Equip [2] in their hand
      When A tries to play "sword"
      Then the action is rejected as "wrong_timing"
      And nothing changed

    Scenario: In a game of three, an Equipment is not played on the turn of C, a player other than its own
      # 212.2h: played like any other artifact, when its controller could play a sorcery: in a main phase of their
      # own turn (Comprehensive Rules 307.1), whichever other player's turn it is.
      Given the game has a third player C
      And it is C's turn
      And A has an Equipment "sword" with Equip [1] in their hand
      When A tries to play "sword"
      Then the action is rejected as "wrong_timing"
      And nothing changed

    Scenario: An Equipment is played like any other artifact: reported played by its player, and nothing attached
      # 212.2h: it is played and enters like any other artifact: a card played from the hand to the battlefield
      # (the card_played event of the play-permanent action), unattached.
      Given A controls a creature "bear" on the battlefield
      And A has an Equipment "sword" with Equip [1] in their hand
      When A plays "sword"
      Then the last action caused a card played event for "sword" with player "A"
      And the last action caused a zone changed event for "sword" with from "hand" and to "board"
      And the last action caused no attach event
      And "sword" is controlled by A

  @MTG-03
  Rule: Equip moves the Equipment onto a creature you control; control matters when it is played and when it resolves
    Comprehensive Rules 212.2h, 502.33a.

    Scenario: Equip resolves and the Equipment moves onto the creature
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" with Equip [2] on the battlefield
      And A has [2] in their mana pool
      When A activates the Equip ability of "sword" targeting "bear"
      Then "sword" is not attached to anything
      And the chain holds the Equip ability of "sword" targeting "bear"
      And A's mana pool is empty
      When the top of the chain resolves
      Then "sword" is attached to "bear"
      And "bear" carries "sword"
      # one resolution, one attach (reported in the order of the neighbouring Riftbound Equip scenarios)
      And the last action caused exactly these events, in order:
        | type             | object | ability | to   |
        | ability_resolved | sword  | equip   |      |
        | attach           | sword  |         | bear |

    Scenario: Equip cannot target a creature an opponent controls
      Given B controls a creature "wolf" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A tries to activate the Equip ability of "sword" targeting "wolf"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: In a game of three, equip cannot target the third player's creature either
      # 502.33a: "Attach this Equipment to target creature you control": C's creature is not A's, whether or not C
      # is taken for A's opponent.
      Given the game has a third player C
      And C controls a creature "stag" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A tries to activate the Equip ability of "sword" targeting "stag"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: The Equipment already equips a creature and the new target changes control: it stays where it was
      # 212.2h: if the creature cannot be equipped when the ability resolves, the Equipment is not moved: not unattached either
      Given A controls a creature "bear" on the battlefield
      And A controls a creature "cub" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And "sword" is attached to "cub"
      And A has [1] in their mana pool
      When A activates the Equip ability of "sword" targeting "bear"
      And B takes control of "bear"
      And the top of the chain resolves
      Then "sword" is attached to "cub"
      And "sword" was not detached

    Scenario: The creature changes control before the ability resolves: the Equipment does not move
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A activates the Equip ability of "sword" targeting "bear"
      Then A's mana pool is empty
      When B takes control of "bear"
      And the top of the chain resolves
      Then "sword" is not attached to anything
      And "bear" carries nothing
      And the last action caused no attach event
      And the chain is empty
      # 608.2b: its one target is illegal as it resolves: the ability does not resolve, it is countered
      And the last action caused an ability fizzled event for "sword"
      And the last action caused no ability resolved event

    Scenario: A tapped creature can be equipped: equip targets a creature you control, tapped or not
      # 502.33a: "target creature you control"; being tapped is no part of that (212.2h).
      Given A controls an exhausted creature "bear" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A activates the Equip ability of "sword" targeting "bear"
      Then A's mana pool is empty
      When the top of the chain resolves
      Then "sword" is attached to "bear"
      And "bear" is exhausted
      And "sword" is ready

    Scenario: Attached, the Equipment's equip ability stays active and moves it to another creature
      Given A controls a creature "bear" on the battlefield
      And A controls a creature "elk" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And "sword" is attached to "bear"
      And A has [1] in their mana pool
      Then the Equip ability of "sword" is active
      When A activates the Equip ability of "sword" targeting "elk"
      And the top of the chain resolves
      Then "sword" is attached to "elk"
      And "sword" was detached from "bear"
      And "bear" carries nothing

    Scenario: The Equipment changes control before its equip ability resolves: it still moves onto the creature
      # 212.2h: only control of the creature matters when the ability is played and when it resolves; the ability is A's
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A activates the Equip ability of "sword" targeting "bear"
      And B takes control of "sword"
      And the top of the chain resolves
      Then "sword" is attached to "bear"
      And "sword" is controlled by B

    Scenario: A gains control of B's creature, then equips it: it is a creature A controls now
      # 212.2h: control of the creature matters when the ability is played and when it resolves: A's, both times.
      Given B controls a creature "wolf" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A takes control of "wolf"
      And A activates the Equip ability of "sword" targeting "wolf"
      Then A's mana pool is empty
      And the chain holds the Equip ability of "sword" targeting "wolf"
      When the top of the chain resolves
      Then "sword" is attached to "wolf"
      And "wolf" is controlled by A

    Scenario: Equip moves one of the two Equipment a creature carries: the other stays on it
      # 212.2h: the equip ability moves this Equipment onto the target creature; the other Equipment on the
      # creature it leaves is not moved, and not unattached (Comprehensive Rules 701.3a: attaching moves the one attached).
      Given A controls a creature "bear" on the battlefield
      And A controls a creature "cub" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And A controls an Equipment "axe" on the battlefield
      And "sword" is attached to "bear"
      And "axe" is attached to "bear"
      And A has [1] in their mana pool
      When A activates the Equip ability of "sword" targeting "cub"
      And the top of the chain resolves
      Then "sword" is attached to "cub"
      And "sword" was detached from "bear"
      And "axe" is attached to "bear"
      And "axe" was not detached
      And "bear" carries "axe"
      And "bear" is equipped

    Scenario: Equip moves A's Equipment onto A's creature that carries B's Equipment: it carries both
      # 502.33a: the target is a creature its player controls, whatever is attached to it and whoever controls that;
      # 212.2k: B's Equipment on A's creature stays B's, and stays on.
      Given A controls a creature "bear" on the battlefield
      And B controls an Equipment "axe" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And "axe" is attached to "bear"
      And A has [1] in their mana pool
      When A activates the Equip ability of "sword" targeting "bear"
      And the top of the chain resolves
      Then "sword" is attached to "bear"
      And "axe" is attached to "bear"
      And "bear" carries "axe" and "sword"
      And "axe" is controlled by B

    Scenario: A borrowed Equipment's equip resolves onto a creature its controller controls
      # 212.2h, 502.33a: "target creature you control", "you" the player who plays the ability, the Equipment's
      # controller (212.2k): checked as it is played and again as it resolves; the Equipment's owner, B, has no part.
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "axe" owned by B with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A activates the Equip ability of "axe" targeting "bear"
      And the top of the chain resolves
      Then "axe" is attached to "bear"
      And "axe" is controlled by A
      And "bear" is equipped

    Scenario: In a game of three, C takes the creature before the equip resolves: the Equipment does not move
      # 212.2h: the creature must be one the ability's controller, A, controls as it resolves; it is C's now, and C
      # is no less another player than B: the Equipment is not moved, and the ability, its one target illegal, is
      # countered (Comprehensive Rules 608.2b).
      Given the game has a third player C
      And A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A activates the Equip ability of "sword" targeting "bear"
      And C takes control of "bear"
      And the top of the chain resolves
      Then "sword" is not attached to anything
      And "bear" carries nothing
      And "sword" is controlled by A
      And the last action caused an ability fizzled event for "sword"

  @MTG-04
  Rule: An Equipment that is also a creature cannot equip a creature
    Comprehensive Rules 212.2i.

    Scenario: An Equipment creature's equip resolves and attaches nothing
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment creature "golem" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A activates the Equip ability of "golem" targeting "bear"
      Then A's mana pool is empty
      When the top of the chain resolves
      Then "golem" is not attached to anything
      And "bear" carries nothing
      And the last action caused no attach event
      And the chain is empty
      # 502.33a: its target, a creature A controls, is legal: the ability resolves (it is not
      # countered), and the Equipment is not moved (212.2h-i).
      And the last action caused an ability resolved event for "golem"
      And the last action caused no ability fizzled event

    Scenario: An Equipment creature cannot equip, but another Equipment's equip can target it and equips it
      # 212.2i forbids an Equipment creature's equipping a creature, not its being equipped: it is a creature
      # (212.2g), and one its player controls is a legal target of equip (502.33a).
      Given A controls an Equipment creature "titan" with Equip [3] on the battlefield
      And A controls an Equipment "shield" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A activates the Equip ability of "shield" targeting "titan"
      And the top of the chain resolves
      Then "shield" is attached to "titan"
      And "titan" carries "shield"
      And "titan" is not attached to anything

    Scenario: An effect cannot attach an Equipment creature either
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment creature "golem" on the battlefield
      When A tries to attach "golem" to "bear"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: An attached Equipment that becomes an Equipment creature comes off
      Given B controls a creature "wolf" on the battlefield
      And B controls an Equipment "axe" on the battlefield
      And A controls an Equipment creature "golem" on the battlefield
      And "axe" is attached to "wolf"
      When A makes "axe" a copy of "golem"
      Then "axe" is not attached to anything
      And "axe" is on the battlefield
      And "axe" was detached from "wolf"

    Scenario: An Equipment that has become a creature cannot be attached, though its card was printed a non-creature
      # 212.2i: an Equipment that is also a creature cannot equip a creature; the copy has made it one.
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And A controls an Equipment creature "golem" on the battlefield
      When A makes "sword" a copy of "golem"
      And A tries to attach "sword" to "bear"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: An Equipment creature that has stopped being a creature can be attached
      # 212.2i forbids it only while it is a creature; a copy of a non-creature Equipment is none.
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment creature "golem" on the battlefield
      And A controls an Equipment "shield" on the battlefield
      When A makes "golem" a copy of "shield"
      And A attaches "golem" to "bear"
      Then "golem" is attached to "bear"
      And "bear" carries "golem"

    Scenario: An Equipment made a copy of an Equipment creature, then of a non-creature Equipment, can be attached
      # Copy effects apply in timestamp order (613.7 of the current Comprehensive Rules): the later copy, of
      # "shield", applies over the earlier one, so "sword" is not a creature now and may equip (212.2i).
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And A controls an Equipment creature "golem" on the battlefield
      And A controls an Equipment "shield" on the battlefield
      When A makes "sword" a copy of "golem"
      And A makes "sword" a copy of "shield"
      Then "sword" is a copy of "shield"
      When A attaches "sword" to "bear"
      Then "sword" is attached to "bear"

  @MTG-05
  Rule: An Equipment that has lost the subtype Equipment cannot equip a creature
    Comprehensive Rules 212.2i (and, attached, it comes off: a state-based effect).

    Scenario: An artifact with an equip ability but no Equipment subtype does not attach
      Given A controls a creature "bear" on the battlefield
      And A controls an artifact "relic" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A activates the Equip ability of "relic" targeting "bear"
      Then A's mana pool is empty
      When the top of the chain resolves
      Then "relic" is not attached to anything
      And "bear" carries nothing
      And the last action caused no attach event
      And the chain is empty
      # 502.33a: its target, a creature A controls, is legal: the ability resolves (it is not
      # countered), and the artifact is not moved (212.2h-i).
      And the last action caused an ability resolved event for "relic"
      And the last action caused no ability fizzled event

    Scenario: An attached Equipment that loses the subtype becomes unattached and stays in play
      Given A controls a creature "bear" on the battlefield
      And A controls an artifact "statue" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And "sword" is attached to "bear"
      When B makes "sword" a copy of "statue"
      Then "sword" is not attached to anything
      And "sword" was detached from "bear"
      And "sword" is on the battlefield
      And "bear" carries nothing

    Scenario: An attached Equipment that becomes a copy of another Equipment keeps the subtype and stays on
      Given B controls a creature "wolf" on the battlefield
      And B controls an Equipment "axe" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And "axe" is attached to "wolf"
      When A makes "axe" a copy of "sword"
      Then "axe" is attached to "wolf"
      And "axe" was not detached

    Scenario: An effect cannot attach an artifact that is not an Equipment to a creature
      Given A controls a creature "bear" on the battlefield
      And A controls an artifact "relic" on the battlefield
      When A tries to attach "relic" to "bear"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: An Equipment that became a copy of a plain artifact has lost the subtype: an effect cannot attach it
      # 212.2i: an Equipment that loses the subtype Equipment cannot equip a creature.
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And A controls an artifact "statue" on the battlefield
      When A makes "sword" a copy of "statue"
      And A tries to attach "sword" to "bear"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: An artifact with an equip ability becomes a copy of an Equipment while its equip waits: it moves as it resolves
      # 212.2h: whether the creature can be equipped by it is judged when the ability resolves; 212.2i bars an
      # artifact that is not an Equipment, and by then this one is (Comprehensive Rules 707.2: the copy takes the
      # subtype). Its equip, played when it was not one, resolves and moves it.
      Given A controls a creature "bear" on the battlefield
      And A controls an artifact "relic" with Equip [1] on the battlefield
      And A controls an Equipment "sword" with Equip [2] on the battlefield
      And A has [1] in their mana pool
      When A activates the Equip ability of "relic" targeting "bear"
      And A makes "relic" a copy of "sword"
      Then "relic" has the Equipment tag
      When the top of the chain resolves
      Then "relic" is attached to "bear"
      And "bear" carries "relic"

    Scenario: An attached Equipment that becomes a copy of an artifact with equip but no Equipment subtype comes off
      # 212.2i: an equip ability does not make an artifact an Equipment; the copy has lost the subtype, so it can no
      # longer equip a creature: it becomes unattached, and stays in play.
      Given A controls a creature "bear" on the battlefield
      And A controls an artifact "relic" with Equip [1] on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And "sword" is attached to "bear"
      When B makes "sword" a copy of "relic"
      Then "sword" is a copy of "relic"
      And "sword" is not attached to anything
      And "sword" was detached from "bear"
      And "sword" is on the battlefield
      And "bear" carries nothing

    Scenario: An Equipment that lost the subtype came off; made an Equipment again, it stays unattached
      # 212.2i: it becomes unattached, and stays in play; becoming an Equipment again attaches it to nothing: only an
      # equip ability or an effect attaches an Equipment (212.2h, 502.33a).
      Given A controls a creature "bear" on the battlefield
      And A controls an artifact "statue" on the battlefield
      And A controls an Equipment "shield" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And "sword" is attached to "bear"
      When B makes "sword" a copy of "statue"
      Then "sword" is not attached to anything
      And "sword" was detached from "bear"
      When B makes "sword" a copy of "shield"
      Then "sword" is not attached to anything
      And "sword" is on the battlefield
      And "bear" carries nothing
      And "bear" is not equipped
      And the last action caused no attach event

  @MTG-06
  Rule: An Equipment cannot equip itself
    Comprehensive Rules 212.2i; 212.2h: the equip ability can be played, and resolves, but the
    Equipment is not moved onto a creature it cannot equip.

    Scenario: An Equipment creature's equip targeting itself is played, paid, and moves nothing
      Given A controls an Equipment creature "golem" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A activates the Equip ability of "golem" targeting "golem"
      Then the chain holds the Equip ability of "golem" targeting "golem"
      And A's mana pool is empty
      When the top of the chain resolves
      Then "golem" is not attached to anything
      And "golem" carries nothing
      And the last action caused no attach event
      And the chain is empty
      # 502.33a: its target is a creature you control, which the Equipment creature is: the ability
      # resolves (it is not countered), and the Equipment is not moved (212.2h-i).
      And the last action caused an ability resolved event for "golem"
      And the last action caused no ability fizzled event

    Scenario: A non-creature Equipment's equip cannot target the Equipment itself: it is not a creature
      # 502.33a: equip targets a creature you control; 212.2i: an Equipment cannot equip itself.
      Given A controls an Equipment "sword" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A tries to activate the Equip ability of "sword" targeting "sword"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: An effect cannot attach an Equipment to itself
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      When A tries to attach "sword" to "sword"
      Then the action is rejected as "illegal_target"
      And nothing changed

  @MTG-07
  Rule: Equipment attached to an illegal or nonexistent permanent becomes unattached but stays in play
    Comprehensive Rules 212.2i (a state-based effect).

    Scenario: The equipped creature is destroyed; the Equipment stays on the battlefield, unattached
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And "sword" is attached to "bear"
      When B destroys "bear"
      Then "bear" is in the graveyard
      And "sword" is on the battlefield
      And "sword" is not attached to anything
      And "sword" was detached from "bear"
      And "sword" is controlled by A
      And "sword" is ready
      # a state-based effect: the Equipment comes off once the creature is gone, not before it is destroyed
      And the last action caused a kill event for "bear" before a detach event for "sword"

    Scenario: The destroyed creature returns as a new object: the Equipment stays unattached
      # The creature that left is gone (400.7: a card that changes zones is a new object); the
      # Equipment was attached to it, not to the card that comes back.
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And "sword" is attached to "bear"
      When B destroys "bear"
      And A returns "bear" to the board
      Then "bear" is on the battlefield
      And "bear" carries nothing
      And "sword" is not attached to anything
      And "sword" is on the battlefield

    Scenario: The equipped creature stops being a creature; the Equipment comes off
      Given B controls a creature "wolf" on the battlefield
      And A controls an artifact "statue" on the battlefield
      And B controls an Equipment "axe" on the battlefield
      And "axe" is attached to "wolf"
      When A makes "wolf" a copy of "statue"
      Then "axe" is not attached to anything
      And "axe" is on the battlefield
      And "axe" is ready
      And "wolf" is on the battlefield

    Scenario: The equipped creature is exiled; the Equipment stays on the battlefield, unattached
      # 212.2i: an Equipment attached to a permanent that no longer exists becomes unattached, and stays in play.
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And "sword" is attached to "bear"
      When B banishes "bear"
      Then "sword" is on the battlefield
      And "sword" is not attached to anything
      And "sword" was detached from "bear"
      And "sword" is controlled by A

    Scenario: The equipped creature becomes a copy of another creature: the Equipment stays on it
      # 212.2i: only an Equipment on an illegal or nonexistent permanent becomes unattached; the copy is
      # the same permanent, and still a creature.
      Given B controls a creature "wolf" on the battlefield
      And A controls a creature "bear" on the battlefield
      And B controls an Equipment "axe" on the battlefield
      And "axe" is attached to "wolf"
      When A makes "wolf" a copy of "bear"
      Then "wolf" is a copy of "bear"
      And "axe" is attached to "wolf"
      And "axe" was not detached

    Scenario: The creature carrying two Equipment stops being a creature: both come off, and both stay in play
      # 212.2i: each Equipment attached to an illegal permanent becomes unattached, in the same state-based check.
      Given B controls a creature "wolf" on the battlefield
      And A controls an artifact "statue" on the battlefield
      And B controls an Equipment "axe" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And "axe" is attached to "wolf"
      And "sword" is attached to "wolf"
      When A makes "wolf" a copy of "statue"
      Then "axe" is not attached to anything
      And "sword" is not attached to anything
      And "axe" was detached from "wolf"
      And "sword" was detached from "wolf"
      And "wolf" carries nothing
      And "axe" is on the battlefield
      And "sword" is on the battlefield
      And "sword" is controlled by A

    Scenario: A's Equipment owned by B comes off a creature that stops being a creature, and stays A's
      # 212.2i: it becomes unattached but stays in play, nothing more: its controller does not change (212.2k).
      Given A controls a creature "bear" on the battlefield
      And B controls an artifact "statue" on the battlefield
      And A controls an Equipment "sword" owned by B on the battlefield
      And "sword" is attached to "bear"
      When B makes "bear" a copy of "statue"
      Then "sword" is not attached to anything
      And "sword" is on the battlefield
      And "sword" is controlled by A

    Scenario: The attached Equipment becomes a creature: the creature it equipped is now illegal for it, and carries nothing
      # 212.2i: an Equipment that is also a creature cannot equip a creature, so it equips an illegal permanent and
      # becomes unattached, staying in play; the creature it left is no longer equipped (212.2j).
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And B controls an Equipment creature "golem" on the battlefield
      And "sword" is attached to "bear"
      When A makes "sword" a copy of "golem"
      Then "sword" is not attached to anything
      And "sword" is on the battlefield
      And "bear" carries nothing
      And "bear" is not equipped

    Scenario: The equipped creature stops being a creature while an ability waits on the stack: the Equipment comes off at once
      # 212.2i: a state-based effect (rule 420 of the French text; Comprehensive Rules 704.3), checked whenever a
      # player would receive priority, whether the stack is empty or not; the ability waiting is not touched.
      Given it is B's turn
      And B controls a creature "wolf" on the battlefield
      And B controls a creature "hound" on the battlefield
      And A controls an artifact "statue" on the battlefield
      And B controls an Equipment "axe" on the battlefield
      And B controls an Equipment "cloak" with Equip [1] on the battlefield
      And "axe" is attached to "wolf"
      And B's Equip ability of "cloak" targeting "hound" is on the chain
      When A makes "wolf" a copy of "statue"
      Then "axe" is not attached to anything
      And "axe" was detached from "wolf"
      And "axe" is on the battlefield
      And the chain holds the Equip ability of "cloak" targeting "hound"

    Scenario: A tapped Equipment whose creature is destroyed stays on the battlefield, unattached and still tapped
      # 212.2i: it becomes unattached and stays in play, nothing more; its tapped status is not changed by that
      # (Comprehensive Rules 110.5: a permanent's status changes only when a rule or effect says so).
      Given A controls a creature "bear" on the battlefield
      And A controls an exhausted Equipment "sword" on the battlefield
      And "sword" is attached to "bear"
      When B destroys "bear"
      Then "sword" is on the battlefield
      And "sword" is not attached to anything
      And "sword" was detached from "bear"
      And "sword" is exhausted

    Scenario: An equipped creature that becomes a copy of an Equipment creature keeps its Equipment
      # 212.2i: only an Equipment on an illegal or nonexistent permanent becomes unattached; a copy of an Equipment
      # creature is still a creature (212.2g), and may carry Equipment; only its own equipping is barred.
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment creature "golem" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And "sword" is attached to "bear"
      When A makes "bear" a copy of "golem"
      Then "bear" is a creature
      And "sword" is attached to "bear"
      And "sword" was not detached
      And "bear" carries "sword"

    Scenario: The equipped creature is exiled: its Equipment comes off after the exile, not as part of it
      # 212.2i: an Equipment attached to a permanent that no longer exists becomes unattached, a state-based effect
      # (rule 420 of the French text): once the creature is gone, so after its exile is reported.
      Given B controls a creature "wolf" on the battlefield
      And B controls an Equipment "axe" on the battlefield
      And "axe" is attached to "wolf"
      When A banishes "wolf"
      Then "wolf" is in the banishment
      And "axe" is on the battlefield
      And "axe" is not attached to anything
      And the last action caused a banish event for "wolf" before a detach event for "axe"

    Scenario: An Equipment with counters whose creature is destroyed stays in play, and keeps its counters
      # 212.2i: it becomes unattached and stays in play: it is the same permanent, and its counters stay on it
      # (Comprehensive Rules 122.2: counters go when the permanent leaves the battlefield, and this one does not).
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And "sword" is attached to "bear"
      And "sword" has 2 charge counters
      When B destroys "bear"
      Then "sword" is on the battlefield
      And "sword" is not attached to anything
      And "sword" has 2 charge counters

    Scenario: An Equipment with a counter comes off a creature that stops being one, and keeps its counter
      # 212.2i: the state-based effect unattaches it, and it stays in play, the same permanent, its counter on it.
      Given B controls a creature "wolf" on the battlefield
      And A controls an artifact "statue" on the battlefield
      And B controls an Equipment "axe" on the battlefield
      And "axe" is attached to "wolf"
      And "axe" has 1 charge counter
      When A makes "wolf" a copy of "statue"
      Then "axe" is not attached to anything
      And "axe" was detached from "wolf"
      And "axe" has 1 charge counter

    Scenario: A third player's Equipment on a creature that is destroyed becomes unattached and stays in play
      # 212.2i (state-based): any Equipment attached to a nonexistent permanent becomes unattached and stays in
      # play, whoever controls it: C's Equipment on A's creature.
      Given the game has a third player C
      And A controls a creature "bear" on the battlefield
      And C controls an Equipment "sword" on the battlefield
      And "sword" is attached to "bear"
      When B destroys "bear"
      Then "sword" is on the battlefield
      And "sword" is not attached to anything
      And "sword" was detached from "bear"
      And "sword" is controlled by C

    Scenario: A third player's Equipment comes off a creature that stops being a creature, and stays in play
      # 212.2i (state-based): an Equipment attached to an illegal permanent becomes unattached and stays in play,
      # whoever controls it: C's Equipment on A's creature, which becomes a copy of a noncreature artifact.
      Given the game has a third player C
      And A controls a creature "wolf" on the battlefield
      And A controls an artifact "statue" on the battlefield
      And C controls an Equipment "sword" on the battlefield
      And "sword" is attached to "wolf"
      When A makes "wolf" a copy of "statue"
      Then "sword" is on the battlefield
      And "sword" is not attached to anything
      And "sword" was detached from "wolf"
      And "sword" is controlled by C

  @MTG-08
  Rule: The creature an Equipment is attached to is the equipped creature
    Comprehensive Rules 212.2j.

    Scenario: The creature carrying an Equipment is equipped; a creature or an Equipment creature on its own is not
      Given A controls a creature "bear" on the battlefield
      And A controls a creature "elk" on the battlefield
      And A controls an Equipment creature "golem" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And "sword" is attached to "bear"
      Then "bear" is equipped
      And "elk" is not equipped
      And "golem" is not equipped
      And "bear" carries "sword"
      And "golem" carries nothing

    Scenario: A creature of B carrying A's Equipment is equipped; it is not once the Equipment is gone
      Given B controls a creature "wolf" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And "sword" is attached to "wolf"
      Then "wolf" is equipped
      When B destroys "sword"
      Then "wolf" is not equipped
      And "wolf" carries nothing

    Scenario: A tapped creature carrying an Equipment is equipped all the same
      # 212.2j: the creature an Equipment is attached to is the equipped creature; tapped or untapped, it carries
      # the Equipment.
      Given A controls an exhausted creature "bear" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And "sword" is attached to "bear"
      Then "bear" is equipped
      And "bear" carries "sword"

    Scenario: An artifact that became a copy of an Equipment, attached to a creature, makes it an equipped creature
      # 212.2j: the creature an Equipment is attached to is the equipped creature; the artifact is an Equipment as it
      # is now, a copy of one (Comprehensive Rules 707.2), not as its card was printed.
      Given A controls a creature "bear" on the battlefield
      And A controls an artifact "statue" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      When A makes "statue" a copy of "sword"
      And A attaches "statue" to "bear"
      Then "statue" is attached to "bear"
      And "bear" is equipped
      And "bear" carries "statue"

    Scenario: The Equipment equips the creature: the creature is equipped, the Equipment is not
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And "sword" is attached to "bear"
      Then "bear" is equipped
      And "sword" is not equipped
      And "sword" is attached to "bear"

    Scenario: An Equipment creature carrying an Equipment is an equipped creature
      Given A controls an Equipment creature "golem" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And "sword" is attached to "golem"
      Then "golem" is equipped
      And "golem" carries "sword"

    Scenario: One of two Equipment is destroyed: the creature is still equipped, by the other
      # 212.2j: the creature an Equipment is attached to is the equipped creature.
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And A controls an Equipment "shield" on the battlefield
      And "sword" is attached to "bear"
      And "shield" is attached to "bear"
      When B destroys "sword"
      Then "sword" is in the graveyard
      And "bear" is equipped
      And "bear" carries "shield"

    Scenario: Two creatures, each carrying an Equipment, are both equipped creatures
      # 212.2j: each creature an Equipment is attached to is an equipped creature, the second listed as the first.
      Given A controls a creature "bear" on the battlefield
      And B controls a creature "wolf" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And B controls an Equipment "axe" on the battlefield
      And "sword" is attached to "bear"
      And "axe" is attached to "wolf"
      Then "bear" is equipped
      And "wolf" is equipped
      And "wolf" carries "axe"

    Scenario: The Equipment is listed before the creature it is attached to: the creature is still equipped
      # 212.2j: the creature the Equipment is attached to is the equipped creature, in whatever order the
      # permanents are listed.
      Given A controls an Equipment "sword" on the battlefield
      And A controls a creature "bear" on the battlefield
      And "sword" is attached to "bear"
      Then "bear" is equipped
      And "bear" carries "sword"
      And "sword" is attached to "bear"

    Scenario: An artifact that has become a creature and carries an Equipment is the equipped creature
      # 212.2j: the creature the Equipment is attached to is the equipped creature, whatever its card printed.
      Given A controls an artifact "statue" on the battlefield
      And A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      When A makes "statue" a copy of "bear"
      And A attaches "sword" to "statue"
      Then "statue" is equipped
      And "sword" is not equipped

    Scenario: In a game of three, C's creature carrying A's Equipment is the equipped creature
      # 212.2j: the creature the Equipment is attached to is the equipped creature, whichever player controls it.
      Given the game has a third player C
      And C controls a creature "ox" on the battlefield
      And C controls a creature "ram" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And "sword" is attached to "ox"
      Then "ox" is equipped
      And "ox" carries "sword"
      And "ram" is not equipped

    Scenario: While its Equipment's equip waits on the stack to move it, the creature is still the equipped creature
      # 212.2j: the creature the Equipment is attached to is the equipped creature; equip moves the Equipment only as
      # it resolves (212.2h), so until then it is still attached, and the creature still equipped.
      Given A controls a creature "bear" on the battlefield
      And A controls a creature "elk" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And "sword" is attached to "bear"
      And A has [1] in their mana pool
      When A activates the Equip ability of "sword" targeting "elk"
      Then "bear" is equipped
      And "bear" carries "sword"
      And "elk" is not equipped
      When the top of the chain resolves
      Then "elk" is equipped
      And "bear" is not equipped

    Scenario: A creature carrying a tapped Equipment is the equipped creature: tapped or not, it is attached
      # 212.2j: the creature an Equipment is attached to is the equipped creature; the Equipment's status is no part of it.
      Given A controls a creature "bear" on the battlefield
      And A controls an exhausted Equipment "sword" on the battlefield
      And "sword" is attached to "bear"
      Then "bear" is equipped
      And "bear" carries "sword"
      And "sword" is exhausted

    Scenario: A creature carrying a third player's Equipment is the equipped creature
      # 212.2j: the creature an Equipment is attached to is the equipped creature, whoever controls the Equipment
      # (212.2k: the two controllers are separate): C's Equipment on A's creature makes it equipped.
      Given the game has a third player C
      And A controls a creature "bear" on the battlefield
      And C controls an Equipment "sword" on the battlefield
      And "sword" is attached to "bear"
      Then "bear" is equipped
      And "bear" carries "sword"
      And "sword" is controlled by C

    Scenario: A borrowed creature carrying an Equipment is the equipped creature
      # 212.2j: the creature an Equipment is attached to is the equipped creature, whoever owns it: A controls
      # "bear", which B owns.
      Given A controls a creature "bear" owned by B on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And "sword" is attached to "bear"
      Then "bear" is equipped
      And "bear" carries "sword"
      And "bear" is controlled by A

  @MTG-09
  Rule: The Equipment's controller and the equipped creature's controller are separate; changing one changes not the other
    Comprehensive Rules 212.2k.

    Scenario: B takes the equipped creature; A keeps the Equipment, still attached
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And "sword" is attached to "bear"
      When B takes control of "bear"
      Then "bear" is controlled by B
      And "sword" is controlled by A
      And "sword" is attached to "bear"
      # only the creature changed hands, from A to B: no other event (no unattach, no change of the Equipment's control)
      And the last action caused exactly these events, in order:
        | type            | object | from | to |
        | control_changed | bear   | A    | B  |

    Scenario: A takes B's Equipment; B keeps the creature, still equipped with it
      Given B controls a creature "wolf" on the battlefield
      And B controls an Equipment "axe" on the battlefield
      And "axe" is attached to "wolf"
      When A takes control of "axe"
      Then "axe" is controlled by A
      And "wolf" is controlled by B
      And "axe" is attached to "wolf"
      And "axe" was not detached

    Scenario: A game begins with A's Equipment, owned by B, on B's creature: each card keeps its own controller
      # 212.2k: the two controllers are separate from the start, and an Equipment's controller need not be its owner.
      Given B controls a creature "wolf" on the battlefield
      And A controls an Equipment "sword" owned by B on the battlefield
      And "sword" is attached to "wolf"
      Then "sword" is attached to "wolf"
      And "wolf" carries "sword"
      And "wolf" is equipped
      And "sword" is controlled by A
      And "wolf" is controlled by B

    Scenario: In a game of three, C takes the equipped creature: C controls it, A keeps the Equipment, still attached
      # 212.2k: changing control of the creature does not change control of the Equipment, whoever takes it.
      Given the game has a third player C
      And A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And "sword" is attached to "bear"
      When C takes control of "bear"
      Then "bear" is controlled by C
      And "sword" is controlled by A
      And "sword" is attached to "bear"
      And "sword" was not detached

    Scenario: B takes one of the two Equipment A has on A's creature: only that Equipment changes control
      # 212.2k: changing control of one permanent does not change control of another; the other Equipment and
      # the creature stay A's, and both Equipment stay attached.
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And A controls an Equipment "axe" on the battlefield
      And "sword" is attached to "bear"
      And "axe" is attached to "bear"
      When B takes control of "sword"
      Then "sword" is controlled by B
      And "axe" is controlled by A
      And "bear" is controlled by A
      And "bear" carries "sword" and "axe"
      And the last action caused exactly these events, in order:
        | type            | object | from | to |
        | control_changed | sword  | A    | B  |

    Scenario: B takes A's creature carrying the Equipment B owns and A controls: the Equipment stays A's
      # 212.2k: changing control of the creature does not change control of the Equipment, even for the player
      # who owns the Equipment; its controller need not be its owner.
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" owned by B on the battlefield
      And "sword" is attached to "bear"
      When B takes control of "bear"
      Then "bear" is controlled by B
      And "sword" is controlled by A
      And "sword" is attached to "bear"
      And the last action caused exactly these events, in order:
        | type            | object | from | to |
        | control_changed | bear   | A    | B  |

    Scenario: B takes the Equipment A controls and B owns: its control changes from A, its controller, to B
      # 212.2k: an Equipment's controller is its own, apart from the creature's and from its owner's; the change of
      # control is from the player who controlled it, A, not from its owner; the creature stays A's.
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" owned by B on the battlefield
      And "sword" is attached to "bear"
      When B takes control of "sword"
      Then "sword" is controlled by B
      And "bear" is controlled by A
      And "sword" is attached to "bear"
      And the last action caused exactly these events, in order:
        | type            | object | from | to |
        | control_changed | sword  | A    | B  |

    Scenario: In a game of three, C takes A's Equipment on B's creature: its control changes from A to C
      # 212.2k: the Equipment's controller is its own; C, a third player, takes it from A, its controller, and it
      # stays on B's creature, which stays B's.
      Given the game has a third player C
      And B controls a creature "wolf" on the battlefield
      And A controls an Equipment "sword" on the battlefield
      And "sword" is attached to "wolf"
      When C takes control of "sword"
      Then "sword" is controlled by C
      And "wolf" is controlled by B
      And "sword" is attached to "wolf"
      And the last action caused exactly these events, in order:
        | type            | object | from | to |
        | control_changed | sword  | A    | C  |

    Scenario: A takes control of the Equipment A controls already: nothing changes, nothing is reported
      # 212.2k: the Equipment's controller and the creature's are each their own; A is the Equipment's controller
      # already, so its control does not change, nor the creature's.
      Given B controls a creature "wolf" on the battlefield
      And A controls an Equipment "sword" owned by B on the battlefield
      And "sword" is attached to "wolf"
      When A takes control of "sword"
      Then "sword" is controlled by A
      And "sword" is attached to "wolf"
      And "wolf" is controlled by B
      And the last action caused no events

  @MTG-10
  Rule: Only the Equipment's controller can play its ability; an ability it grants belongs to the creature's controller
    Comprehensive Rules 212.2k.

    Scenario: The controller of the equipped creature cannot play the Equipment's equip ability
      Given B controls a creature "wolf" on the battlefield
      And B controls a creature "hound" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And "sword" is attached to "wolf"
      And B has [1] in their mana pool
      And it is B's turn
      When B tries to activate the Equip ability of "sword" targeting "hound"
      Then the action is rejected as "not_controller"
      And nothing changed

    Scenario: The Equipment's controller plays its equip, not its owner
      # 212.2k: only the Equipment's controller can play its ability; A controls B's Equipment
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "axe" owned by B with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A activates the Equip ability of "axe" targeting "bear"
      Then the chain holds the Equip ability of "axe" targeting "bear"
      # 502.33a: "[cost]: Attach this Equipment": the cost is paid by A, for the Equipment's ability
      And the last action caused a cost paid event with player "A" and for "axe"

    Scenario: The Equipment's controller plays its equip while it equips another player's creature
      Given B controls a creature "wolf" on the battlefield
      And A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And "sword" is attached to "wolf"
      And A has [1] in their mana pool
      When A activates the Equip ability of "sword" targeting "bear"
      And the top of the chain resolves
      Then "sword" is attached to "bear"
      And "sword" was detached from "wolf"

    Scenario: A keyword the Equipment grants is the creature's, under its controller
      Given B controls a creature "wolf" on the battlefield
      And A controls an Equipment "cloak" with effect keyword Vigilance on the battlefield
      And "cloak" is attached to "wolf"
      Then "wolf" has the ability "Vigilance" from "cloak", controlled by B

    Scenario: An activated ability the Equipment grants is played by the creature's controller
      Given B controls an exhausted creature "wolf" on the battlefield
      And A controls an Equipment "cloak" with effect ability "[1]: Untap me" on the battlefield
      And "cloak" is attached to "wolf"
      And B has [1] in their mana pool
      And it is B's turn
      Then "wolf" has the ability "[1]: Untap me" from "cloak", controlled by B
      When B activates the ability "[1]: Untap me" of "wolf"
      Then B's mana pool is empty
      When the top of the chain resolves
      Then "wolf" is ready

    Scenario: The Equipment's controller cannot play the ability it grants to another player's creature
      Given B controls an exhausted creature "wolf" on the battlefield
      And A controls an Equipment "cloak" with effect ability "[2]: Untap me" on the battlefield
      And "cloak" is attached to "wolf"
      And A has [2] in their mana pool
      When A tries to activate the ability "[2]: Untap me" of "wolf"
      Then the action is rejected as "not_controller"
      And nothing changed

    Scenario: A takes control of B's Equipment and plays its equip the same turn
      # 212.2k: only the Equipment's controller can play its ability, and A controls it now; equip
      # asks for its [cost] only (502.33a), not for the Equipment to have been A's since the turn began.
      Given A controls a creature "bear" on the battlefield
      And B controls an Equipment "axe" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A takes control of "axe"
      And A activates the Equip ability of "axe" targeting "bear"
      And the top of the chain resolves
      Then "axe" is attached to "bear"
      And "axe" is controlled by A

    Scenario: B plays the ability A's Equipment grants B's creature, then A takes the creature: the ability still untaps it
      # 212.2k: only the creature's controller can play the ability, which B was as B played it; once played, the
      # ability exists on the stack apart from its source and stays B's (Comprehensive Rules 113.7a, 113.8); it has
      # no target to check again as it resolves (608.2b), and "me" is still the creature.
      Given B controls an exhausted creature "wolf" on the battlefield
      And A controls an Equipment "cloak" with effect ability "[1]: Untap me" on the battlefield
      And "cloak" is attached to "wolf"
      And B has [1] in their mana pool
      And it is B's turn
      When B activates the ability "[1]: Untap me" of "wolf"
      And A takes control of "wolf"
      And the top of the chain resolves
      Then "wolf" is ready
      And "wolf" is controlled by A
      And "cloak" is attached to "wolf"
      And B's mana pool is empty

    Scenario: An unattached Equipment does not have the ability it grants an equipped creature: its controller cannot play it
      # 212.2k: the Equipment adds the ability to the equipped creature ("Equipped creature has …"), for that
      # creature's controller; unattached, it equips no creature, and it does not have the ability itself: the
      # text is on the card, but does nothing until the card equips a creature. Either reason is right: the text
      # present but inactive ("inactive_ability", as Riftbound's 721.2 has it), or no such ability on the
      # Equipment ("no_such_ability": its static ability grants one only to a creature).
      Given A controls an exhausted Equipment "cloak" with effect ability "[1]: Untap me" on the battlefield
      And A has [1] in their mana pool
      When A tries to activate the ability "[1]: Untap me" of "cloak"
      Then the action is rejected as "inactive_ability" or "no_such_ability"
      And nothing changed

    Scenario: A tapped Equipment's granted ability is still the creature's: its controller plays it
      # 212.2k: the equipped creature has the ability the Equipment grants, and its controller plays it; whether the
      # Equipment is tapped is no condition of it (the ability has no tap symbol of the Equipment in its cost).
      Given B controls an exhausted creature "wolf" on the battlefield
      And A controls an exhausted Equipment "cloak" with effect ability "[1]: Untap me" on the battlefield
      And "cloak" is attached to "wolf"
      And B has [1] in their mana pool
      And it is B's turn
      Then "wolf" has the ability "[1]: Untap me" from "cloak", controlled by B
      When B activates the ability "[1]: Untap me" of "wolf"
      Then B's mana pool is empty
      When the top of the chain resolves
      Then "wolf" is ready
      And "cloak" is exhausted

    Scenario: In a game of three, C cannot play the equip of A's Equipment, though it is C's turn
      # 212.2k: only the Equipment's controller can play its ability; C controls neither it nor the creature it equips.
      Given the game has a third player C
      And it is C's turn
      And B controls a creature "wolf" on the battlefield
      And C controls a creature "stag" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And "sword" is attached to "wolf"
      And C has [1] in their mana pool
      When C tries to activate the Equip ability of "sword" targeting "stag"
      Then the action is rejected as "not_controller"
      And nothing changed

    Scenario: Two Equipment on one creature each grant their ability to it, under the creature's controller
      # 212.2k: an ability an Equipment grants the equipped creature is played by that creature's controller;
      # each Equipment attached to it grants its own (212.2g: several Equipment may be attached to a creature).
      Given B controls an exhausted creature "wolf" on the battlefield
      And A controls an Equipment "cloak" with effect keyword Vigilance on the battlefield
      And A controls an Equipment "mantle" with effect ability "[1]: Untap me" on the battlefield
      And "cloak" is attached to "wolf"
      And "mantle" is attached to "wolf"
      And B has [1] in their mana pool
      And it is B's turn
      Then "wolf" has the ability "Vigilance" from "cloak", controlled by B
      And "wolf" has the ability "[1]: Untap me" from "mantle", controlled by B
      When B activates the ability "[1]: Untap me" of "wolf"
      Then B's mana pool is empty
      When the top of the chain resolves
      Then "wolf" is ready

    Scenario: The ability an Equipment grants is the creature's: it is put on the stack, paid and resolved for the creature
      # 212.2k: the equipped creature has the ability the Equipment grants ("gains" or "has"); its controller, B,
      # plays it: it is the creature's ability that goes on the stack, whose cost is paid, and that resolves, not
      # an ability of A's Equipment.
      Given B controls an exhausted creature "wolf" on the battlefield
      And A controls an Equipment "cloak" with effect ability "[1]: Untap me" on the battlefield
      And "cloak" is attached to "wolf"
      And B has [1] in their mana pool
      And it is B's turn
      When B activates the ability "[1]: Untap me" of "wolf"
      Then the last action caused an ability put on chain event for "wolf"
      And the last action caused no ability put on chain event for "cloak"
      And the last action paid [1] for "wolf"
      And the last action caused a cost paid event with player "B" and for "wolf"
      When the top of the chain resolves
      Then the last action caused an ability resolved event for "wolf"
      And the last action caused no ability resolved event for "cloak"
      And "wolf" is ready

  @MTG-11
  Rule: Equip is an activated ability played only any time you could play a sorcery
    Comprehensive Rules 502.33a.

    Scenario: "Equip [2]" costs [2], paid as the ability is played, before it resolves
      # 502.33a: "Equip [cost]" means "[cost]: Attach this Equipment to target creature you control."
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" with Equip [2] on the battlefield
      And A has [3] in their mana pool
      When A activates the Equip ability of "sword" targeting "bear"
      Then A has [1] left in their mana pool
      # the cost is paid once, and the ability goes on the stack (the Riftbound neighbours' order of report)
      And the last action caused exactly these events, in order:
        | type                 | object | player | for   |
        | cost_paid            |        | A      | sword |
        | ability_put_on_chain | sword  |        |       |
      # only the [cost] is paid: the Equipment is not tapped for it
      And "sword" is ready
      And "sword" is not attached to anything
      When the top of the chain resolves
      Then "sword" is attached to "bear"
      And A has [1] left in their mana pool

    Scenario: "Equip [2]" cannot be played with [1] in the pool: its cost cannot be paid
      # 502.33a: the cost is that of an activated ability, paid to play it.
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" with Equip [2] on the battlefield
      And A has [1] in their mana pool
      When A tries to activate the Equip ability of "sword" targeting "bear"
      Then the action is rejected as "unpaid_cost"
      And nothing changed

    Scenario: Equip cannot be played on the opponent's turn
      Given B controls a creature "wolf" on the battlefield
      And B controls an Equipment "axe" with Equip [1] on the battlefield
      And B has [1] in their mana pool
      When B tries to activate the Equip ability of "axe" targeting "wolf"
      Then the action is rejected as "wrong_timing"
      And nothing changed

    Scenario: Equip cannot be played while the stack is not empty
      Given A controls a creature "bear" on the battlefield
      And A controls a creature "elk" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And A controls an Equipment "shield" with Equip [1] on the battlefield
      And A has [2] in their mana pool
      When A activates the Equip ability of "sword" targeting "bear"
      And A tries to activate the Equip ability of "shield" targeting "elk"
      Then the action is rejected as "wrong_timing"
      And nothing changed

    Scenario: Equip cannot be played outside a main phase, even on its controller's turn with the stack empty
      # Comprehensive Rules 307.1: a sorcery is played in a main phase of its controller's turn.
      Given it is A's beginning phase
      And A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A tries to activate the Equip ability of "sword" targeting "bear"
      Then the action is rejected as "wrong_timing"
      And nothing changed

    Scenario: Equip is the ability "Equip [cost]" prints: an Equipment printed without it has none to play
      # The sword has another activated ability, which is not an equip ability.
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" with ability "[1]: Untap me" on the battlefield
      And A has [1] in their mana pool
      When A tries to activate the Equip ability of "sword" targeting "bear"
      Then the action is rejected as "no_such_ability"
      And nothing changed

    Scenario: A tapped Equipment can play its equip: its cost has no tap symbol
      # 502.33a: "Equip [cost]" means "[cost]: Attach this Equipment to target creature you control."
      Given A controls a creature "bear" on the battlefield
      And A controls an exhausted Equipment "sword" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A activates the Equip ability of "sword" targeting "bear"
      Then A's mana pool is empty
      When the top of the chain resolves
      Then "sword" is attached to "bear"
      And "sword" is exhausted

    Scenario: Equip may target the creature the Equipment already equips: it is played, and the Equipment stays on it
      # 502.33a: the target is a creature you control, and the equipped creature is one.
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And "sword" is attached to "bear"
      And A has [1] in their mana pool
      When A activates the Equip ability of "sword" targeting "bear"
      Then A's mana pool is empty
      And the chain holds the Equip ability of "sword" targeting "bear"
      When the top of the chain resolves
      # 701.3b: attaching an Equipment to the object it is already attached to does nothing: the
      # ability resolves, and the Equipment is neither unattached nor attached again.
      Then the last action caused exactly these events, in order:
        | type             | object | ability |
        | ability_resolved | sword  | equip   |
      And "sword" is attached to "bear"
      And "bear" carries "sword"
      # 502.33a: "[cost]: Attach…": the cost was paid as the ability was played; its doing nothing gives none back.
      And A's mana pool is empty

    Scenario: A creature played this turn is a creature A controls: it can be equipped
      # 502.33a: "target creature you control", any time you could play a sorcery; summoning sickness bars a
      # creature's attacks and tap abilities, not its being the target of an equip.
      Given A has a creature "bear" in their hand
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A plays "bear"
      And A activates the Equip ability of "sword" targeting "bear"
      Then the chain holds the Equip ability of "sword" targeting "bear"
      When the top of the chain resolves
      Then "sword" is attached to "bear"

    Scenario: A tapped creature can be equipped: equip's target need not be untapped
      # 502.33a: "target creature you control"; nothing in equip taps the creature or asks it to be untapped.
      Given A controls an exhausted creature "bear" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A activates the Equip ability of "sword" targeting "bear"
      And the top of the chain resolves
      Then "sword" is attached to "bear"
      And "bear" is exhausted
      And "sword" is ready

    Scenario: An Equipment played this turn plays its equip at once
      # 502.33a: equip has no tap symbol in its cost, and the Equipment is no creature: summoning sickness has
      # nothing to bar; it is played any time its player could play a sorcery.
      Given A controls a creature "bear" on the battlefield
      And A has an Equipment "sword" with Equip [1] in their hand
      And A has [1] in their mana pool
      When A plays "sword"
      And A activates the Equip ability of "sword" targeting "bear"
      And the top of the chain resolves
      Then "sword" is attached to "bear"
      And A's mana pool is empty

    Scenario: One Equipment equips twice in one turn, paid each time: it ends on the second creature
      # 502.33a: equip is played any time its player could play a sorcery, as often as its cost is paid; the
      # second equip moves the Equipment off the first creature (212.2h).
      Given A controls a creature "bear" on the battlefield
      And A controls a creature "elk" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And A has [2] in their mana pool
      When A activates the Equip ability of "sword" targeting "bear"
      And the top of the chain resolves
      And A activates the Equip ability of "sword" targeting "elk"
      And the top of the chain resolves
      Then "sword" is attached to "elk"
      And "bear" carries nothing
      And A's mana pool is empty

    Scenario: A borrowed Equipment plays its equip on its controller's turn, not its owner's
      # 502.33a: "any time you could play a sorcery": "you" is the player who plays the ability, the
      # Equipment's controller (212.2k), here A, in A's main phase with the stack empty.
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" owned by B with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A activates the Equip ability of "sword" targeting "bear"
      And the top of the chain resolves
      Then "sword" is attached to "bear"
      And "sword" is controlled by A

    Scenario: An equip left above another on the stack resolves and moves its Equipment: its timing is for playing it
      # 502.33a: "Play this ability only any time you could play a sorcery" restricts when it is played; once
      # on the stack it resolves like any ability, whatever is beneath it.
      Given A controls a creature "bear" on the battlefield
      And A controls a creature "elk" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And A controls an Equipment "shield" with Equip [1] on the battlefield
      And A's Equip ability of "shield" targeting "elk" is on the chain
      And A's Equip ability of "sword" targeting "bear" is on the chain
      When the top of the chain resolves
      Then "sword" is attached to "bear"
      And "shield" is not attached to anything
      And the chain holds the Equip ability of "shield" targeting "elk"

    Scenario: Equip cannot be played in the ending phase of its controller's turn
      # 502.33a: only any time its controller could play a sorcery; Comprehensive Rules 307.1: a sorcery is played
      # in a main phase of its controller's turn, with the stack empty, and the ending phase is after the main phase.
      Given it is A's ending phase
      And A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A tries to activate the Equip ability of "sword" targeting "bear"
      Then the action is rejected as "wrong_timing"
      And nothing changed

    Scenario: Equip has one target: played with two creatures as its targets, it is refused
      # 502.33a: "Attach this Equipment to target creature you control": one target; two creatures named are no
      # legal choice of its targets (Comprehensive Rules 601.2c), and nothing is paid.
      Given A controls a creature "bear" on the battlefield
      And A controls a creature "elk" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A tries to activate the Equip ability of "sword" targeting "bear" and "elk"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: Equip is played with its target: played with none, it is refused, and no creature is chosen for it
      # 502.33a: "target creature you control": the player chooses the target as they play the ability
      # (Comprehensive Rules 601.2c, 602.2b); without one it cannot be played, and the engine chooses none for them.
      Given B controls a creature "wolf" on the battlefield
      And B controls an Equipment "axe" with Equip [1] on the battlefield
      And it is B's turn
      And B has [1] in their mana pool
      When B tries to activate the Equip ability of "axe"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: Equip cannot be played while another player's ability waits on the stack
      # 502.33a: only any time its player could play a sorcery: the stack empty, whoever controls what is on it
      # (Comprehensive Rules 307.1).
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" with Equip [1] on the battlefield
      And A has [1] in their mana pool
      And B controls a creature "wolf" on the battlefield
      And B controls an Equipment "axe" with Equip [1] on the battlefield
      And B's Equip ability of "axe" targeting "wolf" is on the chain
      When A tries to activate the Equip ability of "sword" targeting "bear"
      Then the action is rejected as "wrong_timing"
      And nothing changed

  @MTG-12
  Rule: With several equip abilities, any of them may be used
    Comprehensive Rules 502.33c.

    Scenario: The cheaper second equip ability is used
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" with Equip [3] and Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A activates the second Equip ability of "sword" targeting "bear"
      Then the action is accepted
      And A's mana pool is empty
      When the top of the chain resolves
      Then "sword" is attached to "bear"

    Scenario: Each equip ability costs its own cost
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" with Equip [3] and Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A tries to activate the first Equip ability of "sword" targeting "bear"
      Then the action is rejected as "unpaid_cost"
      And nothing changed

    Scenario: Only the equip abilities the Equipment has can be played: there is no third one
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" with Equip [3] and Equip [1] on the battlefield
      And A has [3] in their mana pool
      When A tries to activate the third Equip ability of "sword" targeting "bear"
      Then the action is rejected as "no_such_ability"
      And nothing changed

    Scenario: Two equip abilities of the same cost are two abilities: the second one can be used
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" with Equip [2] and Equip [2] on the battlefield
      And A has [2] in their mana pool
      When A activates the second Equip ability of "sword" targeting "bear"
      Then the action is accepted
      And A's mana pool is empty
      When the top of the chain resolves
      Then "sword" is attached to "bear"

    Scenario: Once one equip ability has been used, the other can be used the same turn
      # 502.33c: any of its equip abilities may be used; 502.33a sets no limit on them but sorcery timing.
      Given A controls a creature "bear" on the battlefield
      And A controls a creature "elk" on the battlefield
      And A controls an Equipment "sword" with Equip [3] and Equip [1] on the battlefield
      And A has [4] in their mana pool
      When A activates the second Equip ability of "sword" targeting "bear"
      And the top of the chain resolves
      Then "sword" is attached to "bear"
      When A activates the first Equip ability of "sword" targeting "elk"
      Then A's mana pool is empty
      When the top of the chain resolves
      Then "sword" is attached to "elk"
      And "bear" carries nothing

    Scenario: An Equipment with three equip abilities: the third one is used
      # 502.33c: with several equip abilities, any of them may be used, the third as well as the first two.
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" with Equip [3], Equip [2] and Equip [1] on the battlefield
      And A has [1] in their mana pool
      When A activates the third Equip ability of "sword" targeting "bear"
      Then the action is accepted
      And A's mana pool is empty
      When the top of the chain resolves
      Then "sword" is attached to "bear"

    Scenario: The second equip ability played pays its own cost, and that cost is reported
      # 502.33c: each equip ability is an ability of its own, with its own [cost]; 502.33a: the cost is paid as the
      # ability is played. Playing the second, Equip [1], pays [1], not the first's [3].
      Given A controls a creature "bear" on the battlefield
      And A controls an Equipment "sword" with Equip [3] and Equip [1] on the battlefield
      And A has [3] in their mana pool
      When A activates the second Equip ability of "sword" targeting "bear"
      Then the last action paid [1] for "sword"
      And A has [2] left in their mana pool
      When the top of the chain resolves
      Then "sword" is attached to "bear"
