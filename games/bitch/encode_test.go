package bitch

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEncodeAndDecodeKeepEveryDetail(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "KC 3C 3D 3H 3S").hand(1, "4C 4D 4H 4S 5C").hand(2, "6C").
		turned("3S").played("5S", 5).played("7D", 7).deck("QH 2H 3H 4H 5H 6H 7H 8H 9H")
	s.Stack[2].Spent = true
	play(t, s, 0, "pass")
	call(t, s, 2) // wrong or right, it leaves a trace to keep
	data, err := s.Encode()
	require.NoError(t, err)
	back, err := Game{}.Decode(data)
	require.NoError(t, err)
	again, err := back.Encode()
	require.NoError(t, err)
	assert.Equal(t, string(data), string(again))
	assert.Equal(t, s.Public(), back.Public())
	assert.True(t, strings.HasPrefix(string(data), `{"Seats":3,`))

	for _, bad := range []string{
		`{"Seats":1}`,
		`{"Seats":2,"Hands":["7H"],"Naked":[[],[]],"Blind":["",""]}`,
		`{"Seats":2,"Hands":["XX",""],"Naked":[[],[]],"Blind":["",""]}`,
		`{"Seats":2,"Hands":["",""],"Naked":[[],[]],"Blind":["",""],"Stack":"7H/99"}`,
		`{"Seats":2,"Hands":["",""],"Naked":[[],[]],"Blind":["",""],"Turn":5}`,
	} {
		_, err := Game{}.Decode([]byte(bad))
		assert.Error(t, err, bad)
	}
}
