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
	assert.Equal(t, "/prefix/api/v9/gateway?x=1", got)
	_, err = Rewrite("not a url", http.DefaultTransport)
	assert.Error(t, err)
}
