package birdrummy

import (
	"testing"

	"github.com/deckhand/deckhand/games/gametest"
)

func TestKit(t *testing.T) {
	t.Parallel()
	gametest.Run(t, gametest.Suite{Game: Game{}, Scenes: true})
}
