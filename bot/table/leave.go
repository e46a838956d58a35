package table

import "github.com/deckhand/deckhand/games/ismcts"

// LeaveGame gives By's seat to a Normal CPU called CPUName for the rest
// of the game. Leaving a rated game (another person still seated) is a
// loss to everyone still seated, in the same save as the seat given
// away. A host who leaves hands the role to Heir (as LeaveLobby does),
// or to nobody: channel managers can still end the game. When the last
// person leaves, the game ends there, rather than CPUs playing it out
// for no one.
type LeaveGame struct {
	By      Member
	CPUName string
	Heir    string
	Passed  []string
}

func (e LeaveGame) on(t Table) (Table, []Effect, error) {
	if err := unfinished(t); err != nil {
		return t, nil, err
	}
	seat := t.SeatOf(e.By.ID)
	if seat < 0 {
		return t, nil, refuse(NotSeated)
	}
	if t.Phase == Lobby {
		return t, nil, refuse(LeaveByButton)
	}
	against := t.Humans(e.By.ID)
	t.Seats[seat] = Seat{Name: e.CPUName, CPU: true, Level: ismcts.Normal.String()}
	handOff := t.Host == e.By.ID
	if handOff {
		t.Host = e.Heir
	}
	save := Save{}
	if len(against) > 0 {
		save.Forfeits = []Forfeit{{User: e.By.ID, Against: against}}
	}
	if !t.HasHuman() {
		t.Phase = Cancelled
		return t, []Effect{save, StopTimer{}, CloseHand{seat}, ShowBoard{},
			Tell{News{What: LastLeftGame, User: e.By.ID}}}, nil
	}
	news := News{What: LeftGame, User: e.By.ID, Against: against, Passed: e.Passed}
	if handOff {
		news.Heir, news.HostLeft = e.Heir, true
	}
	return t, []Effect{save, SetTimer{}, CloseHand{seat}, AskCPUs{}, ShowBoard{}, Tell{news}}, nil
}
