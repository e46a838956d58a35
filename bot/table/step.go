package table

// Event is something that happens to a table: a member's click or
// command, or the clock's.
type Event interface {
	on(t Table) (Table, []Effect, error)
}

// Step is what e does to t: the table it makes and the effects to carry
// out, in order, or a *Refusal and t as it was. t itself is never
// changed, so a caller may ask what an event would do without doing it.
func Step(t Table, e Event) (Table, []Effect, error) {
	next, effects, err := e.on(t.clone())
	if err != nil {
		return t, nil, err
	}
	return next, effects, nil
}

// inLobby refuses a lobby click on a table past its lobby.
func inLobby(t Table) error {
	switch t.Phase {
	case Lobby:
		return nil
	case Playing:
		return refuse(Started)
	}
	return refuse(Closed)
}

// unfinished refuses a click on a table that has ended.
func unfinished(t Table) error {
	if t.Phase.Done() {
		return refuse(GameOver)
	}
	return nil
}
