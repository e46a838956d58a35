package rummy

import (
	"math/rand/v2"
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
	"github.com/deckhand/deckhand/games/gametest"
)

// BenchmarkRandomRound plays one random round (deal to scoring) per
// iteration with the random legal player.
func BenchmarkRandomRound(b *testing.B) {
	b.ReportAllocs()
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; b.Loop(); i++ {
		st, err := Game{}.New(games.Config{Seats: 2, Seed: uint64(i)})
		if err != nil {
			b.Fatal(err)
		}
		s := st.(*state)
		for s.Phase == phaseDraw || s.Phase == phasePlay {
			if _, _, err := games.PlayRandom(s, -1, false, rng); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkRandomGame plays one random match per iteration.
func BenchmarkRandomGame(b *testing.B) {
	gametest.Bench(b, Game{}, games.Config{Seats: 2})
}

// benchState is a heavy moment: seat 0 holds 20 cards, the discard pile
// 30, and melds lie on the table.
func benchState(tb testing.TB) *state {
	deck := cards.Deck()
	rng := games.NewRNG(9)
	cards.Shuffle(deck, &rng)
	s := &state{Wrap: true, Target: 500, Round: 1, Phase: phaseDraw, RNG: games.NewRNG(1)}
	s.Hands[0] = sortedCopy(deck[:20])
	s.Pile = append([]cards.Card(nil), deck[20:50]...)
	s.Hands[1] = sortedCopy(deck[50:])
	return s
}

// BenchmarkPromptsBigHand generates the draw prompt (30 pickup depths,
// each checked) and the play prompts for a 20-card hand.
func BenchmarkPromptsBigHand(b *testing.B) {
	b.ReportAllocs()
	draw := benchState(b)
	play := benchState(b)
	play.Phase = phasePlay
	var n int
	for b.Loop() {
		n += len(draw.Prompts()[0].Options)
		n += len(play.Prompts())
	}
	if n == 0 {
		b.Fatal("no prompts")
	}
}

// BenchmarkPromptsBigHandOwed is the play prompts of a 20-card hand that
// owes a card, where every option is checked against the obligation.
func BenchmarkPromptsBigHandOwed(b *testing.B) {
	b.ReportAllocs()
	s := benchState(b)
	d := s.drawPrompt()
	deepest := d.Options[len(d.Options)-1].ID
	if _, err := s.Apply(games.Answer{Seat: 0, PromptID: d.ID, Choices: []string{deepest}}); err != nil {
		b.Fatal(err)
	}
	if s.Owed == nil {
		b.Fatal("the deepest pickup left nothing owed")
	}
	for b.Loop() {
		_ = s.Prompts()
	}
}

// midGames are seeded moments in the middle of a first round: a search
// starts its iterations from states like these.
func midGames(tb testing.TB) []*state {
	tb.Helper()
	var out []*state
	for seed := uint64(1); len(out) < 16; seed++ {
		st, err := Game{}.New(games.Config{Seats: 2, Seed: seed})
		if err != nil {
			tb.Fatal(err)
		}
		s := st.(*state)
		rng := rand.New(rand.NewPCG(seed, 3))
		for n := 10 + int(seed%20); n > 0 && s.Phase.inRound(); n-- {
			if _, _, err := games.PlayRandom(s, -1, false, rng); err != nil {
				tb.Fatal(err)
			}
		}
		if s.Phase.inRound() {
			out = append(out, s)
		}
	}
	return out
}

// BenchmarkSearchIteration measures what one iteration of a search
// costs: determinize a mid-game state for the seat to act, then play
// random legal moves to the end of the round (where an evaluation cuts
// a playout) or to the end of the match.
func BenchmarkSearchIteration(b *testing.B) {
	starts := midGames(b)
	b.Run("round", func(b *testing.B) {
		gametest.BenchSearch(b, 2, starts, gametest.Playout{Stop: func(s games.State) bool { return !s.(*state).Phase.inRound() }})
	})
	b.Run("match", func(b *testing.B) { gametest.BenchSearch(b, 2, starts, gametest.Playout{}) })
}

// BenchmarkThink is the CPU player's search as the levels run it in this
// game (its own playout tuning), in search iterations a second.
func BenchmarkThink(b *testing.B) { gametest.BenchThink(b, 2, midGames(b)) }
