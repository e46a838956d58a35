package commands_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discordtest"
)

// event is a tournament run through the fake Discord: its message in
// the harness's channel, and the threads its tables open in.
type event struct {
	h       *bottest.Harness
	channel string
	members map[string]*discordtest.User
}

func newEvent(t *testing.T, h *bottest.Harness, names ...string) *event {
	e := &event{h: h, channel: h.Channel, members: map[string]*discordtest.User{}}
	for _, n := range names {
		e.members[n] = h.Srv.User(n)
	}
	return e
}

// message is the tournament's message as it has settled.
func (e *event) message() *discordgo.Message {
	e.h.T.Helper()
	e.h.Settle()
	ms := e.h.Srv.Messages(e.channel)
	for i := len(ms) - 1; i >= 0; i-- {
		if _, ok := discordtest.FindButtonPrefix(ms[i], "e:"); ok || strings.Contains(discordtest.Text(ms[i]), "tournament ") && ms[i].Flags&discordgo.MessageFlagsIsComponentsV2 != 0 {
			return ms[i]
		}
	}
	e.h.T.Fatal("no tournament message")
	return nil
}

func (e *event) click(who, label string) *discordtest.Interaction {
	e.h.T.Helper()
	return e.h.Click(e.members[who], e.message(), label)
}

// waitTables waits until n tables have opened in threads in all.
func (e *event) waitTables(n int) []discordtest.Thread {
	e.h.T.Helper()
	e.h.Srv.WaitFor(func() bool { return len(e.h.Srv.Threads()) >= n })
	e.h.Settle()
	return e.h.Srv.Threads()
}

// seated is who plays in a thread, from its board's seats.
func (e *event) seated(th discordtest.Thread) []*discordtest.User {
	e.h.T.Helper()
	var out []*discordtest.User
	for _, m := range e.h.Srv.Messages(th.ID) {
		if m.Flags&discordgo.MessageFlagsIsComponentsV2 != 0 {
			continue
		}
		for name, u := range e.members {
			if strings.Contains(m.Content, "<@"+u.ID+">") {
				out = append(out, u)
				_ = name
			}
		}
		break
	}
	return out
}

// play plays the table in thread th to its end, as the players in it.
func (e *event) play(th discordtest.Thread, players ...*discordtest.User) {
	e.h.T.Helper()
	e.h.Channel = th.ID
	defer func() { e.h.Channel = e.channel }()
	e.h.PlayToEnd(400, players...)
}

func TestFourPlayersPlayATwoRoundSwissOfStarCollectorToItsChampion(t *testing.T) {
	h := newHarness(t)
	e := newEvent(t, h, "Ann", "Bo", "Cy", "Di")
	r := h.Srv.Command(e.members["Ann"], h.Channel, "tournament", discordtest.Sub("create",
		discordtest.Opt("game", "starcollector"), discordtest.Opt("format", "swiss"), discordtest.Opt("rounds", 2))).Response()
	require.True(t, r.Ephemeral)
	for _, n := range []string{"Ann", "Bo", "Cy", "Di"} {
		e.click(n, "Join")
	}
	require.Contains(t, discordtest.Text(e.click("Bo", "Join").Message()), "already joined")
	e.click("Ann", "Start")
	for round := 1; round <= 2; round++ {
		threads := e.waitTables(2 * round)
		for _, th := range threads[2*(round-1):] {
			e.play(th, e.seated(th)...)
		}
	}
	h.Srv.WaitFor(func() bool { return strings.Contains(discordtest.Text(e.message()), "over") })
	text := discordtest.Text(e.message())
	fmt.Println(text)
	require.Contains(t, text, "Champion")
}
