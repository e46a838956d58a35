package keyforge

import (
	"slices"
	"strings"

	"github.com/deckhand/deckhand/games"
)

// The "Why not" lines of a hand: when a player looks for a move that is
// not offered, the hand names the cards and the rule that holds them back,
// so a missing button never looks like a bug.

// whyNotMax bounds one line, so a crowded hand never pushes the view over
// Discord's limits.
const whyNotMax = 300

// reasonGroup is one reason and the cards it holds back, in hand order.
type reasonGroup struct {
	reason games.Text
	names  []games.Text
}

// whyNotLines are the lines explaining the moves seat expects and cannot make:
// only in its own step 3, between questions.
func whyNotLines(s *state, v voice, seat int) []string {
	if seat != s.Active || s.Phase != phaseMain || s.Winner >= 0 || s.Ask != nil || s.UI != nil {
		return nil
	}
	if s.Omega {
		return []string{v.t("keyforge.whynot.omega")}
	}
	var groups []reasonGroup
	add := func(reason, name games.Text) {
		i := slices.IndexFunc(groups, func(g reasonGroup) bool { return v.say(g.reason) == v.say(reason) })
		if i < 0 {
			groups = append(groups, reasonGroup{reason: reason})
			i = len(groups) - 1
		}
		if !slices.ContainsFunc(groups[i].names, func(n games.Text) bool { return n.ID == name.ID }) {
			groups[i].names = append(groups[i].names, name)
		}
	}
	step := mainStepOf(s)
	pl := &s.table.P[seat]
	for _, id := range pl.Hand {
		if r := step.whyNotPlay(id); !r.IsZero() {
			add(r, s.table.cdef(id).msg)
		}
	}
	usable := map[int]bool{}
	for _, x := range step.acts(nil) {
		usable[x.card] = true
	}
	for i := range pl.Line {
		u := &pl.Line[i]
		if r := step.whyNotUse(u, true); !r.IsZero() && !usable[u.ID] {
			add(r, s.table.face(u).msg)
		}
	}
	for i := range pl.Arts {
		u := &pl.Arts[i]
		if r := step.whyNotUse(u, false); !r.IsZero() && !usable[u.ID] {
			add(r, s.table.face(u).msg)
		}
	}
	lines := make([]string, len(groups))
	for i, g := range groups {
		names := make([]string, len(g.names))
		for j, n := range g.names {
			names[j] = v.say(n)
		}
		lines[i] = fit(v.t("keyforge.whynot.line", "Cards", strings.Join(names, ", "), "Reason", g.reason), whyNotMax)
	}
	return lines
}

// otherHouse is why a card of another house waits: the house chosen
// for the turn is the only one played or used, which "not Gloomveil"
// alone left a newcomer to guess.
func otherHouse(house string) games.Text {
	return games.Say("keyforge.whynot.house", "House", house)
}

// whyNotPlay is why card id in hand cannot be played now, or "".
func (m mainStep) whyNotPlay(id int) games.Text {
	d := m.tb.cdef(id)
	switch {
	case m.canPlay(id):
		return games.Text{}
	case d.House != m.house:
		return otherHouse(m.house)
	case m.firstTurnFull():
		return games.Say("keyforge.whynot.firstTurn")
	case m.sixed(d.Name):
		return games.Say("keyforge.whynot.six")
	case m.tb.cannotPlay(m.active, d.Type):
		return games.Say("keyforge.whynot.stopped", "Type", typeMsg(d.Type))
	case d.Keywords["alpha"] > 0 && m.acted:
		return games.Say("keyforge.whynot.alpha")
	case d.Type == Upgrade:
		return games.Say("keyforge.whynot.noHost")
	}
	return games.Text{}
}

// whyNotUse is why a card of the active player in play, which step 3
// does not offer, cannot be used; "" when nobody would expect it to be
// (an artifact with no Action or Omni).
func (m mainStep) whyNotUse(u *Unit, creature bool) games.Text {
	d := m.tb.face(u)
	omni := m.tb.hasAbility(u.ID, OnOmni)
	if !creature && !omni && !m.tb.hasAbility(u.ID, OnAction) || u.Dying {
		return games.Text{}
	}
	switch {
	case d.House != m.house && !omni:
		return otherHouse(m.house)
	case u.Exhausted:
		return games.Say("keyforge.whynot.exhausted")
	case m.sixed(d.Name):
		return games.Say("keyforge.whynot.six")
	case creature:
		return games.Say("keyforge.whynot.cannot")
	}
	return games.Text{}
}
