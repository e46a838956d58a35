package commands_test

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games"
)

// view is the part of a board or replay message that the game's public
// view makes: its title, text and the view's own fields, without what
// the bot adds around it (status, recent moves, players, the step). A
// Components V2 message has it in its text blocks before its first
// divider, the first under a heading, the others under a bold name.
func view(m *discordgo.Message) string {
	if m.Flags&discordgo.MessageFlagsIsComponentsV2 != 0 {
		var blocks []string
		done := false
		discordtest.Walk(m, func(c discordgo.MessageComponent) {
			switch c := c.(type) {
			case *discordgo.Separator:
				done = true
			case *discordgo.TextDisplay:
				if !done {
					blocks = append(blocks, c.Content)
				}
			}
		})
		return v2View(blocks)
	}
	e := m.Embeds[0]
	parts := []string{strings.TrimPrefix(e.Title, "Replay · "), e.Description}
	for _, f := range e.Fields {
		if !bySelf(f.Name) {
			parts = append(parts, f.Name+": "+f.Value)
		}
	}
	return strings.Join(parts, "\n")
}

// bySelf reports whether a field is the bot's own, not the game's view.
func bySelf(name string) bool {
	switch {
	case name == "Status", name == "Recent moves", name == "Players", name == "Result", name == "The deal", name == "The game in figures", name == render.FirstHintField, strings.HasPrefix(name, "Turn "), strings.HasPrefix(name, "Round "):
		return true
	}
	return false
}

// v2View is view of a V2 message's text blocks before its divider.
func v2View(blocks []string) string {
	if len(blocks) == 0 {
		return ""
	}
	title, desc, _ := strings.Cut(blocks[0], "\n")
	parts := []string{strings.TrimPrefix(strings.TrimPrefix(title, "### "), "Replay · "), desc}
	for _, b := range blocks[1:] {
		name, value, _ := strings.Cut(b, "\n")
		name = strings.TrimSuffix(strings.TrimPrefix(name, "**"), "**")
		if !bySelf(name) {
			parts = append(parts, name+": "+value)
		}
	}
	return strings.Join(parts, "\n")
}

// liveView is view of the board of table id as it stands now, in its
// whole text (a pictured board leaves the view to its picture).
func liveView(t *testing.T, h *bottest.Harness, id string) string {
	t.Helper()
	rec, err := h.Store.Table(id)
	require.NoError(t, err)
	g, _ := games.Lookup(rec.Game)
	m := render.Board(render.Table{Rec: rec, Game: g, State: mustState(t, h, id)})
	var blocks []string
	for _, c := range m.Plain.Components[0].(discordgo.Container).Components {
		if _, ok := c.(discordgo.Separator); ok {
			break
		}
		if tx, ok := c.(discordgo.TextDisplay); ok {
			blocks = append(blocks, tx.Content)
		}
	}
	return v2View(blocks)
}

// openReplay opens the replay of the newest finished game from /history.
func openReplay(h *bottest.Harness, u *discordtest.User) *discordgo.Message {
	h.T.Helper()
	list := h.Srv.Command(u, h.Channel, "history").Message()
	sel, ok := discordtest.FindSelect(list, discord.KindPick+":")
	require.True(h.T, ok, discordtest.Text(list))
	return h.Srv.Select(u, list, sel.CustomID, sel.Options[0].Value).Message()
}

func TestAReplayStepsThroughTheGameShowingTheBoardsAsTheyWere(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	dealt := h.Open("starcollector", ann, bob)
	h.Srv.WaitFor(func() bool { return h.Srv.Attachment(dealt.ID, "board.png") != nil })
	dealtPicture := h.Srv.Attachment(dealt.ID, "board.png")
	require.True(t, h.PlayOnce(ann))
	require.True(t, h.PlayOnce(bob))
	afterOne := liveView(t, h, bottest.TableID(t, dealt)) // both moves are stored once answered
	require.NotEqual(t, view(dealt), afterOne, "the first turn shows on the board")
	final := h.PlayToEnd(200, ann, bob)
	finalView := liveView(t, h, bottest.TableID(t, dealt))
	h.Srv.WaitFor(func() bool { return h.Srv.Attachment(final.ID, "board.png") != nil })
	finalPicture := h.Srv.Attachment(final.ID, "board.png")

	replay := openReplay(h, ann)
	text := discordtest.Text(replay)
	assert.Equal(t, view(dealt), view(replay), "a replay starts at the deal, with the public board alone")
	assert.Contains(t, text, "The deal: The cards are dealt")
	assert.Contains(t, text, "hands and face-down cards stay hidden", "the footer says what is shown and why")
	h.Srv.WaitFor(func() bool { return h.Srv.Attachment(replay.ID, "replay.png") != nil })
	assert.Equal(t, "attachment://replay.png", h.Srv.Message(replay.ID).Embeds[0].Image.URL, "the board's picture is shown")
	assert.Equal(t, dealtPicture, h.Srv.Attachment(replay.ID, "replay.png"), "the picture is the public board's as the channel saw it, no hand in it")

	replay = h.Click(ann, replay, "Next ▶").Message()
	assert.Equal(t, afterOne, view(replay), "a step is a turn: the board after both players chose and the cards were revealed")
	text = discordtest.Text(replay)
	assert.Contains(t, text, "Turn 1 of ", "the step is named by its turn")
	assert.Contains(t, text, "<@"+ann.ID+"> and <@"+bob.ID+">:", "who moved")
	assert.Contains(t, text, "• Turn 1: <@"+ann.ID+"> plays", "and in words what the turn did")

	h.Srv.WaitFor(func() bool { return !bytes.Equal(h.Srv.Attachment(replay.ID, "replay.png"), dealtPicture) })
	turnOnePicture := h.Srv.Attachment(replay.ID, "replay.png")

	replay = h.Click(ann, replay, "Last ⏭").Message()
	assert.Equal(t, finalView, view(replay), "the last step is the finished board")
	text = discordtest.Text(replay)
	assert.Contains(t, text, "Result: ")
	assert.Regexp(t, `Turn (\d+) of (\d+)`, text)
	if m := regexp.MustCompile(`Turn (\d+) of (\d+)`).FindStringSubmatch(text); m != nil {
		assert.Equal(t, m[2], m[1], "the last step is the last turn")
	}
	for _, b := range discordtest.Buttons(replay) {
		if b.Label == "Next ▶" || b.Label == "Last ⏭" {
			assert.True(t, b.Disabled, "nothing comes after the last turn")
		}
	}
	h.Srv.WaitFor(func() bool { return !bytes.Equal(h.Srv.Attachment(replay.ID, "replay.png"), turnOnePicture) })
	assert.Equal(t, finalPicture, h.Srv.Attachment(replay.ID, "replay.png"), "the last picture is the final public board's")

	replay = h.Click(ann, replay, "⏮ First").Message()
	assert.Equal(t, view(dealt), view(replay), "back at the deal")

	list := h.Click(ann, replay, "History").Message()
	assert.Contains(t, discordtest.Text(list), "Finished games on this server", "the replay leads back to the list")
}

func TestAReplayJumpsToAnyTurnFromItsSelect(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("starcollector", ann, bob)
	require.True(t, h.PlayOnce(ann))
	require.True(t, h.PlayOnce(bob))
	require.True(t, h.PlayOnce(ann))
	require.True(t, h.PlayOnce(bob))
	afterTwo := liveView(t, h, bottest.TableID(t, h.Board())) // both moves are stored once answered
	h.PlayToEnd(200, ann, bob)

	replay := openReplay(h, ann)
	sel, ok := discordtest.FindSelect(replay, discord.KindReplay+":")
	require.True(t, ok, "a replay offers its turns in a select: %s", discordtest.Text(replay))
	var pick string
	for _, o := range sel.Options {
		if strings.HasPrefix(o.Label, "Turn 2 · ") {
			pick = o.Value
		}
	}
	require.NotEmpty(t, pick, "turn 2 is offered: %v", sel.Options)
	replay = h.Srv.Select(ann, replay, sel.CustomID, pick).Message()
	assert.Contains(t, discordtest.Text(replay), "Turn 2 of ", "the pick jumps to that turn")
	assert.Equal(t, afterTwo, view(replay), "showing the board after it")

	r := h.Srv.ForgeSelect(h.Srv.User("eve"), replay, sel.CustomID, pick).Response()
	assert.Contains(t, r.Message.Content, "belongs to someone else", "a stranger's jump is refused like a stranger's click")
}

func TestAStrangersReplayClickIsRefused(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob, eve := h.Srv.User("ann"), h.Srv.User("bob"), h.Srv.User("eve")
	finishGame(h, ann, bob)
	replay := openReplay(h, ann)
	next, ok := discordtest.FindButton(replay, "Next ▶")
	require.True(t, ok)

	r := h.Srv.ForgeClick(eve, replay, next).Response()
	assert.True(t, r.Ephemeral)
	assert.Contains(t, r.Message.Content, "belongs to someone else")
	assert.Contains(t, discordtest.Text(h.Srv.Message(replay.ID)), "The deal", "Ann's replay did not move")
}

func TestThePrunedGamesReplaySaysItsMovesAreGone(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	finishGame(h, ann, bob)
	list := h.Srv.Command(ann, h.Channel, "history").Message()
	n, err := h.Store.Prune(time.Now().Add(time.Hour))
	require.NoError(t, err)
	require.Equal(t, 1, n)

	sel, ok := discordtest.FindSelect(list, discord.KindPick+":")
	require.True(t, ok)
	r := h.Srv.Select(ann, list, sel.CustomID, sel.Options[0].Value).Response()
	assert.True(t, r.Ephemeral)
	assert.Contains(t, r.Message.Content, "retention pruned")
	again := h.Srv.Command(ann, h.Channel, "history").Message()
	assert.Contains(t, discordtest.Text(again), "Star Collector", "the pruned game stays in the history")
}

func TestAFinishedGamesBoardSaysItsResultOnceWithTheGameInFigures(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	finishGame(h, ann, bob)
	final := h.WaitBoard("The game in figures")
	rec, err := h.Store.Table(bottest.TableID(t, final))
	require.NoError(t, err)
	moves, err := h.Store.Moves(rec.ID)
	require.NoError(t, err)
	text := discordtest.Text(final)

	replay := h.Click(ann, openReplay(h, ann), "Last ⏭").Message()
	last := regexp.MustCompile(`Turn (\d+) of \d+`).FindStringSubmatch(discordtest.Text(replay))
	require.NotNil(t, last, discordtest.Text(replay))
	assert.Contains(t, text, fmt.Sprintf("The game in figures**\n%s turns (%d moves) in ", last[1], len(moves)),
		"the final board says how long the game was, in the turns its replay steps through")
	// The pictured board opens on the result.
	status := strings.SplitN(text, "\n", 2)[0]
	result := strings.Trim(status, "*")
	require.Contains(t, result, "wins", "the status is the result: %s", status)
	assert.Equal(t, 1, strings.Count(text, result), "the result is said once on the final board, not again in its view or recent moves:\n%s", text)
}
