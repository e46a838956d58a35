package bot

import (
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discord"
)

// okDiscord answers every request at once, as Discord answers an edit of
// a message made with an interaction's token.
type okDiscord struct {
	mu   sync.Mutex
	seen []string
}

func (d *okDiscord) RoundTrip(r *http.Request) (*http.Response, error) {
	d.mu.Lock()
	d.seen = append(d.seen, r.Method)
	d.mu.Unlock()
	return &http.Response{StatusCode: http.StatusOK, Header: http.Header{"Content-Type": {"application/json"}},
		Body: io.NopCloser(strings.NewReader(`{"id":"5"}`)), Request: r}, nil
}

// The lock check of interaction answers (locks_e2e_test.go) is only worth
// its pass if it fails when a lock is held around one: here a table's
// lock is taken, in the test, around the edit of a hand's message made
// with its interaction's token, and the edit is reported.
func TestTheLockCheckReportsAnAnswerMadeUnderALock(t *testing.T) {
	held := WatchLocks(t)
	var reported []string
	fake := &okDiscord{}
	discord.Install()
	s, err := discordgo.New("Bot test")
	require.NoError(t, err)
	s.Client = &http.Client{Transport: hooksChecked{next: fake, held: held, report: func(request string, n int) {
		reported = append(reported, request)
	}}}
	hand := discord.Answer{AppID: "1", Token: "tok", MessageID: "5"}

	tb := &table{}
	tb.do(func() {
		_, err = hand.Edit(s, discord.Message{Content: "your hand"})
	})
	require.NoError(t, err)
	require.Equal(t, []string{"request with an interaction's token (PATCH)"}, reported,
		"an edit made with the table locked is reported, named without its token")

	reported = nil
	_, err = hand.Edit(s, discord.Message{Content: "your hand"})
	require.NoError(t, err)
	assert.Empty(t, reported, "the same edit with no lock held passes")
	assert.Len(t, fake.seen, 2, "every request still reaches Discord")
}
