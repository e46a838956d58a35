package main

import (
	"bytes"
	"context"
	"io"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAPoolDeckMeetsOthersNeverItselfAndEveryDeckPlaysAlike(t *testing.T) {
	t.Parallel()
	const n = 10
	seen := map[uint64]int{}
	for d := range 5 * n {
		ds := poolDecks(n, d)
		require.Len(t, ds, 2)
		assert.NotEqual(t, ds[0], ds[1], "deal %d seats deck %d against itself", d, ds[0])
		seen[ds[0]]++
		seen[ds[1]]++
	}
	require.Len(t, seen, n)
	for deck, k := range seen {
		assert.Equal(t, 10, k, "deck %d plays as often as every other", deck)
	}
}

func TestTheReportGivesEachPoolDecksRecord(t *testing.T) {
	t.Parallel()
	var out bytes.Buffer
	err := run(context.Background(), []string{"-game", "keyforge", "-a", "random", "-b", "random", "-games", "16", "-report", "-decks", "4"}, &out, io.Discard)
	require.NoError(t, err)
	assert.Contains(t, out.String(), "decks: 4 generated decks", "the report ends with the pool's spread:\n%s", out.String())
	err = run(context.Background(), []string{"-game", "birdrummy", "-games", "2", "-report", "-decks", "4"}, io.Discard, io.Discard)
	assert.ErrorContains(t, err, "-decks needs", "a game without generated decks has no pool")
}
