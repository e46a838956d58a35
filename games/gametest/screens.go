package gametest

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/deckhand/deckhand/games"
)

// Walk says which seeded random games EveryScreen plays.
type Walk struct {
	Game games.Game
	// Configs to play; Seed is set by the walk.
	Configs []games.Config
	// Games per config, scaled to the mode the tests run in (Scale, at
	// least one).
	Games int
	// MaxSteps bounds one game's answers (default 5000).
	MaxSteps int
}

// Screen is one moment of a walked game: the deal, or the state an
// answer left and the events it told.
type Screen struct {
	// Where names the config, seed and step, for a failure to say.
	Where  string
	State  games.State
	Seats  int
	Events []games.Event
}

// In is every text a reader of l reads at this moment, in an order that
// is the same in every language (see screenTexts), then each event of
// the answer that led here said in l.
func (sc Screen) In(l games.Lang) []string {
	out := screenTexts(games.In(sc.State, l), sc.Seats, true)
	for _, e := range sc.Events {
		if !e.Msg.IsZero() {
			out = append(out, l.Say(e.Msg))
		}
	}
	return out
}

// EveryScreen plays w's games from fixed seeds to their end and hands
// see every moment of each, so that a game's own language tests (German
// against English message by message, card names, its own terms) walk
// the same screens without a driver of their own. What holds for every
// game (no message id shows, Discord's limits in the longest language,
// English as the state itself) the suite checks (speak.go). An event
// told without a Msg, or a result without a SummaryMsg, fails the walk:
// it could be said in no other language.
func EveryScreen(t *testing.T, w Walk, see func(Screen)) {
	t.Helper()
	maxSteps := w.MaxSteps
	if maxSteps == 0 {
		maxSteps = 5000
	}
	for _, cfg := range w.Configs {
		for i := range Scale(w.Games, 1) {
			c := cfg
			c.Seed = uint64(i) + 1
			st, err := w.Game.New(c)
			if err != nil {
				t.Fatalf("%s, seed %d: %v", configName(c), c.Seed, err)
			}
			rng := rand.New(rand.NewPCG(c.Seed, 5))
			var events []games.Event
			for step := 0; ; step++ {
				where := fmt.Sprintf("%s, seed %d, step %d", configName(c), c.Seed, step)
				see(Screen{Where: where, State: st, Seats: c.Seats, Events: events})
				if r := st.Result(); r != nil {
					if r.Summary != "" && r.SummaryMsg.IsZero() {
						t.Fatalf("%s: the result %q has no SummaryMsg", where, r.Summary)
					}
					break
				}
				if step >= maxSteps {
					t.Fatalf("%s: no end after %d answers", where, maxSteps)
				}
				_, events, err = games.PlayRandom(st, -1, false, rng)
				if err != nil {
					t.Fatalf("%s: %v", where, err)
				}
				for _, e := range events {
					if e.Text != "" && e.Msg.IsZero() {
						t.Fatalf("%s: the event %q has no Msg", where, e.Text)
					}
				}
			}
		}
	}
}

// screenTexts is every text a reader of st reads, in the same order in
// every language: the board, each seat's hand, the prompts and their
// options, the board's and each seat's picture, the cards anyone may
// look up (with lookups), and the result. Ids, colours and icons are
// data, not read.
func screenTexts(st games.State, seats int, lookups bool) []string {
	var w words
	w.view(st.Public())
	for seat := range seats {
		w.view(st.Private(seat))
	}
	for _, p := range st.Prompts() {
		w.add(p.Text)
		for _, o := range p.Options {
			w.add(o.Label, o.Detail)
		}
	}
	if sc, ok := st.(games.Scener); ok {
		for seat := -1; seat < seats; seat++ {
			w.scene(sc.Scene(seat))
		}
	}
	if cl, ok := st.(games.CardLookup); ok && lookups {
		for _, name := range cl.CardNames() {
			v, _ := cl.Lookup(name)
			w.view(v)
			w.add(cl.CardWhere(name))
		}
	}
	if r := st.Result(); r != nil {
		w.add(r.Summary)
		w.add(r.Why...)
	}
	return w
}

// words gathers a screen's texts, the empty ones left out.
type words []string

func (w *words) add(ss ...string) {
	for _, s := range ss {
		if s != "" {
			*w = append(*w, s)
		}
	}
}

func (w *words) view(v games.View) {
	w.add(v.Title)
	w.add(v.Lines...)
	for _, f := range v.Fields {
		w.add(f.Name, f.Value)
	}
}

func (w *words) scene(s games.Scene) {
	w.add(s.Title, s.Caption)
	w.add(s.Notes...)
	for _, a := range s.Areas {
		w.add(a.Title, a.Status)
		for _, f := range a.Figures {
			w.add(f.Label, f.Value)
		}
		for _, z := range a.Zones {
			w.add(z.Name, z.Note)
			for _, c := range z.Cards {
				w.card(c)
			}
		}
	}
	if s.Chart != nil {
		w.add(s.Chart.Title, s.Chart.Note)
	}
}

func (w *words) card(c games.Card) {
	w.add(c.Rank, c.Band, c.Title, c.Centre, c.Top, c.Bottom, c.Label)
	for _, b := range c.Badges {
		w.add(b.Value)
	}
	for _, r := range c.Rules {
		w.add(r.Cost, r.Text)
	}
	for _, m := range c.Marks {
		w.add(m.Value)
	}
	for _, a := range c.Attached {
		w.card(a)
	}
}
