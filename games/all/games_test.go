package all_test

import (
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/all"
	"github.com/deckhand/deckhand/games/gametest"
)

// fixture is a game a test registers: not a Deckhand game.
type fixture struct{ gametest.Toy }

func (fixture) Info() games.Info {
	i := gametest.Toy{}.Info()
	i.Slug, i.Name = "fixture", "Fixture"
	return i
}

func init() { games.Register(fixture{}) }

// TestGamesAreTheRegisteredGamesOfGamesAndNoFixture: all.Games holds
// every game of games/ registered, and not a game a test registered.
func TestGamesAreTheRegisteredGamesOfGamesAndNoFixture(t *testing.T) {
	t.Parallel()
	var slugs []string
	for _, g := range all.Games() {
		slugs = append(slugs, g.Info().Slug)
	}
	if len(slugs) != len(games.All())-1 {
		t.Errorf("all.Games is %v: every registered game but the test's own fixture", slugs)
	}
	for _, s := range slugs {
		if s == "fixture" {
			t.Errorf("all.Games holds the test's fixture: %v", slugs)
		}
	}
}
