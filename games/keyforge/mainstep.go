package keyforge

import "slices"

// mainStep is step 3 of a turn as its rules read it: the table, the
// active player, the house chosen and the turn's counters (the turn, the
// cards played from hand, whether anything was done, omega, the plays and
// uses of each name). It only reads them, so the prompts, the "why not"
// lines of a hand and an ability's choices ask the same questions of it
// and get the same answers.
type mainStep struct {
	tb     *table
	active int
	house  string
	turn   int
	played int
	acted  bool
	omega  bool
	uses   map[string]int
}

// mainStepOf is step 3 of the state's turn, as it stands now.
func mainStepOf(s *state) mainStep {
	return mainStep{&s.table, s.Active, s.House, s.Turn, s.Played, s.Acted, s.Omega, s.Uses}
}

// sixed: the rule of six, a card name is played or used at most six
// times a turn.
func (m mainStep) sixed(name string) bool { return m.uses[name] >= 6 }

// firstTurnFull: on the first player's first turn, one card at most is
// played or discarded from hand.
func (m mainStep) firstTurnFull() bool { return m.turn == 1 && m.played >= 1 }

// canPlay reports whether the active player may play card id from hand.
func (m mainStep) canPlay(id int) bool {
	d := m.tb.cdef(id)
	if d.House != m.house || m.omega || m.firstTurnFull() || m.sixed(d.Name) {
		return false
	}
	if m.tb.cannotPlay(m.active, d.Type) {
		return false
	}
	if d.Keywords["alpha"] > 0 && m.acted {
		return false
	}
	if d.Type == Upgrade && !m.tb.anyHost() {
		return false
	}
	return true
}

func (m mainStep) canDiscard(id int) bool {
	return m.tb.cdef(id).House == m.house && !m.omega && !m.firstTurnFull()
}

// acts appends every legal move of step 3 to buf. Cards of the same name
// in hand are one move: which copy is played does not matter.
func (m mainStep) acts(buf []act) []act {
	if m.omega {
		return buf
	}
	pl := &m.tb.P[m.active]
	for i, id := range pl.Hand {
		d := m.tb.cdef(id)
		if d.House != m.house || slices.ContainsFunc(pl.Hand[:i], func(o int) bool { return m.tb.cdef(o) == d }) {
			continue
		}
		if m.canPlay(id) {
			buf = append(buf, act{actPlay, id, 0})
		}
		if m.canDiscard(id) {
			buf = append(buf, act{actDiscard, id, 0})
		}
	}
	for i := range pl.Line {
		u := &pl.Line[i]
		d := m.tb.face(u)
		if u.Exhausted || u.Dying || m.sixed(d.Name) {
			continue
		}
		mine := d.House == m.house
		omni := m.tb.hasAbility(u.ID, OnOmni)
		if u.Stunned {
			if mine || omni {
				buf = append(buf, act{actUnstun, u.ID, i + 1})
			}
			continue
		}
		if mine {
			if !m.tb.cannot(u.ID, "cannot_reap") {
				buf = append(buf, act{actReap, u.ID, i + 1})
			}
			if !m.tb.cannot(u.ID, "cannot_fight") && m.tb.canFight(u.ID) {
				buf = append(buf, act{actFight, u.ID, i + 1})
			}
			if m.tb.hasAbility(u.ID, OnAction) {
				buf = append(buf, act{actAction, u.ID, i + 1})
			}
		}
		if omni {
			buf = append(buf, act{actOmni, u.ID, i + 1})
		}
	}
	for i := range pl.Arts {
		u := &pl.Arts[i]
		d := m.tb.face(u)
		if u.Exhausted || m.sixed(d.Name) {
			continue
		}
		if d.House == m.house && m.tb.hasAbility(u.ID, OnAction) {
			buf = append(buf, act{actAction, u.ID, 0})
		}
		if m.tb.hasAbility(u.ID, OnOmni) {
			buf = append(buf, act{actOmni, u.ID, 0})
		}
	}
	return buf
}
