Feature: Gear — playing Equipment and the Equip ability
  Equip is an activated ability: its controller chooses to use it, pays its cost, targets a unit
  they control, and respects its timing; the Equipment attaches when the ability resolves.
  Source: the French ruling text « Objets : contrôle, texte copié et réattachement » (features/sources/GEAR.fr.txt).

  Background:
    Given a Riftbound game between A and B with battlefields "bf1"

  @GEAR-17
  Rule: Playing Equipment the normal way does not attach it
    Core Rules 359.2.d, 149.1 (gear enters ready), 148.1.a (gear is played to its controller's base).

    Scenario: A played Equipment enters its controller's base, ready and unattached
      Given A controls a unit "garen" with might 4 in their base
      And A has an Equipment "blade" with might bonus 2 and Equip [1] in their hand
      When A plays "blade"
      Then the action is accepted
      And the last action caused exactly these events, in order:
        | type         | object | from | to     | player |
        | zone_changed | blade  | hand | board  |        |
        | card_played  | blade  |      | base:A | A      |
      And "blade" is in A's base
      And "blade" is not attached to anything
      And "blade" is ready
      And "garen" has might 4
      And "garen" carries nothing

    Scenario: Played while its player's only unit is at a battlefield, the Equipment still enters the base
      # 148.1.a: gear is played to its controller's base; it is not put beside a unit to be equipped there.
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A has an Equipment "blade" with might bonus 2 and Equip [1] in their hand
      When A plays "blade"
      Then the last action caused exactly these events, in order:
        | type         | object | from | to     | player |
        | zone_changed | blade  | hand | board  |        |
        | card_played  | blade  |      | base:A | A      |
      And "blade" is in A's base
      And "blade" is not attached to anything
      And "garen" has might 4
      And "garen" carries nothing

    Scenario: Playing a real Equipment pays its cost and attaches nothing
      Given B controls a unit "darius" with might 3 in their base
      And B has a Guardian Angel (SFD-051) "angel" in their hand
      And B has [3] in their rune pool
      And it is B's turn
      When B plays "angel"
      Then "angel" is in B's base
      And "angel" is ready
      And the last action caused exactly these events, in order:
        | type         | object | player | for   | from | to     |
        | cost_paid    |        | B      | angel |      |        |
        | zone_changed | angel  |        |       | hand | board  |
        | card_played  | angel  | B      |       |      | base:B |
      And "angel" is not attached to anything
      And B has [1] left in their rune pool
      And "darius" has might 3

    Scenario: Without the energy its cost asks, the real Equipment cannot be played
      # 359.3: playing a card pays its cost; Guardian Angel costs [2].
      Given B has a Guardian Angel (SFD-051) "angel" in their hand
      And B has [1] in their rune pool
      And it is B's turn
      When B tries to play "angel"
      Then the action is rejected as "unpaid_cost"
      And nothing changed

    Scenario: An Equipment is played from the hand only: one in the trash cannot be played the normal way
      # 359: a card is played from its owner's hand.
      Given A has an Equipment "blade" with might bonus 2 in their trash
      When A tries to play "blade"
      Then the action is rejected as "wrong_zone"
      And nothing changed

    Scenario: An Equipment still in the hand cannot be attached by an effect: it is played first
      # 434.1: an attachment links two cards on the board; from the hand, a card is played (359).
      Given A controls a unit "garen" with might 4 in their base
      And A has an Equipment "blade" with might bonus 2 in their hand
      When A tries to attach "blade" to "garen"
      Then the action is rejected as "not_on_board"
      And nothing changed

    Scenario: A card is played from its player's own hand: A cannot play the Equipment in B's hand
      # 359: a player plays cards from their own hand; it is A's turn and A could pay the cost.
      Given A controls a unit "garen" with might 4 in their base
      And B has a Guardian Angel (SFD-051) "angel" in their hand
      And A has [3] in their rune pool
      When A tries to play "angel"
      Then the action is rejected as "not_controller"
      And nothing changed

    Scenario: Played the normal way, an Equipment chooses no unit: naming one to attach it to is illegal
      # 359.2: a unit or gear played the normal way has no target; the card text has none either.
      Given A controls a unit "garen" with might 4 in their base
      And A has an Equipment "blade" with might bonus 2 and Equip [1] in their hand
      When A tries to play "blade" targeting "garen"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: A pool holding exactly the Equipment's cost pays it: Guardian Angel played with [2], nothing left
      # 203: the cost is paid from the pool, which may hold just that much; SFD-051 costs 2 Energy.
      Given A controls a unit "garen" with might 4 in their base
      And A has a Guardian Angel (SFD-051) "angel" in their hand
      And A has [2] in their rune pool
      When A plays "angel"
      Then "angel" is in A's base
      And "angel" is not attached to anything
      And A's rune pool is empty

  @GEAR-18
  Rule: Equip is an activated ability: pay its cost, target a unit you control, respect its timing
    Core Rules 818.1-818.1.b, 151.2, 191.4.a, 203.

    Scenario: Activating Equip pays its cost and puts it on the chain
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1][O] in their base
      And A has [2][O] in their rune pool
      When A activates the Equip ability of "blade" targeting "garen"
      Then the action is accepted
      And the chain holds the Equip ability of "blade" targeting "garen"
      And A has [1] left in their rune pool
      And the last action caused a cost paid event
      And the last action caused an ability put on chain event for "blade"
      And the last action caused no attach event

    Scenario: On their own turn, B pays B's Equip cost and targets a unit B controls at a battlefield
      Given B controls a unit "vi" with might 2 at battlefield "bf1"
      And B controls an Equipment "gauntlet" with might bonus 3 and Equip [2] in their base
      And B has [3] in their rune pool
      And it is B's turn
      When B activates the Equip ability of "gauntlet" targeting "vi"
      Then the chain holds the Equip ability of "gauntlet" targeting "vi"
      And B has [1] left in their rune pool
      And the last action caused exactly these events, in order:
        | type                 | object   | player | for      |
        | cost_paid            |          | B      | gauntlet |
        | ability_put_on_chain | gauntlet |        |          |

    Scenario: Equip cannot target a unit you do not control
      Given A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A has [1] in their rune pool
      When A tries to activate the Equip ability of "blade" targeting "darius"
      Then the action is rejected as "illegal_target"
      # 818.1.b: "Attach this to a unit you control"
      And the rejection cites rule 818.1.b
      And nothing changed

    Scenario: Equip costs what the Equipment's own text makes it
      # 818.1.c.5: what the card's own text changes of its Equip cost counts when it is activated
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "sword" with might bonus 2, Equip [2][O] and an Equip cost [1] less in their base
      And A has [1][O] in their rune pool
      When A activates the Equip ability of "sword" targeting "garen"
      Then A's rune pool is empty

    Scenario: Equip cannot target a unit you own while your opponent controls it
      Given A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And B controls a unit "stolen" owned by A with might 2 in their base
      And A has [1] in their rune pool
      When A tries to activate the Equip ability of "blade" targeting "stolen"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: Equip cannot be activated without paying its cost
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1][G] in their base
      And A has [3] in their rune pool
      When A tries to activate the Equip ability of "blade" targeting "garen"
      Then the action is rejected as "unpaid_cost"
      And nothing changed

    Scenario: Equip cannot be activated on the opponent's turn
      Given B controls a unit "darius" with might 3 in their base
      And B controls an Equipment "axe" with might bonus 1 and Equip [1] in their base
      And B has [1] in their rune pool
      And it is A's turn
      When B tries to activate the Equip ability of "axe" targeting "darius"
      Then the action is rejected as "wrong_timing"
      And nothing changed

    Scenario: Equip cannot be activated outside the Main Phase
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A has [1] in their rune pool
      And it is A's beginning phase
      When A tries to activate the Equip ability of "blade" targeting "garen"
      Then the action is rejected as "wrong_timing"
      And nothing changed

    Scenario: Only the Equipment's controller can activate its Equip ability
      Given B controls a unit "darius" with might 3 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And B has [1] in their rune pool
      And it is B's turn
      When B tries to activate the Equip ability of "blade" targeting "darius"
      Then the action is rejected as "not_controller"
      And nothing changed

    Scenario: Equip targets a unit you control: a gear you control is not a unit
      Given A controls a gear "anvil" in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A has [1] in their rune pool
      When A tries to activate the Equip ability of "blade" targeting "anvil"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: Equip targets a unit on the board: A's unit in the trash is none
      Given A has a unit "garen" with might 4 in their trash
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A has [1] in their rune pool
      When A tries to activate the Equip ability of "blade" targeting "garen"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: Equip is used from the board: an Equipment in the hand cannot activate it
      Given A controls a unit "garen" with might 4 in their base
      And A has an Equipment "blade" with might bonus 2 and Equip [1] in their hand
      And A has [1] in their rune pool
      When A tries to activate the Equip ability of "blade" targeting "garen"
      Then the action is rejected as "not_on_board"
      And nothing changed

    Scenario: Guardian Angel's printed Equip costs [G]: B pays it and the Angel attaches on resolution
      # Card text of Guardian Angel (SFD-051): "[Equip] [G]".
      Given B controls a unit "darius" with might 3 in their base
      And B controls a Guardian Angel (SFD-051) "angel" in their base
      And B has [1][R][G] in their rune pool
      And it is B's turn
      When B activates the Equip ability of "angel" targeting "darius"
      Then the chain holds the Equip ability of "angel" targeting "darius"
      And B has [1][R] left in their rune pool
      When the top of the chain resolves
      Then "angel" is attached to "darius"
      And "darius" has might 4

    Scenario: Guardian Angel's Equip needs [G]: Energy and Power of another domain do not pay it
      Given B controls a unit "darius" with might 3 in their base
      And B controls a Guardian Angel (SFD-051) "angel" in their base
      And B has [2][R][O] in their rune pool
      And it is B's turn
      When B tries to activate the Equip ability of "angel" targeting "darius"
      Then the action is rejected as "unpaid_cost"
      And nothing changed

    Scenario: An Equip cost of [A] is paid with Power of any domain
      # [A] is one Power of any domain (134.2, 135.2.e); A's pool has Power of one domain only.
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1][A] in their base
      And A has [2][O][O] in their rune pool
      When A activates the Equip ability of "blade" targeting "garen"
      Then A has [1][O] left in their rune pool

    Scenario: An Equip cost of [A] needs Power: Energy alone does not pay it
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1][A] in their base
      And A has [3] in their rune pool
      When A tries to activate the Equip ability of "blade" targeting "garen"
      Then the action is rejected as "unpaid_cost"
      And nothing changed

    Scenario: An Equip cost of Energy only leaves the pool's Power untouched
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [2] in their base
      And A has [3][G][O] in their rune pool
      When A activates the Equip ability of "blade" targeting "garen"
      Then A has [1][G][O] left in their rune pool

    Scenario: An exhausted Equipment can use its Equip: the cost is what it prints, with no exhaust
      # 818.1: the Equip cost is the printed one ([1] here), with no [E] in it (414.4); 434.5: the attach
      # changes no ready state, so the Equipment stays exhausted.
      Given A controls a unit "garen" with might 4 in their base
      And A controls an exhausted Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A has [1] in their rune pool
      When A activates the Equip ability of "blade" targeting "garen"
      Then A's rune pool is empty
      When the top of the chain resolves
      Then "blade" is attached to "garen"
      And "blade" is exhausted
      And "garen" has might 6

    Scenario: Equip can target an exhausted unit its player controls
      # 818.1.b: the target is a unit you control, ready or exhausted; 434.5: the attach readies nothing.
      Given B controls an exhausted unit "darius" with might 3 at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 1 and Equip [2] in their base
      And B has [2] in their rune pool
      And it is B's turn
      When B activates the Equip ability of "axe" targeting "darius"
      And the top of the chain resolves
      Then "axe" is attached to "darius"
      And "axe" is at battlefield "bf1"
      And "darius" is exhausted
      And "darius" has might 4

    Scenario: Equip cannot be activated while the chain holds an ability: a gear's ability needs an Open State
      # 151.2, 381: without [Action] or [Reaction], a gear's activated ability is used in its controller's
      # Main Phase in an Open State; the Equip ability waiting on the chain makes the state Closed.
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A controls an Equipment "shield" with might bonus 1 and Equip [1] in their base
      And A has [1] in their rune pool
      And A's Equip ability of "shield" targeting "lux" is on the chain
      When A tries to activate the Equip ability of "blade" targeting "garen"
      Then the action is rejected as "wrong_timing"
      And nothing changed

    Scenario: In a game of three, Equip cannot target the third player's unit either
      # 818.1.b: the target is a unit you control; every other player's unit is refused, not only the next player's.
      Given the game has a third player C
      And A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And C controls a unit "sion" with might 5 in their base
      And A has [1] in their rune pool
      When A tries to activate the Equip ability of "blade" targeting "sion"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: A takes B's unit at a battlefield, then equips it: it is a unit A controls now
      # 818.1.b: the target is a unit you control as the Equip is activated; control is who controls it then (GEAR-11).
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A has [1] in their rune pool
      When A takes control of "darius"
      And A activates the Equip ability of "blade" targeting "darius"
      Then the chain holds the Equip ability of "blade" targeting "darius"
      When the top of the chain resolves
      Then "blade" is attached to "darius"
      And "darius" has might 5
      And "darius" is controlled by A

    Scenario: B controls A's Equipment: B may use its Equip; A, who only owns it, may not
      # 377, 191.4.a: an object's abilities are its controller's to use; owning the card gives none of them.
      Given A controls a unit "garen" with might 4 in their base
      And B controls a unit "darius" with might 3 in their base
      And B controls an Equipment "axe" owned by A with might bonus 1 and Equip [1] in their base
      And A has [1] in their rune pool
      When A tries to activate the Equip ability of "axe" targeting "garen"
      Then the action is rejected as "not_controller"
      And nothing changed

    Scenario: The counter-case: on B's turn, B, who controls A's Equipment, equips it to B's unit
      Given B controls a unit "darius" with might 3 in their base
      And B controls an Equipment "axe" owned by A with might bonus 1 and Equip [1] in their base
      And it is B's turn
      And B has [1] in their rune pool
      When B activates the Equip ability of "axe" targeting "darius"
      And the top of the chain resolves
      Then "axe" is attached to "darius"
      And "darius" has might 4

  @GEAR-19
  Rule: Paying the Equip cost is not the attach event: the Equipment attaches when the ability resolves
    Core Rules 818.1.b, 377.3, 398-406, 359.3.e (a target no longer legal on resolution).

    Scenario: The Equipment is attached only once the ability resolves
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A has [1] in their rune pool
      When A activates the Equip ability of "blade" targeting "garen"
      Then "blade" is not attached to anything
      And "garen" has might 4
      When the top of the chain resolves
      Then "blade" is attached to "garen"
      And "garen" has might 6
      And the chain is empty
      And the last action caused exactly these events, in order:
        | type             | object | ability | to    |
        | ability_resolved | blade  | equip   |       |
        | attach           | blade  |         | garen |

    Scenario: If the target changed control before resolution, nothing attaches
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A has [1] in their rune pool
      When A activates the Equip ability of "blade" targeting "garen"
      And B takes control of "garen"
      And the top of the chain resolves
      Then "blade" is not attached to anything
      And "blade" is in A's base
      And "garen" has might 4
      And A's rune pool is empty
      And the last action caused exactly these events, in order:
        | type            | object | ability |
        | ability_fizzled | blade  | equip   |

    Scenario: Once the Equip ability has resolved it has left the chain: there is nothing more to resolve
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A has [1] in their rune pool
      When A activates the Equip ability of "blade" targeting "garen"
      And the top of the chain resolves
      Then "blade" is attached to "garen"
      When A tries to resolve the top of the chain
      Then the action is rejected as "nothing_to_resolve"
      And nothing changed

    Scenario: An Equip ability already on the chain, its cost paid, attaches the Equipment only as it resolves
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A's Equip ability of "blade" targeting "garen" is on the chain
      Then "blade" is not attached to anything
      And the chain holds the Equip ability of "blade" targeting "garen"
      When the top of the chain resolves
      Then "blade" is attached to "garen"
      And "garen" has might 6
      And the chain is empty
      And the last action caused exactly these events, in order:
        | type             | object | ability | to    |
        | ability_resolved | blade  | equip   |       |
        | attach           | blade  |         | garen |

    Scenario: Two Equip abilities on the chain: each attaches its Equipment only as it resolves, the top one first
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls a unit "lux" with might 2 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A controls an Equipment "shield" with might bonus 1 and Equip [1] in their base
      And A's Equip ability of "blade" targeting "garen" is on the chain
      And A's Equip ability of "shield" targeting "lux" is on the chain
      When the top of the chain resolves
      Then "shield" is attached to "lux"
      And "blade" is not attached to anything
      And "lux" has might 3
      And the chain holds the Equip ability of "blade" targeting "garen"
      When the top of the chain resolves
      Then "blade" is attached to "garen"
      And "blade" is at battlefield "bf1"
      And "garen" has might 6
      And the chain is empty

    Scenario: While the Equip waits on the chain the Equipment stays in its base; it joins the unit at its battlefield as it attaches
      # GEAR-19: paying is not the attach: until the ability resolves nothing happens to the Equipment; 434.4: the
      # attach relocates it. Sent ahead, it would be non-unit gear at a battlefield, and recalled (323.7).
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A has [1] in their rune pool
      When A activates the Equip ability of "blade" targeting "garen"
      Then "blade" is in A's base
      And "blade" is not attached to anything
      And the last action caused no recall event
      When the top of the chain resolves
      Then "blade" is attached to "garen"
      And "blade" is at battlefield "bf1"
      And "garen" has might 6

  @GEAR-20
  Rule: The printed Equip ability of attached Equipment is inactive
    Core Rules 718.2, 721.1-721.2, 135.4.

    Scenario: Attached Equipment cannot use its own Equip to move to another unit
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And "blade" is attached to "garen"
      And A has [2] in their rune pool
      When A tries to activate the Equip ability of "blade" targeting "lux"
      Then the action is rejected as "inactive_ability"
      And nothing changed
      And the Equip ability of "blade" is inactive
      And the rules text of "blade" is inactive

    Scenario: Once detached, its Equip ability is active again
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And "blade" is attached to "garen"
      And A has [1] in their rune pool
      When A detaches "blade"
      Then the Equip ability of "blade" is active
      When A activates the Equip ability of "blade" targeting "lux"
      And the top of the chain resolves
      Then "blade" is attached to "lux"
      And "lux" has might 4

    Scenario: Left on the board by its unit's death, the Equipment's Equip is active again
      # 719.5.a: the unit leaving the board detaches the Equipment, which stays; 718.2: inactive only while attached.
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And "blade" is attached to "garen"
      And A has [1] in their rune pool
      When B kills "garen"
      Then "blade" is not attached to anything
      And the Equip ability of "blade" is active
      When A activates the Equip ability of "blade" targeting "lux"
      Then the action is accepted
      When the top of the chain resolves
      Then "blade" is attached to "lux"
      And "lux" has might 4

    Scenario: Its inactive Equip cannot be activated even toward the unit it is already on
      # 721.2: inactive text cannot be activated, whatever it would target.
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 1 and Equip [1] at battlefield "bf1"
      And "axe" is attached to "darius"
      And B has [1] in their rune pool
      And it is B's turn
      When B tries to activate the Equip ability of "axe" targeting "darius"
      Then the action is rejected as "inactive_ability"
      And nothing changed

    Scenario: Attached to an opponent's unit, the Equipment cannot use its Equip to come back either
      # 718.2, 721.2: its printed Equip is inactive while it is attached, whoever controls the unit.
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] at battlefield "bf1"
      And "blade" is attached to "darius"
      And A has [1] in their rune pool
      When A tries to activate the Equip ability of "blade" targeting "garen"
      Then the action is rejected as "inactive_ability"
      And nothing changed

    Scenario: An attached Equipment with two Equip abilities can use neither to move to another unit
      # 718.2, 818.4: each Equip instance is printed rules text, inactive while the card is attached.
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And A controls an Equipment "blade" with might bonus 2, Equip [1] and Equip [2] in their base
      And "blade" is attached to "garen"
      And A has [3] in their rune pool
      When A tries to activate the second Equip ability of "blade" targeting "lux"
      Then the action is rejected as "inactive_ability"
      And nothing changed
      When A tries to activate the first Equip ability of "blade" targeting "lux"
      Then the action is rejected as "inactive_ability"
      And nothing changed

  @GEAR-18
  Rule: An Equipment's "This's Equip costs less" changes its own Equip only
    Core Rules 818.1.c.5, 203; the catalogue ruling GEAR-18 (you pay the Equip cost of the ability you activate).

    Scenario: Another Equipment's cheaper Equip does not make this one cheaper
      # 818.1.c.5: "This's Equip costs [1] less" is the card's own cost change; "axe" pays its full Equip [1][O].
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "sword" with might bonus 2, Equip [2][O] and an Equip cost [1] less in their base
      And A controls an Equipment "axe" with might bonus 1 and Equip [1][O] in their base
      And A has [1][O] in their rune pool
      When A activates the Equip ability of "axe" targeting "garen"
      Then A's rune pool is empty
      When the top of the chain resolves
      Then "axe" is attached to "garen"
      And "sword" is not attached to anything
