package birdrummy

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
)

// randomGames plays n whole games with random answers and calls each
// with every state reached and the events of the answer that reached it.
func randomGames(t *testing.T, n int, each func(s *state, ev []games.Event)) {
	t.Helper()
	for seed := uint64(1); seed <= uint64(n); seed++ {
		st, err := Game{}.New(games.Config{Seats: seats, Seed: seed})
		require.NoError(t, err)
		rng := rand.New(rand.NewPCG(seed, 3))
		for moves := 0; st.Result() == nil; moves++ {
			require.Less(t, moves, 5000, "a game ends")
			_, ev, err := games.PlayRandom(st, -1, false, rng)
			require.NoError(t, err)
			each(st.(*state), ev)
		}
	}
}

// usedLine is the move "{seat0} used Crow ③.": the ability by its bird
// and cost, whose face the board's picture shows.
var usedLine = regexp.MustCompile(`^\{seat\d\} used [A-Z][A-Za-z ]+ [⓪①②③]\.$`)

// The Log, the board and the hands say what a used ability or a played
// effect did, line by line ("Crow ③ sent bob's Owl to Heaven."), and
// not its whole card text before: the card is on the board's picture,
// its text one click away.
func TestTheLogSaysWhatAnAbilityDidNotItsCardText(t *testing.T) {
	t.Parallel()
	uses, effects := 0, 0
	randomGames(t, 10, func(s *state, ev []games.Event) {
		for _, e := range ev {
			switch {
			case strings.Contains(e.Text, " used "):
				uses++
				assert.Regexp(t, usedLine, e.Text, "an ability is named by its bird and cost; its lines after say what it did")
			case strings.Contains(e.Text, " played the effect "):
				effects++
				assert.NotContains(t, e.Text, ":", "an effect is named; its lines after say what it did")
			case strings.Contains(e.Text, " played ") && strings.Contains(e.Text, ": "):
				t.Errorf("a played card's line says its text: %q", e.Text)
			}
		}
	})
	assert.Positive(t, uses, "abilities were used")
	assert.Positive(t, effects, "effects were played")
}

// The question of spending ability points says the points for each
// species played this turn, and for any of them, in a few words.
func TestTheSpendQuestionSaysThePointsInAFewWords(t *testing.T) {
	t.Parallel()
	seen := 0
	randomGames(t, 10, func(s *state, _ []games.Event) {
		p, ok := prompt(s, s.Turn, pUse)
		if !ok {
			return
		}
		seen++
		for sp, n := range s.Points {
			if s.Played[sp] > 0 && n > 0 {
				assert.Contains(t, p.Text, s.cat.defs[sp].Name, "the question names each species with points")
			}
		}
		played := 0
		for sp := range s.Played {
			if s.Played[sp] > 0 {
				played++
			}
		}
		assert.LessOrEqual(t, utf8.RuneCountInString(p.Text), 80+20*played, "a question read at a glance: %q", p.Text)
	})
	assert.Positive(t, seen, "the question was asked")
}

// The winner of the dice roll is asked who plays first in a line, and
// still told what going first costs.
func TestTheFirstQuestionIsShortAndSaysTheFirstDraw(t *testing.T) {
	t.Parallel()
	st, err := Game{}.New(games.Config{Seats: seats, Seed: 1})
	require.NoError(t, err)
	s := st.(*state)
	p, ok := prompt(s, s.Chooser, pFirst)
	require.True(t, ok, "the winner of the dice roll is asked first")
	assert.LessOrEqual(t, utf8.RuneCountInString(p.Text), 90, "read at a glance: %q", p.Text)
	assert.Contains(t, p.Text, "who plays first", "it asks who plays first")
	assert.Contains(t, p.Text, "only 1 card", "and says that the first player draws only 1 card")
}

// The main phase asks up to four questions at once, each above its own
// buttons: each is a line, and none says at length what a card says.
func TestTheMainPhaseQuestionsAreALineEach(t *testing.T) {
	t.Parallel()
	asked := map[string]string{}
	randomGames(t, 5, func(s *state, _ []games.Event) {
		for _, name := range []string{pPlay, pCard, pEnd} {
			if p, ok := prompt(s, s.Turn, name); ok && s.Phase == phaseMain {
				asked[name] = p.Text
			}
		}
	})
	require.Len(t, asked, 3, "each question was asked in a main phase")
	for name, q := range asked {
		// A seat's name is a mention on Discord, some 21 characters.
		shown := games.ExpandSeats(q, func(int) string { return "<@123456789012345678>" })
		assert.LessOrEqual(t, utf8.RuneCountInString(shown), 90, "%s: a line: %q", name, shown)
	}
	assert.LessOrEqual(t, utf8.RuneCountInString(asked[pCard]), 70, "the card says what a resource and an effect do: %q", asked[pCard])
}

// The score is the nest minus the hand, so the lobby's and /help's one
// line must not promise that the most birds in the nest win.
func TestTheLobbyAndHelpSayBirdsLeftInHandCountAgainstYou(t *testing.T) {
	sum := Game{}.Info().Summary
	if strings.Contains(sum, "most birds") || !strings.Contains(sum, "hand against you") {
		t.Errorf("the summary should say birds in hand count against you: %q", sum)
	}
}
