package reading

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/all"
	"github.com/deckhand/deckhand/storage"
)

// playedLog plays a seeded game of slug to its end (or limit answers)
// as the heuristic player, where the game has one, and returns its deal
// and answer log as the bot stores them.
func playedLog(t testing.TB, slug string, seats int, seed uint64, limit int, heuristic bool) (games.Game, games.Config, []storage.Move) {
	t.Helper()
	g, ok := games.Lookup(slug)
	require.True(t, ok, slug)
	cfg := games.Config{Seats: seats, Seed: seed}
	st, err := g.New(cfg)
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(seed, 7))
	var moves []storage.Move
	for st.Result() == nil && len(moves) < limit {
		var a games.Answer
		played := false
		if h, ok := st.(games.Heuristic); ok && heuristic {
			for _, s := range games.Waiting(st.Prompts()) {
				if a, ok = h.Suggest(s, rng); ok {
					if _, err := st.Apply(a); err == nil {
						played = true
					}
					break
				}
			}
		}
		if !played {
			a, _, err = games.PlayRandom(st, -1, heuristic, rng)
			require.NoError(t, err)
		}
		moves = append(moves, storage.Move{N: len(moves) + 1, Seat: a.Seat, Prompt: a.PromptID, Choices: slices.Clone(a.Choices)})
	}
	return g, cfg, moves
}

// seated is a game at a number of seats.
type seated struct {
	slug  string
	seats int
}

// everyGameSeated is each registered game at its fewest seats, and again
// at up to five where it seats more.
func everyGameSeated() []seated {
	var out []seated
	for _, g := range all.Games() {
		info := g.Info()
		for _, seats := range slices.Compact([]int{info.MinSeats, min(info.MaxSeats, 5)}) {
			out = append(out, seated{info.Slug, seats})
		}
	}
	return out
}

func TestEveryReplayStepIsATurnThatSaysWhatItDid(t *testing.T) {
	t.Parallel()
	for _, c := range everyGameSeated() {
		for _, heuristic := range []bool{true, false} {
			g, cfg, moves := playedLog(t, c.slug, c.seats, 3, 20000, heuristic)
			r := newReading("x", g, cfg)
			require.NoError(t, r.extend(moves))
			name := fmt.Sprintf("%s at %d seats (heuristic %v, %d answers)", c.slug, c.seats, heuristic, len(moves))
			require.Equal(t, len(moves), r.turns[len(r.turns)-1].End, "%s: the last step is the end of the game", name)
			for i, tn := range r.turns[1:] {
				prev := r.turns[i]
				assert.Greater(t, tn.To, tn.From, "%s: turn %d (answers %d-%d) says in words what it did", name, i+1, prev.End+1, tn.End)
				for _, l := range r.lines[tn.From:tn.To] {
					assert.True(t, l.Move > prev.End && l.Move <= tn.End, "%s: turn %d shows the lines of its own answers", name, i+1)
					assert.Contains(t, tn.Seats, moves[l.Move-1].Seat, "%s: turn %d names who moved in it", name, i+1)
				}
			}
			if c.slug == "rummy" {
				for i, tn := range r.turns {
					assert.Positive(t, tn.Round, "%s: each step of a game in rounds knows its round", name)
					if i > 0 {
						assert.GreaterOrEqual(t, tn.Round, r.turns[i-1].Round, "%s: rounds follow in order", name)
					}
				}
			}
			if c.slug == "bitch" {
				assert.Less(t, len(r.turns)-1, len(moves)*3/4, "%s: a step is a turn, not one answer (a play and its count are one)", name)
			}
		}
	}
}

func TestAReadingIsBuiltOnceAndTheCacheStaysBounded(t *testing.T) {
	t.Parallel()
	g, cfg, _ := playedLog(t, "rummy", 2, 1, 1, true)
	rs := newReadings(newMutex)
	rec := func(id string) *storage.Table {
		return &storage.Table{ID: id, Seed: cfg.Seed, Seats: make([]storage.Seat, cfg.Seats), Options: cfg.Options}
	}
	first := rs.get(rec("t0"), g)
	assert.Same(t, first, rs.get(rec("t0"), g), "a second click finds the game's reading kept")
	for i := 1; i <= keptReadings; i++ {
		rs.get(rec(fmt.Sprint("t", i)), g)
	}
	assert.Equal(t, keptReadings, rs.kept.Len(), "the cache holds at most %d readings", keptReadings)
	assert.NotSame(t, first, rs.get(rec("t0"), g), "the least recently read went first")
}

func TestAStepRebuildsItsStateFromAKeptOneAndFewAnswers(t *testing.T) {
	t.Parallel()
	g, cfg, moves := playedLog(t, "bitch", 5, 3, 20000, false)
	require.Greater(t, len(moves), 3*markEvery)
	r := newReading("x", g, cfg)
	require.NoError(t, r.extend(moves))
	assert.Len(t, r.marks, len(moves)/markEvery+1, "a state is kept every %d answers", markEvery)
	for _, p := range []int{0, 1, markEvery, markEvery + 5, len(moves)} {
		want, err := g.New(cfg)
		require.NoError(t, err)
		for _, m := range moves[:p] {
			_, err := want.Apply(answerOf(m))
			require.NoError(t, err)
		}
		k := min(p/markEvery, len(r.marks)-1)
		got, err := g.Decode(r.marks[k])
		require.NoError(t, err)
		for _, m := range moves[k*markEvery : p] {
			_, err := got.Apply(answerOf(m))
			require.NoError(t, err)
		}
		assert.Less(t, p-k*markEvery, markEvery, "at most %d answers are applied for a step", markEvery-1)
		wb, _ := want.Encode()
		gb, _ := got.Encode()
		assert.Equal(t, wb, gb, "the state after %d answers is the game's, however it was rebuilt", p)
	}
}

func TestTheTurningPointIsTheTurnFromWhichTheWinnerStayedAhead(t *testing.T) {
	t.Parallel()
	told := 0
	for _, g := range all.Games() {
		slug := g.Info().Slug
		for seed := uint64(1); seed <= 4; seed++ {
			g, cfg, moves := playedLog(t, slug, g.Info().MinSeats, seed, 20000, true)
			r := newReading("x", g, cfg)
			require.NoError(t, r.extend(moves))
			st, err := g.New(cfg)
			require.NoError(t, err)
			for _, m := range moves {
				_, err := st.Apply(answerOf(m))
				require.NoError(t, err)
			}
			w := st.Result().Winners()
			if len(w) != 1 {
				continue
			}
			tp := turningPoint(g, cfg, r.turns, moves, w[0])
			name := fmt.Sprintf("%s seed %d", slug, seed)
			if _, ok := st.(games.Evaluator); !ok {
				assert.Zero(t, tp, "%s: a game that makes no estimate tells no turning point", name)
				continue
			}
			// the winner's standing at the end of every turn
			st, _ = g.New(cfg)
			var led []bool
			next := 1
			for i, m := range moves {
				_, _ = st.Apply(answerOf(m))
				for ; next < len(r.turns) && r.turns[next].End == i+1; next++ {
					led = append(led, ahead(st.(games.Evaluator), w[0], cfg.Seats))
				}
			}
			if tp == 0 {
				assert.False(t, led[len(led)-1], "%s: no turning point only when the winner was not ahead at the end", name)
				continue
			}
			told++
			for turn := tp; turn <= len(led); turn++ {
				assert.True(t, led[turn-1], "%s: from the turning point (turn %d) the winner stays ahead: not at turn %d", name, tp, turn)
			}
			if tp > 1 {
				assert.False(t, led[tp-2], "%s: the turn before the turning point (%d), the winner was not ahead", name, tp-1)
			}
		}
	}
	assert.Positive(t, told, "some games tell a turning point")
}

func TestALiveGamesLogReadOnAndOffReadsAsTheWholeGame(t *testing.T) {
	t.Parallel()
	for _, g := range all.Games() {
		slug := g.Info().Slug
		g, cfg, moves := playedLog(t, slug, g.Info().MinSeats, 5, 20000, false)
		whole := newReading("x", g, cfg)
		require.NoError(t, whole.extend(moves))
		parts := newReading("x", g, cfg)
		for from := 0; from < len(moves); from += 7 { // a Log click every 7 answers
			require.NoError(t, parts.extend(moves[from:min(len(moves), from+7)]))
		}
		assert.Equal(t, whole.lines, parts.lines, "%s: the lines read a few answers at a time are the game's", slug)
		assert.Equal(t, whole.turns, parts.turns, "%s: and so are the turns", slug)
		assert.Equal(t, whole.marks, parts.marks, "%s: and the states kept", slug)
		assert.Error(t, parts.extend(moves[3:4]), "%s: an answer out of its place in the log is refused, not applied", slug)
	}
}

func TestARummyReplayStepsByRoundThroughTheMatch(t *testing.T) {
	t.Parallel()
	g, ok := games.Lookup("rummy")
	require.True(t, ok)
	cfg := games.Config{Seats: 2, Seed: 9}
	st, err := g.New(cfg)
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(9, 7))
	var moves []storage.Move
	for st.Result() == nil && len(moves) < 20000 {
		var a games.Answer
		for _, p := range st.Prompts() { // at a tally both choose the next round
			for _, o := range p.Options {
				if o.ID == "next" {
					a = games.Answer{Seat: p.Seat, PromptID: p.ID, Choices: []string{o.ID}}
				}
			}
		}
		if a.PromptID != "" {
			_, err = st.Apply(a)
		} else {
			a, _, err = games.PlayRandom(st, -1, true, rng)
		}
		require.NoError(t, err)
		moves = append(moves, storage.Move{N: len(moves) + 1, Seat: a.Seat, Prompt: a.PromptID, Choices: slices.Clone(a.Choices)})
	}
	r := newReading("x", g, cfg)
	require.NoError(t, r.extend(moves))
	starts := map[int]int{} // round: its first turn
	for i, tn := range r.turns {
		if _, ok := starts[tn.Round]; !ok {
			starts[tn.Round] = i
		}
	}
	require.GreaterOrEqual(t, len(starts), 2, "the match went on past its first round")
	assert.Equal(t, starts[2], stepTo(r.turns, 1, render.ReplayRoundNext), "Round after goes from round 1 to the first turn of round 2")
	assert.Equal(t, 0, stepTo(r.turns, starts[2]+1, render.ReplayRoundBack), "Round before goes from round 2 back to the start of round 1")
	last := len(starts)
	assert.Equal(t, starts[last-1], stepTo(r.turns, len(r.turns)-1, render.ReplayRoundBack), "and from the last round to the start of the one before")
}

// TestAReplayIsDealtInTheEditionItsGameWasDealt plays, in every game
// that revises its cards, a game dealt in the first edition, and
// replays it from its record: the answers must replay against the cards
// it was dealt, to the state it ended in, not against today's cards.
func TestAReplayIsDealtInTheEditionItsGameWasDealt(t *testing.T) {
	t.Parallel()
	revised := 0
	for _, g := range all.Games() {
		seats := g.Info().MinSeats
		if st, err := g.New(games.Config{Seats: seats, Seed: 3}); err != nil {
			t.Fatal(err)
		} else if r, ok := st.(games.Revised); !ok || r.DealtEdition() == 0 {
			continue // one edition only: nothing to deal otherwise
		}
		revised++
		first := 0
		st, err := g.New(games.Config{Seats: seats, Seed: 3, Edition: &first})
		require.NoError(t, err)
		rng := rand.New(rand.NewPCG(3, 7))
		var moves []storage.Move
		for st.Result() == nil && len(moves) < 5000 {
			a, _, err := games.PlayRandom(st, -1, false, rng)
			require.NoError(t, err)
			moves = append(moves, storage.Move{N: len(moves) + 1, Seat: a.Seat, Prompt: a.PromptID, Choices: slices.Clone(a.Choices)})
		}
		snapshot, err := st.Encode()
		require.NoError(t, err)
		rec := &storage.Table{ID: "x", Seed: 3, Seats: make([]storage.Seat, seats), Snapshot: snapshot}
		r := newReading(rec.ID, g, redeal(rec, g))
		require.NoError(t, r.err)
		require.NoError(t, r.extend(moves), "%s: the answers replay against the first edition's cards", g.Info().Slug)
		replayed, err := r.st.Encode()
		require.NoError(t, err)
		assert.Equal(t, string(snapshot), string(replayed), "%s: the replay ends where the game did", g.Info().Slug)
	}
	assert.Positive(t, revised, "some game has revised its cards, so the test saw one")
}

func TestBitchsSetupIsOneReplayStepNotOnePilePerStep(t *testing.T) {
	t.Parallel()
	g, cfg, moves := playedLog(t, "bitch", 3, 3, 20000, false)
	// The setup: the answers given while every seat lays its piles at once.
	st, err := g.New(cfg)
	require.NoError(t, err)
	setup := 0
	for _, m := range moves {
		if !together(st) {
			break
		}
		_, err := st.Apply(answerOf(m))
		require.NoError(t, err)
		setup++
	}
	require.Greater(t, setup, cfg.Seats, "each seat lays several piles in the setup")
	r := newReading("x", g, cfg)
	require.NoError(t, r.extend(moves))
	first := r.replayTurns()[1]
	assert.Equal(t, setup, first.End, "the first step is the whole setup, %d answers", setup)
	assert.ElementsMatch(t, []int{0, 1, 2}, first.Seats, "and names every seat that laid its piles")
}

func TestALastMoveThatSaidNothingJoinsTheStepBeforeIt(t *testing.T) {
	t.Parallel()
	for _, c := range everyGameSeated() {
		g, cfg, moves := playedLog(t, c.slug, c.seats, 3, 20000, false)
		// The log cut after each answer that said nothing aloud, as a game
		// ended early while a seat's choice waited on another's.
		r := newReading("x", g, cfg)
		for i, m := range moves {
			lines := len(r.lines)
			require.NoError(t, r.extend([]storage.Move{m}))
			if len(r.lines) > lines || len(r.turns) < 3 {
				continue
			}
			turns := r.replayTurns()
			last := turns[len(turns)-1]
			require.Equal(t, i+1, last.End, "%s at %d seats, cut at %d: the last step shows the final board", c.slug, c.seats, i+1)
			assert.Greater(t, last.To, last.From, "%s at %d seats, cut at %d: the last step says what it did (a step of a silent move said \"the game said nothing aloud\")", c.slug, c.seats, i+1)
		}
	}
}

// The Log's footer says "the number is the move": its numbers run 1, 2,
// 3 over the moves the table saw, never skipping the answers that said
// nothing aloud (a secret choice, a count asked next).
func TestTheLogNumbersTheMovesTheTableSawWithoutGaps(t *testing.T) {
	t.Parallel()
	for _, g := range all.Games() {
		slug := g.Info().Slug
		g, cfg, moves := playedLog(t, slug, g.Info().MinSeats, 5, 400, false)
		r := newReading("x", g, cfg)
		require.NoError(t, r.extend(moves))
		require.NotEmpty(t, r.lines, slug)
		want := 1
		for i, l := range r.lines {
			if i > 0 && l.Move != r.lines[i-1].Move {
				want++
			}
			if l.Told != want {
				t.Fatalf("%s: line %d is numbered %d after move %d: %q", slug, i+1, l.Told, want-1, l.Text)
			}
		}
		assert.Equal(t, r.told, want, "%s: the last line's number is the moves told", slug)
	}
}
