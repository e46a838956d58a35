package commands_test

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/storage"
)

// playOnce makes an acceptable single choice in u's hand, at random;
// it reports false when u has nothing to answer.
func (h *harness) playOnce(u *discordtest.User) bool {
	h.t.Helper()
	board := h.board()
	id, ok := discordtest.FindButton(board, "Hand")
	if !ok {
		return false // the game is over
	}
	// The board may be edited between reading and clicking it, as for a
	// player whose client has not shown the edit yet: send the click as
	// the client would, from the board it had.
	hand := h.srv.ForgeClick(u, board, id).Message()
	cs := choices(hand)
	h.rng.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
	for _, c := range cs {
		var after *discordgo.Message
		if c.multi {
			after = h.answerMulti(u, hand, c.customID)
		} else {
			after = h.answer(u, hand, c)
		}
		text := discordtest.Text(after)
		// A refused answer shows a warning; an outdated or unknown click
		// changes nothing either. Neither is a move.
		if !strings.Contains(text, "⚠") && !strings.Contains(text, "no longer open") && !strings.Contains(text, "not one of mine") {
			return true
		}
		hand = after
	}
	return false
}

// playToEnd plays until the game ends, failing after limit rounds.
func (h *harness) playToEnd(limit int, players ...*discordtest.User) *discordgo.Message {
	h.t.Helper()
	if !h.playRounds(limit, players...) {
		h.t.Fatalf("no end after %d rounds; board:\n%s", limit, discordtest.Text(h.board()))
	}
	return h.board()
}

func TestTwoPlayersPlayAWholeGameOfStarCollector(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.srv.User("ann"), h.srv.User("bob")
	board := h.open("starcollector", ann, bob)
	text := discordtest.Text(board)
	assert.Contains(t, text, "Star Collector")
	assert.Contains(t, text, "Waiting on")

	final := h.playToEnd(200, ann, bob)
	_, hasHand := discordtest.FindButton(final, "Hand")
	assert.False(t, hasHand, "a finished board has no Hand button")
	rec, err := h.store.Table(tableID(t, final))
	require.NoError(t, err)
	assert.Equal(t, storage.Finished, rec.Phase)
	moves, err := h.store.Moves(rec.ID)
	require.NoError(t, err)
	assert.Equal(t, rec.Moves, len(moves), "every move is in the log")
	st, err := h.store.GuildStats(h.srv.GuildID)
	require.NoError(t, err)
	assert.Equal(t, 1, st.Games["starcollector"])
	assert.Empty(t, h.srv.UnknownRoutes())
	r := h.srv.Command(bob, h.channel, "stats").Response()
	assert.Contains(t, r.Message.Content, "**Star Collector**: 1 finished")
	assert.Contains(t, r.Message.Content, "<@"+ann.ID+">")
}

func handButton(t *testing.T, m *discordgo.Message) string {
	id, ok := discordtest.FindButton(m, "Hand")
	require.True(t, ok)
	return id
}

// tableID reads the table id from a board's footer.
func tableID(t testing.TB, board *discordgo.Message) string {
	t.Helper()
	footer := board.Embeds[0].Footer.Text
	i := strings.LastIndex(footer, "table ")
	require.GreaterOrEqual(t, i, 0, footer)
	return footer[i+len("table "):]
}

func TestSomeoneNotSeatedIsToldSoAndNothingChanges(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob, eve := h.srv.User("ann"), h.srv.User("bob"), h.srv.User("eve")
	board := h.open("starcollector", ann, bob)
	rec, err := h.store.Table(tableID(t, board))
	require.NoError(t, err)

	r := h.click(eve, board, "Hand").Response()
	assert.True(t, r.Ephemeral)
	assert.Contains(t, r.Message.Content, "not playing")

	// Eve forges a click answering Ann's prompt.
	annHand := h.hand(ann)
	c := choices(annHand)[0]
	forged := h.srv.ForgeClick(eve, board, c.customID).Response()
	assert.True(t, forged.Ephemeral)
	assert.Contains(t, forged.Message.Content, "not playing")

	after, err := h.store.Table(rec.ID)
	require.NoError(t, err)
	assert.Equal(t, rec.Moves, after.Moves)
	assert.Equal(t, rec.Snapshot, after.Snapshot)
}

func TestForgedAndOutdatedClicksChangeNothing(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.srv.User("ann"), h.srv.User("bob")
	board := h.open("starcollector", ann, bob)
	id := tableID(t, board)

	for _, custom := range []string{"a:" + id + ":nope:zz:x", "a:nosuchtable:p:h:o", "zz:what", "a:" + id, "s:" + id + ":p:h:notanumber"} {
		r := h.srv.ForgeClick(ann, board, custom).Response()
		assert.True(t, r.Ephemeral, custom)
	}
	rec, err := h.store.Table(id)
	require.NoError(t, err)
	assert.Equal(t, 0, rec.Moves)

	// Ann answers, then clicks her old hand again: the second click is
	// outdated and applies nothing.
	hand := h.hand(ann)
	c := choices(hand)[0]
	first := h.answer(ann, hand, c)
	assert.NotContains(t, discordtest.Text(first), "⚠")
	// The second click of a double click left before the hand changed.
	again := h.srv.ForgeSelect(ann, hand, c.customID, c.value).Message()
	assert.Contains(t, discordtest.Text(again), "no longer open")
	rec, err = h.store.Table(id)
	require.NoError(t, err)
	assert.Equal(t, 1, rec.Moves, "a double click applies once")
}

func TestTheBoardNeverShowsAHiddenCard(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.srv.User("ann"), h.srv.User("bob")
	h.open("starcollector", ann, bob)
	hand := h.hand(ann)
	c := choices(hand)[0]
	label := ""
	for _, s := range discordtest.Selects(hand) {
		for _, o := range s.Options {
			if o.Value == c.value {
				label = o.Label
			}
		}
	}
	h.answer(ann, hand, c)
	board := h.waitBoard("Waiting on")
	if label != "" {
		assert.NotContains(t, discordtest.Text(board), label, "a secret choice stays secret until both have chosen")
	}
}

func TestAGameSurvivesACrashAndTheOldBoardKeepsWorking(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.srv.User("ann"), h.srv.User("bob")
	board := h.open("starcollector", ann, bob)
	id := tableID(t, board)
	// One turn: both choose (no game ends in its first turn).
	require.True(t, h.playOnce(ann))
	require.True(t, h.playOnce(bob))
	before, err := h.store.Table(id)
	require.NoError(t, err)
	require.Equal(t, 2, before.Moves)

	h.crash()
	identifies := h.srv.Identifies()
	h.start()
	assert.Greater(t, h.srv.Identifies(), identifies, "a restart is a new session")

	after, err := h.store.Table(id)
	require.NoError(t, err)
	assert.Equal(t, before.Snapshot, after.Snapshot, "nothing lost")
	// The old board's Hand button still works, and play goes on.
	r := h.srv.Click(ann, board, handButton(t, board)).Response()
	assert.True(t, r.Ephemeral)
	assert.NotEmpty(t, choices(r.Message), "the hand offers the next turn's choices")
	h.playToEnd(200, ann, bob)
}

func TestOnlyTheHostStartsAndOneTablePerChannel(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.srv.User("ann"), h.srv.User("bob")
	h.srv.Command(ann, h.channel, "play", discordtest.Opt("game", "starcollector")).Response()
	lobby := h.board()
	lobby = h.click(bob, lobby, "Join").Message()
	assert.Contains(t, discordtest.Text(lobby), "Players (2/2)")
	r := h.click(bob, lobby, "Start").Response()
	assert.Contains(t, r.Message.Content, "Only the host")

	again := h.srv.Command(bob, h.channel, "play", discordtest.Opt("game", "starcollector")).Response()
	assert.Contains(t, again.Message.Content, "already has a table")

	full := h.click(h.srv.User("cy"), lobby, "Join").Response()
	assert.Contains(t, full.Message.Content, "full")
}

func TestTheHostOrAManagerEndsAGame(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob, mod := h.srv.User("ann"), h.srv.User("bob"), h.srv.Admin("mod")
	board := h.open("starcollector", ann, bob)
	r := h.srv.Command(bob, h.channel, "end").Response()
	assert.Contains(t, r.Message.Content, "Only the host")
	r = h.srv.Command(mod, h.channel, "end").Response()
	assert.False(t, r.Ephemeral)
	assert.Contains(t, r.Message.Content, "ended")
	h.srv.WaitFor(func() bool {
		_, ok := discordtest.FindButton(h.srv.Message(board.ID), "Hand")
		return !ok
	})
	r = h.click(ann, board, "Rules").Response()
	assert.Contains(t, discordtest.Text(r.Message), "Star Collector")
	// A new game may start in the channel now.
	r = h.srv.Command(bob, h.channel, "play", discordtest.Opt("game", "starcollector")).Response()
	assert.Contains(t, r.Message.Content, "open")
}

func TestAPlayerWhoLeavesIsReplacedByACPU(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.srv.User("ann"), h.srv.User("bob")
	h.open("starcollector", ann, bob)
	r := h.srv.Command(bob, h.channel, "leave").Response()
	assert.Contains(t, r.Message.Content, "CPU")
	h.playToEnd(200, ann)
}

func TestACPUPlaysItsSeat(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann := h.srv.User("ann")
	h.srv.Command(ann, h.channel, "play", discordtest.Opt("game", "starcollector")).Response()
	lobby := h.click(ann, h.board(), "Add CPU").Message()
	assert.Contains(t, discordtest.Text(lobby), "CPU 2")
	h.click(ann, lobby, "Start").Message()
	h.playToEnd(200, ann)
}

func TestHelpRulesAndGameCommands(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann := h.srv.User("ann")
	r := h.srv.Command(ann, h.channel, "help").Response()
	assert.True(t, r.Ephemeral)
	assert.Contains(t, r.Message.Content, "Star Collector")
	r = h.srv.Command(ann, h.channel, "rules", discordtest.Opt("game", "starcollector")).Response()
	assert.True(t, r.Ephemeral)
	r = h.srv.Command(ann, h.channel, "game").Response()
	assert.Contains(t, r.Message.Content, "no game")
	r = h.srv.Command(ann, h.channel, "hand").Response()
	assert.Contains(t, r.Message.Content, "no game")
	r = h.srv.Command(ann, h.channel, "stats").Response()
	assert.Contains(t, r.Message.Content, "No game has finished")

	h.open("starcollector", ann, h.srv.User("bob"))
	old := h.board()
	r = h.srv.Command(ann, h.channel, "game").Response()
	assert.True(t, r.Ephemeral)
	assert.NotEqual(t, old.ID, h.board().ID, "a new board is posted")
	// A move made from the old board shows on the new one.
	hand := h.srv.Click(ann, old, handButton(t, old)).Message()
	h.answer(ann, hand, choices(hand)[0])
	h.waitBoard("has chosen")
	r = h.srv.Command(ann, h.channel, "hand").Response()
	assert.True(t, r.Ephemeral)
	assert.NotEmpty(t, r.Message.Components)
}
