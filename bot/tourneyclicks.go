package bot

import (
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/tournament"
	"github.com/deckhand/deckhand/games/lang"
	"github.com/deckhand/deckhand/storage"
)

// The clicks on a tournament message: everyone's Join, Leave and Check
// in, and its organiser's Start, Pause, Resume, End and drop select.

// organises is whether the clicker may organise t: its creator, or a
// member who can manage the server.
func organises(c *discord.Context, t *tournament.Tournament) bool {
	if c.User.ID == t.Organiser {
		return true
	}
	m := c.Interaction.Member
	return m != nil && m.Permissions&(discordgo.PermissionManageGuild|discordgo.PermissionAdministrator) != 0
}

// click handles a tournament message's button or select.
func (b *tourneys) click(c *discord.Context, id discord.EventID) error {
	lock := b.lockFor(id.Tournament)
	lock.Lock()
	defer lock.Unlock()
	r, err := b.load(id.Tournament)
	if err != nil {
		return err
	}
	t := r.t
	if c.Interaction.GuildID != t.Guild {
		return errOtherServer
	}
	now := time.Now().UTC()
	var told, answer string
	switch id.Action {
	case discord.EventJoin:
		err = t.Join(c.User.ID, userName(c.User), b.cfg.maxTournamentPlayers())
		answer = reader(c).T("deckhand.tournament.joined")
	case discord.EventLeave:
		err = t.Leave(c.User.ID)
		answer = reader(c).T("deckhand.tournament.left")
		if t.State != tournament.SignUp {
			answer = reader(c).T("deckhand.tournament.dropped_out")
		}
	case discord.EventCheckIn:
		err = t.CheckIn(c.User.ID)
		answer = reader(c).T("deckhand.tournament.checked_in")
	default:
		if !organises(c, t) {
			return errNotOrganiser
		}
		l, pub, by := reader(c), b.rt.langs.public(t.Guild), "<@"+c.User.ID+">"
		switch id.Action {
		case discord.EventStart:
			answer = l.T("deckhand.tournament.started")
			err = t.Start(now)
			if err == nil && t.Format == tournament.Arena {
				t.Ends = now.Add(b.scaled(t.Window))
			}
			told = pub.T("deckhand.tournament.told_started", "By", by)
		case discord.EventPause:
			answer = l.T("deckhand.tournament.paused")
			err = t.Pause()
			told = pub.T("deckhand.tournament.told_paused", "By", by)
		case discord.EventResume:
			answer = l.T("deckhand.tournament.resumed")
			err = t.Resume()
			told = pub.T("deckhand.tournament.told_resumed", "By", by)
		case discord.EventEnd:
			return b.end(c, r)
		case discord.EventDrop:
			picked := c.Values()
			if len(picked) != 1 {
				return errNoPlayerPicked
			}
			err = t.Drop(picked[0])
			told = pub.T("deckhand.tournament.told_dropped", "By", by, "Who", "<@"+picked[0]+">")
			answer = l.T("deckhand.tournament.dropped", "Who", "<@"+picked[0]+">")
		}
	}
	if err != nil {
		return refusedTournament(err)
	}
	if err := b.save(r); err != nil {
		return errTournamentStore.Because(err)
	}
	if told != "" {
		b.say(t.Guild, t.Channel, told)
	}
	b.stepLocked(r)
	// The message is edited here, under the tournament's lock, so that
	// edits land in the order of the changes; the click is answered
	// privately.
	b.editMessage(t)
	return c.Respond(discord.Notice(answer))
}

// end ends the tournament for its organiser: the tables still playing are
// drawn and closed.
func (b *tourneys) end(c *discord.Context, r *event) error {
	t := r.t
	open := b.openTables(t)
	if err := t.Finish(tournament.Drawn); err != nil {
		return refusedTournament(err)
	}
	if err := b.save(r); err != nil {
		return errTournamentStore.Because(err)
	}
	b.closeTables(open)
	pub := b.rt.langs.public(t.Guild)
	b.say(t.Guild, t.Channel, pub.T("deckhand.tournament.told_ended", "By", "<@"+c.User.ID+">")+champion(pub, t))
	b.editMessage(t)
	return c.Respond(discord.Notice(reader(c).T("deckhand.tournament.over")))
}

// champion names the tournament's winner in l, after a space; "" for
// none.
func champion(l *lang.Lang, t *tournament.Tournament) string {
	st := t.Standings()
	if len(st) == 0 || len(t.Rounds) == 0 {
		return ""
	}
	return " " + l.T("deckhand.tournament.champion", "Who", "<@"+st[0].ID+">", "Points", t.PointsText(st[0].Points))
}

// openTables lists the game tables of t still being played.
func (b *tourneys) openTables(t *tournament.Tournament) []string {
	var out []string
	if r := t.Current(); r != nil {
		for _, tb := range r.Tables {
			if tb.ID != "" && !tb.Done() {
				out = append(out, tb.ID)
			}
		}
	}
	return out
}

// closeTables ends game tables whose tournament result is already set.
func (b *tourneys) closeTables(ids []string) {
	for _, id := range ids {
		err := b.rt.withTable(id, anyPhase, func(t *table) error {
			if t.rec.Phase.Done() {
				return nil
			}
			if err := b.rt.update(t, func(rec *storage.Table) { rec.Phase, rec.Deadline = storage.Cancelled, time.Time{} }); err != nil {
				return err
			}
			b.rt.afterChange(t)
			b.rt.out.say(t.rec.GuildID, t.rec.ChannelID, b.rt.langs.public(t.rec.GuildID).T("deckhand.tournament.table_decided"))
			return nil
		})
		if err != nil {
			b.log.Warn("closing tournament table", "table", id, "err", err)
		}
	}
}
