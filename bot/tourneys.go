package bot

import (
	"encoding/json"
	"errors"
	"sync"
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/bot/tournament"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
	"github.com/deckhand/deckhand/storage"
)

// DefaultMaxTournamentPlayers bounds the players of one tournament when
// Config.MaxTournamentPlayers is zero.
const DefaultMaxTournamentPlayers = 64

// tourneys runs the tournaments: their messages, their clicks, and step,
// which counts the results of tables that ended, pairs the next round
// and opens its tables. Every step of one tournament runs under that
// tournament's lock (tournament.go's rules are not safe for two at once);
// a step opens and reads tables through the runtime, never from a
// table's loop: a table that ends tells the tournament in the
// background (tableEnded).
type tourneys struct {
	*runState
	cfg     *Config
	store   *storage.Store
	rt      *tableRuntime
	clock   *clock // a tournament table's first deadline
	session *discordgo.Session

	mu     mutex
	locks  map[string]*sync.Mutex
	timers map[string]*time.Timer
}

// Refusals of the tournaments.
var (
	errNoTournament    = discord.RefuseT(discord.Missing, "deckhand.refusal.no_tournament")
	errOtherServer     = discord.RefuseT(discord.Forged, "deckhand.refusal.other_server")
	errNotOrganiser    = discord.RefuseT(discord.NotYours, "deckhand.refusal.not_organiser")
	errTournamentStore = discord.RefuseT(discord.Failed, "deckhand.refusal.tournament_store")
	errNoPlayerPicked  = discord.RefuseT(discord.Invalid, "deckhand.refusal.no_player_picked")
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

// gameName is the game of slug's name in l.
func (b *tourneys) gameName(l *lang.Lang, slug string) string {
	if g, ok := games.Lookup(slug); ok {
		return games.InfoIn(g, l).Name
	}
	return slug
}

// message is the tournament's message, in its server's language.
func (b *tourneys) message(t *tournament.Tournament) discord.Message {
	l := b.rt.langs.public(t.Guild)
	return render.TournamentMessageIn(l, t, b.gameName(l, t.Game))
}

// Create opens a tournament's sign-up in the interaction's channel.
func (b *tourneys) Create(c *discord.Context, s tournament.Settings) error {
	if c.Interaction.GuildID == "" {
		return discord.ErrNoGuild
	}
	g, ok := games.Lookup(s.Game)
	if !ok {
		return errUnknownGame
	}
	info := g.Info()
	name := games.InfoIn(g, reader(c)).Name
	if s.Format == tournament.Swiss && info.MinSeats > 2 {
		return discord.RefuseT(discord.Invalid, "deckhand.refusal.tournament_pods_only", "Game", name)
	}
	if s.Format != tournament.Pods {
		if info.MinSeats > 2 || info.MaxSeats < 2 {
			return discord.RefuseT(discord.Invalid, "deckhand.refusal.tournament_not_two", "Game", name)
		}
	} else if s.PodSize < info.MinSeats || s.PodSize > info.MaxSeats || info.MaxSeats < 3 {
		return discord.RefuseT(discord.Invalid, "deckhand.refusal.tournament_no_pods", "Game", name, "Lo", info.MinSeats, "Hi", info.MaxSeats)
	}
	if s.AtDeadline == "" {
		s.AtDeadline = tournament.ByStanding
	}
	if err := s.Check(); err != nil {
		return refusedTournament(err)
	}
	if err := checkOptions(games.InfoIn(g, reader(c)), s.Options); err != nil {
		return err
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
	l := reader(c)
	return c.Respond(discord.Notice(l.T("deckhand.tournament.opened", "Game", b.gameName(l, info.Slug))))
}

// refusedTournament answers a request the tournament turned down
// (tournament.Refusal) in the member's words; any other error is the
// store's.
func refusedTournament(err error) error {
	if r := tournament.Refused(err); r != nil {
		return discord.RefuseText(discord.Invalid, r.Why)
	}
	return errTournamentStore.Because(err)
}

func (b *tourneys) say(guild, channel, text string) { b.rt.out.say(guild, channel, text) }

// tableEnded hears, on the table's loop, that a table ended: a
// tournament's steps in the background.
func (b *tourneys) tableEnded(t *table) {
	if t.rec.Tournament == nil {
		return
	}
	tournamentID := t.rec.Tournament.ID
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
			pub := b.rt.langs.public(t.Guild)
			b.say(t.Guild, t.Channel, pub.T("deckhand.tournament.over")+champion(pub, t))
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
				b.say(t.Guild, t.Channel, b.rt.langs.public(t.Guild).T("deckhand.tournament.bye", "Round", round.Number, "Who", "<@"+round.Bye+">"))
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
