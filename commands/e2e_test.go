package commands_test

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/storage"
)

func TestTwoPlayersPlayAWholeGameOfStarCollector(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	board := h.Open("starcollector", ann, bob)
	text := discordtest.Text(board)
	assert.Contains(t, text, "Star Collector")
	assert.Contains(t, text, "Waiting on")

	final := h.PlayToEnd(200, ann, bob)
	_, hasHand := discordtest.FindButton(final, "Hand")
	assert.False(t, hasHand, "a finished board has no Hand button")
	rec, err := h.Store.Table(bottest.TableID(t, final))
	require.NoError(t, err)
	assert.Equal(t, storage.Finished, rec.Phase)
	moves, err := h.Store.Moves(rec.ID)
	require.NoError(t, err)
	assert.Equal(t, rec.Moves, len(moves), "every move is in the log")
	st, err := h.Store.GuildStats(h.Srv.GuildID)
	require.NoError(t, err)
	assert.Equal(t, 1, st.Games["starcollector"])
	assert.Empty(t, h.Srv.UnknownRoutes())
	r := h.Srv.Command(bob, h.Channel, "stats").Response()
	assert.Contains(t, r.Message.Content, "**Star Collector**: 1 finished")
	assert.Contains(t, r.Message.Content, "<@"+ann.ID+">")
}

func handButton(t *testing.T, m *discordgo.Message) string {
	id, ok := discordtest.FindButton(m, "Hand")
	require.True(t, ok)
	return id
}

func TestSomeoneNotSeatedIsToldSoAndNothingChanges(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob, eve := h.Srv.User("ann"), h.Srv.User("bob"), h.Srv.User("eve")
	board := h.Open("starcollector", ann, bob)
	rec, err := h.Store.Table(bottest.TableID(t, board))
	require.NoError(t, err)

	r := h.Click(eve, board, "Hand").Response()
	assert.True(t, r.Ephemeral)
	assert.Contains(t, r.Message.Content, "not playing")

	// Eve forges a click answering Ann's prompt.
	annHand := h.Hand(ann)
	c := bottest.Choices(annHand)[0]
	forged := h.Srv.ForgeClick(eve, board, c.CustomID).Response()
	assert.True(t, forged.Ephemeral)
	assert.Contains(t, forged.Message.Content, "not playing")

	after, err := h.Store.Table(rec.ID)
	require.NoError(t, err)
	assert.Equal(t, rec.Moves, after.Moves)
	assert.Equal(t, rec.Snapshot, after.Snapshot)
}

func TestForgedAndOutdatedClicksChangeNothing(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	board := h.Open("starcollector", ann, bob)
	id := bottest.TableID(t, board)

	for _, custom := range []string{"a:" + id + ":nope:zz:x", "a:nosuchtable:p:h:o", "zz:what", "a:" + id, "s:" + id + ":p:h:notanumber"} {
		r := h.Srv.ForgeClick(ann, board, custom).Response()
		assert.True(t, r.Ephemeral, custom)
	}
	rec, err := h.Store.Table(id)
	require.NoError(t, err)
	assert.Equal(t, 0, rec.Moves)

	// Ann answers, then clicks her old hand again: the second click is
	// outdated and applies nothing.
	hand := h.Hand(ann)
	c := bottest.Choices(hand)[0]
	first := h.Answer(ann, hand, c)
	assert.NotContains(t, discordtest.Text(first), "⚠")
	// The second click of a double click left before the hand changed.
	again := h.Srv.ForgeSelect(ann, hand, c.CustomID, c.Value).Message()
	assert.Contains(t, discordtest.Text(again), "no longer open")
	rec, err = h.Store.Table(id)
	require.NoError(t, err)
	assert.Equal(t, 1, rec.Moves, "a double click applies once")
}

func TestTheBoardNeverShowsAHiddenCard(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("starcollector", ann, bob)
	hand := h.Hand(ann)
	c := bottest.Choices(hand)[0]
	label := ""
	for _, s := range discordtest.Selects(hand) {
		for _, o := range s.Options {
			if o.Value == c.Value {
				label = o.Label
			}
		}
	}
	h.Answer(ann, hand, c)
	board := h.WaitBoard("Waiting on")
	if label != "" {
		assert.NotContains(t, discordtest.Text(board), label, "a secret choice stays secret until both have chosen")
	}
}

func TestAGameSurvivesACrashAndTheOldBoardKeepsWorking(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	board := h.Open("starcollector", ann, bob)
	id := bottest.TableID(t, board)
	// One turn: both choose (no game ends in its first turn).
	require.True(t, h.PlayOnce(ann))
	require.True(t, h.PlayOnce(bob))
	before, err := h.Store.Table(id)
	require.NoError(t, err)
	require.Equal(t, 2, before.Moves)

	h.Crash()
	identifies := h.Srv.Identifies()
	h.Start()
	assert.Greater(t, h.Srv.Identifies(), identifies, "a restart is a new session")

	after, err := h.Store.Table(id)
	require.NoError(t, err)
	assert.Equal(t, before.Snapshot, after.Snapshot, "nothing lost")
	// The old board's Hand button still works, and play goes on.
	r := h.Srv.Click(ann, board, handButton(t, board)).Response()
	assert.True(t, r.Ephemeral)
	assert.NotEmpty(t, bottest.Choices(r.Message), "the hand offers the next turn's choices")
	h.PlayToEnd(200, ann, bob)
}

func TestOnlyTheHostStartsAndOneTablePerChannel(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "starcollector")).Message() // the notice, once the lobby is up
	lobby := h.Board()
	lobby = h.Click(bob, lobby, "Join").Message()
	assert.Contains(t, discordtest.Text(lobby), "Players (2/2)")
	r := h.Click(bob, lobby, "Start").Response()
	assert.Contains(t, r.Message.Content, "Only the host")

	again := h.Srv.Command(bob, h.Channel, "play", discordtest.Opt("game", "starcollector")).Response()
	assert.Contains(t, again.Message.Content, "already has a table")

	full := h.Click(h.Srv.User("cy"), lobby, "Join").Response()
	assert.Contains(t, full.Message.Content, "full")
}

func TestTheHostOrAManagerEndsAGame(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob, mod := h.Srv.User("ann"), h.Srv.User("bob"), h.Srv.Admin("mod")
	board := h.Open("starcollector", ann, bob)
	r := h.Srv.Command(bob, h.Channel, "end").Response()
	assert.Contains(t, r.Message.Content, "Only the host")
	ask := h.Srv.Command(mod, h.Channel, "end")
	require.True(t, ask.Response().Ephemeral, "ending a game is asked first, privately")
	r = h.Click(mod, ask.Message(), "End the game").Response()
	assert.False(t, r.Ephemeral)
	assert.Contains(t, r.Message.Content, "ended")
	h.Srv.WaitFor(func() bool {
		_, ok := discordtest.FindButton(h.Srv.Message(board.ID), "Hand")
		return !ok
	})
	r = h.Click(ann, board, "Rules").Response()
	assert.Contains(t, discordtest.Text(r.Message), "Star Collector")
	// A new game may start in the channel now.
	r = h.Srv.Command(bob, h.Channel, "play", discordtest.Opt("game", "starcollector")).Response()
	assert.Contains(t, r.Message.Content, "open")
}

func TestAPlayerWhoLeavesIsReplacedByACPU(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("starcollector", ann, bob)
	ask := h.Srv.Command(bob, h.Channel, "leave")
	require.True(t, ask.Response().Ephemeral, "leaving is asked first, privately")
	r := h.Click(bob, ask.Message(), "Leave the game").Response()
	assert.Contains(t, r.Message.Content, "CPU")
	h.PlayToEnd(200, ann)
}

func TestACPUPlaysItsSeat(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann := h.Srv.User("ann")
	h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "starcollector")).Message() // the notice, once the lobby is up
	lobby := h.Click(ann, h.Board(), "Add CPU").Message()
	assert.Contains(t, discordtest.Text(lobby), "CPU 2")
	h.Click(ann, lobby, "Start").Message()
	h.PlayToEnd(200, ann)
}

func TestHelpRulesAndGameCommands(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann := h.Srv.User("ann")
	r := h.Srv.Command(ann, h.Channel, "help").Response()
	assert.True(t, r.Ephemeral)
	assert.Contains(t, discordtest.Text(r.Message), "Star Collector")
	r = h.Srv.Command(ann, h.Channel, "rules", discordtest.Opt("game", "starcollector")).Response()
	assert.True(t, r.Ephemeral)
	r = h.Srv.Command(ann, h.Channel, "game").Response()
	assert.Contains(t, r.Message.Content, "no game")
	r = h.Srv.Command(ann, h.Channel, "hand").Response()
	assert.Contains(t, r.Message.Content, "no game")
	r = h.Srv.Command(ann, h.Channel, "stats").Response()
	assert.Contains(t, r.Message.Content, "No game has finished")

	h.Open("starcollector", ann, h.Srv.User("bob"))
	old := h.Board()
	ix := h.Srv.Command(ann, h.Channel, "game")
	assert.True(t, ix.Response().Ephemeral)
	ix.Message() // the post waits its turn at the pacer: a deferred answer lands once it is made
	assert.NotEqual(t, old.ID, h.Board().ID, "a new board is posted")
	moved := discordtest.Text(h.Srv.WaitMessage(old.ID, func(m *discordgo.Message) bool {
		return m != nil && strings.Contains(discordtest.Text(m), "this board has moved")
	}))
	assert.Contains(t, moved, "this board has moved", "the old board says so")
	assert.Contains(t, moved, "/"+h.Board().ID, "with a link to the new one")
	assert.NotContains(t, moved, "Waiting on", "and no status that would go stale")
	// A move made from the old board shows on the new one.
	hand := h.Srv.Click(ann, old, handButton(t, old)).Message()
	h.Answer(ann, hand, bottest.Choices(hand)[0])
	h.WaitBoard("has chosen")
	r = h.Srv.Command(ann, h.Channel, "hand").Response()
	assert.True(t, r.Ephemeral)
	assert.NotEmpty(t, r.Message.Components)
}

func TestEndAsksFirstAndKeepPlayingChangesNothing(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	board := h.Open("starcollector", ann, bob)
	ask := h.Srv.Command(ann, h.Channel, "end")
	assert.Contains(t, discordtest.Text(ask.Message()), "End the Star Collector game for everyone?")
	r := h.Click(ann, ask.Message(), "Keep playing").Message()
	assert.Contains(t, r.Content, "Nothing changed")
	rec, err := h.Store.Table(bottest.TableID(t, board))
	require.NoError(t, err)
	assert.Equal(t, storage.Playing, rec.Phase, "the game goes on")
	assert.False(t, h.Said("ended"), "nothing was said in the channel")
}

func TestAHandFromAnEndedGameLosesItsButtons(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("starcollector", ann, bob)
	hand := h.Hand(ann)
	ask := h.Srv.Command(ann, h.Channel, "end")
	h.Click(ann, ask.Message(), "End the game").Response()
	// The open hand loses its buttons by itself; a client that still
	// shows the old one can send its Refresh.
	h.Srv.WaitFor(func() bool { return len(discordtest.Buttons(h.Srv.Message(hand.ID))) == 0 })
	refresh, _ := discordtest.FindButton(hand, "Refresh")
	after := h.Srv.ForgeClick(ann, hand, refresh).Message()
	assert.Equal(t, hand.ID, after.ID, "the refusal takes the hand's place instead of a new message")
	assert.Contains(t, discordtest.Text(after), "This game has ended.")
	assert.Empty(t, discordtest.Buttons(after), "no button is left that could not answer")
}
