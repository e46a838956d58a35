package birdrummy

import (
	"strconv"

	"github.com/deckhand/deckhand/games"
)

// How the game is scored at its end: each flock's and nest's points, a
// point off for each bird left in hand, and Result.

// flockScore is what a flock of n birds of species sp scores: one per
// bird, or as its card's conditional scoring says.
func (cat *Catalog) flockScore(sp, n int) int {
	sc := cat.defs[sp].Score
	if sc == nil || n < sc.Min {
		return n
	}
	each := max(sc.Each, 1)
	return n*each + sc.Bonus
}

// nestScore is what a nest scores. Resources count nothing.
func (cat *Catalog) nestScore(nest []int) int {
	counts := make([]int, cat.birds)
	for _, c := range nest {
		counts[cat.cards[c]]++
	}
	total := 0
	for sp, n := range counts {
		total += cat.flockScore(sp, n)
	}
	return total
}

// handBirds counts the birds in a hand; each costs a point.
func (cat *Catalog) handBirds(hand []int) int {
	n := 0
	for _, c := range hand {
		if cat.def(c).Kind == kindBird {
			n++
		}
	}
	return n
}

// minus shows points held against a seat: −5, or 0 for none.
func minus(n int) string {
	if n == 0 {
		return "0"
	}
	return "−" + strconv.Itoa(n)
}

// num shows a score with a true minus sign: −3, not -3.
func num(n int) string {
	if n < 0 {
		return "−" + strconv.Itoa(-n)
	}
	return strconv.Itoa(n)
}

// score is the final score: the nest minus the birds in hand.
func (s *state) score(seat int) int {
	return s.cat.nestScore(s.Nests[seat]) - s.cat.handBirds(s.Hands[seat])
}

// Result ranks the players by score once the game is over; equal scores
// are a tie. Its summary is said in the state's language.
func (s *state) Result() *games.Result {
	if s.Phase != phaseOver {
		return nil
	}
	r := &games.Result{Rank: make([]int, seats), Score: make([]int, seats)}
	for seat := range r.Score {
		r.Score[seat] = s.score(seat)
	}
	for i := range r.Rank {
		r.Rank[i] = 1
		for j := range r.Rank {
			if r.Score[j] > r.Score[i] {
				r.Rank[i]++
			}
		}
	}
	k := outcome{last: s.Ended == endLastCard, turn: s.Turn, a: r.Score[0], b: r.Score[1]}
	w := s.cat.tongue(s.lang()).summary(k)
	r.SummaryMsg, r.Summary = w.msg, w.said
	return r
}

// summary says who won, by what scores and how the game ended.
func (s *state) summary() games.Text {
	return outcome{last: s.Ended == endLastCard, turn: s.Turn, a: s.score(0), b: s.score(1)}.msg()
}

// outcome is what a game's summary says: the scores, and whether the
// seat on turn ended it by discarding its last card.
type outcome struct {
	last       bool
	turn, a, b int
}

// msg is the summary, one message: a search reads Result at the end of
// every playout.
func (k outcome) msg() games.Text {
	switch {
	case k.a == k.b && k.last:
		return games.Say("birdrummy.result.tie.lastcard", "Score", num(k.a), "Who", seatRef[k.turn])
	case k.a == k.b:
		return games.Say("birdrummy.result.tie.empty", "Score", num(k.a))
	}
	win, lose, winner := k.a, k.b, 0
	if k.b > k.a {
		win, lose, winner = k.b, k.a, 1
	}
	if k.last {
		return games.Say("birdrummy.result.win.lastcard", "Winner", seatRef[winner], "Score", num(win), "Other", num(lose), "Who", seatRef[k.turn])
	}
	return games.Say("birdrummy.result.win.empty", "Winner", seatRef[winner], "Score", num(win), "Other", num(lose))
}
