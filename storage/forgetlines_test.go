package storage

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/games"
)

func TestAForgottenMemberIsGoneFromTheLinesKeptAsData(t *testing.T) {
	t.Parallel()
	tb := &Table{
		Recent:    []string{"<@9> took over"},
		RecentMsg: []games.Text{games.Say("x.took", "Who", "CPU (was <@9>)", "Cards", []games.Text{games.Say("x.card", "By", "<@9>")})},
		Notes:     map[int][]string{0: {"<@9> showed you 7♥"}},
		NotesMsg:  map[int][]games.Text{0: {games.Say("x.showed", "Who", games.Say("x.seat", "Name", "<@9>"))}},
	}
	assert.True(t, ForgetIn(tb, "9"))
	assert.Equal(t, "CPU (was "+FormerPlayer+")", tb.RecentMsg[0].Args["Who"])
	assert.Equal(t, FormerPlayer, tb.RecentMsg[0].Args["Cards"].([]games.Text)[0].Args["By"])
	assert.Equal(t, FormerPlayer, tb.NotesMsg[0][0].Args["Who"].(games.Text).Args["Name"])
	assert.False(t, ForgetIn(tb, "9"), "nothing names them any more")
}
