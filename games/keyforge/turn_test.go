package keyforge

import (
	"strings"
	"testing"
)

// passTo1 ends seat 0's turn so that seat 1's begins.
func (b *board) passTo1() {
	b.t.Helper()
	b.endTurn()
	if b.s.Active != 1 {
		b.t.Fatalf("the turn did not pass: active %d", b.s.Active)
	}
}

func TestAKeyIsForgedAtTheStartOfTurnWhenAffordable(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.s.table.P[1].Aember = 7
	b.passTo1()
	b.eq("keys", b.s.table.P[1].Keys, 1)
	b.eq("aember left", b.s.table.P[1].Aember, 1)
	b.eq("phase", b.s.Phase, "house")
}

func TestNoKeyIsForgedWithoutEnoughAember(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.s.table.P[1].Aember = 5
	b.passTo1()
	b.eq("keys", b.s.table.P[1].Keys, 0)
	b.eq("aember", b.s.table.P[1].Aember, 5)
}

func TestOnlyOneKeyIsForgedInTheForgeStep(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.s.table.P[1].Aember = 13
	b.passTo1()
	b.eq("keys", b.s.table.P[1].Keys, 1)
	b.eq("aember", b.s.table.P[1].Aember, 7)
}

func TestKeyCostModifiersChangeTheCost(t *testing.T) {
	b := newBoard(t, "Gloomveil")
	b.artifact(0, "lurking-debt") // seat 1's keys cost +1
	b.s.table.P[1].Aember = 6
	b.passTo1()
	b.eq("keys at cost 7 with 6", b.s.table.P[1].Keys, 0)
	b.eq("cost", b.s.table.keyCost(1), 7)
	b.eq("own cost", b.s.table.keyCost(0), 6)
}

func TestAemberOnCardsThatAllowItIsSpentWhenForging(t *testing.T) {
	b := newBoard(t, "Cogwright")
	v := b.artifact(1, "aether-vault")
	b.u(v).Aember = 3
	b.s.table.P[1].Aember = 4
	b.passTo1()
	b.eq("keys", b.s.table.P[1].Keys, 1)
	b.eq("pool (spent first)", b.s.table.P[1].Aember, 0)
	b.eq("left on the vault", b.u(v).Aember, 1)
}

func TestCheckIsAnnouncedWhenTheNextKeyIsAffordable(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.s.table.P[0].Aember = 6
	b.endTurn()
	if !b.s.table.P[0].Check {
		t.Fatal("seat 0 ends its turn with 6 aember: Check!")
	}
	if !strings.Contains(strings.Join(b.s.Public().Lines, "\n")+fieldsText(b.s), "Check!") {
		t.Fatal("the board shows Check!")
	}
	b2 := newBoard(t, "Emberforge")
	b2.s.table.P[0].Aember = 5
	b2.endTurn()
	if b2.s.table.P[0].Check {
		t.Fatal("no Check! with 5 aember")
	}
}

func fieldsText(s *state) string {
	var parts []string
	for _, f := range s.Public().Fields {
		parts = append(parts, f.Value)
	}
	return strings.Join(parts, "\n")
}

func TestTheThirdKeyWinsAtOnce(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.s.table.P[1].Keys = 2
	b.s.table.P[1].Aember = 6
	b.passTo1()
	r := b.s.Result()
	if r == nil || r.Rank[1] != 1 || r.Rank[0] != 2 {
		t.Fatalf("result %+v", r)
	}
	if len(b.s.Prompts()) != 0 {
		t.Fatal("a finished game asks nothing")
	}
}

func TestAKeyForgedByACardEffectCanWin(t *testing.T) {
	b := newBoard(t, "Cogwright")
	b.s.table.P[0].Keys = 2
	b.s.table.P[0].Aember = 9
	s := b.hand(0, "forge-savant")[0]
	b.play(s)
	if b.s.Result() == nil || b.s.Winner != 0 {
		t.Fatal("forging the third key during step 3 wins at once")
	}
}

func TestChoosingAHouseOffersTheIdentityHouses(t *testing.T) {
	b := newBoard(t, "")
	b.s.Phase = phaseHouse
	p := b.prompt("house")
	var got []string
	for _, o := range p.Options {
		got = append(got, o.ID)
	}
	b.eq("houses", got, []string{houseID("Emberforge"), houseID("Gloomveil"), houseID("Cogwright")})
}

func TestAHouseOfACardYouControlMayBeChosen(t *testing.T) {
	b := newBoard(t, "")
	b.s.Phase = phaseHouse
	b.creature(0, "moss-grazer")
	if !b.has("house", houseID("Wildroot")) {
		t.Fatal("a Wildroot creature under your control lets you choose Wildroot")
	}
	if b.has("house", houseID("Dawnguard")) {
		t.Fatal("Dawnguard is neither on the identity card nor in play")
	}
	b.answer("house", houseID("Wildroot"))
	b.eq("house", b.s.House, "Wildroot")
	b.eq("phase", b.s.Phase, "main")
}

func TestAMustChooseHouseIsFollowedWhenPossible(t *testing.T) {
	b := newBoard(t, "")
	b.s.Phase = phaseHouse
	b.s.Must[0] = "Gloomveil"
	p := b.prompt("house")
	if len(p.Options) != 1 || p.Options[0].ID != houseID("Gloomveil") {
		t.Fatalf("options %+v", p.Options)
	}
	b.answer("house", houseID("Gloomveil"))
	b.eq("must cleared", b.s.Must[0], "")
}

func TestCannotBeatsMustAHouseYouCannotChooseIsIgnored(t *testing.T) {
	b := newBoard(t, "")
	b.s.Phase = phaseHouse
	b.s.Must[0] = "Dawnguard"
	if p := b.prompt("house"); len(p.Options) != 3 {
		t.Fatalf("the impossible must is ignored: %+v", p.Options)
	}
}

func TestArchivesMayBeTakenIntoHandAfterChoosingAHouse(t *testing.T) {
	b := newBoard(t, "")
	b.s.Phase = phaseHouse
	a := b.archive(0, "gear-scholar", "flame-lash")
	b.answer("house", houseID("Emberforge"))
	b.eq("phase", b.s.Phase, "archives")
	b.answer("arch", "take")
	b.eq("hand", b.defsOf(b.s.table.P[0].Hand), b.defsOf(a))
	b.eq("archives", len(b.s.table.P[0].Archives), 0)
}

func TestArchivesMayBeLeft(t *testing.T) {
	b := newBoard(t, "")
	b.s.Phase = phaseHouse
	b.archive(0, "gear-scholar")
	b.answer("house", houseID("Emberforge"))
	b.answer("arch", "leave")
	b.eq("archives kept", len(b.s.table.P[0].Archives), 1)
	b.eq("phase", b.s.Phase, "main")
}

func TestTheReadyStepReadiesYourCards(t *testing.T) {
	b := newBoard(t, "Emberforge")
	c := b.creature(0, "cinder-brute")
	a := b.artifact(0, "war-totem")
	e := b.creature(1, "moss-grazer")
	b.u(c).Exhausted, b.u(a).Exhausted, b.u(e).Exhausted = true, true, true
	b.endTurn()
	if b.u(c).Exhausted || b.u(a).Exhausted {
		t.Fatal("the active player's cards ready in step 4")
	}
	if !b.u(e).Exhausted {
		t.Fatal("the opponent's cards do not ready")
	}
}

func TestDrawUpToSix(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.deck(0, "flame-lash", "flame-lash", "flame-lash", "flame-lash", "flame-lash")
	b.hand(0, "gear-scholar", "gear-scholar")
	b.endTurn()
	b.eq("hand", len(b.s.table.P[0].Hand), 6)
	b.eq("deck", len(b.s.table.P[0].Deck), 1)
}

func TestALargerHandIsNotDiscardedDown(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.deck(0, "flame-lash")
	b.hand(0, "gear-scholar", "gear-scholar", "gear-scholar", "gear-scholar", "gear-scholar", "gear-scholar", "gear-scholar", "gear-scholar")
	b.endTurn()
	b.eq("hand", len(b.s.table.P[0].Hand), 8)
}

func TestTheDiscardPileIsShuffledIntoANewDeckWhenTheDeckRunsOut(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.deck(0, "flame-lash", "flame-lash")
	b.discards(0, "gear-scholar", "gear-scholar", "gear-scholar", "gear-scholar", "gear-scholar")
	b.endTurn()
	b.eq("hand", len(b.s.table.P[0].Hand), 6)
	b.eq("discard", len(b.s.table.P[0].Discard), 0)
	b.eq("deck", len(b.s.table.P[0].Deck), 1)
}

func TestChainsReduceTheDrawAndAreShedOneAtATime(t *testing.T) {
	for _, c := range []struct{ chains, hand int }{{1, 5}, {6, 5}, {7, 4}, {12, 4}, {13, 3}, {18, 3}, {19, 2}, {24, 2}} {
		b := newBoard(t, "Emberforge")
		b.deck(0, "flame-lash", "flame-lash", "flame-lash", "flame-lash", "flame-lash", "flame-lash", "flame-lash")
		b.s.table.P[0].Chains = c.chains
		b.endTurn()
		if len(b.s.table.P[0].Hand) != c.hand || b.s.table.P[0].Chains != c.chains-1 {
			t.Errorf("%d chains: drew to %d with %d chains left, want %d and %d", c.chains, len(b.s.table.P[0].Hand), b.s.table.P[0].Chains, c.hand, c.chains-1)
		}
	}
}

func TestChainsAreNotShedWhenNoCardWouldBeDrawn(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.hand(0, "gear-scholar", "gear-scholar", "gear-scholar", "gear-scholar", "gear-scholar", "gear-scholar")
	b.s.table.P[0].Chains = 3
	b.endTurn()
	b.eq("chains", b.s.table.P[0].Chains, 3)
}

func TestEndTurnAsksForConfirmationWhileMovesRemain(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.creature(0, "cinder-brute")
	b.answer("end", "end")
	b.prompt("confirm")
	b.answer("confirm", "back")
	b.eq("still seat 0", b.s.Active, 0)
	b.prompt("act")
	b.endTurn()
	b.eq("turn passed", b.s.Active, 1)
}

func TestEndTurnWithoutMovesNeedsNoConfirmation(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.answer("end", "end")
	b.eq("turn passed", b.s.Active, 1)
}

func TestLastingEffectsEndWithTheirTurn(t *testing.T) {
	b := newBoard(t, "Emberforge")
	c := b.creature(0, "cinder-brute")
	b.artifact(0, "blazing-banner")
	b.answer("act", opt('a', b.s.table.P[0].Arts[0].ID))
	b.eq("power this turn", b.s.table.power(c), 7)
	b.endTurn()
	b.eq("power after", b.s.table.power(c), 5)
}

func TestStartAndEndOfTurnAbilities(t *testing.T) {
	b := newBoard(t, "Wildroot")
	b.artifact(0, "old-growth")
	b.artifact(1, "archivist-engine")
	b.deck(1, "gear-scholar", "gear-scholar", "gear-scholar", "gear-scholar", "gear-scholar", "gear-scholar", "gear-scholar", "gear-scholar")
	b.endTurn()
	b.eq("old growth at the end of seat 0's turn", b.s.table.P[0].Aember, 1)
	b.eq("archivist engine at the start of seat 1's turn", len(b.s.table.P[1].Archives), 1)
}
