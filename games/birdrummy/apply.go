package birdrummy

import (
	"errors"
	"strconv"
	"strings"

	"github.com/deckhand/deckhand/games"
)

// errUnknown means an offered option could not be read back: a bug, as
// every option comes from Prompts.
var errUnknown = errors.New("that move is not understood")

// Apply plays one answer. Every offered option is legal (Prompts offers
// nothing else), so once games.Find accepts the answer and its option
// parses, the move cannot fail: nothing is changed before that point.
func (s *state) Apply(a games.Answer) ([]games.Event, error) {
	if s.Phase == phaseOver {
		return nil, games.ErrOver
	}
	p, err := games.Find(s.openPrompt(a.PromptID), a)
	if err != nil {
		return nil, err
	}
	name := p.ID[strings.IndexByte(p.ID, '.')+1:]
	choice := a.Choices[0]
	move, err := s.parse(name, choice)
	if err != nil {
		return nil, err
	}
	var ev events
	move(&ev)
	s.Step++
	return ev, nil
}

// parse turns an answer into the move it makes, without changing s.
func (s *state) parse(prompt, choice string) (func(*events), error) {
	kind, rest, _ := strings.Cut(choice, ".")
	key, num, _ := strings.Cut(rest, ".")
	d := s.cat.Def(key)
	n := -1
	if num != "" {
		if v, err := strconv.Atoi(num); err == nil {
			n = v
		}
	}
	switch {
	case prompt == pFirst && choice == optMe:
		return func(ev *events) { s.chooseFirst(s.Chooser, ev) }, nil
	case prompt == pFirst && choice == optOther:
		return func(ev *events) { s.chooseFirst(1-s.Chooser, ev) }, nil
	case prompt == pDraw && choice == optDeck:
		return s.drawFromDeck, nil
	case prompt == pDraw && strings.HasPrefix(choice, forestPre):
		k, err := strconv.Atoi(choice[len(forestPre):])
		if err != nil || !s.forestTakeLegal(s.Turn, k) {
			return nil, errUnknown
		}
		return func(ev *events) { s.drawFromForest(k, ev) }, nil
	case prompt == pEnd:
		return s.endMain, nil
	case d < 0:
		return nil, errUnknown
	case prompt == pPlay && kind == "b" && n >= 1:
		return func(ev *events) { s.playBirds(d, n, ev) }, nil
	case prompt == pUse && kind == "u" && n >= 0 && n < len(s.cat.defs[d].Abilities):
		return func(ev *events) { s.useAbility(d, n, ev) }, nil
	case prompt == pCard && kind == "c":
		return func(ev *events) { s.playCard(d, ev) }, nil
	case prompt == pDiscard && kind == "d":
		return func(ev *events) { s.discard(d, ev) }, nil
	case (prompt == pLose && kind == "d") || (prompt == pTarget && kind == "t"):
		return func(ev *events) {
			s.choose(d, ev)
			s.settle(ev)
		}, nil
	}
	return nil, errUnknown
}
