package games

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTheSameSeedGivesTheSameSequence(t *testing.T) {
	t.Parallel()
	a, b, c := NewRNG(7), NewRNG(7), NewRNG(8)
	same, differs := true, false
	for range 100 {
		x, y, z := a.Uint64(), b.Uint64(), c.Uint64()
		same = same && x == y
		differs = differs || x != z
	}
	assert.True(t, same)
	assert.True(t, differs, "another seed, another sequence")
}

func TestADecodedRNGContinuesTheSameSequence(t *testing.T) {
	t.Parallel()
	r := NewRNG(42)
	r.Uint64()
	data, err := json.Marshal(r)
	require.NoError(t, err)
	var back RNG
	require.NoError(t, json.Unmarshal(data, &back))
	for range 50 {
		require.Equal(t, r.Uint64(), back.Uint64())
	}
}

func TestACorruptRNGRecordIsRefused(t *testing.T) {
	t.Parallel()
	var r RNG
	assert.Error(t, json.Unmarshal([]byte(`"not base64!"`), &r))
	assert.Error(t, json.Unmarshal([]byte(`"AAAA"`), &r))
	assert.Error(t, json.Unmarshal([]byte(`12`), &r))
}

func TestIntNIsUniformAndInRange(t *testing.T) {
	t.Parallel()
	r := NewRNG(1)
	const n, draws = 6, 60000
	var counts [n]int
	for range draws {
		v := r.IntN(n)
		require.True(t, v >= 0 && v < n)
		counts[v]++
	}
	for v, c := range counts {
		assert.InDelta(t, draws/n, c, draws/n/10, "value %d", v)
	}
	assert.Panics(t, func() { r.IntN(0) })
}

func TestShuffleIsAPermutation(t *testing.T) {
	t.Parallel()
	r := NewRNG(3)
	xs := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	r.Shuffle(len(xs), func(i, j int) { xs[i], xs[j] = xs[j], xs[i] })
	assert.ElementsMatch(t, []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, xs)
	assert.NotEqual(t, []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, xs)
}

func TestReseedGivesAnotherFuture(t *testing.T) {
	t.Parallel()
	a, b := NewRNG(5), NewRNG(5)
	b.Reseed(rand.New(rand.NewPCG(1, 1)))
	assert.NotEqual(t, a.Uint64(), b.Uint64())
}
