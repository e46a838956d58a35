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

// InLobby refuses a lobby click at a table in phase p past its lobby: a
// game under way has started, an ended table is closed.
func InLobby(p Phase) error {
	switch p {
	case Lobby:
		return nil
	case Playing:
		return refuse(Started)
	}
	return refuse(Closed)
}

// Unfinished refuses a click at a table in phase p that has ended.
func Unfinished(p Phase) error {
	if p.Done() {
		return refuse(GameOver)
	}
	return nil
}

func inLobby(t Table) error    { return InLobby(t.Phase) }
func unfinished(t Table) error { return Unfinished(t.Phase) }
