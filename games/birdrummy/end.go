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
	r.SummaryMsg = s.summary()
	r.Summary = s.lang().Say(r.SummaryMsg)
	return r
}

// summary says who won, by what scores and how the game ended.
func (s *state) summary() games.Text {
	how := games.Say("birdrummy.end.empty")
	if s.Ended == endLastCard {
		how = games.Say("birdrummy.end.lastcard", "Who", games.Seat(s.Turn))
	}
	a, b := s.score(0), s.score(1)
	switch {
	case a == b:
		return games.Say("birdrummy.result.tie", "Score", num(a), "How", how)
	case a > b:
		return games.Say("birdrummy.result.win", "Who", games.Seat(0), "Score", num(a), "Other", num(b), "How", how)
	}
	return games.Say("birdrummy.result.win", "Who", games.Seat(1), "Score", num(b), "Other", num(a), "How", how)
}
