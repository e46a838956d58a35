package table

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestAMemberMayHostOneMoreTableOnlyUnderBothBounds(t *testing.T) {
	t.Parallel()
	b := Bounds{PerMember: 2, PerServer: 5}
	reason := func(err error) Reason {
		if r, ok := err.(*Refusal); ok {
			return r.Reason
		}
		return -1
	}
	for _, c := range []struct {
		name     string
		counts   Counts
		newTable bool
		want     Reason // -1: may
	}{
		{"under both", Counts{Hosted: 1, InServer: 4}, true, -1},
		{"at the member's bound", Counts{Hosted: 2, InServer: 0}, true, TooManyOfYours},
		{"at the server's bound", Counts{Hosted: 0, InServer: 5}, true, ServerFull},
		{"at both: the member's first", Counts{Hosted: 2, InServer: 5}, true, TooManyOfYours},
		{"a hand-off adds no table to a full server", Counts{Hosted: 1, InServer: 5}, false, -1},
		{"a hand-off to a member at their bound", Counts{Hosted: 2, InServer: 0}, false, TooManyOfYours},
	} {
		assert.Equal(t, c.want, reason(b.MayHost(c.counts, c.newTable)), c.name)
	}
	assert.NoError(t, Bounds{}.MayHost(Counts{Hosted: 1000, InServer: 1000}, true), "no bound set")
}

func TestTablesAreCountedOnlyWhereABoundApplies(t *testing.T) {
	t.Parallel()
	assert.False(t, Bounds{}.Counted(true))
	assert.True(t, Bounds{PerServer: 1}.Counted(true))
	assert.False(t, Bounds{PerServer: 1}.Counted(false), "a hand-off adds no table to the server")
	assert.True(t, Bounds{PerMember: 1}.Counted(false))
}
