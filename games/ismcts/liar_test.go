package ismcts_test

import (
	"encoding/json"
	"math/rand/v2"

	"github.com/deckhand/deckhand/games"
)

// liar is the toy game of an optional prompt. Seat 0 is dealt a hidden
// card, high or low, and claims one. Then seat 0 must say "done" while
// seat 1 may call (an optional prompt, as Call bluff is). Outcomes:
//   - a high claim wins for seat 0, unless it was a lie and was called;
//   - a true low claim called wins for seat 0, uncalled it is a draw;
//   - a false low claim is a draw.
//
// So seat 1 should call a high claim (half of them lie; passing loses) and
// let a low claim pass (calling it wins nothing and risks losing), and
// seat 0 with a low card should tell the truth: its bluff is called.
type liar struct {
	High   bool // seat 0's card
	Claim  int  // 0: none yet, 1: low, 2: high
	Called bool
	Done   bool
}

var _ games.Searchable = (*liar)(nil)

const (
	claimLow  = 1
	claimHigh = 2
)

var (
	claims = []string{"", "low", "high"}
	// choice slices built once, so Legal allocates nothing
	choiceLow, choiceHigh, choiceOK, choiceCall = []string{"low"}, []string{"high"}, []string{"ok"}, []string{"call"}
)

func (l *liar) over() bool { return l.Called || l.Done }

func (l *liar) Prompts() []games.Prompt {
	switch {
	case l.over():
		return nil
	case l.Claim == 0:
		return []games.Prompt{{ID: "claim", Seat: 0, Min: 1, Max: 1, Text: "Claim",
			Options: []games.Option{{ID: "low", Label: "Low"}, {ID: "high", Label: "High"}}}}
	}
	return []games.Prompt{
		{ID: "done", Seat: 0, Min: 1, Max: 1, Text: "Done", Options: []games.Option{{ID: "ok", Label: "Done"}}},
		{ID: "call", Seat: 1, Min: 1, Max: 1, Text: "Call?", Optional: true, Public: true,
			Options: []games.Option{{ID: "call", Label: "Call bluff"}}},
	}
}

func (l *liar) Legal(seat int, buf []games.Move) []games.Move {
	switch {
	case l.over():
	case l.Claim == 0 && seat == 0:
		buf = append(buf, games.Move{Answer: games.Answer{Seat: 0, PromptID: "claim", Choices: choiceLow}},
			games.Move{Answer: games.Answer{Seat: 0, PromptID: "claim", Choices: choiceHigh}})
	case l.Claim != 0 && seat == 0:
		buf = append(buf, games.Move{Answer: games.Answer{Seat: 0, PromptID: "done", Choices: choiceOK}})
	case l.Claim != 0 && seat == 1:
		buf = append(buf, games.Move{Answer: games.Answer{Seat: 1, PromptID: "call", Choices: choiceCall}, Optional: true})
	}
	return buf
}

func (l *liar) Waiting(buf []int) []int {
	if !l.over() {
		buf = append(buf, 0)
	}
	return buf
}

func (l *liar) Play(a games.Answer) error {
	if _, err := games.Find(l.Prompts(), a); err != nil {
		return err
	}
	switch a.PromptID {
	case "claim":
		l.Claim = claimLow
		if a.Choices[0] == "high" {
			l.Claim = claimHigh
		}
	case "done":
		l.Done = true
	case "call":
		l.Called = true
	}
	return nil
}

func (l *liar) Apply(a games.Answer) ([]games.Event, error) { return nil, l.Play(a) }

func (l *liar) Clone() games.State { c := *l; return &c }

// Determinize deals seat 1 a fresh guess at seat 0's card.
func (l *liar) Determinize(seat int, rng *rand.Rand) games.State {
	d := *l
	if seat != 0 {
		d.High = rng.IntN(2) == 0
	}
	return &d
}

func (l *liar) Result() *games.Result {
	if !l.over() {
		return nil
	}
	lie := (l.Claim == claimHigh) != l.High
	switch {
	case l.Claim == claimHigh && lie && l.Called:
		return ranked(0, 1)
	case l.Claim == claimHigh, !lie && l.Called:
		return ranked(1, 0)
	}
	return ranked(0, 0)
}

func (l *liar) Public() games.View      { return games.View{Title: "Liar: " + claims[l.Claim]} }
func (l *liar) Private(int) games.View  { return games.View{Title: "Card"} }
func (l *liar) Encode() ([]byte, error) { return json.Marshal(l) }
