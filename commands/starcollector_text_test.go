package commands_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/commands"
	"github.com/deckhand/deckhand/games"
)

// Star Collector's pictured messages say each thing once: the picture
// shows the board (who is choosing, the last reveal, the result) or the
// hand's cards, and the text beside it says only what the picture
// cannot. These tests read the messages as a player sees them: the text
// displays, and the picture's alt text.

// textOf is what a V2 message says in its text displays: what a player
// reads beside the picture, without its buttons.
func textOf(m *discordgo.Message) string {
	var out []string
	discordtest.Walk(m, func(c discordgo.MessageComponent) {
		if t, ok := c.(*discordgo.TextDisplay); ok {
			out = append(out, t.Content)
		}
	})
	return strings.Join(out, "\n")
}

// newStarCollector opens a game of Star Collector dealt from seed, for
// ann and bob, and waits for its board's picture.
func newStarCollector(t *testing.T, seed uint64, opts ...discordtest.Option) (h *bottest.Harness, ann, bob *discordtest.User, board *discordgo.Message) {
	h = bottest.New(t, bot.Config{Seeds: bottest.Seeds(seed)}, commands.New, opts...)
	ann, bob = h.Srv.User("ann"), h.Srv.User("bob")
	board = h.Open("starcollector", ann, bob)
	return h, ann, bob, board
}

// picturedBoard waits until the board carries its picture and says what
// ready looks for in its text or alt text.
func picturedBoard(h *bottest.Harness, ready func(text, alt string) bool) *discordgo.Message {
	h.T.Helper()
	h.Settle()
	return h.Srv.WaitMessage(h.Board().ID, func(m *discordgo.Message) bool {
		return shows(m, "board.png") && ready(textOf(m), discordtest.AltText(m))
	})
}

// picturedHand opens u's hand and waits until it carries its picture.
func picturedHand(h *bottest.Harness, u *discordtest.User) *discordgo.Message {
	h.T.Helper()
	h.Settle()
	hand := h.Hand(u)
	return h.Srv.WaitMessage(hand.ID, func(m *discordgo.Message) bool { return shows(m, "hand.png") })
}

// chooseFirst makes u's first choice of its hand and returns the label
// of the option chosen ("Fight 3 · Comet ★").
func chooseFirst(t *testing.T, h *bottest.Harness, u *discordtest.User) string {
	t.Helper()
	hand := h.Hand(u)
	cs := bottest.Choices(hand)
	require.NotEmpty(t, cs, "%s has a choice to make:\n%s", u.Name, discordtest.Text(hand))
	label := ""
	if cs[0].Value == "" {
		for _, b := range discordtest.Buttons(hand) {
			if b.CustomID == cs[0].CustomID {
				label = b.Label
			}
		}
	} else {
		for _, s := range discordtest.Selects(hand) {
			for _, o := range s.Options {
				if s.CustomID == cs[0].CustomID && o.Value == cs[0].Value {
					label = o.Label
				}
			}
		}
	}
	require.NotEmpty(t, label, "the choice has a label")
	after := h.Answer(u, hand, cs[0])
	require.NotContains(t, discordtest.Text(after), "⚠", "the choice is accepted")
	return label
}

// A player reads their own choice once: while it is secret (the hand's
// "Your secret choice"), and once both are revealed (the turn's line of
// the recap), never again as "You chose …" beside it. The player whose
// choice revealed the turn is not told "has chosen" as well.
func TestAStarCollectorHandSaysTheChoiceOnce(t *testing.T) {
	t.Parallel()
	h, ann, bob, _ := newStarCollector(t, 1)
	annChose := chooseFirst(t, h, ann)
	hand := textOf(picturedHand(h, ann))
	assert.Equal(t, 1, strings.Count(hand, annChose), "ann's secret choice is said once in her hand:\n%s", hand)

	bobChose := chooseFirst(t, h, bob)
	picturedBoard(h, func(_, alt string) bool { return strings.Contains(alt, "Turn 1:") })
	for u, chose := range map[*discordtest.User]string{ann: annChose, bob: bobChose} {
		hand := textOf(picturedHand(h, u))
		require.Contains(t, hand, "Turn 1:", "%s's recap says the reveal", u.Name)
		assert.Equal(t, 1, strings.Count(hand, chose), "%s's choice is said once, in the turn's line:\n%s", u.Name, hand)
		assert.NotContains(t, hand, "You chose", "%s's choice is not said again beside the reveal:\n%s", u.Name, hand)
	}
	hand = textOf(picturedHand(h, bob))
	assert.NotContains(t, hand, "<@"+bob.ID+"> has chosen", "the reveal says bob's card: his \"has chosen\" says nothing more:\n%s", hand)
}

// cardFigures is a card's line in a hand's text view: "**Comet** ★ —
// Fight 6 · Draw 1".
var cardFigures = regexp.MustCompile(`\*\*[^*]+\*\* ★+ — Fight \d+ · Draw \d+`)

// The hand's picture shows every card with its stars, fight and draw;
// the text beside it repeats none of them, special or not: each card
// is one pick away in Read a card. The whole text view, sent when no
// picture goes, still says every card.
func TestAStarCollectorHandLeavesItsCardsToThePictureAndReadACard(t *testing.T) {
	t.Parallel()
	h, ann, _, _ := newStarCollector(t, 1)
	hand := picturedHand(h, ann)
	text := textOf(hand)
	assert.NotRegexp(t, `Fight \d+ · Draw \d+`, text, "no card's figures beside the picture:\n%s", text)
	sel, ok := discordtest.FindSelect(hand, discord.KindRead+":")
	require.True(t, ok, "the hand offers its cards to read:\n%s", discordtest.Text(hand))
	alt := discordtest.AltText(hand)
	for _, o := range sel.Options {
		assert.Contains(t, alt, o.Value, "a card to read is one the picture shows")
	}
	// Every card the hand can play is one to read: the prompt names each
	// distinct card on its fight side ("Fight 6 · Comet ★").
	fights := 0
	for _, s := range discordtest.Selects(hand) {
		for _, o := range s.Options {
			if discord.KindOf(s.CustomID) == discord.KindSelect && strings.HasPrefix(o.Label, "Fight ") {
				fights++
			}
		}
	}
	for _, b := range discordtest.Buttons(hand) {
		if discord.KindOf(b.CustomID) == discord.KindAnswer && strings.HasPrefix(b.Label, "Fight ") {
			fights++
		}
	}
	require.Positive(t, fights, "the hand offers its cards:\n%s", discordtest.Text(hand))
	assert.Len(t, sel.Options, fights, "every card of the hand is in Read a card, with a special or without")
	card := h.Srv.Select(ann, hand, sel.CustomID, sel.Options[0].Value).Message()
	assert.Regexp(t, cardFigures, discordtest.Text(card), "reading a card gives its stars, fight and draw")

	plain, ann2, _, _ := newStarCollector(t, 1, discordtest.WithoutAttachFiles())
	whole := discordtest.Text(plain.Hand(ann2))
	said := map[string]bool{}
	for _, l := range cardFigures.FindAllString(whole, -1) {
		said[l] = true // a card held twice is said twice
	}
	assert.Len(t, said, fights, "the whole text view says every card:\n%s", whole)
}

// The board's picture says who is choosing (each seat's "choosing" or
// "has chosen ✓"); the text says whom the table waits on, once, and no
// caption repeats it.
func TestAStarCollectorBoardSaysWhomItWaitsOnOnce(t *testing.T) {
	t.Parallel()
	h, ann, _, _ := newStarCollector(t, 1)
	board := picturedBoard(h, func(string, string) bool { return true })
	text, alt := textOf(board), discordtest.AltText(board)
	assert.Contains(t, text, "Waiting on", "the text says whom the table waits on")
	assert.NotContains(t, text+"\n"+alt, "choose a card", "no caption says it again, in the text or the picture:\n%s\nalt: %s", text, alt)
	assert.Contains(t, alt, "ann, to move, choosing", "the picture says who is choosing")

	chooseFirst(t, h, ann)
	board = picturedBoard(h, func(_, alt string) bool { return strings.Contains(alt, "has chosen") })
	text, alt = textOf(board), discordtest.AltText(board)
	assert.Equal(t, 1, strings.Count(text, "Waiting"), "whom the table waits on is said once:\n%s", text)
	assert.NotContains(t, alt, "Waiting for", "the picture says it by bob's side, not again in a caption")
}

// The picture's notes say the last reveal; the text beside it does not
// repeat a line of it (the Log has every move, and the whole text view
// keeps them all).
func TestAStarCollectorBoardSaysTheLastRevealOnce(t *testing.T) {
	t.Parallel()
	h, ann, bob, _ := newStarCollector(t, 1)
	chooseFirst(t, h, ann)
	chooseFirst(t, h, bob)
	board := picturedBoard(h, func(_, alt string) bool { return strings.Contains(alt, "Turn 1:") })
	text := textOf(board)
	assert.NotContains(t, text, "Turn 1:", "the reveal is the picture's to say:\n%s", text)
	assert.Contains(t, text, "Waiting on", "the text still says whom the table waits on")

	plain, ann2, bob2, _ := newStarCollector(t, 1, discordtest.WithoutAttachFiles())
	chooseFirst(t, plain, ann2)
	chooseFirst(t, plain, bob2)
	whole := discordtest.Text(plain.WaitBoard("Turn 1:"))
	assert.Contains(t, whole, "Recent moves", "the whole text view keeps the moves")
}

// A finished game's result is said once in its board's text, whole (a
// screen reader has the text alone: a bare "1. @bob — 4 / 2. @ann — 4"
// read as a bug), and once in its picture, which heads with it.
func TestAFinishedStarCollectorBoardSaysItsResultOnce(t *testing.T) {
	t.Parallel()
	h, ann, bob, board := newStarCollector(t, 1)
	id := bottest.TableID(t, board)
	h.PlayToEnd(100, ann, bob)
	board = picturedBoard(h, func(_, alt string) bool { return strings.Contains(alt, "game over") })
	rec, err := h.Store.Table(id)
	require.NoError(t, err)
	summary := mustState(t, h, id).Result().Summary
	named := games.ExpandSeats(summary, func(i int) string { return rec.Seats[i].Name })
	mentioned := games.ExpandSeats(summary, func(i int) string { return "<@" + rec.Seats[i].UserID + ">" })
	text, alt := textOf(board), discordtest.AltText(board)
	assert.Equal(t, 1, strings.Count(text, mentioned), "the result %q is said once in the text:\n%s", named, text)
	assert.Equal(t, 1, strings.Count(alt, named), "and once in the picture: %s", alt)
	assert.Contains(t, text, "1. ", "the text ranks the players")
}

// A replay step shows the board as it was after the step and says in
// words what the step did: the reveal is the step's to say (its picture
// draws no notes under the table); the result is said once in the text
// and once in the picture.
func TestAStarCollectorReplayStepSaysEachLineOnce(t *testing.T) {
	waitsOnReplayPictures(t)
	t.Parallel()
	h, ann, bob, board := newStarCollector(t, 1)
	id := bottest.TableID(t, board)
	h.PlayToEnd(100, ann, bob)
	rec, err := h.Store.Table(id)
	require.NoError(t, err)
	summary := mustState(t, h, id).Result().Summary
	named := games.ExpandSeats(summary, func(i int) string { return rec.Seats[i].Name })

	step := openReplay(h, ann)
	step = h.Click(ann, step, "Last ⏭").Message()
	step = h.Srv.WaitMessage(step.ID, func(m *discordgo.Message) bool {
		return shows(m, "replay.png") && strings.Contains(discordtest.AltText(m), "game over")
	})
	text, alt := textOf(step), discordtest.AltText(step)
	require.Contains(t, text, "plays", "the step says what both played:\n%s", text)
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimPrefix(line, "• ")
		if strings.Contains(line, "plays") || strings.Contains(line, "collects") || strings.Contains(line, "draws") {
			assert.NotContains(t, alt, names(rec, line), "the step's line is not said again by its picture:\n%s", text)
		}
	}
	assert.Equal(t, 1, strings.Count(names(rec, text), named), "the result is said once in the text:\n%s", text)
	assert.Equal(t, 1, strings.Count(alt, named), "and once in the picture: %s", alt)
}

// A game lost by running out of cards ranks the player with more stars
// last: the text beside the picture says why, in its result above the
// ranking, so a screen reader or a notification, which get the text
// alone, do not read a bare list its scores contradict.
func TestAFinishedStarCollectorRankingSaysWhoRanOutOfCards(t *testing.T) {
	t.Parallel()
	h, ann, bob, board := newStarCollector(t, 1)
	id := bottest.TableID(t, board)
	h.PlayToEnd(100, ann, bob)
	board = picturedBoard(h, func(_, alt string) bool { return strings.Contains(alt, "game over") })
	summary := mustState(t, h, id).Result().Summary
	require.Contains(t, summary, "ran out of cards before the deck did", "the seeded game ends by a hand running out")
	text := textOf(board)
	assert.Equal(t, 1, strings.Count(text, "ran out of cards before the deck did"), "the text says why once, in its result above the ranking:\n%s", text)
	assert.Regexp(t, `\*\*[^*]*ran out of cards before the deck did[^*]*\*\*\n1\. <@\d+> — \d+\n2\. <@\d+> — \d+`, text, "the result, then the places its scores alone would contradict")
}
