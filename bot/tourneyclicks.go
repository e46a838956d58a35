package bot

import (
	"fmt"
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/tournament"
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
		answer = "You are in. Press **Check in** when the organiser asks."
	case discord.EventLeave:
		err = t.Leave(c.User.ID)
		answer = "You have left the tournament."
		if t.State != tournament.SignUp {
			answer = "You have dropped out: your results stay, and you are paired no more."
		}
	case discord.EventCheckIn:
		err = t.CheckIn(c.User.ID)
		answer = "You are checked in."
	default:
		if !organises(c, t) {
			return errNotOrganiser
		}
		switch id.Action {
		case discord.EventStart:
			answer = "The tournament has started: its tables open in threads of their own."
			err = t.Start(now)
			if err == nil && t.Format == tournament.Arena {
				t.Ends = now.Add(b.scaled(t.Window))
			}
			told = fmt.Sprintf("<@%s> started the tournament.", c.User.ID)
		case discord.EventPause:
			answer = "Paused."
			err = t.Pause()
			told = fmt.Sprintf("<@%s> paused the tournament: tables in play go on, no new ones open.", c.User.ID)
		case discord.EventResume:
			answer = "Resumed."
			err = t.Resume()
			told = fmt.Sprintf("<@%s> resumed the tournament.", c.User.ID)
		case discord.EventEnd:
			return b.end(c, r)
		case discord.EventDrop:
			picked := c.Values()
			if len(picked) != 1 {
				return errNoPlayerPicked
			}
			err = t.Drop(picked[0])
			told = fmt.Sprintf("<@%s> dropped <@%s> from the tournament.", c.User.ID, picked[0])
			answer = fmt.Sprintf("<@%s> is out of the pairings from the next round on; their results stay.", picked[0])
		}
	}
	if tournament.IsRefusal(err) {
		return discord.Refuse(discord.Invalid, sentence(err))
	}
	if err != nil {
		return errTournamentStore.Because(err)
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
		return discord.Refuse(discord.Invalid, sentence(err))
	}
	if err := b.save(r); err != nil {
		return errTournamentStore.Because(err)
	}
	b.closeTables(open)
	b.say(t.Guild, t.Channel, fmt.Sprintf("<@%s> ended the tournament.%s", c.User.ID, champion(t)))
	b.editMessage(t)
	return c.Respond(discord.Notice("The tournament is over."))
}

func champion(t *tournament.Tournament) string {
	st := t.Standings()
	if len(st) == 0 || len(t.Rounds) == 0 {
		return ""
	}
	return fmt.Sprintf(" 🏆 <@%s> is the champion with %s points.", st[0].ID, t.PointsText(st[0].Points))
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
			b.rt.out.say(t.rec.GuildID, t.rec.ChannelID, "The tournament decided this game; the table is closed.")
			return nil
		})
		if err != nil {
			b.log.Warn("closing tournament table", "table", id, "err", err)
		}
	}
}
