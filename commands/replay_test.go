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
	"github.com/deckhand/deckhand/games"
)

// picture is a replay step's picture as the message shows it: the
// attachment its gallery names, and the picture's alt text.
func picture(m *discordgo.Message) (ref, alt string) {
	discordtest.Walk(m, func(c discordgo.MessageComponent) {
		if g, ok := c.(*discordgo.MediaGallery); ok && ref == "" && len(g.Items) > 0 {
			ref = g.Items[0].Media.URL
			if d := g.Items[0].Description; d != nil {
				alt = *d
			}
		}
	})
	return ref, alt
}

// pictured waits for the replay message's picture to differ from not
// (nil: any picture) and returns the message then.
func pictured(h *bottest.Harness, id string, not []byte) *discordgo.Message {
	h.T.Helper()
	h.Srv.WaitFor(func() bool {
		png := h.Srv.Attachment(id, "replay.png")
		return png != nil && !bytes.Equal(png, not)
	})
	return h.Srv.Message(id)
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
	waitsOnReplayPictures(t)
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	dealt := h.Open("starcollector", ann, bob)
	h.Srv.WaitFor(func() bool { return h.Srv.Attachment(dealt.ID, "board.png") != nil })
	dealtPicture := h.Srv.Attachment(dealt.ID, "board.png")
	require.True(t, h.PlayOnce(ann))
	require.True(t, h.PlayOnce(bob))
	final := h.PlayToEnd(200, ann, bob)
	h.Srv.WaitFor(func() bool { return h.Srv.Attachment(final.ID, "board.png") != nil })

	replay := openReplay(h, ann)
	require.NotZero(t, replay.Flags&discordgo.MessageFlagsIsComponentsV2, "a replay step is a Components V2 message")
	text := discordtest.Text(replay)
	assert.Contains(t, text, "**The deal** · The cards are dealt", "a replay starts at the deal")
	assert.Contains(t, text, "hands and face-down cards stay hidden", "the footer says what is shown and why")
	replay = pictured(h, replay.ID, nil)
	ref, alt := picture(replay)
	assert.Equal(t, "attachment://replay.png", ref, "the board's picture is shown")
	assert.Contains(t, alt, "ann, to move, choosing", "the picture says in words what it shows")
	assert.Equal(t, dealtPicture, h.Srv.Attachment(replay.ID, "replay.png"), "the picture is the public board's as the channel saw it, no hand in it")
	assert.NotContains(t, discordtest.Text(replay), "**Players**", "beside its picture a step does not list the board again in words")

	replay = h.Click(ann, replay, "Next ▶").Message()
	text = discordtest.Text(replay)
	assert.Contains(t, text, "**Step 1 of ", "the step is named as a step: the picture titles the board with the game's own turn")
	assert.Contains(t, text, "<@"+ann.ID+"> and <@"+bob.ID+">:", "who moved")
	replay = pictured(h, replay.ID, dealtPicture)
	_, alt = picture(replay)
	assert.Contains(t, alt, "Collected", "a step is a turn: the board after both players chose and the cards were revealed")
	assert.NotContains(t, alt, "Turn 1: ann plays", "the picture draws no reveal under the table: the step says it")
	assert.Contains(t, discordtest.Text(replay), "• Turn 1: <@"+ann.ID+"> plays", "beside its picture the step says what both played")
	turnOnePicture := h.Srv.Attachment(replay.ID, "replay.png")

	replay = h.Click(ann, replay, "Last ⏭").Message()
	text = discordtest.Text(replay)
	assert.Contains(t, text, "**Result:** ")
	assert.Regexp(t, `Step (\d+) of (\d+)`, text)
	if m := regexp.MustCompile(`Step (\d+) of (\d+)`).FindStringSubmatch(text); m != nil {
		assert.Equal(t, m[2], m[1], "the last step is the last turn")
	}
	for _, b := range discordtest.Buttons(replay) {
		if b.Label == "Next ▶" || b.Label == "Last ⏭" {
			assert.True(t, b.Disabled, "nothing comes after the last turn")
		}
	}
	_, lastAlt := picture(pictured(h, replay.ID, turnOnePicture))
	_, finalAlt := picture(h.Srv.Message(final.ID))
	assert.True(t, strings.HasPrefix(finalAlt, strings.TrimSuffix(lastAlt, " …")),
		"the last picture is the final public board, but for the reveal under the table, which the step says in words:\n%s\n%s", lastAlt, finalAlt)
	lastPicture := h.Srv.Attachment(replay.ID, "replay.png")

	replay = h.Click(ann, replay, "⏮ First").Message()
	assert.Contains(t, discordtest.Text(replay), "**The deal** · ", "back at the deal")
	pictured(h, replay.ID, lastPicture)
	assert.Equal(t, dealtPicture, h.Srv.Attachment(replay.ID, "replay.png"), "with the deal's picture")

	list := h.Click(ann, replay, "History").Message()
	assert.Contains(t, discordtest.Text(list), "Finished games here and yours", "the replay leads back to the list")
	assert.Empty(t, h.Srv.TakeViolations(), "Discord refused nothing")
}

func TestAReplayJumpsToAnyTurnFromItsSelect(t *testing.T) {
	waitsOnReplayPictures(t)
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("starcollector", ann, bob)
	require.True(t, h.PlayOnce(ann))
	require.True(t, h.PlayOnce(bob))
	require.True(t, h.PlayOnce(ann))
	require.True(t, h.PlayOnce(bob)) // both moves are stored once answered
	h.PlayToEnd(200, ann, bob)

	replay := openReplay(h, ann)
	sel, ok := discordtest.FindSelect(replay, discord.KindReplay+":")
	require.True(t, ok, "a replay offers its turns in a select: %s", discordtest.Text(replay))
	var pick string
	for _, o := range sel.Options {
		if strings.HasPrefix(o.Label, "Step 2 · ") {
			pick = o.Value
		}
	}
	require.NotEmpty(t, pick, "turn 2 is offered: %v", sel.Options)
	described := map[string]bool{}
	for _, o := range sel.Options[1:] {
		assert.False(t, described[o.Description], "two steps described alike (each once read \"@ann has chosen.\"): %q", o.Description)
		assert.Contains(t, o.Description, "plays", "a step's option says what was played: %q", o.Description)
		described[o.Description] = true
	}
	replay = h.Srv.Select(ann, replay, sel.CustomID, pick).Message()
	assert.Contains(t, discordtest.Text(replay), "**Step 2 of ", "the pick jumps to that turn")
	assert.Contains(t, discordtest.Text(replay), "• Turn 2: ", "and says what both played in it")
	h.Srv.WaitFor(func() bool {
		ref, _ := picture(h.Srv.Message(replay.ID))
		return ref != ""
	}) // showing the board after it in its picture

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
	last := regexp.MustCompile(`Step (\d+) of \d+`).FindStringSubmatch(discordtest.Text(replay))
	require.NotNil(t, last, discordtest.Text(replay))
	assert.Contains(t, text, fmt.Sprintf("The game in figures**\n%s turns (%d moves) in ", last[1], len(moves)),
		"the final board says how long the game was, in the turns its replay steps through")
	// The result is said once in the final board's text and once in its
	// picture, which heads with it.
	final = h.Srv.WaitMessage(final.ID, func(m *discordgo.Message) bool { return shows(m, "board.png") })
	summary := mustState(t, h, rec.ID).Result().Summary
	named := games.ExpandSeats(summary, func(i int) string { return rec.Seats[i].Name })
	text, alt := names(rec, discordtest.Text(final)), discordtest.AltText(final)
	assert.Equal(t, 1, strings.Count(text, named), "the result is said once in the final board's text, not again in its recent moves:\n%s", text)
	assert.Equal(t, 1, strings.Count(alt, named), "and once in its picture: %s", alt)
	// A ranking follows only where it says more than the result
	// (TestTheRankingIsSaidOnlyWhenItSaysMoreThanTheSummary).
}
