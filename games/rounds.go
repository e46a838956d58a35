package games

// Rounds is implemented by games played as a match of rounds (Rummy: a
// new deal each round until a score is reached). What looks back on a
// game steps by round as well as by turn, and never runs one step
// across two rounds.
type Rounds interface {
	// RoundNumber is the round being played or just scored, from 1.
	RoundNumber() int
}
