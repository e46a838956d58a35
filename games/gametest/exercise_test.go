package gametest

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/deckhand/deckhand/games"
)

// recorder is a testing.TB that records a fatal failure instead of
// stopping the test, so the checks of Exercise can be proved to fail.
type recorder struct {
	testing.TB
	failed string
}

func (r *recorder) Fatalf(format string, args ...any) {
	if r.failed == "" {
		r.failed = format
	}
	panic(r)
}
func (r *recorder) Fatal(args ...any) { r.Fatalf("%v", args...) }
func (r *recorder) Helper()           {}

// exercised runs Exercise on a toy of flaw and returns what it failed on.
func exercised(t *testing.T, flaw string, seed uint64) (failed string) {
	s, err := Toy{Flaw: flaw}.New(games.Config{Seats: 2, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	r := &recorder{TB: t}
	defer func() {
		if p := recover(); p != nil && p != r {
			panic(p)
		}
		failed = r.failed
	}()
	Exercise(r, s, 2, rand.New(rand.NewPCG(seed, 2)))
	return ""
}

func TestExercisePlaysASoundGameWithoutComplaint(t *testing.T) {
	t.Parallel()
	if f := exercised(t, "", 3); f != "" {
		t.Errorf("a sound toy failed: %s", f)
	}
}

func TestExerciseCatchesALegalMoveTheGameRefuses(t *testing.T) {
	t.Parallel()
	// legal-refused offers a card nobody holds first in the list; over six
	// steps of random picks one is drawn for some seed.
	for seed := uint64(0); seed < 30; seed++ {
		if strings.Contains(exercised(t, "legal-refused", seed), "is refused") {
			return
		}
	}
	t.Error("Exercise never noticed a legal move the game refuses")
}
