package table

import (
	"fmt"
	"slices"
	"time"

	"github.com/deckhand/deckhand/games"
)

// Open is a new lobby of game g in a channel, hosted by host, who takes
// the first seat; the game's options start at their defaults.
func Open(g games.Info, guild, channel string, host Member, seed uint64, timer time.Duration, noPings bool) Table {
	t := Table{
		Guild: guild, Channel: channel, Game: g, Host: host.ID, Phase: Lobby,
		Seats:   []Seat{{UserID: host.ID, Name: host.Name}},
		Options: map[string]string{},
		Seed:    seed, Timer: timer, NoPings: noPings,
	}
	for _, o := range g.Options {
		t.Options[o.Key] = o.Default
	}
	return t
}

// Join seats By in a free seat of the lobby.
type Join struct{ By Member }

func (e Join) on(t Table) (Table, []Effect, error) {
	if err := inLobby(t); err != nil {
		return t, nil, err
	}
	if t.SeatOf(e.By.ID) >= 0 {
		return t, nil, refuse(AlreadySeated)
	}
	if len(t.Seats) >= t.Game.MaxSeats {
		return t, nil, refuse(Full)
	}
	t.Seats = append(t.Seats, Seat{UserID: e.By.ID, Name: e.By.Name})
	return t, []Effect{Save{}, ShowLobby{}}, nil
}

// LeaveLobby takes By out of the lobby. A host who leaves hands it to
// Heir, the first other person seated who may host one more table (Heirs
// and Bounds.MayHost), Passed those before them who may not; with no heir
// the lobby closes.
type LeaveLobby struct {
	By     Member
	Heir   string
	Passed []string
}

func (e LeaveLobby) on(t Table) (Table, []Effect, error) {
	if err := inLobby(t); err != nil {
		return t, nil, err
	}
	seat := t.SeatOf(e.By.ID)
	if seat < 0 {
		return t, nil, refuse(NotAtTable)
	}
	host := t.Host == e.By.ID
	t.Seats = slices.Delete(t.Seats, seat, seat+1)
	if host {
		if t.Host = e.Heir; t.Host == "" {
			t.Phase = Cancelled
		}
	}
	effects := []Effect{Save{}}
	// The channel hears of a hand-off only when someone was passed over:
	// otherwise the lobby itself shows who hosts it now.
	if host && len(e.Passed) > 0 {
		news := News{What: HostLeftLobby, User: e.By.ID, Heir: e.Heir, Passed: e.Passed}
		if e.Heir == "" {
			news.What = LobbyOrphaned
		}
		effects = append(effects, Say{news})
	}
	effects = append(effects, ShowLobby{})
	if t.Phase.Done() {
		effects = append(effects, Forget{})
	}
	return t, effects, nil
}

// AddCPU seats a CPU player at Level, for the host.
type AddCPU struct {
	By    Member
	Level string
}

func (e AddCPU) on(t Table) (Table, []Effect, error) {
	if err := inLobby(t); err != nil {
		return t, nil, err
	}
	if e.By.ID != t.Host {
		return t, nil, hostOnly(AddCPUs)
	}
	if len(t.Seats) >= t.Game.MaxSeats {
		return t, nil, refuse(Full)
	}
	t.Seats = append(t.Seats, Seat{Name: fmt.Sprintf("CPU %d", len(t.Seats)+1), CPU: true, Level: e.Level})
	return t, []Effect{Save{}, ShowLobby{}}, nil
}

// Cancel closes the lobby, for its host or a channel manager.
type Cancel struct{ By Member }

func (e Cancel) on(t Table) (Table, []Effect, error) {
	if err := inLobby(t); err != nil {
		return t, nil, err
	}
	if e.By.ID != t.Host && !e.By.Manager {
		return t, nil, hostOnly(CancelTable)
	}
	t.Phase = Cancelled
	return t, []Effect{Save{}, ShowLobby{}, Forget{}}, nil
}

// SetOption sets the game's option Key to the one value in Values, for
// the host; no value at all picks the choice after the current one (a
// switch button, where the lobby is short of rows for a select).
type SetOption struct {
	By     Member
	Key    string
	Values []string
}

func (e SetOption) on(t Table) (Table, []Effect, error) {
	if err := inLobby(t); err != nil {
		return t, nil, err
	}
	if e.By.ID != t.Host {
		return t, nil, refuse(OptionsHostOnly)
	}
	i := slices.IndexFunc(t.Game.Options, func(o games.OptionSpec) bool { return o.Key == e.Key })
	if i < 0 {
		return t, nil, refuse(Forged)
	}
	spec, values := t.Game.Options[i], e.Values
	if len(values) == 0 {
		values = []string{nextChoice(spec, t.Options[e.Key])}
	}
	if len(values) != 1 || !HasChoice(spec, values[0]) {
		return t, nil, refuse(Forged)
	}
	if t.Options == nil {
		t.Options = map[string]string{}
	}
	t.Options[e.Key] = values[0]
	return t, []Effect{Save{}, ShowLobby{}}, nil
}

// nextChoice is the choice after v, the first after the last.
func nextChoice(o games.OptionSpec, v string) string {
	for i, c := range o.Choices {
		if c.Value == v {
			return o.Choices[(i+1)%len(o.Choices)].Value
		}
	}
	return o.Choices[0].Value
}

// HasChoice reports whether v is one of o's choices: what a lobby's
// select offers, and a tournament's typed options are held to.
func HasChoice(o games.OptionSpec, v string) bool {
	return slices.ContainsFunc(o.Choices, func(c games.Choice) bool { return c.Value == v })
}

// Start deals the game, for the host, once the seats are within the
// game's bounds; the lobby becomes the board.
type Start struct{ By Member }

func (e Start) on(t Table) (Table, []Effect, error) {
	if err := inLobby(t); err != nil {
		return t, nil, err
	}
	if e.By.ID != t.Host {
		return t, nil, hostOnly(StartGame)
	}
	if n := len(t.Seats); n < t.Game.MinSeats || n > t.Game.MaxSeats {
		return t, nil, refuse(SeatsWanted)
	}
	t.Phase = Playing
	return t, []Effect{Deal{}, Save{}, SetTimer{}, AskCPUs{}, ShowBoard{}}, nil
}

// SetPings turns the turn pings off (Off) or on, for the host; Switch
// turns them the other way from how they are (a switch button, where the
// lobby is short of rows for a select).
type SetPings struct {
	By     Member
	Switch bool
	Off    bool
}

func (e SetPings) on(t Table) (Table, []Effect, error) {
	if err := inLobby(t); err != nil {
		return t, nil, err
	}
	if e.By.ID != t.Host {
		return t, nil, refuse(OptionsHostOnly)
	}
	if e.Switch {
		t.NoPings = !t.NoPings
	} else {
		t.NoPings = e.Off
	}
	return t, []Effect{Save{}, ShowLobby{}}, nil
}
