package commands_test

import (
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/commands"
)

// pings are the turn pings in the channel now.
func pings(h *bottest.Harness) []*discordgo.Message {
	var out []*discordgo.Message
	for _, m := range h.Srv.Messages(h.Channel) {
		if len(m.Embeds) == 0 && strings.HasPrefix(m.Content, "🔔") {
			out = append(out, m)
		}
	}
	return out
}

// waitedOn is who the board says the game waits on.
func waitedOn(h *bottest.Harness, users ...*discordtest.User) *discordtest.User {
	h.T.Helper()
	text := discordtest.Text(h.Board())
	for _, u := range users {
		if strings.Contains(text, "Waiting on <@"+u.ID+">") {
			return u
		}
	}
	h.T.Fatalf("the board waits on none of them:\n%s", text)
	return nil
}

// turnOrder is who of a and b the board says moves first, and the other.
func turnOrder(h *bottest.Harness, a, b *discordtest.User) (first, second *discordtest.User) {
	h.T.Helper()
	if first = waitedOn(h, a, b); first == a {
		return a, b
	}
	return b, a
}

// playTurn makes u move until u has nothing left to answer.
func playTurn(h *bottest.Harness, u *discordtest.User) {
	h.T.Helper()
	for range 20 {
		if !h.PlayOnce(u) {
			return
		}
	}
}

// playUntilWaitingOn makes u move until u has nothing left to answer
// and the board waits on next.
func playUntilWaitingOn(h *bottest.Harness, u, next *discordtest.User) {
	h.T.Helper()
	playTurn(h, u)
	h.WaitBoard("Waiting on <@" + next.ID + ">")
}

func TestATurnPingMentionsExactlyThePlayerTheGameWaitsOn(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("rummy", ann, bob)
	first, second := turnOrder(h, ann, bob)

	h.Srv.WaitFor(func() bool { return len(pings(h)) == 1 })
	p := pings(h)[0]
	assert.Contains(t, p.Content, "<@"+first.ID+">", "the player to move is mentioned")
	assert.NotContains(t, p.Content, "<@"+second.ID+">", "nobody else is")

	playUntilWaitingOn(h, first, second)
	h.Srv.WaitFor(func() bool {
		ps := pings(h)
		return len(ps) == 1 && strings.Contains(ps[0].Content, "<@"+second.ID+">")
	})
	assert.NotContains(t, pings(h)[0].Content, "<@"+first.ID+">", "the old ping went: one ping stands, for the new player")
}

func TestPlayersWhoAnswerWithinThePingDelayAreNotPinged(t *testing.T) {
	t.Parallel()
	h := bottest.New(t, bot.Config{PingDelay: time.Hour}, commands.New)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("rummy", ann, bob)
	first, second := turnOrder(h, ann, bob)
	hand := h.Hand(first)
	playUntilWaitingOn(h, first, second)
	playUntilWaitingOn(h, second, first)
	// The open hand is edited when the ping would have gone out.
	h.Srv.WaitMessage(hand.ID, func(m *discordgo.Message) bool { return len(bottest.Choices(m)) > 0 })
	assert.Empty(t, pings(h), "every turn was answered within the delay")
}

func TestAPlayerStillWaitedOnAfterThePingDelayIsPinged(t *testing.T) {
	t.Parallel()
	const delay = 1500 * time.Millisecond
	h := bottest.New(t, bot.Config{PingDelay: delay}, commands.New)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	began := time.Now()
	h.Open("rummy", ann, bob)
	first := waitedOn(h, ann, bob)
	h.Srv.WaitFor(func() bool { return len(pings(h)) == 1 })
	assert.GreaterOrEqual(t, time.Since(began), delay, "the ping waited for the delay")
	assert.Contains(t, pings(h)[0].Content, "<@"+first.ID+">", "and mentions the player still to move")
}

func TestTheHostTurnsPingsOffInTheLobby(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "rummy")).Message() // the notice, once the lobby is up
	lobby := h.Click(bob, h.Board(), "Join").Message()
	id := bottest.TableID(t, lobby)
	sel, ok := discordtest.FindSelect(lobby, discord.KindSetting+":"+id+":"+render.SettingPings)
	require.True(t, ok, "the lobby offers turn pings:\n%s", discordtest.Text(lobby))

	r := h.Srv.Select(bob, lobby, sel.CustomID, render.PingsOff).Response()
	assert.Contains(t, r.Message.Content, "Only the host", "a guest cannot change it")
	lobby = h.Srv.Select(ann, lobby, sel.CustomID, render.PingsOff).Message()
	assert.Contains(t, discordtest.Text(lobby), "Turn pings: **off**")
	h.Click(ann, lobby, "Start").Message()

	first, second := turnOrder(h, ann, bob)
	hand := h.Hand(second)
	playUntilWaitingOn(h, first, second)
	// The open hand is edited after the ping would have gone out.
	h.Srv.WaitFor(func() bool { return strings.Contains(discordtest.Text(h.Srv.Message(hand.ID)), "Your move") })
	assert.Empty(t, pings(h), "no pings at a table that turned them off")
}

func TestAnOpenHandShowsByItselfThatItIsYourTurn(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("rummy", ann, bob)
	first, second := turnOrder(h, ann, bob)
	hand := h.Hand(second)
	require.Contains(t, discordtest.Text(hand), "Waiting on")
	require.Empty(t, bottest.Choices(hand), "nothing to answer yet")

	playUntilWaitingOn(h, first, second)
	h.Srv.WaitFor(func() bool { return len(bottest.Choices(h.Srv.Message(hand.ID))) > 0 })
	assert.Contains(t, discordtest.Text(h.Srv.Message(hand.ID)), "Your move", "the hand changed without a click")
}

func TestAnOpenHandChangesWhileTheBoardWaitsOnDiscord(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("rummy", ann, bob)
	first, second := turnOrder(h, ann, bob)
	hand := h.Hand(second)

	// Board edits and pings are channel writes, under Discord's global
	// rate limit; a hand is an interaction's, outside it. A busy bot's
	// board edits queue: the hands must not queue behind them.
	release := h.Srv.HoldChannelWrites()
	t.Cleanup(release)
	playTurn(h, first)
	h.Srv.WaitMessage(hand.ID, func(m *discordgo.Message) bool { return len(bottest.Choices(m)) > 0 })
	release()
	h.WaitBoard("Waiting on <@" + second.ID + ">")
}

func TestUnderDiscordsRateLimitOnePingStandsForWhoeverIsToMove(t *testing.T) {
	t.Parallel()
	h := newHarness(t, discordtest.WithMessageRateLimit(2, 200*time.Millisecond))
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("rummy", ann, bob)
	first, second := turnOrder(h, ann, bob)
	playUntilWaitingOn(h, first, second)
	playUntilWaitingOn(h, second, first)
	playUntilWaitingOn(h, first, second)
	h.Srv.WaitFor(func() bool {
		ps := pings(h)
		return len(ps) == 1 && strings.Contains(ps[0].Content, "<@"+second.ID+">") && !strings.Contains(ps[0].Content, "<@"+first.ID+">")
	})
	t.Logf("%d requests were answered 429", h.Srv.RateLimited())
}

func TestPingsCanBeTurnedOffWhenTheTableIsOpened(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann := h.Srv.User("ann")
	// Bitch's three options fill the lobby's rows: its pings are chosen here.
	h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "bitch"), discordtest.Opt("pings", render.PingsOff)).Message() // the notice, once the lobby is up
	lobby := h.Board()
	rec, err := h.Store.Table(bottest.TableID(t, lobby))
	require.NoError(t, err)
	assert.True(t, rec.NoPings, "/play pings:off opens a table without pings")
	assert.Contains(t, discordtest.Text(lobby), "Turn pings: **off**", "the lobby says so")
}

func TestAPlayerPingedBeforeARestartIsNotPingedAgainAfterIt(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("rummy", ann, bob)
	first, second := turnOrder(h, ann, bob)
	h.Srv.WaitFor(func() bool { return len(pings(h)) == 1 })

	h.Stop()
	h.Start()
	require.True(t, h.PlayOnce(first), "the first player answers a prompt, which loads the table again")
	h.Settle()
	require.Equal(t, first, waitedOn(h, ann, bob), "the game still waits on them")
	require.Len(t, pings(h), 1, "the player pinged before the restart is not pinged again")
	playUntilWaitingOn(h, first, second)
	h.Srv.WaitFor(func() bool {
		ps := pings(h)
		return len(ps) == 2 && strings.Contains(ps[1].Content, "<@"+second.ID+">")
	})
	h.Settle()
	ps := pings(h)
	require.Len(t, ps, 2, "one ping before the restart, one for the next player after it")
	assert.Contains(t, ps[0].Content, "<@"+first.ID+">", "the ping from before the restart stays in the channel: the bot knows it no more")
	assert.NotContains(t, ps[1].Content, "<@"+first.ID+">", "and mentions the next player alone")
}
