package keyforge

import (
	"strings"
	"testing"
)

func TestReapingExhaustsAndGainsOneAember(t *testing.T) {
	b := newBoard(t, "Emberforge")
	c := b.creature(0, "cinder-brute")
	b.reap(c)
	b.eq("aember", b.s.table.P[0].Aember, 1)
	if !b.u(c).Exhausted {
		t.Fatal("a used creature exhausts")
	}
	if b.has("act", opt('r', c)) || b.has("act", opt('f', c)) {
		t.Fatal("an exhausted creature cannot be used")
	}
}

func TestFightDamageIsSimultaneous(t *testing.T) {
	b := newBoard(t, "Emberforge")
	a := b.creature(0, "ember-raider") // 3 power
	d := b.creature(1, "moss-grazer")  // 4 power
	b.fight(a, d)
	if b.inPlay(a) {
		t.Fatal("the attacker takes 4 damage and is destroyed")
	}
	b.eq("defender damage", b.u(d).Damage, 3)
}

func TestADestroyedCreatureGoesToItsOwnersDiscardPile(t *testing.T) {
	b := newBoard(t, "Emberforge")
	a := b.creature(0, "cinder-brute")
	d := b.creature(1, "seed-sower")
	b.fight(a, d)
	b.eq("in discard", b.inZone(b.s.table.P[1].Discard, d), true)
}

func TestArmorPreventsDamageOncePerTurn(t *testing.T) {
	b := newBoard(t, "Emberforge")
	a := b.creature(0, "cinder-brute")  // 5
	d := b.creature(1, "shield-warden") // 4 power, 2 armor
	a2 := b.creature(0, "ash-hound")    // 3, assault 2
	b.fight(a, d)
	b.eq("damage past 2 armor", b.u(d).Damage, 3)
	b.fight(a2, d)
	if b.inPlay(d) {
		t.Fatal("armor is spent for the turn: the second attack destroys the warden")
	}
}

func TestArmorIsRestoredEachTurn(t *testing.T) {
	b := newBoard(t, "Emberforge")
	d := b.creature(1, "shield-warden")
	b.u(d).ArmorUsed = 2
	b.endTurn()
	b.eq("armor used", b.u(d).ArmorUsed, 0)
}

func TestAFightAbilityResolvesOnlyIfTheAttackerSurvives(t *testing.T) {
	b := newBoard(t, "Emberforge")
	a := b.creature(0, "cinder-brute") // Fight: gain 1
	d := b.creature(1, "seed-sower")
	b.fight(a, d)
	b.eq("aember after surviving", b.s.table.P[0].Aember, 1)

	b2 := newBoard(t, "Emberforge")
	a2 := b2.creature(0, "cinder-brute")
	d2 := b2.creature(1, "slag-tyrant") // 6 power
	b2.fight(a2, d2)
	b2.eq("aember after dying", b2.s.table.P[0].Aember, 0)
}

func TestBeforeFightResolvesBeforeDamage(t *testing.T) {
	b := newBoard(t, "Dawnguard")
	p := b.creature(0, "grand-paladin")
	d := b.creature(1, "slag-tyrant")
	ev := b.fight(p, d)
	if !b.u(d).Stunned {
		t.Fatal("Grand Paladin stuns the creature it fights")
	}
	stun, dmg := -1, -1
	for i, e := range ev {
		if strings.HasSuffix(e.Text, "is stunned.") {
			stun = i
		}
		if strings.Contains(e.Text, " deals ") && dmg < 0 {
			dmg = i
		}
	}
	if stun < 0 || dmg < 0 || stun > dmg {
		t.Fatalf("the stun comes before the fight damage: %+v", ev)
	}
	b.eq("paladin damage (6 - 2 armor)", b.u(p).Damage, 4)
	b.eq("tyrant damage (6 - 1 armor)", b.u(d).Damage, 5)
}

func TestTauntProtectsItsNeighbors(t *testing.T) {
	b := newBoard(t, "Emberforge")
	a := b.creature(0, "cinder-brute")
	l, tn, r, far := b.creature(1, "moss-grazer"), b.creature(1, "shield-warden"), b.creature(1, "seed-sower"), b.creature(1, "thorn-boar")
	b.answer("act", opt('f', a))
	p := b.prompt("target")
	if p.Has(cid(l)) || p.Has(cid(r)) {
		t.Fatal("the neighbors of a taunt creature cannot be attacked")
	}
	if !p.Has(cid(tn)) || !p.Has(cid(far)) {
		t.Fatal("the taunt creature and others can be attacked")
	}
}

func TestElusiveStopsTheFirstAttackEachTurn(t *testing.T) {
	b := newBoard(t, "Emberforge")
	a1 := b.creature(0, "cinder-brute")
	a2 := b.creature(0, "ash-hound")
	e := b.creature(1, "dusk-lurker")
	b.fight(a1, e)
	b.eq("no damage to the elusive creature", b.u(e).Damage, 0)
	b.eq("no damage to the attacker", b.u(a1).Damage, 0)
	b.eq("the attacker still fought (Fight: gain 1)", b.s.table.P[0].Aember, 1)
	b.fight(a2, e)
	if b.inPlay(e) {
		t.Fatal("the second attack in a turn deals damage")
	}
}

func TestElusiveDoesNotStopAssaultOrHazardousDamage(t *testing.T) {
	b := newBoard(t, "Emberforge")
	a := b.creature(0, "ash-hound") // 3 power, assault 2
	e := b.creature(1, "dusk-lurker")
	b.s.table.Lasting = append(b.s.table.Lasting, Lasting{Kind: "keyword", Keyword: "hazardous", N: 1, Target: e, Ends: 3})
	b.fight(a, e)
	b.eq("assault damage on the elusive creature", b.u(e).Damage, 2)
	b.eq("hazardous damage on the attacker", b.u(a).Damage, 1)
}

func TestElusiveIsSpentByTheFirstAttackEvenWhenTheFightDoesNotOccur(t *testing.T) {
	b := newBoard(t, "Emberforge")
	w := b.creature(0, "ember-whelp") // 1 power
	c := b.creature(0, "cinder-brute")
	e := b.creature(1, "dusk-lurker")
	b.s.table.Lasting = append(b.s.table.Lasting, Lasting{Kind: "keyword", Keyword: "hazardous", N: 1, Target: e, Ends: 3})
	b.fight(w, e)
	if b.inPlay(w) {
		t.Fatal("hazardous 1 destroys the whelp before the fight")
	}
	b.fight(c, e)
	if b.inPlay(e) {
		t.Fatal("the lurker was already attacked this turn: the second attack deals damage")
	}
}

func TestSkirmishTakesNoDamageWhenAttacking(t *testing.T) {
	b := newBoard(t, "Gloomveil")
	a := b.creature(0, "venom-dancer")
	d := b.creature(1, "cinder-brute")
	b.fight(a, d)
	b.eq("skirmisher damage", b.u(a).Damage, 0)
}

func TestPoisonDestroysWhatItDamages(t *testing.T) {
	b := newBoard(t, "Gloomveil")
	a := b.creature(0, "venom-dancer")
	d := b.creature(1, "slag-tyrant") // 6 power, 1 armor
	b.fight(a, d)
	if b.inPlay(d) {
		t.Fatal("poison destroys the damaged defender")
	}
	b2 := newBoard(t, "Gloomveil")
	a2 := b2.creature(0, "venom-dancer")
	d2 := b2.creature(1, "shield-warden") // armor 2 absorbs all
	b2.fight(a2, d2)
	if !b2.inPlay(d2) {
		t.Fatal("poison needs damage past armor")
	}
}

func TestPoisonOnTheDefenderDestroysTheAttacker(t *testing.T) {
	b := newBoard(t, "Emberforge")
	a := b.creature(0, "slag-tyrant")
	d := b.creature(1, "mire-toad")
	b.fight(a, d)
	if b.inPlay(a) {
		t.Fatal("Mire Toad's poison destroys the attacker it damages")
	}
}

func TestAssaultDealsDamageBeforeTheFight(t *testing.T) {
	b := newBoard(t, "Emberforge")
	a := b.creature(0, "ash-hound")  // 3 power, assault 2
	d := b.creature(1, "seed-sower") // 2 power
	b.fight(a, d)
	if b.inPlay(d) {
		t.Fatal("assault destroys the defender")
	}
	b.eq("attacker takes no damage when assault destroys the defender", b.u(a).Damage, 0)
}

func TestAFightCutShortByAssaultResolvesNoFightAbility(t *testing.T) {
	b := newBoard(t, "Emberforge")
	a := b.creature(0, "cinder-brute") // Fight: gain 1
	b.upgrade(0, a, "iron-gauntlet")   // assault 2
	b.fight(a, b.creature(1, "seed-sower"))
	b.eq("no Fight: gain when assault destroys the defender", b.s.table.P[0].Aember, 0)
}

func TestAfterAFightReactionsResolveEvenWhenTheFightDoesNotOccur(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.artifact(0, "war-totem") // after a friendly creature fights, gain 1
	b.fight(b.creature(0, "ember-whelp"), b.creature(1, "thorn-boar"))
	b.eq("the whelp was used to fight, though hazardous destroyed it", b.s.table.P[0].Aember, 1)
}

func TestHazardousDamagesTheAttackerFirst(t *testing.T) {
	b := newBoard(t, "Emberforge")
	a := b.creature(0, "ember-raider") // 3 power
	d := b.creature(1, "thorn-boar")   // 5 power, hazardous 2
	b.fight(a, d)
	if b.inPlay(a) {
		t.Fatal("the raider dies")
	}
	b.eq("the raider survived the 2 hazardous damage and fought", b.u(d).Damage, 3)

	b2 := newBoard(t, "Gloomveil")
	a2 := b2.creature(0, "alley-sneak") // 1 power
	d2 := b2.creature(1, "thorn-boar")
	b2.fight(a2, d2)
	b2.eq("an attacker destroyed by hazardous deals no damage", b2.u(d2).Damage, 0)
}

func TestAStunnedCreatureIsOnlyUnstunnedWhenUsed(t *testing.T) {
	b := newBoard(t, "Emberforge")
	c := b.creature(0, "cinder-brute")
	b.u(c).Stunned = true
	b.creature(1, "seed-sower")
	if b.has("act", opt('r', c)) || b.has("act", opt('f', c)) {
		t.Fatal("a stunned creature cannot reap or fight")
	}
	b.answer("act", opt('u', c))
	if b.u(c).Stunned || !b.u(c).Exhausted {
		t.Fatal("using it removes the stun and exhausts it")
	}
	b.eq("no aember", b.s.table.P[0].Aember, 0)
}

func TestDestroyedAbilitiesResolveWhileTheCreatureIsInPlay(t *testing.T) {
	b := newBoard(t, "Dawnguard")
	r := b.creature(0, "relic-bearer") // Destroyed: archive this creature
	e := b.creature(1, "slag-tyrant")
	b.s.House = "Dawnguard"
	b.fight(r, e)
	b.eq("archived instead of discarded", b.inZone(b.s.table.P[0].Archives, r), true)
	b.eq("not discarded", b.inZone(b.s.table.P[0].Discard, r), false)
}

func TestCapturedAemberGoesToTheOpponentWhenTheCreatureLeaves(t *testing.T) {
	b := newBoard(t, "Emberforge")
	h := b.creature(1, "halo-guard")
	b.u(h).Aember = 3
	a := b.hand(0, "smelters-fury")[0]
	b.play(a)
	b.eq("seat 0 takes the captured aember", b.s.table.P[0].Aember, 3)
}

func TestTheBattlelineClosesItsGaps(t *testing.T) {
	b := newBoard(t, "Emberforge")
	ids := b.creatures(1, "moss-grazer", "seed-sower", "thorn-boar")
	b.u(ids[1]).Doomed = true
	b.s.run()
	b.eq("line", b.line(1), []string{"moss-grazer", "thorn-boar"})
	b.eq("neighbors once the gap closes", b.s.table.P.adjacent(ids[0], ids[2]), true)
	if !b.s.table.P.onFlank(1, 0) || !b.s.table.P.onFlank(1, 1) {
		t.Fatal("both remaining creatures are on a flank")
	}
}

func TestATokenCreatureLeavesPlayAsItsRealCard(t *testing.T) {
	b := newBoard(t, "Wildroot")
	b.s.table.P[0].Token = "sapling"
	top := b.deck(0, "gear-scholar")[0]
	s := b.creature(0, "seed-sower")
	b.reap(s)
	b.answer("ask", "left")
	b.eq("token in play on the left flank", b.s.table.P[0].Line[0].ID, top)
	b.eq("token", b.u(top).Token, true)
	b.eq("it shows the token face", b.s.table.name(top), "Sapling")
	b.u(top).Doomed = true
	b.s.run()
	b.eq("its real card is discarded", b.inZone(b.s.table.P[0].Discard, top), true)
}

func TestATokenReturnedToHandGoesToTheDiscardPileInstead(t *testing.T) {
	b := newBoard(t, "Gloomveil")
	tok := b.creature(1, "gear-scholar")
	b.u(tok).Token = true
	g := b.hand(0, "ghost-lift")[0]
	b.play(g)
	b.eq("token gone to discard", b.inZone(b.s.table.P[1].Discard, tok), true)
	b.eq("not in hand", b.inZone(b.s.table.P[1].Hand, tok), false)
}

func TestFightTargetChoiceCanGoBack(t *testing.T) {
	b := newBoard(t, "Emberforge")
	a := b.creature(0, "cinder-brute")
	b.creature(1, "seed-sower")
	b.answer("act", opt('f', a))
	b.answer("target", "back")
	if b.u(a).Exhausted {
		t.Fatal("going back leaves the creature ready")
	}
}

func TestNoFightWithoutAnEnemyCreature(t *testing.T) {
	b := newBoard(t, "Emberforge")
	a := b.creature(0, "cinder-brute")
	if b.has("act", opt('f', a)) {
		t.Fatal("fight needs an enemy creature to attack")
	}
}

func TestAnAbilityThatMakesItsOwnCreatureFightDoesNothingWithoutAnEnemyToAttack(t *testing.T) {
	b := newBoard(t, "Dawnguard")
	l := b.hand(0, "crusade-lancer")[0] // Play: Ready and fight with this creature.
	b.play(l)
	if b.asking() {
		t.Fatalf("with no enemy creature there is no defender to choose, yet it asks: %s", b.open())
	}
	b.eq("the lancer stays exhausted from being played", b.u(l).Exhausted, true)
}
