package storage

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	bolt "go.etcd.io/bbolt"
)

func newTournament(t *testing.T, s *Store) *Tournament {
	t.Helper()
	tr := &Tournament{GuildID: "g1", Open: true, Data: json.RawMessage(`{"round":1}`)}
	require.NoError(t, s.CreateTournament(tr))
	return tr
}

func TestACorruptTournamentIsSetAsideAndReportedAndTheOthersLoad(t *testing.T) {
	t.Parallel()
	s, path := open(t)
	good := newTournament(t, s)
	bad := newTournament(t, s)
	require.NoError(t, s.db.Update(func(tx *bolt.Tx) error {
		return tx.Bucket(bucketTournaments).Put([]byte(bad.ID), []byte("{not json"))
	}))
	require.NoError(t, s.Close())
	s, err := Open(path)
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })

	got, problems, err := s.OpenTournaments()
	require.NoError(t, err)
	require.Len(t, got, 1)
	assert.Equal(t, good.ID, got[0].ID)
	assert.JSONEq(t, `{"round":1}`, string(got[0].Data))
	require.Len(t, problems, 1)
	assert.Equal(t, "tournament:"+bad.ID, problems[0].Key)
	q, err := s.Quarantined()
	require.NoError(t, err)
	assert.Contains(t, q, "tournament:"+bad.ID)
	_, problems, err = s.OpenTournaments()
	require.NoError(t, err)
	assert.Empty(t, problems, "reported once, then out of the way")
}

func TestATournamentTablesLastMoveLeavesItsResultForTheTournamentUntilCounted(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	tr := newTournament(t, s)
	tb := newTable("thread1")
	tb.Phase = Playing
	tb.Tournament = &TournamentSeat{ID: tr.ID, Round: 0, Table: 2}
	require.NoError(t, s.OpenTournamentTable(tr, tb, func(id string) (json.RawMessage, error) {
		return json.Marshal(map[string]string{"open": id})
	}))
	require.NoError(t, s.Commit(tb, Move{Prompt: "a"}, nil))
	waiting, err := s.TournamentResults(tr.ID)
	require.NoError(t, err)
	assert.Empty(t, waiting, "no result before the game ends")

	tb.Phase = Finished
	require.NoError(t, s.Commit(tb, Move{Prompt: "b"}, &Outcome{Places: []int{2, 1}}))
	waiting, err = s.TournamentResults(tr.ID)
	require.NoError(t, err)
	assert.Equal(t, map[string][]int{tb.ID: {2, 1}}, waiting)

	tr.Data = json.RawMessage(`{"counted":1}`)
	require.NoError(t, s.CountTournamentResults(tr, []string{tb.ID}))
	waiting, err = s.TournamentResults(tr.ID)
	require.NoError(t, err)
	assert.Empty(t, waiting, "a counted result is not counted again")
	back, err := s.LoadTournament(tr.ID)
	require.NoError(t, err)
	assert.JSONEq(t, `{"counted":1}`, string(back.Data))
}

func TestATournamentTableIsOpenedTogetherWithTheRecordThatNamesIt(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	tr := newTournament(t, s)
	before := string(tr.Data)
	tb := newTable("thread1")
	tb.Tournament = &TournamentSeat{ID: tr.ID}
	broke := errors.New("could not encode")
	require.ErrorIs(t, s.OpenTournamentTable(tr, tb, func(string) (json.RawMessage, error) { return nil, broke }), broke)
	_, err := s.ChannelTable("thread1")
	require.ErrorIs(t, err, ErrNotFound, "no table without its tournament's record")
	assert.Equal(t, before, string(tr.Data))

	require.NoError(t, s.OpenTournamentTable(tr, tb, func(id string) (json.RawMessage, error) {
		return json.Marshal(map[string]string{"open": id})
	}))
	got, err := s.ChannelTable("thread1")
	require.NoError(t, err)
	require.NotNil(t, got.Tournament)
	assert.Equal(t, tr.ID, got.Tournament.ID)
	back, err := s.LoadTournament(tr.ID)
	require.NoError(t, err)
	assert.JSONEq(t, `{"open":"`+tb.ID+`"}`, string(back.Data))
}
