package rummy

import (
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/games"
)

// selfPlay is a batch of random matches played to the default target:
// the random legal player makes every move, and both players always
// choose Next round, so only the target can end a match.
type selfPlay struct {
	matches, rounds  int
	maxSteps         int
	leadWins, ties   int // rounds won by the seat that led, rounds tied
	wentOut          int // rounds ended by a player going out
	matchWins        [2]int
	unfinished, errs int
}

var (
	selfPlayOnce  sync.Once
	selfPlayStats selfPlay
)

func playToTarget() selfPlay {
	selfPlayOnce.Do(func() {
		n := 150
		if testing.Short() {
			n = 40
		}
		st := &selfPlayStats
		for i := 0; i < n; i++ {
			g, err := Game{}.New(games.Config{Seats: 2, Seed: uint64(i)*0x9e3779b97f4a7c15 + 5})
			if err != nil {
				st.errs++
				continue
			}
			s := g.(*state)
			rng := rand.New(rand.NewPCG(uint64(i), 11))
			steps := 0
			lead := s.Turn
			for s.Result() == nil && steps < 5000 {
				steps++
				if s.Phase == phaseTally {
					r := s.Tally[len(s.Tally)-1]
					if r.Out >= 0 {
						st.wentOut++
					}
					switch {
					case r.Score(lead) > r.Score(1-lead):
						st.leadWins++
					case r.Score(lead) == r.Score(1-lead):
						st.ties++
					}
					st.rounds++
					for seat := 0; seat < 2; seat++ {
						_, _ = s.Apply(games.Answer{Seat: seat, PromptID: "next-" + itoa(s.Round), Choices: []string{optNext}})
					}
					lead = s.Turn
					continue
				}
				if _, _, err := games.PlayRandom(s, -1, false, rng); err != nil {
					st.errs++
					break
				}
			}
			if s.Result() == nil {
				st.unfinished++
				continue
			}
			st.matches++
			st.maxSteps = max(st.maxSteps, steps)
			st.matchWins[0] += boolInt(s.Result().Rank[0] == 1)
			st.matchWins[1] += boolInt(s.Result().Rank[1] == 1)
		}
	})
	return selfPlayStats
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestRandomMatchesToTheDefaultTargetEndWellWithinTheKitsBound(t *testing.T) {
	t.Parallel()
	st := playToTarget()
	assert.Zero(t, st.errs)
	assert.Zero(t, st.unfinished)
	assert.Less(t, st.maxSteps, 2500, "the kit allows 5000 answers a match")
	assert.Greater(t, float64(st.wentOut)/float64(st.rounds), 0.9, "random rounds mostly end by going out")
}

func TestLeadingARoundIsNoBigAdvantageBetweenRandomPlayers(t *testing.T) {
	t.Parallel()
	st := playToTarget()
	decided := st.rounds - st.ties
	share := float64(st.leadWins) / float64(decided)
	t.Logf("%d matches, %d rounds: the leader won %.1f%% of decided rounds; seat 1 won %d matches, seat 2 %d",
		st.matches, st.rounds, 100*share, st.matchWins[0], st.matchWins[1])
	tolerance := 0.07
	if testing.Short() {
		tolerance = 0.12
	}
	assert.InDelta(t, 0.5, share, tolerance)
	assert.InDelta(t, 0.5, float64(st.matchWins[0])/float64(st.matches), 2*tolerance, "seats win alike: the first dealer is drawn")
}
