package table

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestEndingAGameIsForTheHostOrAChannelManager(t *testing.T) {
	t.Parallel()
	for _, by := range []Member{ann, admin} {
		next, effects := step(t, playing(), End{By: by})
		assert.Equal(t, Cancelled, next.Phase, by.ID)
		assert.Contains(t, effects, StopTimer{}, by.ID)
	}
	assert.Equal(t, NotHostOrManager, refusal(t, playing(), End{By: bob}), "a player who does not host")
	over := playing()
	over.Phase = Finished
	assert.Equal(t, GameOver, refusal(t, over, End{By: ann}))
}

func TestAPlayerWhoEndsARatedGameLosesItButAManagerNotSeatedDoesNot(t *testing.T) {
	t.Parallel()
	_, effects := step(t, playing(cpu), End{By: ann})
	assert.Equal(t, Save{Forfeits: []Forfeit{{User: "ann", Against: []string{"bob"}}}}, effects[0])
	assert.Equal(t, News{What: EndedGame, User: "ann", Against: []string{"bob"}}, news(t, effects))
	_, effects = step(t, playing(), End{By: admin})
	assert.Equal(t, Save{}, effects[0], "someone not seated loses nothing")
	_, effects = step(t, lobby(), End{By: ann})
	assert.Equal(t, Save{}, effects[0], "a lobby is no game to lose")
}
