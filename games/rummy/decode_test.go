package rummy

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games/cards"
)

// A damaged record is refused by Decode with a reason, instead of
// making a state that panics or sticks later.
func TestDecodeRefusesDamagedRecords(t *testing.T) {
	t.Parallel()
	base := func() *state {
		return build(t, table{hands: [2]string{"2S 9D KH", "KD 4C"}, pile: "QD 7H", melds: []string{"4H 5H 6H", "@1 8C 8D 8S"}})
	}
	for _, tc := range []struct {
		name   string
		damage func(s *state)
		want   string
	}{
		{"a meld of two cards", func(s *state) {
			s.Melds[0].Cards = s.Melds[0].Cards[:2]
			s.Stock = append(s.Stock, cards.MustParse("6H"))
		}, "holds 2 cards"},
		{"a run out of sequence", func(s *state) { s.Melds[0].Cards[0], s.Melds[0].Cards[1] = s.Melds[0].Cards[1], s.Melds[0].Cards[0] }, "no meld"},
		{"a set of two ranks", func(s *state) { s.Melds[1].Run = false; s.Melds[0].Run = false }, "no meld"},
		{"a round with an empty hand", func(s *state) { s.Stock = append(s.Stock, s.Hands[1]...); s.Hands[1] = nil }, "empty hand"},
		{"a hand out of order", func(s *state) { s.Hands[0][0], s.Hands[0][1] = s.Hands[0][1], s.Hands[0][0] }, "out of order"},
		{"cards taken during a draw", func(s *state) { s.Phase = phaseDraw; s.Taken = cards.ParseAll("9D") }, "taken outside"},
		{"an owed card that is not the deepest taken", func(s *state) { o := cards.MustParse("9D"); s.Owed = &o }, "owed"},
		{"an owed card that can no longer be played", func(s *state) {
			o := cards.MustParse("KH")
			s.Owed, s.Taken = &o, cards.ParseAll("KH 9D")
		}, "can no longer be played"},
		{"a rebuilt stock that never was", func(s *state) { s.Restocked = cards.ParseAll("QD") }, "never rebuilt"},
		{"a negative answer count", func(s *state) { s.Seq = -1 }, "out of range"},
		{"round zero", func(s *state) { s.Round = 0 }, "out of range"},
		{"a tally line with seat 7 out", func(s *state) { s.Tally = []RoundScore{{Out: 7}} }, "no seat out"},
		{"a tally both voted past", func(s *state) { s.Phase, s.Tally, s.Votes = phaseTally, []RoundScore{{Out: 0}}, [2]bool{true, true} }, "both voted"},
	} {
		s := base()
		require.NoError(t, s.check(), "the undamaged record")
		tc.damage(s)
		_, err := Game{}.Decode([]byte(mustEncode(t, s)))
		assert.ErrorContains(t, err, tc.want, tc.name)
	}
}

func TestDecodeRefusesARunRoundTheCornerWithoutWrap(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"2D 9D", "KD 4C"}, pile: "QD", melds: []string{"KS AS 2S"}})
	require.NoError(t, s.check())
	s.Wrap = false
	_, err := Game{}.Decode([]byte(mustEncode(t, s)))
	assert.ErrorContains(t, err, "no meld", "K-A-2 is no run without wrap")
}
