package discord

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/require"
)

func TestLiveEditsOfDifferentInteractionsDoNotQueueBehindOneAnother(t *testing.T) {
	t.Parallel()
	// The fake holds the first edit until the second has arrived: with
	// one bucket for every token, the second would wait for the first.
	arrived, release := make(chan struct{}, 2), make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		arrived <- struct{}{}
		if r.URL.Path == "/api/v10/webhooks/app/first/messages/1" {
			<-release
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"id":"1"}`))
	}))
	defer srv.Close()
	defer close(release)
	rt, err := Rewrite(srv.URL+"/", http.DefaultTransport)
	require.NoError(t, err)
	Install()
	s, err := discordgo.New("Bot x")
	require.NoError(t, err)
	s.Client = &http.Client{Transport: rt}

	go func() {
		_, _ = Answer{AppID: "app", Token: "first", MessageID: "1"}.Edit(s, Notice("first"))
	}()
	<-arrived
	done := make(chan error, 1)
	go func() {
		_, err := Answer{AppID: "app", Token: "second", MessageID: "2"}.Edit(s, Notice("second"))
		done <- err
	}()
	select {
	case err := <-done:
		require.NoError(t, err)
	case <-time.After(2 * time.Second):
		t.Fatal("the second hand's edit waited for another interaction's edit to finish")
	}
}
