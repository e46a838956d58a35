package bot

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/bot/tournament"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
	"github.com/deckhand/deckhand/storage"
)

// tournamentHost is the host of a tournament's tables. No person hosts
// them, so they count against the server's bound on tables but against
// no one's own: the bound is checked for the host "", whom no table has.
func tournamentHost(id string) string { return "tournament:" + id }

// openRound opens every table of the current round that has no game
// table yet, in order. false when one could not open: the tournament
// pauses and its channel is told why.
func (b *tourneys) openRound(r *event) bool {
	t := r.t
	cur := t.Current()
	if cur == nil {
		return true
	}
	for i := range cur.Tables {
		if cur.Tables[i].ID != "" || cur.Tables[i].Done() {
			continue
		}
		if err := b.openTable(r, len(t.Rounds)-1, i); err != nil {
			b.log.Warn("opening tournament table", "tournament", t.ID, "table", i, "err", err)
			t.State = tournament.Paused
			if err := b.save(r); err != nil {
				b.log.Error("pausing tournament", "tournament", t.ID, "err", err)
			}
			pub := b.rt.langs.public(t.Guild)
			b.say(t.Guild, t.Channel, pub.T("deckhand.tournament.table_failed", "Why", saidIn(pub, err)))
			return false
		}
	}
	return true
}

var errTablesBusy = errors.New("this channel already has a table, and I may not start threads here: give me Create Public Threads")

// openTable deals table i of round ri and opens it in a thread of its own
// (in the tournament's channel where the bot may not start threads), then
// posts its board and pings its players. The table and the tournament's
// record naming it are written in one transaction.
func (b *tourneys) openTable(r *event, ri, i int) error {
	t := r.t
	tb := &t.Rounds[ri].Tables[i]
	g, ok := games.Lookup(t.Game)
	if !ok {
		return fmt.Errorf("unknown game %q", t.Game)
	}
	// Its place under the server's bound is claimed before anything is
	// written, and taken over by the table as it loads.
	place, err := b.rt.claim(t.Guild, "", true)
	if err != nil {
		return err
	}
	defer b.rt.release(place)
	l := b.rt.langs.public(t.Guild)
	names := map[string]string{}
	for _, e := range t.Entrants {
		names[e.ID] = e.Name
	}
	channel := t.Channel
	th, err := b.session.ThreadStartComplex(t.Channel, &discordgo.ThreadStart{
		Name: render.ThreadNameIn(l, t, func(id string) string { return names[id] }, ri, i), Type: discordgo.ChannelTypeGuildPublicThread, AutoArchiveDuration: 1440,
	})
	if err == nil {
		channel = th.ID
	} else {
		b.log.Info("no thread for a tournament table: it opens in the channel", "tournament", t.ID, "err", err)
	}
	info := g.Info()
	rec := &storage.Table{
		GuildID: t.Guild, ChannelID: channel, Game: info.Slug, Host: tournamentHost(t.ID), Phase: storage.Playing,
		Options: map[string]string{}, Seed: b.cfg.Seeds(), Timer: t.TurnTimer,
		Tournament: &storage.TournamentSeat{ID: t.ID, Round: ri, Table: i}, Unrated: t.Unrated,
	}
	for _, o := range info.Options {
		rec.Options[o.Key] = o.Default
	}
	maps.Copy(rec.Options, t.Options)
	for _, s := range tb.Seats {
		rec.Seats = append(rec.Seats, storage.Seat{UserID: s, Name: names[s]})
	}
	st, err := g.New(dealOf(rec))
	if err != nil {
		return err
	}
	if rec.Snapshot, err = st.Encode(); err != nil {
		return err
	}
	err = b.store.OpenTournamentTable(r.rec, rec, func(id string) (json.RawMessage, error) {
		tb.ID = id
		return json.Marshal(t)
	})
	if err != nil {
		tb.ID = ""
		if errors.Is(err, storage.ErrChannelBusy) {
			return errTablesBusy
		}
		return err
	}
	if _, err := b.session.ChannelMessageSendComplex(channel, (&discordgo.MessageSend{
		Content: render.TableHeadingIn(l, t, b.gameName(l, t.Game), ri, i), AllowedMentions: &discordgo.MessageAllowedMentions{Parse: []discordgo.AllowedMentionType{discordgo.AllowedMentionTypeUsers}},
	})); err != nil {
		b.log.Warn("pinging a tournament table", "table", rec.ID, "err", err)
	}
	return b.postFirstBoard(rec, place)
}

// postFirstBoard loads a tournament table that has just been dealt, in
// the place under the bounds claimed for it, sets its turn timer going
// and posts its board.
func (b *tourneys) postFirstBoard(rec *storage.Table, place *claim) error {
	if _, err := b.rt.loadClaimed(rec, place); err != nil {
		return err
	}
	var s takenScene
	var pics *pictures
	var m discord.Message
	err := b.rt.withTable(rec.ID, unfinished, func(t *table) error {
		if err := b.rt.update(t, func(*storage.Table) { b.clock.setDeadline(t) }); err != nil {
			return err
		}
		t.cpu.Seen(time.Now())
		l := b.rt.langs.public(t.rec.GuildID)
		m, s, pics = render.Board(t.viewIn(l)), b.rt.out.takeSceneIn(t, -1, l), &t.pics
		return nil
	})
	if err != nil {
		return err
	}
	msg, err := b.rt.out.postBoard(pics, rec.ID, rec.GuildID, rec.ChannelID, m, s)
	if err != nil {
		return err
	}
	return b.rt.withTable(rec.ID, anyPhase, func(t *table) error {
		if err := b.rt.update(t, func(rec *storage.Table) { rec.BoardID = msg.ID }); err != nil {
			return err
		}
		t.board = boardSum(m, s)
		b.rt.afterChange(t)
		return nil
	})
}

// armDeadline sets the timer of the current round's deadline (an Arena's
// close): when it passes, the tables still playing are decided as the
// tournament's settings say and closed.
func (b *tourneys) armDeadline(t *tournament.Tournament) {
	at := t.Ends
	if t.Format != tournament.Arena {
		at = time.Time{}
		if cur := t.Current(); cur != nil {
			at = cur.Deadline
		}
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.timers == nil {
		b.timers = map[string]*time.Timer{}
	}
	if old := b.timers[t.ID]; old != nil {
		old.Stop()
		delete(b.timers, t.ID)
	}
	if at.IsZero() || t.State == tournament.Finished {
		return
	}
	id := t.ID
	b.timers[id] = time.AfterFunc(time.Until(at), func() {
		if !b.enter() {
			return
		}
		defer b.wg.Done()
		b.deadline(id)
	})
}

// deadline decides the tables still playing at a round's deadline (an
// Arena's close), as the tournament's settings say: by how each game
// stands where it can tell (standing), else drawn; and closes them. The
// channel is told how each table was decided.
func (b *tourneys) deadline(id string) {
	lock := b.lockFor(id)
	lock.Lock()
	defer lock.Unlock()
	r, err := b.load(id)
	if err != nil {
		return
	}
	t := r.t
	if err := b.countResults(r); err != nil {
		b.log.Error("counting tournament results", "tournament", id, "err", err)
		return
	}
	cur := t.Current()
	if cur == nil || t.State == tournament.Finished {
		return
	}
	at := cur.Deadline
	if t.Format == tournament.Arena {
		at = t.Ends
	}
	if at.IsZero() || time.Now().Before(at) {
		b.armDeadline(t)
		return
	}
	open := b.openTables(t)
	var lines []string
	for i, tb := range cur.Tables {
		if tb.Done() {
			continue
		}
		places, stood := tournament.Drawn(tb), false
		if t.AtDeadline != tournament.DrawAll && tb.ID != "" {
			places, stood = b.standing(tb)
		}
		if err := t.Record(len(t.Rounds)-1, i, places, "deadline"); err != nil {
			b.log.Error("deciding at the deadline", "tournament", id, "err", err)
			continue
		}
		if t.AtDeadline != tournament.DrawAll {
			lines = append(lines, "- "+render.DeadlineVerdict(tb.Seats, places, tb.ID != "", stood))
		}
	}
	if err := b.save(r); err != nil {
		b.log.Error("saving the deadline's results", "tournament", id, "err", err)
		return
	}
	switch {
	case len(open) > 0 && t.AtDeadline == tournament.DrawAll:
		b.say(t.Guild, t.Channel, "⏰ Time is up: "+render.Count(len(open), "unfinished table is drawn.", "unfinished tables are drawn."))
	case len(lines) > 0:
		b.say(t.Guild, t.Channel, "⏰ Time is up: "+render.Count(len(lines), "unfinished table is decided:", "unfinished tables are decided:")+"\n"+strings.Join(lines, "\n"))
	}
	b.closeTables(open)
	b.stepLocked(r)
	b.editMessage(t)
}

// standing is the places of an open tournament table by its game's own
// estimate of each seat (games.Evaluator, what its CPU players search
// with), and whether the game made one; a game that cannot tell, or a
// table that is no longer open, is drawn.
func (b *tourneys) standing(tb tournament.Table) (places []int, stood bool) {
	places = tournament.Drawn(tb)
	err := b.rt.withTable(tb.ID, anyPhase, func(t *table) error {
		e, ok := t.state.(games.Evaluator)
		if !ok || t.rec.Phase != storage.Playing || len(t.rec.Seats) != len(tb.Seats) {
			return nil
		}
		scores := make([]float64, len(tb.Seats))
		for i := range scores {
			scores[i] = e.Eval(i)
		}
		places, stood = tournament.ByScore(scores), true
		return nil
	})
	if err != nil {
		b.log.Warn("reading a tournament table's standing", "table", tb.ID, "err", err)
	}
	return places, stood
}

// timeUpInTournament ends a tournament table whose seats waited on ran
// out of their turn timer: they lose, the others share the win. The
// table and its result for the tournament are written together.
func (b *clock) timeUpInTournament(t *table, seats []int) {
	places := make([]int, len(t.rec.Seats))
	for i := range places {
		places[i] = 1
	}
	for _, s := range seats {
		places[s] = 2
	}
	if err := b.rt.updateWith(t, func(rec *storage.Table) { rec.Phase, rec.Deadline = storage.Cancelled, time.Time{} },
		func(rec *storage.Table) error { return b.store.EndTournamentTable(rec, places) }); err != nil {
		return
	}
	id := "deckhand.tournament.time_out_one"
	if len(seats) > 1 {
		id = "deckhand.tournament.time_out_many"
	}
	b.out.say(t.rec.GuildID, t.rec.ChannelID, b.rt.langs.public(t.rec.GuildID).T(id, "Who", seatNames(t, seats)))
	b.rt.afterChange(t)
}

// tournamentWarning is the turn timer's warning at a tournament table,
// where nobody moves for the absent, in l.
func tournamentWarning(l *lang.Lang, names, game string, left time.Duration) string {
	return l.T("deckhand.tournament.warning", "Who", names, "Game", game, "Left", left.String())
}

// resign ends a tournament table for a player who leaves it: they lose,
// the others share the win (nobody plays a tournament seat for anyone).
// The table and its result for the tournament are written together.
func (b *tableActions) resign(c *discord.Context, t *table, seat int) (answer, error) {
	places := make([]int, len(t.rec.Seats))
	for i := range places {
		places[i] = 1
	}
	places[seat] = 2
	if err := b.rt.updateWith(t, func(rec *storage.Table) { rec.Phase, rec.Deadline = storage.Cancelled, time.Time{} },
		func(rec *storage.Table) error { return b.rt.store.EndTournamentTable(rec, places) }); err != nil {
		return nil, err
	}
	b.rt.afterChange(t)
	l := b.rt.langs.public(t.rec.GuildID) // the channel is told
	return respond(c, discord.Message{Content: l.T("deckhand.tournament.resigned", "Who", "<@"+c.User.ID+">", "Game", games.InfoIn(t.game, l).Name)}), nil
}
