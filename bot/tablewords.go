package bot

import (
	"errors"
	"fmt"
	"time"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	domain "github.com/deckhand/deckhand/bot/table"
)

// The life-cycle rules say what they refuse and what happened; these are
// their words for members.

// refusedBy words the rules' refusal err at t (locked), as it was; nil t
// for a refusal that names no table (the bounds). Any other error is
// returned as it is.
func refusedBy(err error, t *table) error {
	var r *domain.Refusal
	if !errors.As(err, &r) {
		return err
	}
	switch r.Reason {
	case domain.HostOnly:
		rec := t.rec
		what := map[domain.Action]string{domain.AddCPUs: "add CPU players", domain.CancelTable: "cancel the table", domain.StartGame: "start the game"}[r.Action]
		return discord.Refusef(discord.NotYours, "Only the host, %s, can %s.", render.SeatMention(rec, rec.SeatOf(rec.Host)), what)
	case domain.SeatsWanted:
		info := t.game.Info()
		return discord.Refuse(discord.Invalid, render.SeatsWanted(info.Name, info.MinSeats, info.MaxSeats, len(t.rec.Seats))+" Others can Join, or Add CPU.")
	}
	if w, ok := refusalWords[r.Reason]; ok {
		return w
	}
	return discord.ErrForged
}

var refusalWords = map[domain.Reason]error{
	domain.Started:          errStarted,
	domain.Closed:           errClosed,
	domain.GameOver:         errGameOver,
	domain.AlreadySeated:    errSeated,
	domain.Full:             errFull,
	domain.NotAtTable:       errNotAtTable,
	domain.NotSeated:        errNotSeated,
	domain.LeaveByButton:    errLeaveLobby,
	domain.OptionsHostOnly:  errHostOptions,
	domain.NotHostOrManager: errNotHost,
	domain.NotPlayer:        errNotPlayer,
	domain.Rematched:        errRematched,
	domain.NotFinished:      errNotFinished,
	domain.TooManyOfYours:   errTooManyOfYours,
	domain.ServerFull:       errServerFull,
}

// wordsOf is what the channel is told of n, at a table of game.
func (b *lifecycle) wordsOf(n domain.News, game string) string {
	switch n.What {
	case domain.HostLeftLobby:
		return fmt.Sprintf("<@%s> left the %s table. %s, so <@%s> is the host now.", n.User, game, b.passedOver(n.Passed), n.Heir)
	case domain.LobbyOrphaned:
		return fmt.Sprintf("<@%s> left the %s table, and %s, so the table has closed. Start a new one with `/play`.", n.User, game, b.passedOver(n.Passed))
	case domain.LastLeftGame:
		return fmt.Sprintf("<@%s> left, and no one is left playing: the %s game has ended.", n.User, game)
	case domain.LeftGame:
		return b.leftWords(n)
	case domain.EndedGame:
		words := fmt.Sprintf("<@%s> ended the %s game.", n.User, game)
		if len(n.Against) > 0 {
			words += fmt.Sprintf(" In the ratings, ending it counts as a loss to %s.", mentions(n.Against))
		}
		return words
	case domain.ClosedIdle:
		what := "game"
		if n.Lobby {
			what = "table"
		}
		words := fmt.Sprintf("The %s %s here was closed after %s without a move. Start a new one with `/play`.", game, what, n.Idle.Round(time.Second))
		if len(n.Lost) > 0 {
			words += fmt.Sprintf(" The game was waiting on %s: in the ratings, it counts as their loss to %s.", mentions(n.Lost), mentions(n.Against))
		}
		return words
	case domain.EndedUnseated:
		return fmt.Sprintf("Nobody is seated at the %s game here any more, so it has ended.", game)
	}
	return ""
}

// leftWords tell the channel who left a game to a CPU, what it cost them
// and who hosts it now.
func (b *lifecycle) leftWords(n domain.News) string {
	words := fmt.Sprintf("<@%s> left the game; a Normal CPU plays their seat now.", n.User)
	if len(n.Against) > 0 {
		words += fmt.Sprintf(" In the ratings, leaving counts as a loss to %s.", mentions(n.Against))
	}
	switch {
	case n.Heir != "" && len(n.Passed) > 0:
		words += fmt.Sprintf(" %s, so <@%s> is the host now.", b.passedOver(n.Passed), n.Heir)
	case n.Heir != "":
		words += fmt.Sprintf(" <@%s> is the host now.", n.Heir)
	case n.HostLeft:
		words += fmt.Sprintf(" %s, so nobody hosts this game now; anyone who can manage the channel can still end it with `/end`.", b.passedOver(n.Passed))
	}
	return words
}
