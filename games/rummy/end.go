package rummy

import (
	"fmt"
	"math"
	"strconv"

	"github.com/deckhand/deckhand/games"
)

// How a round and the match end: the tally of each round, the match's
// Result, and Eval, the standing of a match still running.

// tally is the match so far, a line a round: the totals, and what ending
// the match now would mean, are read from it alone.
type tally []RoundScore

// RoundScore is one line of the match tally.
type RoundScore struct {
	Out    int    `json:"out"`    // the seat that went out, -1 when the stock ran out
	Melded [2]int `json:"melded"` // points of the cards each seat put in melds
	InHand [2]int `json:"inHand"` // points left in each hand
}

// Score is the round's score of seat: melded minus left in hand.
func (r RoundScore) Score(seat int) int { return r.Melded[seat] - r.InHand[seat] }

// totals are the running totals after the first n rounds.
func (tl tally) totals(n int) [2]int {
	var t [2]int
	for _, r := range tl[:n] {
		t[0] += r.Score(0)
		t[1] += r.Score(1)
	}
	return t
}

// seats are the seat references as arguments, made once: a search reads
// the Result of every match it plays out to the end.
var seats = [2]any{games.Seat(0), games.Seat(1)}

// Result is nil until the match ends.
func (s *state) Result() *games.Result {
	if s.Phase != phaseOver {
		return nil
	}
	t := s.Tally.totals(len(s.Tally))
	r := &games.Result{Rank: []int{1, 1}, Score: []int{t[0], t[1]}}
	switch {
	case t[0] > t[1]:
		r.Rank[1] = 2
		r.SummaryMsg = games.Say("rummy.result.wins", "Who", seats[0], "Mine", num(t[0]), "Theirs", num(t[1]))
	case t[1] > t[0]:
		r.Rank[0] = 2
		r.SummaryMsg = games.Say("rummy.result.wins", "Who", seats[1], "Mine", num(t[1]), "Theirs", num(t[0]))
	default:
		r.SummaryMsg = games.Say("rummy.result.tie", "Total", num(t[0]))
	}
	r.Summary = s.lang().Say(r.SummaryMsg)
	return r
}

// endRound scores the round (out is the seat that went out, -1 when the
// stock ran out): each seat's melded cards count for it, its hand
// against it. The match ends when a total reaches the target.
func (s *state) endRound(out int, ev *[]games.Event) {
	r := RoundScore{Out: out, Melded: s.Melds.points()}
	for seat := 0; seat < 2; seat++ {
		r.InHand[seat] = sumValues(s.Hands[seat])
	}
	s.Tally = append(s.Tally, r)
	s.Taken = s.Taken[:0]
	s.Owed = nil
	s.Votes = [2]bool{}
	if out >= 0 {
		tell(ev, func() games.Text { return games.Say("rummy.event.out", "Who", games.Seat(out)) })
	}
	t := s.Tally.totals(len(s.Tally))
	tell(ev, func() games.Text {
		return games.Say("rummy.event.scored", "Round", s.Round, "Seat0", games.Seat(0), "Score0", signed(r.Score(0)),
			"Seat1", games.Seat(1), "Score1", signed(r.Score(1)), "Total0", num(t[0]), "Total1", num(t[1]))
	})
	if t[0] >= s.Target || t[1] >= s.Target {
		s.finish(ev)
		return
	}
	s.Phase = phaseTally
}

// points are the points each seat has put in melds this round: a
// card counts for the seat that laid it, whoever's meld it lies in.
func (ms meldList) points() [2]int {
	var pts [2]int
	for _, m := range ms {
		for _, p := range m.Cards {
			pts[p.By] += value(p.Card)
		}
	}
	return pts
}

func (s *state) finish(ev *[]games.Event) {
	s.Phase = phaseOver
	tell(ev, func() games.Text { return s.Result().SummaryMsg })
}

// signed shows a score with its sign: +35, −20 (a true minus sign), 0.
func signed(n int) string {
	switch {
	case n > 0:
		return fmt.Sprintf("+%d", n)
	case n < 0:
		return fmt.Sprintf("−%d", -n)
	}
	return "0"
}

// minus shows points held against a seat: −15, or 0 for none (never −0).
func minus(n int) string { return signed(-n) }

// num shows a total: like signed, but without a plus.
func num(n int) string {
	if n < 0 {
		return signed(n)
	}
	return strconv.Itoa(n)
}

// How a standing becomes a chance to win the match. Measured over 400
// first rounds of the Easy player against itself: the difference of the
// two round scores has a standard deviation of 59 points, and a player
// scores 60 a round on average. So a match has about one round left per
// roundGain points the leader still misses, the lead moves by 59 points
// times the square root of the rounds left, and a logistic of scale
// swing (59 / 1.7, the usual match of a logistic to a normal) turns the
// lead into a chance.
const (
	swing     = 35
	roundGain = 60
)

// Eval estimates seat's chance of winning the match: the totals so far
// plus, during a round, what each hand would make of itself (the
// points it has melded, what plan says it can still lay, less what
// would stay in it), turned into a probability by the lead over the
// other seat against the rounds likely left.
func (s *state) Eval(seat int) float64 {
	if s.Phase == phaseOver {
		return games.Reward(s.Result(), seat)
	}
	t := s.Tally.totals(len(s.Tally))
	if s.Phase.inRound() {
		melded := s.Melds.points()
		var buf [maxMelds]shape
		table := shapesInto(buf[:0:maxMelds], s.Melds)
		for i := range t {
			t[i] += melded[i] + score(handOf(s.Hands[i]), table, s.Wrap)
		}
	}
	lead := float64(t[seat] - t[1-seat])
	left := float64(max(s.Target-max(t[0], t[1]), 0))
	spread := swing * math.Sqrt(1+left/roundGain)
	return 1 / (1 + math.Exp(-lead/spread))
}
