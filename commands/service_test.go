package commands_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/bot/metrics"
	"github.com/deckhand/deckhand/commands"
	"github.com/deckhand/deckhand/games/ismcts"
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

// TestTheGaugesShowSearchesRunningAndWaitingAndPacedRequests: with
// every CPU's thought held and the bot's own requests paced at one a
// second, a scrape shows a core's worth of searches running in the one
// server, the next one waiting, and board edits waiting on the pacer;
// once the thoughts end, nothing runs.
func TestTheGaugesShowSearchesRunningAndWaitingAndPacedRequests(t *testing.T) {
	t.Parallel()
	release := make(chan struct{})
	think := func(ctx context.Context, q ismcts.Question, l ismcts.Level) (ismcts.Choice, error) {
		select {
		case <-release:
		case <-ctx.Done():
			return ismcts.Choice{}, ctx.Err()
		}
		return bottest.QuickThink(ctx, q, l)
	}
	m := metrics.New()
	h := bottest.New(t, bot.Config{Metrics: m, Think: think, GlobalRate: 1}, commands.New)
	scrape := func() string {
		rec := httptest.NewRecorder()
		m.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/metrics", nil))
		return rec.Body.String()
	}
	cores := runtime.GOMAXPROCS(0)
	ann := h.Srv.User("ann")
	for i := range cores + 1 {
		h.Channel = h.Srv.Channel(fmt.Sprint("cpu-", i))
		h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "starcollector")).Response()
		ch := h.Channel
		h.Srv.WaitFor(func() bool { return len(h.Srv.Messages(ch)) > 0 }) // the lobby is paced too
		lobby := h.AddCPU(ann, h.Board(), "Normal")
		h.Click(ann, lobby, "Start").Response()
	}
	running := fmt.Sprintf(`deckhand_cpu_searches{state="running"} %d`, cores)
	var seen string
	require.Eventually(t, func() bool {
		seen = scrape()
		return strings.Contains(seen, running) && strings.Contains(seen, `deckhand_cpu_searches{state="waiting"} 1`)
	}, 20*time.Second, 10*time.Millisecond, "a core's worth of searches run, the next waits")
	require.Eventually(t, func() bool {
		seen = scrape()
		return !strings.Contains(seen, "deckhand_paced_requests_waiting 0")
	}, 20*time.Second, 10*time.Millisecond, "board edits wait on the pacer")
	close(release)
	if !assert.Eventually(t, func() bool {
		seen = scrape()
		return strings.Contains(seen, `deckhand_cpu_searches{state="running"} 0`) && strings.Contains(seen, `deckhand_cpu_searches{state="waiting"} 0`) &&
			strings.Contains(seen, `deckhand_cpu_think_seconds_count{level="normal"}`)
	}, 20*time.Second, 10*time.Millisecond, "the thoughts ended, and their time was recorded") {
		t.Log(seen)
	}
}
