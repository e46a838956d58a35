package bot

import (
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/bot/tournament"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// DefaultMaxTournamentPlayers bounds the players of one tournament when
// Config.MaxTournamentPlayers is zero.
const DefaultMaxTournamentPlayers = 64

// tourneys runs the tournaments: their messages, their clicks, and step,
// which counts the results of tables that ended, pairs the next round
// and opens its tables. Every step of one tournament runs under that
// tournament's lock (tournament.go's rules are not safe for two at once);
// a step opens and reads tables through the runtime, never with a table
// locked by the caller: a table that ends tells the tournament in the
// background (tableEnded).
type tourneys struct {
	*life
	cfg     *Config
	store   *storage.Store
	rt      *tableRuntime
	session *discordgo.Session

	mu     mutex
	locks  map[string]*sync.Mutex
	timers map[string]*time.Timer
}

// Refusals of the tournaments.
var (
	errNoTournament    = discord.Refuse(discord.Missing, "This tournament is gone.")
	errOtherServer     = discord.Refuse(discord.Forged, "This button belongs to another server's tournament.")
	errNotOrganiser    = discord.Refuse(discord.NotYours, "Only the organiser or someone who can manage the server can do that.")
	errTournamentStore = discord.Refuse(discord.Failed, "I could not save the tournament just now. Nothing changed; please try again.")
	errNoPlayerPicked  = discord.Refuse(discord.Invalid, "Pick the player to drop.")
)

// scaled is a tournament's span (an Arena's window, a round's time)
// as the turn timers are scaled (Config.TimerScale, for tests).
func (b *tourneys) scaled(d time.Duration) time.Duration {
	return time.Duration(float64(d) * b.cfg.TimerScale)
}

func (c *Config) maxTournamentPlayers() int {
	switch {
	case c.MaxTournamentPlayers == 0:
		return DefaultMaxTournamentPlayers
	case c.MaxTournamentPlayers < 0:
		return 0
	}
	return c.MaxTournamentPlayers
}

// lockFor is the lock of one tournament's steps.
func (b *tourneys) lockFor(id string) *sync.Mutex {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.locks == nil {
		b.locks = map[string]*sync.Mutex{}
	}
	l, ok := b.locks[id]
	if !ok {
		l = &sync.Mutex{}
		b.locks[id] = l
	}
	return l
}

// event is a tournament as stored and as its rules see it.
type event struct {
	rec *storage.Tournament
	t   *tournament.Tournament
}

func (b *tourneys) load(id string) (*event, error) {
	rec, err := b.store.LoadTournament(id)
	if errors.Is(err, storage.ErrNoTournament) {
		return nil, errNoTournament
	}
	if err != nil {
		return nil, errTournamentStore.Because(err)
	}
	var t tournament.Tournament
	if err := json.Unmarshal(rec.Data, &t); err != nil {
		b.log.Error("tournament does not decode: set aside", "tournament", id, "err", err)
		if qerr := b.store.QuarantineTournament(id, "data does not decode: "+err.Error()); qerr != nil {
			b.log.Error("setting tournament aside", "tournament", id, "err", qerr)
		}
		return nil, errNoTournament
	}
	t.ID = rec.ID
	return &event{rec: rec, t: &t}, nil
}

// save writes the tournament's record.
func (b *tourneys) save(r *event) error {
	data, err := json.Marshal(r.t)
	if err != nil {
		return err
	}
	r.rec.Data, r.rec.Open = data, r.t.State != tournament.Finished
	return b.store.SaveTournament(r.rec)
}

func (b *tourneys) gameName(slug string) string {
	if g, ok := games.Lookup(slug); ok {
		return g.Info().Name
	}
	return slug
}

func (b *tourneys) message(t *tournament.Tournament) discord.Message {
	return render.TournamentMessage(t, b.gameName(t.Game))
}

// Create opens a tournament's sign-up in the interaction's channel.
func (b *tourneys) Create(c *discord.Context, s tournament.Settings) error {
	if c.Interaction.GuildID == "" {
		return errNoGuild
	}
	g, ok := games.Lookup(s.Game)
	if !ok {
		return errUnknownGame
	}
	info := g.Info()
	if s.Format == tournament.Swiss && info.MinSeats > 2 {
		return discord.Refusef(discord.Invalid, "%s is not played by two: choose pods.", info.Name)
	}
	if s.Format != tournament.Pods {
		if info.MinSeats > 2 || info.MaxSeats < 2 {
			return discord.Refusef(discord.Invalid, "%s is not played by two.", info.Name)
		}
	} else if s.PodSize < info.MinSeats || s.PodSize > info.MaxSeats || info.MaxSeats < 3 {
		return discord.Refusef(discord.Invalid, "%s seats %d to %d: pods need a game of three or more.", info.Name, info.MinSeats, info.MaxSeats)
	}
	if s.AtDeadline == "" {
		s.AtDeadline = tournament.DrawAll
	}
	if err := s.Check(); err != nil {
		return discord.Refuse(discord.Invalid, sentence(err))
	}
	t := &tournament.Tournament{Guild: c.Interaction.GuildID, Channel: c.Interaction.ChannelID, Organiser: c.User.ID, Settings: s, State: tournament.SignUp}
	data, err := json.Marshal(t)
	if err != nil {
		return errTournamentStore.Because(err)
	}
	rec := &storage.Tournament{GuildID: t.Guild, Open: true, Data: data}
	if err := b.store.CreateTournament(rec); err != nil {
		return errTournamentStore.Because(err)
	}
	t.ID = rec.ID
	r := &event{rec: rec, t: t}
	lock := b.lockFor(t.ID)
	lock.Lock()
	defer lock.Unlock()
	msg, err := b.session.ChannelMessageSendComplex(t.Channel, b.message(t).Send())
	if err != nil {
		b.log.Warn("posting tournament", "tournament", t.ID, "err", err)
		t.State = tournament.Finished
		if err := b.save(r); err != nil {
			b.log.Error("closing unposted tournament", "tournament", t.ID, "err", err)
		}
		return errNoLobby
	}
	t.Message = msg.ID
	if err := b.save(r); err != nil {
		b.log.Error("saving tournament message", "tournament", t.ID, "err", err)
	}
	return c.Respond(discord.Notice(fmt.Sprintf("Your %s tournament is open for sign-up. Press **Start** on it when everyone is in.", info.Name)))
}

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
		b.say(t.Channel, told)
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
	b.say(t.Channel, fmt.Sprintf("<@%s> ended the tournament.%s", c.User.ID, champion(t)))
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
			b.rt.out.say(t.rec.ChannelID, "The tournament decided this game; the table is closed.")
			return nil
		})
		if err != nil {
			b.log.Warn("closing tournament table", "table", id, "err", err)
		}
	}
}

func (b *tourneys) say(channel, text string) { b.rt.out.say(channel, text) }

// tableEnded is told, with the table locked, that a tournament's table
// ended; the tournament steps in the background.
func (b *tourneys) tableEnded(tournamentID string) {
	if !b.enter() {
		return
	}
	// Counted as the bot's own work, so that a test that waits for the
	// bot to settle sees the standings that follow.
	b.background.add()
	go func() {
		defer b.wg.Done()
		defer b.background.done()
		b.step(tournamentID)
	}()
}

// step moves a tournament on as far as it can: see stepLocked.
func (b *tourneys) step(id string) {
	lock := b.lockFor(id)
	lock.Lock()
	defer lock.Unlock()
	r, err := b.load(id)
	if err != nil {
		b.log.Warn("tournament step", "tournament", id, "err", err)
		return
	}
	b.stepLocked(r)
	b.editMessage(r.t)
}

func (b *tourneys) editMessage(t *tournament.Tournament) {
	if t.Message == "" {
		return
	}
	if _, err := b.session.ChannelMessageEditComplex(b.message(t).Edit(t.Channel, t.Message)); err != nil {
		b.log.Warn("editing tournament message", "tournament", t.ID, "err", err)
	}
}

// stepLocked counts the results the tables left (storage keeps each
// with its game's final move until the tournament's record counts it, in
// one write), decides the round's tables that closed without one, pairs
// the next round or Arena games and opens their tables, and ends the
// tournament after its last round. Each of these is saved before the
// next begins, and each is idempotent, so a start runs it again for every
// open tournament: no result is lost or counted twice, no round paired
// twice, no table opened twice (a table is written with the record that
// names it).
func (b *tourneys) stepLocked(r *event) {
	t := r.t
	if err := b.countResults(r); err != nil {
		b.log.Error("counting tournament results", "tournament", t.ID, "err", err)
		return
	}
	for t.State == tournament.Running {
		now := time.Now().UTC()
		if t.Over(now) {
			if err := t.Finish(tournament.Drawn); err != nil {
				b.log.Error("finishing tournament", "tournament", t.ID, "err", err)
				return
			}
			if err := b.save(r); err != nil {
				b.log.Error("saving finished tournament", "tournament", t.ID, "err", err)
				return
			}
			b.say(t.Channel, "The tournament is over."+champion(t))
			return
		}
		paired := false
		if t.Format == tournament.Arena {
			paired = len(t.PairArena(now)) > 0
		} else if cur := t.Current(); cur == nil || cur.Done() {
			round, err := t.NextRound(now)
			if err != nil {
				b.log.Warn("pairing a round", "tournament", t.ID, "err", err)
				return
			}
			paired = true
			if t.RoundTime > 0 {
				round.Deadline = round.Opened.Add(b.scaled(t.RoundTime))
			}
			if round.Bye != "" {
				b.say(t.Channel, fmt.Sprintf("Round %d: <@%s> has the bye (a win).", round.Number, round.Bye))
			}
		}
		if paired {
			if err := b.save(r); err != nil {
				b.log.Error("saving a paired round", "tournament", t.ID, "err", err)
				return
			}
		}
		if !b.openRound(r) {
			return
		}
		if cur := t.Current(); !paired || cur == nil || !cur.Done() {
			b.armDeadline(t)
			return
		}
	}
}

// countResults takes the results tables left and records them; a table
// of the current round that closed without a result (its game was ended
// or closed idle) is drawn.
func (b *tourneys) countResults(r *event) error {
	t := r.t
	waiting, err := b.store.TournamentResults(t.ID)
	if err != nil {
		return err
	}
	var counted []string
	for tableID, places := range waiting {
		round, idx, ok := t.TableOf(tableID)
		if ok {
			if err := t.Record(round, idx, places, "game"); err != nil && !tournament.IsRefusal(err) {
				return err
			}
		}
		counted = append(counted, tableID)
	}
	if cur := t.Current(); cur != nil && t.State != tournament.Finished {
		for i, tb := range cur.Tables {
			if tb.ID == "" || tb.Done() {
				continue
			}
			if _, pending := waiting[tb.ID]; pending {
				continue
			}
			rec, err := b.store.Table(tb.ID)
			if err == nil && rec.Phase.Done() {
				if err := t.Record(len(t.Rounds)-1, i, tournament.Drawn(tb), "closed"); err != nil && !tournament.IsRefusal(err) {
					return err
				}
				counted = append(counted, tb.ID)
			}
		}
	}
	if len(counted) == 0 {
		return nil
	}
	data, err := json.Marshal(t)
	if err != nil {
		return err
	}
	r.rec.Data, r.rec.Open = data, t.State != tournament.Finished
	return b.store.CountTournamentResults(r.rec, counted)
}

// resume steps every open tournament after a start: results left while
// the bot was down are counted, a round paired but not wholly opened
// opens its other tables, and deadlines are armed again.
func (b *tourneys) resume() {
	recs, problems, err := b.store.OpenTournaments()
	if err != nil {
		b.log.Error("reading tournaments", "err", err)
		return
	}
	for _, p := range problems {
		b.log.Error("tournament set aside", "record", p.Key, "err", p.Err)
	}
	for _, rec := range recs {
		b.step(rec.ID)
	}
}
