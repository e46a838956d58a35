package keyforge

import (
	"errors"
	"strings"
	"testing"

	"github.com/deckhand/deckhand/games"
)

func TestSimultaneousTriggersAreOrderedByTheActivePlayer(t *testing.T) {
	b := newBoard(t, "Emberforge")
	g1, g2 := b.creature(1, "silk-garrote"), b.creature(1, "silk-garrote")
	b.u(g1).Damage, b.u(g2).Damage = 1, 1
	b.s.table.P[0].Aember = 5
	b.play(b.hand(0, "blast-furnace")[0])
	p := b.prompt("ask")
	if p.Seat != 0 || len(p.Options) != 2 {
		t.Fatalf("the active player orders the two Destroyed: abilities: %+v", p)
	}
	b.answer("ask", "o1")
	b.eq("both resolved: seat 1 stole 2", b.s.table.P[1].Aember, 2)
	b.eq("both destroyed", len(b.s.table.P[1].Line), 0)
}

func TestAMayChoiceCanBeDeclined(t *testing.T) {
	b := newBoard(t, "Cogwright")
	m := b.creature(0, "mind-loom")
	h := b.hand(0, "flame-lash", "flame-lash")
	b.reap(m)
	p := b.prompt("ask")
	if !p.Has("yes") || !p.Has("no") {
		t.Fatalf("a may without a target asks yes or no: %+v", p.Options)
	}
	b.answer("ask", "no")
	b.eq("hand kept", b.defsOf(b.s.table.P[0].Hand), b.defsOf(h))
}

func TestAMayTargetChoiceAllowsNone(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.creatures(0, "cinder-brute", "ember-raider")
	b.creature(1, "seed-sower")
	b.play(b.hand(0, "pit-boss")[0])
	p := b.prompt("ask")
	if p.Min != 0 || p.Max != 1 {
		t.Fatalf("min %d max %d", p.Min, p.Max)
	}
	b.answer("ask")
	b.prompt("act")
}

func TestIfYouDoNeedsThePreviousInstructionToHappen(t *testing.T) {
	b := newBoard(t, "Gloomveil")
	b.deck(0, "gear-scholar")
	b.play(b.hand(0, "midnight-raid")[0])
	b.eq("nothing stolen, no draw", len(b.s.table.P[0].Hand), 0)
	b2 := newBoard(t, "Gloomveil")
	b2.deck(0, "gear-scholar")
	b2.s.table.P[1].Aember = 1
	b2.play(b2.hand(0, "midnight-raid")[0])
	b2.eq("stole, drew", len(b2.s.table.P[0].Hand), 1)
}

func TestAbilitiesResolveAsMuchAsPossible(t *testing.T) {
	b := newBoard(t, "Gloomveil")
	b.s.table.P[1].Aember = 1
	b.play(b.hand(0, "night-snatch")[0])
	b.eq("steal 2 from 1 steals 1", b.s.table.P[0].Aember, 1)
	b.eq("opponent", b.s.table.P[1].Aember, 0)
}

func TestAPausedAbilitySurvivesEncodeAndDecode(t *testing.T) {
	b := newBoard(t, "Emberforge")
	e1, e2 := b.creature(1, "moss-grazer"), b.creature(1, "seed-sower")
	b.answer("act", opt('p', b.hand(0, "flame-lash")[0]))
	data, err := b.s.Encode()
	if err != nil {
		t.Fatal(err)
	}
	st, err := Game{}.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	b.s = st.(*state)
	b.pick(e1)
	b.eq("damage", b.u(e1).Damage, 3)
	b.eq("other untouched", b.u(e2).Damage, 0)
}

func TestUpToNIsAMultiSelect(t *testing.T) {
	b := newBoard(t, "Wildroot")
	ids := b.creatures(1, "cinder-brute", "ash-hound", "slag-tyrant")
	b.play(b.hand(0, "tangle-snare")[0])
	p := b.prompt("ask")
	if p.Min != 0 || p.Max != 2 || len(p.Options) != 3 {
		t.Fatalf("up to 2: %+v", p)
	}
	b.pick(ids[0], ids[2])
	if !b.u(ids[0]).Exhausted || b.u(ids[1]).Exhausted || !b.u(ids[2]).Exhausted {
		t.Fatal("the two chosen creatures exhaust")
	}
}

func TestTiesForMostPowerfulAreChosenByTheActivePlayer(t *testing.T) {
	b := newBoard(t, "Emberforge")
	a, c := b.creature(1, "cinder-brute"), b.creature(1, "halo-guard")
	b.creature(1, "seed-sower")
	b.play(b.hand(0, "smelters-fury")[0])
	p := b.prompt("ask")
	if len(p.Options) != 2 || !p.Has(cid(a)) || !p.Has(cid(c)) {
		t.Fatalf("both 5-power creatures are offered: %+v", p.Options)
	}
	b.pick(c)
	if b.inPlay(c) || !b.inPlay(a) {
		t.Fatal("the chosen one is destroyed")
	}
}

func TestCannotBeatsMayAndMust(t *testing.T) {
	b := newBoard(t, "Emberforge")
	c := b.creature(0, "cinder-brute")
	b.creature(1, "seed-sower")
	b.s.table.Lasting = append(b.s.table.Lasting, Lasting{Kind: "cannot_fight", Target: c, Ends: 3})
	if b.has("act", opt('f', c)) {
		t.Fatal("a creature that cannot fight is not offered a fight")
	}
	b.u(c).Exhausted = true
	b.play(b.hand(0, "war-cry")[0])
	if b.asking() || !b.u(c).Exhausted {
		t.Fatal("War Cry cannot make a creature that cannot fight fight")
	}
}

func TestARefusedAnswerLeavesTheStateUnchanged(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.hand(0, "flame-lash")
	before, _ := b.s.Encode()
	p := b.prompt("act")
	_, err := b.s.Apply(games.Answer{Seat: 0, PromptID: p.ID, Choices: []string{"p999"}})
	if !errors.Is(err, games.ErrBadChoice) {
		t.Fatalf("err %v", err)
	}
	_, err = b.s.Apply(games.Answer{Seat: 1, PromptID: p.ID, Choices: []string{p.Options[0].ID}})
	if !errors.Is(err, games.ErrStale) {
		t.Fatalf("the other seat is refused: %v", err)
	}
	after, _ := b.s.Encode()
	if string(before) != string(after) {
		t.Fatal("state changed")
	}
}

func TestTheActivePlayerDecidesForAbilitiesOfTheOpponentsCards(t *testing.T) {
	b := newBoard(t, "Emberforge")
	tc := b.creature(1, "tithe-collector")
	b.creature(1, "moss-grazer")
	c := b.creature(0, "cinder-brute")
	b.s.table.P[0].Aember = 2
	b.reap(c)
	b.eq("tithe collector captured on seat 0's reap", b.u(tc).Aember, 1)
	for _, p := range b.s.Prompts() {
		if p.Seat != 0 {
			t.Fatal("only the active player is asked")
		}
	}
}

func TestEventsNeverShowACardDrawnToTheOtherSeat(t *testing.T) {
	b := newBoard(t, "Cogwright")
	b.deck(0, "flame-lash")
	ev := b.play(b.hand(0, "gear-scholar")[0])
	for _, e := range ev {
		if !e.Private && strings.Contains(e.Text, "Flame Lash") {
			t.Fatalf("public event reveals a drawn card: %q", e.Text)
		}
	}
}
