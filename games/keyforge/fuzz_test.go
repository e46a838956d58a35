package keyforge

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/deckhand/deckhand/games"
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
		exercise(st.(*state), rand.New(rand.NewPCG(uint64(len(data)), 1)))
	})
}

// exercise shows a decoded state to everyone, lists its legal moves,
// determinizes it for both seats and plays a few random answers on it,
// through Apply and Play in turn, with Easy's answer now and then.
func exercise(s *state, rng *rand.Rand) {
	for step := 0; step < 6 && s.Result() == nil; step++ {
		s.Public()
		s.Private(0)
		s.Private(1)
		if _, err := s.Encode(); err != nil {
			panic(err)
		}
		s.Determinize(0, rng)
		s.Determinize(1, rng)
		seats := s.Waiting(nil)
		if len(seats) == 0 || len(s.Prompts()) == 0 {
			panic("a decoded state that waits on nobody")
		}
		seat := seats[rng.IntN(len(seats))]
		moves := s.Legal(seat, nil)
		if len(moves) == 0 {
			panic("a waiting seat without a legal move")
		}
		a := moves[rng.IntN(len(moves))].Answer.Clone()
		if step == 3 {
			a, _ = s.Suggest(seat, rng)
		}
		var err error
		if step%2 == 0 {
			_, err = s.Apply(a)
		} else {
			err = s.Play(a)
		}
		if err != nil {
			panic(fmt.Sprintf("legal move %v refused: %v", a, err))
		}
	}
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
			exercise(st.(*state), rng)
		}()
	}
	t.Logf("%d of 3000 corruptions refused", refused)
}
