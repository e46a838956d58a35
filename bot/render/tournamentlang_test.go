package render

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/tournament"
	"github.com/deckhand/deckhand/games/lang"
	"github.com/deckhand/deckhand/storage"
)

func TestATournamentBoardSpeaksTheServersLanguage(t *testing.T) {
	t.Parallel()
	tm := &tournament.Tournament{ID: "e1", Organiser: "9", State: tournament.SignUp, Settings: tournament.Settings{RoundCount: 3, TurnTimer: time.Hour}}
	for i := range 3 {
		tm.Entrants = append(tm.Entrants, tournament.Entrant{ID: fmt.Sprint(i + 1), Name: fmt.Sprint("p", i)})
	}
	german := TournamentMessageIn(lang.Get(lang.German), tm, "Rommé")
	assert.Contains(t, labels(german), "Mitmachen")
	assert.Contains(t, labels(german), "Einchecken")
	assert.Contains(t, allText(german), "Anmeldung offen")
	assert.Contains(t, allText(german), "Zugzeit 1 Stunde")
	english := TournamentMessage(tm, "Rummy")
	assert.Contains(t, labels(english), "Check in")
	assert.Contains(t, allText(english), "turn timer 1 hour (who runs out loses)")

	// The longest language keeps to Discord's limits.
	srv := newLimits(t)
	srv.check("tournament", TournamentMessageIn(lang.Get(lang.Pseudo), tm, "Rummy"))
	require.NoError(t, tm.Start(time.Unix(1e9, 0)))
	running := TournamentMessageIn(lang.Get(lang.Pseudo), tm, "Rummy")
	assert.NotContains(t, labels(running), "Pause")
	srv.check("tournament-running", running)
}

func TestASeasonsNewsSpeaksTheServersLanguage(t *testing.T) {
	t.Parallel()
	all := []storage.Season{{Number: 1, Ended: time.Unix(1e9, 0)}, {Number: 2, Start: time.Unix(1e9, 0), Days: 30}}
	german := SeasonStatusIn(lang.Get(lang.German), all)
	assert.Contains(t, german, "**Saison 2**")
	assert.Contains(t, german, "30 Tage, bis <t:")
	assert.NotContains(t, german, "Season")
	english := SeasonStatus(all)
	assert.Contains(t, english, "**Season 2**, since <t:1000000000:D>: 30 days, until <t:")
	assert.Contains(t, english, CarryRule, "the English catalog says the rule as it was")
}
