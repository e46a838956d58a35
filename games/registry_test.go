package games

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

type named string

func (n named) Info() Info                 { return Info{Slug: string(n), Name: string(n)} }
func (named) New(Config) (State, error)    { return nil, nil }
func (named) Decode([]byte) (State, error) { return nil, nil }

// The registry is global: these slugs belong to this test only.
func TestGamesAreFoundBySlugAndListedByName(t *testing.T) {
	Register(named("zz-test-b"))
	Register(named("zz-test-a"))
	g, ok := Lookup("zz-test-a")
	assert.True(t, ok)
	assert.Equal(t, "zz-test-a", g.Info().Slug)
	_, ok = Lookup("zz-test-none")
	assert.False(t, ok)
	var order []string
	for _, g := range All() {
		order = append(order, g.Info().Slug)
	}
	assert.Subset(t, order, []string{"zz-test-a", "zz-test-b"})
	assert.Less(t, indexOf(order, "zz-test-a"), indexOf(order, "zz-test-b"))
	assert.Panics(t, func() { Register(named("zz-test-a")) }, "one slug twice is a wiring bug")
}

func indexOf(xs []string, x string) int {
	for i, y := range xs {
		if y == x {
			return i
		}
	}
	return -1
}
