// Package rating is the Glicko-2 rating system (Mark Glickman, "Example
// of the Glicko-2 system", 2013), as Deckhand rates players per game per
// server. Each finished game is one rating period. A game of more than
// two players (Bitch's finishing order) counts as a result between every
// pair of its rated players: a win against each player finishing below,
// a loss against each above, a draw against each at the same rank. This
// package is pure arithmetic: no storage, no Discord, no game.
package rating

import "math"

// Rating is one player's Glicko-2 standing, on the familiar Glicko scale
// (a new player is 1500 ± 350).
type Rating struct {
	R     float64 // rating
	RD    float64 // rating deviation: how unsure R is
	Sigma float64 // volatility: how erratic the player's results are
}

// The system's constants, as the paper recommends them.
const (
	// Tau constrains the change in volatility over time; the paper
	// suggests 0.3 to 1.2, smaller for games where upsets are common:
	// card games have luck in them.
	Tau = 0.5
	// scale turns the Glicko scale into Glicko-2's (step 2).
	scale = 173.7178
	// epsilon is the convergence tolerance of step 5.
	epsilon = 0.000001
)

// New is the rating of a player who has not played yet.
func New() Rating { return Rating{R: 1500, RD: 350, Sigma: 0.06} }

// Result is one game against one opponent: Score 1 for a win, 0.5 for a
// draw, 0 for a loss; Opponent as the opponent stood before the period.
type Result struct {
	Opponent Rating
	Score    float64
}

// Update returns the rating of a player after one rating period with
// these results, following steps 1 to 8 of the paper. With no results,
// only the deviation grows (step 6 alone).
func Update(p Rating, results []Result) Rating {
	mu, phi := (p.R-1500)/scale, p.RD/scale
	if len(results) == 0 {
		return Rating{R: p.R, RD: math.Sqrt(phi*phi+p.Sigma*p.Sigma) * scale, Sigma: p.Sigma}
	}
	// Step 3 and 4: the estimated variance v and improvement delta.
	var vInv, sum float64
	for _, res := range results {
		muJ, phiJ := (res.Opponent.R-1500)/scale, res.Opponent.RD/scale
		g := gOf(phiJ)
		e := 1 / (1 + math.Exp(-g*(mu-muJ)))
		vInv += g * g * e * (1 - e)
		sum += g * (res.Score - e)
	}
	v := 1 / vInv
	delta := v * sum
	// Step 5: the new volatility, by the Illinois algorithm.
	sigma := volatility(phi, v, delta, p.Sigma)
	// Step 6 and 7: the new deviation and rating.
	phiStar := math.Sqrt(phi*phi + sigma*sigma)
	phiNew := 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	muNew := mu + phiNew*phiNew*sum
	// Step 8: back to the Glicko scale.
	return Rating{R: scale*muNew + 1500, RD: scale * phiNew, Sigma: sigma}
}

func gOf(phi float64) float64 { return 1 / math.Sqrt(1+3*phi*phi/(math.Pi*math.Pi)) }

// volatility is step 5 of the paper.
func volatility(phi, v, delta, sigma float64) float64 {
	a := math.Log(sigma * sigma)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-phi*phi-v-ex)/(2*d*d) - (x-a)/(Tau*Tau)
	}
	A := a
	var B float64
	if delta*delta > phi*phi+v {
		B = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*Tau) < 0 {
			k++
		}
		B = a - k*Tau
	}
	fA, fB := f(A), f(B)
	for math.Abs(B-A) > epsilon {
		C := A + (A-B)*fA/(fB-fA)
		fC := f(C)
		if fC*fB <= 0 {
			A, fA = B, fB
		} else {
			fA /= 2
		}
		B, fB = C, fC
	}
	return math.Exp(A / 2)
}

// Game rates one finished game: ranks[i] is player i's finishing place
// (1 is first, equal ranks tie) and before[i] their rating before it.
// It returns every player's rating after it, each updated against all
// the others as pairwise results.
func Game(before []Rating, ranks []int) []Rating {
	return Pairs(before, ranks, func(int, int) bool { return true })
}

// Pairs is Game with only the pairs i, j for which counts(i, j) holds
// rated against each other (counts must be symmetric). A player with no
// pair that counts keeps their rating as it was: the game was not a
// rated one for them.
func Pairs(before []Rating, ranks []int, counts func(i, j int) bool) []Rating {
	after := make([]Rating, len(before))
	for i := range before {
		var results []Result
		for j := range before {
			if i == j || !counts(i, j) {
				continue
			}
			s := 0.5
			switch {
			case ranks[i] < ranks[j]:
				s = 1
			case ranks[i] > ranks[j]:
				s = 0
			}
			results = append(results, Result{Opponent: before[j], Score: s})
		}
		if len(results) == 0 {
			after[i] = before[i]
			continue
		}
		after[i] = Update(before[i], results)
	}
	return after
}
