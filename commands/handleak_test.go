package commands_test

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"testing"

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

// Tests that a hand, once shown, is kept up to date only where it was
// shown: never on the public board, whether or not the click that showed
// it was answered late (deferred).

// shownPrivately waits for the private message ix showed. A deferred
// click on a public message is answered by a followup: its @original is
// the public message itself.
func shownPrivately(t *testing.T, h *bottest.Harness, ix *discordtest.Interaction, onPublic bool) *discordgo.Message {
	t.Helper()
	if onPublic && ix.Response().Type == discordgo.InteractionResponseDeferredMessageUpdate {
		h.Srv.WaitFor(func() bool { return len(ix.Followups()) > 0 })
		return ix.Followups()[0]
	}
	m := ix.Message()
	require.NotNil(t, m)
	require.NotZero(t, m.Flags&discordgo.MessageFlagsEphemeral, "a hand is private:\n%s", discordtest.Text(m))
	return m
}

// handOf opens u's hand from the board, privately.
func handOf(t *testing.T, h *bottest.Harness, u *discordtest.User) *discordgo.Message {
	t.Helper()
	board := h.Board()
	id := bottest.HandID(board)
	require.NotEmpty(t, id, "the game is still on:\n%s", discordtest.Text(board))
	return shownPrivately(t, h, h.Srv.ForgeClick(u, board, id), true)
}

// accepted reports whether an answer on a hand was taken as a move.
func accepted(m *discordgo.Message) bool {
	text := discordtest.Text(m)
	return !strings.Contains(text, "⚠") && !strings.Contains(text, "no longer open") && !strings.Contains(text, "not one of mine")
}

// moveOn makes one move for u on hand, the first choice it offers that is
// taken; it returns the hand after it, and whether u moved.
func moveOn(t *testing.T, h *bottest.Harness, u *discordtest.User, hand *discordgo.Message) (*discordgo.Message, bool) {
	t.Helper()
	// Each refusal shows the hand as it is now: the next try is made on
	// that one (a choice tried on an older hand is no longer open).
	for i := range 30 {
		cs := bottest.Choices(hand)
		if len(cs) == 0 {
			break
		}
		after := answerOn(t, h, u, hand, cs[i%len(cs)])
		if accepted(after) {
			return after, true
		}
		hand = after
	}
	return hand, false
}

// answerOn answers c on hand as a client does that shows hand as it
// was: a live edit may have changed it since (a stale click is told so).
func answerOn(t *testing.T, h *bottest.Harness, u *discordtest.User, hand *discordgo.Message, c bottest.Choice) *discordgo.Message {
	t.Helper()
	var ix *discordtest.Interaction
	switch {
	case c.Value == "":
		ix = h.Srv.ForgeClick(u, hand, c.CustomID)
	case c.Multi:
		var s *discordgo.SelectMenu
		for _, sel := range discordtest.Selects(hand) {
			if sel.CustomID == c.CustomID {
				s = sel
			}
		}
		require.NotNil(t, s)
		n := 1 // the fewest it takes
		if s.MinValues != nil {
			n = max(*s.MinValues, 1)
		}
		var values []string
		for _, o := range s.Options[:min(n, len(s.Options))] {
			values = append(values, o.Value)
		}
		ix = h.Srv.ForgeSelect(u, hand, c.CustomID, values...)
	default:
		ix = h.Srv.ForgeSelect(u, hand, c.CustomID, c.Value)
	}
	after := ix.Message()
	require.NotNil(t, after)
	return after
}

// untilTurnOf has the others move until u has something to answer.
func untilTurnOf(t *testing.T, h *bottest.Harness, u *discordtest.User, others ...*discordtest.User) {
	t.Helper()
	for range 50 {
		if len(bottest.Choices(handOf(t, h, u))) > 0 {
			return
		}
		for _, o := range others {
			moveOn(t, h, o, handOf(t, h, o))
		}
	}
	t.Fatalf("%s never had a move", u.Name)
}

// openDeferred opens a game as Harness.Open does, for a bot that may
// defer every interaction: the lobby is posted once the deferred /play
// has its answer.
func openDeferred(h *bottest.Harness, game string, host, other *discordtest.User) *discordgo.Message {
	h.T.Helper()
	h.Srv.Command(host, h.Channel, "play", discordtest.Opt("game", game)).Message()
	lobby := h.Click(other, h.Board(), "Join").Message()
	return h.Click(host, lobby, "Start").Message()
}

// showingAHand is one way a player is shown their hand; it returns the
// private message that shows it, with ann to move next.
type showingAHand func(t *testing.T, h *bottest.Harness, ann, bob *discordtest.User) *discordgo.Message

// waysToShowAHand are played at Star Collector, whose hands answer with
// buttons, except where the way names another game.
var waysToShowAHand = map[string]showingAHand{
	"Hand on the board": func(t *testing.T, h *bottest.Harness, ann, bob *discordtest.User) *discordgo.Message {
		untilTurnOf(t, h, ann, bob)
		return handOf(t, h, bob)
	},
	"/hand": func(t *testing.T, h *bottest.Harness, ann, bob *discordtest.User) *discordgo.Message {
		untilTurnOf(t, h, ann, bob)
		return shownPrivately(t, h, h.Srv.Command(bob, h.Channel, "hand"), false)
	},
	"Refresh on the hand": func(t *testing.T, h *bottest.Harness, ann, bob *discordtest.User) *discordgo.Message {
		untilTurnOf(t, h, ann, bob)
		return shownPrivately(t, h, h.Click(bob, handOf(t, h, bob), "Refresh"), false)
	},
	"a choice on the hand": func(t *testing.T, h *bottest.Harness, ann, bob *discordtest.User) *discordgo.Message {
		untilTurnOf(t, h, bob, ann)
		hand := handOf(t, h, bob)
		for moved := true; moved && len(bottest.Choices(hand)) > 0; {
			hand, moved = moveOn(t, h, bob, hand)
		}
		require.Empty(t, bottest.Choices(hand), "bob's turn is over")
		return hand
	},
	// A Rummy turn is a draw (buttons) then a discard (a select), both
	// answered on the hand.
	"rummy: a draw and a discard on the hand": func(t *testing.T, h *bottest.Harness, ann, bob *discordtest.User) *discordgo.Message {
		untilTurnOf(t, h, bob, ann)
		hand := handOf(t, h, bob)
		selected := false
		for tries := 0; len(bottest.Choices(hand)) > 0; tries++ {
			require.Less(t, tries, 30, "bob could move on his hand:\n%s", discordtest.Text(hand))
			var cs []bottest.Choice
			for _, c := range bottest.Choices(hand) {
				if !c.Multi { // melds: a random pick is mostly refused
					cs = append(cs, c)
				}
			}
			// Selects first: the discard is a select, when one is offered.
			slices.SortStableFunc(cs, func(a, b bottest.Choice) int { return cmp.Compare(btoi(a.Value == ""), btoi(b.Value == "")) })
			require.NotEmpty(t, cs, "bob has a choice that is no meld:\n%s", discordtest.Text(hand))
			c := cs[tries%len(cs)]
			// A refusal shows the hand as it is now: the next try is made
			// on that one.
			after := answerOn(t, h, bob, hand, c)
			if accepted(after) {
				selected = selected || c.Value != ""
			}
			hand = after
		}
		require.True(t, selected, "a select answered on the hand")
		return hand
	},
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// gameOf is the game a way to show a hand is played at.
func gameOf(way string) string {
	if g, _, ok := strings.Cut(way, ": "); ok {
		return g
	}
	return "starcollector"
}

// showsAHand reports whether any public message of the channel shows a
// hand: its title or its picture.
func showsAHand(h *bottest.Harness) bool {
	for _, m := range h.Srv.Messages(h.Channel) {
		if strings.Contains(discordtest.Text(m), "Your hand") || h.Srv.Attachment(m.ID, "hand.png") != nil {
			return true
		}
	}
	return false
}

func TestALateHandClickNeverEditsTheBoard(t *testing.T) {
	t.Parallel()
	for _, deferred := range []bool{false, true} {
		for way, show := range waysToShowAHand {
			t.Run(fmt.Sprintf("%s, deferred %v", way, deferred), func(t *testing.T) {
				t.Parallel()
				cfg := bot.Config{}
				if deferred {
					cfg.DeferAfter = -1 // every click is answered late
				}
				h := bottest.New(t, cfg, commands.New)
				ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
				openDeferred(h, gameOf(way), ann, bob)
				shown := show(t, h, ann, bob)
				// What bob sees once the answer that showed it, and the
				// picture following it, have landed: only ann's move
				// changes it from here.
				h.Settle()
				before := discordtest.Text(h.Srv.Message(shown.ID))
				require.Contains(t, before, "Your hand")

				// ann moves: bob's open hand is edited live.
				_, moved := moveOn(t, h, ann, handOf(t, h, ann))
				require.True(t, moved, "ann moved")
				h.Srv.WaitFor(func() bool {
					return showsAHand(h) || discordtest.Text(h.Srv.Message(shown.ID)) != before
				})
				assert.False(t, showsAHand(h), "bob's hand reached the public board:\n%s", discordtest.Text(h.Board()))
				assert.NotEqual(t, before, discordtest.Text(h.Srv.Message(shown.ID)), "bob's private hand is kept up to date")
			})
		}
	}
}

func TestAReplayFloodNeverChangesALiveBoard(t *testing.T) {
	t.Parallel()
	for _, deferred := range []bool{false, true} {
		t.Run(fmt.Sprintf("deferred %v", deferred), func(t *testing.T) {
			t.Parallel()
			h, ann, _, finished := finishedThenLive(t, deferred)
			board := h.Board()
			waitPicture(h, board.ID, "board.png", nil)
			h.Settle() // no edit of the channel on its way (a ping, the board's next edit)
			board = h.Srv.Message(board.ID)
			edits := h.Srv.Edits(h.Channel)

			// ann forges her own replay's Last on the live board, 120 times
			// (24 under -short, which CI also runs under the race detector:
			// each step replays and draws the whole game).
			flood := 120
			if testing.Short() {
				flood = 24
			}
			forged := discord.ReplayID{Table: finished, Owner: ann.ID, Nav: render.ReplayLast}.String()
			var clicks []*discordtest.Interaction
			for range flood {
				clicks = append(clicks, h.Srv.ForgeClick(ann, board, forged))
			}
			for _, ix := range clicks {
				ix.Response()
			}
			// Each answer is a private replay of its own, answered in the
			// clicked message's order; the step the bot answered last gets
			// its picture (an older step's picture, made stale by a newer
			// click, is not drawn).
			for _, ix := range clicks {
				h.Srv.WaitFor(func() bool { return privateAnswerOf(h, ix) != nil }) // every forged step is answered privately
			}
			h.Srv.WaitFor(func() bool {
				for _, ix := range clicks {
					if m := privateAnswerOf(h, ix); m != nil && h.Srv.Attachment(m.ID, "replay.png") != nil {
						return true
					}
				}
				return false
			})
			now := h.Srv.Message(board.ID)
			assert.Equal(t, discordtest.Text(board), discordtest.Text(now), "the live board reads as it did")
			assert.Equal(t, board.Embeds, now.Embeds, "the live board shows what it did")
			assert.Nil(t, h.Srv.Attachment(board.ID, "replay.png"), "no replay picture on the live board")
			assert.Equal(t, edits, h.Srv.Edits(h.Channel), "the channel's messages were not edited")
		})
	}
}

// privateAnswerOf is the private message that answered a click on a
// public message, or nil while there is none: its reply, or, deferred,
// its followup.
func privateAnswerOf(h *bottest.Harness, ix *discordtest.Interaction) *discordgo.Message {
	if fs := ix.Followups(); len(fs) > 0 {
		return fs[0]
	}
	if r := ix.Response(); r.Type == discordgo.InteractionResponseChannelMessageWithSource {
		return ix.Message()
	}
	return nil
}

// A hand message that something else replaced (here a replay step bob
// forged on it, which brings its own picture and drops the hand's) is no
// longer his live hand: the next move does not put his hand back over
// it, nor name a picture it no longer holds (the fake refuses that).
func TestAHandReplacedByAnotherAnswerIsNoLongerEditedLive(t *testing.T) {
	waitsOnReplayPictures(t)
	t.Parallel()
	for _, deferred := range []bool{false, true} {
		t.Run(fmt.Sprintf("deferred %v", deferred), func(t *testing.T) {
			t.Parallel()
			h, ann, bob, finished := finishedThenLive(t, deferred)
			untilTurnOf(t, h, ann, bob)
			hand := handOf(t, h, bob)
			waitPicture(h, hand.ID, "hand.png", nil)

			step := discord.ReplayID{Table: finished, Owner: bob.ID, Nav: render.ReplayLast}.String()
			replay := h.Srv.ForgeClick(bob, h.Srv.Message(hand.ID), step).Message()
			require.Equal(t, hand.ID, replay.ID, "the step replaced the hand's message")
			waitPicture(h, hand.ID, "replay.png", nil)
			replay = h.Srv.Message(hand.ID)
			require.Contains(t, discordtest.Text(replay), "Replay")

			_, moved := moveOn(t, h, ann, handOf(t, h, ann))
			require.True(t, moved, "ann moved")
			// The move asked for its live edits before ann's answer went
			// out; a bot that stops waits for them.
			h.Stop()
			assert.Equal(t, discordtest.Text(replay), discordtest.Text(h.Srv.Message(hand.ID)), "the replay bob opened stays as it is")
			assert.Empty(t, h.Srv.TakeViolations(), "no edit named a picture its message did not hold")
		})
	}
}

// finishedThenLive plays a game of ann's and bob's to its end, restarts
// the bot deferring every click when deferred says so, and opens a live
// game at the same table's channel: the finished game's id names what
// can be forged onto the live one.
func finishedThenLive(t *testing.T, deferred bool) (h *bottest.Harness, ann, bob *discordtest.User, finished string) {
	t.Helper()
	h = newHarness(t)
	ann, bob = h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("starcollector", ann, bob)
	finished = bottest.TableID(t, h.PlayToEnd(200, ann, bob))
	if deferred {
		h.Stop()
		h.Config.DeferAfter = -1 // every click is answered late
		h.Start()
	}
	openDeferred(h, "starcollector", ann, bob)
	return h, ann, bob, finished
}
