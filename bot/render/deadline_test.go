package render

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestTheChannelReadsHowADeadlineDecidedEachTable(t *testing.T) {
	require.Equal(t, "<@a> vs <@b>: <@b> 1st, <@a> 2nd, by how the game stands (its own estimate).", DeadlineVerdict([]string{"a", "b"}, []int{2, 1}, true, true))
	require.Equal(t, "<@a> vs <@b>: drawn, as the game stands even.", DeadlineVerdict([]string{"a", "b"}, []int{1, 1}, true, true))
	require.Equal(t, "<@a> vs <@b>: drawn, as the game cannot tell how it stands before its end.", DeadlineVerdict([]string{"a", "b"}, []int{1, 1}, true, false))
	require.Equal(t, "<@a> vs <@b>: drawn, as their table had not opened.", DeadlineVerdict([]string{"a", "b"}, []int{1, 1}, false, false))
	require.Equal(t, "<@a> vs <@b> vs <@c>: <@c> 1st, <@a> 2nd, <@b> 2nd, by how the game stands (its own estimate).", DeadlineVerdict([]string{"a", "b", "c"}, []int{2, 2, 1}, true, true))
}
