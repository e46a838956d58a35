package discord

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRewriteSendsDiscordRequestsToTheBaseURL(t *testing.T) {
	t.Parallel()
	var got string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { got = r.URL.RequestURI() }))
	defer srv.Close()
	rt, err := Rewrite(srv.URL+"/prefix/", http.DefaultTransport)
	require.NoError(t, err)
	req, _ := http.NewRequest("GET", "https://discord.com/api/v9/gateway?x=1", nil)
	resp, err := rt.RoundTrip(req)
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, "/prefix/api/v10/gateway?x=1", got, "the base URL replaces the origin and the path speaks API v10")
	_, err = Rewrite("not a url", http.DefaultTransport)
	assert.Error(t, err)
}

type capture struct{ got *http.Request }

func (c *capture) RoundTrip(r *http.Request) (*http.Response, error) {
	c.got = r
	return &http.Response{StatusCode: http.StatusNoContent, Body: http.NoBody, Request: r}, nil
}

func TestEveryRestCallSpeaksAPIVersion10(t *testing.T) {
	t.Parallel()
	c := &capture{}
	rt, err := Rewrite("", c)
	require.NoError(t, err)
	req, _ := http.NewRequest("PATCH", "https://discord.com/api/v9/webhooks/1/tok/messages/@original", nil)
	_, err = rt.RoundTrip(req)
	require.NoError(t, err)
	assert.Equal(t, "https://discord.com/api/v10/webhooks/1/tok/messages/@original", c.got.URL.String(),
		"discordgo builds v9 paths; Deckhand speaks v10")
	other, _ := http.NewRequest("GET", "https://cdn.example/x/api/v9/y", nil)
	_, err = rt.RoundTrip(other)
	require.NoError(t, err)
	assert.Equal(t, "/x/api/v9/y", c.got.URL.Path, "only Discord's own paths are moved")
}
