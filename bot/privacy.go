package bot

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"time"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/tournament"
	"github.com/deckhand/deckhand/games/lang"
	"github.com/deckhand/deckhand/storage"
)

// Members' data on request. Discord asks every bot to say what it keeps
// about its users, to give them a way to have it deleted, and to delete
// it when asked. /privacy says what this store keeps and for how long;
// export sends a member everything the store holds that names them, as
// a JSON file only they see; delete erases it (storage.Forget), once
// they have confirmed.
//
// Reach: one Deckhand process serves one shard and keeps its own store,
// so a deletion erases the member from this process's store, for every
// server in it. The operator erases them from the other shards' stores
// with `deckhand -forget <id>` (README, Privacy); backups age out by
// their own retention. The deletion itself is in forgetmember.go.

// Retention is what /privacy says of how long things are kept.
type Retention struct {
	KeepDays    int           // finished games, in days (Off or 0: kept)
	Backups     bool          // backups are written
	BackupEvery time.Duration // one backup each
	BackupKeep  int           // the newest kept (Off or 0: all)
}

// Privacy answers /privacy: with request "export" it sends the member
// their data, with "delete" it asks to erase it, and with none it says
// what Deckhand keeps about them, for how long, and how to export or
// delete it.
func (b *Bot) Privacy(c *discord.Context, request string) error {
	switch request {
	case "export":
		return exportData(c, b.store)
	case "delete":
		return b.askForget(c)
	case "":
		return showPrivacy(c, b.cfg.Retention)
	}
	return discord.ErrForged
}

// showPrivacy says what Deckhand keeps about a member, for how long, and
// how to export or delete it.
func showPrivacy(c *discord.Context, r Retention) error {
	text := privacyText(reader(c), r)
	if utf8.RuneCountInString(text) <= maxNoticeText {
		return c.Respond(discord.Notice(text))
	}
	// A longer language than English passes a message's 2,000
	// characters; an embed's description holds 4,096.
	m := discord.Notice("")
	m.Embeds = []*discordgo.MessageEmbed{{Description: text}}
	return c.Respond(m)
}

// maxNoticeText is the most characters of a message's text (Discord).
const maxNoticeText = 2000

func privacyText(l *lang.Lang, r Retention) string {
	kept := l.T("deckhand.privacy.kept_forever")
	if r.KeepDays > 0 {
		kept = l.T("deckhand.privacy.kept_days", "Count", r.KeepDays)
	}
	backups := l.T("deckhand.privacy.no_backups")
	if r.Backups {
		n := l.T("deckhand.privacy.backups_all")
		if r.BackupKeep > 0 {
			n = l.T("deckhand.privacy.backups_newest", "Count", r.BackupKeep)
			// The product of two settings may pass a Duration's 292 years.
			if all := time.Duration(r.BackupKeep) * r.BackupEvery; r.BackupEvery > 0 && all/r.BackupEvery == time.Duration(r.BackupKeep) {
				n = l.T("deckhand.privacy.backups_gone_within", "Newest", n, "Within", span(l, all))
			}
		}
		backups = l.T("deckhand.privacy.backups", "Every", span(l, r.BackupEvery), "Kept", n)
	}
	return l.T("deckhand.privacy.text", "Kept", kept, "Backups", backups, "Former", storage.FormerPlayer)
}

// span says d in days or hours where it is whole ones, in l.
func span(l *lang.Lang, d time.Duration) string {
	switch {
	case d >= 24*time.Hour && d%(24*time.Hour) == 0:
		return l.T("deckhand.privacy.days", "Count", int(d/(24*time.Hour)))
	case d >= time.Hour && d%time.Hour == 0:
		return l.T("deckhand.privacy.hours", "Count", int(d/time.Hour))
	}
	return d.String()
}

// exportLimit is the largest export sent as plain JSON; past it the file
// goes gzipped, within Discord's upload limit (10 MiB) for far longer
// records.
const exportLimit = 8 << 20

var errExport = discord.RefuseT(discord.Failed, "deckhand.refusal.export")

// exportData sends the member what the store keeps about them, as a JSON
// file on a message only they see.
func exportData(c *discord.Context, store *storage.Store) error {
	d, err := store.MemberData(c.User.ID)
	if err != nil {
		return errExport.Because(err)
	}
	tournamentEntries(&d)
	data, err := json.MarshalIndent(d, "", "  ")
	if err != nil {
		return errExport.Because(err)
	}
	file := discord.File{Name: "deckhand-data.json", ContentType: "application/json", Data: data}
	if len(data) > exportLimit {
		var z bytes.Buffer
		w := gzip.NewWriter(&z)
		if _, err := w.Write(data); err != nil {
			return errExport.Because(err)
		}
		if err := w.Close(); err != nil {
			return errExport.Because(err)
		}
		file = discord.File{Name: "deckhand-data.json.gz", ContentType: "application/gzip", Data: z.Bytes()}
	}
	m := discord.Notice(reader(c).T("deckhand.privacy.exported", "Tables", len(d.Tables), "Games", len(d.History), "Servers", len(d.Stats)))
	m.Files = []discord.File{file}
	return c.Respond(m)
}

// tournamentEntries fills in what each tournament in d keeps of its
// member: their entrant record and results, read from the tournament's
// record as the tournament's rules do. A record that no longer decodes
// is listed without it.
func tournamentEntries(d *storage.MemberData) {
	for i := range d.Tournaments {
		var t tournament.Tournament
		if json.Unmarshal(d.Tournaments[i].Data, &t) != nil {
			continue
		}
		if m, ok := t.Member(d.UserID); ok {
			if entry, err := json.Marshal(m); err == nil {
				d.Tournaments[i].Entry = entry
			}
		}
	}
}
