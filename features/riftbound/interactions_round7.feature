Feature: Round 7 — who chooses for a chain item, replacements and delayed triggers, and counters across control
  The control rulings taken together with the chain: the choices an ability asks for as it
  resolves are its controller's, and stay so when its source changes hands after it triggered;
  a choice or a mode that the resolving text does not call for is refused; Guardian Angel's
  replacement and Imperial Decree's delayed trigger around units that changed control; and
  buffs on units taken, recalled, copied and saved. Each outcome follows from the rules the
  rulings cite.
  Source: the French ruling texts « Objets : contrôle, texte copié et réattachement » (features/sources/GEAR.fr.txt), « Suivre les compteurs » (features/sources/BUFF.fr.txt) and « Attribuer les dégâts et les éliminations » (features/sources/ATTR.fr.txt).

  Background:
    Given a Riftbound game between A and B with battlefields "bf1" and "bf2"

  @GEAR-13 @requires-triggers
  Rule: The choice an ability asks for as it resolves is made by the ability's controller, not by another player
    Core Rules 191.4.a, 191.4.c-e, 355.5, 402.2; card text of Aphelios, Exalted (SFD-049).

    Scenario: A's Aphelios trigger waits on the chain: B cannot resolve it choosing A's own unit for A; A then buffs it
      Given A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      When A attaches "blade" to "aphelios"
      And B tries to resolve the top of the chain with mode 3, choosing "garen"
      Then the action is rejected as "not_controller"
      And "garen" has no buff
      When the top of the chain resolves with mode 3, A choosing "garen"
      Then "garen" has a buff
      And "garen" has might 5

    Scenario: B cannot choose the mode of A's Aphelios trigger either, even with no object chosen
      Given A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      When A attaches "blade" to "aphelios"
      And B tries to resolve the top of the chain with mode 3
      Then the action is rejected as "not_controller"
      And the chain holds one triggered ability of "aphelios"

  @GEAR-13 @requires-triggers @requires-control
  Rule: A trigger already on the chain stays its controller's when its source changes hands
    Core Rules 191.4.b, 191.4.c-e, 355.5; card text of Aphelios, Exalted (SFD-049).

    Scenario: A's Aphelios trigger is on the chain when B takes Aphelios: A still chooses, and buffs A's garen
      Given A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a unit "garen" with might 4 in their base
      And B controls a unit "darius" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      When A attaches "blade" to "aphelios"
      And B takes control of "aphelios"
      Then "aphelios" is controlled by B
      When B tries to resolve the top of the chain with mode 3, choosing "darius"
      Then the action is rejected as "not_controller"
      And "darius" has no buff
      When the top of the chain resolves with mode 3, A choosing "garen"
      Then "garen" has a buff
      And "darius" has no buff

    Scenario: A's trigger on the chain after B took Aphelios cannot buff B's unit, friendly to Aphelios's new controller
      Given A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a unit "garen" with might 4 in their base
      And B controls a unit "darius" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      When A attaches "blade" to "aphelios"
      And B takes control of "aphelios"
      And A tries to resolve the top of the chain with mode 3, choosing "darius"
      Then the action is rejected as "illegal_target"
      And "darius" has no buff

  @GEAR-13 @requires-triggers
  Rule: A choice the resolving text does not call for is refused: one unit for "a friendly unit", no mode for a modeless ability
    Core Rules 402.2, 355.5, 359; card text of Aphelios, Exalted (SFD-049).

    Scenario: "Buff a friendly unit" takes one unit: A cannot choose two
      Given A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      When A attaches "blade" to "aphelios"
      And A tries to resolve the top of the chain with mode 3, choosing "garen" and "lux"
      Then the action is rejected as "illegal_target"
      And "garen" has no buff
      And "lux" has no buff

    Scenario: A gear's "[1]: Deal 2 damage to a unit." has no modes: resolving it with a mode is refused
      Given A controls a gear "cannon" with text "[1]: Deal 2 damage to a unit." in their base
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And A has [1] in their rune pool
      When A activates the ability of "cannon" targeting "darius"
      And A tries to resolve the top of the chain with mode 1
      Then the action is rejected as "illegal_choice"
      And "darius" has 0 damage
      When the top of the chain resolves
      Then "darius" has 2 damage

  @GEAR-13 @requires-triggers @requires-control
  Rule: "A friendly unit" is one the ability's controller controls now, whoever owns it
    Core Rules 191.4.c-e, 355.5, 191.3, 744; card text of Aphelios, Exalted (SFD-049).

    Scenario: A took B's darius; A's Aphelios trigger buffs darius, friendly to A; B's own unit is not
      Given A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And B controls a unit "darius" with might 4 in their base
      And B controls a unit "vi" with might 2 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      When A takes control of "darius"
      And A attaches "blade" to "aphelios"
      And A tries to resolve the top of the chain with mode 3, choosing "vi"
      Then the action is rejected as "illegal_target"
      When the top of the chain resolves with mode 3, A choosing "darius"
      Then "darius" has a buff
      And "darius" has might 5
      And "darius" is controlled by A
      And "vi" has no buff

  @GEAR-11 @requires-replacement @requires-control @requires-spend_counters
  Rule: A's Guardian Angel on the buffed unit B took saves it to B's base: the buff stays, and only B may spend it
    Core Rules 370.1.b, 719.3.a, 718.5.f, 191.4.a, 744, 749; card text of Guardian Angel (SFD-051).

    Scenario: B took A's buffed garen carrying A's Angel; A deals it lethal damage: the Angel dies, garen goes to B's base with its buff
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And "garen" has a buff
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "garen"
      When B takes control of "garen"
      Then "garen" has might 5
      When A deals 5 damage to "garen"
      Then "angel" is in the trash
      And "garen" is in B's base
      And "garen" has 0 damage
      And "garen" is exhausted
      And "garen" has a buff
      And "garen" has might 4
      And "garen" is controlled by B
      When A tries to spend the buff of "garen" as an effect allows
      Then the action is rejected as "not_controller"
      When B spends the buff of "garen" as an effect allows
      Then "garen" has no buff
      And "garen" has might 3

  @ATTR-16 @requires-spells @requires-triggers @requires-delayed_triggers @requires-control
  Rule: Imperial Decree's delayed trigger is A's whoever controls the damaged unit: it kills the unit B took from A, A responsible
    Core Rules 390-392, 191.4.a.1, 428.5.d, 411.1; card text of Imperial Decree (OGN-221).

    Scenario: A's Decree, then B takes A's buffed garen and damages it: A's trigger kills it; the card goes to A's trash, buffless
      Given it is A's turn
      And A has an Imperial Decree (OGN-221) "decree" in their hand
      And A has [5][Y][Y] in their rune pool
      And A controls a unit "garen" with might 4 at battlefield "bf1"
      And "garen" has a buff
      When A plays "decree"
      And the top of the chain resolves
      And B takes control of "garen"
      And B deals 1 damage to "garen"
      Then the last action triggered one ability of "decree"
      And the chain holds one triggered ability of "decree"
      When the top of the chain resolves
      Then "garen" is in the trash
      And "garen" has no buff
      And the kill of "garen" is attributed to the delayed trigger of "decree", with A responsible

  @BUFF-07 @requires-control @requires-recall @requires-spend_counters @requires-turns
  Rule: The buff of a unit B took stays through B's recall and the turn's end, and B spends it on B's turn
    Core Rules 744, 749, 191.3, 143.3.b; the BUFF ruling on change of control.

    Scenario: B takes A's buffed garen at bf1 and recalls it; on B's next turn B spends its buff, A never could
      Given it is A's turn
      And A controls a unit "garen" with might 3 at battlefield "bf1"
      And "garen" has a buff
      When B takes control of "garen"
      And B recalls "garen"
      Then "garen" is in B's base
      And "garen" has a buff
      When A ends their turn
      Then it is B's turn
      And "garen" has a buff
      And "garen" is controlled by B
      When A tries to spend the buff of "garen" as an effect allows
      Then the action is rejected as "not_controller"
      When B spends the buff of "garen" as an effect allows
      Then "garen" has no buff
      And "garen" has might 3

  @BUFF-08 @requires-control @requires-copy
  Rule: A buffed unit B took and made a copy of B's unit keeps its own buff on the model's Might, and stays B's
    Core Rules 477.1.b, 744, 191.3; the BUFF rulings on copies and change of control.

    Scenario: B takes A's buffed garen and makes it a copy of B's unbuffed darius: Might 5 plus its buff, still B's; darius gets no buff
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And "garen" has a buff
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      When B takes control of "garen"
      And B makes "garen" a copy of "darius"
      Then "garen" is a copy of "darius"
      And "garen" has a buff
      And "garen" has might 6
      And "garen" is controlled by B
      And "darius" has no buff
      And "darius" has might 5

  @GEAR-10 @requires-replacement @requires-combat
  Rule: In combat, a buffed defender with Guardian Angel defends at its Might with both; its lethal damage is replaced, and its buff stays
    Core Rules 465.2, 466.1.a, 370.1.b, 719.3.a, 744; card text of Guardian Angel (SFD-051).

    Scenario: B's buffed Might-3 darius with its Angel defends at 5 against A's 6: the Angel dies, darius goes home buffed, garen survives 5
      Given A controls a unit "garen" with might 6 at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And "darius" has a buff
      And B controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "darius"
      When A attacks at battlefield "bf1", assigning 6 to "darius" and 5 to "garen"
      Then "angel" is in the trash
      And "darius" is in B's base
      And "darius" has 0 damage
      And "darius" is exhausted
      And "darius" has a buff
      And "darius" has might 4
      And "garen" is at battlefield "bf1"
      And "garen" has 0 damage

  @BUFF-03 @requires-triggers
  Rule: Aphelios's "Buff a friendly unit" on a unit that already has a buff gives it no second one
    Core Rules 744 (a unit has at most one buff), 355.5; card text of Aphelios, Exalted (SFD-049).

    Scenario: A's trigger buffs A's already buffed garen: it still has one buff, Might 5, and the mode is used this turn
      Given A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a unit "garen" with might 4 in their base
      And "garen" has a buff
      And A controls an Equipment "blade" with might bonus 1 in their base
      And A controls an Equipment "axe" with might bonus 1 in their base
      When A attaches "blade" to "aphelios"
      And the top of the chain resolves with mode 3, A choosing "garen"
      Then "garen" has a buff
      And "garen" has might 5
      When A attaches "axe" to "aphelios"
      And A tries to resolve the top of the chain with mode 3, choosing "garen"
      Then the action is rejected as "already_used"

  @GEAR-18 @requires-weaponmaster
  Rule: Weaponmaster's choice of an Equipment is made by the controller of its trigger, and any player may let an item that asks nothing resolve
    Core Rules 191.4.c-e, 402.2, 406, 821.1.c; card text of Veteran Poro (SFD-099).

    Scenario: A plays Veteran Poro: B cannot choose A's sword for A's Weaponmaster trigger; A can
      Given A controls an Equipment "sword" with might bonus 2 and Equip [1][O] in their base
      And A has a Veteran Poro (SFD-099) "poro" in their hand
      And A has [3][O] in their rune pool
      When A plays "poro"
      And B tries to resolve the top of the chain, choosing "sword"
      Then the action is rejected as "not_controller"
      And "sword" is not attached to anything
      When the top of the chain resolves, A choosing "sword"
      Then "sword" is attached to "poro"
      And "poro" has might 4

    Scenario: A's Equip ability asks for no choice as it resolves: B passing last lets it resolve, and it attaches for A
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A has [1] in their rune pool
      When A activates the Equip ability of "blade" targeting "garen"
      And B tries to resolve the top of the chain
      Then the action is accepted
      And "blade" is attached to "garen"
      And "garen" has might 6

  @ATTR-17 @requires-spells @requires-triggers @requires-delayed_triggers
  Rule: Imperial Decree's delayed trigger asks for no choice: it kills the unit that took damage, not a unit named as it resolves
    Core Rules 402.2, 390.2, 359.3.f.3.a; card text of Imperial Decree (OGN-221).

    Scenario: B's darius takes damage after A's Decree; A cannot name B's vi as the trigger resolves, nor a mode; it kills darius
      Given it is A's turn
      And A has an Imperial Decree (OGN-221) "decree" in their hand
      And A has [5][Y][Y] in their rune pool
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And B controls a unit "vi" with might 5 at battlefield "bf1"
      When A plays "decree"
      And the top of the chain resolves
      And B deals 1 damage to "darius"
      And A tries to resolve the top of the chain, choosing "vi"
      Then the action is rejected as "illegal_target"
      When A tries to resolve the top of the chain with mode 1
      Then the action is rejected as "illegal_choice"
      When the top of the chain resolves
      Then "darius" is in the trash
      And "vi" is at battlefield "bf1"
      And the kill of "darius" is attributed to the delayed trigger of "decree", with A responsible

  @BUFF-01 @requires-combat
  Rule: An attacker the combat cleanup recalls keeps its buff: a recall is no leaving the board
    Core Rules 466.1.a, 423.1.b, 143.3.b, 744; the BUFF ruling on moves and recalls.

    Scenario: A's buffed garen attacks B's stunned Might-5 darius: neither dies, garen is recalled to A's base with its buff
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And "garen" has a buff
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And "darius" is stunned
      When A attacks at battlefield "bf1", assigning 4 to "darius"
      Then "darius" is at battlefield "bf1"
      And "darius" has 0 damage
      And "garen" is in A's base
      And "garen" was recalled by cleanup
      And "garen" has a buff
      And "garen" has might 4

  @BUFF-09 @requires-copy @requires-combat
  Rule: A copy of a buffed unit defends at the model's Might without its buff
    Core Rules 477.1.b, 744, 465.2; the BUFF rulings on copies.

    Scenario: B's vi is a copy of A's buffed Might-3 garen: vi defends at 3, so garen, at 4, survives vi's damage and kills it
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And "garen" has a buff
      And B controls a unit "vi" with might 1 at battlefield "bf1"
      When B makes "vi" a copy of "garen"
      Then "vi" has might 3
      And "vi" has no buff
      When B tries to spend the buff of "vi" as an effect allows
      Then the action is rejected as "illegal_target"
      When A attacks at battlefield "bf1", assigning 4 to "vi" and 3 to "garen"
      Then "vi" is in the trash
      And "garen" is at battlefield "bf1"
      And "garen" has 0 damage
      And "garen" has a buff

  @ATTR-17 @requires-spells @requires-triggers @requires-delayed_triggers @requires-recall @requires-control
  Rule: Decree's "kill it" finds the damaged unit wherever it went on the board and whoever controls it now
    Core Rules 390.2, 359.3.f.3.a, 124, 191.4.a.1, 428.5.d; card text of Imperial Decree (OGN-221).

    Scenario: B's darius takes damage, then B recalls it before A's trigger resolves: still the same unit, killed in B's base
      Given it is A's turn
      And A has an Imperial Decree (OGN-221) "decree" in their hand
      And A has [5][Y][Y] in their rune pool
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      When A plays "decree"
      And the top of the chain resolves
      And B deals 1 damage to "darius"
      And B recalls "darius"
      Then "darius" is in B's base
      When the top of the chain resolves
      Then "darius" is in the trash
      And the kill of "darius" is attributed to the delayed trigger of "decree", with A responsible

    Scenario: B's darius takes damage, then A takes control of it before A's trigger resolves: A's trigger kills A's unit now
      Given it is A's turn
      And A has an Imperial Decree (OGN-221) "decree" in their hand
      And A has [5][Y][Y] in their rune pool
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      When A plays "decree"
      And the top of the chain resolves
      And B deals 1 damage to "darius"
      And A takes control of "darius"
      And the top of the chain resolves
      Then "darius" is in the trash
      And the kill of "darius" is attributed to the delayed trigger of "decree", with A responsible

  @ATTR-04 @requires-spells
  Rule: Targets a spell or ability does not call for are refused as it is played: one target for "a unit", none for Decree or "Ready me"
    Core Rules 359, 355.5, 402.2; card text of Imperial Decree (OGN-221).

    Scenario: A's "Deal 3 damage to a unit." cannot be played at two units; at one, it deals 3 to it alone
      Given A has a spell "zap" with text "Deal 3 damage to a unit." in their hand
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And B controls a unit "vi" with might 5 at battlefield "bf1"
      When A tries to play "zap" targeting "darius" and "vi"
      Then the action is rejected as "illegal_target"
      And nothing changed
      When A plays "zap" targeting "darius"
      And the top of the chain resolves
      Then "darius" has 3 damage
      And "vi" has 0 damage

    Scenario: Imperial Decree has no target: A cannot play it at B's unit
      Given it is A's turn
      And A has an Imperial Decree (OGN-221) "decree" in their hand
      And A has [5][Y][Y] in their rune pool
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      When A tries to play "decree" targeting "darius"
      Then the action is rejected as "illegal_target"
      And nothing changed

    @requires-spend_counters
    Scenario: "Spend my buff: Ready me" has no target: activating it at B's unit is refused, and the buff stays
      Given A controls an exhausted unit "garen" with might 4 and ability "Spend my buff: Ready me" in their base
      And "garen" has a buff
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      When A tries to activate the ability "Spend my buff: Ready me" of "garen" targeting "darius"
      Then the action is rejected as "illegal_target"
      And "garen" has a buff
      And "garen" is exhausted

  @GEAR-10 @requires-spells @requires-triggers @requires-delayed_triggers @requires-replacement
  Rule: Two Decree triggers from one damage: Guardian Angel replaces the first kill once; the unit, never gone, dies to the second
    Core Rules 370.1.b, 370.2, 390.2, 124, 719.3.a; card texts of Imperial Decree (OGN-221), Guardian Angel (SFD-051).

    Scenario: B's Angel-carrying darius takes 1 damage after A's two Decrees: the first kill kills the Angel, the second kills darius in B's base
      Given it is A's turn
      And A has an Imperial Decree (OGN-221) "decree" in their hand
      And A has an Imperial Decree (OGN-221) "edict" in their hand
      And A has [10][Y][Y][Y][Y] in their rune pool
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And B controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "darius"
      When A plays "decree"
      And the top of the chain resolves
      And A plays "edict"
      And the top of the chain resolves
      And B deals 1 damage to "darius"
      Then the last action triggered one ability of "decree"
      And the last action triggered one ability of "edict"
      When the top of the chain resolves
      Then "angel" is in the trash
      And "darius" is in B's base
      And "darius" has 0 damage
      And "darius" is exhausted
      When the top of the chain resolves
      Then "darius" is in the trash
      And A is responsible for the kill of "darius"
