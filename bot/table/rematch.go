package table

import (
	"maps"
	"slices"
)

// RematchOf is the lobby of a finished game's rematch, asked for by By, a
// player of it: its seats as they were (a CPU seat keeps its level), the
// first moved to the end so that the next player goes first, the same
// options and timer, hosted by By, dealt from seed. A former player's
// seat (a member forgotten since) is nobody's to take again and is left
// out. A game may be played again once, and only once it reached its end.
func RematchOf(old Table, by Member, seed uint64) (Table, error) {
	if err := PlayedOut(old.Phase); err != nil {
		return Table{}, err
	}
	switch {
	case old.SeatOf(by.ID) < 0:
		return Table{}, refuse(NotPlayer)
	case old.Rematch != "":
		return Table{}, refuse(Rematched)
	}
	seats := append(slices.Clone(old.Seats[1:]), old.Seats[0])
	seats = slices.DeleteFunc(seats, func(s Seat) bool { return !s.CPU && s.UserID == "" })
	options := maps.Clone(old.Options)
	if options == nil {
		options = map[string]string{} // the lobby's option selects write to it
	}
	return Table{
		Guild: old.Guild, Channel: old.Channel, Game: old.Game, Host: by.ID, Phase: Lobby,
		Seats: seats, Options: options, Seed: seed, Timer: old.Timer,
	}, nil
}

// PlayedOut refuses a Rematch of a table in phase p unless its game was
// played to its end: a game ended early is not played again.
func PlayedOut(p Phase) error {
	if p != Finished {
		return refuse(NotFinished)
	}
	return nil
}
