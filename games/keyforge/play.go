package keyforge

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/deckhand/deckhand/games"
)

// sixed: the rule of six, a card name is played or used at most six
// times a turn.
func (s *state) sixed(name string) bool { return s.Uses[name] >= 6 }

// firstTurnFull: on the first player's first turn, one card at most is
// played or discarded from hand.
func (s *state) firstTurnFull() bool { return s.Turn == 1 && s.Played >= 1 }

// canPlay reports whether the active player may play card id from hand.
func (s *state) canPlay(id int) bool {
	d := s.cdef(id)
	if d.House != s.House || s.Omega || s.firstTurnFull() || s.sixed(d.Name) {
		return false
	}
	if s.cannotPlay(s.Active, d.Type) {
		return false
	}
	if d.Keywords["alpha"] > 0 && s.Acted {
		return false
	}
	if d.Type == Upgrade && len(s.hosts()) == 0 {
		return false
	}
	return true
}

func (s *state) canDiscard(id int) bool {
	return s.cdef(id).House == s.House && !s.Omega && !s.firstTurnFull()
}

// hosts are the creatures an upgrade may be played on.
func (s *state) hosts() []int {
	var out []int
	for p := 0; p < 2; p++ {
		for _, u := range s.P[p].Line {
			if !u.Dying {
				out = append(out, u.ID)
			}
		}
	}
	return out
}

func (s *state) hasAbility(id int, trig trigger) bool {
	d := s.faceID(id)
	for _, a := range d.Abilities {
		if a.Trigger == trig && !a.Host {
			return true
		}
	}
	if u := s.unit(id); u != nil {
		for _, up := range u.Upgrades {
			for _, a := range s.cdef(up).Abilities {
				if a.Trigger == trig && a.Host {
					return true
				}
			}
		}
	}
	return false
}

// acts lists every legal move of step 3 as options of one select.
func (s *state) acts() []games.Option {
	if s.Omega {
		return nil
	}
	pl := &s.P[s.Active]
	var out []games.Option
	var seen []string
	for _, id := range pl.Hand {
		d := s.cdef(id)
		if d.House != s.House || slices.Contains(seen, d.ID) {
			continue
		}
		seen = append(seen, d.ID)
		if s.canPlay(id) {
			out = append(out, s.act("p", id, "Play "+d.Name, playDetail(d)))
		}
		if s.canDiscard(id) {
			out = append(out, s.act("d", id, "Discard "+d.Name, ""))
		}
	}
	for i := range pl.Line {
		u := &pl.Line[i]
		d := s.face(u)
		if u.Exhausted || u.Dying || s.sixed(d.Name) {
			continue
		}
		mine := d.House == s.House
		omni := s.hasAbility(u.ID, OnOmni)
		where := fmt.Sprintf(" (#%d)", i+1)
		if u.Stunned {
			if mine || omni {
				out = append(out, s.act("u", u.ID, "Remove stun from "+d.Name+where, "Using a stunned creature only exhausts it and removes the stun."))
			}
			continue
		}
		if mine {
			if !s.cannot(u.ID, "cannot_reap") {
				out = append(out, s.act("r", u.ID, "Reap with "+d.Name+where, "Gain 1Æ"))
			}
			if !s.cannot(u.ID, "cannot_fight") && len(s.defenders(u.ID)) > 0 {
				out = append(out, s.act("f", u.ID, "Fight with "+d.Name+where, fmt.Sprintf("%d power", s.power(u.ID))))
			}
			if s.hasAbility(u.ID, OnAction) {
				out = append(out, s.act("a", u.ID, "Action: "+d.Name+where, ""))
			}
		}
		if omni {
			out = append(out, s.act("o", u.ID, "Omni: "+d.Name+where, ""))
		}
	}
	for i := range pl.Arts {
		u := &pl.Arts[i]
		d := s.face(u)
		if u.Exhausted || s.sixed(d.Name) {
			continue
		}
		if d.House == s.House && s.hasAbility(u.ID, OnAction) {
			out = append(out, s.act("a", u.ID, "Action: "+d.Name, ""))
		}
		if s.hasAbility(u.ID, OnOmni) {
			out = append(out, s.act("o", u.ID, "Omni: "+d.Name, ""))
		}
	}
	return out
}

func (s *state) act(kind string, id int, label, detail string) games.Option {
	if detail == "" {
		detail = s.faceID(id).text
	}
	return games.Option{ID: kind + strconv.Itoa(id), Label: clip(label, games.MaxLabelLen), Detail: clip(detail, games.MaxDetailLen)}
}

func playDetail(d *CardDef) string {
	t := string(d.Type)
	if d.Type == Creature {
		t = fmt.Sprintf("creature, %d power", d.Power)
	}
	if d.Aember > 0 {
		t += fmt.Sprintf(", +%dÆ", d.Aember)
	}
	if d.text != "" {
		t += ": " + d.text
	}
	return t
}

// play puts card id from the active player's hand into play: aember
// bonus, then the card enters (exhausted), then its Play: abilities and
// reactions. pos is the battleline index for a creature, host the
// creature for an upgrade.
func (s *state) play(id, pos, host int) {
	a := s.Active
	pl := &s.P[a]
	pl.Hand, _ = remove(pl.Hand, id)
	s.Cards[id].Known = 0
	d := s.cdef(id)
	s.Played++
	s.used(id)
	s.event(fmt.Sprintf("%s plays %s.", games.Seat(a), d.Name))
	s.gain(a, d.Aember)
	if d.Keywords["omega"] > 0 {
		s.push(Frame{Kind: frameOmega})
	}
	switch d.Type {
	case Creature:
		u := Unit{ID: id, Exhausted: true}
		pos = max(0, min(pos, len(pl.Line)))
		pl.Line = slices.Insert(pl.Line, pos, u)
	case Artifact:
		pl.Arts = append(pl.Arts, Unit{ID: id, Exhausted: true})
	case Upgrade:
		h := s.unit(host)
		h.Upgrades = append(h.Upgrades, id)
	case Action:
		pl.Limbo = append(pl.Limbo, id)
		s.push(Frame{Kind: frameToDiscard, Card: id})
	}
	var fs []Frame
	for i, ab := range d.Abilities {
		if ab.Trigger == OnPlay && !ab.Host {
			fs = append(fs, abFrame(id, d.ID, i, a, id))
		}
	}
	fs = append(fs, s.reactions("play", id, a)...)
	s.pushTriggers(fs)
}

// discard a card of the active house from hand.
func (s *state) discard(id int) {
	a := s.Active
	s.P[a].Hand, _ = remove(s.P[a].Hand, id)
	s.put(id, zoneDiscard)
	s.Played++
	s.Acted = true
	s.event(fmt.Sprintf("%s discards %s.", games.Seat(a), s.name(id)))
}

// flankOptions lists where a creature may enter: a flank, or with deploy
// anywhere in the battleline.
func (s *state) flankOptions(id int) []games.Option {
	line := s.P[s.Active].Line
	opts := []games.Option{{ID: "left", Label: "Left flank"}, {ID: "right", Label: "Right flank"}}
	if s.cdef(id).Keywords["deploy"] > 0 {
		for i := 1; i < len(line); i++ {
			opts = append(opts, games.Option{ID: "pos" + strconv.Itoa(i),
				Label: clip(fmt.Sprintf("Between %s and %s", s.nameOf(line[i-1]), s.nameOf(line[i])), games.MaxLabelLen)})
		}
	}
	return append(opts, games.Option{ID: "back", Label: "Back"})
}
