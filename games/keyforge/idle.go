package keyforge

// A move that does nothing now is still legal (a card may be used for
// nothing, and playing an action still gains its bonus), but its button
// says so: an ability whose every instruction finds no target, or draws
// from a deck and discard pile that are both empty.

const (
	idleUse  = "keyforge.act.idle"
	idleBump = "keyforge.act.idleBump"
)

// idle reports whether the abilities of card id with trigger trig would
// do nothing if they resolved now for the active player. It errs towards
// false: only instructions sure to do nothing count.
func (s *state) idle(id int, trig trigger) bool {
	d := s.table.faceID(id)
	f := &Frame{Card: id, Controller: s.Active, Def: d.ID}
	found := false
	for _, a := range d.Abilities {
		if a.Trigger != trig || a.Host {
			continue
		}
		found = true
		for i := range a.Effects {
			e := &a.Effects[i]
			if e.IfDone {
				continue // does something only after a step that does
			}
			if !s.idleEffect(e, f) {
				return false
			}
		}
	}
	return found
}

// idleEffect reports whether one instruction surely does nothing now.
func (s *state) idleEffect(e *Effect, f *Frame) bool {
	if e.Do == "draw" && e.Who != whoOpp {
		pl := &s.table.P[f.Controller]
		return len(pl.Deck) == 0 && len(pl.Discard) == 0
	}
	sel := e.Target
	if sel == nil || !ops[e.Do].target {
		return false
	}
	switch sel.Pick {
	case pickThis, pickHost, pickIt:
		return false
	}
	cands := s.table.candidates(sel, f.Card, f.Controller, nil)
	if el := ops[e.Do].eligible; el != nil {
		for _, id := range cands {
			if el(s, f, id) {
				return false
			}
		}
		return true
	}
	return len(cands) == 0
}

// idlePlay is what the play of an action card that does nothing else
// still does.
func idlePlay(d *CardDef) string {
	if d.Aember > 0 {
		return idleBump
	}
	return idleUse
}
