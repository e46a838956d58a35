package bot

import (
	"bytes"
	"net/http"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/bwmarrin/discordgo"
)

// Routes lists every component kind the bot's router answers, for the
// external tests that drive each one.
func (b *Bot) Routes() []string { return b.router.Components() }

// BoardsShown reports whether every board shows the last change asked
// of it: a test that compares messages before and after a click waits
// for this first, so that a board edit on its way is not taken for one.
func (b *Bot) BoardsShown() bool {
	b.out.mu.Lock()
	defer b.out.mu.Unlock()
	return len(b.out.unshown) == 0
}

// WatchLocks has every lock of the bot's parts (mutex) report, until the
// test ends, to a count of the locks each goroutine holds. Go does not
// name goroutines; a test may, by the id its stack trace shows. It
// returns how many the calling goroutine holds.
func WatchLocks(t testing.TB) (held func() int) {
	var mu sync.Mutex
	by := map[uint64]int{}
	count := func(delta int) {
		id := goroutineID()
		mu.Lock()
		defer mu.Unlock()
		if by[id] += delta; by[id] == 0 {
			delete(by, id)
		}
	}
	if !lockWatch.CompareAndSwap(nil, &count) {
		t.Fatal("locks are watched already: tests that watch them cannot run in parallel")
	}
	t.Cleanup(func() { lockWatch.Store(nil) })
	return func() int {
		id := goroutineID()
		mu.Lock()
		defer mu.Unlock()
		return by[id]
	}
}

// goroutineID is the calling goroutine's id, from the first line of its
// stack trace: "goroutine 42 [running]:".
func goroutineID() uint64 {
	var buf [64]byte
	line := buf[:runtime.Stack(buf[:], false)]
	line = bytes.TrimPrefix(line, []byte("goroutine "))
	id, _ := strconv.ParseUint(string(line[:bytes.IndexByte(line, ' ')]), 10, 64)
	return id
}

// lockChecked is a channel whose every request first checks that the
// goroutine making it holds none of the bot's locks (WatchLocks), and
// reports the request that does.
type lockChecked struct {
	channel
	held   func() int
	report func(request string, held int)
}

func (c lockChecked) check(request string) {
	if n := c.held(); n > 0 {
		c.report(request, n)
	}
}

func (c lockChecked) ChannelMessageSendComplex(channelID string, data *discordgo.MessageSend, options ...discordgo.RequestOption) (*discordgo.Message, error) {
	c.check("send to " + channelID)
	return c.channel.ChannelMessageSendComplex(channelID, data, options...)
}

func (c lockChecked) ChannelMessageEditComplex(m *discordgo.MessageEdit, options ...discordgo.RequestOption) (*discordgo.Message, error) {
	c.check("edit of " + m.ID)
	return c.channel.ChannelMessageEditComplex(m, options...)
}

func (c lockChecked) ChannelMessageDelete(channelID, messageID string, options ...discordgo.RequestOption) error {
	c.check("delete of " + messageID)
	return c.channel.ChannelMessageDelete(channelID, messageID, options...)
}

// hooksChecked is the HTTP transport of the requests made with an
// interaction's token (answers, followups, edits of a hand): they go
// through the hooks' sessions, which are discordgo's own type, so the
// check is made where each request leaves, on the goroutine that makes it
// (http.Client calls RoundTrip on the caller's goroutine).
type hooksChecked struct {
	next   http.RoundTripper
	held   func() int
	report func(request string, held int)
}

func (c hooksChecked) RoundTrip(r *http.Request) (*http.Response, error) {
	if n := c.held(); n > 0 {
		// Named by its kind and method: its path carries the token.
		switch p := r.URL.Path; {
		case strings.Contains(p, "/interactions/"):
			c.report("answer to an interaction ("+r.Method+")", n)
		case strings.Contains(p, "/webhooks/"):
			c.report("request with an interaction's token ("+r.Method+")", n)
		}
	}
	return c.next.RoundTrip(r)
}

// CheckLocks makes every request of b to Discord (its channel requests,
// and those made with an interaction's token) check, with held from
// WatchLocks, that no lock of the bot is held by the goroutine making
// it; report hears of each that was. Call it before Open.
func (b *Bot) CheckLocks(held func() int, report func(request string, held int)) {
	b.out.session = lockChecked{channel: b.out.session, held: held, report: report}
	// The hooks' sessions take the main session's client when each is
	// made, which is after this (at the first interaction).
	client := *b.session.Client
	client.Transport = hooksChecked{next: client.Transport, held: held, report: report}
	b.session.Client = &client
}

// pacedChecked is a channel whose every request first checks that the
// pacer let the goroutine making it go since its last request (a slot
// is for one request), and reports the request it did not.
type pacedChecked struct {
	channel
	took   func() bool
	report func(request string)
}

func (c pacedChecked) check(request string) {
	if !c.took() {
		c.report(request)
	}
}

func (c pacedChecked) ChannelMessageSendComplex(channelID string, data *discordgo.MessageSend, options ...discordgo.RequestOption) (*discordgo.Message, error) {
	c.check("send to " + channelID)
	return c.channel.ChannelMessageSendComplex(channelID, data, options...)
}

func (c pacedChecked) ChannelMessageEditComplex(m *discordgo.MessageEdit, options ...discordgo.RequestOption) (*discordgo.Message, error) {
	c.check("edit of " + m.ID)
	return c.channel.ChannelMessageEditComplex(m, options...)
}

func (c pacedChecked) ChannelMessageDelete(channelID, messageID string, options ...discordgo.RequestOption) error {
	c.check("delete of " + messageID)
	return c.channel.ChannelMessageDelete(channelID, messageID, options...)
}

// CheckPaced makes every request b makes on its own (its channel posts,
// edits and deletes; answers use the interaction's token) check that it
// took a slot at the pacer: the pacer let the goroutine making it go
// since that goroutine's last request. report hears of each that did
// not; checked counts the requests. Call it before Open, on a bot that
// paces (Config.GlobalRate not Off).
func (b *Bot) CheckPaced(report func(request string)) (checked func() int) {
	return b.out.checkPaced(report)
}

// checkPaced is CheckPaced for the outbox alone.
func (o *outbox) checkPaced(report func(request string)) (checked func() int) {
	var mu sync.Mutex
	let := map[uint64]bool{}
	n := 0
	o.pace.Watch(func() {
		id := goroutineID()
		mu.Lock()
		defer mu.Unlock()
		let[id] = true
	})
	took := func() bool {
		id := goroutineID()
		mu.Lock()
		defer mu.Unlock()
		n++
		ok := let[id]
		delete(let, id)
		return ok
	}
	o.session = pacedChecked{channel: o.session, took: took, report: report}
	return func() int {
		mu.Lock()
		defer mu.Unlock()
		return n
	}
}

// HoldDrawing takes every drawing slot, as a congested
// drawing queue does; the func it returns gives them back. A test that
// holds it is not parallel: the slots are the process's.
func HoldDrawing() (release func()) { return holdDrawingSlots() }
