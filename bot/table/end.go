package table

// End ends the game, for its host or a channel manager. A member seated
// in a started game who ends it loses it to the other people seated, in
// the same save, as when they leave it: ending a game about to be lost
// must not dodge the loss. A channel manager not seated ends it unrated.
type End struct{ By Member }

func (e End) on(t Table) (Table, []Effect, error) {
	if err := unfinished(t); err != nil {
		return t, nil, err
	}
	if e.By.ID != t.Host && !e.By.Manager {
		return t, nil, refuse(NotHostOrManager)
	}
	against := EndedAgainst(t, e.By.ID)
	save := Save{}
	if len(against) > 0 {
		save.Forfeits = []Forfeit{{User: e.By.ID, Against: against}}
	}
	t.Phase = Cancelled
	return t, []Effect{save, StopTimer{}, ShowBoard{}, Tell{News{What: EndedGame, User: e.By.ID, Against: against}}}, nil
}

// EndedAgainst are those user loses t's game to by ending it: the other
// people seated, when user is seated in a started game; none otherwise
// (a lobby, or someone not seated).
func EndedAgainst(t Table, user string) []string {
	if t.Phase != Playing || t.SeatOf(user) < 0 {
		return nil
	}
	return t.Humans(user)
}
