// Package pace decides who goes next under a bound: the bot's own
// requests under Discord's global request budget (Pacer), and the
// pictures under the cores the bot lets them take (Slots). Both queue
// those who cannot go at once the same way: urgent callers before
// routine ones, and within a priority the servers in turn.
//
// It knows no Discord and no game: a caller names its priority and its
// server, and what it does with its turn is its own. The locks it takes
// are the caller's (a sync.Locker given to each constructor), so that a
// caller may watch them; none is held while a caller waits.
package pace
