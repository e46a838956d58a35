package discord

import (
	"net/http"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// hooksAt is Hooks on main whose clock reads *now.
func hooksAt(main *discordgo.Session, now *time.Time) *Hooks {
	h := NewHooks(main)
	h.now = func() time.Time { return *now }
	return h
}

func TestATokenSessionServesWhileATokenItHasSeenMayStillLive(t *testing.T) {
	t.Parallel()
	Install()
	main, _ := discordgo.New("Bot secret")
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	h := hooksAt(main, &now)
	first := h.Session()
	now = now.Add(TokenLife - time.Second)
	assert.Same(t, first, h.Session(), "a token answered at the start may be used until TokenLife is up: its bucket is kept")
}

func TestATokenSessionIsReplacedByOneWithAnEmptyLimiterOnceItsTokensAreDead(t *testing.T) {
	t.Parallel()
	Install()
	main, _ := discordgo.New("Bot secret")
	main.Client = &http.Client{}
	main.MaxRestRetries = 7
	main.ShouldRetryOnRateLimit = false
	main.UserAgent = "Deckhand test"
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	h := hooksAt(main, &now)
	const route = "https://discord.com/api/v9/interactions/1/token/callback"
	old := h.Session()
	seen := old.Ratelimiter.GetBucket(route)
	now = now.Add(TokenLife)
	fresh := h.Session()
	require.NotSame(t, old, fresh)
	assert.NotSame(t, seen, fresh.Ratelimiter.GetBucket(route), "the dead tokens' buckets go with the old session")
	assert.NotSame(t, main.Ratelimiter, fresh.Ratelimiter, "token requests never fill the main session's limiter")
	assert.Equal(t, main.Token, fresh.Token)
	assert.Same(t, main.Client, fresh.Client, "requests go where the main session's do (a fake or a proxy)")
	assert.Equal(t, 7, fresh.MaxRestRetries)
	assert.False(t, fresh.ShouldRetryOnRateLimit, "a 429 is handled as the main session handles it")
	assert.Equal(t, "Deckhand test", fresh.UserAgent)
}

func TestAContextWithoutTokenSessionUsesItsOwnSession(t *testing.T) {
	t.Parallel()
	Install()
	main, _ := discordgo.New("Bot secret")
	var h *Hooks
	c := &Context{Session: main, hooks: h.Session()}
	assert.Same(t, main, c.Hooks())
}
