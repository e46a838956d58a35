package main

import (
	"context"
	"io"
	"log/slog"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/storage"
)

func TestUpkeepPrunesOldGamesAtStartAndBacksUpOnSchedule(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	store, err := storage.Open(filepath.Join(dir, "deckhand.db"))
	require.NoError(t, err)
	defer store.Close()
	old := &storage.Table{GuildID: "g", ChannelID: "c", Game: "pick", Phase: storage.Lobby}
	require.NoError(t, store.Create(old))
	old.Phase = storage.Finished
	require.NoError(t, store.Save(old))

	backups := filepath.Join(dir, "backups")
	cfg := config{KeepDays: 1, BackupDir: backups, BackupEvery: 20 * time.Millisecond, BackupKeep: 2}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); upkeep(ctx, store, cfg, slog.New(slog.NewTextHandler(io.Discard, nil))) }()
	require.Eventually(t, func() bool {
		got, _ := filepath.Glob(filepath.Join(backups, "deckhand-*.db"))
		return len(got) == 2
	}, 5*time.Second, 10*time.Millisecond, "backups are written on schedule")
	time.Sleep(60 * time.Millisecond)
	cancel()
	<-done
	got, _ := filepath.Glob(filepath.Join(backups, "deckhand-*.db"))
	assert.Len(t, got, 2, "only the newest two are kept")
	_, err = store.Table(old.ID)
	assert.NoError(t, err, "a game finished today is within the days kept")
}

func TestGamesFinishedLongerAgoThanTheDaysKeptArePruned(t *testing.T) {
	t.Parallel()
	store, err := storage.Open(filepath.Join(t.TempDir(), "deckhand.db"))
	require.NoError(t, err)
	defer store.Close()
	done := &storage.Table{GuildID: "g", ChannelID: "c", Game: "pick", Phase: storage.Lobby}
	require.NoError(t, store.Create(done))
	done.Phase = storage.Finished
	require.NoError(t, store.Save(done))
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))

	inThreeDays := time.Now().AddDate(0, 0, 3)
	pruneOld(store, 0, inThreeDays, quiet)
	_, err = store.Table(done.ID)
	require.NoError(t, err, "0 keeps everything")
	pruneOld(store, 5, inThreeDays, quiet)
	_, err = store.Table(done.ID)
	require.NoError(t, err, "three days old, five kept")
	pruneOld(store, 2, inThreeDays, quiet)
	_, err = store.Table(done.ID)
	assert.ErrorIs(t, err, storage.ErrNotFound, "three days old, two kept")
}
