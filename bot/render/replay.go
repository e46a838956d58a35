package render

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// ReplayStep is one moment of a finished game's replay.
type ReplayStep struct {
	Rec   *storage.Table
	Game  games.Game
	State games.State // the game after Step answers of its log
	Step  int         // 0 is the deal
	Steps int         // answers in the log
	// Move is the answer that led here, nil at the deal; Events are the
	// public lines it made, as the board's recent moves showed them.
	Move   *storage.Move
	Events []string
	Owner  string // the user the replay belongs to: its buttons are theirs
}

// ReplayFooter says what a replay shows and why: it is shown to one
// player, but a game's secrets stay secret after it ends.
const ReplayFooter = "Only the public board is shown, as everyone at the table saw it: hands and face-down cards stay hidden in a replay."

// Replay renders a replay step: the public view as it was, what the move
// did, and the buttons to step through the game.
func Replay(r ReplayStep) discord.Message {
	rec, info := r.Rec, r.Game.Info()
	e := embed(rec, r.State.Public(), colourBoard)
	if e.Title == "" {
		e.Title = info.Name
	}
	e.Title = clip("Replay · "+e.Title, 256)
	what := "The deal."
	if r.Move != nil {
		var lines []string
		for _, ev := range r.Events {
			lines = append(lines, "• "+expand(rec, ev))
		}
		who := SeatMention(rec, r.Move.Seat)
		if r.Move.By == storage.ByTimer {
			who += " (the turn timer ran out: a random move)"
		}
		what = who + "\n" + strings.Join(lines, "\n")
	}
	field(e, fmt.Sprintf("Move %d of %d", r.Step, r.Steps), what, false)
	if res := r.State.Result(); res != nil {
		field(e, "Result", resultText(rec, res), false)
	}
	var players []string
	for i := range rec.Seats {
		players = append(players, fmt.Sprintf("%d. %s", i+1, SeatMention(rec, i)))
	}
	field(e, "Players", strings.Join(players, "\n"), true)
	e.Footer = &discordgo.MessageEmbedFooter{Text: fmt.Sprintf("Deckhand · replay of %s table %s · %s", info.Name, rec.ID, ReplayFooter)}

	id := func(nav string) string {
		return discord.ID(discord.KindReplay, rec.ID, r.Owner, strconv.Itoa(r.Step), nav)
	}
	atStart, atEnd := r.Step == 0, r.Step >= r.Steps
	nav := []discordgo.MessageComponent{
		navButton("⏮ First", id("first"), atStart),
		navButton("◀ Back", id("back"), atStart),
		navButton("Next ▶", id("next"), atEnd),
		navButton("Last ⏭", id("last"), atEnd),
		button("History", discord.ID(discord.KindHistory, "0"), discordgo.SecondaryButton),
	}
	return discord.Message{Embeds: []*discordgo.MessageEmbed{e}, Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: nav}}, Ephemeral: true}
}

func navButton(label, id string, disabled bool) discordgo.Button {
	b := button(label, id, discordgo.PrimaryButton)
	b.Disabled = disabled
	return b
}

// SeatNames names a table's seats as pictures and plain text show them.
func SeatNames(rec *storage.Table) func(seat int) string {
	return func(seat int) string { return seatPlain(rec, seat) }
}
