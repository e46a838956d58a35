package keyforge

import (
	"strconv"
	"strings"

	"github.com/deckhand/deckhand/games"
)

// How answers are played: Apply for a player (checked, with the event
// sentences), Play for a search (the same checks, no words), Legal and
// Waiting (the lean path's list of answers and of seats waited on), and
// the steps of an answer they share.

// Apply checks the answer against the open prompts (so every option it
// carries is a legal move) and then carries it out.
func (s *state) Apply(a games.Answer) ([]games.Event, error) {
	if s.Winner >= 0 {
		return nil, games.ErrOver
	}
	p, err := games.Find(s.Prompts(), a)
	if err != nil {
		return nil, err
	}
	s.answer(p, a)
	ev := s.log.ev
	s.log.ev = nil
	return ev, nil
}

// Play is Apply on the lean path: the same checks against the same
// prompts without their words, the same resulting state, no event text.
func (s *state) Play(a games.Answer) error {
	if s.Winner >= 0 {
		return games.ErrOver
	}
	p, err := games.Find(s.lean(), a)
	if err != nil {
		return err
	}
	s.log.quiet = true
	s.answer(p, a)
	s.log.quiet = false
	return nil
}

// answer carries out an answer found to fit prompt p.
func (s *state) answer(p games.Prompt, a games.Answer) {
	s.log.ev = nil
	kind, _ := promptKindOf(p.ID)
	c := ""
	if len(a.Choices) > 0 {
		c = a.Choices[0]
	}
	switch kind {
	case promptMulligan:
		s.mulligan(a.Seat, c == "mull")
	case promptAsk:
		s.answerAsk(a.Choices)
	case promptHouse:
		s.scratch.houses = houseStepOf(s).choices(s.scratch.houses[:0])
		for _, h := range s.scratch.houses {
			if houseID(h) == c {
				s.chooseHouse(h)
				break
			}
		}
	case promptArchives:
		s.takeArchives(c == "take")
	case promptAct:
		s.doAct(c)
	case promptEnd:
		if s.canAct() {
			s.UI = &UI{Kind: uiConfirm}
		} else {
			s.endTurn()
		}
	case promptConfirm:
		s.UI = nil
		if c == "end" {
			s.endTurn()
		}
	case promptFlank, promptTarget, promptHost:
		s.answerUI(kind, c)
	}
	s.Seq++
}

// Waiting is the seat the game waits on: both seats with a mulligan to
// decide, otherwise the active player. No prompt of KeyForge is optional.
func (s *state) Waiting(buf []int) []int {
	if s.Winner >= 0 {
		return buf
	}
	if s.Phase == phaseMulligan {
		for p := 0; p < 2; p++ {
			if s.Mull[p] == 0 {
				buf = append(buf, p)
			}
		}
		return buf
	}
	return append(buf, s.Active)
}

// Legal lists seat's legal answers: each option of a single choice, and
// every accepted combination of an ability's multiple choice, up to
// games.MaxLegal. The moves share memory the state reuses until the
// next answer.
func (s *state) Legal(seat int, buf []games.Move) []games.Move {
	ps := s.lean()
	n := 0
	for _, p := range ps {
		if p.Seat == seat {
			n += len(p.Options) * max(p.Max, 1)
		}
	}
	choices := s.scratch.choices[:0]
	if cap(choices) < n {
		choices = make([]string, 0, n)
	}
	start := len(buf)
	for _, p := range ps {
		if p.Seat != seat {
			continue
		}
		move := games.Move{Answer: games.Answer{Seat: seat, PromptID: p.ID}}
		if p.Min == 1 && p.Max == 1 {
			for _, o := range p.Options {
				if len(buf)-start >= games.MaxLegal {
					break
				}
				k := len(choices)
				choices = append(choices, o.ID)
				move.Choices = choices[k : k+1 : k+1]
				buf = append(buf, move)
			}
			continue
		}
		// Every combination of Min to Max distinct options, smallest
		// first, while there is room.
		for size := p.Min; size <= p.Max && size <= len(p.Options); size++ {
			combo := s.scratch.combo[:0]
			for i := range size {
				combo = append(combo, i)
			}
			for len(buf)-start < games.MaxLegal {
				k := len(choices)
				for _, i := range combo {
					choices = append(choices, p.Options[i].ID)
				}
				move.Choices = choices[k:len(choices):len(choices)]
				buf = append(buf, move)
				if !nextCombo(combo, len(p.Options)) {
					break
				}
			}
			s.scratch.combo = combo
		}
	}
	s.scratch.choices = choices
	return buf
}

// nextCombo advances combo, increasing indices below n, to the next
// combination in lexicographic order, or reports there is none.
func nextCombo(combo []int, n int) bool {
	k := len(combo)
	for i := k - 1; i >= 0; i-- {
		if combo[i] < n-k+i {
			combo[i]++
			for j := i + 1; j < k; j++ {
				combo[j] = combo[j-1] + 1
			}
			return true
		}
	}
	return false
}

func cardID(opt string) int {
	n, _ := strconv.Atoi(opt[1:])
	return n
}

func (s *state) answerAsk(choices []string) {
	f := s.Stack.top()
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
		f.Pick = append([]string(nil), choices...)
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
		d := s.table.cdef(id)
		switch {
		case d.Type == Creature && len(s.table.P[s.Active].Line) > 0:
			s.UI = &UI{Kind: uiFlank, Card: id}
		case d.Type == Upgrade:
			s.UI = &UI{Kind: uiHost, Card: id}
		default:
			mainMovesOf(s).play(id, 0, -1)
		}
	case 'd':
		mainMovesOf(s).discard(id)
	case 'r':
		mainMovesOf(s).reap(id)
	case 'f':
		s.UI = &UI{Kind: uiFight, Card: id}
	case 'a':
		mainMovesOf(s).activate(id, OnAction)
	case 'o':
		mainMovesOf(s).activate(id, OnOmni)
	case 'u':
		mainMovesOf(s).unstun(id)
	}
	s.run()
}

func (s *state) answerUI(kind promptKind, c string) {
	id := s.UI.Card
	s.UI = nil
	if c == games.BackID {
		return
	}
	switch kind {
	case promptFlank:
		pos := 0
		switch {
		case c == "right":
			pos = len(s.table.P[s.Active].Line)
		case strings.HasPrefix(c, "pos"):
			pos, _ = strconv.Atoi(c[3:])
		}
		mainMovesOf(s).play(id, pos, -1)
	case promptTarget:
		mainMovesOf(s).startFight(id, cardID(c))
	case promptHost:
		mainMovesOf(s).play(id, 0, cardID(c))
	}
	s.run()
}
