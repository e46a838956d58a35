// Package picktest is a game for the bot's own tests: each seat in turn
// picks options from a prompt of N options (N set per state), with an
// optional multi-select; it ends after Rounds picks. It lets tests shape
// prompts of any size, and panics on demand, without depending on a real
// game. Importing it registers the game as "pick".
package picktest

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"

	"github.com/deckhand/deckhand/games"
)

// Game is the pick game.
type Game struct{}

// State is a pick game being played; tests set its fields to shape it.
type State struct {
	Seats     int
	Turn      int
	Picks     int
	Rounds    int
	Size      int    // options in the main prompt
	Multi     int    // options in a second, multi-select prompt (0: none)
	May       bool   // the main prompt may be declined (Min 0)
	First     string // the label of the main prompt's first option, if set
	Optional  bool   // the main prompt does not hold the game up
	Panic     bool
	PanicView bool // Public panics
	PanicAsk  bool // Prompts panics
	Log       []string
}

func (Game) Info() games.Info {
	return games.Info{Slug: "pick", Name: "Pick", Summary: "pick things", Rules: "Pick.", MinSeats: 1, MaxSeats: 4,
		Options: []games.OptionSpec{{Key: "size", Name: "Size", Default: "3", Choices: []games.Choice{{Value: "3", Label: "three"}, {Value: "30", Label: "thirty"}}}}}
}

func (Game) New(cfg games.Config) (games.State, error) {
	size := 3
	fmt.Sscan(cfg.Option(Game{}.Info().Options, "size"), &size)
	return &State{Seats: cfg.Seats, Rounds: 4, Size: size}, nil
}

func (Game) Decode(b []byte) (games.State, error) {
	s := &State{}
	return s, json.Unmarshal(b, s)
}

func (s *State) Prompts() []games.Prompt {
	if s.PanicAsk {
		panic("no prompts")
	}
	if s.Picks >= s.Rounds {
		return nil
	}
	p := games.Prompt{ID: fmt.Sprintf("pick%d", s.Picks), Seat: s.Turn, Text: "Pick one", Min: 1, Max: 1}
	if s.May {
		p.Text, p.Min = "You may pick one", 0
	}
	for i := 0; i < s.Size; i++ {
		p.Options = append(p.Options, games.Option{ID: fmt.Sprint("o", i), Label: fmt.Sprint("Option ", i)})
	}
	p.Optional = s.Optional
	if s.First != "" && len(p.Options) > 0 {
		p.Options[0].Label = s.First
	}
	out := []games.Prompt{p}
	if s.Multi > 0 {
		m := games.Prompt{ID: "multi", Seat: s.Turn, Text: "Pick two or three", Min: 2, Max: 3}
		for i := 0; i < s.Multi; i++ {
			m.Options = append(m.Options, games.Option{ID: fmt.Sprint("m", i), Label: fmt.Sprint("Card ", i)})
		}
		out = append(out, m)
	}
	return out
}

func (s *State) Apply(a games.Answer) ([]games.Event, error) {
	if s.Panic {
		s.Picks = 99 // a half-done change before the panic: restore must undo it
		panic("boom")
	}
	if _, err := games.Find(s.Prompts(), a); err != nil {
		return nil, err
	}
	s.Log = append(s.Log, a.Choices...)
	s.Picks++
	s.Turn = (s.Turn + 1) % s.Seats
	picked := "nothing"
	if len(a.Choices) > 0 {
		picked = a.Choices[0]
	}
	return []games.Event{{Text: games.Seat(a.Seat) + " picked " + picked}, {Text: "secret", Seat: a.Seat, Private: true}}, nil
}

func (s *State) Public() games.View {
	if s.PanicView {
		panic("no view")
	}
	return games.View{Title: "Pick", Lines: []string{fmt.Sprintf("%d picks", s.Picks)}}
}
func (s *State) Private(seat int) games.View {
	return games.View{Title: "Your picks", Lines: []string{fmt.Sprint(s.Log)}}
}
func (s *State) Result() *games.Result {
	if s.Picks < s.Rounds {
		return nil
	}
	r := &games.Result{Rank: make([]int, s.Seats)}
	for i := range r.Rank {
		r.Rank[i] = 1
	}
	return r
}
func (s *State) Encode() ([]byte, error)                 { return json.Marshal(s) }
func (s *State) Determinize(int, *rand.Rand) games.State { c := *s; return &c }

func init() { games.Register(Game{}) }
