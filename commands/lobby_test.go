package commands_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/bot/render"
)

// TestTheHostChoosesOptionsInTheLobby picks a KeyForge deck from the
// lobby's select: only the host may, a forged value is refused, and the
// game starts with the choice.
func TestTheHostChoosesOptionsInTheLobby(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "keyforge")).Message() // the notice, once the lobby is up
	lobby := h.Click(bob, h.Board(), "Join").Message()
	id := bottest.TableID(t, lobby)

	sel, ok := discordtest.FindSelect(lobby, discord.KindOption+":"+id+":deck1")
	require.True(t, ok, discordtest.Text(lobby))
	deck := sel.Options[len(sel.Options)-1]
	require.NotEqual(t, "random", deck.Value, "a ready-made deck is offered")

	r := h.Srv.Select(bob, lobby, sel.CustomID, deck.Value).Response()
	assert.True(t, r.Ephemeral)
	assert.Contains(t, r.Message.Content, "Only the host")

	r = h.Srv.ForgeSelect(ann, lobby, sel.CustomID, "no-such-deck").Response()
	assert.True(t, r.Ephemeral)
	rec, err := h.Store.Table(id)
	require.NoError(t, err)
	assert.Equal(t, "random", rec.Options["deck1"], "neither click changed the option")

	lobby = h.Srv.Select(ann, lobby, sel.CustomID, deck.Value).Message()
	assert.Contains(t, discordtest.Text(lobby), "Deck of the second seat: **"+deck.Label+"**")
	rec, err = h.Store.Table(id)
	require.NoError(t, err)
	assert.Equal(t, deck.Value, rec.Options["deck1"], "the choice is saved")

	h.Click(ann, lobby, "Start").Message()
	h.Settle() // the board's picture, and with it its alt text, follows the answer
	board := h.Board()
	assert.Contains(t, discordtest.Text(board)+"\n"+discordtest.AltText(board), deck.Label, "bob plays the chosen deck: the board's picture says so")
}

// TestTheBitchLobbyHasASelectForEveryOptionAndTurnPings: in a classic
// message Bitch's three options left no row for the pings select and
// became switch buttons; a V2 lobby has room for a select each. The
// switch buttons an old lobby carries still switch.
func TestTheBitchLobbyHasASelectForEveryOptionAndTurnPings(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "bitch")).Message()
	lobby := h.Board()
	id := bottest.TableID(t, lobby)
	assert.Contains(t, discordtest.Text(lobby), "Turn pings: **on**", "the lobby says the pings are on: "+discordtest.Text(lobby))
	pings, ok := discordtest.FindSelect(lobby, discord.SettingID{Table: id, Setting: render.SettingPings}.String())
	require.True(t, ok, "the lobby offers the pings control: "+discordtest.Text(lobby))
	for _, key := range []string{"decks", "first", "dealer"} {
		_, ok := discordtest.FindSelect(lobby, discord.OptionID{Table: id, Key: key}.String())
		assert.True(t, ok, "option %s has its select", key)
	}

	r := h.Srv.Select(bob, lobby, pings.CustomID, render.PingsOff).Response()
	assert.Contains(t, r.Message.Content, "Only the host", "a guest's pick changes nothing")

	lobby = h.Srv.Select(ann, lobby, pings.CustomID, render.PingsOff).Message()
	assert.Contains(t, discordtest.Text(lobby), "Turn pings: **off**", "the host's pick turns pings off")
	rec, err := h.Store.Table(id)
	require.NoError(t, err)
	assert.True(t, rec.NoPings, "and it is saved")

	lobby = h.Srv.Select(ann, lobby, discord.OptionID{Table: id, Key: "dealer"}.String(), "host").Message()
	assert.Contains(t, discordtest.Text(lobby), "Dealer: **The host**", "the host picks the dealer")

	lobby = h.Srv.ForgeClick(ann, lobby, discord.OptionID{Table: id, Key: "dealer"}.String()).Message()
	assert.Contains(t, discordtest.Text(lobby), "Dealer: **Random**", "an old lobby's switch button switches to the other choice")
	lobby = h.Srv.ForgeClick(ann, lobby, discord.SettingID{Table: id, Setting: render.SettingPings}.String()).Message()
	assert.Contains(t, discordtest.Text(lobby), "Turn pings: **on**", "and so does its pings button")
	assert.Empty(t, h.Srv.TakeViolations(), "Discord refused nothing")
}

func TestTheKeyForgeLobbyDescribesEachReadyMadeDeckByItsHouses(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann := h.Srv.User("ann")
	h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "keyforge")).Message()
	lobby := h.Board()
	sel, ok := discordtest.FindSelect(lobby, discord.KindOption+":"+bottest.TableID(t, lobby)+":deck0")
	require.True(t, ok)
	seen := map[string]bool{}
	for _, o := range sel.Options[1:] {
		assert.Contains(t, o.Description, "Ready-made: ", "deck %q says it is ready-made and its houses", o.Label)
		assert.False(t, seen[o.Description], "deck %q has a description of its own, not %q again", o.Label, o.Description)
		seen[o.Description] = true
	}
}

// TestTheFirstBoardAndPingSayHowToSeeYourCards: after Start nothing
// told a newcomer to press Hand.
func TestTheFirstBoardAndPingSayHowToSeeYourCards(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("rummy", ann, bob)
	assert.Contains(t, discordtest.Text(h.Board()), "Press **Hand** below to see your cards", "the first board says how to see your cards and play")
	h.Srv.WaitFor(func() bool { return len(pings(h)) == 1 })
	assert.Contains(t, pings(h)[0].Content, "Press **Hand** on the board to see your cards and play.", "so does the first ping")
}

func TestHelpTellsOfCardCPUPlayersAndTheirLevelsRematchAndHistory(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	text := h.Srv.Command(h.Srv.User("ann"), h.Channel, "help").Response().Message.Content
	for _, want := range []string{"`/card", "Add CPU", "**Easy**", "**Normal**", "**Hard**", "**Rematch**", "`/history`", "press **Hand**"} {
		assert.Contains(t, text, want, "/help tells a newcomer of %s", want)
	}
	assert.LessOrEqual(t, len(text), 2000, "/help fits one Discord message")
}
