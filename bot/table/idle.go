package table

import (
	"slices"
	"time"
)

// CloseIdle closes a lobby idle for LobbyIdle, or a game idle for
// GameIdle (0: never), as of Now; a table not idle so long is left as it
// is, with no effect. A rated game closed so is lost by the people it was
// waiting on, each to every person seated it was not waiting on, as if
// they had left it: a player about to lose a game without a turn timer
// cannot stop answering and have it close unrated.
type CloseIdle struct {
	Now                 time.Time
	LobbyIdle, GameIdle time.Duration
}

func (e CloseIdle) on(t Table) (Table, []Effect, error) {
	limit := e.GameIdle
	if t.Phase == Lobby {
		limit = e.LobbyIdle
	}
	if t.Phase.Done() || limit <= 0 || e.Now.Sub(t.Updated) < limit {
		return t, nil, nil
	}
	news := News{What: ClosedIdle, Idle: limit, Lobby: t.Phase == Lobby}
	forfeits := idleForfeits(t)
	for _, f := range forfeits {
		news.Lost, news.Against = append(news.Lost, f.User), f.Against
	}
	t.Phase = Cancelled
	return t, []Effect{Save{Forfeits: forfeits}, StopTimer{}, Say{news}, ShowBoard{}}, nil
}

// idleForfeits are one for each person the game waits on, against every
// person seated it does not wait on; none when it waits on nobody
// seated, or on everyone.
func idleForfeits(t Table) []Forfeit {
	var waited, against []string
	for _, i := range t.Waiting {
		if !t.Seats[i].CPU {
			waited = append(waited, t.Seats[i].UserID)
		}
	}
	for i, s := range t.Seats {
		if !s.CPU && !slices.Contains(t.Waiting, i) {
			against = append(against, s.UserID)
		}
	}
	if len(waited) == 0 || len(against) == 0 {
		return nil
	}
	out := make([]Forfeit, len(waited))
	for i, u := range waited {
		out[i] = Forfeit{User: u, Against: against}
	}
	return out
}

// Unseated ends a game nobody is seated at any more: CPU seats would
// play it out for no one.
type Unseated struct{}

func (Unseated) on(t Table) (Table, []Effect, error) {
	if err := unfinished(t); err != nil {
		return t, nil, err
	}
	t.Phase = Cancelled
	return t, []Effect{Save{}, StopTimer{}, Say{News{What: EndedUnseated}}, ShowBoard{}}, nil
}

// SweepEvery is how often idle tables are looked for, given the idle
// limits of a lobby and a game (0 or less: none): four times within the
// shorter limit, so a table closes at most a quarter past it, and at
// least once a minute.
func SweepEvery(lobbyIdle, gameIdle time.Duration) time.Duration {
	every := time.Minute
	for _, d := range []time.Duration{lobbyIdle, gameIdle} {
		if d > 0 {
			every = min(every, d/4)
		}
	}
	return max(every, time.Millisecond)
}
