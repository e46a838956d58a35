package storage

import (
	"bytes"
	"encoding/json"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAForgottenMemberIsNowhereInATournamentAndTheOthersStayInIt(t *testing.T) {
	t.Parallel()
	s, path := open(t)
	data := `{"Entrants":[{"ID":"734509126647820311","Name":"Zephyrine"},{"ID":"998877665544332211","Name":"Bartholomew"}],` +
		`"Rounds":[{"Tables":[{"Seats":["734509126647820311","998877665544332211"]}],"Bye":""}]}`
	tr := &Tournament{GuildID: "g1", Open: true, Data: json.RawMessage(data)}
	require.NoError(t, s.CreateTournament(tr))

	_, err := s.Forget("734509126647820311")
	require.NoError(t, err)
	got, err := s.LoadTournament(tr.ID)
	require.NoError(t, err)
	var back struct {
		Entrants []struct{ ID, Name string }
		Rounds   []struct{ Tables []struct{ Seats []string } }
	}
	require.NoError(t, json.Unmarshal(got.Data, &back))
	require.Len(t, back.Entrants, 2, "the tournament keeps its entrants")
	assert.Equal(t, FormerPlayer, back.Entrants[0].Name, "the forgotten member is a former player")
	assert.NotEmpty(t, back.Entrants[0].ID, "with an id of their own, so pairings still tell them apart")
	assert.Equal(t, back.Entrants[0].ID, back.Rounds[0].Tables[0].Seats[0], "and the tables they sat at name that one")
	assert.Equal(t, "Bartholomew", back.Entrants[1].Name, "the other entrant stays as they were")
	require.NoError(t, s.Close())
	file, err := os.ReadFile(path)
	require.NoError(t, err)
	for _, secret := range []string{"734509126647820311", "Zephyrine"} {
		assert.False(t, bytes.Contains(file, []byte(secret)), "the file holds %q", secret)
	}
}
