package birdrummy

import (
	"slices"

	"github.com/deckhand/deckhand/games"
)

// Effects are queued as steps, one primitive each, and resolved in
// order. A step that needs a choice (what the opponent discards, which
// bird to move) stops the queue and becomes a prompt; the queue is part
// of the state, so a game waiting on a choice survives a restart.

// appendOps appends one step per op, for actor.
func appendOps(steps []Step, actor int, ops []Op, from string) []Step {
	for _, o := range ops {
		steps = append(steps, Step{Actor: actor, Op: o, Left: o.N, From: from})
	}
	return steps
}

// appendTriggers appends df's effects on event on, for seat.
func appendTriggers(steps []Step, seat int, df *def, on string) []Step {
	for _, t := range df.When {
		if t.On == on {
			steps = appendOps(steps, seat, t.Do, df.Name)
		}
	}
	return steps
}

// queue is the effects still to resolve, the first one next.
type queue []Step

// popStep drops the head step, keeping the queue's array for the next
// steps.
func (q *queue) popStep() { *q = (*q)[:copy(*q, (*q)[1:])] }

// queueOps queues ops for actor after what is already queued.
func (q *queue) queueOps(actor int, ops []Op, from string) {
	*q = appendOps(*q, actor, ops, from)
}

// queueTriggers queues df's effects on event on for seat.
func (q *queue) queueTriggers(seat int, df *def, on string) {
	*q = appendTriggers(*q, seat, df, on)
}

// targetSeat is whose nest a bird-moving step picks from.
func targetSeat(st Step) int {
	if st.Op.Do == OpReturn && st.Op.Whose == whoseOwn {
		return st.Actor
	}
	return 1 - st.Actor
}

// chooser is the seat that answers the step's prompt.
func chooser(st Step) int {
	if st.Op.Do == OpDiscard {
		return 1 - st.Actor
	}
	return st.Actor
}

// stepPrompt is the prompt that asks for the head step's choice.
func stepPrompt(st Step) string {
	if st.Op.Do == OpDiscard {
		return pLose
	}
	return pTarget
}

// resolveHead resolves the first queued step if it needs no choice (or
// has exactly one possible choice, or none: then it does nothing) and
// reports whether it did.
func (m move) resolveHead() bool {
	s, ev := m.s, m.ev
	st := s.Queue[0]
	switch st.Op.Do {
	case OpDiscard, OpBanish, OpReturn, OpSteal:
		if st.Op.Do == OpDiscard && st.Op.Random {
			break
		}
		choices := s.choicesOf(stepPrompt(st))
		if len(choices) > 1 {
			return false
		}
		if len(choices) == 1 {
			m.choose(choices[0].d)
			return true
		}
		s.Queue.popStep()
		if ev.on() && st.Op.Do == OpDiscard {
			ev.public(games.Say("birdrummy.event.nocard", "Who", seatRef[1-st.Actor]))
		} else if ev.on() {
			ev.public(games.Say("birdrummy.event.nobird", "From", s.cat.fromArg(st.From)))
		}
		return true
	}
	s.Queue.popStep()
	m.resolve(st)
	return true
}

// resolve does a step that needs no choice.
func (m move) resolve(st Step) {
	s, ev := m.s, m.ev
	you, opp := st.Actor, 1-st.Actor
	switch st.Op.Do {
	case OpDraw:
		s.draw(you, st.Op.N, ev)
	case OpGive:
		s.draw(opp, st.Op.N, ev)
	case OpForest:
		m.takeForest(you, st.Op.N)
	case OpPeek:
		m.peek(you)
	case OpDiscard: // at random
		for i := 0; i < st.Left && len(s.Hands[opp]) > 0; i++ {
			c := s.Hands[opp][s.RNG.IntN(len(s.Hands[opp]))]
			m.discardTo(opp, c, st.Op.To)
		}
	case OpShuffle:
		s.shuffleForest(ev)
	case OpPoints:
		s.Wild += st.Op.N
		if ev.on() {
			ev.public(games.Say("birdrummy.event.gained", "Who", seatRef[you], "Count", st.Op.N, "From", s.cat.fromArg(st.From)))
		}
	}
}

// choose resolves the head step with the chosen def: one card discarded
// (the step stays until all are), or one bird moved.
func (m move) choose(d int) {
	s := m.s
	st := &s.Queue[0]
	switch st.Op.Do {
	case OpDiscard:
		opp := 1 - st.Actor
		m.discardTo(opp, s.cat.findLast(s.Hands[opp], d), st.Op.To)
		st.Left--
		if st.Left <= 0 || len(s.Hands[opp]) == 0 {
			s.Queue.popStep()
		}
	case OpBanish, OpReturn, OpSteal:
		done := *st
		s.Queue.popStep()
		m.moveBird(done, d)
	}
}

// discardTo moves card c from seat's hand to the Forest or Heaven.
func (m move) discardTo(seat, c int, to string) {
	s, ev := m.s, m.ev
	s.Hands[seat] = remove(s.Hands[seat], c)
	if to == toHeaven {
		s.Heaven = append(s.Heaven, c)
	} else {
		s.Forest = append(s.Forest, c)
	}
	if ev.on() {
		id := "birdrummy.event.discarded.forest"
		if to == toHeaven {
			id = "birdrummy.event.discarded.heaven"
		}
		ev.public(games.Say(id, "Who", seatRef[seat], "Card", s.cat.def(c).nameArg))
	}
}

// moveBird moves a bird of species sp out of a nest as step st says,
// then its owner's "leaves your nest" effects trigger.
func (m move) moveBird(st Step, sp int) {
	s, ev := m.s, m.ev
	owner := targetSeat(st)
	c := s.cat.findLast(s.Nests[owner], sp)
	s.Nests[owner] = remove(s.Nests[owner], c)
	id := ""
	switch st.Op.Do {
	case OpBanish:
		s.Heaven = append(s.Heaven, c)
		id = "birdrummy.event.banished"
	case OpReturn:
		s.Hands[owner] = append(s.Hands[owner], c)
		s.Seen.seeInto(owner, c)
		id = "birdrummy.event.returned"
	case OpSteal:
		s.Nests[st.Actor] = append(s.Nests[st.Actor], c)
		id = "birdrummy.event.stole"
	}
	if ev.on() {
		ev.public(games.Say(id, "Who", seatRef[st.Actor], "Owner", seatRef[owner], "Card", s.cat.defs[sp].nameArg,
			"From", s.cat.fromArg(st.From)))
	}
	// The owner's resources and the bird's own species react before
	// anything still queued, as the move happened first.
	var front []Step
	for _, k := range s.Kept[owner] {
		front = appendTriggers(front, owner, s.cat.def(k), OnLose)
	}
	front = appendTriggers(front, owner, &s.cat.defs[sp], OnLose)
	if len(front) > 0 {
		s.Queue = append(front, s.Queue...)
	}
}

// peek shows seat the opponent's hand, privately.
func (m move) peek(seat int) {
	s, ev := m.s, m.ev
	opp := 1 - seat
	seen := make([]int, len(s.Hands[opp]))
	for i, c := range s.Hands[opp] {
		seen[i] = s.cat.cards[c]
	}
	slices.Sort(seen)
	s.Peek[seat] = seen
	s.Seen.seeInto(opp, s.Hands[opp]...)
	if !ev.on() {
		return
	}
	ev.public(games.Say("birdrummy.event.looked", "Who", seatRef[seat], "Other", seatRef[opp]))
	if len(seen) == 0 {
		ev.private(seat, games.Say("birdrummy.event.looked.empty", "Other", seatRef[opp]))
		return
	}
	ev.private(seat, games.Say("birdrummy.event.looked.hand", "Other", seatRef[opp], "Cards", s.cat.defNames(seen)))
}

// findLast is the last card of def d in cs, or -1.
func (cat *Catalog) findLast(cs []int, d int) int {
	for i := len(cs) - 1; i >= 0; i-- {
		if cat.cards[cs[i]] == d {
			return cs[i]
		}
	}
	return -1
}

// remove deletes card c from cs, keeping the order.
func remove(cs []int, c int) []int {
	if i := slices.Index(cs, c); i >= 0 {
		return slices.Delete(cs, i, i+1)
	}
	return cs
}
