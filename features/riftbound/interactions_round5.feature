Feature: Round 5 — rulings combined: counters on attached cards, replaced deaths on the chain, tokens, and three players
  The gear, counter and attribution rulings taken two or three at a time: counters that an
  attached Equipment carries through a re-attach, a Weaponmaster, a type change or its host's
  death; a death that Guardian Angel replaces while other spells or Imperial Decree's trigger wait
  on the chain; Sand Soldier tokens changing hands or leaving the board; and a third player taking
  one card of a unit's stack, dealing the damage, or holding one of its Equipment. Each outcome
  follows from the rules the rulings cite.
  Source: the French ruling texts « Objets : contrôle, texte copié et réattachement » (features/sources/GEAR.fr.txt), « Suivre les compteurs » (features/sources/BUFF.fr.txt) and « Attribuer les dégâts et les éliminations » (features/sources/ATTR.fr.txt).

  Background:
    Given a Riftbound game between A and B with battlefields "bf1" and "bf2"

  @BUFF-03
  Rule: A counter moves between an attached Equipment and its unit like between any two objects; the attachment does not change
    Core Rules 744, 746, 718.5.b, 434.1.d.

    Scenario: A moves a charge counter from the attached Equipment onto its unit: one each, still attached, Might unchanged
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 1 at battlefield "bf1"
      And "blade" is attached to "garen"
      And "blade" has 2 charge counters
      When A tries to move the charge counter from "garen" to "blade"
      Then the action is rejected as "illegal_target"
      When A moves the charge counter from "blade" to "garen"
      Then the charge moved from "blade" to "garen"
      And "blade" has 1 charge counter
      And "garen" has 1 charge counter
      And "blade" is attached to "garen"
      And "garen" has might 4

  @GEAR-23
  Rule: An Equipment attached by an effect to a unit elsewhere leaves its first unit and takes its counters along, without a move
    Core Rules 434.1.f, 434.4, 744, 124.

    Scenario: The blade with 2 charge counters goes from garen at bf1 to lux at bf2 with both; garen loses its bonus
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls a unit "lux" with might 2 at battlefield "bf2"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      And "blade" has 2 charge counters
      When A attaches "blade" to "lux"
      Then "blade" is attached to "lux"
      And "blade" was detached from "garen"
      And "blade" did not move
      And "blade" is at battlefield "bf2"
      And "blade" has 2 charge counters
      And "garen" has might 3
      And "lux" has might 4

  @GEAR-04
  Rule: In a game of three, C takes A's Equipment on A's unit and attaches it to C's unit: it is on C's unit only
    Core Rules 718.5.d, 718.5.f, 434.1.f, 434.4.

    Scenario: C takes the blade off A's garen by attaching it to C's vi: garen loses the bonus, vi has it, the blade is C's
      Given the game has a third player C
      And A controls a unit "garen" with might 3 at battlefield "bf1"
      And C controls a unit "vi" with might 1 at battlefield "bf2"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      When C takes control of "blade"
      And C attaches "blade" to "vi"
      Then "blade" is attached to "vi"
      And "blade" is not attached to "garen"
      And "garen" carries nothing
      And "garen" has might 3
      And "vi" has might 3
      And "blade" is at battlefield "bf2"
      And "blade" is controlled by C
      And "garen" is controlled by A

  @BUFF-05
  Rule: The counters of an Equipment are spent by the Equipment's controller, as an effect allows, not by its unit's
    Core Rules 745, 745.2, 749, 718.5.e.

    Scenario: B cannot spend the counters of A's Equipment on B's unit; A needs an effect to allow it, and then spends one
      Given B controls a unit "vi" with might 2 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 1 at battlefield "bf1"
      And "blade" is attached to "vi"
      And "blade" has 2 charge counters
      When B tries to spend the charge counters of "blade" as an effect allows
      Then the action is rejected as "not_controller"
      When A tries to spend the charge counters of "blade" with no effect allowing it
      Then the action is rejected as "no_permission"
      When A spends the charge counters of "blade" as an effect allows
      Then "blade" has 1 charge counter
      And "blade" is attached to "vi"

  @GEAR-40 @requires-spells
  Rule: An attached Equipment with counters that becomes a unit comes off at once and keeps its counters; a unit now, it can be buffed
    Core Rules 744, 748, 124.2, 426.1, 477.1.a; the source's FAQ reading of GEAR-40.

    Scenario: A spell makes the attached blade with 2 charge counters a unit: detached, it keeps them, and A can buff it
      Given A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      And "blade" has 2 charge counters
      And A has a spell "wake" with text "An Equipment becomes a unit." in their hand
      When A plays "wake" targeting "blade"
      And the top of the chain resolves
      Then "blade" is a unit
      And "blade" is not attached to anything
      And "blade" has 2 charge counters
      And "garen" has might 3
      When A buffs "blade"
      Then "blade" has a buff
      And "blade" has 2 charge counters

  @GEAR-21 @requires-spells
  Rule: In a game of three, Weaponmaster takes A's Equipment off C's unit: the Equipment keeps its counters, its controller and its state
    Core Rules 821.1.c, 434.1.f, 434.4-434.5, 744, 718.5.f; card text of Veteran Poro (SFD-099).

    Scenario: A plays Veteran Poro choosing A's exhausted blade on C's unit: on Poro in A's base, exhausted, with its 2 counters
      Given the game has a third player C
      And C controls a unit "vi" with might 2 at battlefield "bf1"
      And A controls an exhausted Equipment "blade" with might bonus 2 and Equip [1] at battlefield "bf1"
      And "blade" is attached to "vi"
      And "blade" has 2 charge counters
      And A has a Veteran Poro (SFD-099) "poro" in their hand
      And A has [3] in their rune pool
      When A plays "poro"
      And the top of the chain resolves, A choosing "blade"
      Then "blade" is attached to "poro"
      And "blade" is in A's base
      And "blade" is exhausted
      And "blade" has 2 charge counters
      And "blade" is controlled by A
      And "vi" has might 2
      And "poro" has might 4

  @GEAR-37
  Rule: In a game of three, B's unit carrying A's and C's Equipment is killed at a battlefield: B orders the detachments, each goes to its own controller's base
    Core Rules 719.5-719.5.a, 435.4.b, 323.7, 457.1, 458.

    Scenario: B's darius is killed, detaching C's shield then A's exhausted blade: each recalled home, the blade still exhausted
      Given the game has a third player C
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls an exhausted Equipment "blade" with might bonus 2 at battlefield "bf1"
      And C controls an Equipment "shield" with might bonus 1 at battlefield "bf1"
      And "blade" is attached to "darius"
      And "shield" is attached to "darius"
      When B kills "darius", detaching "shield" then "blade"
      Then "darius" is in the trash
      And "shield" was detached before "blade"
      And "blade" is in A's base
      And "shield" is in C's base
      And "blade" is exhausted
      And "shield" is ready
      And "blade" is controlled by A
      And "shield" is controlled by C

  @GEAR-10 @requires-replacement
  Rule: In a game of three, C's lethal damage to B's unit carrying A's Guardian Angel: the Angel dies instead, the unit goes to B's base
    Core Rules 370.1.b, 372, 718.5.e, 056, 458; card text of Guardian Angel (SFD-051).

    Scenario: C deals 4 to B's darius, Might 4 with A's Angel: the Angel is killed, darius healed, exhausted and recalled to B's base
      Given the game has a third player C
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "darius"
      When C deals 4 damage to "darius"
      Then "angel" is in the trash
      And "darius" is in B's base
      And "darius" has 0 damage
      And "darius" is exhausted
      And "darius" has might 3
      And the last action caused no kill event for "darius"

  @ATTR-10 @requires-replacement @requires-spells
  Rule: A death replaced on the chain leaves the same unit for the spells below: a later lethal deal kills it, credited to that spell
    Core Rules 370.1.b, 458, 124, 359.3.e, 428.5.c-c.1; card text of Guardian Angel (SFD-051).

    Scenario: C's Reaction answers A's spell: its lethal 4 is replaced by the Angel; then A's spell deals 3 and kills darius, A's kill
      Given the game has a third player C
      And it is A's turn
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "darius"
      And A has a spell "bolt" with text "Deal 3 damage to a unit." in their hand
      And C has a spell "zap" with keyword Reaction and text "Deal 4 damage to a unit." in their hand
      And A controls a unit "hunter" with might 1 and ability "When you kill a unit, buff me." in their base
      And C controls a unit "stalker" with might 1 and ability "When you kill a unit, buff me." in their base
      When A plays "bolt" targeting "darius"
      And C plays "zap" targeting "darius"
      And the top of the chain resolves
      Then "angel" is in the trash
      And "darius" is in B's base
      And "darius" has 0 damage
      And the last action triggered no ability of "stalker"
      When the top of the chain resolves
      Then "darius" is in the trash
      And the kill of "darius" is attributed to "bolt", with A responsible
      And the kill of "darius" is not attributed to "zap"
      And the last action triggered one ability of "hunter"
      And the last action triggered no ability of "stalker"

  @ATTR-16 @requires-delayed_triggers @requires-replacement @requires-spells
  Rule: Lethal damage after Decree, replaced by Guardian Angel: the unit lives on, so Decree's trigger then kills it, a kill with a spell
    Core Rules 370.1.b, 458, 124, 428.5.d, 411.6, 383.2.c.1; card texts of Imperial Decree (OGN-221), Guardian Angel (SFD-051), Immortal Phoenix (OGN-037).

    Scenario: A's spell deals B's angel-carrying darius lethal damage: the Angel dies instead; Decree's trigger kills darius, and A's Phoenix triggers
      Given it is A's turn
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "darius"
      And A has an Imperial Decree (OGN-221) "decree" in their hand
      And A has a spell "bolt" with text "Deal 4 damage to a unit." in their hand
      And A has an Immortal Phoenix (OGN-037) "phoenix" in their trash
      And A has [7][Y][Y] in their rune pool
      When A plays "decree"
      And the top of the chain resolves
      And A plays "bolt" targeting "darius"
      And the top of the chain resolves
      Then "angel" is in the trash
      And "darius" is in B's base
      And "darius" has 0 damage
      And the last action triggered the delayed trigger of "decree"
      When the top of the chain resolves
      Then "darius" is in the trash
      And the kill of "darius" is attributed to the delayed trigger of "decree", with A responsible
      And the chain holds one triggered ability of "phoenix"

  @ATTR-13 @requires-spells
  Rule: A gear's kill ability on the chain resolves though the gear was killed meanwhile: the kill is still the ability's and the gear's, its activator responsible
    Core Rules 191.4.a.1, 191.4.b, 428.5.b, 428.5.d, 411.1.

    Scenario: B kills A's cannon while its "[1]: Kill a unit." waits on the chain: darius dies all the same, A's kill with the gear
      Given A controls a gear "cannon" with text "[1]: Kill a unit." in their base
      And B controls a unit "darius" with might 4 at battlefield "bf1"
      And A controls a unit "hunter" with might 1 and ability "When you kill a unit, buff me." in their base
      And A has [1] in their rune pool
      When A activates the ability of "cannon" targeting "darius"
      And B kills "cannon"
      Then "cannon" is in the trash
      When the top of the chain resolves
      Then "darius" is in the trash
      And the kill of "darius" is attributed to the ability of "cannon", with A responsible
      And the last action triggered one ability of "hunter"

  @GEAR-20
  Rule: B takes A's attached Equipment: its printed Equip is still inactive for B; once B detaches it, B can equip it to B's unit
    Core Rules 718.2, 721.2, 435.1.c, 818.1, 718.5.f.

    Scenario: B cannot equip the blade B took off A's garen; B detaches it and equips it to B's vi
      Given it is B's turn
      And A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "vi" with might 2 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] at battlefield "bf1"
      And "blade" is attached to "garen"
      And B has [1] in their rune pool
      When B takes control of "blade"
      And B tries to activate the Equip ability of "blade" targeting "vi"
      Then the action is rejected as "inactive_ability"
      When B detaches "blade"
      And B activates the Equip ability of "blade" targeting "vi"
      And the top of the chain resolves
      Then "blade" is attached to "vi"
      And "vi" has might 4
      And "garen" has might 3

  @GEAR-18
  Rule: In a game of three, Equip targets a unit its controller controls: not C's unit, but a unit of C's that A controls
    Core Rules 818.1.b.1-2, 191.1, 718.5.e.

    Scenario: A's Equip cannot target C's vi; it can target lux, which C owns and A controls
      Given the game has a third player C
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And C controls a unit "vi" with might 2 in their base
      And A controls a unit "lux" owned by C with might 1 in their base
      And A has [1] in their rune pool
      When A tries to activate the Equip ability of "blade" targeting "vi"
      Then the action is rejected as "illegal_target"
      When A activates the Equip ability of "blade" targeting "lux"
      And the top of the chain resolves
      Then "blade" is attached to "lux"
      And "lux" has might 3

  @BUFF-10 @requires-tokens
  Rule: A Sand Soldier token that leaves the board ceases to exist: there is nothing left to return
    Core Rules 186-186.1, 427.1, 124.1.

    Scenario: A banishes A's buffed Sand Soldier token: it no longer exists, and it cannot be returned to the board
      Given A controls a Sand Soldier token "soldier" at battlefield "bf1"
      And "soldier" has a buff
      When A banishes "soldier"
      Then "soldier" no longer exists
      When A tries to return "soldier" to the board
      Then the action is rejected as "unknown_object"

  @GEAR-38 @requires-tokens
  Rule: A's Sand Soldier token carrying B's Equipment is killed at a battlefield: the token is gone, B's Equipment goes to B's base with its counters
    Core Rules 186.1, 719.5, 435.4.b, 323.7, 457.1, 744.

    Scenario: A kills the soldier carrying B's blade with 2 charge counters: no soldier, the blade in B's base, unattached, with both
      Given A controls a Sand Soldier token "soldier" at battlefield "bf1"
      And B controls an Equipment "blade" with might bonus 1 at battlefield "bf1"
      And "blade" is attached to "soldier"
      And "blade" has 2 charge counters
      When A kills "soldier"
      Then "soldier" no longer exists
      And "blade" is in B's base
      And "blade" is not attached to anything
      And "blade" has 2 charge counters
      And "blade" is controlled by B

  @BUFF-07 @requires-tokens
  Rule: B takes A's buffed Sand Soldier token: still a token and buffed, in B's base; B may spend the buff as an effect allows, A may not
    Core Rules 185.1, 702.2.b, 745.2, 323.7, 749.

    Scenario: B takes A's buffed soldier in A's base: it goes to B's base, a token still; A cannot spend its buff, B can
      Given A controls a Sand Soldier token "soldier" in their base
      And "soldier" has a buff
      When B takes control of "soldier"
      Then "soldier" is in B's base
      And "soldier" is a token
      And "soldier" has a buff
      And "soldier" has might 3
      When A tries to spend the buff of "soldier" as an effect allows
      Then the action is rejected as "not_controller"
      When B spends the buff of "soldier" as an effect allows
      Then "soldier" has no buff
      And "soldier" has might 2

  @ATTR-01 @requires-damage_by_player
  Rule: In a game of three, C's damage to B's unit is C's: C's "When you deal damage" fires, not the one A's Equipment gives B's unit
    Core Rules 411.1, 411.4, 142.3, 136.2.c, 191.4.a.

    Scenario: C deals 1 to B's vi carrying A's charm: C is responsible and C's watcher triggers; vi's granted trigger does not
      Given the game has a third player C
      And B controls a unit "vi" with might 3 at battlefield "bf1"
      And A controls an Equipment "charm" with effect ability "When you deal damage, buff me." at battlefield "bf1"
      And "charm" is attached to "vi"
      And C controls a unit "watcher" with might 1 and ability "When you deal damage, buff me." in their base
      When C deals 1 damage to "vi"
      Then C is responsible for the damage dealt to "vi"
      And C is responsible for 1 of the damage on "vi"
      And the last action triggered one ability of "watcher"
      And the last action triggered no ability of "vi"

  @ATTR-15
  Rule: In a game of three, C takes A's Equipment on B's unit: the kill ability it grants is B's, and so is the kill "with an Equipment"
    Core Rules 411.6-411.6.a, 191.4.a, 718.5.e-f, 428.5.b.

    Scenario: B activates the "[1]: Kill a unit." that C's axe gives B's vi: B's "with an Equipment" fires; A's and C's do not
      Given the game has a third player C
      And it is B's turn
      And B controls a unit "vi" with might 3 at battlefield "bf1"
      And A controls an Equipment "axe" with effect text "[1]: Kill a unit." at battlefield "bf1"
      And "axe" is attached to "vi"
      And A controls a unit "darius" with might 4 at battlefield "bf2"
      And A controls a unit "smith" with might 1 and ability "When you kill a unit with an Equipment, buff me." in their base
      And B controls a unit "forger" with might 1 and ability "When you kill a unit with an Equipment, buff me." in their base
      And C controls a unit "crafter" with might 1 and ability "When you kill a unit with an Equipment, buff me." in their base
      And B has [1] in their rune pool
      And C has [1] in their rune pool
      When C takes control of "axe"
      And C tries to activate the ability of "vi" targeting "darius"
      Then the action is rejected as "not_controller"
      When B activates the ability of "vi" targeting "darius"
      And the top of the chain resolves
      Then "darius" is in the trash
      And the kill of "darius" is attributed to "axe", with B responsible
      And the kill of "darius" is attributed to "vi", with B responsible
      And the last action triggered one ability of "forger"
      And the last action triggered no ability of "crafter"
      And the last action triggered no ability of "smith"

  @GEAR-05 @requires-spells
  Rule: A Deflect printed in an Equipment's rules text is inactive while it is attached: choosing it then costs an opponent nothing more
    Core Rules 718.2, 721.1, 809, 435.1.c.

    Scenario: B's spell chooses A's attached shield printed with Deflect: B pays nothing more, and the shield is exhausted
      Given it is B's turn
      And A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls an Equipment "shield" with might bonus 1 and keyword Deflect at battlefield "bf1"
      And "shield" is attached to "garen"
      And B has a spell "trip" with text "Exhaust an Equipment." in their hand
      When B plays "trip" targeting "shield"
      And the top of the chain resolves
      Then "shield" is exhausted
      And "garen" is ready

    Scenario: Once A detaches the shield printed with Deflect, its Deflect is active: B's spell cannot choose it from an empty pool
      Given it is B's turn
      And A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "shield" with might bonus 1 and keyword Deflect in their base
      And "shield" is attached to "garen"
      And B has a spell "trip" with text "Exhaust an Equipment." in their hand
      When A detaches "shield"
      And B tries to play "trip" targeting "shield"
      Then the action is rejected as "unpaid_cost"

  @GEAR-08 @requires-spells
  Rule: A spell that chooses "an Equipment with Deflect" sees the inactive Deflect of an attached Equipment, which taxes no one
    Core Rules 135.4.a, 721.1, 809, 718.2.

    Scenario: B's "Exhaust an Equipment with Deflect." chooses A's attached shield, for no more than its own cost
      Given it is B's turn
      And A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls an Equipment "shield" with might bonus 1 and keyword Deflect at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "shield" is attached to "garen"
      And "blade" is attached to "garen"
      And B has a spell "trip" with text "Exhaust an Equipment with Deflect." in their hand
      When B tries to play "trip" targeting "blade"
      Then the action is rejected as "illegal_target"
      When B plays "trip" targeting "shield"
      And the top of the chain resolves
      Then "shield" is exhausted
      And "blade" is ready

  @GEAR-07 @requires-spells
  Rule: Deflect given to an attached Equipment by a spell is active and the Equipment's own: it taxes choosing the Equipment, not its unit
    Core Rules 135.4.b, 477.2.a, 809, 718.5.b.

    Scenario: A gives A's attached blade Deflect: B must pay to choose the blade, not to choose garen
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 1 at battlefield "bf1"
      And "blade" is attached to "garen"
      And A has a spell "ward" with text "Give an Equipment Deflect." in their hand
      And B has a spell "trip" with keyword Reaction and text "Exhaust an Equipment." in their hand
      And B has a spell "zap" with keyword Reaction and text "Deal 1 damage to a unit." in their hand
      When A plays "ward" targeting "blade"
      And the top of the chain resolves
      Then "blade" has the ability "Deflect" from "ward"
      And "garen" has no ability from "ward"
      When B tries to play "trip" targeting "blade"
      Then the action is rejected as "unpaid_cost"
      When B plays "zap" targeting "garen"
      And the top of the chain resolves
      Then "garen" has 1 damage

  @ATTR-17 @requires-delayed_triggers @requires-spells
  Rule: Decree's trigger kills the object the damage was dealt to, whatever it has become: a unit made a gear is killed, and no unit was
    Core Rules 359.3.f.3.a, 124, 428.1, 477.1.a, 383.2.c; card texts of Imperial Decree (OGN-221), Immortal Phoenix (OGN-037).

    Scenario: A's spell damages darius, then A's Reaction makes it a gear: Decree's trigger kills the gear, and A's Phoenix does not trigger
      Given it is A's turn
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A has an Imperial Decree (OGN-221) "decree" in their hand
      And A has a spell "zap" with text "Deal 1 damage to a unit." in their hand
      And A has a spell "hex" with keyword Reaction and text "A unit becomes a gear." in their hand
      And A has an Immortal Phoenix (OGN-037) "phoenix" in their trash
      And A has [7][Y][Y] in their rune pool
      When A plays "decree"
      And the top of the chain resolves
      And A plays "zap" targeting "darius"
      And the top of the chain resolves
      Then the last action triggered the delayed trigger of "decree"
      When A plays "hex" targeting "darius"
      And the top of the chain resolves
      Then "darius" is a gear
      And "darius" is in B's base
      When the top of the chain resolves
      Then "darius" is in the trash
      And the kill of "darius" is attributed to the delayed trigger of "decree", with A responsible
      And the last action triggered no ability of "phoenix"

    Scenario: A takes control of the damaged darius before Decree's trigger resolves: A kills a unit A controls, with a spell, and Phoenix triggers
      Given it is A's turn
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And A has an Imperial Decree (OGN-221) "decree" in their hand
      And A has a spell "zap" with text "Deal 1 damage to a unit." in their hand
      And A has an Immortal Phoenix (OGN-037) "phoenix" in their trash
      And A has [7][Y][Y] in their rune pool
      When A plays "decree"
      And the top of the chain resolves
      And A plays "zap" targeting "darius"
      And the top of the chain resolves
      And A takes control of "darius"
      And the top of the chain resolves
      Then "darius" is in the trash
      And "darius" is controlled by B
      And the kill of "darius" is attributed to the delayed trigger of "decree", with A responsible
      And the chain holds one triggered ability of "phoenix"

  @ATTR-14 @requires-triggers
  Rule: B takes A's unit while its kill ability waits: the kill is A's, with the unit, but the unit's own "When you kill a unit with me" is B's now
    Core Rules 191.4.a-b, 411.4, 411.6, 428.5.d.

    Scenario: B takes garen with its "[1]: Kill a unit." on the chain: A's kill with garen; garen's own trigger, B's, does not fire; A's watcher's does
      Given A controls a unit "garen" with might 3, ability "When you kill a unit with me, buff me." and text "[1]: Kill a unit." at battlefield "bf1"
      And B controls a unit "lux" with might 2 at battlefield "bf1"
      And A controls a unit "watcher" with might 1 and ability "When you kill a unit, buff me." in their base
      And B controls a unit "spy" with might 1 and ability "When you kill a unit, buff me." in their base
      And A has [1] in their rune pool
      When A activates the ability of "garen" targeting "lux"
      And B takes control of "garen"
      And the top of the chain resolves
      Then "lux" is in the trash
      And the kill of "lux" is attributed to the ability of "garen", with A responsible
      And the last action triggered no ability of "garen"
      And the last action triggered one ability of "watcher"
      And the last action triggered no ability of "spy"

  @ATTR-15 @requires-triggers
  Rule: The kill ability Svellsongur copies onto its unit is granted by an Equipment: used, it kills "with an Equipment"; the printed one does not
    Core Rules 725.1, 136.2.c, 411.6-411.6.a, 428.5.d, 818.4; card text of Svellsongur (SFD-059).

    Scenario: garen's printed "[1]: Kill a unit." kills lux, not with an Equipment; the copy from Svellsongur kills vi, with one
      Given A controls a unit "garen" with might 3 and text "[1]: Kill a unit." at battlefield "bf1"
      And A controls a Svellsongur (SFD-059) "svell" at battlefield "bf1"
      And B controls a unit "lux" with might 2 at battlefield "bf1"
      And B controls a unit "vi" with might 2 at battlefield "bf1"
      And A controls a unit "smith" with might 1 and ability "When you kill a unit with an Equipment, buff me." in their base
      And A has [2] in their rune pool
      When A attaches "svell" to "garen"
      And A activates the first ability of "garen" targeting "lux"
      And the top of the chain resolves
      Then "lux" is in the trash
      And the kill of "lux" is not attributed to "svell"
      And the last action triggered no ability of "smith"
      When A activates the second ability of "garen" targeting "vi"
      And the top of the chain resolves
      Then "vi" is in the trash
      And the kill of "vi" is attributed to "svell", with A responsible
      And the kill of "vi" is attributed to "garen", with A responsible
      And the last action triggered one ability of "smith"

  @ATTR-11 @requires-combat @requires-tokens
  Rule: A Sand Soldier token and the defender kill each other: the defender's kill is the token's, though the token no longer exists
    Core Rules 428.5.c.2, 417.6.c, 186.1.

    Scenario: A's soldier and B's Might-2 darius kill each other: darius's kill is combat damage from the soldier, A responsible
      Given A controls a Sand Soldier token "soldier" at battlefield "bf1"
      And B controls a unit "darius" with might 2 at battlefield "bf1"
      And A controls a unit "watcher" with might 1 and ability "When you kill a unit, buff me." in their base
      When A attacks at battlefield "bf1", assigning 2 to "darius" and 2 to "soldier"
      Then "darius" is in the trash
      And "soldier" no longer exists
      And the source of the kill of "darius" is combat damage from "soldier"
      And A is responsible for the kill of "darius"
      And the last action triggered one ability of "watcher"

  @GEAR-09 @requires-replacement
  Rule: Guardian Angel's "kill Guardian Angel" names the Angel, even on a unit that is a copy of a unit named Guardian Angel
    Core Rules 053.1-053.4, 136.2.d, 477.1.b, 370.1.b; card text of Guardian Angel (SFD-051).

    Scenario: A's soldier, a copy of a unit named "Guardian Angel", carries the Angel; B's lethal damage kills the Angel, not the soldier
      Given A controls a unit "soldier" with might 2 at battlefield "bf1"
      And A controls a unit "model" with might 2 and the name "Guardian Angel" in their base
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "soldier"
      When A makes "soldier" a copy of "model"
      Then "soldier" is named "Guardian Angel"
      When B deals 3 damage to "soldier"
      Then "angel" is in the trash
      And "soldier" is in A's base
      And "soldier" has 0 damage
      And "model" is in A's base

  @GEAR-25 @requires-copy
  Rule: Moved to another unit, the Spectacles first leave the unit they made a copy, which is itself again when the new unit chooses it
    Core Rules 434.1.f, 725.1, 477.1.b, 435.1; card text of Shady Spectacles (VEN-137); the Vendetta FAQ (attach first, then choose).

    Scenario: A moves the Spectacles from soldier, a copy of hulk, to drone choosing soldier: drone is a copy of soldier itself, Might 2
      Given A controls a unit "soldier" with might 2 at battlefield "bf1"
      And A controls a unit "hulk" with might 6 and the name "Hulk" in their base
      And A controls a unit "drone" with might 1 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" at battlefield "bf1"
      When A attaches "specs" to "soldier" choosing "hulk"
      Then "soldier" has might 6
      When A attaches "specs" to "drone" choosing "soldier"
      Then "drone" is a copy of "soldier"
      And "drone" has might 2
      And "soldier" is not a copy
      And "soldier" has might 2
      And "specs" is in A's base

    Scenario: Veteran Poro's Weaponmaster takes the Spectacles off soldier, a copy of hulk, and chooses soldier: Poro copies soldier itself
      Given A controls a unit "soldier" with might 2 at battlefield "bf1"
      And A controls a unit "hulk" with might 6 and the name "Hulk" in their base
      And A controls a Shady Spectacles (VEN-137) "specs" at battlefield "bf1"
      And A has a Veteran Poro (SFD-099) "poro" in their hand
      And A has [3] in their rune pool
      When A attaches "specs" to "soldier" choosing "hulk"
      And A plays "poro"
      And the top of the chain resolves, A choosing "specs" and "soldier"
      Then "specs" is attached to "poro"
      And "poro" is a copy of "soldier"
      And "poro" has might 2
      And "soldier" is not a copy
      And A's rune pool is empty

    Scenario: Azir exchanges with soldier, a copy of hulk, and takes its Spectacles choosing soldier: Azir becomes a copy of soldier itself
      Given A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls a unit "soldier" with might 2 in their base
      And A controls a unit "hulk" with might 6 and the name "Hulk" in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And A has [G] in their rune pool
      When A attaches "specs" to "soldier" choosing "hulk"
      And A activates the "azir-ascendant" ability of "azir" targeting "soldier"
      And the top of the chain resolves, A choosing "specs" and "soldier"
      Then "specs" is attached to "azir"
      And "azir" is a copy of "soldier"
      And "azir" has might 2
      And "azir" is in A's base
      And "soldier" is not a copy
      And "soldier" is at battlefield "bf1"

  @GEAR-19
  Rule: An Equip waiting on the chain resolves though an effect attached its Equipment elsewhere meanwhile: it moves the Equipment onto its target
    Core Rules 377.3, 191.4.a.1, 434.1.f, 434.1.g, 818.1.b.

    Scenario: A's Equip of the blade targets garen; meanwhile an effect attaches the blade to lux: the Equip resolves, and the blade leaves lux for garen
      Given A controls a unit "garen" with might 3 in their base
      And A controls a unit "lux" with might 2 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A has [1] in their rune pool
      When A activates the Equip ability of "blade" targeting "garen"
      And A attaches "blade" to "lux"
      Then "lux" has might 4
      When the top of the chain resolves
      Then "blade" is attached to "garen"
      And "blade" was detached from "lux"
      And "lux" carries nothing
      And "garen" has might 5

    Scenario: Svellsongur's Equip targets garen; an effect attaches it to garen first: the Equip finds it there, and copies nothing anew
      Given A controls a unit "garen" with might 3 and ability "When you deal damage, buff me." in their base
      And A controls a Svellsongur (SFD-059) "svell" in their base
      And A has [1][G] in their rune pool
      When A activates the Equip ability of "svell" targeting "garen"
      And A attaches "svell" to "garen"
      Then the last action caused a text copied event for "svell"
      When the top of the chain resolves
      Then "svell" is attached to "garen"
      And the last action caused no text copied event
      And the last action caused no detach event
      And the last action caused no attach event

  @GEAR-01 @requires-copy
  Rule: Azir takes a unit's only Equipment: that unit is no longer the Top-Most Card of a stack, Azir is
    Core Rules 717, 719.2, 435.1.b.2, 818.3; card text of Azir, Ascendant (SFD-050).

    Scenario: Azir exchanges with garen and takes its blade: garen is not the Top-Most Card nor equipped; Azir is both
      Given A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      And "blade" is attached to "garen"
      And A has [G] in their rune pool
      When A activates the "azir-ascendant" ability of "azir" targeting "garen"
      And the top of the chain resolves, A choosing "blade"
      Then "garen" is not the Top-Most Card
      And "garen" is not equipped
      And "azir" is the Top-Most Card
      And "azir" is equipped
      And "garen" is at battlefield "bf1"

  @GEAR-03
  Rule: In a game of three, Equipment of three players on one unit: every bonus and every text counts, and the texts are the unit's
    Core Rules 434.1.b.1, 434.1.c-d, 136.2.c, 191.4.a, 718.5.e.

    Scenario: B's vi carries A's +2 Tank blade, C's +1 charm and B's +0 Deflect shield: Might 6, and all three texts are B's
      Given the game has a third player C
      And B controls a unit "vi" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 and effect keyword Tank at battlefield "bf1"
      And C controls an Equipment "charm" with might bonus 1 and effect ability "When you deal damage, buff me." at battlefield "bf1"
      And B controls an Equipment "shield" with might bonus 0 and effect keyword Deflect at battlefield "bf1"
      And "blade" is attached to "vi"
      And "charm" is attached to "vi"
      And "shield" is attached to "vi"
      And A controls a unit "lux" with might 3 at battlefield "bf1"
      Then "vi" has might 6
      And "vi" has the ability "Tank" from "blade", controlled by B
      And "vi" has the ability "When you deal damage, buff me." from "charm", controlled by B
      And "vi" has the ability "Deflect" from "shield", controlled by B
      When B has "vi" deal 1 damage to "lux"
      Then B is responsible for the damage dealt to "lux"
      And the last action triggered one ability of "vi"

  @GEAR-36 @requires-delayed_triggers @requires-spells
  Rule: Decree's trigger kills a unit carrying an Equipment at a battlefield: the Equipment detaches there and goes home at the cleanup
    Core Rules 719.5, 435.4.b, 323.7, 457.1; card text of Imperial Decree (OGN-221).

    Scenario: A's Decree trigger kills B's damaged darius carrying B's blade at bf1: the blade is in B's base, detached
      Given it is A's turn
      And B controls a unit "darius" with might 4 at battlefield "bf1"
      And B controls an Equipment "blade" with might bonus 1 at battlefield "bf1"
      And "blade" is attached to "darius"
      And A has an Imperial Decree (OGN-221) "decree" in their hand
      And A has a spell "zap" with text "Deal 1 damage to a unit." in their hand
      And A has [5][Y][Y] in their rune pool
      When A plays "decree"
      And the top of the chain resolves
      And A plays "zap" targeting "darius"
      And the top of the chain resolves
      And the top of the chain resolves
      Then "darius" is in the trash
      And "blade" was detached from "darius"
      And "blade" is in B's base
      And "blade" is not attached to anything

  @ATTR-03 @requires-spells @requires-tokens
  Rule: A's spell has each player kill their chosen unit: B kills B's Sand Soldier token, which ceases to exist; the kill is B's
    Core Rules 411.1, 411.4, 186.1; the catalogue's ATTR-03.

    Scenario: A's spell chooses A's garen and B's soldier token: each is killed by its controller; B's "When you kill a unit" fires for the token
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And B controls a Sand Soldier token "soldier" at battlefield "bf1"
      And A has a spell "pact" with text "Choose a friendly unit and an enemy unit. Each player kills the chosen unit they control." in their hand
      And A controls a unit "hunter" with might 1 and ability "When you kill a unit, buff me." in their base
      And B controls a unit "stalker" with might 1 and ability "When you kill a unit, buff me." in their base
      When A plays "pact" choosing "garen" and "soldier"
      And the top of the chain resolves
      Then "garen" is in the trash
      And "soldier" no longer exists
      And B is responsible for the kill of "soldier"
      And A is responsible for the kill of "garen"
      And the last action triggered one ability of "hunter"
      And the last action triggered one ability of "stalker"

  @GEAR-05
  Rule: An activated ability printed in an Equipment's rules text is inactive while it is attached, whoever controls it; detached, its controller uses it
    Core Rules 718.2, 721.2, 435.1.c, 191.4.a, 718.5.f.

    Scenario: A's exhausted blade printed with "[1]: Ready me" is on garen: the ability is inactive; detached, A readies the blade with it
      Given A controls a unit "garen" with might 3 in their base
      And A controls an exhausted Equipment "blade" with might bonus 1 and ability "[1]: Ready me" in their base
      And "blade" is attached to "garen"
      And A has [1] in their rune pool
      When A tries to activate the ability "[1]: Ready me" of "blade"
      Then the action is rejected as "inactive_ability"
      When A detaches "blade"
      And A activates the ability "[1]: Ready me" of "blade"
      And the top of the chain resolves
      Then "blade" is ready
      And "garen" has might 3

    Scenario: In a game of three, C takes A's exhausted blade on B's vi: inactive for C too; C detaches it and readies it, A cannot
      Given the game has a third player C
      And it is C's turn
      And B controls a unit "vi" with might 2 in their base
      And A controls an exhausted Equipment "blade" with might bonus 1 and ability "[1]: Ready me" in their base
      And "blade" is attached to "vi"
      And A has [1] in their rune pool
      And C has [1] in their rune pool
      When C takes control of "blade"
      And C tries to activate the ability "[1]: Ready me" of "blade"
      Then the action is rejected as "inactive_ability"
      When C detaches "blade"
      And A tries to activate the ability "[1]: Ready me" of "blade"
      Then the action is rejected as "not_controller"
      When C activates the ability "[1]: Ready me" of "blade"
      And the top of the chain resolves
      Then "blade" is ready
      And "blade" is in C's base

  @GEAR-22
  Rule: Azir's attach of one of the unit's Equipment is an effect's attach: it happens though no move does, and whoever controls the Equipment
    Core Rules 434.2, 355.4.a, 055, 718.5.f; card text of Azir, Ascendant (SFD-050).

    Scenario: Azir and garen are both at bf1: neither moves, and Azir still takes garen's blade
      Given A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      And A has [G] in their rune pool
      When A activates the "azir-ascendant" ability of "azir" targeting "garen"
      And the top of the chain resolves, A choosing "blade"
      Then "blade" is attached to "azir"
      And "azir" did not move
      And "garen" did not move
      And "azir" has might 8
      And "garen" has might 3

    Scenario: Azir takes B's blade off A's garen in the exchange: the blade is on Azir at garen's battlefield, still B's
      Given A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls a unit "garen" with might 3 at battlefield "bf2"
      And B controls an Equipment "blade" with might bonus 2 at battlefield "bf2"
      And "blade" is attached to "garen"
      And A has [G] in their rune pool
      When A activates the "azir-ascendant" ability of "azir" targeting "garen"
      And the top of the chain resolves, A choosing "blade"
      Then "blade" is attached to "azir"
      And "blade" is controlled by B
      And "azir" is at battlefield "bf2"
      And "blade" is at battlefield "bf2"
      And "garen" is at battlefield "bf1"
      And "azir" has might 8

  @ATTR-03 @requires-spells @requires-triggers
  Rule: In a game of three, on B's turn, A's Reaction has A and C kill their units: C's trigger goes on the chain first, so A's resolves first
    Core Rules 411.1, 411.4, 383.3.d-d.1, 312.2.c.

    Scenario: On B's turn A's Reaction has A kill garen and C kill vi: A's "When you kill a unit" resolves first, then C's
      Given the game has a third player C
      And it is B's turn
      And A controls a unit "garen" with might 2 at battlefield "bf1"
      And C controls a unit "vi" with might 2 at battlefield "bf1"
      And A has a spell "pact" with keyword Reaction and text "Choose a friendly unit and an enemy unit. Each player kills the chosen unit they control." in their hand
      And A controls a unit "hunter" with might 1 and ability "When you kill a unit, buff me." in their base
      And C controls a unit "stalker" with might 1 and ability "When you kill a unit, buff me." in their base
      When A plays "pact" choosing "garen" and "vi"
      And the top of the chain resolves
      Then "garen" is in the trash
      And "vi" is in the trash
      And the last action triggered one ability of "hunter"
      And the last action triggered one ability of "stalker"
      And A has priority
      When the top of the chain resolves
      Then "hunter" has a buff
      And "stalker" has no buff
      And C has priority
      When the top of the chain resolves
      Then "stalker" has a buff

  @GEAR-25 @requires-copy
  Rule: Two copy effects on one unit apply in timestamp order: the later one ends, and the earlier one, still lasting, applies again
    Core Rules 477.1.b, 480, 435.1; card text of Shady Spectacles (VEN-137): "for as long as this is attached to it".

    Scenario: soldier wears two Spectacles, copying hulk then lux: it is a copy of lux; the second detached, a copy of hulk again
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "hulk" with might 6 in their base
      And A controls a unit "lux" with might 4 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And A controls a Shady Spectacles (VEN-137) "specs2" in their base
      When A attaches "specs" to "soldier" choosing "hulk"
      And A attaches "specs2" to "soldier" choosing "lux"
      Then "soldier" is a copy of "lux"
      And "soldier" has might 4
      When A detaches "specs2"
      Then "soldier" is a copy of "hulk"
      And "soldier" has might 6
      When A detaches "specs"
      Then "soldier" is not a copy
      And "soldier" has might 2

    Scenario: The first of the two Spectacles detached first: its copy ends, the later copy still applies
      # 480: only the effect that lasted while the detached Spectacles were attached ends; lux's, the latest, goes on.
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "hulk" with might 6 in their base
      And A controls a unit "lux" with might 4 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And A controls a Shady Spectacles (VEN-137) "specs2" in their base
      When A attaches "specs" to "soldier" choosing "hulk"
      And A attaches "specs2" to "soldier" choosing "lux"
      And A detaches "specs"
      Then "soldier" is a copy of "lux"
      And "soldier" has might 4
      When A detaches "specs2"
      Then "soldier" is not a copy
      And "soldier" has might 2

    Scenario: A unit made a copy of soldier, a copy of hulk then of lux, gets lux's traits: the latest copy applies
      # 477.1.b.1.b: copying a copy gives what it copied; 480: soldier's latest copy effect is lux's.
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "hulk" with might 6 in their base
      And A controls a unit "lux" with might 4 in their base
      And A controls a unit "vi" with might 1 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A makes "soldier" a copy of "hulk"
      And A attaches "specs" to "soldier" choosing "lux"
      And A makes "vi" a copy of "soldier"
      Then "vi" is a copy of "soldier"
      And "vi" has might 4

    Scenario: A lasting copy of hulk, then the Spectacles copying lux: once they come off, soldier is a copy of hulk again
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "hulk" with might 6 in their base
      And A controls a unit "lux" with might 4 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A makes "soldier" a copy of "hulk"
      And A attaches "specs" to "soldier" choosing "lux"
      Then "soldier" is a copy of "lux"
      When A detaches "specs"
      Then "soldier" is a copy of "hulk"
      And "soldier" has might 6

    Scenario: Veteran Poro takes the second of soldier's two Spectacles choosing soldier: soldier is a copy of hulk again, so Poro is too
      # 477.1.b.1.b: a copy of a copy takes what that copy copied; the second Spectacles left soldier first (434.1.f).
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "hulk" with might 6 in their base
      And A controls a unit "lux" with might 4 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And A controls a Shady Spectacles (VEN-137) "specs2" in their base
      And A has a Veteran Poro (SFD-099) "poro" in their hand
      And A has [3] in their rune pool
      When A attaches "specs" to "soldier" choosing "hulk"
      And A attaches "specs2" to "soldier" choosing "lux"
      And A plays "poro"
      And the top of the chain resolves, A choosing "specs2" and "soldier"
      Then "specs2" is attached to "poro"
      And "soldier" is a copy of "hulk"
      And "poro" is a copy of "soldier"
      And "poro" has might 6
      And A's rune pool is empty
