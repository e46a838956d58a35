package discordtest_test

import (
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
)

func TestTheGlobalLimitRefusesTheTokensRequestsPastItFromEverySession(t *testing.T) {
	t.Parallel()
	srv := discordtest.NewServer(t, discordtest.WithGlobalRateLimit(10, 300*time.Millisecond))
	// Two sessions with the one token, as two shard processes are: the
	// limit is the token's, not a session's.
	a, b := srv.NewSession(), srv.NewSession()
	var wg sync.WaitGroup
	errs := make(chan error, 30)
	for i := range 30 {
		dg := a
		if i%2 == 1 {
			dg = b
		}
		wg.Go(func() {
			_, err := dg.ChannelMessageSend(srv.Channel(fmt.Sprint("c", i)), "hello")
			errs <- err
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		require.NoError(t, err, "discordgo waits out a global 429 and retries")
	}
	assert.Positive(t, srv.GlobalLimited(), "30 posts at once from two sessions pass 10 in 300 ms: some are refused")
	let := srv.GlobalRequests()
	assert.Len(t, let, 30, "every post got through in the end, each counted once")
	assert.LessOrEqual(t, discordtest.MostInAWindow(let, 300*time.Millisecond), 10, "never more let through than the limit in any window")
}
