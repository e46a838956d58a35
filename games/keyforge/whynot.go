package keyforge

import (
	"slices"
	"strings"
)

// The "Why not" lines of a hand: when a player looks for a move that is
// not offered, the hand names the cards and the rule that holds them back,
// so a missing button never looks like a bug.

// whyNotMax bounds one line, so a crowded hand never pushes the view over
// Discord's limits.
const whyNotMax = 300

// reasonGroup is one reason and the cards it holds back, in hand order.
type reasonGroup struct {
	reason string
	names  []string
}

// whyNot is the lines explaining the moves seat expects and cannot make:
// only in its own step 3, between questions.
func (s *state) whyNot(seat int) []string {
	if seat != s.Active || s.Phase != phaseMain || s.Winner >= 0 || s.Ask != nil || s.UI != nil {
		return nil
	}
	if s.Omega {
		return []string{"Why not: an Omega card was played, so no more cards are played, discarded or used this turn."}
	}
	var groups []reasonGroup
	add := func(reason, name string) {
		i := slices.IndexFunc(groups, func(g reasonGroup) bool { return g.reason == reason })
		if i < 0 {
			groups = append(groups, reasonGroup{reason: reason})
			i = len(groups) - 1
		}
		if !slices.Contains(groups[i].names, name) {
			groups[i].names = append(groups[i].names, name)
		}
	}
	pl := &s.table.P[seat]
	for _, id := range pl.Hand {
		if r := s.whyNotPlay(id); r != "" {
			add(r, s.table.cdef(id).Name)
		}
	}
	usable := map[int]bool{}
	for _, x := range s.acts(nil) {
		usable[x.card] = true
	}
	for i := range pl.Line {
		u := &pl.Line[i]
		if r := s.whyNotUse(u, true); r != "" && !usable[u.ID] {
			add(r, s.table.face(u).Name)
		}
	}
	for i := range pl.Arts {
		u := &pl.Arts[i]
		if r := s.whyNotUse(u, false); r != "" && !usable[u.ID] {
			add(r, s.table.face(u).Name)
		}
	}
	lines := make([]string, len(groups))
	for i, g := range groups {
		lines[i] = fit("Why not: "+strings.Join(g.names, ", ")+" — "+g.reason+".", whyNotMax)
	}
	return lines
}

// otherHouse is why a card of another house waits: the house chosen
// for the turn is the only one played or used, which "not Gloomveil"
// alone left a newcomer to guess.
func (s *state) otherHouse() string {
	return "of another house: this turn you chose " + s.House + ", and only " + s.House + " cards are played or used"
}

// whyNotPlay is why card id in hand cannot be played now, or "".
func (s *state) whyNotPlay(id int) string {
	d := s.table.cdef(id)
	switch {
	case s.canPlay(id):
		return ""
	case d.House != s.House:
		return s.otherHouse()
	case s.firstTurnFull():
		return "the first turn allows one card played or discarded"
	case s.sixed(d.Name):
		return "rule of six: a card name is played or used at most six times a turn"
	case s.table.cannotPlay(s.Active, d.Type):
		return "an effect stops you playing " + string(d.Type) + " cards this turn"
	case d.Keywords["alpha"] > 0 && s.Acted:
		return "Alpha: played only before anything else this turn"
	case d.Type == Upgrade:
		return "no creature to attach an upgrade to"
	}
	return ""
}

// whyNotUse is why a card of the active player in play, which step 3
// does not offer, cannot be used; "" when nobody would expect it to be
// (an artifact with no Action or Omni).
func (s *state) whyNotUse(u *Unit, creature bool) string {
	d := s.table.face(u)
	omni := s.table.hasAbility(u.ID, OnOmni)
	if !creature && !omni && !s.table.hasAbility(u.ID, OnAction) || u.Dying {
		return ""
	}
	switch {
	case d.House != s.House && !omni:
		return s.otherHouse()
	case u.Exhausted:
		return "exhausted: used already this turn"
	case s.sixed(d.Name):
		return "rule of six: a card name is played or used at most six times a turn"
	case creature:
		return "cannot reap or fight now"
	}
	return ""
}
