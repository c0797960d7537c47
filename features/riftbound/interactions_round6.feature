Feature: Round 6 — combat with its keywords, Equipment and counters, and the turns around it
  The combat, gear and attribution rulings taken together: Shield and Assault instances that add
  up across a unit's own text, its Equipment and what was granted to it; Tank and Backline
  ordering three defenders, or set by an Equipment; a stunned defender whose Shield still raises
  what is lethal to it; a combat cleanup that heals every unit of the game, in a game of three;
  a Guardian Angel that saves an attacker; Equipment that a defender's death leaves behind; and the Awaken Phases and ending cleanups around a combat. Each outcome follows from the rules
  the rulings cite.
  Source: the French ruling texts « Objets : contrôle, texte copié et réattachement » (features/sources/GEAR.fr.txt), « Suivre les compteurs » (features/sources/BUFF.fr.txt) and « Attribuer les dégâts et les éliminations » (features/sources/ATTR.fr.txt).

  Background:
    Given a Riftbound game between A and B with battlefields "bf1" and "bf2"

  @GEAR-03 @requires-combat
  Rule: The Shield of a unit and the Shield of its Equipment add up while it defends, with the Equipment's Might Bonus
    Core Rules 814.2 (740.2 in the older numbering: the Shield Values of all its Shield keywords are summed), 814.1, 434.1.c-d, 465.2.

    Scenario: B's Shield 2 defender carrying a Shield Equipment with +1 defends at Might 6: A's 5 are not lethal, and it deals 6
      Given A controls a unit "garen" with might 5 at battlefield "bf1"
      And B controls a unit "darius" with might 2 and keyword Shield 2 at battlefield "bf1"
      And B controls an Equipment "buckler" with might bonus 1 and effect keyword Shield at battlefield "bf1"
      And "buckler" is attached to "darius"
      When A tries to attack at battlefield "bf1", assigning 5 to "darius" and 4 to "garen"
      Then the action is rejected as "illegal_choice"
      When A attacks at battlefield "bf1", assigning 5 to "darius" and 6 to "garen"
      Then "garen" is in the trash
      And "darius" is at battlefield "bf1"
      And "darius" has 0 damage
      And "darius" has might 3

    Scenario: A Shield granted to B's Shield 2 defender adds its value: Shield 5 on a Might-1 unit makes 6 lethal to it
      Given A controls a unit "garen" with might 6 at battlefield "bf1"
      And B controls a unit "darius" with might 1 and keyword Shield 2 at battlefield "bf1"
      And B has a spell "block" in their trash
      And "darius" has been given keyword Shield 3 by "block"
      When A attacks at battlefield "bf1", assigning 6 to "darius" and 6 to "garen"
      Then "darius" is in the trash
      And "garen" is in the trash

  @GEAR-03 @requires-combat
  Rule: The Assault of a unit, of its Equipment and one granted to it add up while it attacks; its Equipment comes off where it dies
    Core Rules 807.2 (733.2 in the older numbering), 807.1, 434.1.c-d, 719.5, 435.4.b, 323.7.

    Scenario: A's Assault attacker with an Assault 2, +1 Equipment attacks at Might 6: it kills B's Might-6 unit and dies; the Equipment goes home
      Given A controls a unit "garen" with might 2 and keyword Assault at battlefield "bf1"
      And A controls an Equipment "axe" with might bonus 1 and effect keyword Assault 2 at battlefield "bf1"
      And "axe" is attached to "garen"
      And B controls a unit "darius" with might 6 at battlefield "bf1"
      When A attacks at battlefield "bf1", assigning 6 to "darius" and 6 to "garen"
      Then "darius" is in the trash
      And "garen" is in the trash
      And "axe" is not attached to anything
      And "axe" is in A's base

    Scenario: A granted Assault 3 adds to a printed Assault 2: A's Might-1 attacker deals 6, and survives 5 damage
      Given A controls a unit "garen" with might 1 and keyword Assault 2 at battlefield "bf1"
      And A has a spell "cleave" in their trash
      And "garen" has been given keyword Assault 3 by "cleave"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      When A attacks at battlefield "bf1", assigning 6 to "darius" and 5 to "garen"
      Then "darius" is in the trash
      And "garen" is at battlefield "bf1"
      And "garen" has 0 damage
      And "garen" has might 1

    Scenario: An Assault Equipment on B's defender adds nothing: B's unit defends at its Might with the bonus only
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 2 at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 1 and effect keyword Assault 3 at battlefield "bf1"
      And "axe" is attached to "darius"
      When A tries to attack at battlefield "bf1", assigning 4 to "darius" and 6 to "garen"
      Then the action is rejected as "illegal_choice"
      When A attacks at battlefield "bf1", assigning 4 to "darius" and 3 to "garen"
      Then "darius" is in the trash
      And "garen" is at battlefield "bf1"
      And "axe" is in B's base

  @ATTR-08 @requires-combat
  Rule: Tank units are assigned lethal damage first and Backline units last, the others between them
    Core Rules 465.2.c.3-c.9, 815, 826.

    Scenario: A's 5 against B's Tank, plain and Backline units of Might 2: 2, 2 and 1 in that order, never the Backline before the plain one
      Given A controls a unit "garen" with might 5 at battlefield "bf1"
      And B controls a unit "wall" with might 2 and keyword Tank at battlefield "bf1"
      And B controls a unit "vi" with might 2 at battlefield "bf1"
      And B controls a unit "archer" with might 2 and keyword Backline at battlefield "bf1"
      When A tries to attack at battlefield "bf1", assigning 2 to "wall", 2 to "archer", 1 to "vi" and 6 to "garen"
      Then the action is rejected as "illegal_choice"
      When A tries to attack at battlefield "bf1", assigning 1 to "wall", 2 to "vi", 2 to "archer" and 6 to "garen"
      Then the action is rejected as "illegal_choice"
      When A attacks at battlefield "bf1", assigning 2 to "wall", 2 to "vi", 1 to "archer" and 6 to "garen"
      Then "wall" is in the trash
      And "vi" is in the trash
      And "garen" is in the trash
      And "archer" is at battlefield "bf1"
      And "archer" has 0 damage

    Scenario: B's 3 against A's plain unit and A's unit whose Equipment gives Backline: the plain one gets its lethal 2 first
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And A controls a unit "lux" with might 2 at battlefield "bf1"
      And A controls an Equipment "cloak" with effect keyword Backline at battlefield "bf1"
      And "cloak" is attached to "lux"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      When A tries to attack at battlefield "bf1", assigning 4 to "darius", 1 to "garen" and 2 to "lux"
      Then the action is rejected as "illegal_choice"
      When A attacks at battlefield "bf1", assigning 4 to "darius", 2 to "garen" and 1 to "lux"
      Then "garen" is in the trash
      And "darius" is in the trash
      And "lux" is at battlefield "bf1"
      And "lux" has 0 damage
      And "cloak" is attached to "lux"

    Scenario: A Tank unit already holding 2 damage needs only 1 more: the next unit may then be assigned the rest
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a unit "wall" with might 3 and keyword Tank at battlefield "bf1"
      And "wall" has 2 damage
      And B controls a unit "vi" with might 4 at battlefield "bf1"
      When A attacks at battlefield "bf1", assigning 1 to "wall", 3 to "vi" and 7 to "garen"
      Then "wall" is in the trash
      And "garen" is in the trash
      And "vi" is at battlefield "bf1"
      And "vi" has 0 damage

  @GEAR-15 @requires-stun @requires-combat
  Rule: A stunned defender adds nothing to its side, but its Shield and its Equipment still count in what is lethal to it
    Core Rules 423.1.b-c, 814.1, 434.1.d, 465.2.a-c, 466.1.a.

    Scenario: B's stunned Shield 2 defender with a +1 Equipment survives A's 4, deals nothing, and A's attacker is recalled
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 2 and keyword Shield 2 at battlefield "bf1"
      And B controls an Equipment "buckler" with might bonus 1 at battlefield "bf1"
      And "buckler" is attached to "darius"
      And "darius" is stunned
      When A attacks at battlefield "bf1", assigning 4 to "darius"
      Then "darius" is at battlefield "bf1"
      And "darius" has 0 damage
      And "garen" has 0 damage
      And "garen" is in A's base
      And "garen" was recalled by cleanup
      And "buckler" is attached to "darius"

  @ATTR-09 @requires-combat
  Rule: The combat cleanup heals every unit of the game, wherever it is and whoever damaged it, not only those that fought
    Core Rules 466.1.a (461.1.a.1 in the older numbering: "Heal all Units"), 143.3.b, 142.3, 418.1.

    Scenario: In a game of three, A's attack at bf1 heals C's unit at bf2 and A's unit in its base, damage marked by B and C
      Given the game has a third player C
      And A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And C controls a unit "vi" with might 3 at battlefield "bf2"
      And "vi" has 2 damage marked by B
      And A controls a unit "lux" with might 3 in their base
      And "lux" has 1 damage marked by C
      When A attacks at battlefield "bf1", assigning 4 to "darius" and 5 to "garen"
      Then "garen" is in the trash
      And "darius" has 0 damage
      And "vi" has 0 damage
      And "lux" has 0 damage
      And no player is responsible for the healing of "vi"
      And no player is responsible for the healing of "lux"

  @ATTR-12 @requires-combat
  Rule: In a game of three, damage C marked on B's unit earlier gets no credit for its death in A's attack
    Core Rules 428.5.c.2, 417.6.c, 142.3.

    Scenario: C's 2 damage on B's Might-4 darius, A's attacker deals 2: the kill is combat damage from A's unit, A responsible, not C
      Given the game has a third player C
      And A controls a unit "garen" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 4 at battlefield "bf1"
      And "darius" has 2 damage marked by C
      When A attacks at battlefield "bf1", assigning 2 to "darius" and 4 to "garen"
      Then "darius" is in the trash
      And "garen" is in the trash
      And the source of the kill of "darius" is combat damage from "garen"
      And A is responsible for the kill of "darius"
      And B is responsible for the kill of "garen"

  @GEAR-10 @requires-replacement @requires-combat
  Rule: Guardian Angel saves an attacker from its lethal combat damage: the Angel dies, the attacker goes home healed and exhausted
    Core Rules 370.1.b, 466.1.a, 458, 719.5; card text of Guardian Angel (SFD-051).

    Scenario: A's attacker with the Angel takes lethal damage from B's defender: the Angel is in the trash, the attacker in A's base, Might 3
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "garen"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      When A attacks at battlefield "bf1", assigning 4 to "darius" and 5 to "garen"
      Then "angel" is in the trash
      And "garen" is in A's base
      And "garen" is exhausted
      And "garen" has 0 damage
      And "garen" has might 3
      And "darius" is at battlefield "bf1"
      And "darius" has 0 damage

  @GEAR-38 @requires-combat
  Rule: B's defender carrying A's Equipment dies in A's own attack: the Equipment stays, detached, and the cleanup sends it to A's base
    Core Rules 719.5, 435.4.b, 323.7, 457.1, 458.1, 428.5.c.2.

    Scenario: A's exhausted blade on B's darius; A's garen kills darius: the blade goes to A's base, still exhausted, and garen stays
      Given A controls a unit "garen" with might 5 at battlefield "bf1"
      And B controls a unit "darius" with might 2 at battlefield "bf1"
      And A controls an exhausted Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "darius"
      When A attacks at battlefield "bf1", assigning 5 to "darius" and 4 to "garen"
      Then "darius" is in the trash
      And "blade" is in A's base
      And "blade" is exhausted
      And "blade" is controlled by A
      And "garen" is at battlefield "bf1"
      And "garen" has 0 damage
      And A is responsible for the kill of "darius"

  @BUFF-01 @requires-combat
  Rule: B attacks on B's turn: A's buffed defender with Shield keeps its buff through the combat, and its Might after it
    Core Rules 702, 703, 814.1, 466.1.a, 124.

    Scenario: On B's turn, A's buffed Shield defender of Might 2 defends at 4, survives B's 3, and keeps the buff at Might 3
      Given it is B's turn
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls a unit "garen" with might 2 and keyword Shield at battlefield "bf1"
      And "garen" has a buff
      When B attacks at battlefield "bf1", assigning 3 to "garen" and 4 to "darius"
      Then "darius" is in the trash
      And "garen" is at battlefield "bf1"
      And "garen" has a buff
      And "garen" has might 3
      And "garen" has 0 damage

  @GEAR-07 @requires-triggers
  Rule: Temporary granted to an attached Equipment still kills it, at the start of its controller's Beginning Phase only
    Core Rules 816.1 (at the start of your Beginning Phase, before scoring, kill this), 135.4.b, 477.2.a, 719.5, 435.1.d-e; the Unleashed FAQ: Temporary given to an attached Equipment still kills it.

    Scenario: A's blade on A's garen was given Temporary: B's Beginning Phase leaves it; A's next one kills it, and garen loses the bonus
      Given it is A's main phase
      And A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      And A has a spell "gift" in their trash
      And "blade" has been given keyword Temporary by "gift"
      When A ends their turn
      Then it is B's turn
      And "blade" is attached to "garen"
      When B ends their turn
      Then it is A's beginning phase
      And the chain holds one triggered ability of "blade"
      When the top of the chain resolves
      Then "blade" is in the trash
      And A is responsible for the kill of "blade"
      And "garen" carries nothing
      And "garen" has might 3
      And "garen" is at battlefield "bf1"

    Scenario: A Temporary printed on an attached Equipment is inactive: A's Beginning Phase does not kill it
      Given it is B's main phase
      And A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "charm" with might bonus 1 and keyword Temporary in their base
      And "charm" is attached to "garen"
      When B ends their turn
      Then it is A's turn
      And the chain is empty
      And "charm" is attached to "garen"
      And "garen" has might 4

  @GEAR-02 @requires-triggers
  Rule: An Equipment's effect keyword Temporary makes its unit Temporary: the unit dies at its own controller's Beginning Phase
    Core Rules 816.1, 816.2 (extra instances of Temporary are redundant), 136.2.c, 191.4.a, 719.5, 323.7, 457.1.

    Scenario: A's hourglass with effect keyword Temporary on B's vi: A's turn passes; B's Beginning Phase kills vi, and the hourglass goes to A's base
      Given it is B's main phase
      And B controls a unit "vi" with might 2 at battlefield "bf1"
      And A controls an Equipment "hourglass" with might bonus 1 and effect keyword Temporary at battlefield "bf1"
      And "hourglass" is attached to "vi"
      When B ends their turn
      Then it is A's turn
      And "vi" is at battlefield "bf1"
      When A ends their turn
      Then it is B's beginning phase
      And the chain holds one triggered ability of "vi"
      When the top of the chain resolves
      Then "vi" is in the trash
      And B is responsible for the kill of "vi"
      And "hourglass" is not attached to anything
      And "hourglass" is in A's base

    Scenario: A unit with a printed Temporary and a Temporary Equipment's effect keyword triggers once at its controller's Beginning Phase
      Given it is B's main phase
      And A controls a unit "spirit" with might 2 and keyword Temporary in their base
      And A controls an Equipment "hourglass" with effect keyword Temporary in their base
      And "hourglass" is attached to "spirit"
      When B ends their turn
      Then it is A's beginning phase
      And the chain holds one triggered ability of "spirit"
      When the top of the chain resolves
      Then "spirit" is in the trash
      And the chain is empty
      And "hourglass" is in A's base

  @GEAR-10 @requires-replacement @requires-triggers
  Rule: Temporary kills with an instruction, and Guardian Angel replaces that death too: the unit, readied by the Awaken Phase, goes home exhausted
    Core Rules 816.1, 315.1, 370.1.b, 428.1.a.1, 458; card text of Guardian Angel (SFD-051).

    Scenario: A's Temporary garen at bf1 carries the Angel: A's Beginning Phase kills the Angel instead; garen, readied just before, is exhausted in A's base
      Given it is B's main phase
      And A controls an exhausted unit "garen" with might 3 and keyword Temporary at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "garen"
      When B ends their turn
      Then it is A's beginning phase
      And "garen" is ready
      And the chain holds one triggered ability of "garen"
      When the top of the chain resolves
      Then "angel" is in the trash
      And "garen" is in A's base
      And "garen" is exhausted
      And "garen" has might 3

  @BUFF-02 @requires-triggers
  Rule: Temporary is read for the unit's controller of the moment: B, who took A's Temporary unit, has it killed at B's Beginning Phase, not A's
    Core Rules 816.1, 191.4.a, 056, 124; the unit keeps its buff through the change of control.

    Scenario: B takes A's buffed Temporary spirit on A's turn: A's next turn never comes first; B's Beginning Phase kills it, B responsible, into its owner's trash
      Given it is A's main phase
      And A controls a unit "spirit" with might 2 and keyword Temporary at battlefield "bf1"
      And "spirit" has a buff
      When B takes control of "spirit"
      Then "spirit" has a buff
      When A ends their turn
      Then it is B's beginning phase
      And the chain holds one triggered ability of "spirit"
      When the top of the chain resolves
      Then "spirit" is in its owner's trash
      And B is responsible for the kill of "spirit"

  @GEAR-05 @requires-triggers
  Rule: The printed Temporary of an unattached Equipment is active: its controller's Beginning Phase kills it
    Core Rules 816.1, 135.4, 435.1.c, 149.2.

    Scenario: A's charm with a printed Temporary, detached from garen, dies at A's next Beginning Phase; garen stays
      Given it is B's main phase
      And A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "charm" with might bonus 1 and keyword Temporary in their base
      And "charm" is attached to "garen"
      When A detaches "charm"
      And B ends their turn
      Then it is A's beginning phase
      And the chain holds one triggered ability of "charm"
      When the top of the chain resolves
      Then "charm" is in the trash
      And "garen" is in A's base
      And "garen" has might 3

    Scenario: A's charm with a printed Temporary in A's trash is no permanent: A's Beginning Phase puts nothing on the chain
      # 816.1 is a triggered ability of a permanent ("kill this"); a card's triggered ability works from the
      # board unless its text says otherwise (383), so the charm in the trash never triggers.
      Given it is B's main phase
      And A has an Equipment "charm" with might bonus 1 and keyword Temporary in their trash
      When B ends their turn
      Then it is A's turn
      And the chain is empty
      And "charm" is in the trash

  @GEAR-13 @requires-abilities
  Rule: Deflect taxes the controller of the ability that targets, an ability an Equipment grants included: its unit's controller pays, not the Equipment's
    Core Rules 809, 136.2.c, 191.4.a, 718.5.e, 411.6.a.

    Scenario: B's vi, carrying A's axe that grants "[1]: Kill a unit.", targets A's Deflect garen: B pays [1] and the [A], and the kill is B's
      Given it is B's turn
      And A controls a unit "garen" with might 3 and keyword Deflect at battlefield "bf1"
      And B controls a unit "vi" with might 2 at battlefield "bf1"
      And A controls an Equipment "axe" with effect text "[1]: Kill a unit." at battlefield "bf1"
      And "axe" is attached to "vi"
      And B has [1][R] in their rune pool
      When B activates the ability of "vi" targeting "garen"
      Then B's rune pool is empty
      When the top of the chain resolves
      Then "garen" is in the trash
      And the kill of "garen" is attributed to "axe", with B responsible

    Scenario: With [1] only, B cannot pay the Deflect of A's garen; B's own Deflect unit costs B no more
      Given it is B's turn
      And A controls a unit "garen" with might 3 and keyword Deflect at battlefield "bf1"
      And B controls a unit "vi" with might 2 at battlefield "bf1"
      And B controls a unit "darius" with might 4 and keyword Deflect at battlefield "bf1"
      And A controls an Equipment "axe" with effect text "[1]: Kill a unit." at battlefield "bf1"
      And "axe" is attached to "vi"
      And B has [1] in their rune pool
      When B tries to activate the ability of "vi" targeting "garen"
      Then the action is rejected as "unpaid_cost"
      When B activates the ability of "vi" targeting "darius"
      Then B's rune pool is empty

  @GEAR-03 @requires-combat
  Rule: Two Equipment with Shield on one defender add their Shield Values, each Might Bonus besides
    Core Rules 814.2 (740.2 in the older numbering), 434.1.b.1, 434.1.c-d, 465.2.c.

    Scenario: B's Might-1 darius carries a Shield 2 and a Shield 1 Equipment, +1 each: it defends at 6 and A's 5 are not lethal
      Given A controls a unit "garen" with might 5 at battlefield "bf1"
      And B controls a unit "darius" with might 1 at battlefield "bf1"
      And B controls an Equipment "buckler" with might bonus 1 and effect keyword Shield 2 at battlefield "bf1"
      And B controls an Equipment "plate" with might bonus 1 and effect keyword Shield 1 at battlefield "bf1"
      And "buckler" is attached to "darius"
      And "plate" is attached to "darius"
      When A attacks at battlefield "bf1", assigning 5 to "darius" and 6 to "garen"
      Then "darius" is at battlefield "bf1"
      And "darius" has 0 damage
      And "darius" has might 3
      And "garen" is in the trash

  @GEAR-07 @requires-triggers
  Rule: Phase by phase, the granted Temporary of an attached Equipment triggers as its controller's Beginning Phase begins, not in the Awaken Phase
    Core Rules 816.1, 315, 383.4, 135.4.b.

    Scenario: A ends the Awaken Phase: the Beginning Phase begins and the cloak's Temporary waits on the chain; A cannot end that phase until it resolves
      Given it is A's awaken phase
      And A controls a unit "garen" with might 2 in their base
      And A controls an Equipment "cloak" with might bonus 1 in their base
      And "cloak" is attached to "garen"
      And A has a spell "gift" in their trash
      And "cloak" has been given keyword Temporary by "gift"
      When A ends the phase
      Then it is A's beginning phase
      And the chain holds one triggered ability of "cloak"
      When A tries to end the phase
      Then the action is rejected as "wrong_timing"
      When the top of the chain resolves
      Then "cloak" is in the trash
      And "garen" has might 2
      When A ends the phase
      Then it is A's channel phase

  @GEAR-25 @requires-copy @requires-triggers
  Rule: Text a copy takes includes Temporary: a unit the Spectacles make a copy of a Temporary unit dies with it; Svellsongur's second Temporary triggers no second time
    Core Rules 816.1, 816.2, 477.1.b, 725.1, 136.2.c, 719.5; the Vendetta FAQ: attach first, then copy.

    Scenario: A's soldier becomes a copy of A's Temporary spirit through the Spectacles: A's Beginning Phase kills both, the Spectacles stay in A's base
      Given it is B's main phase
      And A controls a unit "soldier" with might 2 in their base
      And A controls a unit "spirit" with might 3 and keyword Temporary in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A attaches "specs" to "soldier" choosing "spirit"
      And B ends their turn
      Then it is A's beginning phase
      And the chain holds one triggered ability of "soldier"
      And the chain holds one triggered ability of "spirit"
      When the chain resolves until it is empty
      Then "soldier" is in the trash
      And "spirit" is in the trash
      And "specs" is in A's base
      And "specs" is not attached to anything

    Scenario: Svellsongur copies its Temporary unit's text, so the unit has Temporary twice: it triggers once, and Svellsongur stays
      Given it is B's main phase
      And A controls a unit "spirit" with might 3 and keyword Temporary at battlefield "bf1"
      And A controls a Svellsongur (SFD-059) "svell" at battlefield "bf1"
      When A attaches "svell" to "spirit"
      And B ends their turn
      Then it is A's beginning phase
      And the chain holds one triggered ability of "spirit"
      When the top of the chain resolves
      Then "spirit" is in the trash
      And the chain is empty
      And "svell" is in A's base

  @GEAR-12 @requires-combat
  Rule: In a game of three, C's Shield Equipment on B's defender counts in A's attack; B's defender dies, and C's Equipment goes to C's base
    Core Rules 718.5.e-g, 814.1, 465.2, 719.5, 323.7, 457.1, 428.5.c.2.

    Scenario: C's buckler with Shield 2 and +1 on B's Might-2 darius: A's Might-6 garen kills it at 5, takes 5 and stays; the buckler goes home to C
      Given the game has a third player C
      And A controls a unit "garen" with might 6 at battlefield "bf1"
      And B controls a unit "darius" with might 2 at battlefield "bf1"
      And C controls an Equipment "buckler" with might bonus 1 and effect keyword Shield 2 at battlefield "bf1"
      And "buckler" is attached to "darius"
      When A tries to attack at battlefield "bf1", assigning 6 to "darius" and 3 to "garen"
      Then the action is rejected as "illegal_choice"
      When A attacks at battlefield "bf1", assigning 6 to "darius" and 5 to "garen"
      Then "darius" is in the trash
      And A is responsible for the kill of "darius"
      And "buckler" is in C's base
      And "buckler" is controlled by C
      And "garen" is at battlefield "bf1"
      And "garen" has 0 damage
