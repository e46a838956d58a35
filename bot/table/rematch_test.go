package table

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func finished(more ...Seat) Table {
	t := playing(more...)
	t.Phase = Finished
	return t
}

func TestARematchMovesTheSeatingOnByOneAndKeepsTheOptions(t *testing.T) {
	t.Parallel()
	old := finished(cpu)
	old.Options["speed"] = "mad"
	next, err := RematchOf(old, bob, 99)
	assert.NoError(t, err)
	assert.Equal(t, []Seat{{UserID: "bob", Name: "Bob"}, cpu, {UserID: "ann", Name: "Ann"}}, next.Seats,
		"the next player goes first; a CPU keeps its level")
	assert.Equal(t, "bob", next.Host, "whoever pressed Rematch hosts it")
	assert.Equal(t, Lobby, next.Phase)
	assert.Equal(t, "mad", next.Options["speed"])
	assert.Equal(t, old.Timer, next.Timer)
	assert.Equal(t, uint64(99), next.Seed, "a new deal")
	next.Options["speed"] = "slow"
	assert.Equal(t, "mad", old.Options["speed"], "the old table's options are its own")
}

func TestARematchLeavesOutAForgottenPlayersSeat(t *testing.T) {
	t.Parallel()
	next, err := RematchOf(finished(Seat{Name: "Gone"}), ann, 1)
	assert.NoError(t, err)
	assert.Len(t, next.Seats, 2, "nobody's seat to take again")
}

func TestARematchIsForAPlayerOnceTheGameReachedItsEnd(t *testing.T) {
	t.Parallel()
	reason := func(tab Table, by Member) Reason {
		_, err := RematchOf(tab, by, 1)
		r, _ := err.(*Refusal)
		if !assert.NotNil(t, r) {
			return -1
		}
		return r.Reason
	}
	assert.Equal(t, NotPlayer, reason(finished(), cy))
	assert.Equal(t, NotPlayer, reason(finished(), admin), "not even a channel manager")
	cancelled := finished()
	cancelled.Phase = Cancelled
	assert.Equal(t, NotFinished, reason(cancelled, ann), "a game ended early")
	again := finished()
	again.Rematch = "t2"
	assert.Equal(t, Rematched, reason(again, bob))
}
