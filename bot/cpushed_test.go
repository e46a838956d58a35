package bot

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/cpu"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/bot/internal/picktest"
	"github.com/deckhand/deckhand/games/ismcts"
	"github.com/deckhand/deckhand/storage"
)

// closed is a done channel that has closed: Acquire with it takes a
// slot only if one is free for the server at once.
func closed() <-chan struct{} {
	ch := make(chan struct{})
	close(ch)
	return ch
}

// asking is a search of guild waiting for a slot in the background,
// until the test ends.
func asking(t *testing.T, s *cpu.Slots, guild string) {
	done := make(chan struct{})
	t.Cleanup(func() { close(done) })
	go s.Acquire(guild, done)
}

func TestAHardCPUWhoseSearchIsShedMovesByRuleOfThumbAndTheChannelIsToldOnce(t *testing.T) {
	t.Parallel()
	srv := discordtest.NewServer(t)
	var mu sync.Mutex
	var levels []ismcts.Level
	think := func(ctx context.Context, q ismcts.Question, l ismcts.Level) (ismcts.Choice, error) {
		mu.Lock()
		levels = append(levels, l)
		mu.Unlock()
		return ismcts.Think(ctx, q, ismcts.Easy)
	}
	b, tb := playingWith(t, Config{Token: srv.Token(), BaseURL: srv.URL(), Think: think},
		ann, storage.Seat{Name: "CPU 2", CPU: true, Level: ismcts.Hard.String()})
	// Other servers' searches hold every slot and fill the backlog.
	s := b.cpus.searches
	for i := range 3 {
		require.Equal(t, cpu.Granted, s.Acquire(fmt.Sprint("other", i), closed()))
	}
	for i := range 3 {
		asking(t, s, fmt.Sprint("waiting", i))
	}
	require.Eventually(t, func() bool { _, w, _ := s.Counts(); return w == 3 }, 5*time.Second, time.Millisecond)

	for move := range 2 {
		tb.do(func() {
			_, _ = b.actions.answer(click(b, tb, ann.UserID), tb, 0, fmt.Sprint("pick", 2*move), "", []string{"o1"}) // an answer the fake never asked for
		})
		idle(t, tb)
	}
	require.NoError(t, b.Close())
	srv.TakeViolations() // the answers to interactions the fake never sent
	assert.Equal(t, 4, tb.state.(*picktest.State).Picks, "the CPU moved after each of Ann's moves")
	mu.Lock()
	assert.Equal(t, []ismcts.Level{ismcts.Easy, ismcts.Easy}, levels, "no slot was to be had: the Hard CPU played by rule of thumb, at once")
	mu.Unlock()
	told := 0
	for _, m := range srv.Messages(testChannel) {
		if strings.Contains(m.Content, "rule of thumb") {
			told++
		}
	}
	assert.Equal(t, 1, told, "the channel is told once that its CPU players play by rule of thumb")
	_, _, shed := s.Counts()
	assert.EqualValues(t, 2, shed)
}
