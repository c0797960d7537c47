Feature: Gear — the stack of a unit and its equipment
  A unit and the Equipment attached to it form a stack: the unit is its Top-Most Card, it gains
  the effect text and Might Bonus of each attached card, and each card keeps its own properties.
  Source: the French ruling text « Objets : contrôle, texte copié et réattachement » (features/sources/GEAR.fr.txt).

  Background:
    Given a Riftbound game between A and B with battlefields "bf1" and "bf2"

  @GEAR-01
  Rule: The unit is the Top-Most Card of its stack of attached cards
    Core Rules 717, 719.2, 435.1.b.2 (a host with nothing attached stops being top-most).

    Scenario: A unit carrying an Equipment is the Top-Most Card; the Equipment is not
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "longsword" with might bonus 1 in their base
      And "longsword" is attached to "garen"
      Then "garen" is the Top-Most Card
      And "longsword" is not a Top-Most Card
      And "garen" carries "longsword"

    Scenario: A unit carrying another player's Equipment is the Top-Most Card of that stack
      # 719.2: the unit is on top of what is attached to it, whoever controls each card (718.5.e-f).
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And A controls an Equipment "curse" with might bonus -1 at battlefield "bf1"
      And "curse" is attached to "darius"
      Then "darius" is the Top-Most Card
      And "curse" is not a Top-Most Card
      And "darius" carries "curse"

    Scenario: A unit carrying a gear that is not an Equipment is the Top-Most Card, but it is not equipped
      # 818.3: "equipped" means at least one Equipment attached; the stack is there all the same.
      Given A controls a unit "garen" with might 4 in their base
      And A controls a gear "relic" in their base
      And "relic" is attached to "garen"
      Then "garen" is the Top-Most Card
      And "garen" carries "relic"
      And "garen" is not equipped

    Scenario: A unit with nothing attached is not a Top-Most Card
      Given A controls a unit "sona" with might 2 at battlefield "bf1"
      And A controls an Equipment "lute" with might bonus 3 at battlefield "bf1"
      Then "sona" is not a Top-Most Card
      And "sona" carries nothing

    Scenario: A unit with nothing attached becomes the Top-Most Card as an Equipment is attached to it during the game
      # 719.2: the unit is the Top-Most Card of its stack from the attach on (434.1); 818.3: and it is equipped.
      Given A controls a unit "sona" with might 2 at battlefield "bf1"
      And A controls an Equipment "lute" with might bonus 3 at battlefield "bf1"
      When A attaches "lute" to "sona"
      Then "sona" is the Top-Most Card
      And "lute" is not a Top-Most Card
      And "sona" is equipped
      And "sona" carries "lute"

    Scenario: The unit stops being the Top-Most Card when its last Equipment is detached
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "longsword" with might bonus 1 in their base
      And "longsword" is attached to "garen"
      When A detaches "longsword"
      Then "garen" is not a Top-Most Card
      And "garen" is not equipped

    Scenario: An Equipment cannot be attached to the Equipment on a unit: it goes on the unit, which stays the Top-Most Card
      # 719.2: the unit is the Top-Most Card of its stack; 434.1: only a unit carries Equipment, so an
      # attached Equipment is no host for another one.
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "longsword" with might bonus 1 in their base
      And A controls an Equipment "shield" with might bonus 2 in their base
      And "longsword" is attached to "garen"
      When A tries to attach "shield" to "longsword"
      Then the action is rejected as "illegal_target"
      And nothing changed
      When A attaches "shield" to "garen"
      Then "shield" is attached to "garen"
      And "longsword" is attached to "garen"
      And "garen" is the Top-Most Card
      And "longsword" is not a Top-Most Card
      And "garen" has might 7

    Scenario: Detaching one of two Equipment leaves the unit the Top-Most Card of the other
      # 719.2: the unit is the Top-Most Card while anything is attached to it; 435.1.b.2: it stops
      # being one only when nothing is left attached.
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 2 at battlefield "bf1"
      And B controls an Equipment "plate" with might bonus 1 at battlefield "bf1"
      And "axe" is attached to "darius"
      And "plate" is attached to "darius"
      When B detaches "axe"
      Then "darius" is the Top-Most Card
      And "darius" carries "plate"
      And "darius" is equipped
      And "darius" has might 4

    Scenario: A unit carrying only an Equipment with a Might Bonus of 0 is equipped and the Top-Most Card
      # 818.3: a unit with an Equipment attached is equipped, whatever its Might Bonus; 434.1.d: a bonus
      # of 0 leaves the Might as it was, and the effect text still joins the unit's.
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "cloak" with might bonus 0 and effect keyword Deflect in their base
      And "cloak" is attached to "garen"
      Then "garen" is equipped
      And "garen" is the Top-Most Card
      And "garen" has might 4
      And "garen" has the ability "Deflect" from "cloak"

  @GEAR-02
  Rule: While equipped, the effect text joins the unit's rules text and the Might Bonus modifies its Might
    Core Rules 434.1.c-d, 136.2.c, 137.3, 477.2.c, 477.3.d, 818.3.

    Scenario: Guardian Angel gives the unit its effect text and +1 Might
      Given A controls a unit "garen" with might 4 in their base
      And A controls a Guardian Angel (SFD-051) "angel" in their base
      And "angel" is attached to "garen"
      Then "garen" has might 5
      And "garen" has the ability "If I would die, kill Guardian Angel instead. Heal me, exhaust me, and recall me." from "angel", controlled by A
      And "garen" is equipped

    Scenario: A generic Equipment grants its effect keyword and its bonus to its host
      Given B controls a unit "darius" with might 3 at battlefield "bf2"
      And B controls an Equipment "bulwark" with might bonus 2 and effect keyword Tank at battlefield "bf2"
      And "bulwark" is attached to "darius"
      Then "darius" has might 5
      And "darius" has the ability "Tank" from "bulwark", controlled by B

    Scenario: Unattached, the Equipment gives nothing to a unit beside it
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "bulwark" with might bonus 2 and effect keyword Tank in their base
      Then "garen" has might 4
      And "garen" has no ability from "bulwark"
      And the effect text of "bulwark" is inactive

    Scenario: An Equipment without a Might Bonus gives its text and no Might
      Given B controls a unit "darius" with might 3 in their base
      And B controls an Equipment "cloak" with effect keyword Tank in their base
      And "cloak" is attached to "darius"
      Then "darius" has might 3
      And "darius" has the ability "Tank" from "cloak", controlled by B
      And "darius" is equipped

    Scenario: The effect text joins the unit's own rules text: the unit keeps its printed keyword beside the granted one
      Given A controls a unit "garen" with might 4 and keyword Shield in their base
      And A controls an Equipment "bulwark" with might bonus 2 and effect keyword Tank in their base
      And "bulwark" is attached to "garen"
      Then "garen" has the ability "Shield" from "garen", controlled by A
      And "garen" has the ability "Tank" from "bulwark", controlled by A
      And the rules text of "garen" is active

    Scenario: A negative Might Bonus lowers the unit's Might
      # 477.3: the Might Bonus is arithmetic on the unit's Might, decreases as well as increases.
      Given B controls a unit "darius" with might 5 at battlefield "bf1"
      And A controls an Equipment "curse" with might bonus -2 at battlefield "bf1"
      And "curse" is attached to "darius"
      Then "darius" has might 3

    Scenario: A buffed unit's Might counts its buff and its Equipment's bonus together
      # 703: a buff is +1 Might; 477.3.d: the Might Bonus is added in the same arithmetic layer
      Given A controls a unit "garen" with might 3 in their base
      And "garen" has a buff
      And A controls an Equipment "sword" with might bonus 2 in their base
      When A attaches "sword" to "garen"
      Then "garen" has might 6
      When A detaches "sword"
      Then "garen" has might 4

    Scenario: A unit that becomes a copy adds its Equipment's bonus to the Might it copied
      # 477.1.b: the copy takes the model's printed Might in layer 1; 477.3.d: the Might Bonus is
      # added afterwards, in the arithmetic layer, to whatever Might the unit has then.
      Given A controls a unit "mimic" with might 2 in their base
      And A controls a unit "hulk" with might 5 in their base
      And A controls an Equipment "sword" with might bonus 2 in their base
      And "sword" is attached to "mimic"
      Then "mimic" has might 4
      When A makes "mimic" a copy of "hulk"
      Then "mimic" has might 7
      And "hulk" has might 5

    Scenario: A Might Bonus can take the unit's Might below 0; a second bonus counts from the real value
      # 143.2.b-b.1: a negative Might counts as 0 only where it is referenced; the real value is kept
      # for arithmetic. No damage is marked, so nothing is lethal (142.4.a).
      Given A controls a unit "teemo" with might 1 in their base
      And A controls an Equipment "curse" with might bonus -3 in their base
      And A controls an Equipment "sword" with might bonus 2 in their base
      And "curse" is attached to "teemo"
      Then "teemo" has might -2
      When A buffs "teemo"
      Then "teemo" has might -1
      When A attaches "sword" to "teemo"
      Then "teemo" has might 1
      And "teemo" is in A's base

    Scenario: Below 0 Might any damage is lethal: 1 damage kills a unit whose Equipment takes it to Might -1
      # 142.4.a-b: lethal damage is a non-zero amount at least the unit's Might; 143.2.b: a negative Might
      # counts as 0 where it is referenced. The Equipment detaches and stays in the base (GEAR-36).
      Given B controls a unit "vi" with might 1 in their base
      And B controls an Equipment "anchor" with might bonus -2 in their base
      And "anchor" is attached to "vi"
      Then "vi" has might -1
      When A deals 1 damage to "vi"
      Then "vi" is in the trash
      And "anchor" is not attached to anything
      And "anchor" is in B's base

    @requires-copy_text
    Scenario: The text Svellsongur copies is its unit's: the attached Svellsongur has none of it active itself
      # 136.2.c: attached, Svellsongur's effect text is its unit's; 725.1: the copied text goes into that
      # effect text; 718.2: Svellsongur's own printed text is inactive while it is attached.
      Given A controls a unit "garen" with might 4 and ability "[1]: Ready me" in their base
      And A controls a Svellsongur (SFD-059) "svell" in their base
      When A attaches "svell" to "garen"
      Then "garen" has the ability "[1]: Ready me" from "svell"
      And "svell" has no active ability from "svell"

    Scenario: An exhausted, stunned unit still gets its Equipment's Might Bonus
      # 434.1.d: the bonus applies while the Equipment is equipped; the unit's own states do not
      # suspend it (a stunned unit deals no combat damage, 423, but its Might is unchanged).
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And A controls an Equipment "blade" with might bonus 2 at battlefield "bf1"
      And "blade" is attached to "garen"
      And "garen" is exhausted
      And "garen" is stunned
      Then "garen" has might 6
      And "garen" is equipped

  @GEAR-03
  Rule: Several Equipment contribute to the same unit at once
    Core Rules 434.1.b.1, 434.1.c-d.

    Scenario: Two Equipment add their bonuses and their texts
      Given A controls a unit "jax" with might 3 at battlefield "bf1"
      And A controls an Equipment "staff" with might bonus 2 and effect keyword Tank at battlefield "bf1"
      And A controls an Equipment "lamp" with might bonus 3 and effect keyword Deflect at battlefield "bf1"
      And "staff" is attached to "jax"
      And "lamp" is attached to "jax"
      Then "jax" has might 8
      And "jax" has the ability "Tank" from "staff"
      And "jax" has the ability "Deflect" from "lamp"
      And "jax" carries "staff" and "lamp"

    Scenario: A second Equipment attached by an effect joins the first
      Given B controls a unit "vi" with might 4 at battlefield "bf2"
      And B controls an Equipment "gauntlet" with might bonus 1 and effect keyword Tank at battlefield "bf2"
      And B controls an Equipment "plate" with might bonus 3 and effect keyword Deflect at battlefield "bf2"
      And "gauntlet" is attached to "vi"
      When B attaches "plate" to "vi"
      Then "vi" carries "gauntlet" and "plate"
      And "gauntlet" is attached to "vi"
      And "vi" has might 8
      And "vi" has the ability "Tank" from "gauntlet"
      And "vi" has the ability "Deflect" from "plate"
      And the last action caused no detach event

    Scenario: A second Equipment attached by its Equip ability joins the first
      Given A controls a unit "jax" with might 2 in their base
      And A controls an Equipment "staff" with might bonus 2 in their base
      And A controls an Equipment "lamp" with might bonus 1 and Equip [1] in their base
      And "staff" is attached to "jax"
      And A has [1] in their rune pool
      When A activates the Equip ability of "lamp" targeting "jax"
      And the top of the chain resolves
      Then "jax" carries "staff" and "lamp"
      And "jax" has might 5
      And the last action caused no detach event

    Scenario: Three Equipment, one with a negative bonus, sum up
      Given A controls a unit "jax" with might 6 in their base
      And A controls an Equipment "e1" with might bonus 1 in their base
      And A controls an Equipment "e2" with might bonus -2 in their base
      And A controls an Equipment "e3" with might bonus 4 in their base
      And "e1" is attached to "jax"
      And "e2" is attached to "jax"
      And "e3" is attached to "jax"
      Then "jax" has might 9

    Scenario: Two Equipment giving the same keyword each give it: the unit has it from both
      # 434.1.b.1, 136.2.c: each attached card's effect text joins the unit's text.
      Given A controls a unit "jax" with might 3 in their base
      And A controls an Equipment "staff" with might bonus 1 and effect keyword Tank in their base
      And A controls an Equipment "shield" with might bonus 2 and effect keyword Tank in their base
      And "staff" is attached to "jax"
      And "shield" is attached to "jax"
      Then "jax" has the ability "Tank" from "staff"
      And "jax" has the ability "Tank" from "shield"
      And "jax" has might 6
      When A detaches "staff"
      Then "jax" has the ability "Tank" from "shield"
      And "jax" has no ability from "staff"

    Scenario: Two Equipment with the same Might Bonus each add it
      Given A controls a unit "jax" with might 3 in their base
      And A controls an Equipment "staff" with might bonus 1 in their base
      And A controls an Equipment "lamp" with might bonus 1 in their base
      And "staff" is attached to "jax"
      And "lamp" is attached to "jax"
      Then "jax" has might 5

  @GEAR-04
  Rule: A piece of equipment is attached to only one card at a time
    Core Rules 718.5.d, 434.1.f.

    Scenario: Attaching an attached Equipment to a second unit leaves it on the second only
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And A controls an Equipment "blade" with might bonus 3 in their base
      And "blade" is attached to "garen"
      When A attaches "blade" to "lux"
      Then "blade" is attached to "lux"
      And "garen" carries nothing
      And "garen" has might 4
      And "lux" has might 5
      And the last action caused exactly these events, in order:
        | type   | object | from  | to  |
        | detach | blade  | garen |     |
        | attach | blade  |       | lux |

    Scenario: Equipping a unit at another location takes the Equipment off its first unit
      Given B controls a unit "vi" with might 3 at battlefield "bf1"
      And B controls a unit "darius" with might 5 at battlefield "bf2"
      And B controls an Equipment "axe" with might bonus 2 and Equip [2] at battlefield "bf1"
      And "axe" is attached to "vi"
      When B attaches "axe" to "darius"
      Then "axe" is attached to "darius"
      And "axe" is at battlefield "bf2"
      And "vi" carries nothing
      And "vi" has might 3
      And "darius" has might 7
      And "axe" was detached from "vi"

    @requires-weaponmaster
    Scenario: Weaponmaster takes an Equipment from its unit to the unit just played: it is on the new unit only
      # 821.1.c, 434.1.f: the Equipment is detached from its first unit, then attached to the new one.
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "sword" with might bonus 2 and Equip [1][O] in their base
      And "sword" is attached to "garen"
      And A has a Veteran Poro (SFD-099) "poro" in their hand
      And A has [3] in their rune pool
      When A plays "poro"
      And the top of the chain resolves, A choosing "sword"
      Then "sword" is attached to "poro"
      And "sword" was detached from "garen"
      And "garen" carries nothing
      And "garen" has might 4
      And "poro" has might 4

    Scenario: Shady Spectacles taken to a second unit leave the first: its copy ends, and only the second is a copy
      # 434.1.f, 718.5.d: one unit at a time, so the Spectacles are detached from the first unit, which
      # ends the copy that lasted for as long as they were attached to it (725.1).
      Given A controls a unit "soldier" with might 2 in their base
      And A controls a unit "garen" with might 4 in their base
      And A controls a unit "azir" with might 6 in their base
      And A controls a Shady Spectacles (VEN-137) "specs" in their base
      When A attaches "specs" to "soldier" choosing "azir"
      And A attaches "specs" to "garen" choosing "azir"
      Then "specs" is attached to "garen"
      And "soldier" carries nothing
      And "soldier" is not a copy
      And "soldier" has might 2
      And "garen" is a copy of "azir"
      And the last action caused a copy ended event for "soldier"

    Scenario: An Equipment taken to a second unit takes its effect text with it: the first unit has none of it
      # 718.5.g, 136.2.b: the effect text applies to the unit the Equipment is attached to, one at a time.
      Given A controls a unit "garen" with might 4 in their base
      And A controls a unit "lux" with might 2 in their base
      And A controls an Equipment "bulwark" with might bonus 1 and effect keyword Tank in their base
      And "bulwark" is attached to "garen"
      When A attaches "bulwark" to "lux"
      Then "lux" has the ability "Tank" from "bulwark"
      And "garen" has no ability from "bulwark"
      And "garen" has might 4
      And "lux" has might 3

  @GEAR-14
  Rule: Readying or exhausting the unit or the Equipment does not ready or exhaust the other
    Core Rules 719.4, 719.4.a, 434.5.

    Scenario: Exhausting the unit leaves its Equipment ready
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      And "blade" is attached to "garen"
      When A exhausts "garen"
      Then "garen" is exhausted
      And "blade" is ready

    Scenario: Readying the Equipment leaves its unit exhausted
      Given B controls an exhausted unit "vi" with might 5 at battlefield "bf2"
      And B controls an exhausted Equipment "gauntlet" with might bonus 2 at battlefield "bf2"
      And "gauntlet" is attached to "vi"
      When B readies "gauntlet"
      Then "gauntlet" is ready
      And "vi" is exhausted

    Scenario: Exhausting the Equipment leaves its unit ready
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 2 at battlefield "bf1"
      And "axe" is attached to "darius"
      When B exhausts "axe"
      Then "axe" is exhausted
      And "darius" is ready
      And the last action caused no exhaust event for "darius"
      And the last action caused exactly these events, in order:
        | type    | object |
        | exhaust | axe    |

    Scenario: Readying the unit leaves its Equipment exhausted
      Given A controls an exhausted unit "lux" with might 2 in their base
      And A controls an exhausted Equipment "wand" with might bonus 1 in their base
      And "wand" is attached to "lux"
      When A readies "lux"
      Then "lux" is ready
      And "wand" is exhausted
      And the last action caused no ready event for "wand"
      And the last action caused exactly these events, in order:
        | type  | object |
        | ready | lux    |

    @requires-abilities
    Scenario: The Equipment's "[1]: Ready me." readies only the unit; on a ready unit it does nothing, and the Equipment stays exhausted
      # 414.1.b: readying a ready object does nothing.
      Given A controls a unit "lux" with might 2 in their base
      And A controls an exhausted Equipment "wand" with might bonus 1 and effect ability "[1]: Ready me." in their base
      And "wand" is attached to "lux"
      And A has [1] in their rune pool
      When A activates the ability "[1]: Ready me." of "lux"
      And the top of the chain resolves
      Then "lux" is ready
      And "wand" is exhausted
      And the last action caused no ready event

    Scenario: A standard move exhausts the unit to pay for it; its Equipment goes along, still ready
      # 144.2: the cost is to exhaust the unit, and only the unit; 719.3, 719.4: the Equipment follows it, not exhausted.
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      And "blade" is attached to "garen"
      When A makes a standard move of "garen" to battlefield "bf1"
      Then "garen" is exhausted
      And "garen" is at battlefield "bf1"
      And "blade" is at battlefield "bf1"
      And "blade" is ready

    Scenario: A's unit is readied as A's turn begins; B's Equipment attached to it stays exhausted
      # 315.1: the turn player readies what they control; 719.4: the unit and its Equipment are readied separately.
      Given it is B's turn
      And A controls an exhausted unit "garen" with might 4 at battlefield "bf1"
      And B controls an exhausted Equipment "axe" with might bonus 1 at battlefield "bf1"
      And "axe" is attached to "garen"
      When B ends their turn
      Then it is A's turn
      And "garen" is ready
      And "axe" is exhausted

    Scenario: As A's turn begins, A's Equipment attached to B's unit is readied; B's unit stays exhausted
      # 315.1: the turn player readies everything they control, an attached card too; 719.4: each is readied separately.
      Given it is B's turn
      And A controls an exhausted Equipment "wand" with might bonus 1 at battlefield "bf1"
      And B controls an exhausted unit "darius" with might 3 at battlefield "bf1"
      And "wand" is attached to "darius"
      When B ends their turn
      Then it is A's turn
      And "wand" is ready
      And "darius" is exhausted
      And "wand" is attached to "darius"

    Scenario: Exhausting the unit is reported for the unit alone, not for its Equipment
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      And "blade" is attached to "garen"
      When A exhausts "garen"
      Then the last action caused exactly these events, in order:
        | type    | object |
        | exhaust | garen  |
      And "garen" is exhausted
      And "blade" is ready

  @GEAR-16
  Rule: Attached equipment can still be targeted as Equipment and keeps its own properties
    Core Rules 718.5.a-b; 417.1 (only units are dealt damage: an attached gear is still a gear).

    Scenario: An attached Equipment keeps its type, its tag and its own ready state
      Given A controls a unit "garen" with might 4 in their base
      And A controls an exhausted Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      Then "blade" has the Equipment tag
      And "blade" is exhausted
      And "garen" is ready

    Scenario: An effect can kill the attached Equipment itself; the unit loses only what it gave
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 2 and effect keyword Tank at battlefield "bf1"
      And "axe" is attached to "darius"
      When A kills "axe"
      Then "axe" is in the trash
      And "darius" is at battlefield "bf1"
      And "darius" has might 3
      And "darius" has no ability from "axe"

    Scenario: An attached Equipment keeps its own name and type, and has no Might of its own
      # 718.5.a-b: still a gear, with its own properties; 137.3.b: a gear has no Might, whatever its unit's.
      Given A controls a unit "garen" with might 4 in their base
      And A controls a Guardian Angel (SFD-051) "angel" in their base
      And "angel" is attached to "garen"
      Then "angel" is named "Guardian Angel"
      And "angel" is a gear
      And "garen" is a unit
      And "angel" has no Might
      And "garen" has might 5

    Scenario: A spell can target the attached Equipment as an Equipment
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 2 and effect keyword Tank at battlefield "bf1"
      And "axe" is attached to "darius"
      And A has a spell "smash" with text "Kill an Equipment." in their hand
      When A plays "smash" targeting "axe"
      And the top of the chain resolves
      Then "axe" is in the trash
      And "darius" is at battlefield "bf1"
      And "darius" has might 3
      And "darius" has no ability from "axe"
      And the last action caused no kill event for "darius"

    Scenario: The unit carrying an Equipment is not an Equipment: the same spell cannot target it
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 2 at battlefield "bf1"
      And "axe" is attached to "darius"
      And A has a spell "smash" with text "Kill an Equipment." in their hand
      When A tries to play "smash" targeting "darius"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: An attached Equipment is not part of its unit: a spell that targets a unit cannot choose it
      # 718.5.a-b: attached, it is still a gear with its own properties, not a unit (137.3.b).
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 2 at battlefield "bf1"
      And "axe" is attached to "darius"
      And A has a spell "bolt" with text "Deal 2 damage to a unit." in their hand
      When A tries to play "bolt" targeting "axe"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: An attached Equipment can be exhausted on its own by a spell that targets a gear
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      And "blade" is attached to "garen"
      And A has a spell "trip" with text "Exhaust a gear." in their hand
      When A plays "trip" targeting "blade"
      And the top of the chain resolves
      Then "blade" is exhausted
      And "garen" is ready

    Scenario: An attached Equipment is still a gear, not a unit: damage cannot be dealt to it
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      When B tries to deal 3 damage to "blade"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: An attached Equipment is still a gear, not a unit: it cannot be buffed
      # 426.1, 702: a buff is put on a unit.
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      When A tries to buff "blade"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: "Kill an Equipment" targets Equipment only: a gear without the Equipment tag is not one
      Given B controls a gear "cannon" at battlefield "bf1"
      And A has a spell "smash" with text "Kill an Equipment." in their hand
      When A tries to play "smash" targeting "cannon"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: An Equipment killed once is in the trash, off the board: it is no longer a target
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 2 at battlefield "bf1"
      And "axe" is attached to "darius"
      And A has a spell "smash" with text "Kill an Equipment." in their hand
      And A has a spell "crush" with text "Kill an Equipment." in their hand
      When A plays "smash" targeting "axe"
      And the top of the chain resolves
      Then "axe" is in the trash
      When A tries to play "crush" targeting "axe"
      Then the action is rejected as "illegal_target"
      And nothing changed
      When B tries to detach "axe"
      Then the action is rejected as "not_on_board"
      And nothing changed

    Scenario: Exhausting and readying the attached Equipment are the Equipment's own events, not its unit's
      # 719.4: the Equipment keeps its own ready state; the exhaust and the ready are its own (414.1, 415.1).
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      And "blade" is attached to "garen"
      When A exhausts "blade"
      Then the last action caused exactly these events, in order:
        | type    | object |
        | exhaust | blade  |
      And "garen" is ready
      When A readies "blade"
      Then the last action caused exactly these events, in order:
        | type  | object |
        | ready | blade  |
      And "blade" is ready

    Scenario: An attached Equipment keeps its own counters: exhausting it leaves them, and its unit, as they were
      # 718.5.a-b: the attached card keeps its own properties; counters are on the card that has them (744).
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      And "blade" is attached to "garen"
      And "blade" has 2 charge counters
      When A exhausts "blade"
      Then "blade" is exhausted
      And "blade" has 2 charge counters
      And "garen" has no charge counter
      And "garen" is ready
      And "garen" has might 5

    Scenario: An attached Equipment can be banished on its own: it leaves its unit, which stays
      # 427.1: a banish is no move (718.5.c forbids only moving the attached card alone); 719.5: a card leaving the
      # board detaches.
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 2 in their base
      And "blade" is attached to "garen"
      When A banishes "blade"
      Then "blade" is in the banishment
      And "garen" carries nothing
      And "garen" has might 4
      And "garen" is in A's base

  @GEAR-15
  Rule: Stunning or empowering the unit does not give that state to its Equipment
    Core Rules 719.4.a, 423.1, 441.1.

    Scenario: A stunned unit's Equipment is not stunned
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 2 at battlefield "bf1"
      And "axe" is attached to "darius"
      When A stuns "darius"
      Then "darius" is stunned
      And "axe" is not stunned

    Scenario: An empowered unit's Equipment is not empowered
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      And "blade" is attached to "garen"
      When A empowers "garen"
      Then "garen" is empowered
      And "blade" is not empowered

    Scenario: The Equipment itself cannot be stunned: only units are
      # 423.1: stunned is a status of units; attached, the Equipment is still a gear (718.5.a).
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 2 at battlefield "bf1"
      And "axe" is attached to "darius"
      When A tries to stun "axe"
      Then the action is rejected as "illegal_target"
      And nothing changed

    Scenario: An Equipment attached to a unit already stunned and empowered gets neither state
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 2 at battlefield "bf1"
      And "darius" is stunned
      And "darius" is empowered
      When B attaches "axe" to "darius"
      Then "axe" is attached to "darius"
      And "axe" is not stunned
      And "axe" is not empowered
      And "darius" is stunned
      And "darius" is empowered

    Scenario: Stunning the unit does not exhaust its Equipment either
      # 719.4.a: the unit's states stay the unit's; a stun does not turn the Equipment sideways.
      Given B controls a unit "darius" with might 3 at battlefield "bf1"
      And B controls an Equipment "axe" with might bonus 2 at battlefield "bf1"
      And "axe" is attached to "darius"
      When A stuns "darius"
      Then "axe" is ready
      And "axe" is not stunned
      And the last action caused no exhaust event for "axe"

    Scenario: Empowering the unit is reported for the unit alone, not for its Equipment
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      And "blade" is attached to "garen"
      When A empowers "garen"
      Then the last action caused exactly these events, in order:
        | type         | object |
        | state_gained | garen  |
      And "blade" is not empowered

    Scenario: Empowering the Equipment does not empower the unit it is attached to
      # 719.4.a: no status passes between the cards of a stack, from the unit down or from the Equipment up.
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      And "blade" is attached to "garen"
      When A empowers "blade"
      Then "blade" is empowered
      And "garen" is not empowered

    Scenario: A stunned unit can still be equipped; its Equipment attaches and is not stunned
      # 818.1.b: Equip targets a unit you control; a stun changes what the unit does in combat (423.1.b),
      # not whether it can be chosen. 719.4.a: the Equipment does not take the unit's stun.
      Given A controls a unit "garen" with might 4 in their base
      And "garen" is stunned
      And A controls an Equipment "blade" with might bonus 2 and Equip [1] in their base
      And A has [1] in their rune pool
      When A activates the Equip ability of "blade" targeting "garen"
      And the top of the chain resolves
      Then "blade" is attached to "garen"
      And "garen" is stunned
      And "blade" is not stunned
      And "garen" has might 6

    Scenario: An equipped unit already stunned and empowered keeps both states; its Equipment has neither
      # 719.4.a: the states are the unit's own, equipped or not; exhausting the Equipment changes neither card's states.
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus 1 in their base
      And "blade" is attached to "garen"
      And "garen" is stunned
      And "garen" is empowered
      When A exhausts "blade"
      Then "garen" is stunned
      And "garen" is empowered
      And "blade" is not stunned
      And "blade" is not empowered

  @GEAR-02 @requires-combat
  Rule: The Tank an Equipment's effect text gives its unit is the unit's in combat: it takes lethal damage first
    Core Rules 815, 136.2.c, 465.2.c.

    Scenario: darius has Tank from its Equipment: A may not give vi damage while darius is short of lethal
      # 815: a Tank unit must be assigned lethal damage before a unit without Tank is assigned any.
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "darius" with might 2 at battlefield "bf1"
      And B controls a unit "vi" with might 2 at battlefield "bf1"
      And B controls an Equipment "plate" with might bonus 0 and effect keyword Tank at battlefield "bf1"
      And "plate" is attached to "darius"
      When A tries to attack at battlefield "bf1", assigning 1 to "darius", 2 to "vi" and 4 to "garen"
      Then the action is rejected as "illegal_choice"
      And nothing changed

    Scenario: The counter-case: lethal to darius first, the rest to vi, is the legal assignment
      Given A controls a unit "garen" with might 3 at battlefield "bf1"
      And B controls a unit "darius" with might 2 at battlefield "bf1"
      And B controls a unit "vi" with might 2 at battlefield "bf1"
      And B controls an Equipment "plate" with might bonus 0 and effect keyword Tank at battlefield "bf1"
      And "plate" is attached to "darius"
      When A attacks at battlefield "bf1", assigning 2 to "darius", 1 to "vi" and 4 to "garen"
      Then "darius" is in the trash
      And "vi" is at battlefield "bf1"

  @GEAR-03 @requires-combat
  Rule: Two Equipment giving Shield to one unit add up: the unit defends with both instances' X
    Core Rules 814, 136.2.c, 434.1.c-d, 465.2.a-c.

    Scenario: darius carries a Shield 2 and a Shield 1 Equipment: it defends at Might 5, so A's 4 are not lethal
      # 814: each instance of [Shield X] gives +X while the unit defends; two instances give +3.
      Given A controls a unit "garen" with might 4 at battlefield "bf1"
      And B controls a unit "darius" with might 2 at battlefield "bf1"
      And B controls an Equipment "buckler" with might bonus 0 and effect keyword Shield 2 at battlefield "bf1"
      And B controls an Equipment "ward" with might bonus 0 and effect keyword Shield 1 at battlefield "bf1"
      And "buckler" is attached to "darius"
      And "ward" is attached to "darius"
      When A attacks at battlefield "bf1", assigning 4 to "darius" and 5 to "garen"
      Then "garen" is in the trash
      And "darius" is at battlefield "bf1"
      And "darius" has might 2

  @GEAR-14
  Rule: Each Equipment on a unit keeps its own ready state: exhausting one exhausts neither the unit nor the other
    Core Rules 719.4, 414.1, 415.1; the catalogue ruling GEAR-14.

    Scenario: Exhausting one of two Equipment on a unit leaves the other Equipment and the unit ready
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "sword" with might bonus 2 in their base
      And A controls an Equipment "axe" with might bonus 1 in their base
      And "sword" is attached to "garen"
      And "axe" is attached to "garen"
      When A exhausts "sword"
      Then "sword" is exhausted
      And "axe" is ready
      And "garen" is ready
      And the last action caused no exhaust event for "axe"

    Scenario: Readying one of two exhausted Equipment on a unit leaves the other exhausted
      Given A controls a unit "garen" with might 4 in their base
      And A controls an exhausted Equipment "sword" with might bonus 2 in their base
      And A controls an exhausted Equipment "axe" with might bonus 1 in their base
      And "sword" is attached to "garen"
      And "axe" is attached to "garen"
      When A readies "sword"
      Then "sword" is ready
      And "axe" is exhausted

  @GEAR-16
  Rule: An attached Equipment is a card of its own: killed, it leaves alone, and the unit's other cards stay attached
    Core Rules 719.5, 435.1, 434.1.d; the catalogue ruling GEAR-16 (it keeps its own independent properties).

    Scenario: Killing one of two Equipment on a unit leaves the other attached, its bonus still counted
      # Only a leaving host sheds its cards (719.5); the killed Equipment's own bonus goes with it.
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "sword" with might bonus 2 in their base
      And A controls an Equipment "axe" with might bonus 1 in their base
      And "sword" is attached to "garen"
      And "axe" is attached to "garen"
      When A kills "sword"
      Then "sword" is in the trash
      And "garen" carries "axe"
      And "garen" has might 5
      And the last action caused no detach event for "axe"
