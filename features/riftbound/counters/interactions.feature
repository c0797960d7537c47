Feature: Counters and buffs — rulings combined: type changes, Equipment, copies through the Spectacles, tokens
  The counter rulings taken with the gear rulings: a buffed unit that stops being a unit, an
  Equipment's counters when its unit dies or it is killed itself, the Spectacles' copies and
  buffs, tokens, and control going back and forth.
  Source: the French ruling text « Suivre les compteurs » (features/sources/BUFF.fr.txt).

  Background:
    Given a Riftbound game between A and B with battlefields "bf1" and "bf2"

  @BUFF-05
  Rule: A buff is spent only from a unit: a unit that became a gear keeps its buff, but it cannot be spent nor added to
    Core Rules 702.2.b, 426.1, 124.2, 137.3.b.

    Scenario: A buffed unit that becomes a gear keeps its buff, and has no Might
      Given A controls a unit "drone" with might 3 in their base
      And "drone" has a buff
      And A has a spell "hex" with text "A unit becomes a gear." in their hand
      When A plays "hex" targeting "drone"
      And the top of the chain resolves
      Then "drone" has no Might
      And "drone" has a buff

    Scenario: The buff of a unit that became a gear cannot be spent, even as an effect allows
      Given A controls a unit "drone" with might 3 in their base
      And "drone" has a buff
      And A has a spell "hex" with text "A unit becomes a gear." in their hand
      When A plays "hex" targeting "drone"
      And the top of the chain resolves
      And A tries to spend the buffs of "drone" as an effect allows
      Then the action is rejected as "illegal_target"
      And "drone" has a buff

    Scenario: A unit that became a gear cannot be buffed
      Given A controls a unit "drone" with might 3 in their base
      And A has a spell "hex" with text "A unit becomes a gear." in their hand
      When A plays "hex" targeting "drone"
      And the top of the chain resolves
      And A tries to buff "drone"
      Then the action is rejected as "illegal_target"
      And "drone" has no buff

  @BUFF-04
  Rule: A buff moved onto an object that cannot carry one lands nowhere and ceases to exist
    Core Rules 747, 702.3, 426.1.

    Scenario: A buff moved from a unit onto an Equipment is on neither
      Given A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      And "garen" has a buff
      When A moves the buff from "garen" to "blade"
      Then "garen" has no buff
      And "blade" has no buff
      And "garen" has might 3

    Scenario: The buff moved onto an Equipment is reported removed from the unit it left, and moved nowhere
      # 746: the counter is first on the first object; a buff cannot be put on an Equipment (702.3, 426.1: buffs
      # are on units), so it lands nowhere; 747: removed from garen without being put on another object, it
      # ceases to exist. The Equipment never had it: nothing is removed from it.
      Given A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      And "garen" has a buff
      When A moves the buff from "garen" to "blade"
      Then the last action caused exactly these events, in order:
        | type            | object | counter |
        | counter_removed | garen  | buff    |
      And "garen" has no buff
      And "blade" has no buff

  @BUFF-01
  Rule: An Equipment's counters stay with it while it stays on the board: detached by its unit's death and recalled home
    Core Rules 719.5, 323.7, 458, 124.

    Scenario: A's Equipment with counters on B's unit killed at a battlefield goes home with its counters
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 1 at battlefield "bf1"
      And "blade" is attached to "darius"
      And "blade" has 2 charge counters
      When A kills "darius"
      Then "blade" is in A's base
      And "blade" has 2 charge counters
      And "blade" is not attached to anything

  @BUFF-10
  Rule: The object that leaves the board loses its counters; what was attached to it, or carried it, keeps its own
    Core Rules 124.1, 748, 719.5, 435.1.d-e.

    Scenario: A buffed, equipped unit banished and returned comes back with neither its buff nor its Equipment
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      And "garen" has a buff
      When A banishes "garen"
      Then "blade" is not attached to anything
      And "blade" is in A's base
      When A returns "garen" to the board
      Then "garen" has no buff
      And "garen" has might 3
      And "garen" carries nothing

    Scenario: An Equipment with counters killed by a spell loses its counters; its unit only loses its bonus
      Given A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      And "blade" is attached to "garen"
      And "blade" has 3 charge counters
      And B has a spell "smash" with keyword Reaction and text "Kill an Equipment." in their hand
      When B plays "smash" targeting "blade"
      And the top of the chain resolves
      Then "blade" is in the trash
      And "blade" has 0 charge counters
      And "garen" has might 3
      And "garen" is not the Top-Most Card

    @requires-tokens
    Scenario: A buffed Sand Soldier token killed ceases to exist, buff and all
      Given B controls a Sand Soldier token "soldier" at battlefield "bf1"
      And "soldier" has a buff
      When A kills "soldier"
      Then "soldier" no longer exists

  @BUFF-11
  Rule: The buff survives the recall and disappears on a kill as on a banishment; the returned unit has no counter of any kind
    Core Rules 124, 124.1, 458, 748.

    Scenario: B's unit buffed at a battlefield is recalled with its buff, then killed and returned with no counter
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And "darius" has a buff
      And "darius" has 2 charge counters
      When B recalls "darius"
      Then "darius" has a buff
      And "darius" has 2 charge counters
      When A kills "darius"
      And B returns "darius" to the board
      Then "darius" has no buff
      And "darius" has 0 charge counters
      And "darius" has might 3

  @BUFF-07
  Rule: The buff of a unit taken and taken back is its controller's of the moment to spend
    Core Rules 745.2, 749, 702.2.b.

    Scenario: B takes A's buffed unit, then A takes it back: A cannot spend the buff meanwhile, and can afterwards
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And "garen" has a buff
      When B takes control of "garen"
      Then the last action placed no counter
      When A tries to spend the buffs of "garen" as an effect allows
      Then the action is rejected as "not_controller"
      When A takes control of "garen"
      Then "garen" has a buff
      And "garen" has might 4
      When A spends the buffs of "garen" as an effect allows
      Then "garen" has no buff

  @BUFF-09 @requires-copy
  Rule: The Spectacles' copy moves no buff: the host keeps its own and gets none of its model's
    Core Rules 477.1.b.1.a, 725.1, 124.2.

    Scenario: A buffed unit the Spectacles make a copy of an unbuffed unit keeps its own buff
      # hulk's 5 and soldier's own buff: 6.
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "hulk" with might 5 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And "soldier" has a buff
      When A attaches "specs" to "soldier" choosing "hulk"
      Then "soldier" has a buff
      And "soldier" has might 6
      And "hulk" has no buff

    Scenario: An unbuffed unit the Spectacles make a copy of a buffed unit gets no buff
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "hulk" with might 5 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And "hulk" has a buff
      When A attaches "specs" to "soldier" choosing "hulk"
      Then "soldier" has no buff
      And "soldier" has might 5
      And "hulk" has might 6

  @BUFF-08 @requires-copy @requires-tokens
  Rule: A copy of a token copies its traits, not its being a token
    Core Rules 477.1.b.1.a, 185.1.a, 186.1.

    Scenario: A unit that becomes a copy of a Sand Soldier token is named and sized as one, but is a card: killed, it goes to the trash
      Given A controls a unit "garen" with might 4 in their base
      And A controls a Sand Soldier token "soldier" in their base
      When A makes "garen" a copy of "soldier"
      Then "garen" is named "Sand Soldier"
      And "garen" has might 2
      And "garen" is not a token
      When B kills "garen"
      Then "garen" is in the trash

  @BUFF-08 @requires-copy
  Rule: When the Spectacles' copy ends, the unit is itself again with its own buff: the copy never touched it
    Core Rules 477.1.b.1.a, 435.1.c-e, 124.2, 703.

    Scenario: A buffed soldier copying hulk has hulk's Might and its buff; the Spectacles detached, its own Might and its buff
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "hulk" with might 5 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And "soldier" has a buff
      When A attaches "specs" to "soldier" choosing "hulk"
      Then "soldier" has might 6
      When A detaches "specs"
      Then "soldier" is not a copy
      And "soldier" has a buff
      And "soldier" has might 3

  @BUFF-01 @requires-combat @requires-stun
  Rule: The combat cleanup's recall of an attacker keeps its buff, as any recall does
    Core Rules 466.1.a, 458, 124, 702, 423.1.b.

    Scenario: A's buffed attacker survives a combat against a defender that stays: recalled to base, still buffed
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And "garen" has a buff
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And "darius" is stunned
      When A attacks at battlefield "bf1", assigning 3 to "darius"
      Then "garen" is in A's base
      And "garen" was recalled by cleanup
      And "garen" has a buff
      And "garen" has might 3
      And "darius" has 0 damage

  @BUFF-10 @requires-combat
  Rule: A buffed unit killed in combat goes to the trash without its buff, and returns with none
    Core Rules 124.1, 748, 428.5.c.2.

    Scenario: B's buffed defender dies in A's attack and is returned: no buff, its printed Might
      Given A controls a unit "garen" with might 5 at battlefield "bf1"
      And B controls a unit "darius" with might 2 at battlefield "bf1"
      And "darius" has a buff
      When A attacks at battlefield "bf1", assigning 5 to "darius" and 3 to "garen"
      Then "darius" is in the trash
      And "darius" has no buff
      When B returns "darius" to the board
      Then "darius" has no buff
      And "darius" has might 2

  @BUFF-02
  Rule: The unit an opponent took keeps its buff through the opponent's Awaken Phase, which readies it
    Core Rules 315.1, 124, 749.

    Scenario: B takes A's exhausted buffed unit on A's turn: on B's turn it is readied by B, still buffed
      Given it is A's main phase
      And A controls an exhausted unit "garen" with might 3 at battlefield "bf1"
      And "garen" has a buff
      When B takes control of "garen"
      And A ends their turn
      Then it is B's turn
      And "garen" is ready
      And "garen" has a buff
      And "garen" has might 4
      And "garen" is controlled by B

  @BUFF-05
  Rule: A buff moved onto a unit that became a gear lands nowhere: a gear is no unit to carry a buff
    Core Rules 747, 702.2.b, 426.1, 477.1.a.

    Scenario: A moves garen's buff onto a unit a spell made a gear: garen has none left, and the gear has none
      Given A controls a unit "garen" with might 3 in their base
      And A controls a unit "drone" with might 2 in their base
      And "garen" has a buff
      And A has a spell "hex" with text "A unit becomes a gear." in their hand
      When A plays "hex" targeting "drone"
      And the top of the chain resolves
      And A moves the buff from "garen" to "drone"
      Then "garen" has no buff
      And "drone" has no buff
      And "garen" has might 3

  @BUFF-07 @requires-triggers
  Rule: The buffed unit B took is no friendly unit of A's: A's Aphelios cannot buff it, nor does it need to
    Core Rules 702.3, 191.4.a, 355.5; card text of Aphelios, Exalted (SFD-049).

    Scenario: B takes A's buffed garen; A's Aphelios trigger cannot choose it, and buffs A's lux
      Given A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a unit "garen" with might 3 in their base
      And A controls a unit "lux" with might 2 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      And "garen" has a buff
      When B takes control of "garen"
      And A attaches "blade" to "aphelios"
      And A tries to resolve the top of the chain with mode 3, choosing "garen"
      Then the action is rejected as "illegal_target"
      When the top of the chain resolves with mode 3, A choosing "lux"
      Then "lux" has a buff
      And "garen" has a buff

  @BUFF-11 @requires-replacement
  Rule: The buff survives Guardian Angel's recall, then goes with the banishment; the returned unit has none
    Core Rules 458, 124.1, 748, 370.1.b.

    Scenario: A's buffed unit saved by its Angel keeps its buff; banished and returned, it has none
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "garen"
      And "garen" has a buff
      When B kills "garen"
      Then "garen" has a buff
      And "garen" is in A's base
      When B banishes "garen"
      And A returns "garen" to the board
      Then "garen" has no buff
      And "garen" has might 3

  @BUFF-07
  Rule: In a game of three, only the player who controls the buffed unit now can spend its buff
    Core Rules 702.2.b-b.2, 745.2, 191.

    Scenario: C takes A's buffed unit: neither A nor B can spend its buff, C can as an effect allows
      Given the game has a third player C
      And A controls a unit "garen" with might 4 at battlefield "bf1"
      And "garen" has a buff
      When C takes control of "garen"
      And A tries to spend the buff of "garen" as an effect allows
      Then the action is rejected as "not_controller"
      When B tries to spend the buff of "garen" as an effect allows
      Then the action is rejected as "not_controller"
      And "garen" has a buff
      When C spends the buff of "garen" as an effect allows
      Then "garen" has no buff
      And "garen" has might 4

  @BUFF-05
  Rule: A buff moved onto another player's unit is spent by that unit's controller, not by the player who moved it
    Core Rules 745.2, 747, 702.2.b.

    Scenario: In a game of three, A moves garen's buff onto C's unit: A cannot spend it there, C can
      Given the game has a third player C
      And A controls a unit "garen" with might 4 at battlefield "bf1"
      And C controls a unit "vi" with might 3 at battlefield "bf1"
      And "garen" has a buff
      When A moves the buff from "garen" to "vi"
      And A tries to spend the buff of "vi" as an effect allows
      Then the action is rejected as "not_controller"
      And "vi" has a buff
      And "vi" has might 4
      When C spends the buff of "vi" as an effect allows
      Then "vi" has no buff
      And "garen" has no buff

  @BUFF-01
  Rule: A buffed unit moved by Azir's exchange stays on the board: it keeps its buff
    Core Rules 446.1, 702.3, 124; card text of Azir, Ascendant (SFD-050).

    Scenario: Azir exchanges places with A's buffed unit: it is at Azir's battlefield, still buffed
      Given A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls a unit "garen" with might 4 in their base
      And "garen" has a buff
      And A has [G] in their rune pool
      When A activates the "azir-ascendant" ability of "azir" targeting "garen"
      And the top of the chain resolves
      Then "garen" is at battlefield "bf1"
      And "garen" has a buff
      And "garen" has might 5
      And "azir" is in A's base

  @BUFF-07
  Rule: The unit B took and recalls goes to B's base with its buff; spent by B, it is gone for A too
    Core Rules 702.2.b, 745.2, 191.

    Scenario: B takes A's buffed unit at a battlefield and recalls it: in B's base, B's, buffed
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And "garen" has a buff
      When B takes control of "garen"
      And B recalls "garen"
      Then "garen" is in B's base
      And "garen" has a buff
      And "garen" is controlled by B

    Scenario: B spends the buff of the unit B took; A takes it back with no buff, and buffing it is a new buff
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And "garen" has a buff
      When B takes control of "garen"
      And B spends the buff of "garen" as an effect allows
      And A takes control of "garen"
      Then "garen" has no buff
      And "garen" has might 4
      When A buffs "garen"
      Then "garen" has a buff
      And "garen" has might 5

  @BUFF-08
  Rule: The Spectacles' copy renewed by a detach and a re-attach keeps the host's own buff: it stays the same unit
    Core Rules 477.1.b, 725.1, 702.3; the Vendetta FAQ; card text of Shady Spectacles (VEN-137).

    Scenario: A buffed soldier copying Azir through the Spectacles keeps its buff through the detach and the re-attach
      Given A controls a unit "soldier" with might 2 in their base
      And A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And "soldier" has a buff
      When A attaches "specs" to "soldier" choosing "azir"
      Then "soldier" is a copy of "azir"
      And "soldier" has a buff
      When A detaches "specs"
      Then "soldier" has might 3
      And "soldier" has a buff
      When A attaches "specs" to "soldier" choosing "azir"
      Then "soldier" is a copy of "azir"
      And "soldier" has a buff
      And the last action placed no counter

  @BUFF-04
  Rule: A buff moved onto a token ceases to exist with the token
    Core Rules 747, 702.3, 187.3, 428.

    Scenario: A moves garen's buff onto a Sand Soldier token, which is then killed: the buff is nowhere
      Given A controls a unit "garen" with might 4 in their base
      And A controls a Sand Soldier token "soldier" in their base
      And "garen" has a buff
      When A moves the buff from "garen" to "soldier"
      Then "soldier" has might 3
      When B kills "soldier"
      Then "soldier" no longer exists
      And "garen" has no buff
      And "garen" has might 4

  @BUFF-08
  Rule: An Equipment that becomes a copy of another keeps its own counters: no counter moves between them
    Core Rules 477.1.b, 124.2, 426.1.

    Scenario: An Equipment with charge counters becomes a copy of another Equipment: it keeps its counters, the model its own
      Given A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      And A controls an Equipment "axe" with might bonus 2 in their base
      And "blade" is attached to "garen"
      And "blade" has 2 charge counters
      And "axe" has 1 charge counter
      When A makes "blade" a copy of "axe"
      Then "blade" has 2 charge counters
      And "axe" has 1 charge counter
      And "blade" is attached to "garen"

  @BUFF-02
  Rule: In a game of three, a change of control of the unit leaves every counter where it is, its Equipment's included
    Core Rules 426.1, 191, 719.4.a.

    Scenario: In a game of three, C takes B's unit carrying A's Equipment with counters: each keeps its own counters
      Given the game has a third player C
      And B controls a unit "vi" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 1 at battlefield "bf1"
      And "blade" is attached to "vi"
      And "blade" has 2 charge counters
      And "vi" has 1 charge counter
      And "vi" has a buff
      When C takes control of "vi"
      Then "vi" has a buff
      And "vi" has 1 charge counter
      And "blade" has 2 charge counters
      And "blade" is controlled by A
      And "vi" has might 5

  @BUFF-05
  Rule: "Spend my buff" an Equipment gives a unit spends that unit's buff, by that unit's controller
    Core Rules 745.2, 702.2.b, 434.1.c, 136.2.c.

    Scenario: A's cloak gives B's buffed unit "Spend my buff: Exhaust me": B pays with the unit's buff, A cannot
      Given B controls a unit "vi" with might 3 at battlefield "bf1"
      And A controls an Equipment "cloak" with effect ability "Spend my buff: Exhaust me" at battlefield "bf1"
      And "cloak" is attached to "vi"
      And "vi" has a buff
      And it is B's turn
      When A tries to activate the ability "Spend my buff: Exhaust me" of "vi"
      Then the action is rejected as "not_controller"
      When B activates the ability "Spend my buff: Exhaust me" of "vi"
      Then "vi" has no buff
      When the top of the chain resolves
      Then "vi" is exhausted
      And "cloak" is ready

    Scenario: "Spend my buff" given to the Equipment itself cannot be paid: a gear carries no buff
      Given A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "cloak" with might bonus 1 in their base
      And A has a spell "gift" in their trash
      And "cloak" is attached to "garen"
      And "garen" has a buff
      And "cloak" has been given ability "Spend my buff: Exhaust me" by "gift"
      When A tries to activate the granted ability "Spend my buff: Exhaust me" of "cloak"
      Then the action is rejected as "unpaid_cost"
      And "garen" has a buff
      And "cloak" is ready
