package bot

import (
	"errors"
	"time"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	domain "github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// The life-cycle rules say what they refuse and what happened; these are
// their words for members.

// refusedBy words the rules' refusal err at t (on its loop), as it was; nil t
// for a refusal that names no table (the bounds). Any other error is
// returned as it is.
func refusedBy(err error, t *table) error {
	var r *domain.Refusal
	if !errors.As(err, &r) {
		return err
	}
	switch r.Reason {
	case domain.HostOnly:
		seated := t.seated()
		what := map[domain.Action]string{domain.AddCPUs: "add_cpus", domain.CancelTable: "cancel", domain.StartGame: "start"}[r.Action]
		return discord.RefuseT(discord.NotYours, "deckhand.refusal.host_only."+what, "Host", render.SeatMention(seated, seated.SeatOf(seated.Host)))
	case domain.SeatsWanted:
		info := t.game.Info()
		need := games.Say("deckhand.refusal.need_exactly", "Count", info.MinSeats)
		if info.MinSeats != info.MaxSeats {
			need = games.Say("deckhand.refusal.need_range", "Lo", info.MinSeats, "Hi", info.MaxSeats)
		}
		are := games.Say("deckhand.refusal.there_are", "Count", len(t.rec.Seats))
		return discord.RefuseT(discord.Invalid, "deckhand.refusal.seats_wanted", "Game", info.Name, "Need", need, "Are", are)
	}
	if w, ok := refusalWords[r.Reason]; ok {
		return w
	}
	return discord.ErrForged
}

// Refusals of the bounds on open tables.
var (
	errTooManyOfYours = discord.RefuseT(discord.Invalid, "deckhand.refusal.too_many_of_yours")
	errServerFull     = discord.RefuseT(discord.Invalid, "deckhand.refusal.server_full")
)

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

// wordsOf is what the channel is told of n, at a table of game (its
// name in l), in l: the server's language.
func (b *lifecycle) wordsOf(l *lang.Lang, n domain.News, game string) string {
	user := "<@" + n.User + ">"
	switch n.What {
	case domain.HostLeftLobby:
		return l.T("deckhand.notice.host_left_lobby", "User", user, "Game", game, "PassedOver", b.passedOver(l, n.Passed), "Heir", "<@"+n.Heir+">")
	case domain.LobbyOrphaned:
		return l.T("deckhand.notice.lobby_orphaned", "User", user, "Game", game, "PassedOver", b.passedOver(l, n.Passed))
	case domain.LastLeftGame:
		return l.T("deckhand.notice.last_left_game", "User", user, "Game", game)
	case domain.LeftGame:
		return b.leftWords(l, n)
	case domain.EndedGame:
		words := l.T("deckhand.notice.ended_game", "User", user, "Game", game)
		if len(n.Against) > 0 {
			words += " " + l.T("deckhand.notice.ended_game_rated", "Against", mentions(n.Against))
		}
		return words
	case domain.ClosedIdle:
		id := "deckhand.notice.closed_idle_game"
		if n.Lobby {
			id = "deckhand.notice.closed_idle_table"
		}
		words := l.T(id, "Game", game, "Idle", n.Idle.Round(time.Second).String())
		if len(n.Lost) > 0 {
			words += " " + l.T("deckhand.notice.closed_idle_lost", "Lost", mentions(n.Lost), "Against", mentions(n.Against))
		}
		return words
	case domain.EndedUnseated:
		return l.T("deckhand.notice.ended_unseated", "Game", game)
	}
	return ""
}

// leftWords tell the channel who left a game to a CPU, what it cost them
// and who hosts it now, in l.
func (b *lifecycle) leftWords(l *lang.Lang, n domain.News) string {
	words := l.T("deckhand.notice.left_game", "User", "<@"+n.User+">")
	if len(n.Against) > 0 {
		words += " " + l.T("deckhand.notice.left_game_rated", "Against", mentions(n.Against))
	}
	switch {
	case n.Heir != "" && len(n.Passed) > 0:
		words += " " + l.T("deckhand.notice.heir_passed_over", "PassedOver", b.passedOver(l, n.Passed), "Heir", "<@"+n.Heir+">")
	case n.Heir != "":
		words += " " + l.T("deckhand.notice.heir", "Heir", "<@"+n.Heir+">")
	case n.HostLeft:
		words += " " + l.T("deckhand.notice.nobody_hosts", "PassedOver", b.passedOver(l, n.Passed))
	}
	return words
}
