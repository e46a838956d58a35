package keyforge

import (
	"math/rand/v2"
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/gametest"
)

// snapshots are real records from seeded random games: every 25th
// answer, and every state with an ability's question open.
func snapshots(tb testing.TB, n int) [][]byte {
	tb.Helper()
	var out [][]byte
	for seed := uint64(1); seed <= uint64(n); seed++ {
		st, err := Game{}.New(games.Config{Seats: 2, Seed: seed})
		if err != nil {
			tb.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 5))
		for step := 0; st.Result() == nil; step++ {
			if s := st.(*state); step%25 == 0 || s.Ask != nil || s.UI != nil {
				data, err := st.Encode()
				if err != nil {
					tb.Fatal(err)
				}
				out = append(out, data)
			}
			if _, _, err := games.PlayRandom(st, -1, false, rng); err != nil {
				tb.Fatal(err)
			}
		}
	}
	return out
}

func TestEveryRecordOfRandomGamesDecodes(t *testing.T) {
	t.Parallel()
	for i, data := range snapshots(t, 20) {
		if _, err := (Game{}).Decode(data); err != nil {
			t.Fatalf("record %d refused: %v\n%s", i, err, data)
		}
	}
}

// FuzzDecode: a damaged record is refused, or it gives a state that
// can be shown, answered, encoded and determinized without a panic.
func FuzzDecode(f *testing.F) {
	for i, data := range snapshots(f, 4) {
		if i%3 == 0 {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		st, err := Game{}.Decode(data)
		if err != nil {
			return
		}
		gametest.Exercise(t, st, 2, rand.New(rand.NewPCG(uint64(len(data)), 1)))
	})
}

// TestDigitCorruptionsAreRefusedOrPlayable changes one digit of real
// records at random, 3,000 times, as a damaged disk or a hand edit
// would: each is refused or gives a state that plays on.
func TestDigitCorruptionsAreRefusedOrPlayable(t *testing.T) {
	t.Parallel()
	saves := snapshots(t, 3)
	rng := rand.New(rand.NewPCG(18, 3000))
	refused := 0
	for i := 0; i < 3000; i++ {
		data := append([]byte(nil), saves[rng.IntN(len(saves))]...)
		var digits []int
		for j, c := range data {
			if '0' <= c && c <= '9' {
				digits = append(digits, j)
			}
		}
		j := digits[rng.IntN(len(digits))]
		data[j] = byte('0' + rng.IntN(10))
		st, err := Game{}.Decode(data)
		if err != nil {
			refused++
			continue
		}
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Fatalf("corruption %d (byte %d) was accepted and then panicked: %v\n%s", i, j, r, data)
				}
			}()
			gametest.Exercise(t, st, 2, rng)
		}()
	}
	t.Logf("%d of 3000 corruptions refused", refused)
}
