package gametest

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/deckhand/deckhand/games"
)

// toy is a tiny hidden-information game used to test the suite itself:
// cards 1..9 are shuffled, each seat holds 3 hidden cards, seats play one
// card each in turn onto a public pile; after three rounds the higher sum
// of played cards wins. The flaws switch on bugs the suite must catch.
type toy struct{ flaw string }

type toyState struct {
	flaw  string
	Seats int
	Turn  int
	Hands [][]int
	Deck  []int
	Pile  [][]int
	RNG   games.RNG
}

func (g toy) Info() games.Info {
	return games.Info{Slug: "toy", Name: "Toy", Summary: "a test game", Rules: "play high", MinSeats: 2, MaxSeats: 3}
}

func (g toy) New(cfg games.Config) (games.State, error) {
	s := &toyState{flaw: g.flaw, Seats: cfg.Seats, RNG: games.NewRNG(cfg.Seed)}
	deck := []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}
	s.RNG.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	for i := 0; i < cfg.Seats; i++ {
		s.Hands = append(s.Hands, slices.Clone(deck[:3]))
		s.Pile = append(s.Pile, []int{})
		deck = deck[3:]
	}
	s.Deck = deck
	return s, nil
}

func (g toy) Decode(b []byte) (games.State, error) {
	s := &toyState{flaw: g.flaw}
	return s, json.Unmarshal(b, s)
}

func (s *toyState) over() bool { return len(s.Hands[s.Turn]) == 0 }

func (s *toyState) Prompts() []games.Prompt {
	if s.over() {
		return nil
	}
	p := games.Prompt{ID: "play", Seat: s.Turn, Text: "Play a card", Min: 1, Max: 1}
	for _, c := range s.Hands[s.Turn] {
		id := strconv.Itoa(c)
		if s.flaw == "colon-ids" {
			id = "card:" + id
		}
		p.Options = append(p.Options, games.Option{ID: id, Label: strconv.Itoa(c)})
	}
	return []games.Prompt{p}
}

func (s *toyState) Apply(a games.Answer) ([]games.Event, error) {
	if s.flaw == "lax" && a.Seat == s.Turn && len(a.Choices) == 1 {
		c, _ := strconv.Atoi(a.Choices[0])
		s.Pile[s.Turn] = append(s.Pile[s.Turn], c)
		return nil, nil
	}
	if _, err := games.Find(s.Prompts(), a); err != nil {
		return nil, err
	}
	c, _ := strconv.Atoi(strings.TrimPrefix(a.Choices[0], "card:"))
	if s.flaw == "refuses-low" && c < 3 && len(s.Hands[s.Turn]) > 1 {
		return nil, fmt.Errorf("offered, yet refused")
	}
	i := slices.Index(s.Hands[s.Turn], c)
	s.Hands[s.Turn] = slices.Delete(s.Hands[s.Turn], i, i+1)
	switch s.flaw {
	case "loses-cards":
	case "endless": // the card goes straight back to the hand
		s.Hands[s.Turn] = append(s.Hands[s.Turn], c)
	default:
		s.Pile[s.Turn] = append(s.Pile[s.Turn], c)
	}
	s.Turn = (s.Turn + 1) % s.Seats
	return []games.Event{{Text: games.Seat(a.Seat) + " played " + a.Choices[0]}}, nil
}

func (s *toyState) Public() games.View {
	v := games.View{Title: "Toy"}
	for i, p := range s.Pile {
		v.Lines = append(v.Lines, fmt.Sprintf("%s: %v", games.Seat(i), p))
	}
	if s.flaw == "leak" {
		v.Lines = append(v.Lines, fmt.Sprint(s.Hands))
	}
	return v
}

func (s *toyState) Private(seat int) games.View {
	return games.View{Title: "Hand", Lines: []string{fmt.Sprint(s.Hands[seat])}}
}

func (s *toyState) Result() *games.Result {
	if !s.over() {
		return nil
	}
	r := &games.Result{Rank: make([]int, s.Seats), Score: make([]int, s.Seats)}
	for i, p := range s.Pile {
		for _, c := range p {
			r.Score[i] += c
		}
	}
	for i := range r.Rank {
		r.Rank[i] = 1
		for j := range r.Rank {
			if r.Score[j] > r.Score[i] {
				r.Rank[i]++
			}
		}
	}
	return r
}

func (s *toyState) Encode() ([]byte, error) { return json.Marshal(s) }

func (s *toyState) Determinize(seat int, rng *rand.Rand) games.State {
	b, _ := s.Encode()
	d := &toyState{flaw: s.flaw}
	_ = json.Unmarshal(b, d)
	var hidden []int
	for i, h := range d.Hands {
		if i != seat {
			hidden = append(hidden, h...)
		}
	}
	hidden = append(hidden, d.Deck...)
	rng.Shuffle(len(hidden), func(i, j int) { hidden[i], hidden[j] = hidden[j], hidden[i] })
	for i := range d.Hands {
		if i != seat {
			n := len(d.Hands[i])
			d.Hands[i], hidden = slices.Clone(hidden[:n]), hidden[n:]
		}
	}
	d.Deck = hidden
	d.RNG.Reseed(rng)
	return d
}

func (s *toyState) Inventory() []string {
	var out []string
	for _, zone := range [][][]int{s.Hands, s.Pile, {s.Deck}} {
		for _, cs := range zone {
			for _, c := range cs {
				out = append(out, strconv.Itoa(c))
			}
		}
	}
	return out
}

func TestASoundGamePassesTheSuite(t *testing.T) {
	Run(t, Suite{Game: toy{}, Games: 200})
}

func TestTheSuiteCatchesFlawedGames(t *testing.T) {
	t.Parallel()
	for flaw, want := range map[string]string{
		"leak":        "public view depends on cards hidden",
		"loses-cards": "cards not conserved",
		"lax":         "invalid answer accepted",
		"endless":     "no end after",
		"colon-ids":   "option id",
		"refuses-low": "but refuses it",
	} {
		err := Play(toy{flaw: flaw}, games.Config{Seats: 2, Seed: 3}, true, 100)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("flaw %s: got %v, want an error containing %q", flaw, err, want)
		}
	}
}
