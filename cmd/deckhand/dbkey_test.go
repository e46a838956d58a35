package main

import (
	"bytes"
	"encoding/base64"
	"encoding/hex"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/storage"
)

func TestADatabaseKeyThatDoesNotParseIsRefusedAndNeverRepeated(t *testing.T) {
	t.Parallel()
	key := bytes.Repeat([]byte{7}, storage.KeySize)
	for _, good := range []string{hex.EncodeToString(key), base64.StdEncoding.EncodeToString(key)} {
		c, err := loadConfig(env(map[string]string{"DISCORD_TOKEN": "t", "DECKHAND_DB_KEY": good}))
		require.NoError(t, err)
		assert.Equal(t, key, c.DBKey)
		assert.NotContains(t, c.String(), good, "the key is never shown")
	}
	for _, bad := range []string{"hunter2", hex.EncodeToString(key[:31])} {
		_, err := loadConfig(env(map[string]string{"DISCORD_TOKEN": "t", "DECKHAND_DB_KEY": bad}))
		require.Error(t, err)
		assert.Contains(t, err.Error(), "DECKHAND_DB_KEY")
		assert.NotContains(t, err.Error(), bad)
	}
}

// seatedGame writes a finished game of member id, called name, against
// another member, into a plain store at path.
func seatedGame(t *testing.T, path, id, name string) {
	t.Helper()
	s, err := storage.Open(path)
	require.NoError(t, err)
	defer s.Close()
	tb := &storage.Table{GuildID: "g1", ChannelID: "c1", Game: "rummy", Host: id, Phase: storage.Playing,
		Seats: []storage.Seat{{UserID: id, Name: name}, {UserID: "222222222222222222", Name: "other"}}}
	require.NoError(t, s.Create(tb))
	tb.Phase = storage.Finished
	require.NoError(t, s.Commit(tb, storage.Move{Seat: 0, Prompt: "p", Choices: []string{"o"}, UserID: id, By: storage.ByPlayer}, &storage.Outcome{Places: []int{1, 2}}))
}

func TestAPlainDatabaseIsEncryptedAndAMemberForgottenFromTheCommandLine(t *testing.T) {
	t.Parallel()
	const id, name = "111111111111111111", "Ottoline"
	path := filepath.Join(t.TempDir(), "deckhand.db")
	seatedGame(t, path, id, name)
	key := base64.StdEncoding.EncodeToString(bytes.Repeat([]byte{9}, storage.KeySize))
	vars := map[string]string{"DECKHAND_DB": path, "DECKHAND_DB_KEY": key}
	var out bytes.Buffer

	done, err := tool([]string{"-encrypt"}, env(map[string]string{"DECKHAND_DB": path}), &out)
	assert.True(t, done)
	assert.ErrorContains(t, err, "DECKHAND_DB_KEY", "no key, no encryption")

	done, err = tool([]string{"-encrypt"}, env(vars), &out)
	require.True(t, done)
	require.NoError(t, err)
	assert.Contains(t, out.String(), "encrypted "+path)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.False(t, bytes.Contains(data, []byte(id)))
	assert.False(t, bytes.Contains(data, []byte(name)))

	_, err = tool([]string{"-forget", id}, env(map[string]string{"DECKHAND_DB": path}), &out)
	assert.ErrorIs(t, err, storage.ErrKeyNeeded)
	_, err = tool([]string{"-forget", "ottoline"}, env(vars), &out)
	assert.ErrorContains(t, err, "user id")

	done, err = tool([]string{"-forget", id}, env(vars), &out)
	require.True(t, done)
	require.NoError(t, err)
	assert.Contains(t, out.String(), "forgot "+id)

	raw, err := storage.ParseKey(key)
	require.NoError(t, err)
	s, err := storage.OpenSealed(path, raw)
	require.NoError(t, err)
	defer s.Close()
	d, err := s.MemberData(id)
	require.NoError(t, err)
	assert.Empty(t, d.Tables)
	assert.Empty(t, d.History)
	assert.Empty(t, d.Stats)

	done, err = tool(nil, env(vars), &out)
	assert.False(t, done, "without a mode flag the bot runs")
	assert.NoError(t, err)
}

// TestAWrongOrMissingKeyRefusesToStartAndWritesNothing starts the binary
// on an encrypted database with another key, and with none: it exits at
// once saying why, and the file's bytes are as they were.
func TestAWrongOrMissingKeyRefusesToStartAndWritesNothing(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	dir := t.TempDir()
	bin := buildBinary(t, dir)
	path := filepath.Join(dir, "data", "deckhand.db")
	require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
	seatedGame(t, path, "111111111111111111", "Ottoline")
	right := hex.EncodeToString(bytes.Repeat([]byte{1}, storage.KeySize))
	require.NoError(t, storage.Encrypt(path, bytes.Repeat([]byte{1}, storage.KeySize)))
	before, err := os.ReadFile(path)
	require.NoError(t, err)
	srv := discordtest.NewServer(t)

	wrong := hex.EncodeToString(bytes.Repeat([]byte{2}, storage.KeySize))
	for key, says := range map[string]string{wrong: "does not open this database", "": "the database is encrypted: set DECKHAND_DB_KEY"} {
		p := launch(t, bin, dir, srv, "DECKHAND_DB_KEY="+key)
		exited := make(chan error, 1)
		go func() { exited <- p.cmd.Wait() }()
		select {
		case err := <-exited:
			assert.Error(t, err, "it exits with a failure")
		case <-time.After(20 * time.Second):
			t.Fatal("still running with the wrong key")
		}
		assert.Contains(t, p.out.String(), says)
		assert.NotContains(t, p.out.String(), wrong)
		assert.NotContains(t, p.out.String(), right)
		after, err := os.ReadFile(path)
		require.NoError(t, err)
		assert.True(t, bytes.Equal(before, after), "the file's bytes are unchanged")
	}
	assert.Zero(t, srv.Identifies(), "it never connected")
}
