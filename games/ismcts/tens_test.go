package ismcts_test

import (
	"encoding/json"
	"math/rand/v2"
	"strconv"

	"github.com/deckhand/deckhand/games"
)

// tens is the toy game of a multi-select prompt: seat 0 picks one to
// three of its cards 1..6 at once; the game refuses a pick worth more
// than ten, as Rummy refuses a meld that is not one; exactly ten wins,
// anything less loses to seat 1, who never moves.
type tens struct {
	Picked []int
	over   bool
	legal  []games.Move
}

var _ games.Searchable = (*tens)(nil)

func (t *tens) Prompts() []games.Prompt {
	if t.over {
		return nil
	}
	p := games.Prompt{ID: "pick", Seat: 0, Text: "Pick up to three", Min: 1, Max: 3}
	for c := 1; c <= 6; c++ {
		p.Options = append(p.Options, games.Option{ID: strconv.Itoa(c), Label: strconv.Itoa(c)})
	}
	return []games.Prompt{p}
}

func (t *tens) Play(a games.Answer) error {
	if _, err := games.Find(t.Prompts(), a); err != nil {
		return err
	}
	sum := 0
	var picked []int
	for _, c := range a.Choices {
		v, _ := strconv.Atoi(c)
		sum += v
		picked = append(picked, v)
	}
	if sum > 10 {
		return games.ErrBadChoice
	}
	t.Picked, t.over = picked, true
	return nil
}

// Legal lists every accepted pick: the subsets of one to three cards
// worth at most ten.
func (t *tens) Legal(seat int, buf []games.Move) []games.Move {
	if t.over || seat != 0 {
		return buf
	}
	if t.legal == nil {
		for mask := 1; mask < 1<<6; mask++ {
			var cs []string
			sum := 0
			for c := 1; c <= 6; c++ {
				if mask&(1<<(c-1)) != 0 {
					cs = append(cs, strconv.Itoa(c))
					sum += c
				}
			}
			if len(cs) <= 3 && sum <= 10 {
				t.legal = append(t.legal, games.Move{Answer: games.Answer{Seat: 0, PromptID: "pick", Choices: cs}})
			}
		}
	}
	return append(buf, t.legal...)
}

func (t *tens) Waiting(buf []int) []int {
	if !t.over {
		buf = append(buf, 0)
	}
	return buf
}

func (t *tens) Result() *games.Result {
	if !t.over {
		return nil
	}
	sum := 0
	for _, c := range t.Picked {
		sum += c
	}
	if sum == 10 {
		return ranked(1, 0)
	}
	return ranked(0, 1)
}

func (t *tens) Apply(a games.Answer) ([]games.Event, error) { return nil, t.Play(a) }
func (t *tens) Clone() games.State                          { c := *t; return &c }
func (t *tens) Determinize(int, *rand.Rand) games.State     { return t.Clone() }
func (t *tens) Public() games.View                          { return games.View{Title: "Tens"} }
func (t *tens) Private(int) games.View                      { return games.View{Title: "Hand"} }
func (t *tens) Encode() ([]byte, error)                     { return json.Marshal(t) }
