package rummy

// RoundNumber is the round being played, or at the tally the round just
// scored (games.Rounds): a replay steps by round.
func (s *state) RoundNumber() int { return s.Round }
