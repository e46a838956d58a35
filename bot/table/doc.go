// Package table is the table as a domain, as package games is for games:
// who sits where, who hosts, what phase the table is in, and every rule
// of its life cycle, as data and pure functions. It knows no Discord and
// no storage; the bot maps its stored record to a Table, asks Step what
// an event does, and carries out the effects it returns.
//
// A table lives in one channel and goes through four phases:
//
//   - Lobby: it is open. Anyone may Join while a seat is free and Leave
//     while seated. The host (whoever opened it) may add CPU seats, pick
//     their level, change the game's options, Start the game once the
//     seats are within the game's bounds, or Cancel it; someone who can
//     manage the channel may Cancel it too.
//   - Playing: the game runs. A seated person may leave it, and a CPU
//     plays their seat from then on; the host, or a channel manager, may
//     End it. A game left by its last person ends, as does one nobody is
//     seated at any more.
//   - Finished: the game reached its result. One of its players may open
//     its Rematch, once: a new lobby with the same seats, moved on by one.
//   - Cancelled: it was ended before its result (cancelled, ended, left
//     by everyone, or closed for idleness).
//
// A host who leaves hands the role to the first other person seated who
// may host one more table (the bounds are a decision here, the counts
// are the caller's); with nobody who may, a lobby closes and a game goes
// on with nobody hosting it.
//
// A game with a turn timer runs a Clock: each move sets the waited-on a
// deadline, warned of before it, past which a CPU moves for them (at a
// tournament table, they lose). A table nobody seated has acted at for a
// while rests, its timer and CPU seats stopped, until someone does.
//
// Leaving a rated game, ending it while seated, or letting it close for
// idleness while it waits on you is a loss to the other people seated,
// written with the table in the same save (Save.Forfeits): a player
// about to lose cannot get out of the game unrated.
package table
