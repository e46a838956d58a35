package rummy

import (
	"strconv"
	"sync"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// The lean path: the game a search plays, without labels or event
// sentences. Legal lists exactly the answers Apply accepts (the one-click
// list, the meld menu's combinations, every lay-off, draw and discard);
// Play is Apply without words.

// scratch is memory a state reuses between calls of Legal: the moves it
// returns point into it, valid until the next Play or Apply.
type scratch struct {
	round   int // the Round next was made for
	next    string
	choices []string
}

// turnKinds are the kinds of the turn prompts, as turnID numbers them.
var turnKinds = [5]string{kindDraw, kindQuick, kindMeld, kindLayOff, kindDiscard}

const (
	iDraw = iota
	iQuick
	iMeld
	iLayOff
	iDiscard
)

// tableSeqs is how many answers into a game the turn prompt ids are
// made once for every state: a search asks for them on every move.
const tableSeqs = 2048

var turnIDTable = sync.OnceValue(func() *[tableSeqs][5]string {
	var t [tableSeqs][5]string
	for seq := range t {
		t[seq] = makeTurnIDs(seq)
	}
	return &t
})

// makeTurnIDs makes the turn prompt ids of seq in one string.
func makeTurnIDs(seq int) [5]string {
	var mem [96]byte
	b := mem[:0]
	var ends [5]int
	for i, k := range turnKinds {
		b = append(b, k...)
		b = append(b, '-')
		b = strconv.AppendInt(b, int64(seq), 10)
		ends[i] = len(b)
	}
	all := string(b)
	var ids [5]string
	start := 0
	for i, end := range ends {
		ids[i] = all[start:end]
		start = end
	}
	return ids
}

// turnIDsOf returns the turn prompt ids of seq, in turnKinds order.
func turnIDsOf(seq int) [5]string {
	if seq >= 0 && seq < tableSeqs {
		return turnIDTable()[seq]
	}
	return makeTurnIDs(seq)
}

// turnID returns the id of the turn prompt of kind (an index of
// turnKinds) now.
func (s *state) turnID(kind int) string { return turnIDsOf(s.Seq)[kind] }

// choice appends one option id to the scratch and returns it as the
// choices of a single-choice answer.
func (sc *scratch) choice(id string) []string {
	k := len(sc.choices)
	sc.choices = append(sc.choices, id)
	return sc.choices[k : k+1 : k+1]
}

// Legal lists every answer seat may give now: each option of the draw,
// the one-click list, the lay-offs and the discard, then every distinct
// meld the hand can lay through the meld menu, up to games.MaxLegal.
func (s *state) Legal(seat int, buf []games.Move) []games.Move {
	if s.scratch == nil {
		s.scratch = &scratch{round: -1, choices: make([]string, 0, 256)}
	}
	sc := s.scratch
	sc.choices = sc.choices[:0]
	move := func(id string, choices []string) {
		buf = append(buf, games.Move{Answer: games.Answer{Seat: seat, PromptID: id, Choices: choices}})
	}
	switch {
	case s.Phase == phaseTally:
		if seat < 0 || seat > 1 || s.Votes[seat] {
			return buf
		}
		if sc.round != s.Round {
			sc.next, sc.round = nextID(s.Round), s.Round
		}
		move(sc.next, sc.choice(optNext))
		move(sc.next, sc.choice(optEnd))
		return buf
	case !s.Phase.inRound() || seat != s.Turn:
		return buf
	}
	if s.Phase == phaseDraw {
		id := s.turnID(iDraw)
		move(id, sc.choice(optStock))
		move(id, sc.choice(s.Pile[len(s.Pile)-1].Code()))
		var v sight
		s.look(&v).forDepths(func(i int, _ use, ok bool) bool {
			if ok {
				move(id, sc.choice(s.Pile[i].Code()))
			}
			return true
		})
		return buf
	}
	ids := turnIDsOf(s.Seq)
	var v sight
	s.look(&v)
	v.forQuick(func(p pick) bool {
		move(ids[iQuick], sc.choice(p.quickID()))
		return true
	})
	v.forLayOffs(func(c cards.Card, i int) bool {
		move(ids[iLayOff], sc.choice(layOffID(c, i)))
		return true
	})
	if s.Owed == nil {
		v.forDiscards(func(c cards.Card) bool {
			move(ids[iDiscard], sc.choice(c.Code()))
			return true
		})
	}
	v.forMelds(func(p pick) bool {
		if len(buf) >= games.MaxLegal {
			return false
		}
		var cs [13]cards.Card
		k := len(sc.choices)
		for _, c := range p.appendCards(cs[:0]) {
			sc.choices = append(sc.choices, c.Code())
		}
		move(ids[iMeld], sc.choices[k:len(sc.choices):len(sc.choices)])
		return true
	})
	return buf
}

// Waiting lists the seats the game waits on: the seat to act in a
// round, the seats yet to choose at a tally.
func (s *state) Waiting(buf []int) []int {
	switch {
	case s.Phase.inRound():
		return append(buf, s.Turn)
	case s.Phase == phaseTally:
		for seat := 0; seat < 2; seat++ {
			if !s.Votes[seat] {
				buf = append(buf, seat)
			}
		}
	}
	return buf
}

// Apply checks the answer against the open prompts, then the rules, and
// only then changes the state: a refused answer changes nothing.
func (s *state) Apply(a games.Answer) ([]games.Event, error) {
	var ev []games.Event
	if err := s.act(a, &ev); err != nil {
		return nil, said(s.lang(), s.explain(a, err))
	}
	return ev, nil
}

// Play is Apply without the event sentences: the search's path.
func (s *state) Play(a games.Answer) error { return s.act(a, nil) }
