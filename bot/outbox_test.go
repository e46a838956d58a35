package bot

import (
	"fmt"
	"io"
	"log/slog"
	"sync"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/internal/picktest"
	"github.com/deckhand/deckhand/bot/pace"
	"github.com/deckhand/deckhand/storage"
)

// fakeChannel is Discord's channel requests as a part sees them, without
// the fake Discord: it notes each request and answers it at once.
type fakeChannel struct {
	mu       sync.Mutex
	requests []string
	next     int
}

func (f *fakeChannel) note(format string, args ...any) string {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.requests = append(f.requests, fmt.Sprintf(format, args...))
	f.next++
	return fmt.Sprint(900 + f.next)
}

func (f *fakeChannel) ChannelMessageSendComplex(channelID string, data *discordgo.MessageSend, _ ...discordgo.RequestOption) (*discordgo.Message, error) {
	id := f.note("send to %s: %s", channelID, data.Content)
	return &discordgo.Message{ID: id, ChannelID: channelID, Content: data.Content}, nil
}

func (f *fakeChannel) ChannelMessageEditComplex(m *discordgo.MessageEdit, _ ...discordgo.RequestOption) (*discordgo.Message, error) {
	f.note("edit of %s in %s", m.ID, m.Channel)
	return &discordgo.Message{ID: m.ID, ChannelID: m.Channel}, nil
}

func (f *fakeChannel) ChannelMessageDelete(channelID, messageID string, _ ...discordgo.RequestOption) error {
	f.note("delete of %s in %s", messageID, channelID)
	return nil
}

func (f *fakeChannel) seen() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]string(nil), f.requests...)
}

// movedBoards is an outbox on fake, and a table whose board /game posted
// anew twice: its two old boards wait to be marked as moved.
func movedBoards(t *testing.T, ch channel) (*outbox, *table) {
	l := newRunState(slog.New(slog.NewTextHandler(io.Discard, nil)))
	t.Cleanup(l.beginClose)
	o := newOutbox(l, ch, &Config{GlobalRate: -1})
	rec := &storage.Table{ID: "t1", GuildID: "g", ChannelID: "c1", Game: "pick", BoardID: "new", Seats: []storage.Seat{ann, bob}}
	return o, &table{rec: rec, game: picktest.Game{}, moved: []string{"old1", "old2"}}
}

func TestAnOldBoardIsMarkedMovedByAnEditOfItsOwnMessage(t *testing.T) {
	fake := &fakeChannel{}
	o, tb := movedBoards(t, fake)
	o.markMoved(tb)
	assert.Equal(t, []string{"edit of old1 in c1", "edit of old2 in c1"}, fake.seen(),
		"each old board is edited, in its channel, and nothing else is sent")
	assert.Empty(t, tb.moved, "a board marked once is not marked again")
	o.markMoved(tb)
	assert.Len(t, fake.seen(), 2, "with no old board left, the outbox sends nothing")
}

// The lock check (locks_e2e_test.go) is only worth its pass if it fails
// when a lock is held around a request: here the outbox's edits are made
// from a job of a table's loop, in the test, and each edit is reported.
func TestTheLockCheckReportsARequestMadeUnderALock(t *testing.T) {
	held := WatchLocks(t)
	var reported []string
	fake := &fakeChannel{}
	checked := lockChecked{channel: fake, held: held, report: func(request string, n int) {
		reported = append(reported, fmt.Sprintf("%s (%d held)", request, n))
	}}
	o, tb := movedBoards(t, checked)
	other := &table{}
	other.do(func() { o.markMoved(tb) })
	require.Equal(t, []string{"edit of old1 (1 held)", "edit of old2 (1 held)"}, reported,
		"a request made with a lock held is reported, with how many")

	reported = nil
	tb.moved = []string{"old3"}
	o.markMoved(tb)
	assert.Empty(t, reported, "the same request with no lock held passes: markMoved lets the table go before it sends")
	assert.Len(t, fake.seen(), 3, "every request still reaches Discord")
}

func TestEachOldBoardMarkedMovedWaitsItsOwnTurnAtThePacer(t *testing.T) {
	t.Parallel()
	fake := &fakeChannel{}
	o, tb := movedBoards(t, fake)
	o.pace = pace.NewPacer(1000, &mutex{})
	var unpaced []string
	checked := o.checkPaced(func(request string) { unpaced = append(unpaced, request) })
	require.True(t, o.pace.Wait(pace.Routine, "g", nil)) // the board loop's slot, for the board's own edit
	_, err := o.session.ChannelMessageEditComplex(&discordgo.MessageEdit{ID: "new", Channel: "c1"})
	require.NoError(t, err)
	o.markMoved(tb)
	assert.Equal(t, 3, checked())
	assert.Empty(t, unpaced, "an old board was edited without a slot of its own")
}
