package render

import (
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// Players says how many players a game takes: "2 players", "2–4 players".
func Players(lo, hi int) string { return PlayersIn(nil, lo, hi) }

// PlayersIn is Players in l.
func PlayersIn(l *lang.Lang, lo, hi int) string {
	l = or(l)
	if lo == hi {
		return l.T("deckhand.render.players", "Count", lo)
	}
	return l.T("deckhand.render.players-range", "Min", lo, "Max", hi)
}

// Count is a number with its noun: "1 card", "3 cards" (games.Count, the
// one helper every count goes through).
func Count(n int, one, many string) string { return games.Count(n, one, many) }

// SeatsWanted refuses a start with the wrong number of players in words
// that read right for every count: "Rummy needs 2 players; there is 1."
func SeatsWanted(game string, lo, hi, n int) string { return SeatsWantedIn(nil, game, lo, hi, n) }

// SeatsWantedIn is SeatsWanted in l, game named in l.
func SeatsWantedIn(l *lang.Lang, game string, lo, hi, n int) string {
	l = or(l)
	if lo == hi {
		return l.T("deckhand.render.seats-wanted.exactly", "Game", game, "Need", lo, "Count", n)
	}
	return l.T("deckhand.render.seats-wanted.range", "Game", game, "Min", lo, "Max", hi, "Count", n)
}
