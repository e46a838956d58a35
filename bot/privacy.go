package bot

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/bot/tournament"
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

// ShowPrivacy says what Deckhand keeps about a member, for how long, and
// how to export or delete it.
func (b *Bot) ShowPrivacy(c *discord.Context) error {
	return c.Respond(discord.Notice(privacyText(b.cfg.Retention)))
}

func privacyText(r Retention) string {
	kept := "Finished games, with every move, are kept until the server's operator deletes them."
	if r.KeepDays > 0 {
		kept = fmt.Sprintf("A finished game's moves and replay are deleted %d days after it ends.", r.KeepDays)
	}
	backups := "No backups are made."
	if r.Backups {
		n := "every backup is kept"
		if r.BackupKeep > 0 {
			n = fmt.Sprintf("the newest %d are kept", r.BackupKeep)
			// The product of two settings may pass a Duration's 292 years.
			if all := time.Duration(r.BackupKeep) * r.BackupEvery; r.BackupEvery > 0 && all/r.BackupEvery == time.Duration(r.BackupKeep) {
				n += ", so a deleted record is gone from every backup within " + span(all)
			}
		}
		backups = fmt.Sprintf("The database is copied into a backup every %s; %s.", span(r.BackupEvery), n)
	}
	return strings.Join([]string{
		"## What Deckhand keeps about you",
		"- Your Discord user id, and your display name as it was when you sat down at a table.",
		"- Your seats: the tables you played or joined, in which server and channel, and when.",
		"- Your moves: every answer you gave in a game, and the cards you held while it ran.",
		"- Each server's list of finished games (`/history`): the players and their places.",
		"- Your wins, draws and games played, and your rating in each game, per server; rated games you left; how many rated games you played against each member today.",
		"Nothing else: no messages, no member lists, no e-mail or IP address.",
		"## For how long",
		"- " + kept + " The list of finished games, your stats and your ratings stay until you ask for them to be deleted.",
		"- " + backups,
		"## Your data",
		"- `/privacy request:export`: everything above that names you, as a file only you see.",
		"- `/privacy request:delete`: erases it, after you confirm: your stats and ratings are removed; in finished games and replays your name and id become \"" + storage.FormerPlayer + "\" (the others can still watch them); you leave any open lobby. Leave a game in progress first (`/leave`).",
		"Deletion covers every server this Deckhand serves from here; a Deckhand run in several parts (shards) keeps one database each, and its operator erases you from the others.",
	}, "\n")
}

// span says d in days or hours where it is whole ones.
func span(d time.Duration) string {
	switch {
	case d >= 24*time.Hour && d%(24*time.Hour) == 0:
		return render.Count(int(d/(24*time.Hour)), "day", "days")
	case d >= time.Hour && d%time.Hour == 0:
		return render.Count(int(d/time.Hour), "hour", "hours")
	}
	return d.String()
}

// exportLimit is the largest export sent as plain JSON; past it the file
// goes gzipped, within Discord's upload limit (10 MiB) for far longer
// records.
const exportLimit = 8 << 20

var errExport = discord.RefuseT(discord.Failed, "deckhand.refusal.export")

// ExportData sends the member what the store keeps about them, as a JSON
// file on a message only they see.
func (b *Bot) ExportData(c *discord.Context) error {
	d, err := b.store.MemberData(c.User.ID)
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
	m := discord.Notice(fmt.Sprintf("Everything Deckhand keeps that names you, in this Deckhand's servers: %d tables, %d finished games, figures in %d servers. Only you see this message.",
		len(d.Tables), len(d.History), len(d.Stats)))
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
