package commands_test

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/metrics"
	"github.com/deckhand/deckhand/commands"
)

// TestTheBotIsReadyOnlyAfterReadyAndStopsBeingSoWhenItDrains: a
// supervisor's readiness probe reads Ready: not before the gateway's
// READY, again after a resumed connection, and not from the moment the
// bot drains; what arrives while it drains is answered that the bot
// restarts, never dropped.
func TestTheBotIsReadyOnlyAfterReadyAndStopsBeingSoWhenItDrains(t *testing.T) {
	t.Parallel()
	m := metrics.New()
	h := bottest.New(t, bot.Config{Metrics: m}, commands.New)
	h.Stop()
	unopened, err := commands.New(bot.Config{Token: h.Srv.Token(), BaseURL: h.Srv.URL(), Store: h.OpenStore()})
	require.NoError(t, err)
	assert.ErrorContains(t, unopened.Ready(), "READY", "made but not connected: not ready")
	require.NoError(t, unopened.Store().Close())

	h.Reconnect = true
	h.Start()
	require.Eventually(t, func() bool { return h.Bot.Ready() == nil }, 10*time.Second, 5*time.Millisecond, "ready after READY")
	h.Srv.CloseGateway(4000) // resumable: the session resumes on a new connection
	require.Eventually(t, func() bool { return h.Bot.Ready() == nil }, 10*time.Second, 5*time.Millisecond, "ready again after RESUMED")

	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("starcollector", ann, bob)
	rec := httptest.NewRecorder()
	m.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/metrics", nil))
	assert.Contains(t, rec.Body.String(), `deckhand_tables{game="starcollector",phase="playing"} 1`, "scraped while the bot runs")

	h.Bot.Drain()
	assert.ErrorContains(t, h.Bot.Ready(), "draining")
	r := h.Srv.Command(ann, h.Channel, "help").Response()
	require.NotNil(t, r.Message)
	assert.Contains(t, r.Message.Content, "restarting", "turned away with an answer")
	assert.True(t, r.Ephemeral, "privately")
	h.Stop()
	assert.Empty(t, h.Srv.Violations())
}
