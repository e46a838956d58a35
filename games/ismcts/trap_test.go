package ismcts_test

import (
	"encoding/json"
	"math/rand/v2"
	"strconv"

	"github.com/deckhand/deckhand/games"
)

// trap is the toy game where the tree earns its keep: seat 0 takes the
// safe line (a draw) or the bold one, after which seat 1 picks one of ten
// replies, and only reply 7 wins for it; the other nine lose. Against a
// random reply the bold line wins nine times in ten, so flat Monte Carlo
// takes it; a search that expects seat 1's best reply takes the draw.
type trap struct {
	Line  string // "", "safe" or "bold"
	Reply int    // 0 until seat 1 replies
}

var _ games.Searchable = (*trap)(nil)

var (
	choiceSafe, choiceBold = []string{"safe"}, []string{"bold"}
	replies                = func() [][]string {
		r := make([][]string, 11)
		for i := 1; i <= 10; i++ {
			r[i] = []string{strconv.Itoa(i)}
		}
		return r
	}()
)

const winningReply = 7

func (t *trap) over() bool { return t.Line == "safe" || t.Reply != 0 }

func (t *trap) Legal(seat int, buf []games.Move) []games.Move {
	switch {
	case t.over():
	case t.Line == "" && seat == 0:
		buf = append(buf, games.Move{Answer: games.Answer{Seat: 0, PromptID: "line", Choices: choiceSafe}},
			games.Move{Answer: games.Answer{Seat: 0, PromptID: "line", Choices: choiceBold}})
	case t.Line == "bold" && seat == 1:
		for i := 1; i <= 10; i++ {
			buf = append(buf, games.Move{Answer: games.Answer{Seat: 1, PromptID: "reply", Choices: replies[i]}})
		}
	}
	return buf
}

func (t *trap) Prompts() []games.Prompt {
	var ps []games.Prompt
	for seat := range 2 {
		ms := t.Legal(seat, nil)
		if len(ms) == 0 {
			continue
		}
		p := games.Prompt{ID: ms[0].PromptID, Seat: seat, Text: "Choose", Min: 1, Max: 1}
		for _, m := range ms {
			p.Options = append(p.Options, games.Option{ID: m.Choices[0], Label: m.Choices[0]})
		}
		ps = append(ps, p)
	}
	return ps
}

func (t *trap) Waiting(buf []int) []int {
	switch {
	case t.over():
	case t.Line == "":
		buf = append(buf, 0)
	default:
		buf = append(buf, 1)
	}
	return buf
}

func (t *trap) Play(a games.Answer) error {
	if _, err := games.Find(t.Prompts(), a); err != nil {
		return err
	}
	if a.PromptID == "line" {
		t.Line = a.Choices[0]
	} else {
		t.Reply, _ = strconv.Atoi(a.Choices[0])
	}
	return nil
}

func (t *trap) Result() *games.Result {
	switch {
	case !t.over():
		return nil
	case t.Line == "safe":
		return ranked(0, 0)
	case t.Reply == winningReply:
		return ranked(0, 1)
	}
	return ranked(1, 0)
}

func (t *trap) Apply(a games.Answer) ([]games.Event, error) { return nil, t.Play(a) }
func (t *trap) Clone() games.State                          { c := *t; return &c }
func (t *trap) Determinize(int, *rand.Rand) games.State     { return t.Clone() }
func (t *trap) Public() games.View                          { return games.View{Title: "Trap"} }
func (t *trap) Private(int) games.View                      { return games.View{Title: "Trap"} }
func (t *trap) Encode() ([]byte, error)                     { return json.Marshal(t) }
