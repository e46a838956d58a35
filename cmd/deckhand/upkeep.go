package main

import (
	"context"
	"log/slog"
	"time"

	"github.com/deckhand/deckhand/storage"
)

// pruneEvery is how often finished games older than the keep age are
// pruned: daily, since the age is counted in days.
const pruneEvery = 24 * time.Hour

// upkeep keeps the database over months: it prunes finished games older
// than keepDays (0 keeps everything) once at start and then daily, and
// writes a backup to backupDir every backupEvery keeping the newest
// backupKeep ("" makes none). It returns when ctx is done.
func upkeep(ctx context.Context, store *storage.Store, cfg config, log *slog.Logger) {
	prune := func() { pruneOld(store, cfg.KeepDays, time.Now(), log) }
	backup := func() {
		path, err := store.Backup(cfg.BackupDir, cfg.BackupKeep)
		if err != nil {
			log.Error("backing up", "err", err)
			return
		}
		log.Info("backed up", "file", path)
	}
	prune()
	pruning := time.NewTicker(pruneEvery)
	defer pruning.Stop()
	var backups <-chan time.Time
	if cfg.BackupDir != "" {
		t := time.NewTicker(cfg.BackupEvery)
		defer t.Stop()
		backups = t.C
	}
	for {
		select {
		case <-ctx.Done():
			return
		case <-pruning.C:
			prune()
		case <-backups:
			backup()
		}
	}
}

// pruneOld prunes the games finished more than keepDays before now;
// keepDays 0 keeps everything.
func pruneOld(store *storage.Store, keepDays int, now time.Time, log *slog.Logger) {
	if keepDays <= 0 {
		return
	}
	cutoff := now.AddDate(0, 0, -keepDays)
	n, err := store.Prune(cutoff)
	if err != nil {
		log.Error("pruning old games", "err", err)
		return
	}
	log.Info("pruned old games", "tables", n, "older than", cutoff.Format(time.DateOnly))
}
