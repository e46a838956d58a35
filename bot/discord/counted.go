package discord

import (
	"net/http"

	"github.com/deckhand/deckhand/bot/metrics"
)

// counted is an http.RoundTripper that counts every request to Discord
// in its metrics: its route's template and status, and a 429's scope.
type counted struct {
	m    *metrics.Metrics
	next http.RoundTripper
}

// Counted returns next counting its requests in m; with m nil, next.
func Counted(next http.RoundTripper, m *metrics.Metrics) http.RoundTripper {
	if m == nil {
		return next
	}
	return counted{m: m, next: next}
}

func (c counted) RoundTrip(req *http.Request) (*http.Response, error) {
	res, err := c.next.RoundTrip(req)
	status, scope := 0, ""
	if res != nil {
		status, scope = res.StatusCode, res.Header.Get("X-RateLimit-Scope")
		if status == http.StatusTooManyRequests && scope == "" && res.Header.Get("X-RateLimit-Global") == "true" {
			scope = "global"
		}
	}
	c.m.Request(req.Method, metrics.Route(req.URL.Path), status, scope)
	return res, err
}
