package main

import (
	"fmt"
	"io"
	"math"
)

// The sequential test (-sprt): Wald's sequential probability ratio test,
// as chess engines use it to accept a change. Games are played a deal at
// a time (the deal once from every seat, so seats are swapped) until the
// evidence says "a scores at least H1" or "a scores no more than H0" at
// the chosen error rates: alpha, the chance of accepting H1 when H0 holds,
// and beta, of accepting H0 when H1 holds. A table then stops as soon as
// it is decided instead of after a fixed count.
//
// At two seats a's score is its share of decided games: each won game
// and each lost game is a Bernoulli trial and the log-likelihood ratio is
// exact. At more seats it is a's mean reward (1 first, 0 last; games.Reward),
// which is not a coin: the test is then the generalized SPRT on the
// deals' mean rewards, the normal approximation with the variance
// estimated from the deals themselves (fishtest's form).

// sprt is one test's hypotheses and error rates.
type sprt struct {
	h0, h1      float64 // a's score under each hypothesis, h0 < h1
	alpha, beta float64
}

// verdict is what a sequential test has concluded so far.
type verdict int

const (
	undecided verdict = iota
	acceptH0          // a scores no more than H0
	acceptH1          // a scores at least H1
)

func (v verdict) String() string {
	switch v {
	case acceptH0:
		return "H0 accepted"
	case acceptH1:
		return "H1 accepted"
	}
	return "undecided"
}

func (t sprt) check() error {
	if !(0 < t.h0 && t.h0 < t.h1 && t.h1 < 1) {
		return fmt.Errorf("-h0 and -h1 must satisfy 0 < h0 < h1 < 1, not %v and %v", t.h0, t.h1)
	}
	if !(0 < t.alpha && t.alpha < 0.5 && 0 < t.beta && t.beta < 0.5) {
		return fmt.Errorf("-alpha and -beta must lie between 0 and 0.5, not %v and %v", t.alpha, t.beta)
	}
	return nil
}

// bounds are Wald's stopping bounds on the log-likelihood ratio: at or
// below lower accept H0, at or above upper accept H1.
func (t sprt) bounds() (lower, upper float64) {
	return math.Log(t.beta / (1 - t.alpha)), math.Log((1 - t.beta) / t.alpha)
}

// llrWins is the log-likelihood ratio of won decided games and lost ones,
// each a coin that lands a's way with probability h1 under H1 and h0
// under H0.
func (t sprt) llrWins(won, lost int) float64 {
	return float64(won)*math.Log(t.h1/t.h0) + float64(lost)*math.Log((1-t.h1)/(1-t.h0))
}

// minScores is how many deals the score test waits for before it may
// stop: its variance is estimated from the deals, and two or three alike
// would make it look certain.
const minScores = 8

// llrScores is the generalized SPRT's log-likelihood ratio of n scores
// with sum and sum of squares given: the log of the ratio of their normal
// likelihoods with means h1 and h0 and the sample's variance,
// n(h1-h0)(2·mean-h0-h1) / (2·variance).
func (t sprt) llrScores(n int, sum, sumSq float64) float64 {
	if n < minScores {
		return 0
	}
	mean := sum / float64(n)
	variance := sumSq/float64(n) - mean*mean
	// Scores all alike (every deal won outright) leave no variance to
	// divide by; a small floor keeps the ratio finite and its sign right.
	variance = max(variance, 1e-6)
	return float64(n) * (t.h1 - t.h0) * (2*mean - t.h0 - t.h1) / (2 * variance)
}

// decide reads llr against the bounds.
func (t sprt) decide(llr float64) verdict {
	lower, upper := t.bounds()
	switch {
	case llr >= upper:
		return acceptH1
	case llr <= lower:
		return acceptH0
	}
	return undecided
}

// sequence runs a test over the games of a table. Games may end in any
// order (several are played at once); the test reads deals in order, each
// once all its games have ended, and stops at the first deal that decides
// it, so its verdict and the games it took do not depend on -parallel.
type sequence struct {
	test    sprt
	seats   int
	byScore bool            // mean reward per deal rather than decided games
	pending map[int]*dealOf // deals not yet read, by number
	next    int             // the next deal to read

	won, lost    int     // decided games read, two seats
	n            int     // deals read, by score
	sum, sumSq   float64 // of their mean rewards
	llr          float64
	verdict      verdict
	games, deals int // read when the verdict came (or so far)
}

// dealOf is the games of one deal that have ended.
type dealOf struct {
	ended     int
	won, lost int
	reward    float64
}

func newSequence(t sprt, seats int) *sequence {
	return &sequence{test: t, seats: seats, byScore: seats > 2, pending: map[int]*dealOf{}}
}

// add reads game i (deal i/seats): whether a won it or lost it (neither
// when drawn) and a's reward; it returns the verdict so far. Games after the verdict change nothing.
func (q *sequence) add(i int, won, lost bool, reward float64) verdict {
	if q.verdict != undecided {
		return q.verdict
	}
	d := q.pending[i/q.seats]
	if d == nil {
		d = &dealOf{}
		q.pending[i/q.seats] = d
	}
	d.ended++
	d.reward += reward
	if won {
		d.won++
	}
	if lost {
		d.lost++
	}
	for q.verdict == undecided {
		d := q.pending[q.next]
		if d == nil || d.ended < q.seats {
			break
		}
		delete(q.pending, q.next)
		q.next++
		q.deals++
		q.games += q.seats
		q.won += d.won
		q.lost += d.lost
		if q.byScore {
			x := d.reward / float64(q.seats)
			q.n++
			q.sum += x
			q.sumSq += x * x
			q.llr = q.test.llrScores(q.n, q.sum, q.sumSq)
		} else {
			q.llr = q.test.llrWins(q.won, q.lost)
		}
		q.verdict = q.test.decide(q.llr)
	}
	return q.verdict
}

// print writes the verdict, the games it took and the evidence.
func (q *sequence) print(w io.Writer) {
	lower, upper := q.test.bounds()
	score := "a's share of decided games"
	if q.byScore {
		score = "a's mean reward"
	}
	fmt.Fprintf(w, "SPRT (%s; H0 %.3g, H1 %.3g, alpha %.3g, beta %.3g): %s after %d games (%d deals), LLR %.3f in [%.3f, %.3f]",
		score, q.test.h0, q.test.h1, q.test.alpha, q.test.beta, q.verdict, q.games, q.deals, q.llr, lower, upper)
	if q.byScore {
		if q.n > 0 {
			fmt.Fprintf(w, ", mean reward %.3f", q.sum/float64(q.n))
		}
	} else if d := q.won + q.lost; d > 0 {
		fmt.Fprintf(w, ", won %d of %d decided (%.1f%%)", q.won, d, 100*float64(q.won)/float64(d))
	}
	fmt.Fprintln(w)
}
