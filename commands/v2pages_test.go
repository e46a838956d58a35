package commands_test

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/bot/render"
)

// lastTable is the table id of the server's newest finished game.
func lastTable(h *bottest.Harness) string {
	h.T.Helper()
	entries, _, err := h.Store.GuildHistory(h.Srv.GuildID, 0, 1)
	require.NoError(h.T, err)
	require.NotEmpty(h.T, entries, "a game has finished")
	return entries[0].TableID
}

func TestTheLogHistoryAndReplaysAreV2MessagesDiscordAccepts(t *testing.T) {
	waitsOnReplayPictures(t)
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	final := finishGame(h, ann, bob)

	log := h.Click(bob, final, "Log").Message()
	require.True(t, isV2(log), "the Log is a V2 message:\n%s", discordtest.Text(log))
	assert.True(t, strings.HasPrefix(discordtest.Text(log), "### Star Collector · the game so far"), "headed by the game:\n%s", discordtest.Text(log))
	if id, ok := discordtest.FindButton(log, "◀ Earlier"); ok && !disabled(log, id) {
		earlier := h.Srv.Click(bob, log, id).Message()
		assert.Equal(t, log.ID, earlier.ID, "the Log pages in place")
		assert.True(t, isV2(earlier))
	}

	list := h.Srv.Command(ann, h.Channel, "history").Message()
	require.True(t, isV2(list), "a /history page is a V2 message")
	sel, ok := discordtest.FindSelect(list, discord.KindPick+":")
	require.True(t, ok, discordtest.Text(list))
	step := h.Srv.Select(ann, list, sel.CustomID, sel.Options[0].Value).Message()
	require.True(t, isV2(step), "a replay step is a V2 message")
	step = h.Click(ann, step, "Last ⏭").Message()
	require.True(t, isV2(step))
	text := discordtest.Text(step)
	summary := strings.TrimSuffix(strings.SplitN(strings.SplitN(text, "**Result:** **", 2)[1], "**", 2)[0], ".")
	require.NotEmpty(t, summary, text)
	assert.Equal(t, 1, strings.Count(text, summary), "the last step says the result once:\n%s", text)
	// Beside its picture, which heads with the result, the text says it
	// once too: a screen reader has the text alone.
	rec, err := h.Store.Table(lastTable(h))
	require.NoError(t, err)
	shown := pictured(h, step.ID, nil)
	beside := strings.Count(names(rec, discordtest.Text(shown)), names(rec, summary)) + strings.Count(discordtest.AltText(shown), names(rec, summary))
	assert.Equal(t, 2, beside, "and once in the text and once in the picture:\n%s\nalt: %s", discordtest.Text(shown), discordtest.AltText(shown))

	back := h.Click(ann, step, "History").Message()
	assert.Equal(t, step.ID, back.ID, "the replay goes back to the list in place")
	assert.True(t, isV2(back))
	assert.Empty(t, h.Srv.TakeViolations(), "Discord refused nothing: every page passed the schema and the V2 limits")
}

// The Log, /history and replay messages posted before they moved to
// Components V2 still answer their buttons; the answer edits them into
// V2 (Discord lets an edit set the flag, never clear it).
func TestOldClassicLogHistoryAndReplayPagesAnswerAndTurnV2(t *testing.T) {
	waitsOnReplayPictures(t)
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	finishGame(h, ann, bob)
	id := lastTable(h)
	classic := func(title string, rows ...discordgo.MessageComponent) *discordgo.Message {
		m := h.Srv.Planted(ann, h.Channel, &discordgo.MessageSend{
			Embeds:     []*discordgo.MessageEmbed{{Title: title, Description: "as the bot showed it before"}},
			Components: rows,
		})
		require.False(t, isV2(m), "the old page is classic")
		return m
	}
	button := func(label, customID string) discordgo.MessageComponent {
		return discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			discordgo.Button{Label: label, CustomID: customID, Style: discordgo.SecondaryButton},
		}}
	}

	oldLog := classic("Star Collector — the game so far", button("◀ Earlier", discord.LogID{Table: id}.String()))
	page := h.Click(ann, oldLog, "◀ Earlier").Message()
	assert.Equal(t, oldLog.ID, page.ID, "the old Log page turns in place")
	assert.True(t, isV2(page), "and becomes a V2 page:\n%s", discordtest.Text(page))
	assert.Contains(t, discordtest.Text(page), "-# Lines 1-", "from the first line")

	oldList := classic("Finished games on this server", discordgo.ActionsRow{Components: []discordgo.MessageComponent{
		discordgo.SelectMenu{CustomID: discord.PickID{}.String(), Placeholder: "Replay a game",
			Options: []discordgo.SelectMenuOption{{Label: "1. Star Collector", Value: id}}},
	}})
	step := h.Srv.Select(ann, oldList, discord.PickID{}.String(), id).Message()
	assert.Equal(t, oldList.ID, step.ID, "the old list opens the replay in place")
	assert.True(t, isV2(step), "as a V2 step")
	assert.Contains(t, discordtest.Text(step), "**The deal** · ")

	oldStep := classic("Replay · Star Collector", button("Next ▶", discord.ReplayID{Table: id, Owner: ann.ID, Nav: render.ReplayNext}.String()))
	step = h.Click(ann, oldStep, "Next ▶").Message()
	assert.Equal(t, oldStep.ID, step.ID, "the old step steps in place")
	assert.True(t, isV2(step))
	assert.Contains(t, discordtest.Text(step), "**Step 1 of ")
	pictured(h, step.ID, nil)
	assert.True(t, isV2(h.Srv.Message(step.ID)), "it shows its picture, as V2")

	oldHistory := classic("Replay · Star Collector", button("History", discord.HistoryID{}.String()))
	list := h.Click(ann, oldHistory, "History").Message()
	assert.Equal(t, oldHistory.ID, list.ID)
	assert.True(t, isV2(list), "an old step's History button opens the V2 list in place")
	assert.Empty(t, h.Srv.TakeViolations(), "Discord refused nothing")
}

// A lobby posted before lobbies moved to Components V2 still answers its
// buttons: the join edits it into the V2 lobby, and Start into the board.
func TestAnOldClassicLobbyAnswersItsButtonsAndTurnsV2(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "starcollector")).Message() // the notice, once the lobby is up
	id := bottest.TableID(t, h.Board())
	h.Stop()

	// The lobby as the bot posted it before: an embed and a row.
	lobbyButton := func(label, action string, style discordgo.ButtonStyle) discordgo.MessageComponent {
		return discordgo.Button{Label: label, CustomID: discord.LobbyID{Table: id, Action: discord.LobbyAction(action)}.String(), Style: style}
	}
	old, err := h.Srv.NewSession().ChannelMessageSendComplex(h.Channel, &discordgo.MessageSend{
		Embeds: []*discordgo.MessageEmbed{{Title: "Star Collector — table open", Footer: &discordgo.MessageEmbedFooter{Text: "Deckhand · 2 players · table " + id}}},
		Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			lobbyButton("Join", "join", discordgo.PrimaryButton), lobbyButton("Start", "start", discordgo.SuccessButton),
		}}},
	})
	require.NoError(t, err)
	store := h.OpenStore()
	rec, err := store.Table(id)
	require.NoError(t, err)
	rec.BoardID = old.ID
	require.NoError(t, store.Save(rec))
	require.NoError(t, store.Close())
	h.Start()
	require.False(t, isV2(h.Srv.Message(old.ID)), "the lobby is still the classic one when bob joins")

	lobby := h.Click(bob, h.Srv.Message(old.ID), "Join").Message()
	assert.Equal(t, old.ID, lobby.ID, "the old lobby is answered in place")
	assert.True(t, isV2(lobby), "and edited into a V2 lobby:\n%s", discordtest.Text(lobby))
	assert.Contains(t, discordtest.Text(lobby), "2. <@"+bob.ID+">", "bob is seated")
	board := h.Click(ann, lobby, "Start").Message()
	assert.Equal(t, old.ID, board.ID, "Start turns it into the board")
	assert.True(t, isV2(board), "a V2 board")
	assert.Empty(t, h.Srv.TakeViolations(), "Discord refused nothing")
}

// TestTheLobbySaysWhatToDoNext: who is seated, the options, and the next
// step in one line, with coloured controls.
func TestTheLobbySaysWhatToDoNext(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "starcollector")).Message() // the notice, once the lobby is up
	lobby := h.Board()
	require.True(t, isV2(lobby), "the lobby is a V2 message")
	text := discordtest.Text(lobby)
	assert.True(t, strings.HasPrefix(text, "### Star Collector · table open"), "headed by the game:\n%s", text)
	assert.Contains(t, text, "1. <@"+ann.ID+"> (host)")
	assert.Contains(t, text, "**Join** to play: 1 more player to go.", "a lobby short of players asks for them")
	styles := map[string]discordgo.ButtonStyle{}
	for _, b := range discordtest.Buttons(lobby) {
		styles[b.Label] = b.Style
	}
	assert.Equal(t, discordgo.SuccessButton, styles["Start"], "Start is green")
	assert.Equal(t, discordgo.PrimaryButton, styles["Join"], "Join stands out")
	assert.Equal(t, discordgo.DangerButton, styles["Cancel"], "Cancel is red")

	lobby = h.Click(bob, lobby, "Join").Message()
	assert.Contains(t, discordtest.Text(lobby), "The table is full: the host presses **Start**.", "a full table waits on the host")
	assert.Equal(t, 1, strings.Count(discordtest.Text(lobby), "<@"+bob.ID+">"), "bob is named once")

	closed := h.Click(ann, lobby, "Cancel").Message()
	assert.True(t, strings.HasPrefix(discordtest.Text(closed), "### Star Collector · table closed"), discordtest.Text(closed))
	assert.Empty(t, discordtest.Buttons(closed), "a closed table offers nothing to press")
}
