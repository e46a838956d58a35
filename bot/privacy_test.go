package bot

import (
	"testing"
	"time"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/games/lang"
)

// TestThePrivacyNoticeSaysTheRetentionInOneMessage reads /privacy under
// each kind of retention: it says how long games and backups are kept,
// and always fits Discord's 2,000 characters of a message.
func TestThePrivacyNoticeSaysTheRetentionInOneMessage(t *testing.T) {
	t.Parallel()
	for r, says := range map[Retention]string{
		{KeepDays: 90, Backups: true, BackupEvery: 6 * time.Hour, BackupKeep: 7}:                "deleted 90 days after it ends",
		{KeepDays: Off, Backups: true, BackupEvery: 6 * time.Hour, BackupKeep: Off}:             "every backup is kept",
		{KeepDays: 36500, Backups: true, BackupEvery: 1000000 * time.Hour, BackupKeep: 1000000}: "the newest 1000000 are kept",
		{}: "No backups are made",
	} {
		text := privacyText(lang.Get(lang.English), r)
		assert.Contains(t, text, says)
		assert.LessOrEqual(t, utf8.RuneCountInString(text), 2000, "%+v", r)
	}
	assert.Contains(t, privacyText(lang.Get(lang.English), Retention{KeepDays: 90, Backups: true, BackupEvery: 6 * time.Hour, BackupKeep: 7}), "every 6 hours; the newest 7 are kept, so a deleted record is gone from every backup within 42 hours")
	assert.Contains(t, privacyText(lang.Get(lang.English), Retention{KeepDays: 90, Backups: true, BackupEvery: 24 * time.Hour, BackupKeep: 7}), "within 7 days")
	assert.NotContains(t, privacyText(lang.Get(lang.English), Retention{Backups: true, BackupEvery: 1000000 * time.Hour, BackupKeep: 1000000}), "within",
		"a million backups a million hours apart pass what a duration holds: no figure is made up")
	assert.Contains(t, privacyText(lang.Get(lang.English), Retention{KeepDays: 90, Backups: true, BackupEvery: 90 * time.Minute, BackupKeep: 2}), "every 1h30m0s")
}
