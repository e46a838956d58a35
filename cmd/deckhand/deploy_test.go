package main

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
)

// TestADeployUnderLoadLosesNoInteraction deploys the binary again and
// again (SIGTERM, wait for the exit, start the new one on the same
// database) while eight members play four tables without a pause: every
// interaction Discord delivered is answered (by the old process, by the
// old one saying it restarts, or by the new one), every answer Discord
// was told was accepted is in the database, and each stop is clean.
func TestADeployUnderLoadLosesNoInteraction(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary and deploys it 5 times under load")
	}
	const deploys, tables = 5, 4
	dir := t.TempDir()
	bin := buildBinary(t, dir)
	srv := discordtest.NewServer(t, discordtest.WithTimeout(30*time.Second))
	var channels [tables]string
	var players [tables][2]*discordtest.User
	for i := range tables {
		channels[i] = srv.Channel(fmt.Sprint("deploy", i))
		players[i] = [2]*discordtest.User{srv.User(fmt.Sprint("ann", i)), srv.User(fmt.Sprint("bob", i))}
	}
	p := launch(t, bin, dir, srv)
	srv.WaitReady()
	srv.WaitFor(func() bool { return len(srv.Commands(srv.GuildID)) > 0 })
	for i, ch := range channels {
		ensureGame(t, srv, ch, players[i])
	}

	stop := make(chan struct{})
	var (
		mu   sync.Mutex
		sent []sentAnswer
		wg   sync.WaitGroup
	)
	for i, ch := range channels {
		for seat, u := range players[i] {
			wg.Go(func() {
				playUntil(srv, ch, u, rand.New(rand.NewPCG(uint64(i*2+seat), 5)), stop, func(a sentAnswer) {
					mu.Lock()
					sent = append(sent, a)
					mu.Unlock()
				})
			})
		}
	}
	rng := rand.New(rand.NewPCG(33, 1))
	var logs []string
	for range deploys {
		time.Sleep(time.Duration(200+rng.IntN(400)) * time.Millisecond)
		identifies := srv.Identifies()
		p.stop(t)
		logs = append(logs, p.out.String())
		p = launch(t, bin, dir, srv)
		srv.WaitFor(func() bool { return srv.Identifies() > identifies })
	}
	time.Sleep(300 * time.Millisecond)
	close(stop)
	wg.Wait()
	// What the players sent last is answered before the last stop.
	done := make(chan struct{})
	time.AfterFunc(10*time.Second, func() { close(done) })
	for _, a := range sent {
		a.ix.Await(done)
	}
	p.stop(t)
	logs = append(logs, p.out.String())

	var accepted []sentAnswer
	turnedAway := 0
	for _, a := range sent {
		if a.accepted(done) {
			accepted = append(accepted, a)
		} else if r, ok := a.ix.Await(done); ok && r.Message != nil && strings.Contains(r.Message.Content, "restarting") {
			turnedAway++
		}
	}
	checkDatabase(t, dir, accepted)
	assert.Empty(t, srv.TakeViolations(), "every interaction delivered was answered in time, and nothing else was refused")
	all := strings.Join(logs, "")
	assert.NotContains(t, all, srv.Token())
	t.Logf("%d deploys: %d answers sent, %d accepted and in the database, %d told the bot was restarting",
		deploys, len(sent), len(accepted), turnedAway)
	require.Positive(t, len(accepted))
	for _, l := range strings.Split(all, "\n") {
		if strings.Contains(l, "level=ERROR") {
			t.Errorf("an error at a deploy: %s", l)
		}
	}
}
