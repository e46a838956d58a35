package bot

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

func TestErrorsReadAsSentences(t *testing.T) {
	t.Parallel()
	assert.Equal(t, "You must meld 7♥ first.", sentence(errString("you must meld 7♥ first")))
	assert.Equal(t, "That choice is no longer open.", sentence(errStale()))
}

func TestAGamesRefusalIsSaidInThePlayersLanguage(t *testing.T) {
	t.Parallel()
	en, de := lang.Get(lang.English), lang.Get(lang.German)
	refused := fmt.Errorf("seat 2: %w", games.Refuse(en, games.Say("deckhand.refusal.did_not_work")))
	assert.Equal(t, "Das hat nicht geklappt.", saidIn(de, refused))
	assert.Equal(t, "That did not work.", saidIn(en, refused))
	assert.Equal(t, "Diese Wahl steht nicht mehr offen.", saidIn(de, errStale()))
	assert.Equal(t, "You must meld 7♥ first.", saidIn(de, errString("you must meld 7♥ first")), "another error as the game said it")
}
