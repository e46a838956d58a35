package main

import (
	"strings"
	"syscall"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
)

// tournamentMessage is the channel's tournament message.
func tournamentMessage(t *testing.T, srv *discordtest.Server, ch string) *discordgo.Message {
	t.Helper()
	for _, m := range srv.Messages(ch) {
		if strings.Contains(discordtest.Text(m), "· tournament ") {
			return m
		}
	}
	t.Fatal("no tournament message")
	return nil
}

// resign has u resign the table in thread th.
func resign(t *testing.T, srv *discordtest.Server, u *discordtest.User, th string) *discordtest.Interaction {
	t.Helper()
	ask := srv.Command(u, th, "leave").Message()
	return srv.Click(u, ask, button(t, ask, "Resign"))
}

// TestTheBinaryKilledAsARoundEndsPairsTheNextOnceAndCountsEachResultOnce
// runs the real program, starts a Swiss of four, and SIGKILLs it the
// moment the first round's last result is accepted: the next start counts
// that result (left with the game's end in the same write), pairs round
// two once, and opens its tables once.
func TestTheBinaryKilledAsARoundEndsPairsTheNextOnceAndCountsEachResultOnce(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	dir := t.TempDir()
	bin := buildBinary(t, dir)
	srv := discordtest.NewServer(t)
	ch := srv.Channel("games")
	names := []string{"ann", "bo", "cy", "di"}
	users := map[string]*discordtest.User{}
	for _, n := range names {
		users[n] = srv.User(n)
	}

	first := launch(t, bin, dir, srv)
	srv.WaitReady()
	srv.WaitFor(func() bool { return len(srv.Commands(srv.GuildID)) > 0 })
	srv.Command(users["ann"], ch, "tournament", discordtest.Sub("create",
		discordtest.Opt("game", "starcollector"), discordtest.Opt("format", "swiss"), discordtest.Opt("rounds", 2))).Response()
	for _, n := range names {
		m := tournamentMessage(t, srv, ch)
		srv.Click(users[n], m, button(t, m, "Join")).Response()
	}
	m := tournamentMessage(t, srv, ch)
	srv.Click(users["ann"], m, button(t, m, "Start")).Response()
	srv.WaitFor(func() bool { return len(srv.Threads()) == 2 })
	// Ann v Cy and Bo v Di: the second seats resign; the kill lands as the
	// last resignation is answered, before or while the round is counted.
	th := srv.Threads()
	resign(t, srv, users["cy"], th[0].ID).Response()
	resign(t, srv, users["di"], th[1].ID).Response()
	require.NoError(t, first.cmd.Process.Signal(syscall.SIGKILL))
	_, _ = first.cmd.Process.Wait()

	identifies := srv.Identifies()
	second := launch(t, bin, dir, srv)
	srv.WaitFor(func() bool { return srv.Identifies() > identifies })
	srv.WaitReady()
	// A thread started as the kill landed, before its table was written,
	// stays empty (the table opens in a new one): the tables are the
	// threads that hold a message.
	tables := func() []discordtest.Thread {
		var out []discordtest.Thread
		for _, th := range srv.Threads() {
			if len(srv.Messages(th.ID)) > 0 {
				out = append(out, th)
			}
		}
		return out
	}
	srv.WaitFor(func() bool {
		return len(tables()) >= 4 && strings.Contains(discordtest.Text(tournamentMessage(t, srv, ch)), "round 2 of 2")
	})
	text := discordtest.Text(tournamentMessage(t, srv, ch))
	opened := tables()
	require.Len(t, opened, 4, "round 2 opened its two tables once:\n%s\n%s", text, second.out.String())
	// Ann and Bo won once each; the round-two tables pair the winners and
	// the losers.
	require.Contains(t, text, "**1** (1-0-0)")
	require.Equal(t, 2, strings.Count(text, "**1** (1-0-0)"), text)
	require.Equal(t, 2, strings.Count(text, "**0** (0-0-1)"), text)
	names2 := opened[2].Name + " " + opened[3].Name
	require.True(t, strings.Contains(names2, "ann v bo") || strings.Contains(names2, "bo v ann"), names2)
	for _, v := range srv.TakeViolations() {
		// A request being sent when the kill landed arrives cut short, and
		// a click in flight is never answered: what a kill does.
		if !strings.Contains(v, "not answered within") && !strings.Contains(v, "Unknown interaction") &&
			!strings.Contains(v, "unexpected EOF") {
			t.Errorf("fake Discord: %s", v)
		}
	}
}
