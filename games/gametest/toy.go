package gametest

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/deckhand/deckhand/games"
)

// Toy is a tiny hidden-information game for testing code written against
// the game contract (the suite itself, a CPU player, the bot), as
// fstest.MapFS is for file systems. Cards 1..12 are shuffled, each seat
// holds 3 hidden cards, and in turn each seat plays one card, or two at
// once, onto its public pile, while the other seats may knock (an
// optional prompt, as Call bluff is): a knock makes the seat to play show
// its lowest unshown card, which everyone then knows the place of. When
// the seat to play has no card left, the higher sum of played cards wins.
//
// The zero Toy is a sound game. Flaw switches on one bug the suite must
// catch; toy_test.go lists them with the check that catches each.
type Toy struct{ Flaw string }

// toyEpoch counts the toys made, for the outside-seed flaw.
var toyEpoch atomic.Uint64

type toyState struct {
	flaw   string
	epoch  uint64 // which New made it; not encoded, used only by a flaw
	Seats  int
	Turn   int
	Hands  [][]int
	Deck   []int
	Pile   [][]int
	Knocks []int
	Shown  [][]int // per seat, the cards of its hand that a knock showed
	RNG    games.RNG
	lang   games.Lang // what In said it in; nil is English (toy_speak.go)
}

func (g Toy) Info() games.Info {
	rules := "# Toy\n\nPlay high.\n\n## Winning\n\nThe highest card wins.\n- A list item\n- Another\n"
	switch g.Flaw { // pages Discord would show badly
	case "table-rules":
		rules = "# Toy\n\n| Card | Points |\n|---|---|\n| A | 1 |"
	case "comment-rules":
		rules = "# Toy\n\n<!-- deck:begin -->\nPlay high.\n"
	case "wrapped-rules":
		rules = "# Toy\n\nPlay the highest card you hold, and the\nhighest card wins the trick.\n"
	case "untitled-rules":
		rules = "Play high.\n"
	case "bare-heading-rules":
		rules = "# Toy\n\nPlay high.\n\n## Cards\n\n### High\n\nThe highest card wins.\n"
	case "this-page-rules":
		rules = "# Toy\n\nThe cards are listed at the end of this page.\n\n## Cards\n\nA to K.\n"
	case "long-rules":
		rules = "# Toy\n\n## Winning\n\n" + strings.Repeat("The highest card wins. ", 100) + "\n"
	}
	return games.Info{Slug: "toy", Name: "Toy", Summary: "a test game", Rules: rules, MinSeats: 2, MaxSeats: 3}
}

func (g Toy) New(cfg games.Config) (games.State, error) {
	s := &toyState{flaw: g.Flaw, epoch: toyEpoch.Add(1), Seats: cfg.Seats, Knocks: make([]int, cfg.Seats), Shown: make([][]int, cfg.Seats), RNG: games.NewRNG(cfg.Seed)}
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

func (g Toy) Decode(b []byte) (games.State, error) {
	s := &toyState{flaw: g.Flaw}
	err := json.Unmarshal(b, s)
	if g.Flaw == "lossy-decode" {
		s.Turn = 0
	}
	return s, err
}

func (s *toyState) over() bool { return len(s.Hands[s.Turn]) == 0 }

func (s *toyState) Prompts() []games.Prompt {
	if s.over() {
		return nil
	}
	hand := s.Hands[s.Turn]
	var opts []games.Option
	for _, c := range hand {
		id := strconv.Itoa(c)
		if s.flaw == "colon-ids" {
			id = "card:" + id
		}
		opts = append(opts, games.Option{ID: id, Label: strconv.Itoa(c)})
	}
	opts = s.sayOptions(opts)
	ps := []games.Prompt{{ID: "play", Seat: s.Turn, Text: s.say("play"), Options: opts, Min: 1, Max: 1}}
	if len(hand) >= 2 {
		ps = append(ps, games.Prompt{ID: "pair", Seat: s.Turn, Text: s.say("pair"), Options: opts, Min: 2, Max: 2})
	}
	for seat := range s.Seats {
		if seat != s.Turn {
			ps = append(ps, games.Prompt{ID: "knock", Seat: seat, Text: s.say("knock"), Options: []games.Option{{ID: "knock", Label: s.say("Knock")}},
				Min: 1, Max: 1, Optional: true, Public: true})
		}
	}
	return ps
}

// find is games.Find, unless a flaw validates answers by hand.
func (s *toyState) find(a games.Answer) (games.Prompt, error) {
	prompts := s.Prompts()
	switch s.flaw {
	case "any-seat": // checks the seat sits at the table, not that it holds the prompt
		if a.Seat < 0 || a.Seat >= s.Seats {
			return games.Prompt{}, games.ErrStale
		}
		for _, p := range prompts {
			if p.ID == a.PromptID {
				a.Seat = p.Seat
				break
			}
		}
	case "dups": // checks the count and each choice, not that they differ
		for _, p := range games.PromptsFor(prompts, a.Seat) {
			if p.ID == a.PromptID && p.Min <= len(a.Choices) && len(a.Choices) <= p.Max &&
				!slices.ContainsFunc(a.Choices, func(c string) bool { return !p.Has(c) }) {
				return p, nil
			}
		}
		return games.Prompt{}, games.ErrBadChoice
	}
	return games.Find(prompts, a)
}

func (s *toyState) Apply(a games.Answer) ([]games.Event, error) {
	if s.flaw == "dirty-refusal" { // counts every answer, even a refused one
		s.Knocks[0]++
	}
	if s.flaw == "lax" && a.Seat == s.Turn && len(a.Choices) == 1 {
		c, _ := strconv.Atoi(a.Choices[0])
		s.Pile[s.Turn] = append(s.Pile[s.Turn], c)
		return nil, nil
	}
	p, err := s.find(a)
	if err != nil {
		return nil, err
	}
	if p.ID == "knock" {
		s.Knocks[p.Seat]++
		s.show()
		return []games.Event{s.sayEvent(games.Seat(p.Seat) + " knocks")}, nil
	}
	var played []int
	for _, id := range a.Choices {
		c, _ := strconv.Atoi(strings.TrimPrefix(id, "card:"))
		played = append(played, c)
	}
	if s.flaw == "refuses-low" && slices.Min(played) < 3 && len(s.Hands[s.Turn]) > len(played) {
		return nil, fmt.Errorf("offered, yet refused")
	}
	for _, c := range played {
		if i := slices.Index(s.Hands[s.Turn], c); i >= 0 {
			s.Hands[s.Turn] = slices.Delete(s.Hands[s.Turn], i, i+1)
		}
		if i := slices.Index(s.Shown[s.Turn], c); i >= 0 {
			s.Shown[s.Turn] = slices.Delete(s.Shown[s.Turn], i, i+1)
		}
		switch s.flaw {
		case "loses-cards":
		case "endless": // the card goes straight back to the hand
			s.Hands[s.Turn] = append(s.Hands[s.Turn], c)
		default:
			s.Pile[s.Turn] = append(s.Pile[s.Turn], c)
		}
	}
	if s.flaw == "outside-seed" { // seeded from outside the encoding, so a replay differs
		s.RNG = games.NewRNG(s.epoch)
	}
	s.Turn = (s.Turn + 1) % s.Seats
	return []games.Event{s.sayEvent(games.Seat(p.Seat) + " played " + fmt.Sprint(played))}, nil
}

func (s *toyState) Public() games.View {
	v := games.View{Title: "Toy"}
	for i, p := range s.Pile {
		v.Lines = append(v.Lines, fmt.Sprintf("%s: %v, %d knocks, shows %v", games.Seat(i), p, s.Knocks[i], s.Shown[i]))
	}
	if s.flaw == "leak" {
		v.Lines = append(v.Lines, fmt.Sprint(s.Hands))
	}
	if s.flaw == "long-result" && s.over() {
		v.Lines = append(v.Lines, strings.Repeat("Well played! ", 400))
	}
	return v
}

func (s *toyState) Private(seat int) games.View {
	if s.flaw == "peek" {
		return games.View{Title: s.say("hand"), Lines: []string{fmt.Sprint(s.Hands)}}
	}
	return games.View{Title: s.say("hand"), Lines: []string{fmt.Sprint(s.Hands[seat])}}
}

func (s *toyState) Result() *games.Result {
	if !s.over() {
		return nil
	}
	r := &games.Result{Rank: make([]int, s.Seats), Score: make([]int, s.Seats)}
	if s.flaw == "speak-summary-msg" { // keeps a message that says something else than its summary
		r.Summary, r.SummaryMsg = "The game is over.", games.Say("deckhand.list.and")
	}
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
	d := s.copy()
	d.RNG.Reseed(rng)
	if s.flaw == "no-determinize" { // a copy: it hides nothing, so no leak shows
		return d
	}
	// Every card seat cannot see goes into one pool and is dealt back,
	// except the cards a knock showed, which stay in their hands.
	keep := func(i, c int) bool { return s.flaw != "forgets-known" && slices.Contains(s.Shown[i], c) }
	var hidden []int
	for i, h := range d.Hands {
		if i != seat {
			for _, c := range h {
				if !keep(i, c) {
					hidden = append(hidden, c)
				}
			}
		}
	}
	hidden = append(hidden, d.Deck...)
	rng.Shuffle(len(hidden), func(i, j int) { hidden[i], hidden[j] = hidden[j], hidden[i] })
	for i, h := range d.Hands {
		if i == seat {
			continue
		}
		for k, c := range h {
			if !keep(i, c) {
				h[k], hidden = hidden[0], hidden[1:]
			}
		}
	}
	d.Deck = hidden
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

// show makes the seat to play show its lowest card not yet shown.
func (s *toyState) show() {
	low := 0
	for _, c := range s.Hands[s.Turn] {
		if !slices.Contains(s.Shown[s.Turn], c) && (low == 0 || c < low) {
			low = c
		}
	}
	if low != 0 {
		s.Shown[s.Turn] = append(s.Shown[s.Turn], low)
	}
}
