package birdrummy

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
)

// player answers for seat, which the game waits on.
type player func(s *state, seat int, rng *rand.Rand) games.Answer

// randomPlayer picks uniformly among seat's legal moves.
func randomPlayer(s *state, seat int, rng *rand.Rand) games.Answer {
	moves := s.Legal(seat, nil)
	return moves[rng.IntN(len(moves))].Answer
}

// easyPlayer is the heuristic.
func easyPlayer(s *state, seat int, rng *rand.Rand) games.Answer {
	a, _ := s.Suggest(seat, rng)
	return a
}

// matchup is how a player fared against another.
type matchup struct{ wins, losses, ties int }

func (m matchup) share() float64 { return float64(m.wins) / float64(m.wins+m.losses) }

// match plays n seeded games of a against b, a in seat 0 in the even
// games and seat 1 in the odd ones.
func match(t *testing.T, n int, a, b player) matchup {
	t.Helper()
	var m matchup
	for i := range n {
		seed := uint64(i)*0x9e3779b97f4a7c15 + 3
		g, err := Game{}.New(games.Config{Seats: seats, Seed: seed})
		require.NoError(t, err)
		s := g.(*state)
		rng := rand.New(rand.NewPCG(seed, 11))
		aSeat := i % 2
		for step := 0; s.Result() == nil; step++ {
			require.Less(t, step, 5000, "seed %d: no end", seed)
			seat := s.Waiting(nil)[0]
			p := b
			if seat == aSeat {
				p = a
			}
			require.NoError(t, s.Play(p(s, seat, rng)), "seed %d step %d", seed, step)
		}
		sc := s.Result().Score
		switch {
		case sc[aSeat] > sc[1-aSeat]:
			m.wins++
		case sc[aSeat] < sc[1-aSeat]:
			m.losses++
		default:
			m.ties++
		}
	}
	return m
}

// strengthGames is enough games, seats swapped, that the win share's
// standard error is about 2%.
const strengthGames = 400

// TestTheEasyPlayerBeatsTheRandomPlayer: the heuristic won 92.9% of the
// decided games of these seeds (367 won, 28 lost, 5 tied); a margin of 5
// points leaves room for a change of the deck.
func TestTheEasyPlayerBeatsTheRandomPlayer(t *testing.T) {
	t.Parallel()
	m := match(t, strengthGames, easyPlayer, randomPlayer)
	t.Logf("easy against random: %d won, %d lost, %d tied: %.1f%% of decided games", m.wins, m.losses, m.ties, 100*m.share())
	assert.Greater(t, m.share(), 0.88, "the Easy CPU must clearly beat random play")
}

// TestTheEasyPlayerBeatsTheGreedyReportPlayer: the player the balance
// report uses (largest play, dearest ability, random draws) is a rush,
// not a plan; the heuristic won 63.6% of the decided games (245 won, 140
// lost, 15 tied).
func TestTheEasyPlayerBeatsTheGreedyReportPlayer(t *testing.T) {
	t.Parallel()
	greedy := func(s *state, seat int, rng *rand.Rand) games.Answer {
		c := s.clone() // greedyPolicy plays its answer to check it
		a, err := greedyPolicy(c, rng)
		require.NoError(t, err)
		return a
	}
	m := match(t, strengthGames, easyPlayer, greedy)
	t.Logf("easy against greedy: %d won, %d lost, %d tied: %.1f%% of decided games", m.wins, m.losses, m.ties, 100*m.share())
	assert.Greater(t, m.share(), 0.58, "the Easy CPU must beat a plain rush")
}

// suggested is the option the Easy CPU picks for seat, with its prompt's
// name.
func suggested(t *testing.T, s *state, seat int) (string, string) {
	t.Helper()
	a, ok := s.Suggest(seat, rand.New(rand.NewPCG(1, 1)))
	require.True(t, ok, "nothing suggested")
	_, err := s.clone().Apply(a)
	require.NoError(t, err, "a suggestion the game refuses")
	name, ok := s.openName(a.PromptID)
	require.True(t, ok)
	return name, a.Choices[0]
}

func TestTheEasyPlayerPlaysItsLargestFlockFirst(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "owl", 2)
	give(t, s, 0, "crow", 3)
	give(t, s, 0, "storm", 1)
	name, c := suggested(t, s, 0)
	assert.Equal(t, pPlay+" b.crow.3", name+" "+c, "each bird played is two points: all of them, the most first")
}

func TestTheEasyPlayerTakesAForestRunThatMakesPairs(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	s.Phase = phaseDraw
	give(t, s, 0, "owl", 1)
	give(t, s, 0, "heron", 1)
	forest(t, s, "dove", "owl", "heron") // heron on top
	name, c := suggested(t, s, 0)
	assert.Equal(t, pDraw+" f2", name+" "+c, "the Heron and the Owl pair the two in hand; the Dove under them would not")
}

func TestTheEasyPlayerDrawsFromTheDeckWhenTheForestPairsNothing(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	s.Phase = phaseDraw
	give(t, s, 0, "owl", 1)
	forest(t, s, "storm", "crow", "dove") // a take must go down to the Storm
	require.True(t, offered(s, 0, pDraw, "f3"))
	name, c := suggested(t, s, 0)
	assert.Equal(t, pDraw+" "+optDeck, name+" "+c, "two lone birds for a Storm are worse than two cards blind")
}

func TestTheEasyPlayerDiscardsTheLoneBirdLeastLikelyToPair(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	s.Phase = phaseDiscard
	give(t, s, 0, "owl", 1)
	give(t, s, 0, "sparrow", 1)
	give(t, s, 0, "feeder", 1)
	nest(t, s, 1, "heron", 1) // so seat 1's nest holds no Owl or Sparrow
	nest(t, s, 0, "owl", 3)   // two Owls left unseen, seven Sparrows
	s.Forest = append(s.Forest, take(t, s, "owl"))
	name, c := suggested(t, s, 0)
	assert.Equal(t, pDiscard+" d.owl", name+" "+c)
}

func TestTheEasyPlayerStealsWhereTheOpponentLosesABonus(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "scrubjay", 3)
	nest(t, s, 1, "crow", 4)
	nest(t, s, 1, "owl", 3) // a flock of three Owls scores two more
	playAndUse(t, s, "scrubjay", 3, 2)
	name, c := suggested(t, s, 0)
	assert.Equal(t, pTarget+" t.owl", name+" "+c)
}

func TestTheEasyPlayerKeepsABirdBackToEndTheGameWhenAhead(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "owl", 3)
	nest(t, s, 0, "crow", 6)
	name, c := suggested(t, s, 0)
	assert.Equal(t, pPlay+" b.owl.2", name+" "+c, "two Owls played and the third discarded ends a won game")
}

func TestTheEasyPlayerPlaysItsLastCardRatherThanEndTheGameBehind(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "tailwind", 1) // points for no bird: worth nothing but the card
	nest(t, s, 1, "crow", 6)
	name, c := suggested(t, s, 0)
	assert.Equal(t, pCard+" c.tailwind", name+" "+c, "an empty hand discards nothing, so the game goes on")
	nest(t, s, 0, "owl", 6)
	name, _ = suggested(t, s, 0)
	assert.Equal(t, pEnd, name, "ahead, the discard of the last card wins")
}
