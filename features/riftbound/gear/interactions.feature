Feature: Gear — rulings combined: copies, control, replacement and renewal on equipped units
  The gear rulings taken two at a time: a copy effect on a unit whose Equipment changes hands, a
  Guardian Angel on a buffed unit, a token or a unit the opponent controls, Svellsongur and the
  Spectacles copying what is itself a copy or carries Equipment, and units that leave the board
  and come back as new objects. Each outcome follows from the rules the rulings cite.
  Source: the French ruling text « Objets : contrôle, texte copié et réattachement » (features/sources/GEAR.fr.txt).

  Background:
    Given a Riftbound game between A and B with battlefields "bf1" and "bf2"

  @GEAR-12
  Rule: The bonus and the granted text keep applying through a copy of the unit and a change of control of the Equipment
    Core Rules 718.5.e-g, 477.1.b, 477.2.c, 477.3.d.

    Scenario: A unit that became a copy keeps its Equipment's bonus and text after B takes the Equipment
      # Layer 1 gives garen hulk's Might 6; layer 3 adds blade's +2; blade's text is garen's, so A's.
      Given A controls a unit "garen" with might 3 in their base
      And A controls a unit "hulk" with might 6 in their base
      And A controls an Equipment "blade" with might bonus 2 and effect keyword Tank in their base
      And "blade" is attached to "garen"
      When A makes "garen" a copy of "hulk"
      And B takes control of "blade"
      Then "garen" is a copy of "hulk"
      And "garen" has might 8
      And "garen" has the ability "Tank" from "blade", controlled by A
      And "blade" is controlled by B
      And "blade" is attached to "garen"

    Scenario: The Spectacles' copy lasts while they stay attached, whoever takes control of them
      # "for as long as this is attached to it": a control change is no detach (718.5.f).
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "hulk" with might 6 and the name "Hulk" in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A attaches "specs" to "soldier" choosing "hulk"
      And B takes control of "specs"
      Then "soldier" is a copy of "hulk"
      And "soldier" is named "Hulk"
      And "soldier" has might 6
      And "specs" is controlled by B
      And "specs" is attached to "soldier"

    Scenario: B takes A's equipped unit and makes it a copy of B's unit: A's Equipment still adds its bonus
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 3 at battlefield "bf1"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And "blade" is attached to "garen"
      When B takes control of "garen"
      And B makes "garen" a copy of "darius"
      Then "garen" has might 8
      And "garen" is controlled by B
      And "blade" is controlled by A

  @GEAR-42
  Rule: A unit that stops being a unit, by a type change or a copy, keeps its attachments and its counters, and has no Might
    Core Rules 137.3.b, 477.1.a-b, 124.2, 703.

    Scenario: A unit that becomes a copy of an Equipment has no Might and keeps the Equipment attached to it
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And A controls an Equipment "model" with might bonus 1 in their base
      And "blade" is attached to "garen"
      When A makes "garen" a copy of "model"
      Then "garen" has no Might
      And "blade" is attached to "garen"
      And "garen" has the Equipment tag

    Scenario: A buffed unit made a gear and then a unit again has its Might back with its buff and its Equipment's bonus
      # 3 printed + 1 buff + 2 bonus: the buff stayed on it while it was a gear (124.2).
      Given A controls a unit "drone" with might 3 in their base
      And "drone" has a buff
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "drone"
      And A has a spell "hex" with text "A unit becomes a gear." in their hand
      And A has a spell "unhex" with text "A gear becomes a unit." in their hand
      When A plays "hex" targeting "drone"
      And the top of the chain resolves
      Then "drone" has no Might
      When A plays "unhex" targeting "drone"
      And the top of the chain resolves
      Then "drone" has might 6
      And "drone" has a buff

  @GEAR-10 @requires-replacement
  Rule: Guardian Angel saves the unit whatever else is on it, whoever controls it, and whatever kills it
    Core Rules 369-370, 719.3.a, 458, 124, 417.6.b.3.

    Scenario: An exhausted Guardian Angel still saves its unit: its replacement asks nothing of the Angel's state
      # GEAR-10, GEAR-14: the granted text is "If I would die, kill Guardian Angel instead. Heal me, exhaust
      # me, and recall me": no exhaust in it, and the Angel's exhausted state is its own
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "garen"
      And "angel" is exhausted
      When B deals 5 damage to "garen"
      Then "angel" is in the trash
      And "garen" is in A's base
      And "garen" has 0 damage
      And "garen" is exhausted

    Scenario: Guardian Angel saves a buffed unit from lethal damage: the recall keeps its buff
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "garen"
      And "garen" has a buff
      When B deals 5 damage to "garen"
      Then "angel" is in the trash
      And "garen" is in A's base
      And "garen" has a buff
      And "garen" has might 4
      And "garen" has 0 damage
      And "garen" is exhausted

    Scenario: Guardian Angel saves only the unit it is attached to: A's vi beside the Angel's garen dies
      # 370.1, 136.2.c: "If this unit would die" is the granted text of garen, the Angel's unit; vi's death
      # is no event it replaces, so vi goes to the trash and the Angel stays on garen.
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls a unit "vi" with might 2 at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "garen"
      When B kills "vi"
      Then "vi" is in the trash
      And "angel" is attached to "garen"
      And "garen" is at battlefield "bf1"
      And "garen" is ready

    Scenario: Guardian Angel saves a Sand Soldier token: it never dies, so it stays a token on the board
      Given A controls a Sand Soldier token "soldier" at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "soldier"
      When B kills "soldier"
      Then "angel" is in the trash
      And "soldier" is in A's base
      And "soldier" is a token
      And "soldier" is exhausted

    Scenario: A's Guardian Angel on a unit B controls and A owns sends it to B's base, still B's
      Given B controls a unit "garen" owned by A with might 2 at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "garen"
      When A kills "garen"
      Then "angel" is in the trash
      And "garen" is in B's base
      And "garen" is controlled by B
      And "garen" has might 2

    Scenario: Challenge's lethal damage to the friendly unit is replaced by its Guardian Angel; the enemy unit keeps its damage
      # garen deals its Might with the Angel, 4; darius deals 5, lethal to garen's 4.
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "garen"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      And A has a Challenge (OGN-128) "challenge" in their hand
      And A has [2][O] in their rune pool
      When A plays "challenge" choosing "garen" and "darius"
      And the top of the chain resolves
      Then "angel" is in the trash
      And "garen" is in A's base
      And "garen" has 0 damage
      And "darius" has 4 damage
      And "darius" is at battlefield "bf1"

    Scenario: Lethal damage from a unit an opponent's spell tells to deal it is replaced by Guardian Angel too
      Given A controls a unit "garen" with might 2 in their base
      And A controls a Guardian Angel (SFD-051) "angel" in their base
      And "angel" is attached to "garen"
      And B controls a unit "darius" with might 4 in their base
      And B has a spell "duel" with keyword Reaction and text "Choose two units. The first deals 3 damage to the second." in their hand
      When B plays "duel" targeting "darius" and "garen"
      And the top of the chain resolves
      Then "angel" is in the trash
      And "garen" has 0 damage
      And "garen" is exhausted
      And "garen" has might 2

  @GEAR-36
  Rule: The unit banished from its controller's base leaves the other player's Equipment there, and the cleanup sends it home
    Core Rules 719.5, 435.4.b, 323.7, 458.1.

    Scenario: B banishes B's unit carrying A's exhausted Equipment in B's base: the Equipment goes to A's base, still exhausted
      Given B controls a unit "darius" with might 3 in their base
      And A controls an exhausted Equipment "blade" with might bonus 1 in B's base
      And "blade" is attached to "darius"
      When B banishes "darius"
      Then "blade" is in A's base
      And "blade" is exhausted
      And "blade" is not attached to anything

  @GEAR-38 @requires-cleanup
  Rule: Every Equipment of a unit killed at a battlefield detaches there and goes to its own controller's base, as it was
    Core Rules 719.5, 323.7, 457.1, 458.1, 428.5.c.

    Scenario: A's spell kills B's unit carrying two of A's Equipment: both go to A's base, each as ready or exhausted as it was
      Given B controls a unit "darius" with might 2 at battlefield "bf1"
      And A controls an exhausted Equipment "blade" with might bonus 1 at battlefield "bf1"
      And A controls an Equipment "cloak" with might bonus 1 at battlefield "bf1"
      And "blade" is attached to "darius"
      And "cloak" is attached to "darius"
      And A has a spell "zap" with text "Deal 4 damage to a unit." in their hand
      When A plays "zap" targeting "darius"
      And the top of the chain resolves
      Then "darius" is in the trash
      And "blade" is in A's base
      And "cloak" is in A's base
      And "blade" is exhausted
      And "cloak" is ready

    Scenario: A unit and its Equipment both owned by A and controlled by B: the unit goes to A's trash, the Equipment to B's base
      Given B controls a unit "garen" owned by A with might 2 at battlefield "bf1"
      And B controls an Equipment "axe" owned by A with might bonus 1 at battlefield "bf1"
      And "axe" is attached to "garen"
      When A kills "garen"
      Then "garen" is in its owner's trash
      And "axe" is in B's base
      And "axe" is controlled by B

  @GEAR-25 @requires-copy_text
  Rule: Svellsongur copies the unit's printed or copied text, never what is appended or granted to it
    Core Rules 725.1, 136.2.c, 477.1.b.1.b.

    Scenario: Svellsongur on a unit whose only text comes from another Equipment copies nothing
      Given A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "cloak" with might bonus 1 and effect keyword Tank in their base
      And A controls a Svellsongur (SFD-059) "svell" in their base
      And "cloak" is attached to "garen"
      When A attaches "svell" to "garen"
      Then "garen" has the ability "Tank" from "cloak"
      And "garen" has no ability from "svell"

    Scenario: Svellsongur copies the unit's printed keyword, not the keyword another Equipment gives it
      Given A controls a unit "garen" with might 3 and keyword Deflect in their base
      And A controls an Equipment "cloak" with might bonus 1 and effect keyword Tank in their base
      And A controls a Svellsongur (SFD-059) "svell" in their base
      And "cloak" is attached to "garen"
      When A attaches "svell" to "garen"
      Then "garen" has the ability "Deflect" from "svell"
      And "garen" has might 4

    Scenario: Svellsongur on a unit that is a copy copies the text the copy copied
      Given A controls a unit "garen" with might 3 in their base
      And A controls a unit "hulk" with might 5 and keyword Tank in their base
      And A controls a Svellsongur (SFD-059) "svell" in their base
      And "garen" is a copy of "hulk"
      When A attaches "svell" to "garen"
      Then "garen" has the ability "Tank" from "svell"
      And "garen" has might 5

    Scenario: B's Svellsongur attached to A's unit copies its ability into text that A's unit has, under A
      Given A controls a unit "garen" with might 3 and ability "[1]: Ready me" in their base
      And B controls a Svellsongur (SFD-059) "svell" in their base
      When B attaches "svell" to "garen"
      Then "garen" has the ability "[1]: Ready me" from "svell", controlled by A
      And "svell" is controlled by B

  @GEAR-25 @requires-copy
  Rule: The Spectacles make the unit a copy of the chosen unit's own traits: not its Equipment, and a copy's copied traits
    Core Rules 725.1, 477.1.b.1.b, 477.2.c.

    Scenario: The Spectacles copy a unit carrying an Equipment: the copy gets neither its bonus nor its text
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "lux" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 3 and effect keyword Tank in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And "blade" is attached to "lux"
      When A attaches "specs" to "soldier" choosing "lux"
      Then "soldier" has might 4
      And "soldier" has no ability from "blade"
      And "lux" has might 7

    Scenario: The Spectacles copy a unit that is itself a copy: the host gets what that copy copied
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "lux" with might 4 in their base
      And A controls a unit "hulk" with might 7 and the name "Hulk" in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And "lux" is a copy of "hulk"
      When A attaches "specs" to "soldier" choosing "lux"
      Then "soldier" is named "Hulk"
      And "soldier" has might 7

    Scenario: A's Spectacles attached to B's unit: A chooses another unit A controls, and B's unit becomes a copy of it
      # "another friendly unit": friendly to the Spectacles' controller, who makes the choice (725.1).
      Given B controls a unit "darius" with might 2 in their base
      And A controls a unit "hulk" with might 6 in their base
      And B controls a unit "vi" with might 3 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A attaches "specs" to "darius" choosing "hulk"
      Then "darius" is a copy of "hulk"
      And "darius" has might 6
      And "darius" is controlled by B

    Scenario: A unit A controls but B owns is friendly to A: A's Spectacles can copy it
      # "friendly": controlled by the Spectacles' controller, whoever owns it (725.1).
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "hulk" owned by B with might 6 and the name "Hulk" in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A attaches "specs" to "soldier" choosing "hulk"
      Then "soldier" is a copy of "hulk"
      And "soldier" is named "Hulk"
      And "soldier" has might 6

    Scenario: A unit A owns but B controls is not friendly to A: A's Spectacles cannot copy it
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "vi" with might 3 in their base
      And B controls a unit "lux" owned by A with might 4 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A tries to attach "specs" to "soldier" choosing "lux"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: A's Spectacles attached to B's unit cannot copy another unit of B's
      Given B controls a unit "darius" with might 2 in their base
      And A controls a unit "hulk" with might 6 in their base
      And B controls a unit "vi" with might 3 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A tries to attach "specs" to "darius" choosing "vi"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: The Spectacles cannot make their unit a copy of itself: "another friendly unit"
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "hulk" with might 6 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A tries to attach "specs" to "soldier" choosing "soldier"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: With two friendly units to copy, attaching the Spectacles without choosing one is refused
      # 725.1: the player chooses as the Spectacles are attached; the engine does not choose for them.
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "hulk" with might 6 in their base
      And A controls a unit "lux" with might 4 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A tries to attach "specs" to "soldier"
      Then the action is rejected as "illegal_target"
      And nothing changed

  @GEAR-40 @requires-copy
  Rule: An Equipment that becomes a unit comes off at once, whoever controls it, and is a unit like any other
    Core Rules 477.1.b, 426.1, 323.7, 178.1.a.1.a.

    Scenario: An attached Equipment that becomes a copy of a unit comes off, has the model's Might, and can be buffed
      Given A controls a unit "garen" with might 3 in their base
      And A controls a unit "hulk" with might 5 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      When A makes "blade" a copy of "hulk"
      Then "blade" is not attached to anything
      And "garen" has might 3
      And "blade" has might 5
      When A buffs "blade"
      Then "blade" has might 6

    Scenario: A's spell makes B's Equipment on A's unit a unit: it comes off and stays at the battlefield, B's
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      And A has a spell "wake" with text "An Equipment becomes a unit." in their hand
      When A plays "wake" targeting "blade"
      And the top of the chain resolves
      Then "blade" is not attached to anything
      And "blade" is at battlefield "bf1"
      And "blade" is controlled by B
      And "garen" has might 3

  @GEAR-24
  Rule: Attaching an Equipment to the unit it is on does nothing, whoever orders it
    Core Rules 434.1.g-h.

    Scenario: B's effect attaching A's Equipment to the unit it is on does nothing
      Given A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      When B attaches "blade" to "garen"
      Then the last action caused no events
      And "garen" has might 5
      And "blade" is controlled by A

  @GEAR-26 @requires-triggers
  Rule: Aphelios's attach trigger, its own or copied, is its controller's and sees only that player's attaches
    Core Rules 411.4, 191.4.a, 718.5.f, 702.3.a, 124, 355.5.

    Scenario: B attaching an Equipment to A's Aphelios triggers neither Aphelios's ability nor the one Svellsongur copied
      Given A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a Svellsongur (SFD-059) "svell" in their base
      And B controls an Equipment "axe" with might bonus 1 in their base
      When A attaches "svell" to "aphelios"
      And the top of the chain resolves with mode 3, A choosing "aphelios"
      And B attaches "axe" to "aphelios"
      Then the last action triggered no ability of "aphelios"

    Scenario: Aphelios's trigger buffing a unit that has a buff already places no counter
      Given A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      And "garen" has a buff
      When A attaches "blade" to "aphelios"
      And the top of the chain resolves with mode 3, A choosing "garen"
      Then the last action placed no counter
      And "garen" has might 5

    Scenario: B takes Aphelios and attaches B's Equipment: the trigger is B's, and buffs a unit B controls
      Given A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And B controls an Equipment "axe" with might bonus 1 in their base
      And B controls a unit "darius" with might 3 in their base
      When B takes control of "aphelios"
      And B attaches "axe" to "aphelios"
      Then the chain holds one triggered ability of "aphelios"
      When the top of the chain resolves with mode 3, B choosing "darius"
      Then "darius" has a buff

    Scenario: A attaches an Equipment to the Aphelios A owns and B controls: it is not B's attach, and nothing triggers
      Given A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      When B takes control of "aphelios"
      And A attaches "blade" to "aphelios"
      Then the last action triggered no ability of "aphelios"
      And "aphelios" has might 5

    Scenario: B takes Aphelios while its trigger waits on the chain: the trigger stays A's, and buffs a unit A controls
      # 191.4.b: the ability that already exists keeps its controller; "friendly" is A's.
      Given A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a unit "garen" with might 4 in their base
      And B controls a unit "darius" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      When A attaches "blade" to "aphelios"
      And B takes control of "aphelios"
      And A tries to resolve the top of the chain with mode 3, choosing "darius"
      Then the action is rejected as "illegal_target"
      When the top of the chain resolves with mode 3, A choosing "garen"
      Then "garen" has a buff
      And "darius" has no buff

    Scenario: Aphelios killed and returned is a new object: the mode its old self chose this turn can be chosen again
      Given A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      And A controls an Equipment "shield" with might bonus 1 in their base
      When A attaches "blade" to "aphelios"
      And the top of the chain resolves with mode 3, A choosing "garen"
      And B kills "aphelios"
      And A returns "aphelios" to the board
      And A attaches "shield" to "aphelios"
      And the top of the chain resolves with mode 3, A choosing "lux"
      Then "lux" has a buff
      And "garen" has a buff

  @GEAR-28 @requires-once_per_turn
  Rule: Azir, Ascendant that left the board and came back is a new object with a new instance of its ability
    Core Rules 124, 124.1, 377.

    Scenario: Azir's ability used, Azir killed and returned: the new Azir uses its ability again the same turn
      Given A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls a unit "garen" with might 4 in their base
      And A has [G][G] in their rune pool
      When A activates the "azir-ascendant" ability of "azir" targeting "garen"
      And the top of the chain resolves
      Then "azir" is in A's base
      And "garen" is at battlefield "bf1"
      When B kills "azir"
      And A returns "azir" to the board
      And A activates the "azir-ascendant" ability of "azir" targeting "garen"
      And the top of the chain resolves
      Then "azir" is at battlefield "bf1"
      And "garen" is in A's base

  @GEAR-21 @requires-weaponmaster
  Rule: Weaponmaster takes an Equipment its player controls from wherever it is attached, whoever owns it
    Core Rules 821.1.c, 725.3, 434.1.f, 434.4.

    Scenario: Sentinel Adept's Weaponmaster takes A's Equipment off B's unit at a battlefield, for its Equip cost minus [A]
      Given B controls a unit "darius" with might 4 at battlefield "bf1"
      And A controls an Equipment "sword" with might bonus 2 and Equip [1][O] at battlefield "bf1"
      And "sword" is attached to "darius"
      And A has a Sentinel Adept (SFD-008) "adept" in their hand
      And A has [4] in their rune pool
      When A plays "adept"
      And the top of the chain resolves, A choosing "sword"
      Then "sword" is attached to "adept"
      And "sword" is in A's base
      And "darius" has might 4
      And "adept" has might 5

    Scenario: Weaponmaster chooses an Equipment A controls though B owns it; Equip [O] minus [A] costs nothing
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "sword" owned by B with might bonus 2 and Equip [O] in their base
      And A has a Veteran Poro (SFD-099) "poro" in their hand
      And A has [2] in their rune pool
      When A plays "poro"
      And the top of the chain resolves, A choosing "sword"
      Then "sword" is attached to "poro"
      And "poro" has might 4

  @GEAR-19
  Rule: The Equip ability belongs to its controller once activated: a later control change of the Equipment does not stop the attach
    Core Rules 191.4.b, 818.1.b, 359.3.e.

    Scenario: B takes the Equipment while its Equip ability is on the chain: it still attaches to A's unit, and stays B's
      Given A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A has [1] in their rune pool
      When A activates the Equip ability of "blade" targeting "garen"
      And B takes control of "blade"
      And the top of the chain resolves
      Then "blade" is attached to "garen"
      And "blade" is controlled by B
      And "garen" has might 5

    Scenario: B takes both the Equipment and the targeted unit before A's Equip resolves: A no longer controls its target, nothing attaches
      Given A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A has [1] in their rune pool
      When A activates the Equip ability of "blade" targeting "garen"
      And B takes control of "blade"
      And B takes control of "garen"
      And the top of the chain resolves
      Then "blade" is not attached to anything
      And "garen" has might 3

  @GEAR-09 @requires-abilities
  Rule: "Me" in effect text is the unit; "me" in text granted to the Equipment itself is the Equipment
    Core Rules 136.2.d, 135.4.b, 719.3, 446.1, 411.6.a.

    Scenario: An Equipment's "[1]: Recall me" recalls its unit, and the Equipment goes along without being recalled
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls an Equipment "horn" with effect ability "[1]: Recall me" at battlefield "bf1"
      And "horn" is attached to "garen"
      And A has [1] in their rune pool
      When A activates the ability "[1]: Recall me" of "garen"
      And the top of the chain resolves
      Then "garen" is in A's base
      And "horn" is in A's base
      And "horn" is attached to "garen"
      And "garen" was recalled
      And "horn" was not recalled

    Scenario: An Equipment's "[1]: Kill me" kills its unit, a kill with an Equipment; the Equipment stays and goes home
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls an Equipment "noose" with effect ability "[1]: Kill me" at battlefield "bf1"
      And "noose" is attached to "garen"
      And A controls a unit "smith" with might 2 and ability "When you kill a unit with an Equipment, buff me." in their base
      And A has [1] in their rune pool
      When A activates the ability "[1]: Kill me" of "garen"
      And the top of the chain resolves
      Then "garen" is in the trash
      And "noose" is in A's base
      And the kill of "garen" is attributed to "noose", with A responsible
      And the last action triggered one ability of "smith"

    Scenario: "[1]: Exhaust me" granted to an attached Equipment exhausts the Equipment, not its unit
      Given A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      And A has a spell "gift" in their trash
      And "blade" is attached to "garen"
      And "blade" has been given ability "[1]: Exhaust me" by "gift"
      And A has [1] in their rune pool
      When A activates the granted ability "[1]: Exhaust me" of "blade"
      And the top of the chain resolves
      Then "blade" is exhausted
      And "garen" is ready

  @GEAR-19
  Rule: On resolution, Equip attaches only if the Equipment can still be attached to the unit it targeted
    Core Rules 818.1.b, 359.3.e, 434.1, 477.1.

    @requires-spells
    Scenario: The targeted unit becomes a gear before Equip resolves: nothing attaches
      Given A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A has [1] in their rune pool
      And A has a spell "hex" with keyword Reaction and text "A unit becomes a gear." in their hand
      When A activates the Equip ability of "blade" targeting "garen"
      And A plays "hex" targeting "garen"
      And the top of the chain resolves
      And the top of the chain resolves
      Then "blade" is not attached to anything
      And "garen" has no Might

    @requires-copy
    Scenario: The targeted unit becomes a copy of a gear before Equip resolves: nothing attaches
      Given A controls a unit "garen" with might 3 in their base
      And A controls a gear "relic" in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A has [1] in their rune pool
      When A activates the Equip ability of "blade" targeting "garen"
      And A makes "garen" a copy of "relic"
      And the top of the chain resolves
      Then "blade" is not attached to anything

    @requires-copy
    Scenario: The Equipment becomes a copy of a unit before its Equip resolves: a unit is not attached
      Given A controls a unit "garen" with might 3 in their base
      And A controls a unit "hulk" with might 5 in their base
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A has [1] in their rune pool
      When A activates the Equip ability of "blade" targeting "garen"
      And A makes "blade" a copy of "hulk"
      And the top of the chain resolves
      Then "blade" is not attached to anything
      And "garen" has might 3

  @GEAR-21 @requires-weaponmaster
  Rule: Weaponmaster attaches to the unit played only while it is on the board, and takes an Equipment from wherever it is
    Core Rules 821.1.c.5, 719.5, 434.4.

    Scenario: The Weaponmaster unit is killed before its trigger resolves: the Equipment stays on its unit, nothing is paid
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "sword" with might bonus 2 and Equip [1][O] in their base
      And "sword" is attached to "garen"
      And A has a Veteran Poro (SFD-099) "poro" in their hand
      And A has [3] in their rune pool
      When A plays "poro"
      And B kills "poro"
      And the top of the chain resolves, A choosing "sword"
      Then "sword" is attached to "garen"
      And A has [1] left in their rune pool

    Scenario: The chosen Equipment's unit died before the trigger resolved: the Equipment, left on the board, still attaches
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "sword" with might bonus 2 and Equip [1][O] at battlefield "bf1"
      And "sword" is attached to "garen"
      And A has a Veteran Poro (SFD-099) "poro" in their hand
      And A has [3] in their rune pool
      When A plays "poro"
      And B kills "garen"
      Then "garen" is in the trash
      When the top of the chain resolves, A choosing "sword"
      Then "sword" is attached to "poro"
      And "sword" is in A's base

  @GEAR-32 @requires-abilities
  Rule: Azir's exchange moves the units; their Equipment only follow, and Azir's attach relocates the one it takes
    Core Rules 446.1, 719.3, 434.1.f, 434.4.

    Scenario: Azir exchanges places with an equipped unit and takes none of its Equipment: the Equipment follows its unit, unmoved
      Given A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      And A has [G] in their rune pool
      When A activates the "azir-ascendant" ability of "azir" targeting "garen"
      And the top of the chain resolves
      Then "garen" is at battlefield "bf1"
      And "blade" is at battlefield "bf1"
      And "blade" is attached to "garen"
      And "blade" did not move
      And "garen" moved

    Scenario: Azir exchanges places with an equipped unit and takes its Equipment: it is Azir's now, in the base, unmoved
      Given A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      And A has [G] in their rune pool
      When A activates the "azir-ascendant" ability of "azir" targeting "garen"
      And the top of the chain resolves, A choosing "blade"
      Then "garen" is at battlefield "bf1"
      And "azir" is in A's base
      And "blade" is attached to "azir"
      And "blade" is in A's base
      And "garen" has might 4
      And "blade" did not move

  @GEAR-10 @requires-replacement
  Rule: Two Guardian Angels on one unit: one replaces its death, the other stays on it and goes home with it
    Core Rules 370.2, 372, 719.3.a, 434.1.d.

    Scenario: A unit with two Guardian Angels is dealt lethal damage: one Angel dies, the other still gives its +1 at the base
      # 3 printed + 1 of the Angel left; the replacement applies once to the event (370.2).
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "seraph" at battlefield "bf1"
      And "angel" is attached to "garen"
      And "seraph" is attached to "garen"
      When B deals 6 damage to "garen"
      Then "garen" is in A's base
      And "garen" has 0 damage
      And "garen" has might 4
      And "garen" is exhausted
      And "garen" is equipped

  @GEAR-10 @requires-replacement @requires-stun
  Rule: Guardian Angel heals, exhausts and recalls its unit, and does nothing else to it: a stun stays
    Core Rules 370.1.b, 458, 423.1.a.2.

    Scenario: A stunned unit saved by its Guardian Angel is recalled still stunned
      Given A controls a unit "garen" with might 2 at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "garen"
      When B stuns "garen"
      And B kills "garen"
      Then "angel" is in the trash
      And "garen" is in A's base
      And "garen" is stunned
      And "garen" is exhausted

  @GEAR-36 @requires-replacement
  Rule: A banishment is no death: Guardian Angel does not replace it, and comes off the unit banished
    Core Rules 427.2.a, 369, 719.5, 435.4.b.

    Scenario: A unit carrying Guardian Angel is banished: the Angel stays on the board, detached, and is not killed
      Given A controls a unit "garen" with might 3 in their base
      And A controls a Guardian Angel (SFD-051) "angel" in their base
      And "angel" is attached to "garen"
      When B banishes "garen"
      Then "garen" is in the banishment
      And "angel" is in A's base
      And "angel" is not attached to anything
      And the last action caused no replacement applied event

  @GEAR-21 @requires-weaponmaster
  Rule: Weaponmaster's [A] less can make an Equip cost nothing, and Svellsongur attached that way copies the Weaponmaster unit's text
    Core Rules 821.1.c.2-3, 725.1, 725.3; card texts of Sentinel Adept (SFD-008), Veteran Poro (SFD-099), Guardian Angel (SFD-051), Svellsongur (SFD-059).

    Scenario: Sentinel Adept's Weaponmaster attaches Guardian Angel for [G] minus [A]: nothing to pay
      Given A controls a Guardian Angel (SFD-051) "angel" in their base
      And A has a Sentinel Adept (SFD-008) "adept" in their hand
      And A has [3] in their rune pool
      When A plays "adept"
      And the top of the chain resolves, A choosing "angel"
      Then "angel" is attached to "adept"
      And "adept" has might 4
      And A's rune pool is empty

    Scenario: Veteran Poro's Weaponmaster attaches Svellsongur for [1]: Svellsongur copies Poro's Weaponmaster
      Given A controls a Svellsongur (SFD-059) "svell" in their base
      And A has a Veteran Poro (SFD-099) "poro" in their hand
      And A has [3] in their rune pool
      When A plays "poro"
      And the top of the chain resolves, A choosing "svell"
      Then "svell" is attached to "poro"
      And "poro" has the ability "Weaponmaster" from "svell"
      And A's rune pool is empty

  @GEAR-35 @requires-copy
  Rule: Detaching the Spectacles ends the copy: the unit's own Might comes back, and damage it holds may be lethal then
    Core Rules 435.1.c-e, 142.4.b, 323.5, 435.4.

    Scenario: A soldier copying a Might-6 unit holds 3 damage; the Spectacles come off: at Might 2 it dies, and they stay
      Given A controls a unit "soldier" with might 2 at battlefield "bf1"
      And A controls a unit "hulk" with might 6 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" at battlefield "bf1"
      When A attaches "specs" to "soldier" choosing "hulk"
      And B deals 3 damage to "soldier"
      Then "soldier" has might 6
      When A detaches "specs"
      Then "soldier" is in the trash
      And "specs" is in A's base
      And "specs" is not attached to anything

  @GEAR-40 @requires-copy
  Rule: The Spectacles that become a unit come off at once, and the copy they made ends with their attachment
    Core Rules 477.1.b, 725.1, 435.1.

    Scenario: Attached Spectacles made a copy of a unit come off: their host is no longer a copy
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "hulk" with might 6 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A attaches "specs" to "soldier" choosing "hulk"
      And A makes "specs" a copy of "hulk"
      Then "specs" is not attached to anything
      And "soldier" is not a copy
      And "soldier" has might 2
      And "specs" has might 6

  @GEAR-27 @requires-copy @requires-stun
  Rule: The Spectacles' copy takes neither the model's stun nor the host's away
    Core Rules 719.4.a, 124.2, 477.1.b.1.a.

    Scenario: The Spectacles copy a stunned unit: the host is not stunned; a stunned host stays stunned
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "hulk" with might 6 in their base
      And A controls a unit "vi" with might 1 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And A controls a Shady Spectacles (VEN-137) "goggles" in their base
      And "hulk" is stunned
      And "vi" is stunned
      When A attaches "specs" to "soldier" choosing "hulk"
      And A attaches "goggles" to "vi" choosing "soldier"
      Then "soldier" is not stunned
      And "vi" is stunned
      And "vi" is a copy of "soldier"

  @GEAR-11 @requires-copy
  Rule: B takes the unit the Spectacles made a copy: it stays a copy while A's Spectacles stay attached
    Core Rules 718.5.f, 725.1, 477.1.b.

    Scenario: B takes A's soldier copying hulk: still a copy of hulk, B's, with A's Spectacles on it
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "hulk" with might 6 and the name "Hulk" in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A attaches "specs" to "soldier" choosing "hulk"
      And B takes control of "soldier"
      Then "soldier" is a copy of "hulk"
      And "soldier" is named "Hulk"
      And "soldier" is controlled by B
      And "specs" is controlled by A
      And "specs" is attached to "soldier"

  @GEAR-35 @requires-cleanup
  Rule: A detached Equipment in a base other than its controller's is recalled to its controller's base, as it was
    Core Rules 435.4, 323.7, 458.1, 718.5.f.

    Scenario: B takes A's exhausted Equipment on A's unit in A's base; A detaches it: the cleanup sends it to B's base, exhausted
      Given A controls a unit "garen" with might 3 in their base
      And A controls an exhausted Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      When B takes control of "blade"
      Then "blade" is in A's base
      When A detaches "blade"
      Then "blade" is in B's base
      And "blade" was recalled by cleanup
      And "blade" is exhausted
      And "garen" has might 3

  @GEAR-26 @requires-triggers
  Rule: Aphelios's trigger lives apart from Aphelios: killed while it waits, it still buffs the unit its controller chooses
    Core Rules 191.4.a.1, 355.5.b, 392.

    Scenario: Aphelios is killed with its trigger on the chain: the trigger resolves, A's, and buffs A's unit
      Given A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      When A attaches "blade" to "aphelios"
      And B kills "aphelios"
      Then the chain holds one triggered ability of "aphelios"
      When the top of the chain resolves with mode 3, A choosing "garen"
      Then "garen" has a buff
      And "blade" is not attached to anything

  @GEAR-28 @requires-abilities
  Rule: Azir, Ascendant chooses a unit its player controls: not one that player owns and another controls
    Core Rules 191.1, 359.3; card text of Azir, Ascendant (SFD-050).

    Scenario: Azir cannot target A's own card that B controls
      Given A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And B controls a unit "garen" owned by A with might 4 in their base
      And A has [G] in their rune pool
      When A tries to activate the "azir-ascendant" ability of "azir" targeting "garen"
      Then the action is rejected as "illegal_target"
      And nothing changed

  @GEAR-25 @requires-copy @requires-triggers @requires-spells
  Rule: A unit the Spectacles made a copy of Immortal Phoenix is its own card again in the trash: it does not trigger there
    Core Rules 124, 725.1, 383.2.c; card text of Immortal Phoenix (OGN-037).

    Scenario: The soldier copying Phoenix is killed; A's spell then kills a unit: the soldier in the trash does not trigger
      Given A controls a unit "soldier" with might 2 in their base
      And A controls an Immortal Phoenix (OGN-037) "phoenix" in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And B controls a unit "darius" with might 2 at battlefield "bf1"
      And A has a spell "zap" with text "Deal 3 damage to a unit." in their hand
      When A attaches "specs" to "soldier" choosing "phoenix"
      And B kills "soldier"
      And A plays "zap" targeting "darius"
      And the top of the chain resolves
      Then "darius" is in the trash
      And "soldier" is in the trash
      And the last action triggered no ability of "soldier"
      And the last action triggered no ability of "phoenix"

  @GEAR-10 @requires-replacement
  Rule: Guardian Angel's recall takes the unit off the battlefield: its player may lose the battlefield at the cleanup
    Core Rules 370.1.b, 455, 323.6, 190.4.c.

    Scenario: B's only unit at the battlefield B controls is saved by its Angel: recalled, and B no longer controls the battlefield
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls battlefield "bf1"
      And B controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "darius"
      When A kills "darius"
      Then "darius" is in B's base
      And "angel" is in the trash
      And battlefield "bf1" is controlled by nobody

  @GEAR-11
  Rule: B takes A's only, equipped unit at the battlefield A controls: A keeps the Equipment and loses the battlefield
    Core Rules 718.5.f, 323.6, 190.4.c.

    Scenario: B takes A's equipped unit at the battlefield A controls: A has no unit there, and nobody controls it
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      When B takes control of "garen"
      Then battlefield "bf1" is controlled by nobody
      And "garen" is at battlefield "bf1"
      And "blade" is controlled by A
      And "blade" is attached to "garen"

  @GEAR-06 @requires-triggers
  Rule: A "When you deal damage" in an unattached Equipment's effect text is inactive: it triggers for no one
    Core Rules 136.2.b, 721.1.

    Scenario: A deals damage while A's charm lies unattached in their base: the charm's ability does not trigger
      Given A controls an Equipment "charm" with effect ability "When you deal damage, buff me." in their base
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      When A deals 2 damage to "darius"
      Then the last action triggered no ability of "charm"
      And "darius" has 2 damage

  @GEAR-13 @requires-triggers
  Rule: The triggered ability an Equipment grants is its unit's controller's: taking the Equipment or the unit says whose
    Core Rules 136.2.c, 191.4.a, 411.4, 718.5.f.

    Scenario: B takes A's charm on A's unit: the charm's "When you deal damage" still sees A's damage, not B's
      Given A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "charm" with effect ability "When you deal damage, buff me." in their base
      And "charm" is attached to "garen"
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      When B takes control of "charm"
      And B deals 2 damage to "darius"
      Then the last action triggered no ability of "garen"
      When A deals 1 damage to "darius"
      Then the last action triggered one ability of "garen"

    Scenario: B takes A's unit carrying A's charm: the charm's "When you deal damage" sees B's damage, and buffs the unit
      Given A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "charm" with effect ability "When you deal damage, buff me." in their base
      And "charm" is attached to "garen"
      And A controls a unit "lux" with might 5 at battlefield "bf1"
      When B takes control of "garen"
      And A deals 2 damage to "lux"
      Then the last action triggered no ability of "garen"
      When B deals 1 damage to "lux"
      Then the last action triggered one ability of "garen"
      When the top of the chain resolves
      Then "garen" has a buff
      And "charm" has no buff

  @GEAR-25 @requires-triggers
  Rule: A triggered ability copied onto the unit, by Svellsongur or by the Spectacles, triggers as the unit's own
    Core Rules 725.1, 136.2.c, 477.1.b, 383.

    @requires-copy_text
    Scenario: Svellsongur copies its unit's "When you deal damage": one deal of A's triggers both instances
      Given A controls a unit "garen" with might 3 and ability "When you deal damage, buff me." in their base
      And A controls a Svellsongur (SFD-059) "svell" in their base
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      When A attaches "svell" to "garen"
      And A deals 2 damage to "darius"
      Then the last action triggered two abilities of "garen"

    @requires-copy
    Scenario: The Spectacles make the soldier a copy of A's watcher: both the soldier and the watcher see A's damage
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "watcher" with might 1 and ability "When you deal damage, buff me." in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And B controls a unit "darius" with might 5 at battlefield "bf1"
      When A attaches "specs" to "soldier" choosing "watcher"
      And A deals 2 damage to "darius"
      Then the last action triggered one ability of "soldier"
      And the last action triggered one ability of "watcher"

  @GEAR-26 @requires-triggers
  Rule: Aphelios's modes chosen this turn are its ability's, whoever controls Aphelios by its next trigger
    Core Rules 355.5, 191.4.a, 718.5.f; card text of Aphelios, Exalted (SFD-049).

    Scenario: A chose mode 3 this turn; B takes Aphelios and attaches an Equipment: B's trigger cannot choose mode 3
      Given A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a unit "garen" with might 4 in their base
      And B controls a unit "darius" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      And B controls an Equipment "axe" with might bonus 1 in their base
      When A attaches "blade" to "aphelios"
      And the top of the chain resolves with mode 3, A choosing "garen"
      And B takes control of "aphelios"
      And B attaches "axe" to "aphelios"
      Then the chain holds one triggered ability of "aphelios"
      When B tries to resolve the top of the chain with mode 3, choosing "darius"
      Then the action is rejected as "already_used"
      And "darius" has no buff

  @GEAR-28 @requires-once_per_turn @requires-replacement
  Rule: A unit Guardian Angel saved never left the board: what it used this turn stays used
    Core Rules 124, 370.1.b, 377, 355.5.

    Scenario: Azir used its ability, then its Guardian Angel saved it: recalled, it is the same Azir and cannot use it again
      Given A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "azir"
      And A controls a unit "garen" with might 4 in their base
      And A has [G][G] in their rune pool
      When A activates the "azir-ascendant" ability of "azir" targeting "garen"
      And the top of the chain resolves
      Then "azir" is in A's base
      When B kills "azir"
      Then "angel" is in the trash
      And "azir" is in A's base
      When A tries to activate the "azir-ascendant" ability of "azir" targeting "garen"
      Then the action is rejected as "already_used"

    @requires-triggers
    Scenario: Aphelios chose mode 3, then its Guardian Angel saved it: the same Aphelios cannot choose mode 3 again this turn
      Given A controls an Aphelios, Exalted (SFD-049) "aphelios" in their base
      And A controls a Guardian Angel (SFD-051) "angel" in their base
      And A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And A controls an Equipment "shield" with might bonus 1 in their base
      When A attaches "angel" to "aphelios"
      And the top of the chain resolves with mode 3, A choosing "garen"
      And B kills "aphelios"
      Then "angel" is in the trash
      When A attaches "shield" to "aphelios"
      And A tries to resolve the top of the chain with mode 3, choosing "lux"
      Then the action is rejected as "already_used"
      And "lux" has no buff

  @GEAR-10 @requires-replacement @requires-abilities @requires-triggers
  Rule: A unit's "Kill me" from one Equipment is replaced by the Guardian Angel beside it: no kill, and no kill with an Equipment
    Core Rules 136.2.d, 370.1.b, 719.3.a, 411.6.

    Scenario: A's unit activates "[1]: Kill me" from its noose; its Guardian Angel dies instead, and the noose goes home with it
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls an Equipment "noose" with effect ability "[1]: Kill me" at battlefield "bf1"
      And A controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "noose" is attached to "garen"
      And "angel" is attached to "garen"
      And A controls a unit "smith" with might 2 and ability "When you kill a unit with an Equipment, buff me." in their base
      And A has [1] in their rune pool
      When A activates the ability "[1]: Kill me" of "garen"
      And the top of the chain resolves
      Then "angel" is in the trash
      And "garen" is in A's base
      And "noose" is attached to "garen"
      And "noose" is in A's base
      And the last action triggered no ability of "smith"

  @GEAR-29 @requires-weaponmaster @requires-copy_text
  Rule: Weaponmaster taking Svellsongur from another unit is a real detach and attach: the copied text is the new unit's
    Core Rules 821.1.c, 434.1.f, 725.1, 435.1.c-e.

    Scenario: Veteran Poro's Weaponmaster takes Svellsongur from A's unit: it copies Poro's text, and the first unit loses its copy
      Given A controls a unit "garen" with might 3 and keyword Deflect in their base
      And A controls a Svellsongur (SFD-059) "svell" in their base
      And "svell" is attached to "garen"
      And A has a Veteran Poro (SFD-099) "poro" in their hand
      And A has [3] in their rune pool
      When A plays "poro"
      And the top of the chain resolves, A choosing "svell"
      Then "svell" is attached to "poro"
      And "poro" has the ability "Weaponmaster" from "svell"
      And "garen" has no ability from "svell"

  @GEAR-28 @requires-weaponmaster @requires-copy
  Rule: Weaponmaster taking the Spectacles from their unit ends that copy and makes the new unit a copy of the unit chosen anew
    Core Rules 821.1.c, 434.1.f, 725.1, 435.1.

    Scenario: Sentinel Adept's Weaponmaster takes the Spectacles off the soldier copying hulk, choosing lux: the soldier is itself again
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "hulk" with might 6 in their base
      And A controls a unit "lux" with might 5 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      And A has a Sentinel Adept (SFD-008) "adept" in their hand
      And A has [4][Y] in their rune pool
      When A attaches "specs" to "soldier" choosing "hulk"
      And A plays "adept"
      And the top of the chain resolves, A choosing "specs" and "lux"
      Then "specs" is attached to "adept"
      And "soldier" is not a copy
      And "soldier" has might 2
      And "adept" is a copy of "lux"
      And "adept" has might 5
      And A has [Y] left in their rune pool

  @GEAR-39 @requires-abilities
  Rule: Azir's exchange cannot send the unit to a battlefield of two other players: it is recalled instead, its Equipment along
    Core Rules 447.2.c, 449.2, 455, 719.3.a; card text of Azir, Ascendant (SFD-050).

    Scenario: In a game of three, Azir at a battlefield with B's and C's units exchanges with A's equipped unit: that unit is recalled
      Given the game has a third player C
      And A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And B controls a unit "darius" with might 4 at battlefield "bf1"
      And C controls a unit "vi" with might 4 at battlefield "bf1"
      And A controls a unit "garen" with might 4 at battlefield "bf2"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf2"
      And "blade" is attached to "garen"
      And A has [G] in their rune pool
      When A activates the "azir-ascendant" ability of "azir" targeting "garen"
      And the top of the chain resolves
      Then "azir" is at battlefield "bf2"
      And "azir" moved
      And "garen" is in A's base
      And "garen" was recalled
      And "garen" did not move
      And "blade" is attached to "garen"
      And "blade" is in A's base

    Scenario: With only B's units at Azir's battlefield, the unit Azir exchanges with moves there
      Given the game has a third player C
      And A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And B controls a unit "darius" with might 4 at battlefield "bf1"
      And C controls a unit "vi" with might 4 at battlefield "bf2"
      And A controls a unit "garen" with might 4 in their base
      And A has [G] in their rune pool
      When A activates the "azir-ascendant" ability of "azir" targeting "garen"
      And the top of the chain resolves
      Then "garen" is at battlefield "bf1"
      And "garen" moved
      And "azir" is in A's base

  @GEAR-34 @requires-weaponmaster
  Rule: Weaponmaster attaches an exhausted Equipment as it is: the attach readies nothing
    Core Rules 434.5, 821.1.c, 434.4.

    Scenario: Veteran Poro's Weaponmaster attaches A's exhausted Equipment: it stays exhausted on Poro
      Given A controls an exhausted Equipment "sword" with might bonus 2 and Equip [1][O] in their base
      And A has a Veteran Poro (SFD-099) "poro" in their hand
      And A has [3] in their rune pool
      When A plays "poro"
      And the top of the chain resolves, A choosing "sword"
      Then "sword" is attached to "poro"
      And "sword" is exhausted
      And "poro" has might 4

  @GEAR-17
  Rule: An Equipment is played only in its player's own Main Phase: not on another player's turn
    Core Rules 359, 151.2, 359.2.d.

    Scenario: On B's turn, A cannot play an Equipment from their hand
      Given it is B's main phase
      And A has an Equipment "blade" with might bonus 1 in their hand
      When A tries to play "blade"
      Then the action is rejected as "wrong_timing"
      And "blade" is in their hand

  @GEAR-21 @requires-legends
  Rule: The legend's "if you've played an Equipment this turn" reads the Equipment tag of what was played: a unit-Equipment counts, a bare gear does not
    Core Rules 377.2.b, 150, 359; card text of Azir, Emperor of the Sands (SFD-197).

    Scenario: A plays a unit with the Equipment tag: the legend's ability can be used
      Given A has an Azir, Emperor of the Sands (SFD-197) "azir" in their Legend Zone
      And A has a unit "drone" with might 2 and the Equipment tag in their hand
      And A has [1] in their rune pool
      When A plays "drone"
      And A activates the "play-sand-soldier" ability of "azir"
      Then "azir" is exhausted
      And A's rune pool is empty

    Scenario: A plays a gear without the Equipment tag: the legend's ability is refused
      Given A has an Azir, Emperor of the Sands (SFD-197) "azir" in their Legend Zone
      And A has a gear "relic" in their hand
      And A has [1] in their rune pool
      When A plays "relic"
      And A tries to activate the "play-sand-soldier" ability of "azir"
      Then the action is rejected as "no_permission"
      And "azir" is ready

  @GEAR-32 @requires-abilities
  Rule: Azir's exchange that recalls the other unit leaves Azir's battlefield with no unit of A's: A loses control of it
    Core Rules 447.2.c, 449.2, 323.6, 190.4.c; card text of Azir, Ascendant (SFD-050).

    Scenario: Azir leaves the battlefield A controls for the other unit's, which is recalled instead of taking Azir's place
      Given the game has a third player C
      And A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls battlefield "bf1"
      And B controls a unit "darius" with might 4 at battlefield "bf1"
      And C controls a unit "vi" with might 4 at battlefield "bf1"
      And A controls a unit "garen" with might 4 at battlefield "bf2"
      And A has [G] in their rune pool
      When A activates the "azir-ascendant" ability of "azir" targeting "garen"
      And the top of the chain resolves
      Then "azir" is at battlefield "bf2"
      And "garen" is in A's base
      And battlefield "bf1" is controlled by nobody

  @GEAR-29 @requires-abilities @requires-copy_text @requires-once_per_turn
  Rule: Azir, Ascendant taking Svellsongur with its ability gets a copy of that ability, a new instance it may use again this turn
    Core Rules 377, 725.1, 434.1.f, 818.4; card texts of Azir, Ascendant (SFD-050) and Svellsongur (SFD-059).

    Scenario: Azir exchanges with garen and takes its Svellsongur: the copied instance is unused, the printed one is used
      Given A controls an Azir, Ascendant (SFD-050) "azir" at battlefield "bf1"
      And A controls a unit "garen" with might 4 in their base
      And A controls a Svellsongur (SFD-059) "svell" in their base
      And "svell" is attached to "garen"
      And A has [G][G][G] in their rune pool
      When A activates the "azir-ascendant" ability of "azir" targeting "garen"
      And the top of the chain resolves, A choosing "svell"
      Then "svell" is attached to "azir"
      And "azir" is in A's base
      And "garen" has no ability from "svell"
      When A tries to activate the first "azir-ascendant" ability of "azir" targeting "garen"
      Then the action is rejected as "already_used"
      When A activates the second "azir-ascendant" ability of "azir" targeting "garen"
      And the top of the chain resolves
      Then "azir" is at battlefield "bf1"
      And "garen" is in A's base

  @GEAR-07
  Rule: An ability granted to the Equipment itself is the Equipment's controller's, attached or not, whoever takes its unit
    Core Rules 434.1.e, 718.2, 191.4.a.

    Scenario: B takes A's unit carrying A's blade, which was given "[1]: Exhaust me": A uses it, exhausting the blade only
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 1 at battlefield "bf1"
      And A has a spell "gift" in their trash
      And "blade" is attached to "garen"
      And "blade" has been given ability "[1]: Exhaust me" by "gift"
      And A has [1] in their rune pool
      And B has [1] in their rune pool
      When B takes control of "garen"
      And B tries to activate the granted ability "[1]: Exhaust me" of "blade"
      Then the action is rejected as "not_controller"
      When A activates the granted ability "[1]: Exhaust me" of "blade"
      And the top of the chain resolves
      Then "blade" is exhausted
      And "garen" is ready

    Scenario: The ability given to the blade stays active once the blade is detached
      Given A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      And A has a spell "gift" in their trash
      And "blade" is attached to "garen"
      And "blade" has been given ability "[1]: Exhaust me" by "gift"
      And A has [1] in their rune pool
      When A detaches "blade"
      And A activates the granted ability "[1]: Exhaust me" of "blade"
      And the top of the chain resolves
      Then "blade" is exhausted
      And "garen" is ready

  @GEAR-06
  Rule: Detached from the unit B took, A's Equipment's effect text goes inactive: B's unit loses the ability
    Core Rules 434.1.c, 435.1, 718.3.

    Scenario: B takes A's unit carrying A's cloak; A detaches the cloak: the unit has its ability no more
      Given A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "cloak" with effect ability "[1]: Ready me" in their base
      And "cloak" is attached to "garen"
      And B has [1] in their rune pool
      When B takes control of "garen"
      Then "garen" has the ability "[1]: Ready me" from "cloak", controlled by B
      When A detaches "cloak"
      Then "garen" has no ability from "cloak"
      When B tries to activate the ability "[1]: Ready me" of "garen"
      Then the action is rejected as "no_such_ability"

  @GEAR-29
  Rule: Svellsongur that changed hands renews its copied text by a real detach and re-attach, under the unit's controller
    Core Rules 725.1, 435.1, 434.1.g-h; card text of Svellsongur (SFD-059).

    Scenario: B takes A's Svellsongur on A's unit: the copy stays; B detaches and re-attaches it: it copies again, the ability A's
      Given A controls a unit "garen" with might 3 and ability "[1]: Ready me" in their base
      And A controls a Svellsongur (SFD-059) "svell" in their base
      When A attaches "svell" to "garen"
      And B takes control of "svell"
      Then "garen" has the ability "[1]: Ready me" from "svell", controlled by A
      When B detaches "svell"
      Then "garen" has no ability from "svell"
      When B attaches "svell" to "garen"
      Then "garen" has the ability "[1]: Ready me" from "svell", controlled by A
      And "svell" is controlled by B

  @GEAR-30
  Rule: The detach that renews Svellsongur's text makes its next Equip cost what it costs
    Core Rules 818.1, 203, 435.1; card text of Svellsongur (SFD-059).

    Scenario: A detaches Svellsongur to renew it; its Equip with an empty pool cannot be paid
      Given A controls a unit "garen" with might 3 and ability "[1]: Ready me" in their base
      And A controls a Svellsongur (SFD-059) "svell" in their base
      When A attaches "svell" to "garen"
      And A detaches "svell"
      And A tries to activate the Equip ability of "svell" targeting "garen"
      Then the action is rejected as "unpaid_cost"
      And "svell" is not attached to anything

  @GEAR-10
  Rule: In a game of three, C's Guardian Angel on A's unit saves it from B's lethal damage: the Angel goes to C's trash
    Core Rules 370.1.b, 719.5, 323.7; card text of Guardian Angel (SFD-051).

    Scenario: C's Angel on A's unit dies instead of it; the unit goes to A's base, healed and exhausted
      Given the game has a third player C
      And A controls a unit "lux" with might 3 at battlefield "bf1"
      And C controls a Guardian Angel (SFD-051) "angel" at battlefield "bf1"
      And "angel" is attached to "lux"
      When B deals 4 damage to "lux"
      Then "angel" is in the trash
      And "lux" is in A's base
      And "lux" has 0 damage
      And "lux" is exhausted
      And "lux" is controlled by A

  @GEAR-08
  Rule: A copy gives an attached Equipment the Equip keyword it copies, inactive but present for a check
    Core Rules 721.2, 477.1.b, 718.2.

    Scenario: An attached Equipment without Equip becomes a copy of one with Equip: a spell for a gear with Equip can target it
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls an Equipment "charm" with might bonus 1 at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 2 and Equip [1] in their base
      And "charm" is attached to "darius"
      And A has a spell "rust" with text "Kill a gear with Equip." in their hand
      When B makes "charm" a copy of "axe"
      And A plays "rust" targeting "charm"
      And the top of the chain resolves
      Then "charm" is in the trash
      And "darius" has might 3
      And "darius" carries nothing

    Scenario: An attached Equipment with Equip becomes a copy of one without: the same spell cannot target it
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 2 and Equip [1] at battlefield "bf1"
      And B controls an Equipment "charm" with might bonus 1 in their base
      And "axe" is attached to "darius"
      And A has a spell "rust" with text "Kill a gear with Equip." in their hand
      When B makes "axe" a copy of "charm"
      And A tries to play "rust" targeting "axe"
      Then the action is rejected as "illegal_target"
      And "axe" is attached to "darius"

  @GEAR-06
  Rule: An ability an Equipment's effect text gave the unit exists apart from it on the chain: detached or killed meanwhile, it still resolves
    Core Rules 191.4.a.1, 435.1, 719.5, 434.1.c.

    Scenario: A detaches the cloak while the "[1]: Ready me" it gave garen waits on the chain: garen is readied all the same
      Given A controls an exhausted unit "garen" with might 3 in their base
      And A controls an Equipment "cloak" with effect ability "[1]: Ready me" in their base
      And "cloak" is attached to "garen"
      And A has [1] in their rune pool
      When A activates the ability "[1]: Ready me" of "garen"
      And A detaches "cloak"
      And the top of the chain resolves
      Then "garen" is ready

    Scenario: The charm's "When you deal damage, buff me." triggered; the charm comes off before it resolves: garen is buffed all the same
      Given A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "charm" with effect ability "When you deal damage, buff me." in their base
      And B controls a unit "vi" with might 5 at battlefield "bf1"
      And "charm" is attached to "garen"
      When A deals 1 damage to "vi"
      Then the chain holds one triggered ability of "garen"
      When A detaches "charm"
      And the top of the chain resolves
      Then "garen" has a buff

    Scenario: B kills the cannon while the damage ability it gave garen waits: the ability deals its 2, A's, made with the cannon
      Given A controls a unit "garen" with might 3 in their base
      And A controls an Equipment "cannon" with effect text "[1]: Deal 2 damage to a unit." in their base
      And B controls a unit "vi" with might 5 at battlefield "bf1"
      And "cannon" is attached to "garen"
      And A has [1] in their rune pool
      When A activates the ability of "garen" targeting "vi"
      And B kills "cannon"
      Then "cannon" is in the trash
      When the top of the chain resolves
      Then "vi" has 2 damage
      And the damage dealt to "vi" is attributed to "cannon", with A responsible
      And A is responsible for 2 of the damage on "vi"

  @GEAR-38
  Rule: In a game of three, C's Equipment left in A's base by A's banished unit goes to C's base at the cleanup
    Core Rules 719.5, 435.4.b, 323.7.

    Scenario: A banishes A's unit carrying C's exhausted Equipment in A's base: the Equipment goes to C's base, still exhausted
      Given the game has a third player C
      And A controls a unit "garen" with might 3 in their base
      And C controls an exhausted Equipment "blade" with might bonus 1 in A's base
      And "blade" is attached to "garen"
      When A banishes "garen"
      Then "blade" is in C's base
      And "blade" is not attached to anything
      And "blade" is exhausted
      And "blade" is controlled by C

  @GEAR-25
  Rule: The Spectacles copy the chosen unit's own traits: not an ability a spell gave it
    Core Rules 477.1.b.1.a, 477.2.a, 725.1; card text of Shady Spectacles (VEN-137).

    Scenario: The Spectacles copy a unit that was given an ability: the host has the model's traits, not the given ability
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "hulk" with might 6 in their base
      And A has a spell "gift" in their trash
      And "hulk" has been given ability "[1]: Ready me" by "gift"
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A attaches "specs" to "soldier" choosing "hulk"
      Then "soldier" is a copy of "hulk"
      And "soldier" has might 6
      And "soldier" has no ability from "gift"
      And "hulk" has the ability "[1]: Ready me" from "gift"

  @GEAR-09
  Rule: "Me" in the effect text of another player's Equipment is the unit using it, under that unit's controller, in a game of three
    Core Rules 136.2.c, 434.1.c, 191.4.a.

    Scenario: C's unit carries A's cloak with "[1]: Ready me"; C uses it: C's unit is readied, not the cloak
      Given the game has a third player C
      And C controls an exhausted unit "vi" with might 3 in their base
      And A controls an exhausted Equipment "cloak" with effect ability "[1]: Ready me" in C's base
      And "cloak" is attached to "vi"
      And C has [1] in their rune pool
      And it is C's turn
      When C activates the ability "[1]: Ready me" of "vi"
      And the top of the chain resolves
      Then "vi" is ready
      And "cloak" is exhausted

  @GEAR-38
  Rule: In a game of three, the killed unit goes to its owner's trash and the Equipment to its own controller's base
    Core Rules 719.5, 435.4.b, 323.7, 428.2.

    Scenario: B's unit that A owns, carrying C's Equipment, is killed at a battlefield: the unit to A's trash, the Equipment to C's base
      Given the game has a third player C
      And B controls a unit "vi" owned by A with might 3 at battlefield "bf1"
      And C controls an exhausted Equipment "blade" with might bonus 1 at battlefield "bf1"
      And "blade" is attached to "vi"
      When B kills "vi"
      Then "vi" is in its owner's trash
      And "blade" is in C's base
      And "blade" is exhausted
      And "blade" is not attached to anything
      And "blade" was recalled by cleanup

  @GEAR-31
  Rule: In a game of three, a unit may not move to a battlefield holding two other players' units: its Equipment stays with it
    Core Rules 449.2, 144.1, 719.3.

    Scenario: C's equipped unit cannot make a standard move to a battlefield holding A's and B's units
      Given the game has a third player C
      And it is C's turn
      And A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf1"
      And C controls a unit "vi" with might 3 in their base
      And C controls an Equipment "blade" with might bonus 1 in their base
      And "blade" is attached to "vi"
      When C tries to make a standard move of "vi" to battlefield "bf1"
      Then the action is rejected as "illegal_destination"
      And "vi" is in C's base
      And "blade" is attached to "vi"

    Scenario: C's equipped unit makes a standard move to the battlefield holding only B's unit, its Equipment along, unmoved
      Given the game has a third player C
      And it is C's turn
      And A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "darius" with might 3 at battlefield "bf2"
      And C controls a unit "vi" with might 3 in their base
      And C controls an Equipment "blade" with might bonus 1 in their base
      And "blade" is attached to "vi"
      When C makes a standard move of "vi" to battlefield "bf2"
      Then "vi" is at battlefield "bf2"
      And "blade" is at battlefield "bf2"
      And "blade" did not move
      And "vi" is exhausted

  @GEAR-07
  Rule: A keyword given to the attached Equipment is active on it, whoever takes its unit; its printed keyword is inactive until it comes off
    Core Rules 434.1.e, 718.2, 135.4.b.

    Scenario: B takes the unit; a keyword given to the attached Equipment stays active on it, its printed one inactive
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 1 and keyword Assault at battlefield "bf1"
      And A has a spell "gift" in their trash
      And "blade" is attached to "garen"
      And "blade" has been given keyword Tank by "gift"
      When B takes control of "garen"
      Then "blade" has the ability "Tank" from "gift"
      And the Assault ability of "blade" is inactive
      When A detaches "blade"
      Then "blade" has the ability "Tank" from "gift"
      And the Assault ability of "blade" is active
