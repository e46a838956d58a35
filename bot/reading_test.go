package bot

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
	_ "github.com/deckhand/deckhand/games/all"
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

func TestEveryReplayStepIsATurnThatSaysWhatItDid(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		slug  string
		seats int
	}{{"starcollector", 2}, {"birdrummy", 2}, {"keyforge", 2}, {"bitch", 2}, {"bitch", 5}, {"rummy", 2}} {
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
			if c.slug == "bitch" {
				assert.Less(t, len(r.turns)-1, len(moves)*3/4, "%s: a step is a turn, not one answer (a play and its count are one)", name)
			}
		}
	}
}
