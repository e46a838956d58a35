// Package games holds the contract every Deckhand game implements and
// the pieces all games share. This package knows nothing of Discord or
// storage.
//
// A game is a deterministic state machine. It talks to players only
// through prompts (an open question to one seat) and answers. Pending
// decisions are data, never goroutines, so a game survives a restart in
// the middle of anything.
//
// What it holds:
//   - game.go: the contract (Game, State, Prompt, Answer, View, Result,
//     CardCounter) and the limits that keep a prompt renderable.
//   - answer.go: Find and the errors every game returns for an answer
//     that fits no open prompt; Waiting over prompts.
//   - search.go: the optional interfaces a CPU player searches with: the
//     lean path (Searchable: Clone, Legal, Waiting, Play), Evaluator,
//     Playouts, Heuristic and Knowledge.
//   - scene.go: Scener and the scene, a table described as data
//     (areas, zones, card faces, a chart) for a picture drawn by code
//     that knows no game. The checks that a scene hides what its viewer
//     cannot see are in the test kit, games/gametest.
//   - balance.go: the balance report's interfaces (Balanced, Plans);
//     lookup.go: CardLookup, a game's cards by name for /card.
//   - registry.go (Register, Lookup, All), replay.go (a game rebuilt
//     from its seed and answer log), random.go (the random legal
//     player), rng.go (the RNG kept in a state), seat.go (seat
//     references in text).
//
// Every game keeps the same skeleton: game.go (Info, New), apply.go
// (Apply, Play, Legal, Waiting), end.go (Result, Eval), view.go (Public,
// Private), scene.go (Scene), prompt.go (Prompts), state.go (the state,
// Clone, Determinize, Inventory), encode.go (Encode, Decode), and where
// a game offers them heuristic.go (Suggest), knowledge.go (Known, Zone),
// playouts.go and balance.go; other files are named after the game's own
// concepts. games/all's tests hold every game to it.
package games

import (
	"math/rand/v2"
)

// Game describes one kind of game and makes its states.
type Game interface {
	Info() Info
	// New deals a fresh game. The same Config always gives the same state.
	New(cfg Config) (State, error)
	// Decode rebuilds a state from the bytes of State.Encode.
	Decode(data []byte) (State, error)
}

// State is one moment of one game.
type State interface {
	// Prompts lists the open questions now, for every seat. A seat may
	// have several at once (meld, lay off, discard) and several seats may
	// have prompts at once (simultaneous choices, a Call bluff window).
	// A prompt ID is unique among the prompts of its seat. Every option
	// of a single-choice prompt (Max 1) is a legal answer: players,
	// timers and the random player rely on it. Callers treat the result
	// as read-only, so a game may build it once per change and share it.
	Prompts() []Prompt
	// Apply validates and applies one answer. On error the state is
	// unchanged, byte for byte, and the error says why in words a player
	// understands.
	Apply(a Answer) ([]Event, error)
	// Public is what the whole channel may see.
	Public() View
	// Private is what one seat may see: its hand and its own secrets.
	Private(seat int) View
	// Result is nil while the game runs.
	Result() *Result
	// Encode serialises the whole state, RNG included. Equal states encode
	// to equal bytes.
	Encode() ([]byte, error)
	// Determinize returns a state consistent with everything seat knows,
	// with every card hidden from that seat redistributed at random among
	// the places it could be. Public() and Private(seat) of the result
	// equal those of the receiver. The receiver is not changed.
	Determinize(seat int, rng *rand.Rand) State
}

// Info describes a game for the lobby and the rules page.
type Info struct {
	Slug     string // stable id used in storage and commands: "rummy"
	Name     string // shown to players: "Rummy"
	Summary  string // one line for /help and the lobby
	MinSeats int
	MaxSeats int
	Options  []OptionSpec
	// Rules is the rules page, Markdown as Discord shows it: a "# Name"
	// title, then "##" sections (and "###" within them) of at most
	// RulesSectionMax characters each, paragraphs on one line each (Discord
	// shows every line break), no tables and no HTML comments. Discord
	// pages it at its headings, so no sentence is ever cut.
	Rules string
}

// RulesSectionMax is the most characters from one heading of a rules
// page to the next: what one page of it in Discord shows.
const RulesSectionMax = 2000

// OptionSpec is one lobby option of a game. Values are always strings.
type OptionSpec struct {
	Key     string
	Name    string
	Help    string
	Choices []Choice // what the lobby's select offers; at most 25
	Default string
}

// Choice is one allowed value of an option.
type Choice struct {
	Value string
	Label string
	// Detail is the line under the label in the lobby's select (at most
	// 100 characters); the option's Help when empty.
	Detail string
}

// Config is everything New needs. Options missing from the map take
// their defaults.
type Config struct {
	Seats   int
	Seed    uint64
	Options map[string]string
	// Edition, when set, is the edition of the game's cards to deal, for
	// a game that revises its cards between versions (Revised); nil
	// deals the newest. A game dealt again from its Config, as a replay
	// is, plays as it was dealt only with the edition it was dealt in:
	// a revised card would make its recorded answers mean other things.
	Edition *int
}

// Revised is implemented by the states of a game that revises its cards
// between versions: DealtEdition is the edition the game was dealt in
// and keeps to its end, for Config.Edition when it is dealt again.
type Revised interface {
	DealtEdition() int
}

// Option returns the value of key, or its default from specs.
func (c Config) Option(specs []OptionSpec, key string) string {
	if v, ok := c.Options[key]; ok {
		return v
	}
	for _, s := range specs {
		if s.Key == key {
			return s.Default
		}
	}
	return ""
}

// Prompt is an open question to one seat.
type Prompt struct {
	ID      string // stable while the question stands; see ValidID
	Seat    int
	Text    string
	Options []Option
	Min     int // how many options an answer picks, at least
	Max     int // and at most
	// Optional prompts do not hold the game up: a turn timer never
	// answers them and nobody is "waited on" for them (Call bluff).
	Optional bool
	// Public prompts may be answered from the public board (a button
	// every seated player sees), such as Call bluff.
	Public bool
}

// Option is one possible choice of a prompt. Cards are options.
type Option struct {
	ID     string // unique within its prompt; see ValidID
	Label  string // at most MaxLabelLen
	Detail string // longer explanation; at most MaxDetailLen
}

// ValidID reports whether id may be a prompt or option id: 1 to MaxIDLen
// bytes of ASCII letters, digits and . _ - + = ~ . Ids travel inside
// Discord custom ids, where the bot separates its parts with ':'.
func ValidID(id string) bool {
	if id == "" || len(id) > MaxIDLen {
		return false
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9':
		case c == '.' || c == '_' || c == '-' || c == '+' || c == '=' || c == '~':
		default:
			return false
		}
	}
	return true
}

// Limits that keep every prompt renderable as Discord components.
const (
	MaxIDLen     = 24
	MaxLabelLen  = 80
	MaxDetailLen = 100
	MaxTextLen   = 300
	// MaxPromptsPerSeat leaves one of Discord's five rows for navigation.
	MaxPromptsPerSeat = 4
	// MaxOptions: a lobby is one row of buttons and one select per
	// option, in Discord's five rows.
	MaxOptions = 4
)

// Answer answers one prompt.
type Answer struct {
	Seat     int      `json:"seat"`
	PromptID string   `json:"prompt"`
	Choices  []string `json:"choices,omitempty"`
}

// Event is one line of what happened. Public events go to the board's
// recent moves; a private one only to its seat.
type Event struct {
	// Msg is the event as data, set by a game whose words are in
	// catalogs (a Speaker): the board keeps it and says it to each reader
	// in their language, today or after a restart. Text is then what
	// Msg says in the state's language (English unless asked otherwise),
	// or empty when the game leaves the saying to the reader.
	Msg     Text
	Text    string
	Seat    int  // the seat a private event is for
	Private bool // shown only to Seat
}

// View is something to show: the board or one seat's hand.
type View struct {
	Title  string
	Lines  []string // the body, Markdown, one line each
	Fields []Field
	// Elsewhere are the lines of a hand's Lines that its pictured
	// message says elsewhere: its picture (the seat's Scene, CardsOnly)
	// shows them (its cards, their counts, a note under them), or a
	// question of the seat's asks them. A hand message that carries the
	// picture leaves them out of its text; the text view, sent when no
	// picture can go, keeps every line.
	Elsewhere []string
}

// Field is a titled block of a view.
type Field struct {
	Name   string
	Value  string
	Inline bool
	// Elsewhere marks a hand's field that its picture shows as well (a
	// zone of cards the seat was shown), as View.Elsewhere does a line.
	Elsewhere bool
}

// Result is how a finished game ended.
type Result struct {
	// Rank per seat: 1 is first; equal ranks are ties.
	Rank []int
	// Score per seat, where the game keeps one (nil otherwise).
	Score []int
	// Summary, one or two lines for the channel.
	Summary string
	// SummaryMsg and WhyMsg are Summary and Why as data, set by a game
	// whose words are in catalogs: what history keeps, to say later in
	// whichever language its reader reads.
	SummaryMsg Text
	WhyMsg     []Text
	// Why per seat, where set, is a few words said beside the seat's
	// place in the ranking when its score alone does not explain it
	// ("ran out of cards before the deck did"): the ranking is read
	// without the summary where the picture heads with it, and a
	// notification or a screen reader gets the ranking alone.
	Why []string
}

// Winners returns the seats ranked first.
func (r *Result) Winners() []int {
	var w []int
	for s, rk := range r.Rank {
		if rk == 1 {
			w = append(w, s)
		}
	}
	return w
}

// CardCounter is implemented by games with physical cards: Inventory
// lists every card in every zone (hands, piles, table, out of the game).
// The multiset never changes while the game runs; the test kit checks it.
type CardCounter interface {
	Inventory() []string
}
