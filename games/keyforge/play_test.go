package keyforge

import (
	"testing"
)

func TestOnlyCardsOfTheActiveHouseArePlayedDiscardedOrUsed(t *testing.T) {
	b := newBoard(t, "Emberforge")
	e := b.hand(0, "flame-lash")[0]
	g := b.hand(0, "night-snatch")[0]
	ce := b.creature(0, "cinder-brute")
	cg := b.creature(0, "veil-cutpurse")
	for _, o := range []string{opt('p', e), opt('d', e), opt('r', ce)} {
		if !b.has("act", o) {
			t.Errorf("%s should be offered", o)
		}
	}
	for _, o := range []string{opt('p', g), opt('d', g), opt('r', cg)} {
		if b.has("act", o) {
			t.Errorf("%s is not of the active house", o)
		}
	}
}

func TestTheFirstTurnRuleAllowsOneCardPlayedOrDiscarded(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.s.Turn = 1
	ids := b.hand(0, "flame-lash", "cinder-brute", "ash-hound")
	b.answer("act", opt('d', ids[0]))
	if b.has("act", opt('p', ids[1])) || b.has("act", opt('d', ids[2])) {
		t.Fatal("after one card on the first turn, nothing more is played or discarded")
	}
	b2 := newBoard(t, "Emberforge")
	b2.s.Turn = 2
	ids = b2.hand(0, "flame-lash", "cinder-brute")
	b2.answer("act", opt('d', ids[0]))
	if !b2.has("act", opt('p', ids[1])) {
		t.Fatal("the second player's first turn has no such limit")
	}
}

func TestPlayingACardGainsItsAemberBonus(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.play(b.hand(0, "ash-hound")[0])
	b.eq("aember", b.s.table.P[0].Aember, 1)
}

func TestCreaturesEnterPlayExhaustedOnTheChosenFlank(t *testing.T) {
	b := newBoard(t, "Emberforge")
	first := b.hand(0, "cinder-brute")[0]
	b.answer("act", opt('p', first))
	b.eq("the first creature needs no flank", b.line(0), []string{"cinder-brute"})
	if !b.u(first).Exhausted {
		t.Fatal("creatures enter play exhausted")
	}
	b.playLeft(b.hand(0, "ash-hound")[0])
	b.play(b.hand(0, "forge-warden")[0])
	b.eq("line", b.line(0), []string{"ash-hound", "cinder-brute", "forge-warden"})
	if b.has("flank", "pos1") {
		t.Fatal("no deploy positions without deploy")
	}
}

func TestDeployPlacesACreatureAnywhereInTheBattleline(t *testing.T) {
	b := newBoard(t, "Gloomveil")
	b.creatures(0, "veil-cutpurse", "dusk-lurker")
	s := b.hand(0, "alley-sneak")[0]
	b.answer("act", opt('p', s))
	b.answer("flank", "pos1")
	b.eq("line", b.line(0), []string{"veil-cutpurse", "alley-sneak", "dusk-lurker"})
}

func TestFlankChoiceCanGoBack(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.creature(0, "cinder-brute")
	c := b.hand(0, "ash-hound")[0]
	b.answer("act", opt('p', c))
	b.answer("flank", "back")
	b.eq("still in hand", b.inZone(b.s.table.P[0].Hand, c), true)
	b.prompt("act")
}

func TestActionCardsResolveThenGoToTheDiscardPile(t *testing.T) {
	b := newBoard(t, "Emberforge")
	e := b.creature(1, "moss-grazer")
	f := b.hand(0, "flame-lash")[0]
	b.play(f)
	b.eq("damage", b.u(e).Damage, 3)
	b.eq("discard", b.inZone(b.s.table.P[0].Discard, f), true)
	b.eq("limbo", len(b.s.table.P[0].Limbo), 0)
}

func TestArtifactsEnterPlayExhausted(t *testing.T) {
	b := newBoard(t, "Emberforge")
	a := b.hand(0, "war-totem")[0]
	b.play(a)
	if !b.u(a).Exhausted {
		t.Fatal("artifacts enter play exhausted")
	}
}

func TestAnUpgradeAttachesToACreatureOfEitherSide(t *testing.T) {
	b := newBoard(t, "Emberforge")
	e := b.creature(1, "moss-grazer")
	g := b.hand(0, "iron-gauntlet")[0]
	b.playOn(g, e)
	b.eq("power", b.s.table.power(e), 6)
	b.eq("assault", b.s.table.keyword(e, "assault"), 2)
	b.eq("controller", b.s.table.controller(g), 0)
}

func TestAnUpgradeNeedsACreature(t *testing.T) {
	b := newBoard(t, "Emberforge")
	g := b.hand(0, "iron-gauntlet")[0]
	if b.has("act", opt('p', g)) {
		t.Fatal("an upgrade without any creature in play cannot be played")
	}
	if !b.has("act", opt('d', g)) {
		t.Fatal("it can still be discarded")
	}
}

func TestUpgradesGoToTheDiscardPileWhenTheirCreatureLeaves(t *testing.T) {
	b := newBoard(t, "Emberforge")
	e := b.creature(1, "moss-grazer")
	g := b.upgrade(0, e, "iron-gauntlet")
	b.u(e).Doomed = true
	b.s.run()
	b.eq("creature in owner's discard", b.inZone(b.s.table.P[1].Discard, e), true)
	b.eq("upgrade in its owner's discard", b.inZone(b.s.table.P[0].Discard, g), true)
}

func TestTheRuleOfSix(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.s.Uses = map[string]int{"Flame Lash": 6}
	f := b.hand(0, "flame-lash")[0]
	if b.has("act", opt('p', f)) {
		t.Fatal("a seventh Flame Lash this turn is refused")
	}
	b.s.Uses = map[string]int{"Flame Lash": 5}
	if !b.has("act", opt('p', f)) {
		t.Fatal("the sixth is allowed")
	}
}

func TestTheRuleOfSixBindsUsesOrderedByCards(t *testing.T) {
	b := newBoard(t, "Cogwright")
	c := b.creature(0, "cinder-brute")
	b.u(c).Exhausted = true
	b.s.Uses = map[string]int{"Cinder Brute": 6}
	b.play(b.hand(0, "overclock")[0])
	if !b.u(c).Exhausted {
		t.Fatal("Overclock cannot ready and reap with a seventh Cinder Brute use")
	}
	b.eq("Overclock's bonus only", b.s.table.P[0].Aember, 1)
}

func TestAlphaCardsArePlayedOnlyFirst(t *testing.T) {
	b := newBoard(t, "Emberforge")
	w := b.hand(0, "war-cry")[0]
	d := b.hand(0, "flame-lash")[0]
	if !b.has("act", opt('p', w)) {
		t.Fatal("alpha is playable before anything else")
	}
	b.answer("act", opt('d', d))
	if b.has("act", opt('p', w)) {
		t.Fatal("alpha is not playable after a discard")
	}
}

func TestOmegaEndsStepThree(t *testing.T) {
	b := newBoard(t, "Gloomveil")
	b.s.table.P[1].Aember = 5
	o := b.hand(0, "shadow-toll")[0]
	b.hand(0, "night-snatch")
	b.creature(0, "veil-cutpurse")
	b.play(o)
	b.eq("stolen", b.s.table.P[0].Aember, 3)
	if _, ok := b.promptOf(0, "act"); ok {
		t.Fatal("after omega nothing more is played, used or discarded")
	}
	b.answer("end", "end")
	b.eq("no confirmation needed", b.s.Active, 1)
}

func TestEveryOptionOfTheActMenuIsLegal(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.hand(0, "flame-lash", "cinder-brute", "iron-gauntlet")
	b.creatures(0, "ash-hound", "crash-ogre")
	b.creature(1, "moss-grazer")
	for _, o := range b.prompt("act").Options {
		c := newBoard(t, "Emberforge")
		c.hand(0, "flame-lash", "cinder-brute", "iron-gauntlet")
		c.creatures(0, "ash-hound", "crash-ogre")
		c.creature(1, "moss-grazer")
		c.answer("act", o.ID)
	}
}

func TestACreatureThatCannotReapIsNotOfferedReap(t *testing.T) {
	b := newBoard(t, "Emberforge")
	o := b.creature(0, "crash-ogre")
	if b.has("act", opt('r', o)) {
		t.Fatal("Crash Ogre cannot reap")
	}
}
