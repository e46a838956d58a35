package main

import (
	"bytes"
	"context"
	"math"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// The chess engines' test, at the ladder's settings: stronger means 58% of
// decided games, no stronger 50%, both errors 5%.
var ladderTest = sprt{h0: 0.5, h1: 0.58, alpha: 0.05, beta: 0.05}

func TestTheSequentialTestStopsAtWaldsBounds(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		test         sprt
		lower, upper float64
	}{
		// ln(0.05/0.95) and ln(0.95/0.05): ∓ln 19.
		{ladderTest, -math.Log(19), math.Log(19)},
		{sprt{h0: 0.5, h1: 0.6, alpha: 0.05, beta: 0.1}, math.Log(0.1 / 0.95), math.Log(0.9 / 0.05)},
	} {
		lower, upper := c.test.bounds()
		if math.Abs(lower-c.lower) > 1e-12 || math.Abs(upper-c.upper) > 1e-12 {
			t.Errorf("%+v: bounds [%v, %v], want Wald's [%v, %v]", c.test, lower, upper, c.lower, c.upper)
		}
		if c.test.decide(upper) != acceptH1 || c.test.decide(lower) != acceptH0 || c.test.decide((lower+upper)/2) != undecided {
			t.Errorf("%+v: a ratio on the upper bound must accept H1, on the lower H0, between them neither", c.test)
		}
	}
}

// The ratio of won and lost games is the log of the ratio of the two
// hypotheses' likelihoods of the very sequence played, whatever its order.
func TestTheRatioOfWinsIsTheRatioOfTheSequencesLikelihoods(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(1, 2))
	for range 50 {
		n := 1 + rng.IntN(40)
		l0, l1, won := 1.0, 1.0, 0
		for range n {
			if rng.IntN(2) == 0 {
				l0, l1 = l0*ladderTest.h0, l1*ladderTest.h1
				won++
			} else {
				l0, l1 = l0*(1-ladderTest.h0), l1*(1-ladderTest.h1)
			}
		}
		want := math.Log(l1 / l0)
		if got := ladderTest.llrWins(won, n-won); math.Abs(got-want) > 1e-9 {
			t.Errorf("%d won of %d: llr %v, want log(L1/L0) = %v", won, n, got, want)
		}
	}
}

// The score test's ratio is that of two normal densities with the
// hypotheses' means and the sample's variance, summed score by score.
func TestTheRatioOfScoresIsTheRatioOfTwoNormalLikelihoods(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(3, 4))
	density := func(x, mean, variance float64) float64 {
		return math.Exp(-(x-mean)*(x-mean)/(2*variance)) / math.Sqrt(2*math.Pi*variance)
	}
	for range 50 {
		n := minScores + rng.IntN(40)
		xs := make([]float64, n)
		var sum, sumSq float64
		for i := range xs {
			xs[i] = float64(rng.IntN(4)) / 3
			sum += xs[i]
			sumSq += xs[i] * xs[i]
		}
		mean := sum / float64(n)
		var variance float64
		for _, x := range xs {
			variance += (x - mean) * (x - mean) / float64(n)
		}
		want := 0.0
		for _, x := range xs {
			want += math.Log(density(x, ladderTest.h1, variance) / density(x, ladderTest.h0, variance))
		}
		if got := ladderTest.llrScores(n, sum, sumSq); math.Abs(got-want) > 1e-9 {
			t.Errorf("%v: llr %v, want the sum of the normal log-ratios %v", xs, got, want)
		}
	}
	if got := ladderTest.llrScores(minScores-1, 7, 7); got != 0 {
		t.Errorf("%d deals all won: llr %v, want 0: too few deals to estimate a variance", minScores-1, got)
	}
}

// expectedGames is Wald's approximation of the mean number of decided
// games the coin test takes when a wins with probability p.
func expectedGames(test sprt, p float64) float64 {
	lower, upper := test.bounds()
	step := p*math.Log(test.h1/test.h0) + (1-p)*math.Log((1-test.h1)/(1-test.h0))
	pH1 := test.alpha // the chance of accepting H1
	if p == test.h1 {
		pH1 = 1 - test.beta
	}
	return (pH1*upper + (1-pH1)*lower) / step
}

// A coin of known bias played in pairs, as the table plays a deal from
// both seats: at H0 the test accepts H1 about alpha of the time, at H1 it
// accepts H0 about beta of the time, and takes about as many games as
// Wald's formula says.
func TestACoinOfKnownBiasReachesTheRightVerdictAtTheExpectedRate(t *testing.T) {
	t.Parallel()
	const runs = 2000
	for _, c := range []struct {
		p     float64
		wrong verdict
	}{{ladderTest.h0, acceptH1}, {ladderTest.h1, acceptH0}} {
		rng := rand.New(rand.NewPCG(5, uint64(c.p*100)))
		wrong, games := 0, 0
		for range runs {
			q := newSequence(ladderTest, 2)
			v := undecided
			for i := 0; v == undecided; i++ {
				won := rng.Float64() < c.p
				v = q.add(i, won, !won, 0)
			}
			if v == c.wrong {
				wrong++
			}
			games += q.games
		}
		// Wald's bounds hold the error under alpha/(1-beta) = 5.3%; a
		// share of 2000 runs lies within 1.5 points of its mean 19 times
		// in 20. Far under it means the bounds are wrong the other way.
		rate := float64(wrong) / runs
		if rate > 0.053+0.015 || rate < 0.02 {
			t.Errorf("a coin at %.2f: %s in %.1f%% of %d runs, want about 5%%", c.p, c.wrong, 100*rate, runs)
		}
		// Wald's mean ignores the overshoot past a bound, which checking
		// after pairs makes up to two games' steps (of some 200 games).
		mean, want := float64(games)/runs, expectedGames(ladderTest, c.p)
		if mean < 0.9*want || mean > 1.25*want {
			t.Errorf("a coin at %.2f: %.1f games a run, want about Wald's %.1f", c.p, mean, want)
		}
		t.Logf("a coin at %.2f: wrong verdict %.1f%%, %.1f games a run (Wald %.1f)", c.p, 100*rate, mean, want)
	}
}

// At more seats the test reads mean rewards: a player that takes each
// place of four equally often scores 0.5 and is found no stronger; one
// that wins outright more often is found stronger.
func TestTheRewardTestTellsAnEvenPlayerFromAStrongerOne(t *testing.T) {
	t.Parallel()
	const runs = 500
	places := []float64{0, 1.0 / 3, 2.0 / 3, 1}
	for _, c := range []struct {
		weights [4]float64 // chance of each reward
		wrong   verdict
	}{
		{[4]float64{0.25, 0.25, 0.25, 0.25}, acceptH1}, // mean 0.5
		{[4]float64{0.18, 0.22, 0.26, 0.34}, acceptH0}, // mean 0.587
	} {
		rng := rand.New(rand.NewPCG(7, uint64(c.weights[0]*100)))
		wrong := 0
		for range runs {
			q := newSequence(ladderTest, 4)
			v := undecided
			for i := 0; v == undecided; i++ {
				u, k := rng.Float64(), 0
				for ; k < 3 && u >= c.weights[k]; k++ {
					u -= c.weights[k]
				}
				v = q.add(i, k == 3, k == 0, places[k])
			}
			if v == c.wrong {
				wrong++
			}
		}
		if rate := float64(wrong) / runs; rate > 0.08 {
			t.Errorf("rewards weighted %v: %s in %.1f%% of %d runs, want about 5%%", c.weights, c.wrong, 100*rate, runs)
		}
	}
}

// Games end out of order when several are played at once; the test reads
// whole deals in order, so the verdict and the games it took are those of
// games read one by one.
func TestTheVerdictDoesNotDependOnTheOrderGamesEnd(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(9, 10))
	results := make([]bool, 600)
	for i := range results {
		results[i] = rng.Float64() < 0.62
	}
	inOrder := newSequence(ladderTest, 2)
	for i, won := range results {
		inOrder.add(i, won, !won, 0)
	}
	shuffled := newSequence(ladderTest, 2)
	for _, i := range rng.Perm(len(results)) {
		shuffled.add(i, results[i], !results[i], 0)
	}
	if inOrder.verdict == undecided {
		t.Fatalf("600 games at 62%% left the test undecided (llr %v)", inOrder.llr)
	}
	if inOrder.verdict != shuffled.verdict || inOrder.games != shuffled.games || inOrder.llr != shuffled.llr {
		t.Errorf("in order: %s after %d games (llr %v); shuffled: %s after %d (llr %v)",
			inOrder.verdict, inOrder.games, inOrder.llr, shuffled.verdict, shuffled.games, shuffled.llr)
	}
	if inOrder.games%2 != 0 {
		t.Errorf("the verdict came after %d games: a deal is read once both seats have played it", inOrder.games)
	}
}

// A table with -sprt stops once decided and says after how many games.
func TestStrengthWithTheSequentialTestStopsWhenDecided(t *testing.T) {
	t.Parallel()
	var out, errOut bytes.Buffer
	args := []string{"-game", "starcollector", "-a", "ismcts:100", "-b", "random", "-sprt", "-games", "400"}
	if err := run(context.Background(), args, &out, &errOut); err != nil {
		t.Fatalf("%v\n%s", err, errOut.String())
	}
	m := regexp.MustCompile(`H1 accepted after (\d+) games`).FindStringSubmatch(out.String())
	if m == nil {
		t.Fatalf("a search against the random player: want H1 accepted, got:\n%s", out.String())
	}
	n, _ := strconv.Atoi(m[1])
	if n >= 400 {
		t.Errorf("the test took %d games, the whole cap: it did not stop when decided", n)
	}
	if head := regexp.MustCompile(`2 seats, (\d+) games`).FindStringSubmatch(out.String()); head == nil || head[1] != m[1] {
		t.Errorf("the heading should count the %d games played, got:\n%s", n, out.String())
	}
}

// -think measures the two searching levels at as many positions as asked.
func TestStrengthMeasuresEachLevelsThinkTime(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("two Hard searches at their real budget; runs without -short")
	}
	var out, errOut bytes.Buffer
	if err := run(context.Background(), []string{"-game", "starcollector", "-think", "2"}, &out, &errOut); err != nil {
		t.Fatalf("%v\n%s", err, errOut.String())
	}
	text := out.String()
	for _, want := range []string{"at 2 positions", "Normal", "Hard", "cpu p99", "iterations p50"} {
		if !strings.Contains(text, want) {
			t.Errorf("the think-time table lacks %q:\n%s", want, text)
		}
	}
}

// cancelAfter cancels once the progress count reaches n games.
type cancelAfter struct {
	n      string
	cancel context.CancelFunc
}

func (c cancelAfter) Write(p []byte) (int, error) {
	if strings.Contains(string(p), c.n) {
		c.cancel()
	}
	return len(p), nil
}

// Interrupted, a table prints the games it ended and how far its test
// got, rather than throwing them away.
func TestAnInterruptedTablePrintsTheGamesItEnded(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var out bytes.Buffer
	args := []string{"-game", "starcollector", "-a", "ismcts:20", "-b", "ismcts:20", "-sprt", "-progress"}
	err := run(ctx, args, &out, cancelAfter{"\r3/", cancel})
	if err == nil {
		t.Fatalf("an interrupted run should still end in an error (exit status 2), got none:\n%s", out.String())
	}
	for _, want := range []string{"(interrupted)", "ismcts:20", "SPRT", "undecided after"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the interrupted table lacks %q:\n%s", want, out.String())
		}
	}
}
