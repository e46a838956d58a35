package ismcts_test

import (
	"encoding/json"
	"math/rand/v2"

	"github.com/deckhand/deckhand/games"
)

// pennies is the toy game of a round of secret choices: both seats pick
// heads or tails at once, and seat 0 wins if they match, seat 1 if not;
// but seat 0 may instead play safe, which wins a draw of 4 in 10 (the
// state's RNG, reseeded by Determinize). Neither side can outguess a
// choice made in secret beside it, so heads or tails is worth a half and
// beats the safe 0.4; a tree in which seat 1 answers seat 0's choice
// would see heads and tails always lose.
type pennies struct {
	Choice [2]string // "" until chosen
	Safe   bool
	Won    bool // the safe draw
	RNG    games.RNG
}

var _ games.Searchable = (*pennies)(nil)

var choiceHeads, choiceTails, choiceSafe0 = []string{"heads"}, []string{"tails"}, []string{"safe"}

func (p *pennies) over() bool { return p.Safe || p.Choice[0] != "" && p.Choice[1] != "" }

func (p *pennies) Legal(seat int, buf []games.Move) []games.Move {
	if p.over() || p.Choice[seat] != "" {
		return buf
	}
	buf = append(buf, games.Move{Answer: games.Answer{Seat: seat, PromptID: "coin", Choices: choiceHeads}},
		games.Move{Answer: games.Answer{Seat: seat, PromptID: "coin", Choices: choiceTails}})
	if seat == 0 && p.Choice[1] == "" {
		buf = append(buf, games.Move{Answer: games.Answer{Seat: 0, PromptID: "coin", Choices: choiceSafe0}})
	}
	return buf
}

func (p *pennies) Prompts() []games.Prompt {
	var ps []games.Prompt
	for seat := range 2 {
		if ms := p.Legal(seat, nil); len(ms) > 0 {
			pr := games.Prompt{ID: "coin", Seat: seat, Text: "Heads or tails?", Min: 1, Max: 1}
			for _, m := range ms {
				pr.Options = append(pr.Options, games.Option{ID: m.Choices[0], Label: m.Choices[0]})
			}
			ps = append(ps, pr)
		}
	}
	return ps
}

func (p *pennies) Waiting(buf []int) []int {
	for seat := range 2 {
		if !p.over() && p.Choice[seat] == "" {
			buf = append(buf, seat)
		}
	}
	return buf
}

func (p *pennies) Play(a games.Answer) error {
	if _, err := games.Find(p.Prompts(), a); err != nil {
		return err
	}
	if a.Choices[0] == "safe" {
		p.Safe, p.Won = true, p.RNG.IntN(10) < 4
		return nil
	}
	p.Choice[a.Seat] = a.Choices[0]
	return nil
}

func (p *pennies) Result() *games.Result {
	switch {
	case !p.over():
		return nil
	case p.Safe && p.Won, !p.Safe && p.Choice[0] == p.Choice[1]:
		return ranked(1, 0)
	}
	return ranked(0, 1)
}

// Determinize hides seat 1's choice from seat 0 and the other way round.
func (p *pennies) Determinize(seat int, rng *rand.Rand) games.State {
	d := *p
	d.RNG.Reseed(rng)
	if other := 1 - seat; d.Choice[other] != "" {
		d.Choice[other] = []string{"heads", "tails"}[rng.IntN(2)]
	}
	return &d
}

func (p *pennies) Apply(a games.Answer) ([]games.Event, error) { return nil, p.Play(a) }
func (p *pennies) Clone() games.State                          { c := *p; return &c }
func (p *pennies) Public() games.View                          { return games.View{Title: "Pennies"} }
func (p *pennies) Private(int) games.View                      { return games.View{Title: "Coin"} }
func (p *pennies) Encode() ([]byte, error)                     { return json.Marshal(p) }
