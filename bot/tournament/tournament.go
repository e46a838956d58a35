package tournament

import (
	"errors"
	"time"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// Format is how a tournament pairs and scores.
type Format string

const (
	// Swiss: a set number of rounds of two-seat games, paired by PairSwiss.
	Swiss Format = "swiss"
	// Pods: a set number of rounds of tables of three to eight seats, of
	// any game that seats as many, seated by standing, points by place.
	Pods Format = "pods"
	// Arena: a time window; whoever finishes a game queues again and is
	// paired at once; streaks double a win's points.
	Arena Format = "arena"
)

// State is where a tournament is in its life.
type State string

const (
	SignUp   State = "signup"
	Running  State = "running"
	Paused   State = "paused"
	Finished State = "finished"
)

// AtDeadline is what a round's deadline does to its unfinished tables.
type AtDeadline string

const (
	// ByStanding: by how the game stands so far where it can tell (its
	// own estimate of each seat), else drawn.
	ByStanding AtDeadline = "standing"
	// DrawAll: every unfinished table is drawn.
	DrawAll AtDeadline = "draw"
)

// Settings are fixed when the tournament is created.
type Settings struct {
	Game       string
	Format     Format
	RoundCount int           // Swiss, Pods: rounds to play
	Window     time.Duration // Arena
	PodSize    int           // Pods
	TurnTimer  time.Duration
	RoundTime  time.Duration // how long a round may run; 0: no deadline
	Options    map[string]string
	AtDeadline AtDeadline
	// Unrated: the tournament's games move no rating (they are rated
	// unless the organiser said otherwise).
	Unrated bool `json:",omitempty"`
}

// Entrant is one who joined.
type Entrant struct {
	ID        string
	Name      string
	CheckedIn bool
	Dropped   bool
}

// Table is one game of a round: its seats (entrant ids, the first seat
// first) and, once it has ended, the place each seat finished in (1 is
// first; equal places share).
type Table struct {
	Seats  []string
	Places []int
	// ID is the game table's id once it is open.
	ID string
	// How the result came: "game", "deadline", "ended".
	How string
	// Seq orders results as they came (an Arena streak follows it).
	Seq int
}

// Done is whether the table has a result.
func (t Table) Done() bool { return t.Places != nil }

// Round is one round's tables and bye (Swiss); an Arena has one round
// holding every game in the order they were paired.
type Round struct {
	Number   int
	Tables   []Table
	Bye      string
	Opened   time.Time
	Deadline time.Time
}

// Done is whether every table of the round has its result.
func (r Round) Done() bool {
	for _, t := range r.Tables {
		if !t.Done() {
			return false
		}
	}
	return true
}

// Tournament is one event of one server, from sign-up to champion.
type Tournament struct {
	ID        string
	Guild     string
	Channel   string
	Message   string // the tournament message's id
	Organiser string
	Settings
	State    State
	Entrants []Entrant
	Rounds   []Round
	Started  time.Time
	Ends     time.Time // Arena: when the window closes
	Waiting  []string  // Arena: who waits for a game
	Results  int       // results recorded so far
}

// Refusal is a request a tournament turns down; nothing changed. Why is
// a message of the bot's catalog, said in the refused member's language;
// Error says it in English.
type Refusal struct{ Why games.Text }

func (r *Refusal) Error() string { return lang.Get(lang.English).Say(r.Why) }

// refuse is the Refusal of the message id with its name, value pairs.
func refuse(id string, pairs ...any) error { return &Refusal{Why: games.Say(id, pairs...)} }

// Refused is err's refusal, nil when err is none.
func Refused(err error) *Refusal {
	var r *Refusal
	if errors.As(err, &r) {
		return r
	}
	return nil
}

// IsRefusal is whether err is a request turned down.
func IsRefusal(err error) bool { return Refused(err) != nil }

// MinPlayers is the fewest entrants a format starts with.
func (s Settings) MinPlayers() int {
	if s.Format == Pods {
		return 3
	}
	return 2
}

// Check refuses settings no tournament can run with.
func (s Settings) Check() error {
	switch s.Format {
	case Swiss, Pods:
		if s.RoundCount < 1 || s.RoundCount > 20 {
			return refuse("deckhand.tournament.refusal.rounds", "Format", string(s.Format))
		}
	case Arena:
		if s.Window < 5*time.Minute || s.Window > 24*time.Hour {
			return refuse("deckhand.tournament.refusal.arena_length")
		}
	default:
		return refuse("deckhand.tournament.refusal.no_format", "Format", string(s.Format))
	}
	if s.Format == Pods && (s.PodSize < 3 || s.PodSize > 8) {
		return refuse("deckhand.tournament.refusal.pod_size")
	}
	if s.TurnTimer <= 0 {
		return refuse("deckhand.tournament.refusal.timer")
	}
	switch s.AtDeadline {
	case "", ByStanding, DrawAll: // "": the default, by standing
	default:
		return refuse("deckhand.tournament.refusal.at_deadline", "Value", string(s.AtDeadline))
	}
	return nil
}

func (t *Tournament) entrant(id string) *Entrant {
	for i := range t.Entrants {
		if t.Entrants[i].ID == id {
			return &t.Entrants[i]
		}
	}
	return nil
}

// Active is the entrants still playing, in the order they joined.
func (t *Tournament) Active() []string {
	var out []string
	for _, e := range t.Entrants {
		if !e.Dropped {
			out = append(out, e.ID)
		}
	}
	return out
}

// Join adds an entrant while sign-up is open, at most limit of them.
func (t *Tournament) Join(id, name string, limit int) error {
	if t.State != SignUp {
		return refuse("deckhand.tournament.refusal.signup_closed")
	}
	if t.entrant(id) != nil {
		return refuse("deckhand.tournament.refusal.joined")
	}
	if limit > 0 && len(t.Entrants) >= limit {
		return refuse("deckhand.tournament.refusal.full", "Count", limit)
	}
	t.Entrants = append(t.Entrants, Entrant{ID: id, Name: name})
	return nil
}

// Leave takes an entrant out: during sign-up they are gone, later they
// drop (their results stay; they are paired no more).
func (t *Tournament) Leave(id string) error {
	e := t.entrant(id)
	if e == nil || e.Dropped {
		return refuse("deckhand.tournament.refusal.not_in")
	}
	if t.State == SignUp {
		for i := range t.Entrants {
			if t.Entrants[i].ID == id {
				t.Entrants = append(t.Entrants[:i], t.Entrants[i+1:]...)
				break
			}
		}
		return nil
	}
	return t.Drop(id)
}

// CheckIn marks an entrant present. Once anyone has checked in, Start
// drops whoever has not.
func (t *Tournament) CheckIn(id string) error {
	if t.State != SignUp {
		return refuse("deckhand.tournament.refusal.checkin_closed")
	}
	e := t.entrant(id)
	if e == nil {
		return refuse("deckhand.tournament.refusal.join_first")
	}
	if e.CheckedIn {
		return refuse("deckhand.tournament.refusal.checked_in")
	}
	e.CheckedIn = true
	return nil
}

// Drop takes a player out of the pairings from the next round (or, in an
// Arena, the queue) on; their results stay.
func (t *Tournament) Drop(id string) error {
	if t.State == Finished {
		return refuse("deckhand.tournament.refusal.is_over")
	}
	e := t.entrant(id)
	if e == nil || e.Dropped {
		return refuse("deckhand.tournament.refusal.not_playing", "Who", "<@"+id+">")
	}
	e.Dropped = true
	for i, w := range t.Waiting {
		if w == id {
			t.Waiting = append(t.Waiting[:i], t.Waiting[i+1:]...)
			break
		}
	}
	return nil
}

// Start closes sign-up. Who has not checked in drops if anyone has.
func (t *Tournament) Start(now time.Time) error {
	if t.State != SignUp {
		return refuse("deckhand.tournament.refusal.started")
	}
	checked := 0
	for _, e := range t.Entrants {
		if e.CheckedIn {
			checked++
		}
	}
	players := len(t.Entrants)
	if checked > 0 {
		players = checked
	}
	if players < t.MinPlayers() {
		return refuse("deckhand.tournament.refusal.needs", "Format", string(t.Format), "Count", t.MinPlayers())
	}
	if checked > 0 {
		for i := range t.Entrants {
			if !t.Entrants[i].CheckedIn {
				t.Entrants[i].Dropped = true
			}
		}
	}
	t.State = Running
	t.Started = now
	if t.Format == Arena {
		t.Ends = now.Add(t.Window)
		t.Waiting = t.Active()
		t.Rounds = []Round{{Number: 1, Opened: now}}
	}
	return nil
}

// Pause stops new rounds (and Arena games) from being paired; tables in
// play go on.
func (t *Tournament) Pause() error {
	if t.State != Running {
		return refuse("deckhand.tournament.refusal.pause_running")
	}
	t.State = Paused
	return nil
}

// Resume lets pairing go on.
func (t *Tournament) Resume() error {
	if t.State != Paused {
		return refuse("deckhand.tournament.refusal.not_paused")
	}
	t.State = Running
	return nil
}

// Current is the round in play, or nil.
func (t *Tournament) Current() *Round {
	if len(t.Rounds) == 0 {
		return nil
	}
	return &t.Rounds[len(t.Rounds)-1]
}

// Seated is the table of the current round where id plays, or -1.
func (t *Tournament) Seated(id string) int {
	r := t.Current()
	if r == nil {
		return -1
	}
	for i, tb := range r.Tables {
		if tb.Done() {
			continue
		}
		for _, s := range tb.Seats {
			if s == id {
				return i
			}
		}
	}
	return -1
}
