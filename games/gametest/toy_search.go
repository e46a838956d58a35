package gametest

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// The toy's lean path, heuristic, evaluation and knowledge, each with
// the flaws that the suite's search checks must catch.

var (
	_ games.Searchable  = (*toyState)(nil)
	_ games.Heuristic   = (*toyState)(nil)
	_ games.Evaluator   = (*toyState)(nil)
	_ games.Playouts    = (*toyState)(nil)
	_ games.Knowledge   = (*toyState)(nil)
	_ games.CardCounter = (*toyState)(nil)
	_ games.Scener      = (*toyState)(nil)
)

func (s *toyState) Clone() games.State {
	if s.flaw == "shared-clone" { // a shallow copy: the hands are shared
		d := *s
		return &d
	}
	return s.copy()
}

// copy is a deep copy.
func (s *toyState) copy() *toyState {
	d := *s
	clone2 := func(xs [][]int) [][]int {
		out := make([][]int, len(xs))
		for i, x := range xs {
			out[i] = slices.Clone(x)
		}
		return out
	}
	d.Hands, d.Pile, d.Shown = clone2(s.Hands), clone2(s.Pile), clone2(s.Shown)
	d.Deck, d.Knocks = slices.Clone(s.Deck), slices.Clone(s.Knocks)
	return &d
}

func (s *toyState) Waiting(buf []int) []int {
	if s.over() {
		return buf
	}
	if s.flaw == "waiting-differs" {
		return append(buf, (s.Turn+1)%s.Seats)
	}
	return append(buf, s.Turn)
}

func (s *toyState) Legal(seat int, buf []games.Move) []games.Move {
	if s.over() {
		return buf
	}
	if seat != s.Turn {
		return append(buf, games.Move{Answer: games.Answer{Seat: seat, PromptID: "knock", Choices: []string{"knock"}}, Optional: true})
	}
	hand := s.Hands[seat]
	ids := make([]string, len(hand))
	for i, c := range hand {
		ids[i] = strconv.Itoa(c)
	}
	singles := ids
	switch s.flaw {
	case "legal-misses": // forgets the last card of the hand
		singles = ids[:len(ids)-1]
	case "legal-refused": // offers a card nobody holds
		buf = append(buf, games.Move{Answer: games.Answer{Seat: seat, PromptID: "play", Choices: []string{"99"}}})
	}
	for i := range singles {
		buf = append(buf, games.Move{Answer: games.Answer{Seat: seat, PromptID: "play", Choices: ids[i : i+1]}})
	}
	for i := range ids {
		if s.flaw == "legal-few-pairs" && i > 0 { // only the pairs with the first card
			break
		}
		for j := i + 1; j < len(ids); j++ {
			buf = append(buf, games.Move{Answer: games.Answer{Seat: seat, PromptID: "pair", Choices: []string{ids[i], ids[j]}}})
		}
	}
	return buf
}

func (s *toyState) Play(a games.Answer) error {
	_, err := s.Apply(a)
	if err == nil && s.flaw == "play-differs" {
		s.Knocks[0]++
	}
	return err
}

// Suggest plays the highest card alone: the toy's rule of thumb.
func (s *toyState) Suggest(seat int, _ *rand.Rand) (games.Answer, bool) {
	if s.over() || seat != s.Turn {
		return games.Answer{}, false
	}
	c := slices.Max(s.Hands[seat])
	if s.flaw == "bad-suggest" {
		c = 99
	}
	return games.Answer{Seat: seat, PromptID: "play", Choices: []string{strconv.Itoa(c)}}, true
}

// Playouts: most playout moves play the highest card, cut short after
// a few moves (the toy has Heuristic and Evaluator for both).
func (s *toyState) Playouts() games.PlayoutTuning {
	if s.flaw == "bad-playouts" {
		return games.PlayoutTuning{Heuristic: 1.5, Cutoff: -1}
	}
	return games.PlayoutTuning{Heuristic: 0.8, Cutoff: 6}
}

// Eval is seat's share of the points played so far.
func (s *toyState) Eval(seat int) float64 {
	if s.flaw == "eval-range" {
		return 2
	}
	mine, all := 0, 0
	for i, p := range s.Pile {
		for _, c := range p {
			all += c
			if i == seat {
				mine += c
			}
		}
	}
	if all == 0 {
		return 0.5
	}
	return float64(mine) / float64(all)
}

// Known lists the shown cards of the other seats' hands.
func (s *toyState) Known(seat int) []games.Placed {
	var out []games.Placed
	for i, shown := range s.Shown {
		if i == seat {
			continue
		}
		for _, c := range shown {
			out = append(out, games.Placed{Card: strconv.Itoa(c), Zone: "hand" + strconv.Itoa(i)})
		}
	}
	return out
}

// Zone lists the cards of "hand<i>", "pile<i>" or "deck".
func (s *toyState) Zone(name string) []string {
	var cs []int
	switch {
	case name == "deck":
		cs = s.Deck
	case len(name) > 4 && name[:4] == "hand", len(name) > 4 && name[:4] == "pile":
		i, err := strconv.Atoi(name[4:])
		if err != nil || i < 0 || i >= s.Seats {
			return nil
		}
		cs = s.Hands[i]
		if name[:4] == "pile" {
			cs = s.Pile[i]
		}
	default:
		return nil
	}
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = strconv.Itoa(c)
	}
	return out
}

// Scene draws the piles for everyone and a seat's own hand for it.
func (s *toyState) Scene(seat int) games.Scene {
	sc := games.Scene{Title: "Toy", Caption: fmt.Sprint(s.Pile)}
	if seat >= 0 {
		sc.Notes = []string{fmt.Sprint(s.Hands[seat])}
	}
	if s.flaw == "scene-leak" { // the board picture shows every hand
		sc.Notes = append(sc.Notes, fmt.Sprint(s.Hands))
	}
	if s.flaw == "speak-scene-id-leak" && s.lang != nil && s.lang.Tag() == lang.German {
		sc.Title = "toy.scene.title"
	}
	return sc
}
