package bottest

import (
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
)

// Choice is one answer a hand offers: a button, or one value of a select.
type Choice struct {
	CustomID string
	Value    string // "" for a button
	Multi    bool   // a select taking more than one value
}

// Choices lists what a hand offers to answer: buttons (Skip and None
// included) and select values.
func Choices(m *discordgo.Message) []Choice {
	var out []Choice
	for _, b := range discordtest.Buttons(m) {
		kind := discord.KindOf(b.CustomID)
		answers := kind == discord.KindAnswer || kind == discord.KindNone
		if answers && !b.Disabled {
			out = append(out, Choice{CustomID: b.CustomID})
		}
	}
	for _, s := range discordtest.Selects(m) {
		if discord.KindOf(s.CustomID) != discord.KindSelect {
			continue
		}
		for _, o := range s.Options {
			out = append(out, Choice{CustomID: s.CustomID, Value: o.Value, Multi: s.MinValues != nil && *s.MinValues > 1})
		}
	}
	return out
}

// Answer makes one choice on a hand and returns the updated hand.
func (h *Harness) Answer(u *discordtest.User, hand *discordgo.Message, c Choice) *discordgo.Message {
	h.T.Helper()
	if c.Value == "" {
		return h.Srv.Click(u, hand, c.CustomID).Message()
	}
	return h.Srv.Select(u, hand, c.CustomID, c.Value).Message()
}

// AnswerMulti picks a random number of a multi-select's options, within
// its bounds, as a player building a meld might.
func (h *Harness) AnswerMulti(u *discordtest.User, hand *discordgo.Message, customID string) *discordgo.Message {
	h.T.Helper()
	for _, s := range discordtest.Selects(hand) {
		if s.CustomID != customID {
			continue
		}
		n := *s.MinValues + h.Rng.IntN(s.MaxValues-*s.MinValues+1)
		var values []string
		for _, i := range h.Rng.Perm(len(s.Options))[:n] {
			values = append(values, s.Options[i].Value)
		}
		return h.Srv.Select(u, hand, customID, values...).Message()
	}
	h.T.Fatalf("no select %q", customID)
	return nil
}

// PlayOnce makes an acceptable single choice in u's hand, at random;
// it reports false when u has nothing to answer.
func (h *Harness) PlayOnce(u *discordtest.User) bool {
	h.T.Helper()
	board := h.Board()
	id, ok := discordtest.FindButton(board, h.Label("Hand"))
	if !ok {
		// The game is over, or its board is not up yet: the Start
		// click's answer, which turns the lobby into the board, may still
		// be on its way.
		table := TableID(h.T, board)
		h.Srv.WaitFor(func() bool {
			board = h.Board()
			id, ok = discordtest.FindButton(board, h.Label("Hand"))
			rec, err := h.Store.Table(table)
			return ok || err == nil && rec.Phase.Done()
		})
		if !ok {
			return false
		}
	}
	// The board may be edited between reading and clicking it, as for a
	// player whose client has not shown the edit yet: send the click as
	// the client would, from the board it had.
	hand := h.Srv.ForgeClick(u, board, id).Message()
	cs := Choices(hand)
	h.tried = []string{"the hand it read:\n" + discordtest.Text(hand)}
	h.Rng.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
	for _, c := range cs {
		var after *discordgo.Message
		if c.Multi {
			after = h.AnswerMulti(u, hand, c.CustomID)
		} else {
			after = h.Answer(u, hand, c)
		}
		text := discordtest.Text(after)
		// A refused answer shows a warning; an outdated or unknown click
		// changes nothing either. Neither is a move.
		if !strings.Contains(text, "⚠") && !strings.Contains(text, "no longer open") && !strings.Contains(text, "not one of mine") {
			return true
		}
		h.tried = append(h.tried, "its answer "+c.CustomID+" was refused:\n"+text)
		hand = after
	}
	return false
}

// PlayRounds plays up to limit rounds of everyone trying to move, and
// reports whether the game ended (with the board showing it).
func (h *Harness) PlayRounds(limit int, players ...*discordtest.User) bool {
	h.T.Helper()
	id := TableID(h.T, h.Board())
	for round := 0; round < limit; round++ {
		// The count of moves is read before anyone tries: a CPU that moves
		// while a player reads an older hand has still moved this round.
		before, err := h.Store.Table(id)
		require.NoError(h.T, err)
		moved := false
		for _, u := range players {
			moved = h.PlayOnce(u) || moved
		}
		if moved {
			continue
		}
		if !before.Phase.Done() && h.othersMove(id, before.Moves) {
			continue // a CPU was thinking
		}
		if h.ended(id) {
			return true
		}
		var hands []string
		for _, u := range players {
			hands = append(hands, discordtest.Text(h.Srv.ForgeClick(u, h.Board(), HandID(h.Board())).Message()))
		}
		h.T.Fatalf("nobody could move.\nBoard:\n%s\nHands:\n%s\nThe last try of %s saw %s", discordtest.Text(h.Board()), strings.Join(hands, "\n---\n"), players[len(players)-1].Name, strings.Join(h.tried, "\n---\n"))
	}
	// The last round's move may have ended the game.
	return h.ended(id)
}

// ended reports whether table id's game is over, and if so waits for the
// board to show it: the board's edit follows the last answer.
func (h *Harness) ended(id string) bool {
	h.T.Helper()
	rec, err := h.Store.Table(id)
	if err != nil || !rec.Phase.Done() {
		return false
	}
	h.Srv.WaitFor(func() bool {
		_, ok := discordtest.FindButton(h.Board(), h.Label("Hand"))
		return !ok
	})
	return true
}

// othersMove waits a while for the table to move past moves without the
// players (CPU seats think off the table's lock, in their own time); it
// reports whether it did.
func (h *Harness) othersMove(id string, moves int) bool {
	h.T.Helper()
	for end := time.Now().Add(othersTime); time.Now().Before(end); time.Sleep(2 * time.Millisecond) {
		rec, err := h.Store.Table(id)
		require.NoError(h.T, err)
		if rec.Moves != moves || rec.Phase.Done() {
			return true
		}
	}
	return false
}

// othersTime is how long a test waits for CPU seats to move.
const othersTime = 30 * time.Second

// PlayToEnd plays until the game ends, failing after limit rounds.
func (h *Harness) PlayToEnd(limit int, players ...*discordtest.User) *discordgo.Message {
	h.T.Helper()
	if !h.PlayRounds(limit, players...) {
		h.T.Fatalf("no end after %d rounds; board:\n%s", limit, discordtest.Text(h.Board()))
	}
	return h.Board()
}
