package discordtest_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
)

func TestPostsAndEditsShareTheChannelsBucket(t *testing.T) {
	srv := discordtest.NewServer(t, discordtest.WithMessageRateLimit(2, 300*time.Millisecond))
	dg := srv.NewSession()
	ch := srv.Channel("busy")
	start := time.Now()
	m, err := dg.ChannelMessageSend(ch, "one")
	require.NoError(t, err)
	_, err = dg.ChannelMessageSend(ch, "two")
	require.NoError(t, err)
	_, err = dg.ChannelMessageEdit(ch, m.ID, "one, edited")
	require.NoError(t, err, "discordgo waits out the 429 and retries")
	assert.GreaterOrEqual(t, time.Since(start), 200*time.Millisecond, "the third call waited for the bucket")
	assert.Equal(t, 1, srv.RateLimited())
	assert.Equal(t, "one, edited", srv.Messages(ch)[0].Content)
	assert.Len(t, srv.Messages(ch), 2)
}
