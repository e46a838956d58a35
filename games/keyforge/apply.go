package keyforge

import (
	"strconv"
	"strings"

	"github.com/deckhand/deckhand/games"
)

// Apply checks the answer against the open prompts (so every option it
// carries is a legal move) and then carries it out.
func (s *state) Apply(ans games.Answer) ([]games.Event, error) {
	if s.Winner >= 0 {
		return nil, games.ErrOver
	}
	p, err := games.Find(s.Prompts(), ans)
	if err != nil {
		return nil, err
	}
	s.ev = nil
	kind, _, _ := strings.Cut(p.ID, ".")
	c := ""
	if len(ans.Choices) > 0 {
		c = ans.Choices[0]
	}
	switch kind {
	case "mulligan":
		s.mulligan(ans.Seat, c == "mull")
	case "ask":
		s.answerAsk(ans.Choices)
	case "house":
		for _, h := range s.houseChoices() {
			if houseID(h) == c {
				s.chooseHouse(h)
			}
		}
	case "arch":
		s.takeArchives(c == "take")
	case "act":
		s.doAct(c)
	case "end":
		if len(s.acts()) > 0 {
			s.UI = &UI{Kind: uiConfirm}
		} else {
			s.endTurn()
		}
	case "confirm":
		s.UI = nil
		if c == "end" {
			s.endTurn()
		}
	case "flank", "target", "host":
		s.answerUI(kind, c)
	}
	s.Seq++
	ev := s.ev
	s.ev = nil
	return ev, nil
}

func cardID(opt string) int {
	n, _ := strconv.Atoi(opt[1:])
	return n
}

func (s *state) answerAsk(choices []string) {
	f := s.top()
	switch s.Ask.Kind {
	case askTarget:
		f.Targets = make([]int, 0, len(choices))
		for _, c := range choices {
			f.Targets = append(f.Targets, cardID(c))
		}
		f.Targeted = true
	case askExtra:
		f.Extra = choices[0]
	default: // may, order
		f.Pick = choices
	}
	s.Ask = nil
	s.run()
}

// doAct starts a step-3 move; moves that need a flank, a defender or a
// host ask for it first.
func (s *state) doAct(c string) {
	id := cardID(c)
	switch c[0] {
	case 'p':
		d := s.cdef(id)
		switch {
		case d.Type == Creature && len(s.P[s.Active].Line) > 0:
			s.UI = &UI{Kind: uiFlank, Card: id}
		case d.Type == Upgrade:
			s.UI = &UI{Kind: uiHost, Card: id}
		default:
			s.play(id, 0, -1)
		}
	case 'd':
		s.discard(id)
	case 'r':
		s.reap(id)
	case 'f':
		s.UI = &UI{Kind: uiFight, Card: id}
	case 'a':
		s.activate(id, OnAction)
	case 'o':
		s.activate(id, OnOmni)
	case 'u':
		s.unstun(id)
	}
	s.run()
}

func (s *state) answerUI(kind, c string) {
	id := s.UI.Card
	s.UI = nil
	if c == "back" {
		return
	}
	switch kind {
	case "flank":
		pos := 0
		switch {
		case c == "right":
			pos = len(s.P[s.Active].Line)
		case strings.HasPrefix(c, "pos"):
			pos, _ = strconv.Atoi(c[3:])
		}
		s.play(id, pos, -1)
	case "target":
		s.startFight(id, cardID(c))
	case "host":
		s.play(id, 0, cardID(c))
	}
	s.run()
}
