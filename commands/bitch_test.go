package commands_test

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/storage"
)

// handLine reads the "Hand (n): cards" line of a Bitch hand's text view.
var handLine = regexp.MustCompile(`\*\*Hand \(\d+\):\*\* ([^\n]*)`)

// handCards is u's Bitch hand as its text view says it, read from the
// table as it is stored: the pictured hand shows its cards only in its
// picture.
func handCards(t *testing.T, h *bottest.Harness, u *discordtest.User) string {
	t.Helper()
	id := bottest.TableID(t, h.Board())
	rec, err := h.Store.Table(id)
	require.NoError(t, err)
	seat := slices.IndexFunc(rec.Seats, func(s storage.Seat) bool { return s.UserID == u.ID })
	require.GreaterOrEqual(t, seat, 0, "%s sits at the table", u.Name)
	text := strings.Join(mustState(t, h, id).Private(seat).Lines, "\n")
	m := handLine.FindStringSubmatch(text)
	require.NotNil(t, m, "a hand line in:\n%s", text)
	return m[1]
}

// bluffWindow plays one move at a time until a pass opens the Call bluff
// window, and returns who may call with their hands as they are. Hands are
// rendered from the state as it is and the board a moment later, so the
// window is looked for in the hands, then waited for on the board.
func bluffWindow(t *testing.T, h *bottest.Harness, players []*discordtest.User, limit int) (callers []*discordtest.User, hands []string, board *discordgo.Message) {
	t.Helper()
	callers, hands, board, ok := bluffWindowIn(t, h, players, limit)
	require.True(t, ok, "no Call bluff in %d moves; board:\n%s", limit, discordtest.Text(h.Board()))
	return callers, hands, board
}

// bluffWindowIn is bluffWindow, reporting instead of failing when no
// window opened in limit moves (once the deck is empty, none opens).
func bluffWindowIn(t *testing.T, h *bottest.Harness, players []*discordtest.User, limit int) (callers []*discordtest.User, hands []string, board *discordgo.Message, ok bool) {
	t.Helper()
	for round := 0; len(callers) == 0; round++ {
		if round >= limit {
			return nil, nil, nil, false
		}
		// Only one player moves per round, so an open window stays open
		// for the test to find.
		for _, u := range players {
			if h.PlayOnce(u) {
				break
			}
		}
		for _, u := range players {
			hand := h.Hand(u)
			if _, ok := discordtest.FindButton(hand, "Call bluff"); ok {
				callers, hands = append(callers, u), append(hands, handCards(t, h, u))
			}
		}
	}
	h.Srv.WaitFor(func() bool {
		_, ok := discordtest.FindButton(h.Board(), "Call bluff")
		return ok
	})
	return callers, hands, h.Board(), true
}

// TestABluffIsCalledFromTheBoard plays Bitch at three through the fake
// Discord and calls bluffs from the public board until one call was wrong:
// the first call is judged, a second is told the window has closed, and
// only a wrong call puts a hand, the caller's, in public.
func TestABluffIsCalledFromTheBoard(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	players := []*discordtest.User{h.Srv.User("ann"), h.Srv.User("bob"), h.Srv.User("cat")}
	h.Open("bitch", players[0], players[1:]...)

	calls := 0
	for wrong := false; !wrong; calls++ {
		require.Less(t, calls, 40, "no wrong call in %d calls", calls)
		callers, hands, board, ok := bluffWindowIn(t, h, players, 400)
		if !ok {
			// Once the deck is empty nobody may call: a new game.
			ask := h.Srv.Command(players[0], h.Channel, "end")
			h.Click(players[0], ask.Message(), "End the game").Response()
			h.Open("bitch", players[0], players[1:]...)
			calls--
			continue
		}
		before := discordtest.Text(board)
		require.NotContains(t, before, "shows their hand", "no hand is public before a wrong call")

		r := h.Click(callers[0], board, "Call bluff").Response()
		assert.True(t, r.Ephemeral)
		assert.Contains(t, r.Message.Content, "Call bluff")
		h.Srv.WaitFor(func() bool {
			_, open := discordtest.FindButton(h.Board(), "Call bluff")
			return !open
		})
		text := discordtest.Text(h.Board())
		require.Contains(t, text, "bluff, ")

		if len(callers) > 1 {
			// Sent from the board as the second caller's client still shows it.
			id, _ := discordtest.FindButton(board, "Call bluff")
			late := h.Srv.ForgeClick(callers[1], board, id).Response()
			assert.True(t, late.Ephemeral)
			assert.Contains(t, discordtest.Text(late.Message), "no longer open", "only the first call counts")
		}

		wrong = strings.Contains(text, "wrongly")
		assert.Equal(t, wrong, strings.Contains(text, "shows their hand"), "a hand is shown exactly when the call was wrong:\n%s", text)
		if wrong {
			assert.Contains(t, text, hands[0], "the wrong caller's hand, as it was, is public")
		}
	}
	t.Logf("a wrong call after %d calls", calls)
}

// TestThePasserIsToldTheCallIsNotTheirs: the Call bluff button on the
// board is shared, but the player who passed cannot call their own bluff,
// and is told so instead of "no longer open".
func TestThePasserIsToldTheCallIsNotTheirs(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	players := []*discordtest.User{h.Srv.User("ann"), h.Srv.User("bob"), h.Srv.User("cat")}
	h.Open("bitch", players[0], players[1:]...)
	callers, _, board := bluffWindow(t, h, players, 400)
	var passer *discordtest.User
	for _, u := range players {
		if !slices.Contains(callers, u) {
			passer = u
		}
	}
	require.NotNil(t, passer, "someone passed")
	r := h.Click(passer, board, "Call bluff").Response()
	assert.True(t, r.Ephemeral)
	assert.Contains(t, r.Message.Content, "for the other players, not for you")
	assert.NotContains(t, discordtest.Text(r.Message), "no longer open", "the window is open, just not to them")
}
