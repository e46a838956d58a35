package metrics

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestARestRouteIsItsTemplateWhateverIdsAndTokensPass(t *testing.T) {
	t.Parallel()
	for path, want := range map[string]string{
		"/api/v10/channels/123/messages/456":                           "/channels/{id}/messages/{id}",
		"/api/v9/channels/123/messages":                                "/channels/{id}/messages",
		"/api/v10/interactions/99/aW50ZXJhY3Rpb24secretToken/callback": "/interactions/{id}/{id}/callback",
		"/api/v10/webhooks/1/tok-EN_x/messages/@original":              "/webhooks/{id}/{id}/messages/@original",
		"/api/v10/applications/1/guilds/2/commands":                    "/applications/{id}/guilds/{id}/commands",
		"/api/v10/gateway/bot":                                         "/gateway/bot",
		"/proxy/api/v10/channels/1/something-new":                      "/{id}/{id}/{id}/channels/{id}/{id}",
	} {
		assert.Equal(t, want, Route(path), path)
	}
}

func TestANilMetricsRecordsNothingAndServesNotFound(t *testing.T) {
	t.Parallel()
	var m *Metrics
	m.Interaction("command", "/play", Answered, time.Millisecond)
	m.Drew(time.Now())
	m.SearchWaits()()
	m.Searching("hard")()
	m.Committed(time.Millisecond)
	m.Request("GET", "/gateway/bot", 200, "")
	m.Reconnected()
	m.Resumed()
	m.Gauge("x", "y", nil, nil)
	rec := httptest.NewRecorder()
	m.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/metrics", nil))
	assert.Equal(t, http.StatusNotFound, rec.Code)
}

// TestTwoBotsInOneProcessHaveTheirOwnMetrics: each Metrics has its own
// registry, so a test process may make many.
func TestTwoBotsInOneProcessHaveTheirOwnMetrics(t *testing.T) {
	t.Parallel()
	a, b := New(), New()
	a.Request("GET", "/gateway/bot", 429, "global")
	scrape := func(m *Metrics) string {
		rec := httptest.NewRecorder()
		m.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/metrics", nil))
		body, err := io.ReadAll(rec.Body)
		require.NoError(t, err)
		return string(body)
	}
	assert.Contains(t, scrape(a), `deckhand_rest_rate_limited_total{scope="global"} 1`)
	assert.False(t, strings.Contains(scrape(b), `deckhand_rest_rate_limited_total{scope="global"}`))
}
