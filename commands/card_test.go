package commands_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/games"
)

func TestAnyoneReadsACardInPlayInFull(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob, cy := h.Srv.User("ann"), h.Srv.User("bob"), h.Srv.User("cy")
	board := h.Open("keyforge", ann, bob)
	id := bottest.TableID(t, board)
	var names []string
	for i := 0; i < 80 && len(names) == 0; i++ {
		h.PlayRounds(1, ann, bob)
		names = mustState(t, h, id).(games.CardLookup).CardNames()
	}
	require.NotEmpty(t, names, "some card reached the table")

	pick := h.Srv.Command(cy, h.Channel, "card").Message()
	sel, ok := discordtest.FindSelect(pick, "u:")
	require.True(t, ok, "without a name, /card offers the visible cards:\n%s", discordtest.Text(pick))
	assert.Len(t, sel.Options, min(len(names), 25))
	read := h.Srv.Select(cy, pick, sel.CustomID, names[0]).Message()
	assert.Contains(t, discordtest.Text(read), names[0], "a spectator reads the card picked")

	byName := h.Srv.Command(cy, h.Channel, "card", discordtest.Opt("name", strings.ToLower(names[0]))).Message()
	assert.Contains(t, discordtest.Text(byName), names[0], "a name is found in any case")
}

func TestACardNobodyCanSeeIsNotShownByName(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("keyforge", ann, bob)
	r := h.Srv.Command(bob, h.Channel, "card", discordtest.Opt("name", "No Such Card")).Message()
	text := discordtest.Text(r)
	assert.True(t, strings.Contains(text, `No card called "No Such Card"`) || strings.Contains(text, "No card is in play"),
		"an unknown or hidden name gets the list, never a hand's card: %s", text)
}

func TestAGameWhoseBoardShowsEveryCardHasNothingToLookUp(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("starcollector", ann, bob)
	r := h.Srv.Command(bob, h.Channel, "card").Response()
	assert.True(t, r.Ephemeral)
	assert.Contains(t, r.Message.Content, "nothing more to look up")
}

// A select holds 25 cards; a table that shows more pages on from its last
// option, so every card can be read, and each says where it lies.
func TestEveryCardOnALongGamesTableCanBeReadPastTheFirst25(t *testing.T) {
	readsALongGame(t)
	t.Parallel()
	h := newHarness(t)
	ann, bob, cy := h.Srv.User("ann"), h.Srv.User("bob"), h.Srv.User("cy")
	board := h.Open("keyforge", ann, bob)
	id := bottest.TableID(t, board)
	var names []string
	for i := 0; i < 400 && len(names) <= 30; i++ {
		if mustState(t, h, id).Result() != nil {
			break
		}
		h.PlayRounds(1, ann, bob)
		names = mustState(t, h, id).(games.CardLookup).CardNames()
	}
	require.Greater(t, len(names), 25, "the game put more cards on the table than a select holds")

	read := map[string]string{}
	page := h.Srv.Command(cy, h.Channel, "card").Message()
	for pages := 0; ; pages++ {
		require.Less(t, pages, 5, "paging ends")
		sel, ok := discordtest.FindSelect(page, "u:")
		require.True(t, ok, "a page offers cards:\n%s", discordtest.Text(page))
		require.LessOrEqual(t, len(sel.Options), 25)
		more := ""
		for _, o := range sel.Options {
			if o.Label == "More cards…" {
				more = o.Value
				continue
			}
			read[o.Value] = o.Description
		}
		if more == "" {
			break
		}
		page = h.Srv.Select(cy, page, sel.CustomID, more).Message()
	}
	st := mustState(t, h, id).(games.CardLookup)
	for _, n := range st.CardNames() {
		assert.Contains(t, read, n, "every card on the table is offered")
		assert.Equal(t, st.CardWhere(n), read[n], "%s says where it lies", n)
	}
}
