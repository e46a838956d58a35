package ismcts_test

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/ismcts"
)

// backgame is the toy game of a two-step answer with a Back button, as
// Bitch asks a value and then how many: seat 0 picks a card, then plays
// it or steps back to pick again. Either card wins: stepping back is
// worth just as much as playing on, as it often is in Bitch.
type backgame struct {
	Picked string
	Played bool
}

var _ games.Searchable = (*backgame)(nil)

func (g *backgame) Prompts() []games.Prompt {
	switch {
	case g.Played:
		return nil
	case g.Picked == "":
		return []games.Prompt{{ID: "pick", Seat: 0, Text: "Pick", Min: 1, Max: 1, Options: []games.Option{
			{ID: "sun", Label: "Sun"}, {ID: "moon", Label: "Moon"}}}}
	}
	return []games.Prompt{{ID: "play", Seat: 0, Text: "Play it?", Min: 1, Max: 1, Options: []games.Option{
		{ID: games.BackID, Label: "Back"}, {ID: "go", Label: "Play"}}}}
}

func (g *backgame) Play(a games.Answer) error {
	if _, err := games.Find(g.Prompts(), a); err != nil {
		return err
	}
	switch c := a.Choices[0]; {
	case a.PromptID == "pick":
		g.Picked = c
	case c == games.BackID:
		g.Picked = ""
	default:
		g.Played = true
	}
	return nil
}

func (g *backgame) Legal(seat int, buf []games.Move) []games.Move {
	for _, p := range g.Prompts() {
		for _, o := range p.Options {
			buf = append(buf, games.Move{Answer: games.Answer{Seat: seat, PromptID: p.ID, Choices: []string{o.ID}}})
		}
	}
	return buf
}

func (g *backgame) Waiting(buf []int) []int {
	if !g.Played {
		buf = append(buf, 0)
	}
	return buf
}

func (g *backgame) Result() *games.Result {
	if !g.Played {
		return nil
	}
	return ranked(1, 0)
}

func (g *backgame) Apply(a games.Answer) ([]games.Event, error) { return nil, g.Play(a) }
func (g *backgame) Clone() games.State                          { c := *g; return &c }
func (g *backgame) Determinize(int, *rand.Rand) games.State     { return g.Clone() }
func (g *backgame) Public() games.View                          { return games.View{Title: "Back"} }
func (g *backgame) Private(int) games.View                      { return games.View{Title: "Hand"} }
func (g *backgame) Encode() ([]byte, error)                     { return json.Marshal(g) }

// Stepping back changes nothing, so it is worth what the step before it
// is worth: a search that weighed it would as soon step back as on, and
// a CPU seat would pick and step back for ever (it did, in Bitch).
func TestSearchNeverStepsBack(t *testing.T) {
	t.Parallel()
	for name, s := range bothPaths(func() games.State { return &backgame{} }) {
		p, err := ismcts.ParsePlayer("ismcts:500", ismcts.Config{})
		if err != nil {
			t.Fatal(err)
		}
		var answers []string
		r, err := ismcts.PlayGame(context.Background(), s, []ismcts.Player{p, p}, 1, func(d ismcts.Decision) {
			answers = append(answers, d.Choice.Answer.Choices...)
		})
		if err != nil {
			t.Fatalf("%s: %v (answers %v)", name, err, answers)
		}
		if len(answers) != 2 || r.Rank[0] != 1 {
			t.Errorf("%s: answered %v, ranks %v; want a card played at once, never Back", name, answers, r.Rank)
		}
	}
}
